import { css } from 'lit';

export const canvasStyles = css`
  :host {
    display: block;
    position: relative;
    min-width: 0;
    min-height: 0;
    background: var(--lp-canvas-bg);
  }
  .viewport {
    position: absolute;
    inset: 0;
    padding: var(--lp-space-4);
    overflow: hidden;
  }
  .stage {
    position: relative;
    margin: 0 auto;
    height: 100%;
    box-shadow: var(--lp-shadow);
    background: #fff;
    transition: width 160ms ease;
  }
  iframe {
    position: absolute;
    top: 0;
    left: 0;
    border: 0;
    transform-origin: 0 0;
    background: #fff;
    display: block;
  }
  .overlay {
    position: absolute;
    inset: 0;
    pointer-events: none;
    overflow: hidden;
  }
  .box {
    position: absolute;
    box-sizing: border-box;
    pointer-events: none;
  }
  .hover {
    outline: 1px dashed var(--lp-accent);
    outline-offset: -1px;
  }
  .selected {
    outline: 2px solid var(--lp-accent);
    outline-offset: -2px;
  }
  .selected.editing {
    outline-style: dotted;
  }
  .empty {
    position: absolute;
    inset: 0;
    display: grid;
    place-content: center;
    gap: var(--lp-space-3);
    text-align: center;
    color: #475569;
    font-family: var(--lp-font);
    pointer-events: auto;
  }
  .empty p {
    margin: 0;
  }
  .empty strong {
    font-size: 16px;
    color: #0f172a;
  }
  .loading {
    position: absolute;
    inset: 0;
    display: grid;
    place-content: center;
    color: #64748b;
    font-family: var(--lp-font);
    background: #fff;
  }
`;
