/**
 * UI strings. Every language, English included, is a JSON catalog the editor fetches from its
 * service (editor/i18n/catalogs/, served at `/lp-editor-i18n/<lang>.json`) while it authorizes,
 * so the script carries no UI text but the few the start screen shows (BOOTSTRAP_TEXTS). A key
 * missing from a language falls back to English.
 *
 * `textOverride` replaces labels, by message key (`topbar.save`) or by the English text
 * (`Save`), and only when the host did not set `language` (the spec's rule).
 */
import type { Language } from '../options/languages.ts';
import { BOOTSTRAP_TEXTS } from './bootstrap-texts.ts';

/** A catalog: message key to text, `{name}` placeholders filled by `t`. */
export type Catalog = Readonly<Record<string, string>>;

/** Every message key of the English catalog (a type only: the catalog itself is fetched). */
export type MessageKey = keyof typeof import('./catalogs/en.json');

/** Right-to-left UI languages. */
const RTL = new Set<Language>(['ar', 'he']);

/** Translates message keys for one language. */
export class Translator {
  readonly #catalog: Catalog;
  readonly #english: Catalog;
  readonly #overrides: Map<string, string>;

  /** `english` is the fetched English catalog (the fallback of every other language); before it arrives, the start screen's texts. */
  constructor(
    readonly language: Language,
    catalog: Catalog = BOOTSTRAP_TEXTS,
    overrides: Readonly<Record<string, string>> | undefined = undefined,
    english: Catalog = catalog,
  ) {
    this.#catalog = catalog;
    this.#english = english;
    this.#overrides = new Map();
    if (overrides) {
      // An override names a key, or the English text of one.
      const byText = new Map(Object.entries(english).map(([key, text]) => [text, key]));
      for (const [from, to] of Object.entries(overrides))
        this.#overrides.set(from in english ? from : (byText.get(from) ?? from), to);
    }
  }

  /** The UI's writing direction. */
  get dir(): 'ltr' | 'rtl' {
    return RTL.has(this.language) ? 'rtl' : 'ltr';
  }

  /** Whether some catalog (or an override) has a text for `key`. */
  has(key: string): boolean {
    return this.#overrides.has(key) || key in this.#catalog || key in this.#english || key in BOOTSTRAP_TEXTS;
  }

  /** The text of `key` with `{name}` placeholders filled in. */
  t(
    key: MessageKey | `label.${string}` | `option.${string}` | `kind.${string}`,
    params?: Readonly<Record<string, string | number>>,
  ): string {
    const text =
      this.#overrides.get(key) ?? this.#catalog[key] ?? this.#english[key] ?? BOOTSTRAP_TEXTS[key] ?? fallbackText(key);
    return params === undefined
      ? text
      : text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
  }
}

/** For labels the catalog does not know (a kind added later): the text after the prefix. */
function fallbackText(key: string): string {
  const dot = key.indexOf('.');
  return dot === -1 ? key : key.slice(dot + 1);
}
