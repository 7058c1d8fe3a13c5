/** The rich-text toolbar's styles: the editor's surface and tokens, in dark and light, logical properties for RTL. */
import { css } from 'lit';

export const toolbarStyles = css`
  :host {
    position: absolute;
    z-index: 3;
    pointer-events: auto;
    /*
     * As wide as the bar's one row, up to the overlay's width: not the room left of where it is
     * placed, which would make its width (and its rows) follow its own placement, a resize loop.
     */
    width: max-content;
    max-width: calc(100% - 16px);
  }
  .bar {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 2px;
    padding: 3px;
    border: 1px solid var(--lp-border);
    border-radius: var(--lp-radius);
    background: var(--lp-surface);
    color: var(--lp-text);
    box-shadow: var(--lp-shadow);
  }
  button.icon {
    width: 28px;
    height: 28px;
    border-radius: var(--lp-radius-small);
  }
  button:focus-visible,
  select:focus-visible,
  input:focus-visible {
    outline: 2px solid var(--lp-focus);
    outline-offset: 1px;
  }
  select {
    height: 28px;
    padding-block: 0;
    padding-inline: 6px 2px;
    font-size: var(--lp-font-size-small);
  }
  /*
   * As wide as the longest choice in the UI's language ("Überschrift 3", "Standardschrift",
   * "الحجم الافتراضي" whole), up to a maximum that keeps the bar one row on the canvas of a
   * 1280 px window in every language the editor speaks (about 660 px; lists and alignment go
   * behind "More" first). A longer choice ("Tamaño predeterminado", a long custom font name) is
   * cut at the maximum; the select's title gives it whole, as the open menu does.
   */
  select {
    flex: none;
    max-width: 150px;
  }
  select.line-height {
    max-width: 200px;
  }
  .sep {
    flex: none;
    width: 1px;
    height: 18px;
    margin-inline: 3px;
    background: var(--lp-border);
  }
  /* Lists and alignment, when the bar has room for them (else they are in the "More" popover). */
  .block-tools {
    display: inline-flex;
    align-items: center;
    gap: 2px;
  }
  button.icon.open {
    background: var(--lp-surface-3);
  }
  /* Under the "More" button, at the bar's end, as wide as what it holds. */
  .popover.more {
    inset-inline: auto 0;
    max-width: 100%;
  }
  .popover.more .row {
    gap: 2px;
  }
  button.color {
    position: relative;
    flex-direction: column;
    gap: 0;
  }
  .swatch-bar {
    position: absolute;
    inset-inline: 7px;
    bottom: 4px;
    height: 3px;
    border-radius: 2px;
    box-shadow: 0 0 0 1px var(--lp-border);
  }
  .popover {
    position: absolute;
    /* As wide as the bar: the canvas's overlay clips whatever reaches past it. */
    inset-inline: 0;
    top: calc(100% + 4px);
    display: flex;
    flex-direction: column;
    gap: var(--lp-space-2);
    padding: var(--lp-space-2) var(--lp-space-3);
    border: 1px solid var(--lp-border);
    border-radius: var(--lp-radius);
    background: var(--lp-surface);
    color: var(--lp-text);
    box-shadow: var(--lp-shadow);
  }
  :host([popover-up]) .popover {
    top: auto;
    bottom: calc(100% + 4px);
  }
  :host([below]) .popover {
    top: calc(100% + 4px);
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--lp-space-2);
  }
  .link-editor input.url {
    flex: 1 1 160px;
    min-width: 0;
    /* A URL reads left to right in any UI ("https://", not "//:https" in Arabic). */
    direction: ltr;
  }
  .link-editor input.url:dir(rtl) {
    text-align: right;
  }
  .check,
  .picker {
    display: inline-flex;
    align-items: center;
    gap: var(--lp-space-2);
    font-size: var(--lp-font-size-small);
  }
  .message {
    margin: 0;
    min-height: 1em;
    color: var(--lp-danger);
    font-size: var(--lp-font-size-small);
  }
  .message:empty {
    display: none;
  }
  .swatches {
    display: grid;
    grid-template-columns: repeat(8, 24px);
    gap: 4px;
  }
  .swatches:empty {
    display: none;
  }
  button.swatch {
    width: 24px;
    height: 24px;
    padding: 0;
    border: 1px solid var(--lp-border);
    border-radius: var(--lp-radius-small);
  }
  button.swatch[aria-pressed='true'] {
    outline: 2px solid var(--lp-accent);
    outline-offset: 1px;
  }
  input[type='color'] {
    width: 32px;
    height: 24px;
    padding: 0;
    border: 1px solid var(--lp-control-border);
    background: none;
  }
`;
