import { css } from 'lit';

/**
 * The layers tree: fixed 28 px rows placed by their index (only those in view exist), indented by
 * depth from the start side (padding-inline-start, so RTL mirrors it), in the editor's tokens.
 */
export const layersStyles = css`
  :host {
    display: flex;
    flex-direction: column;
    min-block-size: 0;
    block-size: 100%;
    background: var(--lp-surface);
    color: var(--lp-text);
  }
  .tree {
    position: relative;
    flex: 1 1 auto;
    min-block-size: 0;
    overflow: auto;
    overscroll-behavior: contain;
    outline: none;
    padding-block: var(--lp-space-1);
  }
  .tree:focus-visible {
    box-shadow: inset 0 0 0 2px var(--lp-focus);
  }
  .tree.dragging {
    cursor: grabbing;
  }
  .sizer {
    position: relative;
  }
  .row {
    position: absolute;
    inset-inline: 0;
    inset-block-start: 0;
    block-size: 28px;
    box-sizing: border-box;
    display: flex;
    align-items: center;
    gap: var(--lp-space-1);
    padding-inline-end: var(--lp-space-2);
    font-size: var(--lp-font-size);
    /* Tall enough for descenders: a label cut short by an ellipsis clips at its line box. */
    line-height: 1.4;
    white-space: nowrap;
    cursor: default;
    user-select: none;
    -webkit-user-select: none;
    -webkit-touch-callout: none;
    /* Vertical swipes scroll the tree; a long press (layers-drag.ts) starts a drag instead. */
    touch-action: pan-y;
    border-radius: var(--lp-radius-small);
  }
  .row:hover {
    background: var(--lp-surface-2);
  }
  .row[aria-selected='true'] {
    background: var(--lp-accent-soft);
    color: var(--lp-text);
  }
  .row[aria-selected='true'] .kind-icon {
    color: var(--lp-accent);
  }
  /* The focused row of the focused tree (aria-activedescendant: the tree holds the focus). */
  .tree:focus-visible .row.active {
    outline: 2px solid var(--lp-focus);
    outline-offset: -2px;
  }
  .row.dimmed .kind-icon,
  .row.dimmed .name {
    opacity: 0.5;
  }
  .row.dragged {
    opacity: 0.45;
  }
  .row.drop-inside {
    box-shadow: inset 0 0 0 2px var(--lp-accent);
    background: var(--lp-accent-soft);
  }
  .toggle {
    flex: none;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    inline-size: 18px;
    block-size: 18px;
    border-radius: var(--lp-radius-small);
    color: var(--lp-text-muted);
    cursor: pointer;
  }
  .toggle:empty {
    cursor: default;
  }
  .toggle:not(:empty):hover {
    background: var(--lp-surface-3);
    color: var(--lp-text);
  }
  .toggle svg {
    transition: transform var(--lp-transition);
  }
  .row[aria-expanded='true'] .toggle svg {
    transform: rotate(90deg);
  }
  /* The closed chevron points into the line's direction: toward the start of the next line in RTL. */
  .tree[dir='rtl'] .toggle svg {
    transform: scaleX(-1);
  }
  .tree[dir='rtl'] .row[aria-expanded='true'] .toggle svg {
    transform: rotate(90deg);
  }
  .kind-icon {
    flex: none;
    display: inline-flex;
    color: var(--lp-text-muted);
  }
  /* The kind's name, then its label truncated in a box of its own: a label in another direction
     than the UI's (English in Arabic) keeps its start and loses its end. */
  .name {
    flex: 1 1 auto;
    min-inline-size: 0;
    display: flex;
    align-items: baseline;
    gap: var(--lp-space-1);
  }
  .kind {
    flex: none;
    font-weight: 500;
  }
  .label {
    flex: 0 1 auto;
    min-inline-size: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    color: var(--lp-text-muted);
  }
  /* A designer's name: in the kind's weight, since it stands for it. */
  .own {
    flex: 0 1 auto;
    min-inline-size: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    font-weight: 500;
  }
  input.rename {
    flex: 1 1 auto;
    min-inline-size: 0;
    block-size: 22px;
    box-sizing: border-box;
    padding-block: 0;
    padding-inline: var(--lp-space-1);
    font: inherit;
    color: var(--lp-text);
    background: var(--lp-surface);
    border: 1px solid var(--lp-accent);
    border-radius: var(--lp-radius-small);
    outline: none;
    user-select: text;
    -webkit-user-select: text;
  }
  input.rename:focus-visible {
    box-shadow: 0 0 0 2px var(--lp-focus);
  }
  .badge {
    flex: none;
    display: inline-flex;
    align-items: center;
    gap: 3px;
    block-size: 18px;
    padding-inline: 5px;
    border-radius: 9px;
    font-size: 11px;
    color: var(--lp-warning);
    background: var(--lp-surface-3);
  }
  .marker {
    flex: none;
    display: inline-flex;
    color: var(--lp-text-muted);
  }
  button.reveal {
    flex: none;
    inline-size: 24px;
    block-size: 24px;
    border-radius: var(--lp-radius-small);
  }
  .indicator {
    position: absolute;
    inset-inline-end: var(--lp-space-1);
    block-size: 2px;
    margin-block-start: -1px;
    background: var(--lp-accent);
    border-radius: 1px;
    pointer-events: none;
  }
  .indicator::before {
    content: '';
    position: absolute;
    inset-inline-start: -4px;
    inset-block-start: -3px;
    inline-size: 6px;
    block-size: 6px;
    border: 2px solid var(--lp-accent);
    border-radius: 50%;
    background: var(--lp-surface);
  }
  .empty {
    padding: var(--lp-space-4);
    color: var(--lp-text-muted);
    text-align: center;
  }
  @media (prefers-reduced-motion: reduce) {
    .toggle svg {
      transition: none;
    }
  }
`;
