import { css } from 'lit';

export const topBarStyles = css`
  :host {
    display: block;
    background: var(--lp-surface);
    border-bottom: 1px solid var(--lp-border);
  }
  .bar {
    display: grid;
    grid-template-columns: 1fr auto 1fr;
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
  .status {
    color: var(--lp-text-muted);
    font-size: var(--lp-font-size-small);
    margin-inline-end: var(--lp-space-2);
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .status.unsaved::before {
    content: '';
    display: inline-block;
    width: 6px;
    height: 6px;
    margin-inline-end: 6px;
    border-radius: 50%;
    background: var(--lp-warning);
    vertical-align: middle;
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
  }
  /* On the primary button: light on the accent. */
  .spinner {
    width: 14px;
    height: 14px;
    border-color: rgb(255 255 255 / 0.4);
    border-top-color: #fff;
  }
`;
