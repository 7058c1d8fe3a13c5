import { css } from 'lit';

/**
 * The context menu: the top bar's overflow menu's look (surface, border, shadow, items), with each
 * item's shortcut at its end. The host covers the box it is placed in (the editor's root) without
 * taking pointer events, so the menu can be placed, and flipped, inside that box.
 */
export const contextMenuStyles = css`
  :host {
    position: absolute;
    inset: 0;
    z-index: 30;
    pointer-events: none;
  }
  :host(:not([open])) {
    display: none;
  }
  .menu {
    position: absolute;
    display: flex;
    flex-direction: column;
    min-width: 220px;
    max-width: min(320px, 100%);
    max-height: 100%;
    overflow-y: auto;
    box-sizing: border-box;
    padding: var(--lp-space-1);
    background: var(--lp-surface);
    border: 1px solid var(--lp-border);
    border-radius: var(--lp-radius);
    box-shadow: var(--lp-shadow);
    pointer-events: auto;
    outline: none;
  }
  .menu > button {
    flex: none;
    justify-content: flex-start;
    gap: var(--lp-space-4);
    width: 100%;
    border-color: transparent;
    background: transparent;
    text-align: start;
  }
  .menu > button:hover:not([aria-disabled='true']),
  .menu > button:focus-visible,
  .menu > button:focus {
    background: var(--lp-surface-3);
  }
  .menu > button:focus-visible {
    outline-offset: -2px;
  }
  .menu > button[aria-disabled='true'] {
    opacity: 0.45;
    cursor: not-allowed;
  }
  .menu > button[aria-disabled='true']:hover {
    background: transparent;
  }
  .label {
    flex: 1;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  /* Key names read left to right in every language (⌘C, Ctrl+C). */
  .shortcut {
    margin-inline-start: auto;
    color: var(--lp-text-muted);
    font: inherit;
    font-size: var(--lp-font-size-small);
    direction: ltr;
    unicode-bidi: isolate;
  }
  .separator {
    flex: none;
    height: 1px;
    margin: var(--lp-space-1) calc(-1 * var(--lp-space-1));
    background: var(--lp-border);
  }
`;
