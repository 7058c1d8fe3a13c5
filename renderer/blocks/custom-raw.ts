/**
 * A custom block: markup made by the host application's custom block dialog (the `customBlocks`
 * option and `onOpenCustomBlockDialog`); `customKey` names the host's block definition.
 */
import { pageWith, block } from '../testing/builders.ts';
import { defineKind } from './define.ts';
import { align, backgroundColor, padding } from './shared/common.ts';
import { authoredEditCss, renderAuthored } from './shared/authored.ts';

export const customRaw = defineKind({
  tagName: 'custom-raw',
  label: 'Custom block',
  role: 'block',
  description:
    "Markup produced by one of the host application's custom blocks; `customKey` names the block definition. Published as authored; isolated while editing.",
  icon: 'M9 4h3a2 2 0 1 1 4 0h3v5a2 2 0 1 0 0 4v5h-5a2 2 0 1 0-4 0H5v-5a2 2 0 1 1 0-4V4z',
  starter: { content: '' },
  example: () =>
    pageWith(
      block('custom-raw', {
        uid: 'promo',
        customKey: 'countdown',
        content: '<p class="countdown">Ends Friday</p>',
        attributes: { 'background-color': '#fef3c7', padding: '12px' },
      }),
    ),
  content: 'authored',
  hostDefined: true,
  attributes: {
    align: align('left'),
    'background-color': backgroundColor(),
    padding: padding('8px 0'),
  },
  editCss: authoredEditCss('lp-custom-raw'),
  render: (input) => renderAuthored(input, 'custom block'),
});
