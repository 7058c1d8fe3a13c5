/**
 * Render warnings: things the renderer handled but the author should know. Rendering goes on.
 * The landing endpoint passes `missing_fonts` on (the spec's only warning type); the others are
 * for the editor and for integrators who ask for them (docs/template-format.md lists them all).
 */

export type WarningType =
  | 'missing_fonts'
  | 'duplicate_uid'
  | 'duplicate_anchor'
  | 'unknown_attribute'
  | 'unsafe_url'
  | 'unsafe_css'
  | 'html_repaired'
  | 'html_dropped'
  | 'missing_alt'
  | 'invalid_video_url'
  | 'unknown_kind'
  | 'warnings_truncated';

/** One warning. `uid` names the node it concerns, where there is one. */
export interface RenderWarning {
  readonly type: WarningType;
  readonly message: string;
  readonly uid?: string;
  readonly attribute?: string;
  /** For `missing_fonts`: the family names, as the page writes them. */
  readonly missing_fonts?: readonly string[];
}

/** Most warnings one render reports; past it, one `warnings_truncated` says how many were left out. */
export const MAX_WARNINGS = 100;

/** What a sink needs of a warning: the email renderer's warnings have the same core. */
interface WarningCore {
  readonly type: string;
  readonly message: string;
  readonly uid?: string;
  readonly attribute?: string;
}

/** Collects warnings in order, capped, and de-duplicated (one per type, node and attribute). */
export class WarningSink<W extends WarningCore = RenderWarning> {
  private readonly list: W[] = [];
  private readonly seen = new Set<string>();
  private dropped = 0;

  add(warning: W): void {
    const key = `${warning.type}\u0000${warning.uid ?? ''}\u0000${warning.attribute ?? ''}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    if (this.list.length >= MAX_WARNINGS) {
      this.dropped++;
      return;
    }
    this.list.push(warning);
  }

  toArray(): W[] {
    if (this.dropped === 0) return this.list.slice();
    // Every warning type list has `warnings_truncated` (RenderWarning's and EmailWarning's).
    return [
      ...this.list,
      { type: 'warnings_truncated', message: `${this.dropped} more warnings were left out.` } as unknown as W,
    ];
  }
}
