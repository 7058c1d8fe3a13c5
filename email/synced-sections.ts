/**
 * Synced sections, the spec's rules 1 and 2 for email: resolved first, before languages,
 * variants and merge tags.
 *
 * 1. An mj-section with a `syncedId` is replaced by the `definition` of the `syncedSections`
 *    entry whose `id` equals it (compared as text). The spliced section keeps the reference's
 *    uid; every node inside it gets a fresh uid, `<section uid>-<n>` in document order, skipping
 *    uids the template already uses: unique, and the same for the same input, so renders stay
 *    cacheable. The entry's `translation` is merged into the template's `langs` under the new
 *    uids.
 * 2. Without `syncedSections`, or without a matching entry, the section renders as an empty
 *    placeholder: an mj-section with no columns and no padding (zero height), and a
 *    `synced_section_missing` warning names it. The content embedded in the template is not used.
 *
 * An entry's `definition` is JSON text (or an already parsed object) of one mj-section node.
 * Its `translation` is JSON text (or an already parsed array) of the same shape as the
 * template's `langs`: `[{key, translations: {<uid in the definition>: {content}}}]`; languages
 * the template does not have are ignored, and so is the whole translation when the template has
 * no `langs`. A definition carrying a `syncedId` is used as it is: never expanded a second time.
 *
 * Nothing here mutates its input: changed nodes are copies, unchanged subtrees are shared.
 */
import { z } from 'zod';
import { freshUids } from '../renderer/model/synced.ts';
import { checkEmailLimits, EMAIL_LIMITS, limitIssue } from './limits.ts';
import {
  nodeSchema,
  parseJsonText,
  syncedIdSchema,
  translationsSchema,
  validateWith,
  type EmailLanguage,
  type EmailNode,
  type EmailTemplate,
  type Validated,
} from './schema.ts';
import type { EmailWarning } from './warnings.ts';

/** An entry of the render request's `syncedSections`. */
export interface SyncedSectionEntry {
  readonly id: number | string;
  readonly definition: string | object;
  readonly translation?: string | object;
}

/** The template with synced sections resolved, and the warnings of doing so. */
export interface ResolvedTemplate {
  readonly template: EmailTemplate;
  readonly warnings: readonly EmailWarning[];
}

const translationSchema = z
  .array(
    z.object({
      key: z.string().max(35),
      // The template's own shape: content with placeholder delimiters stripped, as everywhere else.
      translations: translationsSchema.optional(),
    }),
  )
  .max(EMAIL_LIMITS.maxLanguages);

type Translation = z.infer<typeof translationSchema>;

interface Prepared {
  readonly definition: EmailNode;
  readonly translation: Translation;
}

/** Every entry parsed and validated, by id as text (the first entry for an id wins). */
export function prepareSyncedSections(entries: readonly SyncedSectionEntry[]): Validated<Map<string, Prepared>> {
  if (entries.length > EMAIL_LIMITS.maxSyncedSections) {
    return { ok: false, issues: [limitIssue('maxSyncedSections', ['syncedSections'])] };
  }
  const byId = new Map<string, Prepared>();
  for (const [index, entry] of entries.entries()) {
    const id = syncedIdSchema.safeParse(entry?.id);
    if (!id.success)
      return {
        ok: false,
        issues: [
          { path: ['syncedSections', index, 'id'], code: 'invalid_type', message: 'an integer or a non-empty string' },
        ],
      };
    const parsed = parseJsonText(entry.definition, ['syncedSections', index, 'definition']);
    if (!parsed.ok) return parsed;
    const definition = validateWith(nodeSchema('mj-section'), parsed.value, ['syncedSections', index, 'definition']);
    if (!definition.ok) return definition;
    let translation: Translation = [];
    if (entry.translation !== undefined) {
      const text = parseJsonText(entry.translation, ['syncedSections', index, 'translation']);
      if (!text.ok) return text;
      const checked = validateWith(translationSchema, text.value, ['syncedSections', index, 'translation']);
      if (!checked.ok) return checked;
      translation = checked.value;
    }
    const key = String(id.data);
    if (!byId.has(key)) byId.set(key, { definition: definition.value, translation });
  }
  return { ok: true, value: byId };
}

function collectUids(node: EmailNode, into: Set<string>): void {
  if (node.uid !== undefined) into.add(node.uid);
  for (const child of node.children ?? []) collectUids(child, into);
}

/** The definition's subtree with fresh uids; `renamed` maps each old uid to its new one. */
function renumber(node: EmailNode, fresh: () => string, renamed: Map<string, string>): EmailNode {
  const uid = fresh();
  if (node.uid !== undefined && !renamed.has(node.uid)) renamed.set(node.uid, uid);
  const children = node.children?.map((child) => renumber(child, fresh, renamed));
  return { ...node, uid, ...(children ? { children } : {}) };
}

/** `langs` with each entry's translations merged in under the new uids. */
function mergeTranslations(
  langs: readonly EmailLanguage[],
  translation: Translation,
  renamed: ReadonlyMap<string, string>,
): readonly EmailLanguage[] {
  if (translation.length === 0 || renamed.size === 0) return langs;
  return langs.map((language) => {
    const incoming = translation.find((entry) => entry.key.toLowerCase() === language.key.toLowerCase());
    if (incoming?.translations === undefined) return language;
    const translations: Record<string, { content?: string }> = { ...language.translations };
    for (const [oldUid, value] of Object.entries(incoming.translations)) {
      const newUid = renamed.get(oldUid);
      if (newUid !== undefined) translations[newUid] = value;
    }
    return { ...language, translations };
  });
}

/**
 * The template with every synced section resolved (rules 1 and 2 above), or the issues of the
 * entries (a definition or translation that does not parse or validate names its entry).
 */
export function resolveSyncedSections(
  template: EmailTemplate,
  entries: readonly SyncedSectionEntry[] | undefined,
): Validated<ResolvedTemplate> {
  const prepared =
    entries === undefined
      ? ({ ok: true, value: new Map<string, Prepared>() } as const)
      : prepareSyncedSections(entries);
  if (!prepared.ok) return prepared;
  // Nothing to splice (most templates): the template as validated, limits already checked.
  if (!template.children.some(holdsReference)) return { ok: true, value: { template, warnings: [] } };
  const warnings: EmailWarning[] = [];
  const taken = new Set<string>();
  for (const child of template.children) collectUids(child, taken);
  let langs = template.langs;
  let references = 0;

  const resolve = (node: EmailNode): EmailNode => {
    if (node.tagName === 'mj-section' && node.syncedId !== undefined) {
      const base = node.uid ?? `synced-${references}`;
      references++;
      const entry = prepared.value.get(String(node.syncedId));
      if (entry === undefined) {
        warnings.push({
          type: 'synced_section_missing',
          message: `No synced section with id ${JSON.stringify(String(node.syncedId))} was given; the section renders empty.`,
          syncedId: node.syncedId,
          ...(node.uid === undefined ? {} : { uid: node.uid }),
        });
        return {
          tagName: 'mj-section',
          uid: base,
          syncedId: node.syncedId,
          attributes: { padding: '0px' },
          children: [],
        };
      }
      const fresh = freshUids(base, taken);
      const renamed = new Map<string, string>();
      const children = (entry.definition.children ?? []).map((child) => renumber(child, fresh, renamed));
      if (langs !== undefined) langs = mergeTranslations(langs, entry.translation, renamed);
      return { ...entry.definition, uid: base, syncedId: node.syncedId, children };
    }
    if (node.children === undefined || !node.children.some(holdsReference)) return node;
    return { ...node, children: node.children.map(resolve) };
  };

  const children = template.children.map(resolve);
  const resolved: EmailTemplate = { ...template, children, ...(langs === undefined ? {} : { langs }) };
  // Splicing adds nodes, and text: an entry referenced many times is copied as often, with its
  // translation under each copy's uids. The limits (nodes, and the definition's size) hold for the
  // result, translations included, before anything renders it.
  const { issue } = checkEmailLimits({ children: resolved.children, langs: resolved.langs });
  if (issue !== undefined) return { ok: false, issues: [{ ...issue, path: ['syncedSections'] }] };
  return { ok: true, value: { template: resolved, warnings } };
}

function holdsReference(node: EmailNode): boolean {
  return (
    (node.tagName === 'mj-section' && node.syncedId !== undefined) || (node.children?.some(holdsReference) ?? false)
  );
}
