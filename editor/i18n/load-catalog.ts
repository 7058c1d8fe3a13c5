/**
 * Fetches a language's catalog from the service (`<base>/lp-editor-i18n/<lang>.json`), once per
 * language and base (the browser revalidates it by ETag). A catalog that cannot be fetched or
 * parsed rejects; the editor then stays in the language it had and says so.
 */
import type { Language } from '../options/languages.ts';
import type { Catalog } from './translator.ts';

const cache = new Map<string, Promise<Catalog>>();

/** The catalog for `language` from the service at `baseUrl`. */
export function loadCatalog(language: Language, baseUrl: string): Promise<Catalog> {
  const url = `${baseUrl}/lp-editor-i18n/${language}.json`;
  let pending = cache.get(url);
  if (pending === undefined) {
    pending = fetch(url, { credentials: 'omit' }).then(async (response) => {
      if (!response.ok) throw new Error(`The ${language} texts could not be loaded (${response.status}).`);
      const catalog = (await response.json()) as unknown;
      if (catalog === null || typeof catalog !== 'object' || Array.isArray(catalog)) throw new Error(`The ${language} texts are not a catalog.`);
      return Object.freeze(Object.fromEntries(Object.entries(catalog).filter(([, text]) => typeof text === 'string'))) as Catalog;
    });
    pending.catch(() => cache.delete(url));
    cache.set(url, pending);
  }
  return pending;
}
