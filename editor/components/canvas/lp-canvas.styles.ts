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
  .stage.focus-ring {
    outline: 2px solid var(--lp-focus);
    outline-offset: 2px;
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
  /* A node's frame: a border around its box, whose width the view sets (lp-canvas.view.ts). */
  .hover {
    border: 0 dashed var(--lp-accent);
  }
  .selected {
    border: 0 solid var(--lp-accent);
  }
  .selected.editing {
    border-style: dotted;
  }
  .drop {
    position: absolute;
    box-sizing: border-box;
    pointer-events: none;
  }
  /* The halo is about the page under it, not the editor's theme: a dark one (the dark preset's
     surface) made the line look navy on a light page. */
  .drop.line {
    background: var(--lp-accent);
    border-radius: 2px;
    box-shadow: 0 0 0 1px rgb(255 255 255 / 0.9), 0 1px 4px rgb(0 0 0 / 0.35);
  }
  .drop.outline {
    outline: 2px dashed var(--lp-accent);
    outline-offset: -2px;
    background: var(--lp-accent-soft);
  }
  .fixed-origin {
    position: fixed;
    top: 0;
    left: 0;
    width: 0;
    height: 0;
    pointer-events: none;
  }
  .ghost {
    position: fixed;
    z-index: 10;
    display: inline-flex;
    align-items: center;
    gap: var(--lp-space-2);
    padding: var(--lp-space-1) var(--lp-space-3);
    transform: translate(12px, 12px);
    border-radius: var(--lp-radius);
    background: var(--lp-accent-fill);
    color: var(--lp-accent-contrast);
    font: 500 13px/20px var(--lp-font);
    box-shadow: var(--lp-shadow);
    pointer-events: none;
    white-space: nowrap;
  }
  .ghost.refused {
    background: var(--lp-surface-3);
    border: 1px solid var(--lp-border);
    color: var(--lp-text);
    opacity: 0.85;
  }
  .announcer {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
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
