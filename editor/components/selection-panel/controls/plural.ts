/**
 * Counted phrases ("1 field", "2 fields"): the message key for a count is `<base>.<category>`,
 * the category being what `Intl.PluralRules` says for the UI's language (one, few, many...). A
 * catalog gives only the categories its language has; a missing one falls back to `.other`, so a
 * count never reads "1 fields" nor shows a key when a language lacks a rare category.
 */
import type { Translator } from '../../../i18n/translator.ts';
import { text } from './text.ts';

const rules = new Map<string, Intl.PluralRules>();

/** The plural category of `count` in `language` (`one`, `other`...). */
export function pluralCategory(language: string, count: number): Intl.LDMLPluralRule {
  let rule = rules.get(language);
  if (rule === undefined) {
    rule = new Intl.PluralRules(language);
    rules.set(language, rule);
  }
  return rule.select(count);
}

/** The key for `count` under `base`: the category's when the catalog has it, else `<base>.other`. */
export function pluralKey(t: Pick<Translator, 'language' | 'has'>, base: string, count: number): string {
  const key = `${base}.${pluralCategory(t.language, count)}`;
  return t.has(key) ? key : `${base}.other`;
}

/** The counted phrase, `{count}` filled with the number formatted for the language. */
export function plural(t: Translator, base: string, count: number): string {
  return text(t, pluralKey(t, base, count), { count: new Intl.NumberFormat(t.language).format(count) });
}
