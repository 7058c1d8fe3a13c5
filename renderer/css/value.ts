/**
 * The CSS sink checks. Every declaration value written into the page's stylesheet passes
 * `isSafeCssValue` (or is built by `cssUrl`); every property name passes `isSafeCssProperty`;
 * every selector that did not come from this codebase passes `isSafeSelector`.
 *
 * A value that passes cannot end its declaration, rule, style element or document head, cannot
 * open a comment, cannot load anything, and cannot hide any of that behind a CSS escape.
 */
import { CSS_PROPERTY, SELECTOR } from '../attributes/patterns.ts';
import { safeUrl } from '../html/url.ts';

/** Longest declaration value accepted. */
export const MAX_CSS_VALUE = 2_000;

// Characters that end or escape something: a declaration (;), a rule ({ }), the style element
// (< >), a CSS escape (\), and every control character (newlines end strings).
// eslint-disable-next-line no-control-regex
const FORBIDDEN_CHARS = /[<>{};\\\u0000-\u001f\u007f]/;
// Functions that load or run something; `url(` values are built by cssUrl() instead.
const FORBIDDEN_WORDS = /\/\*|\*\/|url\(|image\(|image-set\(|src\(|element\(|expression\(|javascript:|@import|-moz-binding|behavior/i;

/** Whether `value` may be written as a declaration value. */
export function isSafeCssValue(value: string): boolean {
  if (value.length > MAX_CSS_VALUE) return false;
  if (FORBIDDEN_CHARS.test(value) || FORBIDDEN_WORDS.test(value)) return false;
  // Quotes, parentheses and brackets must pair up: an open string, function or block swallows
  // everything after it, up to the end of the stylesheet (`color: calc(; }` hides every later rule).
  let quote = 0;
  const open: number[] = [];
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (quote !== 0) {
      if (c === quote) quote = 0;
    } else if (c === 34 || c === 39) quote = c;
    else if (c === 40 || c === 91) open.push(c === 40 ? 41 : 93);
    else if (c === 41 || c === 93) {
      if (open.pop() !== c) return false;
    }
  }
  return quote === 0 && open.length === 0;
}

/** Property names that have run code in some browser, refused whatever their grammar. */
const FORBIDDEN_PROPERTIES = new Set(['behavior', '-moz-binding', 'behaviour']);

/** Whether `name` may be written as a property name. */
export function isSafeCssProperty(name: string): boolean {
  return CSS_PROPERTY.test(name) && !FORBIDDEN_PROPERTIES.has(name.toLowerCase());
}

/** Whether an author-given selector may be written as it is (its parentheses pair up too). */
export function isSafeSelector(selector: string): boolean {
  if (!SELECTOR.test(selector)) return false;
  let depth = 0;
  for (let i = 0; i < selector.length; i++) {
    const c = selector.charCodeAt(i);
    if (c === 40) depth++;
    else if (c === 41 && --depth < 0) return false;
  }
  return depth === 0;
}

/**
 * A CSS string literal. `<` and `>` are escaped too, so that `</style>` can never appear in the
 * stylesheet whatever the string holds.
 */
export function cssString(value: string): string {
  let out = '"';
  for (const ch of value) {
    const code = ch.codePointAt(0) as number;
    if (ch === '"' || ch === '\\') out += '\\' + ch;
    else if (ch === '<' || ch === '>' || code < 0x20 || code === 0x7f) out += '\\' + code.toString(16) + ' ';
    else out += ch;
  }
  return out + '"';
}

/** `url("…")` for an image URL that passes the scheme check; undefined when it is refused. */
export function cssUrl(raw: string): string | undefined {
  const url = safeUrl(raw, 'image');
  return url ? `url(${cssString(url.value)})` : undefined;
}
