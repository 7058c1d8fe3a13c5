/** An HTML block: markup the designer writes, in a block box with spacing and alignment. */
import { pageWith, block } from '../testing/builders.ts';
import { defineKind } from './define.ts';
import { align, backgroundColor, padding } from './shared/common.ts';
import { authoredEditCss, renderAuthored } from './shared/authored.ts';

export const htmlBlock = defineKind({
  tagName: 'html',
  label: 'HTML',
  role: 'block',
  description:
    'Custom HTML written in the editor, in a block box (padding, background, alignment). Published as authored, scripts included; isolated while editing.',
  icon: 'M8 7l-5 5 5 5M16 7l5 5-5 5',
  starter: { content: '<p>Your HTML here</p>' },
  example: () =>
    pageWith(
      block('html', {
        uid: 'embed',
        content: '<div class="badge">Rated <b>4.9</b></div><script>window.rated = true;</script>',
        attributes: { align: 'center', padding: '16px' },
      }),
    ),
  content: 'authored',
  attributes: {
    align: align('left'),
    'background-color': backgroundColor(),
    padding: padding('8px 0'),
  },
  editCss: authoredEditCss('lp-html'),
  render: (input) => renderAuthored(input, 'HTML block'),
});
