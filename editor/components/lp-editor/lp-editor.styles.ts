import { css } from 'lit';

/**
 * The editor's frame. Its UI sits in one `.root` that starts every inherited CSS property from
 * its initial value (`all: initial`), then sets what the UI needs: no inherited style of the host
 * page reaches the UI, even one a host sets with `*` or `!important`, which reaches `<lp-editor>`
 * itself. `all` leaves out custom properties (the theme's tokens still come from the host) and
 * `direction` (the root's own `dir` sets it). `visibility` is inherited back on purpose: a host
 * hides a container with it, and the editor hides with its container.
 */
export const editorStyles = css`
  :host {
    display: block;
    position: relative;
    box-sizing: border-box;
    width: 100%;
    height: 100%;
    min-width: var(--lp-min-width);
    min-height: var(--lp-min-height);
    overflow: hidden;
    isolation: isolate;
    contain: layout paint;
  }
  /* The display above would otherwise win over the browser's own rule for hidden. */
  :host([hidden]) {
    display: none;
  }
  .root {
    all: initial;
    visibility: inherit;
    display: flex;
    flex-direction: column;
    position: absolute;
    inset: 0;
    overflow: hidden;
    background: var(--lp-bg);
    color: var(--lp-text);
    color-scheme: var(--lp-color-scheme);
    font-family: var(--lp-font);
    font-size: var(--lp-font-size);
    line-height: 1.4;
    text-align: start;
  }
  .main {
    flex: 1;
    display: grid;
    grid-template-columns: auto minmax(0, 1fr) var(--lp-panel-width);
    min-height: 0;
  }
  .main.panel-collapsed {
    grid-template-columns: auto minmax(0, 1fr) auto;
  }
  /* The left panel (blocks and layers): its own width, a rail when collapsed. */
  .main > :first-child:not(.side-placeholder) {
    width: var(--lp-side-panel-width, 272px);
  }
  .main > [collapsed]:first-child,
  .main > [overlay]:first-child {
    width: auto;
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
  .needs-config {
    grid-auto-flow: row;
    max-width: 60ch;
    margin: 0 auto;
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
  /* In the top bar's place when the workspace part could not load (lp-editor.view.ts). */
  .part-failed {
    display: flex;
    align-items: center;
    gap: var(--lp-space-2);
    min-height: var(--lp-bar-height);
    padding: var(--lp-space-1) var(--lp-space-3);
    box-sizing: border-box;
    background: var(--lp-surface);
    border-bottom: 1px solid var(--lp-border);
  }
  .part-failed > svg {
    flex: none;
    color: var(--lp-danger);
  }
  .part-failed .reason {
    flex: 1;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;
