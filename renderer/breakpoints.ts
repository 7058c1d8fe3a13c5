/**
 * The breakpoints, fixed here and nowhere else. `attributes` hold the desktop values; each
 * breakpoint's `*Attributes` override them below its width and cascade: xs inherits sm inherits
 * md inherits desktop.
 */

/** A breakpoint narrower than desktop. */
export interface Breakpoint {
  readonly name: 'md' | 'sm' | 'xs';
  /** The template key that holds this breakpoint's overrides. */
  readonly key: 'mdAttributes' | 'smAttributes' | 'xsAttributes';
  /** Overrides apply at viewport widths up to and including this many CSS pixels. */
  readonly maxWidth: number;
  readonly label: string;
}

export type BreakpointName = Breakpoint['name'];

/** Widest first: the order in which overrides cascade and media blocks are written. */
export const BREAKPOINTS: readonly Breakpoint[] = Object.freeze([
  { name: 'md', key: 'mdAttributes', maxWidth: 1023, label: 'Tablet' },
  { name: 'sm', key: 'smAttributes', maxWidth: 767, label: 'Mobile landscape' },
  { name: 'xs', key: 'xsAttributes', maxWidth: 479, label: 'Mobile' },
]);

/** Desktop is everything wider than the widest breakpoint. */
export const DESKTOP_MIN_WIDTH = 1024;
