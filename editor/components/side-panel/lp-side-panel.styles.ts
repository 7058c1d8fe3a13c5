import { css } from 'lit';

export const sidePanelStyles = css`
  :host {
    display: block;
    min-height: 0;
    background: var(--lp-surface);
    border-inline-end: 1px solid var(--lp-border);
    overflow: hidden;
  }
  :host([collapsed]) {
    width: 44px;
  }
  aside {
    display: flex;
    flex-direction: column;
    height: 100%;
  }
  .rail {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: var(--lp-space-1);
    padding: var(--lp-space-2) 0;
  }
  /* The chevron points where the panel goes: toward the start edge. */
  :host(:dir(rtl)) [data-control='collapse'] svg {
    transform: scaleX(-1);
  }
  .body {
    flex: 1;
    min-height: 0;
    display: flex;
    flex-direction: column;
  }
  .body > * {
    flex: 1;
    min-height: 0;
  }
`;
