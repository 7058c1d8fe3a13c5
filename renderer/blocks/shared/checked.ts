/**
 * The two things blocks do with template input before writing it: check a URL attribute (and
 * say so when a value was given but refused), and sanitize content (collecting its fonts and
 * saying so when links were refused). One place each, so every block warns the same way.
 */
import { unsafeHtml, type SafeHtml } from '../../html/html.ts';
import { safeUrl, type SafeUrl, type UrlPurpose } from '../../html/url.ts';
import { sanitizeContent, type ContentPolicy } from '../../sanitize/rich-text.ts';
import type { RenderInput } from '../define.ts';

/**
 * `raw` as a SafeUrl for `purpose`, or undefined. A non-empty value that is refused adds an
 * `unsafe_url` warning for `attribute` with `message`; an empty one is simply absent.
 */
export function checkedUrl(
  input: RenderInput<unknown>,
  raw: string | undefined,
  purpose: UrlPurpose,
  attribute: string,
  message: string,
): SafeUrl | undefined {
  const url = safeUrl(raw, purpose);
  if (!url && raw !== undefined && raw.trim() !== '')
    input.ctx.warnings.add({ type: 'unsafe_url', uid: input.node.uid, attribute, message });
  return url;
}

/** The node's `content` sanitized for `policy`, its fonts recorded, refused links reported. */
export function sanitizedContent(input: RenderInput<unknown>, policy: ContentPolicy, refusedMessage: string): SafeHtml {
  const clean = sanitizeContent(input.node.content ?? '', policy);
  for (const family of clean.fontFamilies) input.ctx.fonts.use(family);
  if (clean.refusedUrls > 0)
    input.ctx.warnings.add({ type: 'unsafe_url', uid: input.node.uid, attribute: 'content', message: refusedMessage });
  // Sanitized by sanitizeContent: only allow-listed elements and attributes, all text escaped.
  return unsafeHtml(clean.html);
}
