/**
 * The clipboard's and the context menu's own message keys (`clipboard.*`), which the English
 * catalog does not list until the lead merges notes/i18n/helper-clipboard.json: `Translator.t` is
 * typed by the catalog's keys, so they go through this one cast, in one place.
 */
import type { MessageKey, Translator } from '../i18n/translator.ts';

/** The keys the clipboard and its menu add. */
export type ClipboardKey =
  | 'clipboard.copy'
  | 'clipboard.cut'
  | 'clipboard.paste'
  | 'clipboard.moveLeft'
  | 'clipboard.moveRight'
  | 'clipboard.menu'
  | 'clipboard.copied'
  | 'clipboard.refused.section'
  | 'clipboard.refused.column'
  | 'clipboard.refused.block'
  | 'clipboard.foreign'
  | 'clipboard.tooLarge'
  | 'clipboard.pageFull'
  | 'clipboard.invalid'
  | 'clipboard.unknownKind'
  | 'clipboard.notPastable'
  | 'clipboard.readRefused'
  | 'clipboard.writeRefused';

/** The text of a clipboard key, with `{name}` placeholders filled. */
export function clipboardText(
  t: Translator,
  key: ClipboardKey,
  params?: Readonly<Record<string, string | number>>,
): string {
  return t.t(key as MessageKey, params);
}

/** A node kind's name in the UI language ("Section", "Text"...). */
export function kindName(t: Translator, tagName: string): string {
  return t.t(`kind.${tagName}`);
}
