/**
 * Personalization: the HTML from mjml, holding placeholder tokens (placeholders.ts), becomes the
 * final HTML for one recipient, or for the ESP. `uses[i]` (the serializer's table) says which merge
 * tag token i stands for and where it stands.
 *
 * - `evaluate` (options.evaluateMergeTags): each tag becomes its item's `value ?? sample ?? ''`,
 *   written as placeholders.ts's `escapeMergeValue` says for its context: escaped in text, scheme
 *   checked at the start of a URL (a refused URL becomes `#`, with an `unsafe_merge_tag_url`
 *   warning), percent-encoded inside one. A tag that is not in mergeTags counts as '' and gives an
 *   `unknown_merge_tag` warning.
 * - otherwise: each tag is written in the provider's syntax, with the item's fallback where the
 *   provider has a syntax for one. Provider syntax needs no escaping (providers/define.ts checks:
 *   no `< > & "`), and is written as it is, since the ESP reads it from the source.
 *
 * `compilePersonalization` splits the HTML once; `render` then only joins strings, so the split can
 * be cached beside the mjml output and each recipient costs one pass over the parts.
 */
import type { Issue } from '../renderer/schema/shape.ts';
import { safeUrl } from '../renderer/html/url.ts';
import { forEachMergeTag, mergeTagValue, type MergeTagEntry, type MergeTagItem, type MergeTagWarning } from './merge-tags.ts';
import { escapeMergeValue, placeholderPattern, type MergeTagUse } from './placeholders.ts';
import { writeMergeTag, type EmailServiceProvider } from './providers/define.ts';

/** How tags are resolved. */
export interface PersonalizeOptions {
  /** options.evaluateMergeTags: values (true) or the provider's syntax (false). */
  readonly evaluate: boolean;
  /** The merge tags by name (flattenMergeTags). */
  readonly mergeTags: ReadonlyMap<string, MergeTagItem>;
  /** The provider whose syntax to write when not evaluating. */
  readonly provider: EmailServiceProvider;
}

/** The personalized HTML and the warnings met on the way (one per type and tag). */
export interface PersonalizeResult {
  readonly html: string;
  readonly warnings: readonly MergeTagWarning[];
}

/** A token in the HTML: the index into `uses`, and the use when the table has a matching one. */
interface Slot {
  readonly index: number;
  readonly use: MergeTagUse | undefined;
}

/** The HTML split at its tokens, ready to render for any number of recipients. */
export interface CompiledPersonalization {
  /** The HTML for one set of options. */
  render(options: PersonalizeOptions): PersonalizeResult;
  /** How many tokens the HTML holds. */
  readonly tokenCount: number;
}

/** Splits `html` at its tokens; `uses[i]` is the tag behind token i. */
export function compilePersonalization(html: string, uses: readonly MergeTagUse[]): CompiledPersonalization {
  const parts: (string | Slot)[] = [];
  const pattern = placeholderPattern();
  let last = 0;
  let tokenCount = 0;
  for (let m = pattern.exec(html); m !== null; m = pattern.exec(html)) {
    tokenCount++;
    if (m.index > last) parts.push(html.slice(last, m.index));
    const index = Number(m[2]);
    const use = uses[index];
    // A token whose letter disagrees with the table is not trusted with the table's context.
    parts.push({ index, use: use !== undefined && use.token === m[0] ? use : undefined });
    last = m.index + m[0].length;
  }
  if (last < html.length) parts.push(html.slice(last));
  return { tokenCount, render: (options) => renderParts(parts, uses.length, options) };
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** `value` with each lone surrogate replaced by U+FFFD, as a browser would show it. */
function wellFormed(value: string): string {
  return value.replace(LONE_SURROGATE, '\uFFFD');
}

/** Resolves tokens for one render, once per table row, remembering warnings. */
class Resolver {
  readonly warnings: MergeTagWarning[] = [];
  readonly #seen = new Set<string>();
  readonly #resolved: (string | undefined)[];

  constructor(
    private readonly options: PersonalizeOptions,
    rows: number,
  ) {
    this.#resolved = new Array<string | undefined>(rows);
  }

  warn(type: MergeTagWarning['type'], name: string, message: string): void {
    const key = `${type}\u0000${name}`;
    if (this.#seen.has(key)) return;
    this.#seen.add(key);
    this.warnings.push({ type, message, name });
  }

  resolve(slot: Slot): string {
    const use = slot.use;
    if (use === undefined) {
      this.warn('unknown_merge_tag', `#${slot.index}`, `Placeholder ${slot.index} has no matching row in the merge tag table; it was left empty.`);
      return '';
    }
    const known = this.#resolved[slot.index];
    if (known !== undefined) return known;
    const text = this.options.evaluate ? this.evaluated(use) : this.written(use);
    this.#resolved[slot.index] = text;
    return text;
  }

  private evaluated(use: MergeTagUse): string {
    const item = this.options.mergeTags.get(use.name);
    if (item === undefined) this.warn('unknown_merge_tag', use.name, `The merge tag "${use.name}" is not in mergeTags; it was left empty.`);
    // JSON can carry a lone surrogate ("\ud800"); encodeURIComponent throws on one (url-part).
    const value = wellFormed(mergeTagValue(item));
    if (use.context === 'url' && value.trim() !== '' && safeUrl(value, use.purpose ?? 'link') === undefined) {
      this.warn('unsafe_merge_tag_url', use.name, `The value of "${use.name}" is not an allowed ${use.purpose ?? 'link'} URL; "#" was written instead.`);
    }
    return escapeMergeValue(use, value);
  }

  private written(use: MergeTagUse): string {
    const provider = this.options.provider;
    const item = this.options.mergeTags.get(use.name);
    const syntax = writeMergeTag(provider, use.name, item?.fallback);
    if (!syntax.ok) {
      this.warn('unsupported_merge_tag', use.name, `The merge tag "${use.name}" cannot be written for ${provider.label}: ${syntax.reason}. It was left out.`);
      return '';
    }
    if (syntax.fallbackIgnored) this.warn('merge_tag_fallback_ignored', use.name, `${provider.label} has no syntax for a default value; the fallback of "${use.name}" was not written.`);
    return syntax.text;
  }
}

function renderParts(parts: readonly (string | Slot)[], rows: number, options: PersonalizeOptions): PersonalizeResult {
  const resolver = new Resolver(options, rows);
  let html = '';
  for (const part of parts) html += typeof part === 'string' ? part : resolver.resolve(part);
  return { html, warnings: resolver.warnings };
}

/** `html` personalized in one go (compile, then render). */
export function personalize(html: string, uses: readonly MergeTagUse[], options: PersonalizeOptions): PersonalizeResult {
  return compilePersonalization(html, uses).render(options);
}

/**
 * Before rendering, when merge tags are written in the provider's syntax: the problems that make
 * the request a 422, with paths from the request body. A name the template uses that the provider
 * cannot write (path `definition`, the message names the tag), and a fallback the provider cannot
 * write (path `options.mergeTags[i]…fallback`; every item's fallback is checked, used or not, so
 * a list is valid or not whatever the template). With evaluated merge tags there are none
 * (unknown tags are warnings).
 */
export function checkMergeTagSyntax(uses: readonly MergeTagUse[], entries: readonly MergeTagEntry[] | undefined, options: PersonalizeOptions): Issue[] {
  if (options.evaluate) return [];
  const provider = options.provider;
  const issues: Issue[] = [];
  const seen = new Set<string>();
  for (const use of uses) {
    if (seen.has(use.name)) continue;
    seen.add(use.name);
    const problem = provider.nameProblem(use.name);
    if (problem !== undefined) issues.push({ path: ['definition'], code: 'merge_tag_unsupported', message: `merge tag {{${use.name}}}: ${problem}` });
  }
  if (entries !== undefined) {
    forEachMergeTag(entries, (item, path) => {
      if (item.fallback === undefined || provider.nameProblem(item.name) !== undefined) return;
      const syntax = writeMergeTag(provider, item.name, item.fallback);
      if (!syntax.ok) issues.push({ path: ['options', 'mergeTags', ...path, 'fallback'], code: 'merge_tag_unsupported', message: `fallback of "${item.name}" for ${provider.label}: ${syntax.reason}` });
    });
  }
  return issues;
}
