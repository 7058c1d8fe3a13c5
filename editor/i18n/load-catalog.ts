/**
 * Fetches a language's catalog from the service (`<base>/lp-editor-i18n/<lang>.json`), once per
 * language and base (the browser revalidates it by ETag). A catalog that cannot be fetched or
 * parsed rejects; the editor then stays in the language it had and says so.
 */
import { fetchStringMap } from '../api/fetch-string-map.ts';
import type { Language } from '../options/languages.ts';
import type { Catalog } from './translator.ts';

/** The catalog for `language` from the service at `baseUrl`. */
export function loadCatalog(language: Language, baseUrl: string): Promise<Catalog> {
  return fetchStringMap(`${baseUrl}/lp-editor-i18n/${language}.json`, {
    status: (status) => `The ${language} texts could not be loaded (${status}).`,
    shape: `The ${language} texts are not a catalog.`,
  });
}
