/**
 * The link editor's URL check: the renderer's own `safeUrl` for links (renderer/html/url.ts), so
 * a URL the editor accepts is one the published page keeps (http, https, mailto, tel, sms and
 * relative URLs; never `javascript:` or `data:`). An address typed without a scheme is read as
 * the user means it: `example.com/page` as https, `name@example.com` as mailto.
 */
import { safeUrl } from '../../renderer/html/url.ts';

export type LinkCheck = { readonly href: string } | { readonly error: 'empty' | 'unsafe' };

const DOMAIN = /^(?:www\.)?[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.[\p{L}]{2,}(?::\d+)?(?:[/?#]|$)/u;
// The domain as dot-separated labels that hold no dot: one way to match (no backtracking).
const EMAIL = /^[^\s@/:]+@[^\s@/:.]+(?:\.[^\s@/:.]+)+$/;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** The URL to link to, or why it is refused. */
export function checkLink(raw: string): LinkCheck {
  const value = raw.trim();
  if (value === '') return { error: 'empty' };
  let href = value;
  if (!SCHEME.test(value)) {
    if (EMAIL.test(value)) href = `mailto:${value}`;
    else if (DOMAIN.test(value)) href = `https://${value}`;
  }
  const url = safeUrl(href, 'link');
  return url === undefined ? { error: 'unsafe' } : { href: url.value };
}
