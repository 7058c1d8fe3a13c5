import { css } from 'lit';

export const sidePanelStyles = css`
  :host {
    display: block;
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
  /* A tile dragged out of the drawer: the drawer fades so the canvas under it can take the drop. */
  :host([passing]) aside {
    opacity: 0;
    pointer-events: none;
    transition: opacity 120ms ease-out;
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
`;
