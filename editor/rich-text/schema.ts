/**
 * The rich-text engine's two schemas, made from the renderer's sanitizer policies
 * (renderer/sanitize/rich-text.ts): `rich` for a text block (paragraphs, headings, lists,
 * quotes, preformatted text, rules, and the inline marks) and `inline` for a button's label
 * (marks only: no blocks, no links, since the label is itself a link). Every element a schema
 * parses or writes is one the sanitizer allows for that policy (checked as the module loads), and
 * every attribute and style it writes is one the sanitizer keeps, in the sanitizer's own form
 * (css-style.ts): so what the user can make is exactly what is saved and published. The
 * round-trip property test (roundtrip.browser.test.ts) holds the schemas to that.
 */
import { Schema, type MarkSpec, type NodeSpec, type TagParseRule, type StyleParseRule } from 'prosemirror-model';
import { BLOCK_ELEMENTS, INLINE_ELEMENTS, type ContentPolicy } from '../../renderer/sanitize/rich-text.ts';
import { safeUrl } from '../../renderer/html/url.ts';
import { normalizeStyleValue, readStyle, safeStyleValue, styleOf, writeStyle } from './css-style.ts';

/** Text alignments a block may take (the toolbar's four). */
export const ALIGNMENTS = ['left', 'center', 'right', 'justify'] as const;
export type Alignment = (typeof ALIGNMENTS)[number];

/**
 * The inline style marks: mark name → the CSS property its `<span style>` sets. Line height is a
 * text block's attribute instead (on a span it can only grow a line, never tighten it).
 */
export const STYLE_MARKS = {
  fontFamily: 'font-family',
  fontSize: 'font-size',
  color: 'color',
} as const;
export type StyleMarkName = keyof typeof STYLE_MARKS;

// ---- blocks -------------------------------------------------------------------------------

/** A text block's own style: alignment and line height, read from its style attribute. */
function blockStyle(dom: HTMLElement): { align: Alignment | null; lineHeight: string | null } {
  const style = readStyle(dom.getAttribute('style'));
  const align = style.get('text-align')?.toLowerCase();
  return {
    align: (ALIGNMENTS as readonly string[]).includes(align ?? '') ? (align as Alignment) : null,
    lineHeight: safeStyleValue(style.get('line-height')),
  };
}

const blockAttrs = { align: { default: null }, lineHeight: { default: null } };

function blockDomAttrs(attrs: Record<string, unknown>): { style?: string } {
  const style = writeStyle([
    ['text-align', attrs.align as string | null],
    ['line-height', attrs.lineHeight as string | null],
  ]);
  return style === null ? {} : { style };
}

const HEADING_LEVELS = [1, 2, 3, 4, 5, 6] as const;

const richNodes: Record<string, NodeSpec> = {
  doc: { content: 'block+' },
  paragraph: {
    group: 'block',
    content: 'inline*',
    attrs: blockAttrs,
    parseDOM: [{ tag: 'p', getAttrs: blockStyle }],
    toDOM: (node) => ['p', blockDomAttrs(node.attrs), 0],
  },
  heading: {
    group: 'block',
    content: 'inline*',
    defining: true,
    attrs: { level: { default: 1 }, ...blockAttrs },
    parseDOM: HEADING_LEVELS.map((level) => ({
      tag: `h${level}`,
      getAttrs: (dom: HTMLElement) => ({ level, ...blockStyle(dom) }),
    })),
    toDOM: (node) => [`h${node.attrs.level as number}`, blockDomAttrs(node.attrs), 0],
  },
  blockquote: {
    group: 'block',
    content: 'block+',
    defining: true,
    parseDOM: [{ tag: 'blockquote' }],
    toDOM: () => ['blockquote', 0],
  },
  code_block: {
    group: 'block',
    content: 'text*',
    marks: '',
    code: true,
    defining: true,
    parseDOM: [{ tag: 'pre', preserveWhitespace: 'full' }],
    toDOM: () => ['pre', 0],
  },
  horizontal_rule: { group: 'block', parseDOM: [{ tag: 'hr' }], toDOM: () => ['hr'] },
  bullet_list: {
    group: 'block',
    content: 'list_item+',
    parseDOM: [{ tag: 'ul' }],
    toDOM: () => ['ul', 0],
  },
  ordered_list: {
    group: 'block',
    content: 'list_item+',
    attrs: { start: { default: 1 } },
    parseDOM: [
      {
        tag: 'ol',
        getAttrs: (dom: HTMLElement) => {
          const start = Number(dom.getAttribute('start') ?? '1');
          return { start: Number.isInteger(start) && Math.abs(start) < 1e6 ? start : 1 };
        },
      },
    ],
    toDOM: (node) => ['ol', node.attrs.start === 1 ? {} : { start: String(node.attrs.start) }, 0],
  },
  list_item: {
    content: 'paragraph block*',
    defining: true,
    parseDOM: [{ tag: 'li' }],
    toDOM: () => ['li', 0],
  },
  text: { group: 'inline' },
  hard_break: {
    group: 'inline',
    inline: true,
    selectable: false,
    parseDOM: [{ tag: 'br' }],
    toDOM: () => ['br'],
  },
};

const inlineNodes: Record<string, NodeSpec> = {
  doc: { content: 'inline*' },
  text: { group: 'inline' },
  hard_break: richNodes.hard_break!,
};

// ---- marks --------------------------------------------------------------------------------

const BOLD = /^(bold|bolder|[6-9]00)$/;
/** A Google Docs clipboard wraps everything in `<b style="font-weight:normal">`: not bold. */
const notNormalWeight = (dom: HTMLElement) => (BOLD.test(styleOf(dom, 'font-weight') ?? 'bold') ? null : false);
const decoration = (word: string) => (value: string) => (value.toLowerCase().includes(word) ? null : false);

/**
 * A mark's span: one CSS property, kept only when the value is one the sanitizer keeps, and read
 * in the form it is stored in (a color as `#rrggbb`, a font list as its font choice writes it), so
 * the same color or font from the toolbar, a paste or stored content is the same mark.
 */
function styleMark(property: string): MarkSpec {
  return {
    attrs: { value: {} },
    parseDOM: [
      {
        style: property,
        getAttrs: (value: string) => {
          const safe = safeStyleValue(value);
          return safe === null ? false : { value: normalizeStyleValue(property, safe) };
        },
      } satisfies StyleParseRule,
    ],
    toDOM: (mark) => ['span', { style: `${property}:${mark.attrs.value as string}` }, 0],
  };
}

const marks: Record<string, MarkSpec> = {
  link: {
    attrs: { href: {}, target: { default: null } },
    inclusive: false,
    parseDOM: [
      {
        tag: 'a[href]',
        getAttrs: (dom: HTMLElement) => {
          const url = safeUrl(dom.getAttribute('href') ?? '', 'link');
          if (url === undefined) return false;
          return { href: url.value, target: dom.getAttribute('target') === '_blank' ? '_blank' : null };
        },
      } satisfies TagParseRule,
    ],
    toDOM: (mark) =>
      mark.attrs.target === '_blank'
        ? ['a', { href: mark.attrs.href as string, target: '_blank', rel: 'noopener' }, 0]
        : ['a', { href: mark.attrs.href as string }, 0],
  },
  strong: {
    parseDOM: [
      { tag: 'strong' },
      { tag: 'b', getAttrs: notNormalWeight },
      { style: 'font-weight', getAttrs: (value: string) => (BOLD.test(value.toLowerCase()) ? null : false) },
      { style: 'font-weight=400', clearMark: (mark) => mark.type.name === 'strong' },
      { style: 'font-weight=normal', clearMark: (mark) => mark.type.name === 'strong' },
    ],
    toDOM: () => ['strong', 0],
  },
  em: {
    parseDOM: [
      { tag: 'em' },
      { tag: 'i' },
      { style: 'font-style=italic' },
      { style: 'font-style=normal', clearMark: (mark) => mark.type.name === 'em' },
    ],
    toDOM: () => ['em', 0],
  },
  underline: {
    parseDOM: [
      { tag: 'u' },
      { tag: 'ins' },
      { style: 'text-decoration', getAttrs: decoration('underline') },
      { style: 'text-decoration-line', getAttrs: decoration('underline') },
    ],
    toDOM: () => ['u', 0],
  },
  strike: {
    parseDOM: [
      { tag: 's' },
      { tag: 'strike' },
      { tag: 'del' },
      { style: 'text-decoration', getAttrs: decoration('line-through') },
      { style: 'text-decoration-line', getAttrs: decoration('line-through') },
    ],
    toDOM: () => ['s', 0],
  },
  code: { parseDOM: [{ tag: 'code' }], toDOM: () => ['code', 0] },
  sub: { excludes: 'sup', parseDOM: [{ tag: 'sub' }], toDOM: () => ['sub', 0] },
  sup: { excludes: 'sub', parseDOM: [{ tag: 'sup' }], toDOM: () => ['sup', 0] },
  mark: { parseDOM: [{ tag: 'mark' }], toDOM: () => ['mark', 0] },
  small: { parseDOM: [{ tag: 'small' }], toDOM: () => ['small', 0] },
  fontFamily: styleMark(STYLE_MARKS.fontFamily),
  fontSize: styleMark(STYLE_MARKS.fontSize),
  color: styleMark(STYLE_MARKS.color),
};

const { link: _link, ...inlineMarks } = marks;

/** The schema for `policy`. */
export const SCHEMAS: Readonly<Record<ContentPolicy, Schema>> = {
  rich: new Schema({ nodes: richNodes, marks }),
  inline: new Schema({ nodes: inlineNodes, marks: inlineMarks }),
};

/** The HTML elements a schema reads or writes (its parse rules' tags and its specs' DOM output). */
export function schemaElements(schema: Schema): Set<string> {
  const out = new Set<string>();
  const specs = [...Object.values(schema.nodes), ...Object.values(schema.marks)].map((type) => type.spec);
  for (const spec of specs)
    for (const rule of (spec.parseDOM ?? []) as { tag?: string }[])
      if (rule.tag !== undefined) out.add(rule.tag.split('[')[0]!);
  return out;
}

// The schemas never go beyond the sanitizer's policies (the same lists, imported).
const allowed: Record<ContentPolicy, ReadonlySet<string>> = {
  rich: new Set([...INLINE_ELEMENTS, ...BLOCK_ELEMENTS]),
  inline: new Set(INLINE_ELEMENTS),
};
for (const policy of ['rich', 'inline'] as const)
  for (const element of schemaElements(SCHEMAS[policy]))
    if (!allowed[policy].has(element))
      throw new Error(`rich-text schema: <${element}> is not allowed by the ${policy} sanitizer policy`);
