import { css } from 'lit';

export const topBarStyles = css`
  :host {
    display: block;
    position: relative;
    z-index: 2;
    background: var(--lp-surface);
    border-bottom: 1px solid var(--lp-border);
  }
  /* The side columns share what the device switch leaves, equally while each group fits its half
     (the switch centred), else the longer group takes its whole width and the other the rest (the
     switch moves aside). No column is ever narrower than its group (an auto column would shrink
     the switch under its neighbour), so a bar whose groups do not fit overflows at its end, which lp-top-bar.ts measures to step down until they fit. */
  .bar {
    display: grid;
    grid-template-columns: minmax(max-content, 1fr) max-content minmax(max-content, 1fr);
    align-items: center;
    gap: var(--lp-space-3);
    height: var(--lp-bar-height);
    padding: 0 var(--lp-space-3);
  }
  .group {
    display: flex;
    align-items: center;
    gap: var(--lp-space-1);
    min-width: 0;
  }
  .group > * {
    flex: none;
  }
  .group.end {
    justify-content: flex-end;
    gap: var(--lp-space-2);
  }
  .devices {
    padding: 2px;
    border-radius: var(--lp-radius);
    background: var(--lp-surface-2);
    border: 1px solid var(--lp-border);
  }
  .devices button.icon {
    height: 28px;
    width: 32px;
  }
  /* A labelled button reduced to its icon keeps its frame (and its accessible name). */
  button.icon-only {
    width: 32px;
    padding: 0;
    gap: 0;
    flex: none;
  }
  /* Never squeezed away: when its words do not fit, the bar shows its indicator instead. */
  .status {
    display: inline-flex;
    align-items: center;
    flex: none;
    color: var(--lp-text-muted);
    font-size: var(--lp-font-size-small);
    margin-inline-end: var(--lp-space-2);
    white-space: nowrap;
  }
  .status.compact {
    flex: none;
    justify-content: center;
    min-width: 16px;
    margin-inline-end: 0;
  }
  .status.unsaved::before {
    content: '';
    flex: none;
    display: inline-block;
    width: 6px;
    height: 6px;
    margin-inline-end: 6px;
    border-radius: 50%;
    background: var(--lp-warning);
  }
  .status.compact.unsaved::before {
    width: 8px;
    height: 8px;
    margin-inline-end: 0;
  }
  .status.compact svg {
    color: var(--lp-success);
  }
  .badge {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    height: 24px;
    padding: 0 var(--lp-space-2);
    margin-inline-start: var(--lp-space-2);
    border-radius: 12px;
    background: var(--lp-surface-3);
    color: var(--lp-text-muted);
    font-size: var(--lp-font-size-small);
    white-space: nowrap;
  }
  button.primary .spinner {
    width: 14px;
    height: 14px;
  }
  .more {
    position: relative;
    display: inline-flex;
    flex: none;
  }
  .more > button[aria-expanded='true'] {
    background: var(--lp-surface-3);
  }
  .menu {
    position: absolute;
    top: calc(100% + 6px);
    inset-inline-end: 0;
    z-index: 10;
    display: flex;
    flex-direction: column;
    min-width: 200px;
    padding: var(--lp-space-1);
    background: var(--lp-surface);
    border: 1px solid var(--lp-border);
    border-radius: var(--lp-radius);
    box-shadow: var(--lp-shadow);
  }
  .menu > button {
    justify-content: flex-start;
    width: 100%;
    border-color: transparent;
    background: transparent;
    text-align: start;
  }
  .menu > button:hover:not([aria-disabled='true']),
  .menu > button:focus-visible {
    background: var(--lp-surface-3);
  }
  .menu > button:focus-visible {
    outline-offset: -2px;
  }
  .menu > button[aria-disabled='true'] {
    opacity: 0.45;
    cursor: not-allowed;
  }
  .menu > button[aria-checked='true'] {
    color: var(--lp-accent);
  }
  .menu-icon {
    display: inline-block;
    width: 16px;
    flex: none;
  }
`;
