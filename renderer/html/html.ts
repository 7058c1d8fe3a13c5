/**
 * The `html` tagged template: every interpolated value is escaped unless it is already SafeHtml.
 * The only ways to emit markup that did not come from a template literal in this codebase are
 * `unsafeHtml()` (named so that every use stands out in review) and the sanitizers.
 */
import { escapeHtml } from './escape.ts';
import { SafeUrl } from './url.ts';

/** Markup that is safe to emit as it is. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

/** What may be interpolated into `html`. */
export type HtmlValue = SafeHtml | string | number | null | undefined | false | readonly HtmlValue[];

function toHtml(value: HtmlValue): string {
  if (value instanceof SafeHtml) return value.value;
  if (typeof value === 'string') return escapeHtml(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (value === null || value === undefined || value === false) return '';
  if (Array.isArray(value)) {
    let out = '';
    for (const item of value) out += toHtml(item);
    return out;
  }
  throw new TypeError(`html: cannot interpolate ${typeof value}`);
}

/** Builds markup; interpolations are escaped unless they are SafeHtml. */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0] ?? '';
  for (let i = 0; i < values.length; i++) out += toHtml(values[i] as HtmlValue) + strings[i + 1];
  return new SafeHtml(out);
}

/** Marks authored or sanitized markup as safe to emit. Every call site must say why it is. */
export function unsafeHtml(markup: string): SafeHtml {
  return new SafeHtml(markup);
}

/** Joins fragments with a separator (newline when pretty, nothing when minified). */
export function join(parts: readonly SafeHtml[], separator = ''): SafeHtml {
  let out = '';
  for (let i = 0; i < parts.length; i++) out += (i === 0 ? '' : separator) + (parts[i] as SafeHtml).value;
  return new SafeHtml(out);
}

/** Attributes whose values are URLs: they accept only SafeUrl, never a plain string. */
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'poster',
  'cite',
  'srcset',
  'background',
  'data',
  'xlink:href',
]);
const ATTRIBUTE_NAME = /^[a-z][a-z0-9-]*$/;

/** An attribute value: a string (escaped), a number, a SafeUrl, true (present), or absent. */
export type AttributeValue = string | number | boolean | SafeUrl | null | undefined;

/**
 * Attributes as markup: ` name="value"` for each present one. Names come from this codebase only;
 * an unexpected name or a plain string for a URL attribute is a programming error and throws.
 */
export function attrs(map: Record<string, AttributeValue>): SafeHtml {
  let out = '';
  for (const name in map) {
    const value = map[name];
    if (value === undefined || value === null || value === false) continue;
    if (!ATTRIBUTE_NAME.test(name)) throw new TypeError(`attrs: invalid attribute name ${JSON.stringify(name)}`);
    if (URL_ATTRIBUTES.has(name) && !(value instanceof SafeUrl)) throw new TypeError(`attrs: ${name} needs a SafeUrl`);
    if (value === true) out += ' ' + name;
    else out += ' ' + name + '="' + escapeHtml(value instanceof SafeUrl ? value.value : String(value)) + '"';
  }
  return new SafeHtml(out);
}
