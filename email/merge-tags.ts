/**
 * Merge tags: the neutral `{{name}}` syntax of templates and the `options.mergeTags` list.
 *
 * A template writes a tag as `{{name}}` (placeholders.ts finds them). The list
 * gives each name a recipient value, a preview sample, an editor label and an optional fallback
 * for the provider's syntax, in groups nested at most `MERGE_TAG_LIMITS.maxDepth` deep. Names are
 * unique across all groups. docs/email-merge-tags.md describes both.
 */
import { z } from 'zod';
import { formatPath } from '../renderer/errors.ts';

/** What a merge tag name looks like: a letter or `_`, then letters, digits, `_`, `.` and `-`. */
export const MERGE_TAG_NAME = /^[A-Za-z_][A-Za-z0-9_.-]*$/;

/** The named limits of `options.mergeTags`, documented in docs/email-merge-tags.md. */
export const MERGE_TAG_LIMITS = Object.freeze({
  /** Characters of a name. */
  maxNameLength: 64,
  /** Entries (items and groups) in the whole list, at every level. */
  maxEntries: 1_000,
  /** Groups inside groups: an item may sit inside at most this many groups. */
  maxDepth: 4,
  /** Characters of a `value` or a `sample`. */
  maxValueLength: 5_000,
  /** Characters of a `label`. */
  maxLabelLength: 200,
  /** Characters of a `fallback`. */
  maxFallbackLength: 200,
});

/** One merge tag. */
export interface MergeTagItem {
  /** The identifier used in `{{name}}`. */
  readonly name: string;
  /** The recipient's value (used when merge tags are evaluated). */
  readonly value?: string;
  /** A preview value, used when `value` is absent. */
  readonly sample?: string;
  /** Display text for editors. */
  readonly label?: string;
  /** Written into the provider's syntax as the default for recipients without a value. */
  readonly fallback?: string;
}

/** A labelled group of merge tags (and groups). */
export interface MergeTagGroup {
  readonly label: string;
  readonly items: readonly MergeTagEntry[];
}

/** An entry of `options.mergeTags`. */
export type MergeTagEntry = MergeTagItem | MergeTagGroup;

/** A warning about a merge tag; rendering goes on. */
export interface MergeTagWarning {
  /**
   * - `unknown_merge_tag`: evaluated tag (or condition) names a tag absent from `mergeTags`; it
   *   counts as ''.
   * - `unsafe_merge_tag_url`: a URL attribute would have held a refused scheme once its tags were
   *   replaced; the attribute is left empty.
   * - `unsupported_merge_tag`: the provider cannot write this name; the tag is left out.
   * - `merge_tag_fallback_ignored`: the provider has no syntax for a default; the plain tag is written.
   */
  readonly type: 'unknown_merge_tag' | 'unsafe_merge_tag_url' | 'unsupported_merge_tag' | 'merge_tag_fallback_ignored';
  readonly message: string;
  /** The merge tag name. */
  readonly name: string;
  /** The block the tag or condition is in, when known. */
  readonly uid?: string;
}

/** Whether `entry` is a group. */
export function isMergeTagGroup(entry: MergeTagEntry): entry is MergeTagGroup {
  return 'items' in entry;
}

/** The text a tag is replaced by when merge tags are evaluated: `value ?? sample ?? ''`. */
export function mergeTagValue(item: MergeTagItem | undefined): string {
  return item?.value ?? item?.sample ?? '';
}

// A value may arrive as a number from a backend (points, an order count): it is kept as its text.
// null counts as absent, as backends often send it for "no value".
const text = (max: number) =>
  z
    .union([z.string().max(max), z.number()])
    .nullish()
    .transform((v) => (v === null || v === undefined ? undefined : String(v)));

const nameSchema = z
  .string()
  .max(MERGE_TAG_LIMITS.maxNameLength)
  .regex(MERGE_TAG_NAME, 'must start with a letter or _ and hold only letters, digits, _ . and -');

/** The schema of one entry at nesting `depth` (0 at the top level). */
function entrySchema(depth: number): z.ZodType<MergeTagEntry, unknown> {
  const { maxDepth, maxEntries, maxLabelLength, maxValueLength, maxFallbackLength } = MERGE_TAG_LIMITS;
  const items =
    depth < maxDepth
      ? z
          .array(entrySchema(depth + 1))
          .max(maxEntries)
          .optional()
      : z.undefined({ error: `groups nest at most ${maxDepth} deep` }).optional();
  return z
    .object({
      name: nameSchema.optional(),
      value: text(maxValueLength),
      sample: text(maxValueLength),
      label: z.string().max(maxLabelLength).nullish(),
      fallback: text(maxFallbackLength),
      items,
    })
    .superRefine((entry, ctx) => {
      if (entry.items !== undefined) {
        if (typeof entry.label !== 'string')
          ctx.addIssue({ code: 'custom', path: ['label'], message: 'a group needs a label' });
        for (const key of ['name', 'value', 'sample', 'fallback'] as const) {
          if (entry[key] !== undefined)
            ctx.addIssue({ code: 'custom', path: [key], message: `a group (an entry with items) has no ${key}` });
        }
      } else if (entry.name === undefined) {
        ctx.addIssue({ code: 'custom', path: ['name'], message: 'an item needs a name (or items, for a group)' });
      }
    })
    .transform((entry): MergeTagEntry => {
      if (entry.items !== undefined) return { label: entry.label as string, items: entry.items };
      const item: { -readonly [K in keyof MergeTagItem]: MergeTagItem[K] } = { name: entry.name as string };
      if (entry.value !== undefined) item.value = entry.value;
      if (entry.sample !== undefined) item.sample = entry.sample;
      if (typeof entry.label === 'string') item.label = entry.label;
      if (entry.fallback !== undefined) item.fallback = entry.fallback;
      return item;
    });
}

/** Calls `visit` for every item (not group) of `entries`, depth first, with its path. */
export function forEachMergeTag(
  entries: readonly MergeTagEntry[],
  visit: (item: MergeTagItem, path: readonly (string | number)[]) => void,
  prefix: readonly (string | number)[] = [],
): void {
  entries.forEach((entry, i) => {
    if (isMergeTagGroup(entry)) forEachMergeTag(entry.items, visit, [...prefix, i, 'items']);
    else visit(entry, [...prefix, i]);
  });
}

function countEntries(entries: readonly MergeTagEntry[]): number {
  let n = entries.length;
  for (const entry of entries) if (isMergeTagGroup(entry)) n += countEntries(entry.items);
  return n;
}

/**
 * `options.mergeTags`: an array of items `{name, value?, sample?, label?, fallback?}` and groups
 * `{label, items}`. Values may be strings or numbers (kept as text); null counts as absent. A
 * name used twice is an issue at the second one's path; so is a list past the limits.
 */
export const mergeTagsSchema = z
  .array(entrySchema(0))
  .max(MERGE_TAG_LIMITS.maxEntries)
  .superRefine((entries, ctx) => {
    const total = countEntries(entries);
    if (total > MERGE_TAG_LIMITS.maxEntries) {
      ctx.addIssue({
        code: 'custom',
        path: [],
        message: `at most ${MERGE_TAG_LIMITS.maxEntries} entries (items and groups) in all; found ${total}`,
      });
      return;
    }
    const firstPath = new Map<string, string>();
    forEachMergeTag(entries, (item, path) => {
      const where = formatPath(path); // starts at an index: `[0].items[2]`
      const first = firstPath.get(item.name);
      if (first === undefined) firstPath.set(item.name, where);
      else
        ctx.addIssue({
          code: 'custom',
          path: [...path, 'name'],
          message: `duplicate merge tag name "${item.name}" (first defined at ${first})`,
        });
    });
  })
  .describe(
    'Merge tags: items `{name, value?, sample?, label?, fallback?}` and groups `{label, items}` (nested at most 4 deep, 1,000 entries in all). ' +
      "`name` is the identifier of `{{name}}` in the template, unique across groups; `value` the recipient's value, `sample` a preview value used when `value` is absent. docs/email-merge-tags.md.",
  );

/**
 * The items of a (validated) list by name, groups flattened. The first item wins if a name
 * repeats, which validation refuses anyway.
 */
export function flattenMergeTags(entries: readonly MergeTagEntry[] | undefined): Map<string, MergeTagItem> {
  const map = new Map<string, MergeTagItem>();
  if (entries !== undefined)
    forEachMergeTag(entries, (item) => {
      if (!map.has(item.name)) map.set(item.name, item);
    });
  return map;
}
