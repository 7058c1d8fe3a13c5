/**
 * The allow-list sanitizer for the authored HTML of mj-table (rows) and mj-raw (a fragment).
 *
 * The renderer's rich-text sanitizer fits text and buttons (mj-text uses it as it is), but it
 * unwraps tables and drops images, which are what these two blocks are for. This one works the
 * same way, on the same parser: parse5 (the browser's algorithm) parses the content, in a
 * `<table>` context for mj-table so that rows survive, and the tree is written out again with
 * only allowed elements and attributes, every URL scheme-checked, every style declaration
 * checked by the renderer's CSS sink, all text escaped. Comments (so also Outlook conditional
 * comments), scripts, styles, forms, frames and event handlers never come out.
 *
 * mj-raw is the riskiest block: mjml writes its content into the email unchanged. After this, it
 * is a block of email-safe HTML, not a way to emit arbitrary markup (docs/email-format.md).
 */
import { defaultTreeAdapter, parseFragment, type DefaultTreeAdapterTypes as P } from 'parse5';
import { COLOR, LANGUAGE_TAG } from '../renderer/attributes/patterns.ts';
import { isSafeCssProperty, isSafeCssValue } from '../renderer/css/value.ts';
import { escapeHtml } from '../renderer/html/escape.ts';
import { safeUrl } from '../renderer/html/url.ts';
import { BoundedMemo } from '../renderer/sanitize/memo.ts';
import { BLOCK_ELEMENTS, INLINE_ELEMENTS, serializeAllowed, type WalkPolicy } from '../renderer/sanitize/rich-text.ts';

/** Where the content goes: table rows (mj-table) or a free fragment (mj-raw). */
export type EmailHtmlPolicy = 'table' | 'html';

/** Sanitized markup and what the caller reports about it. */
export interface SanitizedEmailHtml {
  readonly html: string;
  readonly fontFamilies: readonly string[];
  readonly refusedUrls: number;
}

const TEXT_ELEMENTS = [...INLINE_ELEMENTS, ...BLOCK_ELEMENTS, 'center'];
const TABLE_ELEMENTS = ['table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th'];
const ALLOWED: ReadonlySet<string> = new Set([...TEXT_ELEMENTS, ...TABLE_ELEMENTS, 'img']);
const VOID: ReadonlySet<string> = new Set(['br', 'hr', 'wbr', 'img', 'col']);

/** Dropped together with everything inside them (the renderer's list, less `img`: email keeps images). */
const DROP_WITH_CONTENT: ReadonlySet<string> = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'noscript',
  'noembed',
  'noframes',
  'textarea',
  'select',
  'option',
  'optgroup',
  'title',
  'head',
  'svg',
  'math',
  'audio',
  'video',
  'canvas',
  'picture',
  'input',
  'button',
  'form',
  'meta',
  'link',
  'base',
  'xmp',
  'plaintext',
]);

/** Inline style properties email layouts use (text, box, table); `mso-*` for Outlook. */
const STYLE_PROPERTIES: ReadonlySet<string> = new Set([
  'color',
  'background-color',
  'font-size',
  'font-family',
  'font-weight',
  'font-style',
  'text-decoration',
  'text-align',
  'line-height',
  'letter-spacing',
  'text-transform',
  'vertical-align',
  'white-space',
  'word-break',
  'display',
  'width',
  'height',
  'max-width',
  'min-width',
  'max-height',
  'padding',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'margin',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'border',
  'border-top',
  'border-right',
  'border-bottom',
  'border-left',
  'border-color',
  'border-style',
  'border-width',
  'border-radius',
  'border-collapse',
  'border-spacing',
  'table-layout',
  'direction',
]);
const MSO_PROPERTY = /^mso-[a-z-]{1,40}$/;

const DIMENSION = /^\d{1,5}%?$/;
const SMALL_INTEGER = /^\d{1,3}$/;
const CLASS_TOKEN = /^(?!mj-)[A-Za-z_][A-Za-z0-9_-]{0,63}$/;
const ENUMS: Record<string, ReadonlySet<string>> = {
  align: new Set(['left', 'center', 'right', 'justify']),
  valign: new Set(['top', 'middle', 'bottom', 'baseline']),
  dir: new Set(['ltr', 'rtl', 'auto']),
  role: new Set(['presentation', 'none']),
  target: new Set(['_blank', '_self']),
};

interface State {
  fontFamilies: string[];
  refusedUrls: number;
  unwrapped: boolean;
}

function cleanStyle(style: string, state: State): string {
  let out = '';
  // Declarations split on `;`: a value holding one is refused by the CSS sink anyway.
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (!(STYLE_PROPERTIES.has(property) || MSO_PROPERTY.test(property)) || !isSafeCssProperty(property)) continue;
    if (value === '' || !isSafeCssValue(value)) continue;
    if (property === 'font-family') state.fontFamilies.push(value);
    out += (out === '' ? '' : ';') + property + ':' + value;
  }
  return out;
}

const attribute = (name: string, value: string): string => ' ' + name + '="' + escapeHtml(value) + '"';

function cleanAttribute(tag: string, name: string, value: string, state: State): string {
  switch (name) {
    case 'style': {
      const style = cleanStyle(value, state);
      return style ? attribute('style', style) : '';
    }
    case 'href': {
      if (tag !== 'a') return '';
      const url = safeUrl(value, 'link');
      if (!url) state.refusedUrls++;
      return url ? attribute('href', url.value) : '';
    }
    case 'src': {
      if (tag !== 'img') return '';
      const url = safeUrl(value, 'image');
      if (!url) state.refusedUrls++;
      return url ? attribute('src', url.value) : '';
    }
    case 'alt':
    case 'title':
      return attribute(name, value.slice(0, 1_000));
    case 'width':
    case 'height':
      return DIMENSION.test(value.trim()) ? attribute(name, value.trim()) : '';
    case 'colspan':
    case 'rowspan':
    case 'cellpadding':
    case 'cellspacing':
    case 'border':
      return SMALL_INTEGER.test(value.trim()) ? attribute(name, value.trim()) : '';
    case 'bgcolor':
      return COLOR.test(value.trim()) ? attribute(name, value.trim()) : '';
    case 'lang':
      return LANGUAGE_TAG.test(value) ? attribute(name, value) : '';
    case 'class': {
      const tokens = value
        .split(/\s+/)
        .filter((token) => CLASS_TOKEN.test(token))
        .slice(0, 16);
      return tokens.length > 0 ? attribute('class', tokens.join(' ')) : '';
    }
    default: {
      const allowed = ENUMS[name];
      if (allowed === undefined || !allowed.has(value.trim().toLowerCase())) return ''; // on*, srcset, id, data-*, ...
      const text = attribute(name, value.trim().toLowerCase());
      return name === 'target' && value.trim().toLowerCase() === '_blank' ? text + attribute('rel', 'noopener') : text;
    }
  }
}

/** The rich-text sanitizer's walk (renderer/sanitize/rich-text.ts) with email HTML's sets and attributes. */
const WALK: WalkPolicy<State> = {
  allowed: ALLOWED,
  voids: VOID,
  drop: DROP_WITH_CONTENT,
  attributes: (element, state) => {
    let attrs = '';
    for (const { name, value } of element.attrs) attrs += cleanAttribute(element.tagName, name, value, state);
    return attrs;
  },
};
const serialize = (parent: P.ParentNode, state: State): string => serializeAllowed(parent, WALK, state);

const HTML_NS = 'http://www.w3.org/1999/xhtml' as P.Element['namespaceURI'];
const parse = (content: string, policy: EmailHtmlPolicy) =>
  parseFragment(defaultTreeAdapter.createElement(policy === 'table' ? 'table' : 'div', HTML_NS, []), content, {});

function sanitize(content: string, policy: EmailHtmlPolicy): SanitizedEmailHtml {
  const state: State = { fontFamilies: [], refusedUrls: 0, unwrapped: false };
  let html = serialize(parse(content, policy), state);
  // Unwrapping can leave nesting the parser never builds itself; sanitize again until the output
  // parses to itself, as the rich-text sanitizer does (one more pass settles every case seen).
  for (let pass = 0; state.unwrapped && pass < 4; pass++) {
    const next = serialize(parse(html, policy), { fontFamilies: [], refusedUrls: 0, unwrapped: false });
    if (next === html) break;
    html = next;
    if (pass === 3) html = ''; // never stable: leave the block out rather than guess
  }
  return { html, fontFamilies: state.fontFamilies, refusedUrls: state.refusedUrls };
}

const weigh = (key: string, value: SanitizedEmailHtml) => key.length + value.html.length;
const memos: Record<EmailHtmlPolicy, BoundedMemo<SanitizedEmailHtml>> = {
  table: new BoundedMemo(1_000, 4_000_000, weigh),
  html: new BoundedMemo(1_000, 4_000_000, weigh),
};
const compute: Record<EmailHtmlPolicy, (content: string) => SanitizedEmailHtml> = {
  table: (content) => sanitize(content, 'table'),
  html: (content) => sanitize(content, 'html'),
};

/** `content` reduced to email-safe HTML for `policy`; memoized (bounded). */
export function sanitizeEmailHtml(content: string, policy: EmailHtmlPolicy): SanitizedEmailHtml {
  if (content === '') return { html: '', fontFamilies: [], refusedUrls: 0 };
  return memos[policy].get(content, compute[policy]);
}

/** The memos, for benchmarks of cold renders. */
export const emailHtmlMemo = {
  clear(): void {
    memos.table.clear();
    memos.html.clear();
  },
};
