/** The page: the root of a landing page template. Its document shell is in render/document.ts. */
import { html } from '../html/html.ts';
import { page as pageNode, section, column, text } from '../testing/builders.ts';
import { defineKind } from './define.ts';

export const page = defineKind({
  tagName: 'page',
  label: 'Page',
  role: 'page',
  description:
    'The root of a template. Holds `metadata`, `settings`, `fonts`, the global `style` and the sections, in order.',
  icon: 'M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9zM14 3v6h6M8 13h8M8 17h5',
  starter: { children: [] },
  example: () =>
    pageNode(
      {
        settings: { version: 1, lang: 'fr', dir: 'ltr', contentWidth: '960px' },
        metadata: {
          title: 'Bienvenue',
          description: 'Une page de démonstration.',
          image: 'https://example.com/share.png',
        },
        fonts: [
          {
            label: 'Brand Serif',
            style: "'Brand Serif', Georgia, serif",
            url: 'https://fonts.example.com/brand-serif.css',
          },
        ],
        style: {
          body: { 'font-family': "'Brand Serif', Georgia, serif", color: '#1f2937' },
          h1: { 'font-size': '48px', 'font-weight': 800 },
          'a:hover': { color: '#1d4ed8' },
        },
      },
      section({ uid: 's' }, column({ uid: 'c' }, text('<h1>Bonjour</h1>', { uid: 't' }))),
    ),
  hideable: false,
  accepts: ['section'],
  attributes: {},
  render: (input) => {
    const nl = input.ctx.pretty ? '\n' : '';
    return html`<main class="lp-page">${nl}${input.children()}${nl}</main>`;
  },
});
