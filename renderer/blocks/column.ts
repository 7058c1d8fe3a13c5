/**
 * A column: a vertical stack of blocks inside a section. Columns share the row equally unless they
 * set a width, and stack at full width from the section's `stack-columns` breakpoint down.
 */
import { attr } from '../attributes/spec.ts';
import { html } from '../html/html.ts';
import { page, section, column as columnNode, text } from '../testing/builders.ts';
import { cascadedValue, LEVELS, type Level } from '../breakpoints.ts';
import type { TemplateNode } from '../model/node.ts';
import { defineKind, type ExtraRule, type Levels, type ParentInfo } from './define.ts';
import {
  backgroundColor,
  borderGroup,
  impliedBorderStyle,
  LINKS_PART,
  linksFollowColor,
  padding,
  textColor,
  verticalAlign,
  verticalJustify,
} from './shared/common.ts';

/**
 * A width in % as the share of the row it takes beside a section's `column-gap`: the width minus
 * (1 - width) gaps. Widths that add up to 100% then add up to 100% minus one gap per column but
 * one, which is what the gaps leave: `50% + 50%` with a gap stay on one row.
 */
export function shareOfRow(width: string): string {
  const rest = Math.round((1 - Number.parseFloat(width) / 100) * 10_000) / 10_000;
  return rest <= 0 ? width : `calc(${width} - var(--lp-column-gap, 0px) * ${rest})`;
}

/**
 * The section's `vertical-align` as the default of a column that gives none: at each level where
 * the section sets one and the column sets none there or wider, the column's content gets the
 * section's alignment. Columns stay stretched to the row's height (their backgrounds too); their
 * content moves inside them, so shorter columns centre against the tallest with `middle`.
 */
function followSectionAlignment(node: TemplateNode, parent: ParentInfo | undefined): ExtraRule[] {
  if (parent === undefined || parent.kind.role !== 'section') return [];
  const section = parent.levels;
  const rules: ExtraRule[] = [];
  for (const { name } of LEVELS) {
    if (cascadedValue(node, 'vertical-align', name) !== undefined) continue;
    const given =
      name === 'desktop'
        ? section.given.includes('vertical-align')
        : section.overrides[name as Exclude<Level, 'desktop'>]['vertical-align'] !== undefined;
    if (given)
      rules.push({ level: name, decls: [['justify-content', verticalJustify(section[name]['vertical-align'])]] });
  }
  return rules;
}

/** Full width from the section's `stack-columns` breakpoint down. */
function stacking(levels: Levels, parent: ParentInfo | undefined): ExtraRule[] {
  const stack = parent?.levels.desktop['stack-columns'];
  if (stack !== 'sm' && stack !== 'xs') return [];
  // A width the template gives at the stacking breakpoint wins over stacking.
  if (levels.overrides[stack].width !== undefined) return [];
  return [
    {
      level: stack,
      decls: [
        ['flex', '0 0 100%'],
        ['max-width', '100%'],
      ],
    },
  ];
}

export const column = defineKind({
  tagName: 'column',
  label: 'Column',
  role: 'column',
  description: 'A vertical stack of blocks inside a section.',
  icon: 'M5 4h14a2 2 0 0 1 2 2v12a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2v-12a2 2 0 0 1 2 -2ZM12 4v16',
  starter: { children: [{ tagName: 'text', content: '<p>Write something people want to read.</p>' }] },
  example: () =>
    page(
      section(
        { uid: 's' },
        columnNode(
          {
            uid: 'wide',
            attributes: {
              width: '66.66%',
              padding: '24px',
              'vertical-align': 'bottom',
              'background-color': '#f1f5f9',
              'border-radius': '12px',
            },
            smAttributes: { width: '50%' },
          },
          text('<p>Wide</p>', { uid: 'w' }),
        ),
        columnNode(
          { uid: 'narrow', attributes: { width: '33.33%' }, xsAttributes: { hidden: true } },
          text('<p>Narrow</p>', { uid: 'n' }),
        ),
      ),
    ),
  display: 'flex',
  accepts: ['block'],
  attributes: {
    width: attr.percent({
      label: 'Width',
      group: 'layout',
      css: {
        declarations: (width) => {
          const share = shareOfRow(width);
          return [
            ['flex', `0 0 ${share}`],
            ['max-width', share],
          ];
        },
      },
      doc: "Share of the row. Unset: columns without a width share the rest equally. Widths over 100% in one row wrap. With the section's `column-gap`, each takes its share minus its part of the gaps.",
    }),
    padding: padding('12px'),
    'vertical-align': verticalAlign(),
    'background-color': backgroundColor(),
    'background-image': attr.image({
      label: 'Background image',
      group: 'background',
      css: {
        declarations: (url) => [
          ['background-image', { url }],
          ['background-size', 'cover'],
          ['background-position', 'center'],
        ],
      },
    }),
    ...borderGroup(),
    color: {
      ...textColor(),
      doc: 'The text color of the blocks in the column; links in them take it too (a link with its own color keeps it).',
    },
  },
  parts: { links: LINKS_PART },
  base: {
    root: [
      ['flex', '1 1 0%'],
      ['min-width', '0'],
      ['flex-direction', 'column'],
    ],
  },
  editCss: '.lp-column:empty { min-height: 80px; outline: 1px dashed #94a3b8; outline-offset: -1px; }',
  extraCss: ({ node, levels, parent }): ExtraRule[] => [
    ...stacking(levels, parent),
    ...followSectionAlignment(node, parent),
    ...impliedBorderStyle(levels),
    ...linksFollowColor(levels),
  ],
  render: (input) => {
    const nl = input.ctx.pretty ? '\n' : '';
    const blocks = input.children();
    const root = input.root;
    return html`<div${root}>${blocks.value === '' ? '' : nl}${blocks}${blocks.value === '' ? '' : nl}</div>`;
  },
});
