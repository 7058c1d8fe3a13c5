/**
 * Styles every component shares: buttons (plain, icon, primary), inputs and selects, the spinner,
 * and a visible focus ring, so spacing, type and states (hover, focus, disabled, pressed) are the same
 * everywhere.
 */
import { css } from 'lit';

export const controls = css`
  :host {
    font-family: var(--lp-font);
    font-size: var(--lp-font-size);
    color: var(--lp-text);
  }
  button {
    font: inherit;
    color: inherit;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: var(--lp-space-2);
    height: 32px;
    padding: 0 var(--lp-space-3);
    border: 1px solid var(--lp-border);
    border-radius: var(--lp-radius);
    background: var(--lp-surface-2);
    cursor: pointer;
    white-space: nowrap;
    transition: background-color var(--lp-transition), border-color var(--lp-transition), color var(--lp-transition);
  }
  button:hover:not(:disabled) {
    background: var(--lp-surface-3);
  }
  button:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
  button.icon {
    width: 32px;
    padding: 0;
    border-color: transparent;
    background: transparent;
  }
  button.icon:hover:not(:disabled) {
    background: var(--lp-surface-3);
  }
  button[aria-pressed='true'] {
    background: var(--lp-accent-soft);
    color: var(--lp-accent);
    border-color: transparent;
  }
  button.primary {
    background: var(--lp-accent-fill);
    border-color: var(--lp-accent-fill);
    color: var(--lp-accent-contrast);
    font-weight: 600;
  }
  button.primary:hover:not(:disabled) {
    background: var(--lp-accent-fill-hover);
    border-color: var(--lp-accent-fill-hover);
  }
  button.danger:hover:not(:disabled) {
    color: var(--lp-danger);
    background: var(--lp-danger-soft);
  }
  :focus-visible {
    outline: 2px solid var(--lp-focus);
    outline-offset: 2px;
  }
  input,
  select,
  textarea {
    font: inherit;
    color: inherit;
    height: 30px;
    padding: 0 var(--lp-space-2);
    /* Its own token: a field's edge is what shows where to type (3:1, WCAG 1.4.11; tokens.ts), while
       buttons, dividers and cards keep the calmer --lp-border. */
    border: 1px solid var(--lp-control-border);
    border-radius: var(--lp-radius-small);
    background: var(--lp-bg);
    min-width: 0;
    transition: border-color var(--lp-transition);
  }
  textarea {
    height: auto;
    padding: var(--lp-space-2);
    resize: vertical;
  }
  /* A placeholder shows what an unset field draws (the panel) or an example: in the theme's muted
     text, not the browser's grey (4.1:1 on the dark preset's fields). */
  input::placeholder,
  textarea::placeholder {
    color: var(--lp-text-muted);
    opacity: 1;
  }
  /* A step stronger than --lp-control-border in both presets (5.4:1 light, 7.4:1 dark, on --lp-bg). */
  input:hover,
  select:hover,
  textarea:hover {
    border-color: var(--lp-text-muted);
  }
  input:focus-visible,
  select:focus-visible,
  textarea:focus-visible {
    outline: none;
    border-color: var(--lp-accent);
    box-shadow: 0 0 0 2px var(--lp-accent-soft);
  }
  input[aria-invalid='true'] {
    border-color: var(--lp-danger);
  }
  input:disabled,
  select:disabled,
  textarea:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  .spinner {
    width: 16px;
    height: 16px;
    border-radius: 50%;
    border: 2px solid var(--lp-border);
    border-top-color: var(--lp-accent);
    animation: lp-spin 0.8s linear infinite;
  }
  /* 12 px and its 2 px border: the size of a 16 px icon, whose place it takes in a busy button. */
  .spinner.small {
    width: 12px;
    height: 12px;
  }
  /* On a primary button: light on the accent. */
  button.primary .spinner {
    border-color: rgb(255 255 255 / 0.4);
    border-top-color: #fff;
  }
  @keyframes lp-spin {
    to {
      transform: rotate(360deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .spinner {
      animation-duration: 2.4s;
    }
  }
  /* Icons along the line of reading (undo, redo: icons.ts) mirror with the layout. */
  svg.flip-rtl:dir(rtl) {
    transform: scaleX(-1);
  }
  /* Read by screen readers, never drawn. Pinned to its container's top corner: at its place in the
     flow (after a full-height panel, say) it would hang past the editor and make it scroll. */
  .visually-hidden {
    position: absolute;
    inset-block-start: 0;
    inset-inline-start: 0;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    border: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;
