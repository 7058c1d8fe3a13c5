/**
 * The section layout control's styles: preset tiles with the layout diagrams (the blocks panel's
 * picture, mirrored right to left as the page is), the stepper and the width inputs. Theme
 * tokens only, logical properties only.
 */
import { css } from 'lit';

export const layoutControlStyles = css`
  :host {
    display: block;
  }
  .layout {
    display: grid;
    gap: var(--lp-space-3);
  }
  .presets {
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: var(--lp-space-2);
  }
  button.preset {
    height: 40px;
    padding: var(--lp-space-2);
  }
  .diagram {
    width: 100%;
    max-width: 64px;
    height: 22px;
    overflow: visible;
  }
  .diagram:dir(rtl) {
    transform: scaleX(-1);
  }
  .diagram rect {
    fill: var(--lp-surface-3);
    stroke: var(--lp-text-muted);
    stroke-width: 1px;
    transition: fill var(--lp-transition), stroke var(--lp-transition);
  }
  button.preset:hover:not(:disabled) .diagram rect,
  button.preset:focus-visible .diagram rect {
    stroke: var(--lp-accent);
  }
  button.preset[aria-pressed='true'] {
    border-color: var(--lp-accent);
  }
  button.preset[aria-pressed='true'] .diagram rect {
    fill: var(--lp-accent-soft);
    stroke: var(--lp-accent);
  }
  .row {
    display: flex;
    align-items: center;
    flex-wrap: wrap;
    gap: var(--lp-space-2);
  }
  .count {
    justify-content: space-between;
  }
  .count label {
    color: var(--lp-text-muted);
  }
  .stepper {
    display: inline-flex;
    align-items: center;
    gap: var(--lp-space-1);
  }
  .stepper input {
    width: 48px;
    text-align: center;
  }
  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
    min-width: 0;
    display: grid;
    gap: var(--lp-space-2);
  }
  legend {
    padding: 0;
    margin-block-end: var(--lp-space-2);
    color: var(--lp-text-muted);
  }
  .inputs {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(72px, 1fr));
    gap: var(--lp-space-2);
  }
  /* The column's number above its input, the unit inside it: the whole width holds "33.34". */
  label.width {
    position: relative;
    display: grid;
    gap: 2px;
  }
  .number {
    color: var(--lp-text-muted);
    font-size: var(--lp-font-size-small);
    font-variant-numeric: tabular-nums;
  }
  label.width input {
    width: 100%;
    box-sizing: border-box;
    padding-inline-end: 20px;
    font-variant-numeric: tabular-nums;
    appearance: textfield;
  }
  /* The arrows would cover the unit; Up and Down still step the value. */
  label.width input::-webkit-inner-spin-button,
  label.width input::-webkit-outer-spin-button {
    appearance: none;
    margin: 0;
  }
  .unit {
    position: absolute;
    inset-inline-end: var(--lp-space-2);
    bottom: 0;
    line-height: 30px;
    color: var(--lp-text-muted);
    pointer-events: none;
  }
  @media (prefers-reduced-motion: reduce) {
    .diagram rect {
      transition: none;
    }
  }
`;
