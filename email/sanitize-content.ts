/**
 * The authored content of a node, made safe for the place mjml writes it, with its merge tags
 * turned into placeholders.
 *
 * - `rich` (mj-text, mj-accordion-text): the renderer's rich-text sanitizer, as for the text
 *   blocks of landing pages.
 * - `inline` (mj-button, mj-navbar-link, mj-social-element, mj-accordion-title): its inline
 *   policy, then every `<a>` removed: mjml wraps this content in its own link, and a link inside
 *   a link is re-parented by the browser out of the button.
 * - `table` (mj-table) and `html` (mj-raw): the email HTML sanitizer (tables, images).
 *
 * The sanitizers write canonical markup (every attribute `name="value"` with the value escaped,
 * `>` included), so the merge-tag pass below can tell text from attribute values with a plain
 * scan. It runs after sanitizing because a placeholder must not be judged as text by the
 * sanitizer (an href that is only `{{url}}` is a relative URL to it), and a URL whose tags could
 * complete a scheme is refused here, the attribute dropped.
 */
import { decodeHTML } from 'entities/decode';
import { escapeHtml } from '../renderer/html/escape.ts';
import { sanitizeContent } from '../renderer/sanitize/rich-text.ts';
import type { PlaceholderTable } from './placeholders.ts';
import { sanitizeEmailHtml } from './sanitize-email-html.ts';
import type { ContentPolicy } from './tags.ts';

/** Content ready for mjml, and what the caller reports about it. */
export interface PreparedContent {
  readonly html: string;
  readonly fontFamilies: readonly string[];
  /** Links and images whose URL was refused (their text is kept). */
  readonly refusedUrls: number;
}

// A tag ends at the next `>` and never holds a `<` (canonical markup escapes both in values).
// Saying `[^<>]` rather than `[^>]` changes nothing on canonical markup, and keeps each match
// attempt inside one tag: with `[^>]`, every `<` of a long run without `>` scanned to the end of
// the text (quadratic, issue 12). A `<` that opens no tag is passed on as it is.
const ANCHOR_TAG = /<\/?a(?:\s[^<>]*)?>/g;
const TAG_OR_TEXT = /<[^<>]*>|[^<]+|</g;
const ATTRIBUTE = / ([a-z-]+)="([^"]*)"/g;

function sanitized(content: string, policy: ContentPolicy): PreparedContent {
  switch (policy) {
    case 'rich':
      return sanitizeContent(content, 'rich');
    case 'inline': {
      const result = sanitizeContent(content, 'inline');
      return { ...result, html: result.html.replace(ANCHOR_TAG, '') };
    }
    case 'table':
    case 'html':
      return sanitizeEmailHtml(content, policy);
  }
}

/** Merge tags of canonical sanitized markup replaced by placeholders; returns the URLs refused on the way. */
function withPlaceholders(html: string, placeholders: PlaceholderTable): { html: string; refused: number } {
  if (!html.includes('{{')) return { html, refused: 0 };
  let refused = 0;
  const out = html.replace(TAG_OR_TEXT, (part) => {
    if (!part.includes('{{')) return part;
    if (!part.startsWith('<')) return placeholders.inText(part);
    const tagName = /^<([a-z0-9]+)/.exec(part)?.[1];
    return part.replace(ATTRIBUTE, (whole, name: string, value: string) => {
      if (!value.includes('{{')) return whole;
      const purpose =
        name === 'href' && tagName === 'a' ? 'link' : name === 'src' && tagName === 'img' ? 'image' : undefined;
      if (purpose === undefined) return ` ${name}="${placeholders.inText(value)}"`;
      const url = placeholders.inUrl(decodeHTML(value), purpose);
      if (url === undefined) {
        refused++;
        return '';
      }
      return ` ${name}="${escapeHtml(url)}"`;
    });
  });
  return { html: out, refused };
}

/** `content` sanitized for `policy`, merge tags as placeholders. */
export function prepareContent(
  content: string,
  policy: ContentPolicy,
  placeholders: PlaceholderTable,
): PreparedContent {
  const clean = sanitized(content, policy);
  const { html, refused } = withPlaceholders(clean.html, placeholders);
  return { html, fontFamilies: clean.fontFamilies, refusedUrls: clean.refusedUrls + refused };
}
