/**
 * The tab bar at the head of a side panel (the blocks and layers panel, the selection panel):
 * one look for both, so the two panels line up across the canvas.
 */
import { css } from 'lit';

export const tabStyles = css`
  .tabs {
    display: flex;
    align-items: center;
    gap: var(--lp-space-1);
    height: 44px;
    padding: 0 var(--lp-space-2);
    border-bottom: 1px solid var(--lp-border);
  }
  .tabs [role='tab'] {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    height: 28px;
    border-color: transparent;
    background: transparent;
    color: var(--lp-text-muted);
  }
  .tabs [role='tab'][aria-selected='true'] {
    background: var(--lp-surface-3);
    color: var(--lp-text);
    font-weight: 600;
  }
  .spacer {
    flex: 1;
  }
`;
