/**
 * A section's container: the inner wrapper that keeps the columns to the content width and lays
 * them out in a row. Given as the section's `container` node (no uid of its own); a section without
 * one gets the defaults.
 */
import { attr } from '../attributes/spec.ts';
import { html } from '../html/html.ts';
import { page, section, column, text } from '../testing/builders.ts';
import { defineKind, type ExtraRule } from './define.ts';
import { backgroundColor, borderGroup, impliedBorderStyle, padding } from './shared/common.ts';

export const container = defineKind({
  tagName: 'container',
  label: 'Container',
  role: 'container',
  description:
    "A section's inner wrapper (its `container` key): the maximum content width and an optional card-like background.",
  icon: 'M5 5h14a2 2 0 0 1 2 2v10a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2v-10a2 2 0 0 1 2 -2ZM8 8h8a1 1 0 0 1 1 1v6a1 1 0 0 1 -1 1h-8a1 1 0 0 1 -1 -1v-6a1 1 0 0 1 1 -1Z',
  starter: {},
  example: () =>
    page(
      section(
        {
          uid: 'card',
          container: {
            tagName: 'container',
            attributes: {
              'max-width': '640px',
              padding: '32px',
              'background-color': '#ffffff',
              'border-radius': '16px',
            },
            xsAttributes: { padding: '16px' },
          },
        },
        column({ uid: 'c' }, text('<p>Inside a card</p>', { uid: 't' })),
      ),
    ),
  display: 'flex',
  attributes: {
    'max-width': attr.length({
      label: 'Content width',
      group: 'layout',
      css: 'max-width',
      doc: "Maximum width of the section's content. Unset: the page's `settings.contentWidth` (1140px by default).",
    }),
    padding: padding(undefined),
    'background-color': backgroundColor(),
    ...borderGroup(),
  },
  base: {
    root: [
      ['flex-wrap', 'wrap'],
      ['align-items', 'stretch'],
      ['width', '100%'],
      ['max-width', 'var(--lp-content-width, 1140px)'],
      ['margin', '0 auto'],
    ],
  },
  extraCss: ({ levels }): ExtraRule[] => impliedBorderStyle(levels),
  render: ({ inner, root, ctx }) => {
    const nl = ctx.pretty ? '\n' : '';
    return html`<div${root}>${nl}${inner}${nl}</div>`;
  },
});
