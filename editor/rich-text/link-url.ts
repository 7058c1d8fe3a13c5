/**
 * The link editor's URL check: the renderer's own `safeUrl` for links (renderer/html/url.ts), so
 * a URL the editor accepts is one the published page keeps (http, https, mailto, tel, sms and
 * relative URLs; never `javascript:` or `data:`). An address typed without a scheme is read as
 * the user means it: `example.com/page` as https, `name@example.com` as mailto. An address with
 * a second one run into it (typed onto the old one) is refused too: the page would keep it, and
 * it leads nowhere.
 */
import { safeUrl } from '../../renderer/html/url.ts';

export type LinkCheck = { readonly href: string } | { readonly error: 'empty' | 'unsafe' | 'joined' };

const DOMAIN = /^(?:www\.)?[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.[\p{L}]{2,}(?::\d+)?(?:[/?#]|$)/u;
// The domain as dot-separated labels that hold no dot: one way to match (no backtracking).
const EMAIL = /^[^\s@/:]+@[^\s@/:.]+(?:\.[^\s@/:.]+)+$/;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** Schemes that, inside an address's host or path, say a second address was typed onto the first. */
const RUN_IN = ['http:', 'https:', 'mailto:', 'tel:', 'sms:', 'javascript:', 'data:', 'vbscript:'];

/**
 * Whether `href` holds a second address run into it (`https://x.com/termsmailto:a@b.c`, typed
 * onto the old one): a scheme after its own, before its query or fragment (where an address as a
 * parameter, `?next=https://…`, is ordinary).
 */
function joined(href: string): boolean {
  const rest = href.slice(SCHEME.exec(href)?.[0].length ?? 0).toLowerCase();
  const end = rest.search(/[?#]/);
  const path = end < 0 ? rest : rest.slice(0, end);
  return RUN_IN.some((scheme) => path.includes(scheme));
}

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
  if (url === undefined) return { error: 'unsafe' };
  return joined(url.value) ? { error: 'joined' } : { href: url.value };
}
