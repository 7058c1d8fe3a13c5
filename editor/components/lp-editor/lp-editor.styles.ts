import { css } from 'lit';

export const editorStyles = css`
  :host {
    display: flex;
    flex-direction: column;
    position: relative;
    width: 100%;
    height: 100%;
    min-height: 480px;
    overflow: hidden;
    background: var(--lp-bg);
    line-height: 1.4;
    isolation: isolate;
    contain: layout paint;
    text-align: start;
  }
  .main {
    flex: 1;
    display: grid;
    grid-template-columns: minmax(0, 1fr) var(--lp-panel-width);
    min-height: 0;
  }
  .main.panel-collapsed {
    grid-template-columns: minmax(0, 1fr) auto;
  }
  .starting,
  .failed {
    flex: 1;
    display: grid;
    place-content: center;
    justify-items: center;
    gap: var(--lp-space-3);
    padding: var(--lp-space-5);
    text-align: center;
    color: var(--lp-text-muted);
  }
  .starting {
    grid-auto-flow: column;
    align-items: center;
  }
  .failed h2 {
    margin: 0;
    font-size: 18px;
    color: var(--lp-text);
  }
  .failed p {
    margin: 0;
    max-width: 52ch;
  }
  .failed .reason {
    color: var(--lp-danger);
  }
  .failed svg {
    color: var(--lp-danger);
  }
`;
