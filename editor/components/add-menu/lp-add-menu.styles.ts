import { css } from 'lit';

export const addMenuStyles = css`
  :host {
    position: absolute;
    inset: 0;
    z-index: 25;
    display: grid;
    place-items: center;
  }
  .backdrop {
    position: absolute;
    inset: 0;
    background: rgb(0 0 0 / 0.45);
  }
  .dialog {
    position: relative;
    width: min(560px, calc(100% - 32px));
    max-height: calc(100% - 48px);
    overflow: auto;
    padding: var(--lp-space-4) var(--lp-space-5) var(--lp-space-5);
    border-radius: 10px;
    background: var(--lp-surface);
    border: 1px solid var(--lp-border);
    box-shadow: var(--lp-shadow);
  }
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
  }
  h2 {
    margin: 0;
    font-size: 16px;
  }
  h3 {
    margin: var(--lp-space-4) 0 var(--lp-space-2);
    font-size: var(--lp-font-size-small);
    font-weight: 600;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: var(--lp-text-muted);
  }
  .hint {
    margin: calc(-1 * var(--lp-space-1)) 0 var(--lp-space-2);
    color: var(--lp-text-muted);
    font-size: var(--lp-font-size-small);
  }
  .grid {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(116px, 1fr));
    gap: var(--lp-space-2);
  }
  /* The icons of a row on one line, whether the name below takes one line or two. */
  .item {
    position: relative;
    flex-direction: column;
    justify-content: flex-start;
    height: 76px;
    gap: 6px;
    padding-block: 14px 2px;
    font-size: var(--lp-font-size-small);
    line-height: 16px;
    white-space: normal;
    text-align: center;
    hyphens: auto;
  }
  .item:hover:not(:disabled) {
    border-color: var(--lp-accent);
  }
  /* The layout's picture: blocks-panel/layout-thumb.ts, the blocks panel's too. */
  .badge {
    position: absolute;
    top: 4px;
    inset-inline-end: 4px;
    padding: 1px 6px;
    border-radius: 8px;
    font-size: 10px;
    background: var(--lp-accent-soft);
    color: var(--lp-accent);
  }
`;
