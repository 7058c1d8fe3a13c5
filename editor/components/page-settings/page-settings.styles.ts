/**
 * What the page settings tab adds to the selection panel's styles (lp-selection-panel.styles.ts
 * and the controls' styles, which reach it: it renders inside the panel's shadow root). Written
 * as a `<style>` of its own there, so the panel's style files stay the panel's. Logical
 * properties only, for right-to-left UIs.
 */
import { css } from 'lit';

export const pageSettingsStyles = css`
  .design-head {
    display: flex;
    align-items: center;
    flex-wrap: wrap;
    gap: var(--lp-space-1) var(--lp-space-2);
    padding: var(--lp-space-4) var(--lp-space-4) var(--lp-space-3);
    border-bottom: 1px solid var(--lp-border);
    background: var(--lp-surface-2, transparent);
  }
  .design-head strong {
    font-size: var(--lp-font-size-medium, 13px);
  }
  .design-head .device {
    margin-inline-start: auto;
    color: var(--lp-text-muted);
    font-size: var(--lp-font-size-small);
  }
  .design-head .note {
    flex-basis: 100%;
  }
  [data-field='settings.lang'] select + input {
    margin-block-start: 6px;
  }
  [data-field='metadata.noindex'] .label-row {
    gap: var(--lp-space-2);
  }
`;
