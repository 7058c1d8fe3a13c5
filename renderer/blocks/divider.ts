/** A divider: a horizontal rule. */
import { attr } from '../attributes/spec.ts';
import { html } from '../html/html.ts';
import { pageWith, block } from '../testing/builders.ts';
import { defineKind } from './define.ts';
import { flexAlign, padding } from './shared/common.ts';

const line = (property: string) => ({ part: 'line', property });

export const divider = defineKind({
  tagName: 'divider',
  label: 'Divider',
  role: 'block',
  description: 'A horizontal line between blocks.',
  icon: 'M3 12h18',
  starter: {},
  example: () =>
    pageWith(
      block('divider', {
        uid: 'rule',
        attributes: { color: '#cbd5e1', thickness: '2px', 'border-style': 'dashed', width: '50%', align: 'left' },
        xsAttributes: { width: '100%' },
      }),
    ),
  display: 'flex',
  attributes: {
    // The line's width, style and color, in the order of every border group (BORDER_ORDER).
    thickness: attr.length({ label: 'Thickness', group: 'border', default: '1px', css: line('border-top-width') }),
    'border-style': attr.choice(['solid', 'dashed', 'dotted', 'double'], {
      label: 'Style',
      group: 'border',
      default: 'solid',
      css: line('border-top-style'),
    }),
    color: attr.color({ label: 'Color', group: 'border', default: '#e5e7eb', css: line('border-top-color') }),
    width: attr.percent({ label: 'Width', group: 'layout', default: '100%', css: line('width') }),
    align: flexAlign('center'),
    padding: padding('16px 0'),
  },
  parts: { line: ' .lp-divider-line' },
  base: {
    line: [
      ['border', '0'],
      ['margin', '0'],
    ],
  },
  render: ({ root }) => html`<div${root}><hr class="lp-divider-line"></div>`,
});
