/**
 * A section: a full-width band of the page (hero, features, footer) holding columns inside its
 * container. Backgrounds span the whole width; the container keeps the content to a readable width.
 */
import { attr, type Declarations } from '../attributes/spec.ts';
import { html } from '../html/html.ts';
import type { TemplateNode } from '../model/node.ts';
import { page, section as sectionNode, column, text } from '../testing/builders.ts';
import { BREAKPOINTS } from '../breakpoints.ts';
import { defineKind, type ExtraRule, type Levels } from './define.ts';
import {
  backgroundColor,
  border,
  impliedBorderStyle,
  LINKS_PART,
  linksFollowColor,
  padding,
  shadow,
  textColor,
  verticalAlign,
} from './shared/common.ts';

const DEFAULT_CONTAINER: TemplateNode = Object.freeze({ tagName: 'container' });

const ROW_ALIGN: Record<string, string> = { left: 'flex-start', center: 'center', right: 'flex-end' };

/**
 * The gap between columns, on the container's row, and as `--lp-column-gap` for the columns: a
 * column with a width in % takes its share minus its part of the gaps (column.ts), so widths that
 * add up to 100% still share one row. The variable is a length even for `0` (a unitless 0 in a
 * column's `calc()` would void it).
 */
const columnGap = (gap: string): Declarations => [
  ['column-gap', gap],
  ['--lp-column-gap', Number(gap) === 0 ? '0px' : gap],
];

/**
 * The same gap as the container's `row-gap`, at every level the section gives `column-gap`:
 * columns that wrap onto another row, or stack (`stack-columns`), are as far apart as columns
 * side by side. Written only where a gap is given (the default 0 is the flex row's own), so
 * sections without a gap get no CSS from it.
 */
function rowGap(levels: Levels): ExtraRule[] {
  const rules: ExtraRule[] = [];
  const desktop = levels.givenValues['column-gap'];
  if (levels.given.includes('column-gap') && typeof desktop === 'string' && Number(desktop) !== 0)
    rules.push({ level: 'desktop', part: 'container', decls: [['row-gap', desktop]] });
  for (const { name } of BREAKPOINTS) {
    const gap = levels.overrides[name]['column-gap'];
    if (typeof gap === 'string') rules.push({ level: name, part: 'container', decls: [['row-gap', gap]] });
  }
  return rules;
}

export const section = defineKind({
  tagName: 'section',
  label: 'Section',
  role: 'section',
  description:
    'A full-width band of the page. Holds columns (inside its optional `container` node) and may reference a synced section through `syncedId`.',
  icon: 'M5 6h14a2 2 0 0 1 2 2v8a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2v-8a2 2 0 0 1 2 -2Z',
  // New sections space their columns (existing templates keep the `column-gap` default, 0).
  starter: {
    attributes: { 'column-gap': '24px' },
    children: [
      { tagName: 'column', children: [{ tagName: 'text', content: '<p>Write something people want to read.</p>' }] },
    ],
  },
  example: () =>
    page(
      sectionNode(
        {
          uid: 'hero',
          attributes: {
            'background-color': '#0f172a',
            'background-image': 'https://example.com/hero.jpg',
            'background-position': 'top right',
            color: '#f8fafc',
            padding: '96px 24px',
            'min-height': '480px',
            'vertical-align': 'middle',
            anchor: 'top',
            'full-width': true,
            'stack-columns': 'xs',
            'column-gap': '32px',
          },
          mdAttributes: { padding: '64px 24px', 'column-gap': '16px' },
          xsAttributes: { padding: '40px 16px', 'min-height': '0' },
        },
        column({ uid: 'left' }, text('<p>Left</p>', { uid: 'l' })),
        column({ uid: 'right' }, text('<p>Right</p>', { uid: 'r' })),
      ),
    ),
  display: 'flex',
  accepts: ['column'],
  attributes: {
    'background-color': backgroundColor(),
    'background-image': attr.image({
      label: 'Background image',
      group: 'background',
      css: { declarations: (url) => [['background-image', { url }]] },
    }),
    'background-size': attr.choice(['cover', 'contain', 'auto'], {
      label: 'Background size',
      group: 'background',
      default: 'cover',
      css: 'background-size',
    }),
    'background-position': attr.choice(
      ['center', 'top', 'bottom', 'left', 'right', 'top left', 'top right', 'bottom left', 'bottom right'],
      { label: 'Background position', group: 'background', default: 'center', css: 'background-position' },
    ),
    'background-repeat': attr.choice(['no-repeat', 'repeat', 'repeat-x', 'repeat-y'], {
      label: 'Background repeat',
      group: 'background',
      default: 'no-repeat',
      css: 'background-repeat',
    }),
    color: textColor(),
    padding: padding('48px 16px'),
    'min-height': attr.length({ label: 'Minimum height', group: 'layout', css: 'min-height' }),
    'vertical-align': {
      ...verticalAlign(),
      doc: "Where the content sits within `min-height`, and the default vertical alignment of the content of this section's columns (a column's own `vertical-align` wins): with `middle`, shorter columns centre their content against the tallest one in the row, their backgrounds still full height.",
    },
    ...border(),
    shadow: shadow(),
    anchor: attr.anchor({
      label: 'Anchor id',
      group: 'link',
      doc: "The section's HTML id, so that links to `#<anchor>` scroll to it. Must be unique in the page; later duplicates are dropped with a `duplicate_anchor` warning.",
    }),
    'full-width': attr.boolean({
      label: 'Full width content',
      group: 'layout',
      default: false,
      doc: 'Lets the container span the whole width instead of the content width.',
    }),
    'content-width': attr.length({
      label: 'Content width',
      group: 'layout',
      css: { declarations: (width) => [['--lp-content-width', width]] },
      doc: "Maximum width of this section's content (its container), instead of the page's `settings.contentWidth`. The container's own `max-width` and `full-width` still win.",
    }),
    'column-gap': attr.length({
      label: 'Column spacing',
      group: 'layout',
      default: '0',
      css: { part: 'container', declarations: columnGap },
      doc: 'Space between columns side by side, and between columns that stack or wrap onto another row. Columns with a width in % make room for it: widths that add up to 100% stay on one row. New sections start with 24px.',
    }),
    'column-align': attr.choice(['left', 'center', 'right'], {
      label: 'Column alignment',
      group: 'layout',
      default: 'left',
      css: { part: 'container', declarations: (align) => [['justify-content', ROW_ALIGN[align] ?? 'flex-start']] },
      doc: 'Where columns that do not fill the row sit (a single 50% column, say): `left` is the start of the row (the right in a right-to-left page), `right` its end.',
    }),
    'stack-columns': attr.choice(['sm', 'xs', 'never'], {
      label: 'Stack columns',
      group: 'layout',
      default: 'sm',
      doc: 'The breakpoint from which columns stack, one above the other, at full width: `sm` (767px and narrower), `xs` (479px and narrower) or `never`. A column with its own width at that breakpoint keeps it.',
    }),
  },
  parts: { container: ' > .lp-container', links: LINKS_PART },
  base: {
    root: [
      ['flex-direction', 'column'],
      ['position', 'relative'],
    ],
  },
  baseCss: '.lp-section--full > .lp-container { max-width: none; }',
  editCss:
    '.lp-section:not(:has(.lp-column)) { min-height: 120px; outline: 1px dashed #94a3b8; outline-offset: -1px; }',
  design: {
    root: [
      ['padding-top', 'sectionSpacing'],
      ['padding-bottom', 'sectionSpacing'],
    ],
  },
  extraCss: ({ levels }): ExtraRule[] => [
    ...rowGap(levels),
    ...impliedBorderStyle(levels),
    ...linksFollowColor(levels),
  ],
  render: (input) => {
    const { node, values, ctx } = input;
    const nl = ctx.pretty ? '\n' : '';
    let anchor = values.anchor;
    if (anchor !== undefined) {
      if (ctx.anchors.has(anchor)) {
        ctx.warnings.add({
          type: 'duplicate_anchor',
          uid: node.uid,
          attribute: 'anchor',
          message: `Anchor "${anchor}" is used by an earlier section; this one has no anchor.`,
        });
        anchor = undefined;
      } else ctx.anchors.add(anchor);
    }
    const columns = input.children();
    const container = input.renderNode(node.container ?? DEFAULT_CONTAINER, { idHint: 'c', inner: columns });
    const classes = values['full-width'] === true ? 'lp-section--full' : undefined;
    return html`<section${input.rootWith(classes, { id: anchor })}>${nl}${container}${nl}</section>`;
  },
});
