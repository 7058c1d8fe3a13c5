/**
 * Merge-tag placeholders: how `{{name}}` tags travel through mjml so that its output can be
 * cached once per template and personalized per recipient afterwards.
 *
 * While serializing, every merge tag is replaced by a token of two private-use characters around
 * a context letter and an index: `\uE000T3\uE001`. mjml copies private-use characters through
 * untouched (minified or not), and the template cannot forge a token: the schema strips both
 * delimiter characters from every string it accepts.
 *
 * The context letter says how a value must be written where the token stands:
 * - `T` text, or a plain attribute value (alt, title): HTML-escaped.
 * - `U` the start of a URL (`{{unsubscribe_url}}`, `{{site}}/account`): the value must pass the
 *   link (or image) scheme check on its own, then be HTML-escaped; a refused value becomes `#`.
 *   The template's text after the token was checked not to be able to complete a scheme.
 * - `P` a part of a URL after its start (`?email={{email}}`): percent-encoded with
 *   encodeURIComponent (so it can never add a scheme, a host or a path), then HTML-escaped.
 *
 * Only `{{name}}` is recognized (letters, digits, `_ . -`, optional spaces inside the braces);
 * other providers' syntaxes in the template stay literal text.
 *
 * A fourth letter, `S`, stands for provider syntax the renderer writes itself (the opening and
 * closing of a display condition, variants.ts): it travels as a token too, so that the output sink
 * (neutralize-syntax.ts) can tell the renderer's own syntax from everything else, and is written
 * as it is when the tokens are replaced.
 */
import { escapeHtml } from '../renderer/html/escape.ts';
import { safeUrl, type UrlPurpose } from '../renderer/html/url.ts';

/** Opens a placeholder token. */
const PLACEHOLDER_OPEN = '\uE000';
/** Closes a placeholder token. */
const PLACEHOLDER_CLOSE = '\uE001';

/** Where a merge tag stands, which decides how its value is written. */
export type PlaceholderContext = 'text' | 'url' | 'url-part';

const LETTERS: Record<PlaceholderContext, string> = { text: 'T', url: 'U', 'url-part': 'P' };
const CONTEXTS: Record<string, PlaceholderContext> = { T: 'text', U: 'url', P: 'url-part' };

/** One placeholder of a render: the token in the HTML, the merge tag's name, and its context. */
export interface MergeTagUse {
  readonly token: string;
  readonly name: string;
  readonly context: PlaceholderContext;
  /** For `url`: the scheme check the value must pass. */
  readonly purpose?: UrlPurpose;
}

/** A merge tag in template text: `{{ first_name }}`. */
const MERGE_TAG = /\{\{\s*([A-Za-z_][A-Za-z0-9_.-]{0,99})\s*\}\}/g;
/** A merge tag at the very start of a text (not global: it keeps no state between calls). */
const LEADING_MERGE_TAG = new RegExp(`^${MERGE_TAG.source}`);

/** A fresh global regex matching every placeholder token (`S` too); group 1 the letter, group 2 the index. */
export function placeholderPattern(): RegExp {
  return /\uE000([TUPS])(\d{1,6})\uE001/g;
}

/** The context and index of one token, or undefined when `token` is not one. */
export function decodePlaceholder(token: string): { context: PlaceholderContext; index: number } | undefined {
  const match = /^\uE000([TUP])(\d{1,6})\uE001$/.exec(token);
  if (!match) return undefined;
  return { context: CONTEXTS[match[1] as string] as PlaceholderContext, index: Number(match[2]) };
}

/**
 * A value written for its context, as the personalization step must write it: the reference
 * implementation of the rules above (placeholders.test.ts pins them).
 */
export function escapeMergeValue(use: Pick<MergeTagUse, 'context' | 'purpose'>, value: string): string {
  switch (use.context) {
    case 'text':
      return escapeHtml(value);
    case 'url': {
      const url = safeUrl(value, use.purpose ?? 'link');
      return url ? escapeHtml(url.value) : '#';
    }
    case 'url-part':
      return escapeHtml(encodeURIComponent(value));
  }
}

/** Strips the delimiter characters from template text, so the template cannot forge a token. */
export function stripPlaceholderDelimiters(text: string): string {
  return text.includes(PLACEHOLDER_OPEN) || text.includes(PLACEHOLDER_CLOSE)
    ? text.replace(/[\uE000\uE001]/g, '')
    : text;
}

/** The placeholders of one serialization, numbered in document order (so the same template gives the same tokens). */
export class PlaceholderTable {
  readonly #uses: MergeTagUse[] = [];
  readonly #byKey = new Map<string, string>();
  readonly #syntax: string[] = [];
  readonly #bySyntax = new Map<string, string>();

  /** The token for `name` in `context`; the same name in the same context shares one token. */
  token(name: string, context: PlaceholderContext, purpose?: UrlPurpose): string {
    const key = `${context}\u0000${purpose ?? ''}\u0000${name}`;
    const known = this.#byKey.get(key);
    if (known !== undefined) return known;
    const token = `${PLACEHOLDER_OPEN}${LETTERS[context]}${this.#uses.length}${PLACEHOLDER_CLOSE}`;
    this.#uses.push(
      context === 'url' ? { token, name, context, purpose: purpose ?? 'link' } : { token, name, context },
    );
    this.#byKey.set(key, token);
    return token;
  }

  /** Every placeholder, in index order. */
  get uses(): readonly MergeTagUse[] {
    return this.#uses;
  }

  /**
   * The `S` token for provider syntax the renderer wrote itself (already checked to be inert in
   * HTML); the same text shares one token. It is written back as it is (personalize.ts).
   */
  syntax(text: string): string {
    const known = this.#bySyntax.get(text);
    if (known !== undefined) return known;
    const token = `${PLACEHOLDER_OPEN}S${this.#syntax.length}${PLACEHOLDER_CLOSE}`;
    this.#syntax.push(text);
    this.#bySyntax.set(text, token);
    return token;
  }

  /** The text of each `S` token, in index order. */
  get syntaxTexts(): readonly string[] {
    return this.#syntax;
  }

  /** Merge tags in text (or a plain attribute value) replaced by `T` tokens. */
  inText(text: string): string {
    if (!text.includes('{{')) return text;
    return text.replace(MERGE_TAG, (_, name: string) => this.token(name, 'text'));
  }

  /**
   * A URL checked for `purpose`, with its merge tags replaced by tokens (`U` for a tag at the very
   * start, `P` for the others), or undefined when it is refused. The scheme check runs with every
   * tag read as the letter `x`, the worst a value can contribute: a `P` value is percent-encoded
   * (letters, digits and `-_.!~*'()%` only) and a `U` value passes its own check, so neither can
   * complete a scheme the template's text did not already fix (`java{{x}}:alert(1)`,
   * `{{x}}script:alert(1)` and `{{x}}:alert(1)` are refused here).
   */
  inUrl(url: string, purpose: UrlPurpose): string | undefined {
    if (!url.includes('{{')) return safeUrl(url, purpose)?.value;
    if (safeUrl(url.replace(MERGE_TAG, 'x'), purpose) === undefined) return undefined;
    const trimmed = url.trim();
    const leading = LEADING_MERGE_TAG.exec(trimmed);
    return trimmed.replace(MERGE_TAG, (_: string, name: string, offset: number) =>
      leading !== null && offset === 0 ? this.token(name, 'url', purpose) : this.token(name, 'url-part'),
    );
  }
}
