/** A spacer: empty vertical space. */
import { attr } from '../attributes/spec.ts';
import { html } from '../html/html.ts';
import { defineKind } from './define.ts';

export const spacer = defineKind({
  tagName: 'spacer',
  label: 'Spacer',
  role: 'block',
  description: 'Empty vertical space.',
  attributes: {
    height: attr.length({ label: 'Height', group: 'layout', default: '32px', css: 'height' }),
  },
  render: (input) => html`<div${input.rootWith(undefined, { 'aria-hidden': 'true' })}></div>`,
});
