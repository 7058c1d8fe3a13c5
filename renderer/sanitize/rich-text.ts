/**
 * The allow-list sanitizer for text and button `content`.
 *
 * The content is parsed by parse5 (the WHATWG parsing algorithm, as a browser would parse it,
 * with no DOM) and written out again from the tree: only allowed elements, only allowed
 * attributes with checked values, all text escaped. The output is therefore canonical markup
 * that re-parses to the same tree, whatever tricks the input played on the parser.
 */
import { parseFragment, type DefaultTreeAdapterTypes as P } from 'parse5';
import { escapeHtml, escapeText } from '../html/escape.ts';
import { safeUrl } from '../html/url.ts';
import { isSafeCssValue } from '../css/value.ts';
import { LANGUAGE_TAG } from '../attributes/patterns.ts';
import { BoundedMemo } from './memo.ts';

/** Which elements a piece of content may hold. */
export type ContentPolicy = 'rich' | 'inline';

/** Sanitized content and what the renderer needs to know about it. */
export interface SanitizedContent {
  readonly html: string;
  /** font-family values seen in inline styles, for font links and missing-font warnings. */
  readonly fontFamilies: readonly string[];
  /** Links whose URL was refused (their text is kept). */
  readonly refusedUrls: number;
}

/** The inline elements text and buttons keep (the email sanitizer shares them). */
export const INLINE_ELEMENTS = [
  'span',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'strike',
  'del',
  'ins',
  'sub',
  'sup',
  'small',
  'mark',
  'code',
  'br',
  'a',
  'abbr',
  'q',
  'wbr',
];
/** The block elements rich text keeps. */
export const BLOCK_ELEMENTS = [
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'blockquote',
  'pre',
  'hr',
  'div',
];

const ALLOWED: Record<ContentPolicy, ReadonlySet<string>> = {
  rich: new Set([...INLINE_ELEMENTS, ...BLOCK_ELEMENTS]),
  inline: new Set(INLINE_ELEMENTS),
};

const VOID = new Set(['br', 'hr', 'wbr']);

/** Elements dropped together with everything inside them. */
const DROP_WITH_CONTENT = new Set([
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
  'img',
  'input',
  'button',
  'form',
  'meta',
  'link',
  'base',
  'xmp',
  'plaintext',
]);

/** Inline style properties that text formatting uses. */
const STYLE_PROPERTIES = new Set([
  'color',
  'background-color',
  'font-size',
  'font-family',
  'font-weight',
  'font-style',
  'text-decoration',
  'text-decoration-line',
  'text-decoration-color',
  'text-decoration-style',
  'text-align',
  'line-height',
  'letter-spacing',
  'text-transform',
  'vertical-align',
  'white-space',
]);

// Class names for the page's global style; `lp-` is the renderer's own namespace and is refused,
// so text cannot take on the layout of a section or a column.
const CLASS_TOKEN = /^(?!lp-)[A-Za-z_][A-Za-z0-9_-]{0,63}$/;
const INTEGER = /^-?\d{1,6}$/;
const OL_TYPES = new Set(['1', 'a', 'A', 'i', 'I']);

interface State {
  fontFamilies: string[];
  refusedUrls: number;
  /**
   * Whether an element was unwrapped. Unwrapping one (a pasted table, an unknown element) can
   * leave nesting the parser never builds itself (`<a>` in `<a>`, a `<div>` in a `<p>`, an `<h1>`
   * in an `<h1>` that an unknown element stood between), which a browser would re-parse into
   * another tree; such output is sanitized again until it is stable.
   */
  unwrapped: boolean;
}

/** Splits a style attribute into declarations, respecting quotes and parentheses. */
function splitDeclarations(style: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < style.length; i++) {
    const ch = style[i];
    if (quote) {
      if (ch === quote) quote = '';
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '(') depth++;
    else if (ch === ')') depth = Math.max(0, depth - 1);
    else if (ch === ';' && depth === 0) {
      parts.push(style.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(style.slice(start));
  return parts;
}

/**
 * `value` without a final `!important` and the white space before it. Not `/\s*!important$/i`:
 * it tried every start in a run of white space and scanned to the run's end (issue 12).
 */
function withoutImportant(value: string): string {
  const tail = value.length - '!important'.length;
  return tail >= 0 && value.slice(tail).toLowerCase() === '!important' ? value.slice(0, tail).trimEnd() : value;
}

function cleanStyle(style: string, state: State): string {
  let out = '';
  for (const declaration of splitDeclarations(style)) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = withoutImportant(declaration.slice(colon + 1).trim());
    if (!STYLE_PROPERTIES.has(property) || value === '' || !isSafeCssValue(value)) continue;
    if (property === 'font-family') state.fontFamilies.push(value);
    out += (out === '' ? '' : ';') + property + ':' + value;
  }
  return out;
}

function attribute(name: string, value: string): string {
  return ' ' + name + '="' + escapeHtml(value) + '"';
}

function cleanAttributes(element: P.Element, state: State): string {
  const tag = element.tagName;
  let out = '';
  let target = '';
  for (const { name, value } of element.attrs) {
    switch (name) {
      case 'style': {
        const style = cleanStyle(value, state);
        if (style) out += attribute('style', style);
        break;
      }
      case 'dir':
        if (value === 'ltr' || value === 'rtl' || value === 'auto') out += attribute('dir', value);
        break;
      case 'lang':
        if (LANGUAGE_TAG.test(value)) out += attribute('lang', value);
        break;
      case 'title':
        out += attribute('title', value.slice(0, 1000));
        break;
      case 'class': {
        const tokens = value
          .split(/\s+/)
          .filter((token) => CLASS_TOKEN.test(token))
          .slice(0, 16);
        if (tokens.length > 0) out += attribute('class', tokens.join(' '));
        break;
      }
      case 'href':
        if (tag === 'a') {
          const url = safeUrl(value, 'link');
          if (url) out += attribute('href', url.value);
          else state.refusedUrls++;
        }
        break;
      case 'target':
        if (tag === 'a' && (value === '_blank' || value === '_self')) target = value;
        break;
      case 'start':
        if (tag === 'ol' && INTEGER.test(value)) out += attribute('start', value);
        break;
      case 'reversed':
        if (tag === 'ol') out += ' reversed';
        break;
      case 'type':
        if (tag === 'ol' && OL_TYPES.has(value)) out += attribute('type', value);
        break;
      case 'value':
        if (tag === 'li' && INTEGER.test(value)) out += attribute('value', value);
        break;
      default:
        // Everything else (event handlers, src, srcdoc, formaction, data-*, id, ...) is dropped.
        break;
    }
  }
  if (target) {
    out += attribute('target', target);
    if (target === '_blank') out += attribute('rel', 'noopener');
  }
  return out;
}

/** What a serializing walk keeps: rich text's policies here, email HTML's in email/sanitize-email-html.ts. */
export interface WalkPolicy<S extends { unwrapped: boolean }> {
  /** Elements written (with their cleaned attributes); any other element is unwrapped. */
  readonly allowed: ReadonlySet<string>;
  /** Allowed elements without content or end tag. */
  readonly voids: ReadonlySet<string>;
  /** Elements left out together with everything inside them. */
  readonly drop: ReadonlySet<string>;
  /** An allowed element's attributes as markup (` name="value"` each), checked and escaped. */
  attributes(element: P.Element, state: S): string;
}

/**
 * The allowed part of a parsed fragment as HTML: text escaped, allowed elements written with
 * their cleaned attributes, other elements unwrapped (`state.unwrapped` is set), dropped ones
 * left out with their content, comments and foreign (SVG, MathML) content left out. A loop over
 * an explicit stack, not recursion: content nested thousands of elements deep (the parser allows
 * it) must not exhaust the call stack.
 */
export function serializeAllowed<S extends { unwrapped: boolean }>(
  parent: P.ParentNode,
  policy: WalkPolicy<S>,
  state: S,
): string {
  let out = '';
  // Each frame: the nodes left to visit, and what closes them ('' for an unwrapped element).
  const stack: { nodes: P.ChildNode[]; index: number; close: string }[] = [
    { nodes: parent.childNodes, index: 0, close: '' },
  ];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    if (frame.index >= frame.nodes.length) {
      stack.pop();
      out += frame.close;
      continue;
    }
    const child = frame.nodes[frame.index++]!;
    if (child.nodeName === '#text') {
      out += escapeText((child as P.TextNode).value);
      continue;
    }
    if (!('tagName' in child)) continue; // comments (conditional ones too), doctypes
    const element = child as P.Element;
    const tag = element.tagName;
    if (policy.drop.has(tag) || element.namespaceURI !== 'http://www.w3.org/1999/xhtml') continue;
    if (!policy.allowed.has(tag)) {
      state.unwrapped = true;
      stack.push({ nodes: element.childNodes, index: 0, close: '' }); // unwrap: keep the text, lose the element
      continue;
    }
    out += '<' + tag + policy.attributes(element, state) + '>';
    if (policy.voids.has(tag)) continue;
    stack.push({ nodes: element.childNodes, index: 0, close: '</' + tag + '>' });
  }
  return out;
}

const WALKS: Record<ContentPolicy, WalkPolicy<State>> = {
  rich: { allowed: ALLOWED.rich, voids: VOID, drop: DROP_WITH_CONTENT, attributes: cleanAttributes },
  inline: { allowed: ALLOWED.inline, voids: VOID, drop: DROP_WITH_CONTENT, attributes: cleanAttributes },
};

/** A fragment parser: parse5's, or in the editor's bundle the browser's (editor/browser-parser). */
export type FragmentParser = (html: string) => P.DocumentFragment;

/**
 * Sanitizes without the memo, with the given parser. Exported for the test that holds the
 * browser's parser to parse5's on the same inputs.
 */
export const sanitizeWith: (content: string, policy: ContentPolicy, parse: FragmentParser) => SanitizedContent =
  sanitize;

function sanitize(content: string, policy: ContentPolicy, parse: FragmentParser = parseFragment): SanitizedContent {
  // Plain text needs no parse: escaping it is the whole job.
  if (!content.includes('<') && !content.includes('&'))
    return { html: escapeText(content), fontFamilies: [], refusedUrls: 0 };
  const state: State = { fontFamilies: [], refusedUrls: 0, unwrapped: false };
  let html = serializeAllowed(parse(content), WALKS[policy], state);
  // Re-parse what unwrapping may have left in a shape the parser never builds,
  // until the output parses to itself (one more pass settles every case seen; four is the cap).
  for (let pass = 0; state.unwrapped && pass < 4; pass++) {
    const again: State = { fontFamilies: [], refusedUrls: 0, unwrapped: false };
    const next = serializeAllowed(parse(html), WALKS[policy], again);
    if (next === html) break;
    html = next;
    if (pass === 3) html = escapeText(textOf(parse(html))); // never stable: keep only the text
  }
  return { html, fontFamilies: state.fontFamilies, refusedUrls: state.refusedUrls };
}

/** The text of a fragment, in document order (a loop, for the same reason as above). */
function textOf(node: P.ParentNode): string {
  let out = '';
  const stack: P.ChildNode[] = [...node.childNodes].reverse();
  while (stack.length > 0) {
    const child = stack.pop()!;
    if (child.nodeName === '#text') out += (child as P.TextNode).value;
    else if ('childNodes' in child)
      for (let i = child.childNodes.length - 1; i >= 0; i--) stack.push(child.childNodes[i]!);
  }
  return out;
}

const weigh = (key: string, value: SanitizedContent) => key.length + value.html.length;
// One memo per policy, keyed by the content itself: no key is built per lookup.
const memos: Record<ContentPolicy, BoundedMemo<SanitizedContent>> = {
  rich: new BoundedMemo(5_000, 8_000_000, weigh),
  inline: new BoundedMemo(2_000, 2_000_000, weigh),
};
const sanitizeRich = (content: string) => sanitize(content, 'rich');
const sanitizeInline = (content: string) => sanitize(content, 'inline');

/** Sanitizes `content` for `policy`; results are memoized (bounded). */
export function sanitizeContent(content: string, policy: ContentPolicy): SanitizedContent {
  return policy === 'rich' ? memos.rich.get(content, sanitizeRich) : memos.inline.get(content, sanitizeInline);
}

/** The memos, for tests and for benchmarks of cold renders. */
export const sanitizeMemo = {
  clear(): void {
    memos.rich.clear();
    memos.inline.clear();
  },
  get size(): number {
    return memos.rich.size + memos.inline.size;
  },
};
