/**
 * The fast path of email template validation: one walk that checks a template against the same
 * rules as the zod schema (schema.ts) and builds the same result (unknown keys dropped, merge-tag
 * placeholder delimiters stripped from the strings zod strips them from). A template it cannot
 * vouch for returns undefined, and zod then validates it and words its issues: this never has to
 * say why, only to agree with zod on the templates it accepts (fast-validate.test.ts holds it to
 * that on the examples and on random templates).
 *
 * Why: zod walks a 15-section newsletter in about 2 ms inside a cold render, a tenth of what mjml
 * itself takes, and a backend renders every new template cold once.
 */
import { CSS_PROPERTY, LANGUAGE_TAG, SELECTOR } from '../renderer/attributes/patterns.ts';
import { isSafeCssValue, MAX_CSS_VALUE } from '../renderer/css/value.ts';
import { EMAIL_LIMITS } from './limits.ts';
import { stripPlaceholderDelimiters } from './placeholders.ts';
import type { EmailLanguage, EmailNode, EmailTemplate } from './schema.ts';
import { EMAIL_TAGS, type EmailTag } from './tags.ts';

/** Thrown inside the walk when the template is not one this path vouches for. */
const GIVE_UP = Symbol('give up');

type Scalar = string | number | boolean | null;
type Plain = Record<string, unknown>;

/** A plain object of JSON data (a key set to undefined is not JSON: zod keeps it, this path gives up). */
function plain(value: unknown): Plain {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw GIVE_UP;
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) throw GIVE_UP;
  for (const key in value) if ((value as Plain)[key] === undefined) throw GIVE_UP;
  return value as Plain;
}

/** The keys of a record, none of them `__proto__` (zod and a plain assignment would disagree on it). */
function keysOf(record: Plain, min: number, max: number): string[] {
  const keys = Object.keys(record);
  for (const key of keys) if (key === '__proto__' || key.length < min || key.length > max) throw GIVE_UP;
  return keys;
}

function text(value: unknown, max: number): string {
  if (typeof value !== 'string' || value.length > max) throw GIVE_UP;
  return stripPlaceholderDelimiters(value);
}

function scalar(value: unknown): Scalar {
  if (typeof value === 'string') return text(value, EMAIL_LIMITS.maxAttributeLength);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw GIVE_UP;
    return value;
  }
  if (typeof value === 'boolean' || value === null) return value;
  throw GIVE_UP;
}

function attributes(value: unknown): Record<string, Scalar> {
  const record = plain(value);
  const out: Record<string, Scalar> = {};
  for (const key of keysOf(record, 1, 100)) out[key] = scalar(record[key]);
  return out;
}

function node(value: unknown, allowed: readonly string[]): EmailNode {
  const given = plain(value);
  const tagName = given.tagName;
  if (typeof tagName !== 'string' || !allowed.includes(tagName)) throw GIVE_UP;
  const tag = EMAIL_TAGS.get(tagName) as EmailTag;
  const out: { -readonly [K in keyof EmailNode]: EmailNode[K] } = { tagName };
  if (given.uid !== undefined) {
    if (typeof given.uid !== 'string' || given.uid.length < 1 || given.uid.length > 100) throw GIVE_UP;
    out.uid = given.uid;
  }
  if (given.attributes !== undefined) out.attributes = attributes(given.attributes);
  if (given.children !== undefined) {
    const children = given.children;
    if (!Array.isArray(children) || children.length > (tag.children.length > 0 ? EMAIL_LIMITS.maxArrayLength : 0))
      throw GIVE_UP;
    out.children = children.map((child) => node(child, tag.children));
  }
  if (tag.content !== undefined && given.content !== undefined)
    out.content = text(given.content, EMAIL_LIMITS.maxStringLength);
  if (tagName === 'mj-section' && given.syncedId !== undefined) {
    const id = given.syncedId;
    if (!(Number.isSafeInteger(id) || (typeof id === 'string' && id.length >= 1 && id.length <= 64))) throw GIVE_UP;
    out.syncedId = id as number | string;
  }
  if (given.displayCondition !== undefined) out.displayCondition = given.displayCondition;
  return out;
}

function style(value: unknown): NonNullable<EmailTemplate['style']> {
  const record = plain(value);
  const out: Record<string, Record<string, string | number>> = {};
  for (const selector of keysOf(record, 0, Number.MAX_SAFE_INTEGER)) {
    if (!SELECTOR.test(selector)) throw GIVE_UP;
    const declarations = plain(record[selector]);
    const rules: Record<string, string | number> = {};
    for (const property of keysOf(declarations, 0, Number.MAX_SAFE_INTEGER)) {
      if (!CSS_PROPERTY.test(property)) throw GIVE_UP;
      const css = declarations[property];
      if (typeof css === 'string' && css.length <= MAX_CSS_VALUE && isSafeCssValue(css)) rules[property] = css;
      else if (typeof css === 'number' && Number.isFinite(css)) rules[property] = css;
      else throw GIVE_UP;
    }
    out[selector] = rules;
  }
  return out;
}

function font(value: unknown): { label: string; style: string; url?: string } {
  const given = plain(value);
  const label = text(given.label, 200);
  const fontStyle = text(given.style, 400);
  if (label.length < 1 || fontStyle.length < 1) throw GIVE_UP;
  return given.url === undefined
    ? { label, style: fontStyle }
    : { label, style: fontStyle, url: text(given.url, 2_000) };
}

function language(value: unknown): EmailLanguage {
  const given = plain(value);
  if (typeof given.key !== 'string' || !LANGUAGE_TAG.test(given.key)) throw GIVE_UP;
  const out: { -readonly [K in keyof EmailLanguage]: EmailLanguage[K] } = { key: given.key };
  if (given.primary !== undefined) {
    if (typeof given.primary !== 'boolean') throw GIVE_UP;
    out.primary = given.primary;
  }
  if (given.translations !== undefined) {
    const record = plain(given.translations);
    const translations: Record<string, { content?: string }> = {};
    for (const uid of keysOf(record, 1, 100)) {
      const entry = plain(record[uid]);
      translations[uid] =
        entry.content === undefined ? {} : { content: text(entry.content, EMAIL_LIMITS.maxStringLength) };
    }
    out.translations = translations;
  }
  return out;
}

function template(value: unknown): EmailTemplate {
  const given = plain(value);
  const out: { -readonly [K in keyof EmailTemplate]: EmailTemplate[K] } = { children: [] };
  if (given.tagName !== undefined) {
    if (given.tagName !== 'mj-global-style') throw GIVE_UP;
    out.tagName = 'mj-global-style';
  }
  if (given.attributes !== undefined) {
    const record = plain(given.attributes);
    const attrs: Record<string, Scalar | Record<string, Scalar>> = {};
    for (const key of keysOf(record, 1, 100)) {
      const item = record[key];
      attrs[key] = typeof item === 'object' && item !== null ? attributes(item) : scalar(item);
    }
    out.attributes = attrs;
  }
  if (!Array.isArray(given.children) || given.children.length !== 1) throw GIVE_UP;
  out.children = [node(given.children[0], ['mj-body'])];
  if (given.style !== undefined) out.style = style(given.style);
  if (given.fonts !== undefined) {
    if (!Array.isArray(given.fonts) || given.fonts.length > 100) throw GIVE_UP;
    out.fonts = given.fonts.map(font);
  }
  if (given.feedBlocksApplyToAll !== undefined) {
    if (typeof given.feedBlocksApplyToAll !== 'boolean') throw GIVE_UP;
    out.feedBlocksApplyToAll = given.feedBlocksApplyToAll;
  }
  if (given.langs !== undefined) {
    if (!Array.isArray(given.langs) || given.langs.length > EMAIL_LIMITS.maxLanguages) throw GIVE_UP;
    out.langs = given.langs.map(language);
  }
  return out;
}

/**
 * `value` validated as the zod schema would (the same new object), or undefined when this path
 * does not vouch for it: then zod decides, and words the issues. Limits are checked before.
 */
export function fastValidateTemplate(value: unknown): EmailTemplate | undefined {
  try {
    return template(value);
  } catch (error) {
    if (error === GIVE_UP) return undefined;
    throw error;
  }
}
