/**
 * Shortcut names as the platform writes them: ⌘C on Apple systems, Ctrl+C elsewhere, for the
 * context menu's hints, the top bar's titles and messages that tell the user which keys to press.
 * Outside Apple systems the key caps' names are the language's (a German keyboard says Strg and
 * Entf): `keyNames` reads them from the catalogs.
 */
import type { Translator } from '../i18n/translator.ts';

/** The names printed on the control and delete keys, in the UI's language. */
export interface KeyNames {
  readonly ctrl: string;
  readonly delete: string;
}

/** The English names, for callers without a translator. */
const ENGLISH: KeyNames = { ctrl: 'Ctrl', delete: 'Del' };

/** The key names of the translator's language. */
export function keyNames(t: Pick<Translator, 't'>): KeyNames {
  return { ctrl: t.t('keys.ctrl'), delete: t.t('keys.delete') };
}

/** Whether the editor runs on an Apple system (⌘ is the command key there). */
export const IS_MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** A command-key chord as shown: `⌘C`, or `Ctrl+C` (`Strg+C` in German). */
export function chord(key: string, mac = IS_MAC, names: KeyNames = ENGLISH): string {
  return mac ? `⌘${key}` : `${names.ctrl}+${key}`;
}

/** The same chord for `aria-keyshortcuts` (`Meta+C`, `Control+C`). */
export function ariaChord(key: string, mac = IS_MAC): string {
  return mac ? `Meta+${key}` : `Control+${key}`;
}

/** The delete key as shown: ⌫ on Apple keyboards (Backspace deletes too), Del (Entf) elsewhere. */
export function deleteKey(mac = IS_MAC, names: KeyNames = ENGLISH): { readonly label: string; readonly aria: string } {
  return mac ? { label: '⌫', aria: 'Backspace' } : { label: names.delete, aria: 'Delete' };
}
