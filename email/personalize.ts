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
 * - `S` tokens (display conditions wrapped in the provider's syntax) are written as they are.
 *
 * When the provider's template language reads the output, the renderer's own syntax (written tags,
 * `S` tokens) is the only syntax in it: the HTML around the tokens has every delimiter of the
 * provider broken (neutralize-syntax.ts, once per template and provider), so do evaluated values,
 * and so does every place where two pieces meet and would make a delimiter between them (`{`
 * before the renderer's `{{name}}`, a value's `I` after ActiveCampaign's `%NAME%`), on the side
 * the renderer did not write.
 *
 * The output counts against the output budget (output-budget.ts) piece by piece as it is made,
 * and stops at the first piece past it: an amplified email is refused, never built.
 *
 * `compilePersonalization` splits the HTML once; `render` then only joins strings, so the split can
 * be cached beside the mjml output and each recipient costs one pass over the parts.
 */
import type { Issue } from '../renderer/schema/shape.ts';
import { safeUrl } from '../renderer/html/url.ts';
import {
  forEachMergeTag,
  mergeTagValue,
  type MergeTagEntry,
  type MergeTagItem,
  type MergeTagWarning,
} from './merge-tags.ts';
import { escapeMergeValue, placeholderPattern, type MergeTagUse } from './placeholders.ts';
import { writeMergeTag, type EmailServiceProvider } from './providers/define.ts';
import type { Delimiters } from './providers/delimiters.ts';
import { breakInHtml, characterReference, neutralizeSyntax } from './neutralize-syntax.ts';
import { OutputBudget, utf8Bytes } from './output-budget.ts';

/** How tags are resolved. */
export interface PersonalizeOptions {
  /** options.evaluateMergeTags: values (true) or the provider's syntax (false). */
  readonly evaluate: boolean;
  /** The merge tags by name (flattenMergeTags). */
  readonly mergeTags: ReadonlyMap<string, MergeTagItem>;
  /** The provider whose syntax to write when not evaluating. */
  readonly provider: EmailServiceProvider;
  /**
   * Whether the provider's template language reads the output: its delimiters are then broken in
   * everything the renderer did not write. Default: when anything is written in its syntax (tags
   * not evaluated, or conditions wrapped); say true when the caller named the provider.
   */
  readonly providerReads?: boolean;
  /** Bytes of UTF-8 the output may take (output-budget.ts); default EMAIL_OUTPUT_LIMITS.maxOutputBytes. */
  readonly maxOutputBytes?: number;
}

/** The personalized HTML and the warnings met on the way (one per type and tag). */
export interface PersonalizeResult {
  readonly html: string;
  readonly warnings: readonly MergeTagWarning[];
}

/** A merge tag token in the HTML: the index into `uses`, and the use when the table has a matching one. */
interface Slot {
  readonly index: number;
  readonly use: MergeTagUse | undefined;
}

/** An `S` token: provider syntax the renderer wrote, to be written as it is. */
interface SyntaxSlot {
  readonly syntax: string;
}

/** The HTML split at its tokens, with the UTF-8 size of each piece of text. */
interface Split {
  readonly parts: readonly (string | Slot | SyntaxSlot)[];
  readonly bytes: readonly number[];
}

/** The HTML split at its tokens, ready to render for any number of recipients. */
export interface CompiledPersonalization {
  /** The HTML for one set of options. */
  render(options: PersonalizeOptions): PersonalizeResult;
  /** How many tokens the HTML holds. */
  readonly tokenCount: number;
}

function split(html: string, uses: readonly MergeTagUse[], syntax: readonly string[]): Split {
  const parts: (string | Slot | SyntaxSlot)[] = [];
  const bytes: number[] = [];
  const text = (piece: string) => {
    parts.push(piece);
    bytes.push(utf8Bytes(piece));
  };
  const pattern = placeholderPattern();
  let last = 0;
  for (let m = pattern.exec(html); m !== null; m = pattern.exec(html)) {
    if (m.index > last) text(html.slice(last, m.index));
    const index = Number(m[2]);
    if (m[1] === 'S') {
      // Only the serializer makes S tokens (templates cannot hold the delimiters): an unknown one is empty.
      parts.push({ syntax: syntax[index] ?? '' });
    } else {
      const use = uses[index];
      // A token whose letter disagrees with the table is not trusted with the table's context.
      parts.push({ index, use: use !== undefined && use.token === m[0] ? use : undefined });
    }
    bytes.push(0);
    last = m.index + m[0].length;
  }
  if (last < html.length) text(html.slice(last));
  return { parts, bytes };
}

/** Splits `html` at its tokens; `uses[i]` is the tag behind token i, `syntax[i]` the text of `S` token i. */
export function compilePersonalization(
  html: string,
  uses: readonly MergeTagUse[],
  syntax: readonly string[] = [],
): CompiledPersonalization {
  const plain = split(html, uses, syntax);
  const tokenCount = plain.parts.reduce((n, part) => (typeof part === 'string' ? n : n + 1), 0);
  // The HTML with one provider's delimiters broken, made the first time that provider reads it.
  const neutralized = new Map<string, Split>();
  const forProvider = (provider: EmailServiceProvider): Split => {
    let known = neutralized.get(provider.id);
    if (known === undefined) {
      known = split(neutralizeSyntax(html, provider.delimiters), uses, syntax);
      neutralized.set(provider.id, known);
    }
    return known;
  };
  return {
    tokenCount,
    render(options) {
      const reads = options.providerReads ?? (!options.evaluate || syntax.length > 0);
      return renderParts(
        reads ? forProvider(options.provider) : plain,
        uses.length,
        options,
        reads ? options.provider.delimiters : undefined,
      );
    },
  };
}

/** A piece of the output: its text, its UTF-8 size, and whether the renderer wrote it as provider syntax. */
interface Piece {
  text: string;
  bytes: number;
  readonly own: boolean;
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
  readonly #resolved: (Piece | undefined)[];

  constructor(
    private readonly options: PersonalizeOptions,
    rows: number,
    private readonly delimiters: Delimiters | undefined,
  ) {
    this.#resolved = new Array<Piece | undefined>(rows);
  }

  warn(type: MergeTagWarning['type'], name: string, message: string): void {
    const key = `${type}\u0000${name}`;
    if (this.#seen.has(key)) return;
    this.#seen.add(key);
    this.warnings.push({ type, message, name });
  }

  /** The piece for a token (a fresh object: the caller may escape its first character). */
  resolve(slot: Slot | SyntaxSlot): Piece {
    if ('syntax' in slot) return { text: slot.syntax, bytes: utf8Bytes(slot.syntax), own: true };
    const use = slot.use;
    if (use === undefined) {
      this.warn(
        'unknown_merge_tag',
        `#${slot.index}`,
        `Placeholder ${slot.index} has no matching row in the merge tag table; it was left empty.`,
      );
      return { text: '', bytes: 0, own: false };
    }
    let known = this.#resolved[slot.index];
    if (known === undefined) {
      const text = this.options.evaluate ? this.evaluated(use) : this.written(use);
      known = { text, bytes: utf8Bytes(text), own: !this.options.evaluate };
      this.#resolved[slot.index] = known;
    }
    return { ...known };
  }

  private evaluated(use: MergeTagUse): string {
    const item = this.options.mergeTags.get(use.name);
    if (item === undefined)
      this.warn('unknown_merge_tag', use.name, `The merge tag "${use.name}" is not in mergeTags; it was left empty.`);
    // JSON can carry a lone surrogate ("\ud800"); encodeURIComponent throws on one (url-part).
    const value = wellFormed(mergeTagValue(item));
    if (use.context === 'url' && value.trim() !== '' && safeUrl(value, use.purpose ?? 'link') === undefined) {
      this.warn(
        'unsafe_merge_tag_url',
        use.name,
        `The value of "${use.name}" is not an allowed ${use.purpose ?? 'link'} URL; "#" was written instead.`,
      );
    }
    const escaped = escapeMergeValue(use, value);
    return this.delimiters === undefined ? escaped : breakInHtml(escaped, this.delimiters);
  }

  private written(use: MergeTagUse): string {
    const provider = this.options.provider;
    const item = this.options.mergeTags.get(use.name);
    const syntax = writeMergeTag(provider, use.name, item?.fallback);
    if (!syntax.ok) {
      this.warn(
        'unsupported_merge_tag',
        use.name,
        `The merge tag "${use.name}" cannot be written for ${provider.label}: ${syntax.reason}. It was left out.`,
      );
      return '';
    }
    if (syntax.fallbackIgnored)
      this.warn(
        'merge_tag_fallback_ignored',
        use.name,
        `${provider.label} has no syntax for a default value; the fallback of "${use.name}" was not written.`,
      );
    return syntax.text;
  }
}

/** `piece` with its character at `at` as a character reference. */
function escapeAt(piece: Piece, at: number): void {
  const ref = characterReference(piece.text[at] as string);
  piece.text = piece.text.slice(0, at) + ref + piece.text.slice(at + 1);
  piece.bytes += ref.length - 1; // delimiter characters are ASCII
}

/**
 * Breaks a delimiter that `before` and `after` make where they meet, on a side the renderer did
 * not write (both sides the renderer's: left as written). Delimiters are at most 3 characters, so
 * two on each side are enough to look at.
 */
function breakJunction(before: Piece, after: Piece, delimiters: Delimiters): void {
  if (before.own && after.own) return;
  const tail = before.text.slice(-2);
  const window = tail + after.text.slice(0, 2);
  for (let i = 0; i < tail.length; i++) {
    const length = delimiters.at(window, i);
    if (length === 0 || i + length <= tail.length) continue;
    if (!before.own) escapeAt(before, before.text.length - tail.length + i);
    else escapeAt(after, 0);
    return;
  }
}

function renderParts(
  split: Split,
  rows: number,
  options: PersonalizeOptions,
  delimiters: Delimiters | undefined,
): PersonalizeResult {
  const resolver = new Resolver(options, rows, delimiters);
  const budget = new OutputBudget(options.maxOutputBytes);
  let html = '';
  let pending: Piece | undefined;
  const { parts, bytes } = split;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as string | Slot | SyntaxSlot;
    const piece =
      typeof part === 'string' ? { text: part, bytes: bytes[i] as number, own: false } : resolver.resolve(part);
    if (piece.text === '') continue;
    if (pending !== undefined) {
      if (delimiters !== undefined) breakJunction(pending, piece, delimiters);
      budget.add(pending.bytes);
      html += pending.text;
    }
    pending = piece;
  }
  if (pending !== undefined) {
    budget.add(pending.bytes);
    html += pending.text;
  }
  return { html, warnings: resolver.warnings };
}

/** `html` personalized in one go (compile, then render); `syntax[i]` is the text of `S` token i. */
export function personalize(
  html: string,
  uses: readonly MergeTagUse[],
  options: PersonalizeOptions,
  syntax: readonly string[] = [],
): PersonalizeResult {
  return compilePersonalization(html, uses, syntax).render(options);
}

/**
 * Before rendering, when merge tags are written in the provider's syntax: the problems that make
 * the request a 422, with paths from the request body. A name the template uses that the provider
 * cannot write (path `definition`, the message names the tag), and a fallback the provider cannot
 * write (path `options.mergeTags[i]…fallback`; every item's fallback is checked, used or not, so
 * a list is valid or not whatever the template). With evaluated merge tags there are none
 * (unknown tags are warnings).
 */
export function checkMergeTagSyntax(
  uses: readonly MergeTagUse[],
  entries: readonly MergeTagEntry[] | undefined,
  options: PersonalizeOptions,
): Issue[] {
  if (options.evaluate) return [];
  const provider = options.provider;
  const issues: Issue[] = [];
  const seen = new Set<string>();
  for (const use of uses) {
    if (seen.has(use.name)) continue;
    seen.add(use.name);
    const problem = provider.nameProblem(use.name);
    if (problem !== undefined)
      issues.push({
        path: ['definition'],
        code: 'merge_tag_unsupported',
        message: `merge tag {{${use.name}}}: ${problem}`,
      });
  }
  if (entries !== undefined) {
    forEachMergeTag(entries, (item, path) => {
      if (item.fallback === undefined || provider.nameProblem(item.name) !== undefined) return;
      const syntax = writeMergeTag(provider, item.name, item.fallback);
      if (!syntax.ok)
        issues.push({
          path: ['options', 'mergeTags', ...path, 'fallback'],
          code: 'merge_tag_unsupported',
          message: `fallback of "${item.name}" for ${provider.label}: ${syntax.reason}`,
        });
    });
  }
  return issues;
}
