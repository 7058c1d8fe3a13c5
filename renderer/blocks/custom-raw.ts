/**
 * A custom block: markup made by the host application's custom block dialog (the `customBlocks`
 * option and `onOpenCustomBlockDialog`); `customKey` names the host's block definition.
 */
import { defineKind } from './define.ts';
import { align, backgroundColor, padding } from './shared/common.ts';
import { authoredEditCss, renderAuthored } from './shared/authored.ts';

export const customRaw = defineKind({
  tagName: 'custom-raw',
  label: 'Custom block',
  role: 'block',
  description:
    "Markup produced by one of the host application's custom blocks; `customKey` names the block definition. Published as authored; isolated while editing.",
  content: 'authored',
  attributes: {
    align: align('left'),
    'background-color': backgroundColor(),
    padding: padding('8px 0'),
  },
  editCss: authoredEditCss('lp-custom-raw'),
  render: (input) => renderAuthored(input, 'custom block'),
});
