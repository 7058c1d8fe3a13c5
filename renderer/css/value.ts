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

// Functions that load or run something, comment markers and at-rules; `url(` values are built
// by cssUrl() instead. Each contains ( : / * or @, so the regex runs only on values that do.
const FORBIDDEN_WORDS = /\/\*|\*\/|url\(|image\(|image-set\(|src\(|element\(|expression\(|javascript:|@import/i;

/**
 * Whether `value` may be written as a declaration value. One pass over the characters (it runs
 * for every declaration of every render): no character that ends or escapes something (`<` `>`
 * `{` `}` `;` `\` and control characters), quotes, parentheses and brackets that pair up (an open
 * string, function or block swallows everything after it, up to the end of the stylesheet), and
 * none of the forbidden words.
 */
export function isSafeCssValue(value: string): boolean {
  if (value.length > MAX_CSS_VALUE) return false;
  let quote = 0;
  let open = '';
  let punctuated = false;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c < 0x20 || c === 0x7f || c === 60 || c === 62 || c === 123 || c === 125 || c === 59 || c === 92) return false;
    if (quote !== 0) {
      if (c === quote) quote = 0;
      continue;
    }
    switch (c) {
      case 34:
      case 39:
        quote = c;
        break;
      case 40: // (
        open += ')';
        punctuated = true;
        break;
      case 91: // [
        open += ']';
        break;
      case 41:
      case 93:
        if (open === '' || open.charCodeAt(open.length - 1) !== c) return false;
        open = open.slice(0, -1);
        break;
      case 58: // :
      case 47: // /
      case 42: // *
      case 64: // @
        punctuated = true;
        break;
    }
  }
  if (quote !== 0 || open !== '') return false;
  return !punctuated || !FORBIDDEN_WORDS.test(value);
}

/** Property names that have run code in some browser, refused whatever their grammar. */
const FORBIDDEN_PROPERTIES = new Set(['behavior', '-moz-binding', 'behaviour']);

const checkedProperties = new Set<string>();

/** Whether `name` may be written as a property name. (Names seen safe are remembered, within bounds.) */
export function isSafeCssProperty(name: string): boolean {
  if (checkedProperties.has(name)) return true;
  const safe = CSS_PROPERTY.test(name) && !FORBIDDEN_PROPERTIES.has(name.toLowerCase());
  if (safe && checkedProperties.size < 2_000) checkedProperties.add(name);
  return safe;
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
