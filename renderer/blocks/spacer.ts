/** A spacer: empty vertical space. */
import { attr } from '../attributes/spec.ts';
import { html } from '../html/html.ts';
import { pageWith, block } from '../testing/builders.ts';
import { defineKind } from './define.ts';

export const spacer = defineKind({
  tagName: 'spacer',
  label: 'Spacer',
  role: 'block',
  description: 'Empty vertical space.',
  icon: 'M12 4v16M8 8l4-4 4 4M8 16l4 4 4-4',
  starter: { attributes: { height: '32px' } },
  example: () =>
    pageWith(block('spacer', { uid: 'gap', attributes: { height: '64px' }, smAttributes: { height: '24px' } })),
  attributes: {
    height: attr.length({ label: 'Height', group: 'layout', default: '32px', css: 'height' }),
  },
  render: (input) => html`<div${input.rootWith(undefined, { 'aria-hidden': 'true' })}></div>`,
});
