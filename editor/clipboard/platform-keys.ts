/**
 * Shortcut names as the platform writes them: ⌘C on Apple systems, Ctrl+C elsewhere, for the
 * context menu's hints and for messages that tell the user which keys to press.
 */

/** Whether the editor runs on an Apple system (⌘ is the command key there). */
export const IS_MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** A command-key chord as shown: `⌘C` or `Ctrl+C`. */
export function chord(key: string, mac = IS_MAC): string {
  return mac ? `⌘${key}` : `Ctrl+${key}`;
}

/** The same chord for `aria-keyshortcuts` (`Meta+C`, `Control+C`). */
export function ariaChord(key: string, mac = IS_MAC): string {
  return mac ? `Meta+${key}` : `Control+${key}`;
}

/** The delete key as shown: ⌫ on Apple keyboards (Backspace deletes too), Del elsewhere. */
export function deleteKey(mac = IS_MAC): { readonly label: string; readonly aria: string } {
  return mac ? { label: '⌫', aria: 'Backspace' } : { label: 'Del', aria: 'Delete' };
}
