/**
 * An MJML document to HTML through mjml 5, behind a bounded cache.
 *
 * mjml 5's `mjml2html` returns a Promise; it is awaited here and nowhere else. It receives the
 * document as a tree (mjml-tree.ts), not as text: the serializer already holds the tree, and
 * mjml's own parse of the text would rebuild exactly that tree (mjml-tree.test.ts). The options
 * are fixed but for `minify`:
 * - `validationLevel: 'skip'`: mjml's validator re-checks what the serializer has already
 *   checked. Tags, children and attribute names come from the tag table (tags.test.ts holds it to
 *   mjml's), mj-include cannot be written, and attribute types are asked of mjml's own type
 *   classes as values are written (mjml-types.ts), as `mjml_validation`
 *   warnings naming the node. Running the validator again on every render cost about a tenth of
 *   a cold render (bench/email).
 * - `fonts: {}`: mjml would otherwise link Google Fonts for its own default families; font
 *   links come from our font resolver instead (mjml-head.ts).
 * - `ignoreIncludes: true` (mjml's default, stated): mj-include never reads a file. Our
 *   serializer cannot write one anyway.
 * - `minify`: htmlnano with whitespace collapsing; comments are kept, so Outlook's conditional
 *   comments survive. CSS minification is off: htmlnano needs the `cssnano` package for it,
 *   which mjml does not install, and it would only print a warning and skip.
 *
 * The cache is keyed by a SHA-256 of exactly what mjml sees: the options and the document, as
 * its MJML text. The MJML holds merge-tag placeholders, not values, so every recipient of a
 * template (and every render of it with other merge values) is one entry. It is an LRU bounded
 * by entries and by characters held; two identical renders in flight share one promise. Failed
 * renders are not kept. An exception from mjml itself propagates (the route's 500).
 */
import { createHash } from 'node:crypto';
// First: it must run before mjml-core reads the working directory's .mjmlconfig.
import './mjml-config-guard.ts';
import mjml2html, { type MjmlOptions } from 'mjml';
import type { MjmlElement } from './mjml-tree.ts';
import { AsyncLru } from './async-lru.ts';

/** The options that vary per render. */
export interface MjmlRenderOptions {
  readonly minify: boolean;
}

/** mjml's output, as cached. */
export interface MjmlOutput {
  readonly html: string;
}

/** A document for mjml: the tree it renders and the same document as text (the cache key). */
export interface MjmlInput {
  readonly tree: MjmlElement;
  readonly mjml: string;
}

/** The options every render passes to mjml2html, besides `minify`. */
export const MJML_BASE_OPTIONS: MjmlOptions = Object.freeze({
  validationLevel: 'skip',
  fonts: Object.freeze({}),
  keepComments: true,
  ignoreIncludes: true,
  beautify: false,
  minifyOptions: Object.freeze({ minifyCss: false }),
});

/** The exact options mjml2html receives for `options`. */
export function mjmlOptions(options: MjmlRenderOptions): MjmlOptions {
  // A fresh `fonts` object each time: mjml adds to it when a template has mj-font (ours never do).
  return { ...MJML_BASE_OPTIONS, fonts: {}, minify: options.minify };
}

/** The cache key: SHA-256 over the options and the MJML, length-prefixed so they never run together. */
export function mjmlCacheKey(mjml: string, options: MjmlRenderOptions): string {
  const settings = SETTINGS[options.minify ? 1 : 0];
  return createHash('sha256').update(`${settings.length}:${settings}`).update(mjml).digest('base64url');
}

/** The options as the key spells them, for minify off and on: they change only with the code. */
const SETTINGS = [
  JSON.stringify(mjmlOptions({ minify: false })),
  JSON.stringify(mjmlOptions({ minify: true })),
] as const;

/** An LRU of mjml outputs, bounded by entries and by characters of HTML held, sharing renders in flight. */
export class MjmlCache extends AsyncLru<MjmlOutput> {
  constructor(maxEntries: number, maxChars: number) {
    super(maxEntries, maxChars, (output) => output.html.length);
  }
}

/** The process's cache: 200 emails, at most 40 million characters of HTML (about 80 MB). */
export const mjmlCache = new MjmlCache(200, 40_000_000);

/** `document` as HTML, from the cache when the same MJML was rendered with the same options. */
export function renderMjml(
  document: MjmlInput,
  options: MjmlRenderOptions,
  cache: MjmlCache = mjmlCache,
): Promise<MjmlOutput> {
  return cache.get(mjmlCacheKey(document.mjml, options), async () => {
    // The tree is made for this render and not used after it, whatever mjml does with it.
    const result = await mjml2html(document.tree, mjmlOptions(options));
    return { html: result.html };
  });
}
