/**
 * Email render warnings: things the renderer handled but the sender should know. Rendering goes
 * on. `missing_fonts` has the landing endpoint's shape exactly; the other types are the email
 * endpoint's own, each with the uid of the node it concerns where there is one
 * (docs/email-format.md lists them).
 */
import { MAX_WARNINGS } from '../renderer/warnings.ts';

/** The kinds of warning. */
export type EmailWarningType =
  | 'missing_fonts'
  | 'missing_alt'
  | 'missing_url'
  | 'unsafe_url'
  | 'unsafe_css'
  | 'unknown_attribute'
  | 'invalid_attribute'
  | 'unknown_language'
  | 'synced_section_missing'
  | 'gmail_clipping'
  | 'mjml_validation'
  | 'warnings_truncated';

/** One warning. */
export interface EmailWarning {
  readonly type: EmailWarningType;
  readonly message: string;
  /** The node it concerns. */
  readonly uid?: string;
  /** The attribute (or root key) it concerns. */
  readonly attribute?: string;
  /** For `missing_fonts`: the family names, as the template writes them. */
  readonly missing_fonts?: readonly string[];
  /** For `unknown_language`: the language asked for, and the ones the template has. */
  readonly language?: string;
  readonly available?: readonly string[];
  /** For `synced_section_missing`: the reference. */
  readonly syncedId?: number | string;
  /** For `gmail_clipping`: the size of the HTML in bytes, and the limit. */
  readonly bytes?: number;
  readonly limit?: number;
}

/** Collects warnings in order, capped at the renderer's MAX_WARNINGS, one per type, node and attribute. */
export class EmailWarningSink {
  readonly #list: EmailWarning[] = [];
  readonly #seen = new Set<string>();
  #dropped = 0;

  /** Records `warning` unless one of the same type, node and attribute was recorded. */
  add(warning: EmailWarning): void {
    const key = `${warning.type}\u0000${warning.uid ?? ''}\u0000${warning.attribute ?? ''}`;
    if (this.#seen.has(key)) return;
    this.#seen.add(key);
    if (this.#list.length >= MAX_WARNINGS) {
      this.#dropped++;
      return;
    }
    this.#list.push(warning);
  }

  /** The warnings, with one `warnings_truncated` at the end when some were left out. */
  toArray(): EmailWarning[] {
    if (this.#dropped === 0) return this.#list.slice();
    return [...this.#list, { type: 'warnings_truncated', message: `${this.#dropped} more warnings were left out.` }];
  }
}
