/**
 * The validated, resolved, localized template as an MJML document: the security sink of the
 * email pipeline. mjml escapes nothing and trusts every attribute, so what reaches it from here
 * is already safe as HTML:
 *
 * - tag names come from the tag table only, and each node holds only the children mjml allows;
 * - attributes pass the attribute sink (attribute-values.ts): allow-listed names, checked and
 *   escaped values, scheme-checked URLs;
 * - authored content is sanitized for its tag (sanitize-content.ts), which also means it cannot
 *   contain the closing tag mjml looks for (`</mj-text`): every `<` of text is escaped;
 * - the head (mjml-head.ts) is built from checked parts only; mj-include cannot be written.
 *
 * Merge tags become placeholders (placeholders.ts); the list is returned with the document so the
 * mjml output can be cached once and personalized per recipient. Warnings for authors (images
 * without alt text, buttons and links without a URL, refused values) go to the sink with uids.
 *
 * `desktopFirst` sets mjml's `owa="desktop"`: mjml's layout is mobile-first (columns stack
 * unless a media query widens them), and with it Outlook.com and Outlook on the web, which drop
 * media queries, get the desktop (side-by-side) layout too. mjml has no switch beyond that;
 * clients that ignore both still stack (docs/email-format.md).
 */
import type { FontResolver } from '../renderer/fonts/resolver.ts';
import { escapeHtml } from '../renderer/html/escape.ts';
import { mjmlAttributes, type RawAttributeValue } from './attribute-values.ts';
import { headToMjml } from './mjml-head.ts';
import {
  mjmlAttributeValue,
  mjmlElement,
  mjmlLeaf,
  mjmlText,
  type MjmlAttributeValue,
  type MjmlElement,
} from './mjml-tree.ts';
import { PlaceholderTable, placeholderPattern, type MergeTagUse } from './placeholders.ts';
import { prepareContent } from './sanitize-content.ts';
import type { EmailNode, EmailTemplate } from './schema.ts';
import { EMAIL_TAGS, type EmailTag } from './tags.ts';
import { isConditionRaw } from './variants.ts';
import type { EmailWarningSink } from './warnings.ts';

/** What serializing needs besides the template. */
export interface ToMjmlOptions {
  /** The document language (`<html lang>`); mjml writes `und` without one. */
  readonly lang?: string | undefined;
  readonly desktopFirst?: boolean;
  readonly fonts: FontResolver;
  readonly warnings: EmailWarningSink;
}

/** The MJML document (as the tree mjml renders and as text) and its placeholders. */
export interface MjmlDocument {
  /** What mjml2html receives (mjml-tree.ts). */
  readonly tree: MjmlElement;
  /** The same document as MJML text: the cache key, the golden files and the benchmark read it. */
  readonly mjml: string;
  readonly mergeTags: readonly MergeTagUse[];
  /** The provider syntax behind each `S` token (display conditions), by index. */
  readonly syntax: readonly string[];
}

/** Tags whose missing `href` is a `missing_url` warning: a button or a menu link that goes nowhere. */
const NEEDS_URL: ReadonlySet<string> = new Set(['mj-button', 'mj-navbar-link', 'mj-social-element']);
/**
 * An `<a>` without an href in sanitized (canonical) markup. The look-ahead stays inside the tag
 * (`[^<>]`, not `[^>]`: the same on canonical markup, linear on anything, issue 12).
 */
const ANCHOR_WITHOUT_HREF = /<a(?![^<>]* href=")[\s>]/;

interface Context {
  readonly placeholders: PlaceholderTable;
  readonly fonts: FontResolver;
  readonly warnings: EmailWarningSink;
  readonly containerWidth: RawAttributeValue | undefined;
}

/** The attributes mjml receives for `node`: editor conventions mapped, then the sink. */
function nodeAttributes(node: EmailNode, tag: EmailTag, ctx: Context): Record<string, MjmlAttributeValue> {
  let attributes: Readonly<Record<string, RawAttributeValue>> | undefined = node.attributes;
  if (node.tagName === 'mj-body') {
    // Topol writes the container width as `containerWidth`, on the root and on mj-body.
    const width = attributes?.width ?? attributes?.containerWidth ?? ctx.containerWidth;
    if (width !== undefined && width !== null) attributes = { ...attributes, width };
  } else if (
    node.tagName === 'mj-image' &&
    (attributes?.width === 0 || attributes?.width === '0' || attributes?.width === '0px')
  ) {
    // Topol writes width 0 for "as wide as the column"; mjml would make the image 0 px wide.
    const { width: _, ...rest } = attributes;
    attributes = rest;
  }
  return mjmlAttributes(tag, attributes, ctx, node.uid);
}

function authorWarnings(node: EmailNode, ctx: Context): void {
  const where = node.uid === undefined ? {} : { uid: node.uid };
  const attributes = node.attributes ?? {};
  if (node.tagName === 'mj-image' && (typeof attributes.alt !== 'string' || attributes.alt.trim() === '')) {
    ctx.warnings.add({
      type: 'missing_alt',
      ...where,
      attribute: 'alt',
      message:
        'This image has no alt text: recipients whose client blocks images, and screen reader users, get nothing.',
    });
  }
  if (NEEDS_URL.has(node.tagName) && (typeof attributes.href !== 'string' || attributes.href.trim() === '')) {
    ctx.warnings.add({
      type: 'missing_url',
      ...where,
      attribute: 'href',
      message: `This ${node.tagName.slice(3).replace('-', ' ')} has no URL: it links nowhere.`,
    });
  }
}

function contentToMjml(node: EmailNode, tag: EmailTag, ctx: Context): string {
  if (tag.content === undefined || node.content === undefined || node.content === '') return '';
  const prepared = prepareContent(node.content, tag.content, ctx.placeholders);
  for (const family of prepared.fontFamilies) ctx.fonts.use(family);
  const where = node.uid === undefined ? {} : { uid: node.uid };
  if (prepared.refusedUrls > 0) {
    ctx.warnings.add({
      type: 'unsafe_url',
      ...where,
      attribute: 'content',
      message: `${prepared.refusedUrls} link or image URL(s) in this block had a scheme that is not allowed; they were left out.`,
    });
  }
  if (tag.content === 'rich' && prepared.refusedUrls === 0 && ANCHOR_WITHOUT_HREF.test(prepared.html)) {
    ctx.warnings.add({
      type: 'missing_url',
      ...where,
      attribute: 'content',
      message: 'A link in this block has no URL: it links nowhere.',
    });
  }
  return prepared.html;
}

/** Parents that place an mj-raw between the rows of their table (mjml-column, mjml-hero). */
const ROW_PARENTS: ReadonlySet<string> = new Set(['mj-column', 'mj-hero']);

/** One node and its subtree as MJML (recursion is bounded: the limits allow about 20 levels). */
function nodeToMjml(node: EmailNode, ctx: Context, parent: string | undefined): MjmlElement {
  if (isConditionRaw(node)) return conditionRaw(node.content, ctx.placeholders);
  const tag = EMAIL_TAGS.get(node.tagName);
  // Validation admits only known tags; anything else here is a bug, not input to pass through.
  if (tag === undefined) throw new TypeError(`toMjml: unknown tag ${JSON.stringify(node.tagName)}`);
  authorWarnings(node, ctx);
  const attributes = nodeAttributes(node, tag, ctx);
  if (tag.content !== undefined) {
    let content = contentToMjml(node, tag, ctx);
    // Anything but a row there is moved out of the table by the browser, away from its place.
    if (tag.tagName === 'mj-raw' && content !== '' && parent !== undefined && ROW_PARENTS.has(parent))
      content = `<tr><td>${content}</td></tr>`;
    return mjmlLeaf(tag.tagName, attributes, content);
  }
  const children: MjmlElement[] = [];
  for (const child of node.children ?? []) children.push(nodeToMjml(child, ctx, tag.tagName));
  return mjmlElement(tag.tagName, attributes, children);
}

/**
 * The variants seam: an mj-raw made by variants.ts (marked with a symbol, so no JSON can make
 * one) holds the provider's condition syntax, which the ESP must read as written. It travels
 * through mjml as an `S` token and is written back after (personalize.ts): the provider-syntax
 * sink (neutralize-syntax.ts) then knows it for the renderer's own. It must not be able to end
 * the mj-raw or forge a placeholder.
 */
function conditionRaw(content: string, placeholders: PlaceholderTable): MjmlElement {
  if (content.includes('<') || /[\uE000\uE001]/.test(content))
    throw new TypeError('toMjml: condition syntax holds < or a placeholder delimiter');
  return mjmlLeaf('mj-raw', {}, content.trim() === '' ? '' : placeholders.syntax(content));
}

/** The template as an MJML document with placeholders for its merge tags. */
export function toMjml(template: EmailTemplate, options: ToMjmlOptions): MjmlDocument {
  const placeholders = new PlaceholderTable();
  const ctx: Context = {
    placeholders,
    fonts: options.fonts,
    warnings: options.warnings,
    containerWidth: template.attributes?.containerWidth as RawAttributeValue | undefined,
  };
  const body = template.children.map((child) => nodeToMjml(child, ctx, undefined));
  const head = headToMjml(template, ctx);
  const root: Record<string, MjmlAttributeValue> = {};
  if (options.lang !== undefined) root.lang = mjmlAttributeValue(escapeHtml(options.lang));
  if (options.desktopFirst === true) root.owa = 'desktop';
  const tree = mjmlElement('mjml', root, [head, ...body]);
  const mjml = mjmlText(tree);
  assertOnlyOurPlaceholders(mjml, placeholders);
  return { tree, mjml, mergeTags: placeholders.uses, syntax: placeholders.syntaxTexts };
}

/**
 * Every placeholder delimiter in the document belongs to a token this serialization made. The
 * schema strips delimiters from template text; this catches a path that forgot to.
 */
function assertOnlyOurPlaceholders(mjml: string, placeholders: PlaceholderTable): void {
  if (!mjml.includes('\uE000') && !mjml.includes('\uE001')) return;
  const known = new Set(placeholders.uses.map((use) => use.token));
  for (const text of placeholders.syntaxTexts) known.add(placeholders.syntax(text));
  const rest = mjml.replace(placeholderPattern(), (token) => (known.has(token) ? '' : token));
  if (rest.includes('\uE000') || rest.includes('\uE001'))
    throw new Error('toMjml: a placeholder delimiter came from the template');
}
