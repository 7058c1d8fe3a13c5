/**
 * UI strings. English is bundled; the other nineteen languages are JSON catalogs the editor
 * fetches from its service when `language` asks for them (editor/i18n/catalogs/, served at
 * `/lp-editor-i18n/<lang>.json`), so the script stays small. A missing key falls back to English.
 *
 * `textOverride` replaces labels, by message key (`topbar.save`) or by the English text
 * (`Save`), and only when the host did not set `language` (the spec's rule).
 */
import en from './catalogs/en.json' with { type: 'json' };
import type { Language } from '../options/languages.ts';

/** A catalog: message key to text, `{name}` placeholders filled by `t`. */
export type Catalog = Readonly<Record<string, string>>;

/** Every message key of the English catalog. */
export type MessageKey = keyof typeof en;

export const ENGLISH: Catalog = en;

/** Right-to-left UI languages. */
const RTL = new Set<Language>(['ar', 'he']);

/** Translates message keys for one language. */
export class Translator {
  readonly #catalog: Catalog;
  readonly #overrides: Map<string, string>;

  constructor(
    readonly language: Language,
    catalog: Catalog = ENGLISH,
    overrides: Readonly<Record<string, string>> | undefined = undefined,
  ) {
    this.#catalog = catalog;
    this.#overrides = new Map();
    if (overrides) {
      // An override names a key, or the English text of one.
      const byText = new Map(Object.entries(ENGLISH).map(([key, text]) => [text, key]));
      for (const [from, to] of Object.entries(overrides)) this.#overrides.set(from in ENGLISH ? from : (byText.get(from) ?? from), to);
    }
  }

  /** The UI's writing direction. */
  get dir(): 'ltr' | 'rtl' {
    return RTL.has(this.language) ? 'rtl' : 'ltr';
  }

  /** The text of `key` with `{name}` placeholders filled in. */
  t(key: MessageKey | `label.${string}` | `option.${string}` | `kind.${string}`, params?: Readonly<Record<string, string | number>>): string {
    const text = this.#overrides.get(key) ?? this.#catalog[key] ?? ENGLISH[key] ?? fallbackText(key);
    return params === undefined ? text : text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
  }
}

/** For labels the catalog does not know (a kind added later): the text after the prefix. */
function fallbackText(key: string): string {
  const dot = key.indexOf('.');
  return dot === -1 ? key : key.slice(dot + 1);
}
