/**
 * URL scheme checks. A URL from the template reaches the page only as a `SafeUrl`, made here.
 *
 * The scheme is judged the way an attacker would hide it: HTML character references decoded
 * (`javascript&colon;`), then every ASCII control character and space removed (browsers drop
 * tabs and newlines inside URLs: `java\tscript:` runs), then lower-cased. What is emitted is the
 * original value (trimmed); the attribute escaper then makes it inert as markup.
 */
import { decodeHTML } from 'entities/decode';

/** What a URL is for; each purpose allows its own schemes. */
export type UrlPurpose = 'link' | 'image' | 'stylesheet' | 'form' | 'video' | 'canonical';

/** A URL that passed the scheme check for its purpose. */
export class SafeUrl {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const SCHEMES: Record<UrlPurpose, ReadonlySet<string>> = {
  link: new Set(['http', 'https', 'mailto', 'tel', 'sms']),
  image: new Set(['http', 'https']),
  stylesheet: new Set(['http', 'https']),
  form: new Set(['http', 'https', 'mailto']),
  video: new Set(['http', 'https']),
  canonical: new Set(['http', 'https']),
};

/** Relative URLs (`/pricing`, `#faq`, `?a=1`, `//cdn.example/x`) are allowed for these purposes. */
const RELATIVE_ALLOWED: Record<UrlPurpose, boolean> = {
  link: true,
  image: true,
  stylesheet: true,
  form: true,
  video: false,
  // A page's canonical address is read by crawlers, which resolve nothing against the page.
  canonical: false,
};

/** Image types a `data:` URL may carry in an image context (never HTML, never script). */
const DATA_IMAGE = /^data:image\/(?:png|jpe?g|gif|webp|avif|bmp|x-icon|svg\+xml)[;,]/;

// C0 controls, space and DEL: what the URL parser strips or ignores around and inside a scheme.
// eslint-disable-next-line no-control-regex
const CONTROLS_AND_SPACE = /[\u0000-\u0020\u007f]+/g;
/**
 * `raw` without the C0 controls and spaces at its start and end (what the URL parser strips). A
 * loop, not `/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g`: that pattern's second branch tries every
 * start inside a run of controls and scans to the run's end, quadratic in a long run (issue 12).
 */
function trimControls(raw: string): string {
  let start = 0;
  let end = raw.length;
  while (start < end && raw.charCodeAt(start) <= 0x20) start++;
  while (end > start && raw.charCodeAt(end - 1) <= 0x20) end--;
  return start === 0 && end === raw.length ? raw : raw.slice(start, end);
}
const SCHEME = /^([a-z][a-z0-9+.-]*):/;

/** The scheme a browser would see, or undefined for a relative URL. Exported for tests. */
export function schemeOf(raw: string): string | undefined {
  const normalized = (raw.includes('&') ? decodeHTML(raw) : raw).replace(CONTROLS_AND_SPACE, '').toLowerCase();
  return SCHEME.exec(normalized)?.[1];
}

/**
 * The URL as a SafeUrl when its scheme is allowed for `purpose`; undefined when it is empty or
 * refused (the caller then omits the attribute and reports an `unsafe_url` warning).
 */
export function safeUrl(raw: string | undefined, purpose: UrlPurpose): SafeUrl | undefined {
  if (raw === undefined) return undefined;
  const value = trimControls(raw);
  if (value === '') return undefined;
  const scheme = schemeOf(value);
  if (scheme === undefined) return RELATIVE_ALLOWED[purpose] ? new SafeUrl(value) : undefined;
  if (SCHEMES[purpose].has(scheme)) return new SafeUrl(value);
  if (
    scheme === 'data' &&
    purpose === 'image' &&
    DATA_IMAGE.test(value.replace(CONTROLS_AND_SPACE, '').toLowerCase())
  ) {
    return new SafeUrl(value);
  }
  return undefined;
}
