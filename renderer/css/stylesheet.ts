/**
 * The page's one stylesheet, collected while the tree is walked and written once into <head>:
 * base CSS (reset, then each kind's defaults, once per kind used), the template's global `style`,
 * the desktop rules of each node, then one media block per breakpoint in cascade order
 * (md, sm, xs), so that a narrower breakpoint overrides a wider one.
 */
import { BREAKPOINTS, type BreakpointName } from '../breakpoints.ts';
import { cssUrl, isSafeCssProperty, isSafeCssValue } from './value.ts';

/** Where a rule applies: desktop (no media query) or one of the narrower breakpoints. */
export type Level = 'desktop' | BreakpointName;

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

  constructor(
    private readonly pretty: boolean,
    private readonly onReject: RejectHandler,
  ) {}

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

  /** A rule for a node or part at a level. The selector must come from this codebase. */
  rule(level: Level, selector: string, decls: Decls): void {
    const body = this.declarations(decls);
    if (body !== '') this.levels[level].push(this.format(selector, body));
  }

  /** A rule of the template's global `style`; the caller has checked the selector. */
  globalRule(selector: string, decls: Decls): void {
    const body = this.declarations(decls);
    if (body !== '') this.global.push(this.format(selector, body));
  }

  /** A rule as text, for base CSS built from specs. */
  formatRule(selector: string, decls: Decls): string {
    const body = this.declarations(decls);
    return body === '' ? '' : this.format(selector, body);
  }

  /** The whole stylesheet. */
  toString(): string {
    const nl = this.pretty ? '\n' : '';
    let out = [...this.base, ...this.global, ...this.levels.desktop].join(nl);
    for (const bp of BREAKPOINTS) {
      const rules = this.levels[bp.name];
      if (rules.length === 0) continue;
      out += this.pretty
        ? `\n@media (max-width: ${bp.maxWidth}px) {\n  ${rules.join('\n  ')}\n}`
        : `@media (max-width:${bp.maxWidth}px){${rules.join('')}}`;
    }
    return out;
  }

  private format(selector: string, body: string): string {
    return this.pretty ? `${selector} { ${body} }` : `${selector}{${body}}`;
  }

  /** Declarations as text; each value passes the sink check or is dropped and reported. */
  private declarations(decls: Decls): string {
    let out = '';
    for (const [property, value] of decls) {
      let text: string | undefined;
      if (typeof value === 'string') {
        if (!isSafeCssProperty(property) || !isSafeCssValue(value)) {
          this.onReject(property, value, 'unsafe_css');
          continue;
        }
        text = value;
      } else {
        text = cssUrl(value.url);
        if (text === undefined) {
          this.onReject(property, value.url, 'unsafe_url');
          continue;
        }
      }
      out += this.pretty ? (out === '' ? '' : ' ') + `${property}: ${text};` : (out === '' ? '' : ';') + `${property}:${text}`;
    }
    return out;
  }
}

/**
 * Compacts CSS written in this codebase (never template input): line breaks and the whitespace
 * around punctuation go. Safe because our own CSS has no strings in which that whitespace matters.
 */
export function minifyStaticCss(css: string): string {
  return css
    .replace(/\s*\n\s*/g, '')
    .replace(/\s*([{};,>])\s*/g, '$1')
    // Only after a colon: a space before one can be a descendant combinator (`.a :first-child`).
    .replace(/:\s+/g, ':')
    .replace(/;}/g, '}');
}
