/**
 * The UI texts for a set of options: the language's catalog and English (every language's
 * fallback, and what `textOverride` matches), fetched together. A catalog that cannot be fetched
 * leaves the UI in English, or, without English, in the start screen's texts; `onUnavailable`
 * hears why (the editor shows it as a warning).
 */
import type { EditorOptions } from '../options/options-schema.ts';
import { loadCatalog } from './load-catalog.ts';
import { Translator } from './translator.ts';

/** The translator for `options`; `languageGiven` says whether the host set `language` (then textOverride does not apply). */
export async function loadTranslator(
  options: EditorOptions,
  languageGiven: boolean,
  baseUrl: string,
  onUnavailable: (error: Error) => void,
): Promise<Translator> {
  const overrides = languageGiven ? undefined : options.textOverride;
  const [catalog, english] = await Promise.all([
    loadCatalog(options.language, baseUrl).catch((error: Error) => (onUnavailable(error), undefined)),
    options.language === 'en' ? undefined : loadCatalog('en', baseUrl).catch(() => undefined),
  ]);
  const fallback = options.language === 'en' ? catalog : english;
  if (catalog === undefined) return new Translator('en', fallback, overrides, fallback);
  return new Translator(options.language, catalog, overrides, fallback);
}
