/**
 * The column handles' styles: an 8 px hit area centred on the gap (the overlay around it lets
 * pointers through to the page), a 2 px line and a grip in the accent colour, the focus ring,
 * and the tooltip with the two percentages while dragging.
 */
import { css } from 'lit';

export const columnHandlesStyles = css`
  :host {
    position: absolute;
    inset: 0;
    pointer-events: none;
  }
  .handle {
    position: absolute;
    width: 8px;
    /* Placed by "left" from the frame's layout (physical, as the boxes are): no logical mirroring. */
    margin-left: -4px;
    box-sizing: border-box;
    pointer-events: auto;
    cursor: col-resize;
    touch-action: none;
    user-select: none;
    -webkit-user-select: none;
    outline: none;
    z-index: 1;
  }
  .line {
    position: absolute;
    inset-block: 0;
    left: 3px;
    width: 2px;
    border-radius: 1px;
    background: var(--lp-accent);
    opacity: 0.55;
    transition: opacity var(--lp-transition);
  }
  .grip {
    position: absolute;
    top: 50%;
    left: -1px;
    width: 10px;
    height: 28px;
    transform: translateY(-50%);
    box-sizing: border-box;
    border-radius: 5px;
    background: var(--lp-accent);
    border: 2px solid var(--lp-surface);
    box-shadow: var(--lp-shadow);
  }
  /* The grip's two notches: what says "this can be dragged" at a glance. */
  .grip::before {
    content: '';
    position: absolute;
    inset: 7px 2px;
    border-block: 2px solid var(--lp-accent-contrast);
    opacity: 0.9;
  }
  .handle:hover .line,
  .handle.dragging .line,
  .handle:focus-visible .line {
    opacity: 1;
  }
  .handle:focus-visible .grip {
    outline: 2px solid var(--lp-focus);
    outline-offset: 2px;
  }
  .tip {
    position: absolute;
    top: 8px;
    left: 50%;
    transform: translateX(-50%);
    padding: 2px var(--lp-space-2);
    border-radius: var(--lp-radius-small);
    background: var(--lp-surface);
    color: var(--lp-text);
    border: 1px solid var(--lp-border);
    box-shadow: var(--lp-shadow);
    font: 600 var(--lp-font-size-small) / 18px var(--lp-font);
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
    pointer-events: none;
  }
  @media (prefers-reduced-motion: reduce) {
    .line {
      transition: none;
    }
  }
`;
