/**
 * The page languages the language field offers by name: common BCP-47 tags, each named in the
 * UI's language by the browser (Intl.DisplayNames), so no catalog has to list language names.
 * Any other tag is typed; the template format's LANGUAGE_TAG pattern decides what it takes.
 */
import { LANGUAGE_TAG } from '../../../renderer/attributes/patterns.ts';

/** Common page languages, in the order of the list (by tag). */
export const PAGE_LANGUAGES: readonly string[] = [
  'ar',
  'cs',
  'da',
  'de',
  'el',
  'en',
  'en-GB',
  'en-US',
  'es',
  'es-MX',
  'fa',
  'fi',
  'fr',
  'fr-CA',
  'he',
  'hi',
  'hu',
  'id',
  'it',
  'ja',
  'ko',
  'nb',
  'nl',
  'pl',
  'pt',
  'pt-BR',
  'ro',
  'ru',
  'sk',
  'sv',
  'th',
  'tr',
  'uk',
  'vi',
  'zh-Hans',
  'zh-Hant',
];

/** Languages written right to left: choosing one suggests `rtl`. */
const RTL = new Set(['ar', 'fa', 'he', 'ur', 'yi', 'ps', 'dv', 'ckb', 'sd', 'ug']);

/** Whether `tag` names a right-to-left language (by its primary subtag). */
export const isRtlLanguage = (tag: string): boolean => RTL.has(tag.split('-')[0]!.toLowerCase());

/** Whether `tag` is a language tag the template format takes. */
export const isLanguageTag = (tag: string): boolean => tag.length <= 35 && LANGUAGE_TAG.test(tag);

const names = new Map<string, Intl.DisplayNames | undefined>();

/** `tag`'s name in the UI language `ui`, followed by the tag ("Português (Brasil) · pt-BR"); the tag alone when the browser cannot name it. */
export function languageName(tag: string, ui: string): string {
  if (!names.has(ui)) {
    let display: Intl.DisplayNames | undefined;
    try {
      display = new Intl.DisplayNames([ui], { type: 'language' });
    } catch {
      display = undefined;
    }
    names.set(ui, display);
  }
  let name: string | undefined;
  try {
    name = names.get(ui)?.of(tag);
  } catch {
    name = undefined;
  }
  return name === undefined || name === tag ? tag : `${name} · ${tag}`;
}
