/**
 * The layers tree's own message keys (`layers.*`), which the English catalog does not list until
 * the lead merges the notes/i18n/ files that add them: `Translator.t` is typed by the catalog's
 * keys, so they go through this one cast, in one place.
 */
import type { MessageKey, Translator } from '../../i18n/translator.ts';

/** The keys the layers tree adds. */
export type LayersKey =
  | 'layers.title'
  | 'layers.empty'
  | 'layers.expand'
  | 'layers.collapse'
  | 'layers.hiddenOn'
  | 'layers.showOn'
  | 'layers.locked'
  | 'layers.moved'
  | 'layers.movedInto'
  | 'layers.moveRefused'
  | 'layers.named'
  | 'layers.nameField'
  | 'layers.renamed'
  | 'layers.nameCleared';

/** The text of a layers key, with `{name}` placeholders filled. */
export function layersText(t: Translator, key: LayersKey, params?: Readonly<Record<string, string | number>>): string {
  return t.t(key as MessageKey, params);
}
