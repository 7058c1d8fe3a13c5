/**
 * Email render warnings: things the renderer handled but the sender should know. Rendering goes
 * on. `missing_fonts` has the landing endpoint's shape exactly; the other types are the email
 * endpoint's own, each with the uid of the node it concerns where there is one
 * (docs/email-format.md lists them).
 */
import { WarningSink } from '../renderer/warnings.ts';

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

/** The renderer's sink for email warnings: in order, capped at MAX_WARNINGS, one per type, node and attribute. */
export class EmailWarningSink extends WarningSink<EmailWarning> {}
