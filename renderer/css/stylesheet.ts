/**
 * The page's one stylesheet, collected while the tree is walked and written once into <head>:
 * base CSS (reset, then each kind's base rules, once per kind used), the template's global
 * `style`, the desktop rules of each node, then one media block per breakpoint in cascade order
 * (md, sm, xs), so that a narrower breakpoint overrides a wider one.
 *
 * Every declaration goes through `decl()`, the CSS sink: a value that fails the check is dropped
 * and reported, never written.
 */
import { BREAKPOINTS, type BreakpointName, type Level } from '../breakpoints.ts';
import { cssUrl, isSafeCssProperty, isSafeCssValue } from './value.ts';
import { sameRules, splitRules } from './split-rules.ts';

/** Where a rule applies: desktop (no media query) or one of the narrower breakpoints. */
export type { Level };

/** A declaration value: plain CSS text (checked at the sink), or an image URL (scheme-checked). */
export type CssValue = string | { readonly url: string };

/** Declarations in order. */
export type Decls = readonly (readonly [property: string, value: CssValue])[];

/** Called when the sink refuses a declaration, so the renderer can warn. */
export type RejectHandler = (property: string, value: string, reason: 'unsafe_css' | 'unsafe_url') => void;

export class Stylesheet {
  private readonly base: string[] = [];
  private readonly baseKeys = new Set<string>();
  private readonly global: string[] = [];
  private readonly levels: Record<Level, string[]> = { desktop: [], md: [], sm: [], xs: [] };
  /** Between two declarations of a rule body. */
  readonly separator: string;

  constructor(
    private readonly pretty: boolean,
    private readonly onReject: RejectHandler,
  ) {
    this.separator = pretty ? ' ' : ';';
  }

  /** Static CSS from this codebase (never template input), added once per key: a kind's base rules. */
  addBase(key: string, css: string): void {
    if (this.baseKeys.has(key)) return;
    this.baseKeys.add(key);
    if (css !== '') this.base.push(this.pretty ? css : minifyStaticCss(css));
  }

  /** Whether base CSS under `key` was already added. */
  hasBase(key: string): boolean {
    return this.baseKeys.has(key);
  }

  /**
   * One declaration as text for a rule body, or '' when the sink refuses it (and reports it).
   * Property names come from this codebase or from the global style (checked there and here).
   */
  decl(property: string, value: CssValue): string {
    let text: string | undefined;
    if (typeof value === 'string') {
      if (!isSafeCssValue(value) || !isSafeCssProperty(property)) {
        this.onReject(property, value, 'unsafe_css');
        return '';
      }
      text = value;
    } else {
      text = cssUrl(value.url);
      if (text === undefined) {
        this.onReject(property, value.url, 'unsafe_url');
        return '';
      }
    }
    return this.pretty ? `${property}: ${text};` : `${property}:${text}`;
  }

  /** A rule body from declarations (each through the sink). */
  body(decls: Decls): string {
    let out = '';
    for (const [property, value] of decls) {
      const text = this.decl(property, value);
      if (text !== '') out = out === '' ? text : out + this.separator + text;
    }
    return out;
  }

  /** A node's rule at a level. The selector comes from this codebase; `body` from `decl()`. */
  rule(level: Level, selector: string, body: string): void {
    if (body !== '') this.addRule(level, this.format(selector, body));
  }

  /**
   * A rule of the template's global `style`; the caller has checked the selector. Written before
   * any section is walked, so the canvas's section memo never records it.
   */
  globalRule(selector: string, body: string): void {
    if (body !== '') this.global.push(this.format(selector, body));
  }

  /**
   * A rule already formatted by `rule`. The canvas's section memo records and replays these, so
   * an unchanged section adds the very same strings again and comparing them costs nothing.
   */
  addRule(level: Level, text: string): void {
    this.levels[level].push(text);
  }

  /** A rule as text (for base CSS built from specs), or '' for an empty body. */
  format(selector: string, body: string): string {
    if (body === '') return '';
    return this.pretty ? `${selector} { ${body} }` : `${selector}{${body}}`;
  }

  /** The whole stylesheet. */
  toString(): string {
    const nl = this.pretty ? '\n' : '';
    let out = [...this.base, ...this.global, ...this.levels.desktop].join(nl);
    for (const bp of BREAKPOINTS) {
      const block = this.media(bp.name, bp.maxWidth);
      if (block !== '') out += `${nl}${block}`;
    }
    return out;
  }

  /**
   * The stylesheet's top-level rules in order, as `splitRules(toString())` gives them, without
   * reading the text again: the editor's canvas patches its frame's sheet rule by rule.
   */
  rules(): string[] {
    const out: string[] = [];
    for (const chunk of this.base) out.push(...staticRules(chunk));
    // Each global rule is one rule by construction: its selector (isSafeSelector) and values
    // (isSafeCssValue) hold no braces, semicolons or comment markers. trimStart() is what
    // splitRules would do to a selector written with leading spaces.
    for (const rule of this.global) out.push(rule.trimStart());
    out.push(...this.levels.desktop);
    for (const bp of BREAKPOINTS) {
      const block = this.media(bp.name, bp.maxWidth);
      if (block !== '') out.push(block);
    }
    return out;
  }

  /** A breakpoint's rules in their media block, or '' when it has none. */
  private media(level: BreakpointName, maxWidth: number): string {
    const rules = this.levels[level];
    if (rules.length === 0) return '';
    // The editor's canvas renders after every edit, and its section memo replays the very same
    // rule strings: when a level's rules are those of the last block written, so is the block
    // (the same string again, which the canvas compares by reference).
    const key = `${level}:${maxWidth}:${this.pretty}`;
    const last = lastMediaBlocks.get(key);
    if (last !== undefined && sameRules(last.rules, rules)) return last.text;
    const text = this.pretty
      ? `@media (max-width: ${maxWidth}px) {\n  ${rules.join('\n  ')}\n}`
      : `@media (max-width:${maxWidth}px){${rules.join('')}}`;
    lastMediaBlocks.set(key, { rules: rules.slice(), text });
    return text;
  }
}

/** The last media block written per level and style (see Stylesheet.media). */
const lastMediaBlocks = new Map<string, { readonly rules: readonly string[]; readonly text: string }>();

/** Base CSS is this codebase's own, a few fixed strings: each is split once. */
const staticSplits = new Map<string, readonly string[]>();
function staticRules(css: string): readonly string[] {
  let rules = staticSplits.get(css);
  if (rules === undefined) staticSplits.set(css, (rules = splitRules(css)));
  return rules;
}

const WHITE_SPACE = /\s+/g;
/** Where white space on either side can go. */
const PUNCTUATION = new Set(['{', '}', ';', ',', '>']);

/**
 * Compacts CSS written in this codebase (never template input): line breaks and the whitespace
 * around punctuation go. Safe because our own CSS has no strings in which that whitespace matters.
 */
export function minifyStaticCss(css: string): string {
  // Each run of white space is looked at once, with its neighbours: `/\s*\n\s*/` and
  // `/\s*([{};,>])\s*/` tried every start inside a run and scanned to its end (issue 12).
  return (
    css
      .replace(WHITE_SPACE, (run: string) => (run.includes('\n') ? '' : run))
      .replace(WHITE_SPACE, (run: string, at: number, text: string) =>
        PUNCTUATION.has(text[at - 1] ?? '') || PUNCTUATION.has(text[at + run.length] ?? '') ? '' : run,
      )
      // Only after a colon: a space before one can be a descendant combinator (`.a :first-child`).
      .replace(/:\s+/g, ':')
      .replace(/;}/g, '}')
  );
}
