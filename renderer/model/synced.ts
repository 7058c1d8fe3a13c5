/**
 * Synced sections: a section with a `syncedId` shows the current content of a section shared
 * between pages. Given `syncedSections` (the render request's list), each referencing section is
 * replaced by its entry's definition before rendering. The columns and blocks of the spliced copy
 * get fresh uids (`<section uid>-<n>`, in document order, skipping any uid the page already uses):
 * unique in the page and the same for the same input, so two renders of one input are identical.
 * Without an entry, the content embedded in the template renders (it may be stale).
 *
 * Splicing is one pass over the page's sections. A definition that itself carries a `syncedId`
 * (its own, or another's) is used as it is: a synced section is never expanded a second time.
 */
import { TemplateValidationError } from '../errors.ts';
import { checkDefinitionLength, checkLimits, LIMITS } from '../limits.ts';
import { validateSection } from '../schema/template.ts';
import { registry, type Registry } from '../blocks/registry.ts';
import type { PageDefinition, TemplateNode } from './node.ts';

/** An entry of the render request's `syncedSections`. */
export interface SyncedSectionInput {
  readonly id: number | string;
  /** The section as JSON text (the spec's form) or as an already parsed object. */
  readonly definition: string | object;
  /** Per-locale translation content (the email endpoint's; ignored for landing pages). */
  readonly translation?: string;
}

/** Parses and checks every entry (as sections of the kinds of `kinds`); the first entry for an id wins. */
export function prepareSyncedSections(
  entries: readonly SyncedSectionInput[] | undefined,
  kinds: Registry = registry,
): Map<string, TemplateNode> {
  const byId = new Map<string, TemplateNode>();
  if (entries === undefined) return byId;
  if (entries.length > LIMITS.maxSyncedSections) {
    throw new TemplateValidationError([
      {
        path: ['syncedSections'],
        code: 'too_big',
        message: `Too many synced sections: at most ${LIMITS.maxSyncedSections}`,
      },
    ]);
  }
  entries.forEach((entry, index) => {
    const where = `syncedSections[${index}].definition`;
    let definition: unknown = entry.definition;
    if (typeof definition === 'string') {
      checkDefinitionLength(definition, where);
      try {
        definition = JSON.parse(definition);
      } catch (error) {
        throw new TemplateValidationError([
          {
            path: ['syncedSections', index, 'definition'],
            code: 'invalid_json',
            message: `Not valid JSON: ${(error as Error).message}`,
          },
        ]);
      }
    }
    checkLimits(definition, where);
    const issues = validateSection(definition, ['syncedSections', index, 'definition'], kinds);
    if (issues.length > 0) throw new TemplateValidationError(issues);
    const key = String(entry.id);
    if (!byId.has(key)) byId.set(key, definition as TemplateNode);
  });
  return byId;
}

function collectUids(page: PageDefinition): Set<string> {
  const uids = new Set<string>();
  for (const section of page.children ?? []) {
    if (section.uid !== undefined) uids.add(section.uid);
    for (const column of section.children ?? []) {
      if (column.uid !== undefined) uids.add(column.uid);
      for (const block of column.children ?? []) if (block.uid !== undefined) uids.add(block.uid);
    }
  }
  return uids;
}

/**
 * Per taken set and stem: the first number not yet known to be taken. The sets given to the
 * allocators below only ever grow while uids are drawn from them (every caller collects a page's
 * uids into a new set and then only adds), so a number once found taken stays taken.
 */
const searchedUpTo = new WeakMap<Set<string>, Map<string, number>>();

/**
 * `<stem><n>` for the smallest n >= `from` that is not in `taken`, added to `taken`. The search
 * goes on where the last one for this set and stem stopped (the numbers it passed are still
 * taken, see above), so the answer is the same as a search from `from` and the work is amortized
 * O(1) per uid: each taken uid is passed at most once per stem (issue 12: references sharing one
 * uid, or a page holding the uids the search would meet, made it quadratic). `from` may grow
 * between calls (the editor starts at the set's size + 1); it must not shrink.
 */
export function takeFreshUid(taken: Set<string>, stem: string, from: number): string {
  let stems = searchedUpTo.get(taken);
  if (stems === undefined) searchedUpTo.set(taken, (stems = new Map()));
  let n = Math.max(from, stems.get(stem) ?? from);
  while (taken.has(`${stem}${n}`)) n++;
  stems.set(stem, n + 1);
  const uid = `${stem}${n}`;
  taken.add(uid);
  return uid;
}

/**
 * Deterministic fresh uids for the nodes of a spliced section: `<base>-1`, `<base>-2`, … in
 * document order, skipping (and then taking) the uids in `taken`. The same input always gives the
 * same uids, so renders stay cacheable. The email renderer splices with it too.
 */
export function freshUids(base: string, taken: Set<string>): () => string {
  return () => takeFreshUid(taken, `${base}-`, 1);
}

/** The page with every synced section that has an entry replaced by that entry's definition. */
export function spliceSyncedSections(page: PageDefinition, synced: ReadonlyMap<string, TemplateNode>): PageDefinition {
  const sections = page.children;
  if (
    synced.size === 0 ||
    sections === undefined ||
    !sections.some((s) => s.syncedId !== undefined && synced.has(String(s.syncedId)))
  )
    return page;
  const taken = collectUids(page);
  const children = sections.map((reference, index) => {
    if (reference.syncedId === undefined) return reference;
    const definition = synced.get(String(reference.syncedId));
    if (definition === undefined) return reference;
    const fresh = freshUids(reference.uid ?? `synced-${index}`, taken);
    const columns = (definition.children ?? []).map((column) => ({
      ...column,
      uid: fresh(),
      children: (column.children ?? []).map((block) => ({ ...block, uid: fresh() })),
    }));
    const section: TemplateNode = { ...definition, children: columns, syncedId: reference.syncedId };
    return reference.uid === undefined ? section : { ...section, uid: reference.uid };
  });
  return { ...page, children };
}
