import { css, unsafeCSS } from 'lit';
import { SPRING_MS } from './spring-tab.ts';

export const sidePanelStyles = css`
  :host {
    display: block;
    /* What the panel positions (its live region) stays inside it. */
    position: relative;
    min-height: 0;
    background: var(--lp-surface);
    border-inline-end: 1px solid var(--lp-border);
    overflow: hidden;
  }
  :host([collapsed]) {
    width: 44px;
  }
  /* Narrow editor: the open panel is a drawer over the canvas; its place in the grid stays a rail. */
  :host([overlay]) {
    overflow: visible;
    position: relative;
    z-index: 10;
  }
  :host([overlay]) aside {
    position: absolute;
    inset-block: 0;
    inset-inline-start: 0;
    width: var(--lp-side-panel-width, 272px);
    background: var(--lp-surface);
    border-inline-end: 1px solid var(--lp-border);
    box-shadow: var(--lp-shadow);
  }
  /*
   * A tile dragged out of the drawer: the drawer fades so the canvas under it can take the drop,
   * all but its tab strip, where a drag held on the Layers tab opens the tree (spring-tab.ts).
   */
  :host([passing]) aside {
    background: transparent;
    border-color: transparent;
    box-shadow: none;
    pointer-events: none;
    transition: background-color 120ms ease-out, box-shadow 120ms ease-out;
  }
  :host([passing]) .body {
    opacity: 0;
    transition: opacity 120ms ease-out;
  }
  :host([passing]) .tabs {
    background: var(--lp-surface);
    box-shadow: var(--lp-shadow);
  }
  /*
   * A drag resting on a tab (or a rail button): armed, about to open, which is not selected. So no
   * fill (a filled tab is the selected one, and two would show), but a dashed accent outline, a
   * place a drop is headed for, with a line filling up until the tab opens. The text takes the
   * full text colour, the accent's weight being on the outline and the line. (button:hover would
   * fill it: the selectors outweigh it.)
   */
  [data-armed] {
    position: relative;
  }
  .tabs [role='tab'][data-armed],
  .rail button[data-armed] {
    background: transparent;
    border-style: dashed;
    border-color: var(--lp-accent);
    color: var(--lp-text);
  }
  [data-armed]::after {
    content: '';
    position: absolute;
    inset-inline: 4px;
    bottom: 2px;
    height: 2px;
    border-radius: 1px;
    background: var(--lp-accent);
    transform-origin: left;
    animation: spring-fill ${unsafeCSS(SPRING_MS)}ms linear both;
  }
  :host(:dir(rtl)) [data-armed]::after {
    transform-origin: right;
  }
  @keyframes spring-fill {
    from {
      transform: scaleX(0);
    }
  }
  /* Without motion, the line is simply there while the tab is armed. */
  @media (prefers-reduced-motion: reduce) {
    [data-armed]::after {
      animation: none;
    }
  }
  aside {
    display: flex;
    flex-direction: column;
    height: 100%;
  }
  .rail {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: var(--lp-space-1);
    padding: var(--lp-space-2) 0;
  }
  /* The chevron points where the panel goes: toward the start edge. */
  :host(:dir(rtl)) [data-control='collapse'] svg {
    transform: scaleX(-1);
  }
  .body {
    flex: 1;
    min-height: 0;
    display: flex;
    flex-direction: column;
  }
  .body > * {
    flex: 1;
    min-height: 0;
  }
  /* The Layers tab while the tree's part loads, or after it could not (layers-body.ts). */
  /* At the top, where the tree's first rows will be. */
  .part-state {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: var(--lp-space-2);
    padding: var(--lp-space-5) var(--lp-space-4);
    text-align: center;
    font-size: 13px;
    color: var(--lp-text-muted);
  }
  .part-state p {
    margin: 0;
  }
  .part-state.failed > svg {
    color: var(--lp-danger);
  }
  .part-state.failed p:first-of-type {
    color: var(--lp-text);
  }
  /* The way out reads as an action, not as the muted words around it. */
  .part-state button {
    color: var(--lp-text);
  }
  .part-state .reason {
    max-width: 100%;
    overflow-wrap: anywhere;
    font-size: 12px;
  }
  /* The blocks panel kept while a drag that left its tab runs (its own :host display loses to this). */
  .body > [hidden] {
    display: none;
  }
`;
