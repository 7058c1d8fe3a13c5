/**
 * The blocks panel's look: a sticky filter over a scrolling column of tile grids, three tiles a
 * row from 240 to 320 px, spaced on the 4 / 8 px grid with the editor's tokens (dark and light),
 * logical properties for right-to-left.
 */
import { css } from 'lit';

export const blocksPanelStyles = css`
  :host {
    display: flex;
    flex-direction: column;
    box-sizing: border-box;
    height: 100%;
    min-height: 0;
    min-width: 0;
    background: var(--lp-surface);
  }
  .search {
    position: relative;
    flex: none;
    padding: var(--lp-space-3) var(--lp-space-3) var(--lp-space-2);
  }
  .search input {
    box-sizing: border-box;
    width: 100%;
    height: 32px;
    padding-inline-start: 32px;
    border-radius: var(--lp-radius);
  }
  .search .search-icon {
    position: absolute;
    inset-inline-start: calc(var(--lp-space-3) + var(--lp-space-2));
    top: calc(var(--lp-space-3) + 8px);
    color: var(--lp-text-muted);
    pointer-events: none;
  }
  .scroll {
    flex: 1;
    min-height: 0;
    overflow-y: auto;
    overscroll-behavior: contain;
    padding: 0 var(--lp-space-3) var(--lp-space-4);
  }
  .hint {
    margin: 0 0 var(--lp-space-1);
    font-size: 11px;
    line-height: 16px;
    color: var(--lp-text-muted);
  }
  .group + .group {
    margin-top: var(--lp-space-2);
  }
  h3 {
    margin: var(--lp-space-3) 0 var(--lp-space-2);
    font-size: 11px;
    line-height: 16px;
    font-weight: 600;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: var(--lp-text-muted);
  }
  .grid {
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: var(--lp-space-2);
  }
  .tile {
    position: relative;
    box-sizing: border-box;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 6px;
    min-width: 0;
    height: 72px;
    padding: var(--lp-space-2) var(--lp-space-1);
    border: 1px solid var(--lp-border);
    border-radius: var(--lp-radius);
    background: var(--lp-surface-2);
    color: var(--lp-text);
    font-size: 11px;
    line-height: 14px;
    white-space: normal;
    cursor: grab;
    /* A touch or pen drag on a tile moves the block, not the panel; a press never selects text. */
    touch-action: none;
    user-select: none;
    -webkit-user-select: none;
    -webkit-touch-callout: none;
  }
  /* The icons of a row on one line, whether the name below takes one line or two (German). */
  .tile.block {
    justify-content: flex-start;
    padding-block: 14px 2px;
  }
  .tile > svg {
    flex: none;
    color: var(--lp-text-muted);
    transition: color var(--lp-transition);
  }
  .tile:hover:not([aria-disabled]) {
    border-color: var(--lp-accent);
    background: var(--lp-surface-3);
  }
  .tile:hover:not([aria-disabled]) > svg {
    color: var(--lp-accent);
  }
  .tile:active:not([aria-disabled]) {
    cursor: grabbing;
    background: var(--lp-accent-soft);
  }
  .tile:focus-visible {
    outline: 2px solid var(--lp-focus);
    outline-offset: 1px;
    border-color: var(--lp-accent);
  }
  .tile[aria-disabled] {
    cursor: not-allowed;
    border-style: dashed;
    background: transparent;
  }
  /* Faded, but the badge (why it is disabled, in a word) stays readable. */
  .tile[aria-disabled] > :not(.badge) {
    opacity: 0.45;
  }
  .name {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    max-width: 100%;
    overflow: hidden;
    /* A long word is hyphenated where the language allows it (the root has its lang), and only
       broken anywhere when it still does not fit. */
    hyphens: auto;
    overflow-wrap: anywhere;
    text-align: center;
  }
  .tile.layout {
    height: 48px;
    padding: var(--lp-space-2);
  }
  /* The layout's picture: layout-thumb.ts, the add dialog's too. */
  .badge {
    position: absolute;
    top: var(--lp-space-1);
    inset-inline-end: var(--lp-space-1);
    max-width: calc(100% - var(--lp-space-2));
    padding: 0 var(--lp-space-1);
    overflow: hidden;
    border-radius: var(--lp-radius-small);
    background: var(--lp-accent-soft);
    color: var(--lp-accent);
    font-size: 9px;
    line-height: 14px;
    font-weight: 700;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .empty.shown {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: var(--lp-space-2);
    padding: var(--lp-space-5) var(--lp-space-2);
    color: var(--lp-text-muted);
    text-align: center;
    overflow-wrap: anywhere;
  }
  .empty .search-icon {
    width: 24px;
    height: 24px;
  }
  @media (prefers-reduced-motion: reduce) {
    .tile,
    .tile > svg {
      transition: none;
    }
  }
`;
