/**
 * Languages: the template's `langs` lists its languages (`key`, one marked `primary`) with, for
 * each, translated `content` keyed by block uid. The template's own content is the primary
 * language's.
 *
 * `applyLanguage` picks one: each node with a translation in that language gets the translated
 * `content`; a node without one keeps the template's content (the primary language). The key is
 * matched ignoring case, then by its primary subtag (`de-AT` finds `de`). An unknown language is
 * not an error: the primary language renders and an `unknown_language` warning lists the ones
 * available. No language asked for means the primary one.
 *
 * The document language (mjml's `<mjml lang>`, which becomes `<html lang>`) is the key of the
 * language rendered; it is undefined when the template has no `langs` and none was asked for
 * (mjml then writes `und`, "undetermined"). A language asked for on a template without `langs`
 * is warned about like any unknown one.
 */
import type { EmailLanguage, EmailNode, EmailTemplate } from './schema.ts';
import { EMAIL_TAGS } from './tags.ts';
import type { EmailWarning } from './warnings.ts';

/** The template in one language. */
export interface LocalizedTemplate {
  readonly template: EmailTemplate;
  /** The document language, for `<html lang>`. */
  readonly lang: string | undefined;
  readonly warnings: readonly EmailWarning[];
}

/** The language entry `requested` names, or undefined. */
export function findLanguage(langs: readonly EmailLanguage[], requested: string): EmailLanguage | undefined {
  const wanted = requested.toLowerCase();
  const exact = langs.find((language) => language.key.toLowerCase() === wanted);
  if (exact !== undefined) return exact;
  const base = wanted.split('-')[0];
  return langs.find((language) => language.key.toLowerCase() === base);
}

/** The primary language entry: the first marked primary (undefined when none is). */
function primaryLanguage(langs: readonly EmailLanguage[]): EmailLanguage | undefined {
  return langs.find((language) => language.primary === true);
}

function translate(node: EmailNode, translations: Readonly<Record<string, { readonly content?: string }>>): EmailNode {
  const translated =
    node.uid !== undefined && Object.hasOwn(translations, node.uid) ? translations[node.uid]?.content : undefined;
  const withContent =
    translated !== undefined && EMAIL_TAGS.get(node.tagName)?.content !== undefined
      ? { ...node, content: translated }
      : node;
  if (node.children === undefined) return withContent;
  let changed = withContent !== node;
  const children = node.children.map((child) => {
    const next = translate(child, translations);
    if (next !== child) changed = true;
    return next;
  });
  return changed ? { ...withContent, children } : node;
}

/** The template with `requested`'s translations applied (immutable: the input is never changed). */
export function applyLanguage(template: EmailTemplate, requested: string | undefined): LocalizedTemplate {
  const langs = template.langs ?? [];
  const primary = primaryLanguage(langs);
  if (requested === undefined || requested === '') return { template, lang: primary?.key, warnings: [] };
  const language = findLanguage(langs, requested);
  if (language === undefined) {
    const available = langs.map((entry) => entry.key);
    return {
      template,
      lang: primary?.key,
      warnings: [
        {
          type: 'unknown_language',
          message: `The template has no language ${JSON.stringify(requested)}${available.length > 0 ? ` (it has ${available.join(', ')})` : ' (it is not multilingual)'}; the primary language was rendered.`,
          language: requested,
          available,
        },
      ],
    };
  }
  if (language === primary || language.translations === undefined)
    return { template, lang: language.key, warnings: [] };
  const translations = language.translations;
  return {
    template: { ...template, children: template.children.map((child) => translate(child, translations)) },
    lang: language.key,
    warnings: [],
  };
}
