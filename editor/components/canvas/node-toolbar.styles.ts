import { css } from 'lit';

export const toolbarStyles = css`
  .toolbar {
    position: absolute;
    display: flex;
    align-items: center;
    gap: 2px;
    height: 32px;
    padding: 0 4px;
    border-radius: var(--lp-radius);
    background: var(--lp-accent-fill);
    color: var(--lp-accent-contrast);
    box-shadow: var(--lp-shadow);
    /* Only the buttons take the pointer: a click on the name or between the buttons goes to the
       page under it. The toolbar's place (toolbar-place.ts) keeps it off other nodes where it can;
       where it cannot, it steals no more than its buttons' own boxes. (Fading it out while the
       pointer is over another node under it was the other way: the frame never sees a pointer
       that is over the toolbar, so that needs a hit test per move, and a bar that vanishes under
       the pointer reads as broken.) */
    pointer-events: none;
    white-space: nowrap;
    /* As wide as its content wherever it is placed (an absolute box shrinks near the edge). */
    width: max-content;
    z-index: 2;
  }
  .toolbar button,
  .toolbar .lock {
    pointer-events: auto;
  }
  .toolbar .name {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    padding: 0 8px 0 4px;
    font-size: var(--lp-font-size-small);
    font-weight: 600;
  }
  .toolbar.dragging {
    opacity: 0;
  }
  /* A finger or a pen drags from here: the browser must not scroll or zoom instead. */
  .toolbar .grip {
    cursor: grab;
    touch-action: none;
  }
  .toolbar .lock {
    display: inline-flex;
    margin-inline-start: 4px;
    opacity: 0.85;
  }
  .toolbar button.icon {
    width: 28px;
    height: 28px;
    color: inherit;
    border-radius: var(--lp-radius-small);
  }
  .toolbar button.icon:hover:not(:disabled) {
    background: rgb(255 255 255 / 0.18);
  }
  .toolbar button.icon.danger:hover:not(:disabled) {
    background: rgb(255 255 255 / 0.18);
    color: #fff;
  }
  .toolbar button:focus-visible {
    outline-color: #fff;
  }
  .toolbar .sep {
    width: 1px;
    height: 18px;
    margin: 0 4px;
    background: rgb(255 255 255 / 0.35);
  }
`;
