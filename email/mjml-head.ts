/**
 * The `<mj-head>` of an email, built from the template root (the JSON has no head nodes):
 *
 * - `attributes.subject` → `<mj-title>` (the document title); `attributes.preheader` →
 *   `<mj-preview>` (the hidden preview text inbox lists show). Both escaped, merge tags allowed.
 * - Global attributes → `<mj-attributes>` defaults: `":prop"` (Topol's `":font-family"`,
 *   `":color"`) for mj-text, but `":font-family"` for every component (`mj-all`);
 *   `"button:prop"` for mj-button; `"mj-<tag>": {…}` objects for that tag. Each value goes
 *   through the same attribute sink as the body's.
 * - `"<element>:prop"` (`"h1:color"`, `"a:color"`) and the root `style` map (selector →
 *   property → value) → one `<mj-style>` stylesheet. Selectors, properties and values pass the
 *   renderer's CSS sink checks (none admits `<`, so nothing can close `</mj-style>` or
 *   `</style>`); what fails is left out with an `unsafe_css` warning.
 * - Fonts used and covered (built in, or in `options.fonts`, or listed by the template) →
 *   stylesheet links in an `<mj-raw>`, hidden from Outlook desktop (which would otherwise fall
 *   back to Times New Roman), as mjml itself writes them.
 *
 * `containerWidth` sets mj-body's width (body.ts reads it); Topol's `fonts` string is ignored.
 */
import { CSS_PROPERTY } from '../renderer/attributes/patterns.ts';
import { cssString, isSafeCssProperty, isSafeCssValue, isSafeSelector } from '../renderer/css/value.ts';
import type { FontResolver } from '../renderer/fonts/resolver.ts';
import { escapeHtml } from '../renderer/html/escape.ts';
import { safeUrl } from '../renderer/html/url.ts';
import { mjmlAttributes, type AttributeSinkContext, type RawAttributeValue } from './attribute-values.ts';
import { mjmlElement, mjmlLeaf, type MjmlElement } from './mjml-tree.ts';
import type { EmailTemplate } from './schema.ts';
import { EMAIL_TAGS, type EmailTag } from './tags.ts';

/** Root attribute keys that are not defaults or styles. */
const OWN_KEYS: ReadonlySet<string> = new Set(['subject', 'preheader', 'containerWidth', 'fonts']);

/** mj-all takes only a font family: any other default for every component surprises (a color would recolor buttons). */
const MJ_ALL: EmailTag = Object.freeze({
  tagName: 'mj-all',
  children: [],
  attributes: Object.freeze({ 'font-family': 'font-family' }),
});

/** CSS properties whose bare numbers mean pixels (`"h1:font-size": 28`). */
const PIXEL_PROPERTIES = new Set([
  'font-size',
  'letter-spacing',
  'width',
  'height',
  'border-width',
  'margin',
  'padding',
  'margin-top',
  'margin-bottom',
  'padding-top',
  'padding-bottom',
]);
const ELEMENT = /^[a-z][a-z0-9]{0,9}$/;

/** What the head needs besides the template. */
export interface HeadContext extends AttributeSinkContext {
  readonly fonts: FontResolver;
}

function cssValue(property: string, raw: unknown): string | undefined {
  if (typeof raw === 'number')
    return Number.isFinite(raw) ? (PIXEL_PROPERTIES.has(property) && raw !== 0 ? `${raw}px` : String(raw)) : undefined;
  return typeof raw === 'string' && isSafeCssValue(raw.trim()) ? raw.trim() : undefined;
}

/** The stylesheet rules: `"<element>:prop"` attributes first, then the `style` map. */
function stylesheet(template: EmailTemplate, ctx: HeadContext): string {
  const rules = new Map<string, string[]>();
  const add = (selector: string, property: string, raw: unknown, source: string): void => {
    const value = cssValue(property, raw);
    if (
      !isSafeSelector(selector) ||
      !CSS_PROPERTY.test(property) ||
      !isSafeCssProperty(property) ||
      value === undefined
    ) {
      ctx.warnings.add({
        type: 'unsafe_css',
        attribute: source.slice(0, 200),
        message: `The style ${JSON.stringify(source.slice(0, 200))} is not allowed; it was left out.`,
      });
      return;
    }
    if (property === 'font-family') ctx.fonts.use(value);
    const list = rules.get(selector) ?? [];
    list.push(`${property}: ${value};`);
    rules.set(selector, list);
  };
  for (const [key, raw] of Object.entries(template.attributes ?? {})) {
    const colon = key.indexOf(':');
    const element = key.slice(0, colon);
    if (colon > 0 && element !== 'button' && ELEMENT.test(element)) add(element, key.slice(colon + 1), raw, key);
  }
  for (const [selector, map] of Object.entries(template.style ?? {})) {
    for (const [property, raw] of Object.entries(map)) add(selector, property, raw, `style.${selector}.${property}`);
  }
  let css = '';
  for (const [selector, declarations] of rules) css += `${selector} { ${declarations.join(' ')} }\n`;
  return css;
}

/** Default attributes per tag: `":prop"`, `"button:prop"` and `"mj-<tag>": {…}`, in that order of precedence (last wins). */
function defaults(template: EmailTemplate, ctx: HeadContext): MjmlElement[] {
  const byTag = new Map<string, Record<string, RawAttributeValue>>();
  const set = (tagName: string, name: string, value: RawAttributeValue): void => {
    const map = byTag.get(tagName) ?? {};
    map[name] = value;
    byTag.set(tagName, map);
  };
  const entries = Object.entries(template.attributes ?? {});
  for (const [key, raw] of entries) {
    if (typeof raw === 'object' && raw !== null) continue;
    if (key === ':font-family') set('mj-all', 'font-family', raw);
    else if (key.startsWith(':')) set('mj-text', key.slice(1), raw);
    else if (key.startsWith('button:')) set('mj-button', key.slice('button:'.length), raw);
    else if (!OWN_KEYS.has(key) && !ELEMENT.test(key.slice(0, Math.max(0, key.indexOf(':'))))) {
      ctx.warnings.add({
        type: 'unknown_attribute',
        attribute: key.slice(0, 100),
        message: `The global attribute ${JSON.stringify(key.slice(0, 100))} is not known; it was left out.`,
      });
    }
  }
  for (const [key, raw] of entries) {
    if (typeof raw !== 'object' || raw === null) continue;
    const tag = key === 'mj-all' ? MJ_ALL : EMAIL_TAGS.get(key);
    if (tag === undefined || tag.tagName === 'mj-raw') {
      ctx.warnings.add({
        type: 'unknown_attribute',
        attribute: key.slice(0, 100),
        message: `The global attributes for ${JSON.stringify(key.slice(0, 100))} name no component; they were left out.`,
      });
      continue;
    }
    for (const [name, value] of Object.entries(raw)) set(tag.tagName, name, value);
  }
  const out: MjmlElement[] = [];
  for (const [tagName, map] of byTag) {
    const tag = tagName === 'mj-all' ? MJ_ALL : (EMAIL_TAGS.get(tagName) as EmailTag);
    out.push(mjmlElement(tagName, mjmlAttributes(tag, map, ctx, undefined)));
  }
  return out;
}

/** Font stylesheet links for the fonts used, for every client but Outlook desktop. */
function fontLinks(fonts: FontResolver): string {
  let links = '';
  let imports = '';
  for (const raw of fonts.stylesheets()) {
    const url = safeUrl(raw, 'stylesheet');
    if (url === undefined) continue;
    links += `<link href="${escapeHtml(url.value)}" rel="stylesheet" type="text/css">\n`;
    imports += `@import url(${cssString(url.value)});\n`;
  }
  return links === ''
    ? ''
    : `<!--[if !mso]><!-->\n${links}<style type="text/css">\n${imports}</style>\n<!--<![endif]-->`;
}

/** A root text attribute (subject, preheader) as escaped text with placeholders; '' when absent. */
function rootText(template: EmailTemplate, key: string, ctx: HeadContext): string {
  const raw = template.attributes?.[key];
  if (typeof raw !== 'string' || raw.trim() === '') return '';
  // escapeHtml, not escapeText: mjml also writes the title into an aria-label attribute.
  return escapeHtml(ctx.placeholders.inText(raw.trim()));
}

/** The `<mj-head>` element. Call after the body is serialized: font links need every font used. */
export function headToMjml(template: EmailTemplate, ctx: HeadContext): MjmlElement {
  const attributes = defaults(template, ctx);
  const css = stylesheet(template, ctx);
  const title = rootText(template, 'subject', ctx);
  const preview = rootText(template, 'preheader', ctx);
  const fonts = fontLinks(ctx.fonts);
  const children: MjmlElement[] = [];
  if (title !== '') children.push(mjmlLeaf('mj-title', {}, title));
  if (preview !== '') children.push(mjmlLeaf('mj-preview', {}, preview));
  if (attributes.length > 0) children.push(mjmlElement('mj-attributes', {}, attributes));
  if (css !== '') children.push(mjmlLeaf('mj-style', {}, css));
  if (fonts !== '') children.push(mjmlLeaf('mj-raw', {}, fonts));
  return mjmlElement('mj-head', {}, children);
}
