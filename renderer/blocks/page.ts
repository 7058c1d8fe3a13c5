/** The page: the root of a landing page template. Its document shell is in render/document.ts. */
import { html } from '../html/html.ts';
import { defineKind } from './define.ts';

export const page = defineKind({
  tagName: 'page',
  label: 'Page',
  role: 'page',
  description:
    'The root of a template. Holds `metadata`, `settings`, `fonts`, the global `style` and the sections, in order.',
  hideable: false,
  accepts: ['section'],
  attributes: {},
  render: (input) => {
    const nl = input.ctx.pretty ? '\n' : '';
    return html`<main class="lp-page">${nl}${input.children()}${nl}</main>`;
  },
});
