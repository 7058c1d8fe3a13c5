/**
 * Attribute values: from what the template holds to the exact text mjml receives.
 *
 * mjml escapes nothing: it copies an attribute value into `name="value"` of the HTML it writes,
 * into `style="prop:value;"`, into CSS `url('value')` and into VML in Outlook's conditional
 * comments. So every value is first checked against its kind's grammar (tags.ts), which admits
 * nothing that could end a CSS declaration, string or rule, and is then HTML-escaped into the
 * MJML attribute. mjml's XML parser does not decode entities, so the escaped form is what lands
 * in the HTML attribute, where the browser decodes it back to the checked value.
 *
 * URLs are scheme-checked with the renderer's `safeUrl`, and the characters that would matter
 * in CSS `url('…')` or in an unquoted context (quotes, parentheses, backslash, angle brackets,
 * white space) are percent-encoded, which does not change what the URL points to.
 */
import { COLOR, FONT_FAMILY, FONT_WEIGHTS } from '../renderer/attributes/patterns.ts';
import { isSafeCssValue } from '../renderer/css/value.ts';
import { safeUrl, type UrlPurpose } from '../renderer/html/url.ts';
import { EMAIL_LIMITS } from './limits.ts';
import { escapeHtml } from '../renderer/html/escape.ts';
import { mjmlAttributeValue, type MjmlAttributeValue } from './mjml-tree.ts';
import { mjmlTypeProblem } from './mjml-types.ts';
import type { PlaceholderTable } from './placeholders.ts';
import { EDITOR_ATTRIBUTES, type AttributeKind, type EmailTag } from './tags.ts';
import type { EmailWarning } from './warnings.ts';

/** A value as the template may give it (null means absent). */
export type RawAttributeValue = string | number | boolean | null;

/** The checked value, or why it was refused. */
export type AttributeOutcome =
  | { readonly ok: true; readonly value: string }
  | { readonly ok: false; readonly reason: 'unsafe_url' | 'unsafe_css' | 'invalid_value' };

const NUMBER = String.raw`\d{1,5}(?:\.\d{1,4})?`;
const LENGTH = `(?:0|${NUMBER}(?:px|%))`;
const GRAMMAR: Partial<Record<Exclude<AttributeKind, readonly string[]>, RegExp>> = {
  color: COLOR,
  px: new RegExp(`^(?:0|${NUMBER}px)$`),
  length: new RegExp(`^${LENGTH}$`),
  'length-or-auto': new RegExp(`^(?:auto|${LENGTH})$`),
  box: new RegExp(`^${LENGTH}(?: ${LENGTH}){0,3}$`),
  'line-height': new RegExp(`^(?:normal|${NUMBER}(?:px|%)?)$`),
  'letter-spacing': new RegExp(`^(?:normal|0|-?${NUMBER}(?:px|em))$`),
  integer: /^\d{1,4}$/,
  boolean: /^(?:true|false)$/,
  'font-family': FONT_FAMILY,
  'font-weight': new RegExp(`^(?:${FONT_WEIGHTS.join('|')})$`),
  // Class names for mj-style rules; `mj-` is mjml's own namespace (column widths, outlook fixes).
  class: /^(?!mj-)[A-Za-z_][A-Za-z0-9_-]{0,63}(?: (?!mj-)[A-Za-z_][A-Za-z0-9_-]{0,63}){0,15}$/,
  target: /^(?:_blank|_self|_parent|_top)$/,
  rel: /^[a-z]{1,20}(?: [a-z]{1,20}){0,5}$/,
  name: /^[A-Za-z][A-Za-z0-9_-]{0,63}$/,
  'social-network': /^[a-z0-9][a-z0-9-]{0,39}$/,
};

/** Kinds whose numbers are pixels (Topol writes `"font-size": 15`). */
const PIXEL_NUMBERS = new Set<AttributeKind>(['px', 'length', 'length-or-auto', 'box', 'letter-spacing']);

const URL_PURPOSE: Partial<Record<Exclude<AttributeKind, readonly string[]>, UrlPurpose>> = {
  link: 'link',
  image: 'image',
  background: 'image',
};

// What CSS url('…'), VML and unquoted attributes would read as syntax; never needed raw in a URL.
const URL_SYNTAX = /["'()\\<>`\s]/g;

/** `url` with the characters that are syntax in CSS and HTML percent-encoded. */
export function encodeUrlSyntax(url: string): string {
  return url.replace(URL_SYNTAX, (ch) => '%' + ch.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0'));
}

function asText(kind: AttributeKind, raw: string | number | boolean): string | undefined {
  if (typeof raw === 'string') return raw.trim();
  if (typeof raw === 'boolean')
    return kind === 'boolean' || (Array.isArray(kind) && kind.includes(String(raw))) ? String(raw) : undefined;
  if (!Number.isFinite(raw) || Math.abs(raw) > 99_999) return undefined;
  const text = String(Math.round(raw * 10_000) / 10_000);
  return PIXEL_NUMBERS.has(kind) && raw !== 0 ? `${text}px` : text;
}

/**
 * The value mjml should receive for an attribute of `kind`, unescaped (the serializer escapes it),
 * with merge tags replaced by placeholders where the kind allows them (`link`, `image`, `text`).
 */
export function normalizeAttribute(
  kind: AttributeKind,
  raw: string | number | boolean,
  placeholders: PlaceholderTable,
): AttributeOutcome {
  const text = asText(kind, raw);
  if (text === undefined || text.length > EMAIL_LIMITS.maxAttributeLength)
    return { ok: false, reason: 'invalid_value' };
  if (Array.isArray(kind))
    return kind.includes(text) ? { ok: true, value: text } : { ok: false, reason: 'invalid_value' };
  const named = kind as Exclude<AttributeKind, readonly string[]>;
  const purpose = URL_PURPOSE[named];
  if (purpose !== undefined) {
    // Background URLs are written into CSS, where no placeholder may stand: tags stay literal text.
    const checked = named === 'background' ? safeUrl(text, purpose)?.value : placeholders.inUrl(text, purpose);
    return checked === undefined ? { ok: false, reason: 'unsafe_url' } : { ok: true, value: encodeUrlSyntax(checked) };
  }
  if (named === 'text') return { ok: true, value: placeholders.inText(text) };
  if (named === 'css') {
    // No quotes: a css value never needs them, and without them no decoding can open a string.
    return isSafeCssValue(text) && !/["']/.test(text) ? { ok: true, value: text } : { ok: false, reason: 'unsafe_css' };
  }
  const grammar = GRAMMAR[named];
  if (grammar === undefined) throw new TypeError(`attribute kind without a grammar: ${named}`);
  if (grammar.test(text)) return { ok: true, value: text };
  return named === 'font-family' || named === 'color'
    ? { ok: false, reason: 'unsafe_css' }
    : { ok: false, reason: 'invalid_value' };
}

/** Where attribute problems are reported, and fonts recorded. */
export interface AttributeSinkContext {
  readonly placeholders: PlaceholderTable;
  readonly fonts: { use(value: string): void };
  readonly warnings: { add(warning: EmailWarning): void };
}

const REASON_MESSAGES: Record<'unsafe_url' | 'unsafe_css' | 'invalid_value', string> = {
  unsafe_url: 'has a URL whose scheme is not allowed (or whose merge tags could change it)',
  unsafe_css: 'has a value that is not allowed in CSS',
  invalid_value: 'has a value that does not match its grammar',
};

/**
 * The attributes of one MJML element, as mjml's parser would deliver them from the escaped
 * markup (mjml-tree.ts): only the names `tag` allows, each value checked for its kind and
 * escaped. Dropped names and refused values are reported as warnings naming `uid` and the
 * attribute; the element is still written. A value our grammar takes but mjml's type does not
 * (`line-height: normal`) is kept, as mjml keeps it, with mjml's own words as a warning.
 */
export function mjmlAttributes(
  tag: EmailTag,
  attributes: Readonly<Record<string, RawAttributeValue>> | undefined,
  ctx: AttributeSinkContext,
  uid: string | undefined,
): Record<string, MjmlAttributeValue> {
  const out: Record<string, MjmlAttributeValue> = {};
  if (attributes === undefined) return out;
  const where = uid === undefined ? {} : { uid };
  for (const name of Object.keys(attributes)) {
    const raw = attributes[name];
    // Editors write "" for "not set" (Topol: `"href": ""` on an image without a link).
    if (raw === null || raw === undefined || raw === '' || EDITOR_ATTRIBUTES.has(name)) continue;
    const kind = Object.hasOwn(tag.attributes, name) ? tag.attributes[name] : undefined;
    if (kind === undefined) {
      ctx.warnings.add({
        type: 'unknown_attribute',
        ...where,
        attribute: name.slice(0, 100),
        message: `${tag.tagName} has no attribute ${JSON.stringify(name.slice(0, 100))}; it was left out.`,
      });
      continue;
    }
    const outcome = normalizeAttribute(kind, raw, ctx.placeholders);
    if (!outcome.ok) {
      const type = outcome.reason === 'invalid_value' ? 'invalid_attribute' : outcome.reason;
      ctx.warnings.add({
        type,
        ...where,
        attribute: name,
        message: `The ${name} attribute of ${tag.tagName} ${REASON_MESSAGES[outcome.reason]}; it was left out.`,
      });
      continue;
    }
    if (kind === 'font-family') ctx.fonts.use(outcome.value);
    const value = mjmlAttributeValue(escapeHtml(outcome.value));
    const problem = mjmlTypeProblem(tag.tagName, name, value);
    if (problem !== undefined)
      ctx.warnings.add({
        type: 'mjml_validation',
        ...where,
        attribute: name,
        message: `mjml: ${tag.tagName}: ${problem}`,
      });
    out[name] = value; // a name of the tag table: never `__proto__`
  }
  return out;
}
