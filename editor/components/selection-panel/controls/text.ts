/**
 * The panel's own message keys (panel.*, option.*) that the English catalog does not list yet:
 * `Translator.t` is typed by the catalog's keys, so new keys go through this one cast, in one
 * place, until the catalogs carry them (the lead merges notes/i18n/helper-panels.json).
 */
import type { MessageKey, Translator } from '../../../i18n/translator.ts';

/** The text of a panel key, with `{name}` placeholders filled. */
export function text(t: Translator, key: string, params?: Readonly<Record<string, string | number>>): string {
  return t.t(key as MessageKey, params);
}

/**
 * The text of `key` when a catalog has it, else `fallback`: for labels made from data (an enum
 * value, a list item's field name) that no catalog may know.
 */
export function textOr(t: Translator, key: string, fallback: string): string {
  return t.has(key) ? text(t, key) : fallback;
}
