/**
 * The explicit context of one render: mode, output style, and the sinks that collect CSS, fonts,
 * warnings and ids while the tree is walked. Made fresh for every render; nothing is global.
 */
import type { Stylesheet } from '../css/stylesheet.ts';
import type { FontResolver } from '../fonts/resolver.ts';
import type { WarningSink } from '../warnings.ts';
import type { IdAllocator } from './ids.ts';
import type { SectionMemo } from './section-memo.ts';
import type { ContainedHtml } from '../sanitize/authored-html.ts';
import type { Registry } from '../blocks/registry.ts';

/**
 * `publish`: the page as it is served (what save, preview and every endpoint return).
 * `edit`: the same page plus `data-lp-uid` hooks for the canvas, with authored markup isolated in
 * sandboxed frames so that none of its scripts can run in the editor's document.
 */
export type RenderMode = 'publish' | 'edit';

export interface RenderContext {
  readonly mode: RenderMode;
  /** The node kinds: the built-in registry (a test of a new kind renders with a registry of its own). */
  readonly kinds: Registry;
  /** Newlines and indentation between structural tags and CSS rules (false when minified). */
  readonly pretty: boolean;
  readonly css: Stylesheet;
  readonly fonts: FontResolver;
  readonly warnings: WarningSink;
  readonly ids: IdAllocator;
  /** Anchor ids already used on the page (section anchors must be unique). */
  readonly anchors: Set<string>;
  /** Index of the section being rendered: images below the first section load lazily. */
  sectionIndex: number;
  /** The <head> content of an isolated frame in edit mode: the page's font links and global style. */
  readonly isolatedHead: string;
  /** When set (the editor's canvas), each section's markup is also collected here, in order. */
  readonly sections?: { uid: string | undefined; html: string }[];
  /** When set (the editor's canvas), unchanged sections are replayed from an earlier render. */
  readonly sectionMemo?: SectionMemo;
  /**
   * Publish mode's containment of authored markup (sanitize/authored-html.ts), handed in by
   * renderPage. Edit mode isolates authored markup in frames instead and needs none, so the
   * editor's bundle, which renders edit mode only, does not carry it.
   */
  readonly containHtml?: (markup: string) => ContainedHtml;
}
