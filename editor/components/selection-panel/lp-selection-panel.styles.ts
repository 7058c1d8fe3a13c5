import { css } from 'lit';

export const panelStyles = css`
  :host {
    display: block;
    min-height: 0;
    background: var(--lp-surface);
    border-inline-start: 1px solid var(--lp-border);
    overflow: hidden;
  }
  :host([collapsed]) {
    width: 40px;
  }
  aside {
    display: flex;
    flex-direction: column;
    height: 100%;
  }
  .expand {
    margin: var(--lp-space-2) 4px;
  }
  /* The chevrons point where the panel goes (collapse) or comes from (expand): mirrored when the
     panel sits on the left, in right-to-left UIs. */
  .tabs button.icon:last-child svg:dir(rtl),
  .expand svg:dir(rtl) {
    transform: scaleX(-1);
  }
  .body {
    flex: 1;
    overflow: auto;
    padding-bottom: var(--lp-space-5);
  }
  .node {
    display: flex;
    align-items: center;
    flex-wrap: wrap;
    gap: var(--lp-space-2);
    padding: var(--lp-space-3) var(--lp-space-4);
    border-bottom: 1px solid var(--lp-border);
  }
  .node .device {
    flex-basis: 100%;
    color: var(--lp-text-muted);
    font-size: var(--lp-font-size-small);
  }
  .group {
    padding: var(--lp-space-3) var(--lp-space-4);
    border-bottom: 1px solid var(--lp-border);
    display: grid;
    gap: var(--lp-space-3);
  }
  h3 {
    margin: 0;
    font-size: 11px;
    font-weight: 600;
    letter-spacing: 0.05em;
    text-transform: uppercase;
    color: var(--lp-text-muted);
  }
  .field {
    display: grid;
    gap: 6px;
  }
  .label-row {
    display: flex;
    align-items: center;
    justify-content: space-between;
    min-height: 20px;
  }
  .field.set .label-row > label::after,
  .field.set .label-row > .label::after {
    content: '';
    display: inline-block;
    width: 6px;
    height: 6px;
    margin-inline-start: 6px;
    border-radius: 50%;
    background: var(--lp-accent);
    vertical-align: middle;
  }
  .reset {
    width: 22px;
    height: 22px;
  }
  .note,
  .hint {
    margin: 0;
    color: var(--lp-text-muted);
    font-size: var(--lp-font-size-small);
  }
  .hint {
    display: flex;
    gap: 6px;
    align-items: center;
    padding: var(--lp-space-3) var(--lp-space-4) 0;
  }
  /* A long hint (German) wraps; its icon keeps its size. */
  .hint svg {
    flex: none;
  }
  .group .hint {
    padding: 0;
  }
  .error {
    margin: 0;
    color: var(--lp-danger);
    font-size: var(--lp-font-size-small);
  }
  .empty {
    display: grid;
    justify-items: center;
    gap: var(--lp-space-2);
    padding: var(--lp-space-5) var(--lp-space-4);
    text-align: center;
    color: var(--lp-text-muted);
  }
  .empty p {
    margin: 0;
  }
  .empty strong {
    color: var(--lp-text);
  }
  input,
  select,
  textarea {
    width: 100%;
    box-sizing: border-box;
  }
  /* Multi-line fields write in the UI's font; only authored HTML is code. */
  textarea {
    font: inherit;
  }
  textarea.code {
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 12px;
  }
`;
