/**
 * A raw block: markup with no box of its own. Its wrapper has `display: contents`, so the markup
 * takes part in the column's layout directly (third-party widgets, tracking snippets, styles).
 */
import { pageWith, block } from '../testing/builders.ts';
import { defineKind } from './define.ts';
import { authoredEditCss, renderAuthored } from './shared/authored.ts';

export const raw = defineKind({
  tagName: 'raw',
  label: 'Raw HTML',
  role: 'block',
  description:
    'Markup with no box of its own (`display: contents`): for widgets and snippets that bring their own layout. Published as authored; isolated while editing.',
  icon: 'M8 7l-5 5 5 5M16 7l5 5-5 5M13.5 5l-3 14',
  starter: { content: '' },
  example: () =>
    pageWith(
      block('raw', {
        uid: 'ld',
        content:
          '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Example"}</script>',
      }),
    ),
  content: 'authored',
  display: 'contents',
  attributes: {},
  editCss: `.lp-raw { display: block; }\n${authoredEditCss('lp-raw')}`,
  render: (input) => renderAuthored(input, 'raw HTML block'),
});
