/**
 * The breakpoint vocabulary, fixed here and nowhere else: the levels (desktop and three narrower
 * breakpoints), each level's template key, name and viewport range, and the cascade. `attributes`
 * hold the desktop values; each breakpoint's `*Attributes` override them from its width down and
 * cascade: xs inherits sm inherits md inherits desktop. The renderer's CSS, the generated docs and
 * the editor (its devices and its panel) all read this module, so they cannot disagree.
 */

/** A breakpoint narrower than desktop. */
export type BreakpointName = 'md' | 'sm' | 'xs';

/** Where attribute values apply: desktop (the template's `attributes`) or a narrower breakpoint. */
export type Level = 'desktop' | BreakpointName;

/** The template key that holds a breakpoint's overrides. */
export type BreakpointKey = `${BreakpointName}Attributes`;

/** The template key that holds a level's values. */
export type LevelKey = 'attributes' | BreakpointKey;

/** One level: its name, its template key, what it is called and where it applies. */
export interface LevelInfo {
  readonly name: Level;
  readonly key: LevelKey;
  /** What the level is called: in the docs, and (translated, as `device.<name>`) in the editor. */
  readonly label: string;
  /** The narrowest viewport width (CSS pixels) at which this level is the narrowest that applies. */
  readonly minWidth: number;
  /** The widest viewport width at which it applies (`Infinity` for desktop). */
  readonly maxWidth: number;
  /** The next wider level, whose values this one inherits (none for desktop). */
  readonly inherits: Level | undefined;
}

/** A breakpoint narrower than desktop. */
export interface Breakpoint extends LevelInfo {
  readonly name: BreakpointName;
  readonly key: BreakpointKey;
  /** Overrides apply at viewport widths up to and including this many CSS pixels (the media query). */
  readonly maxWidth: number;
  readonly inherits: Level;
}

/** The breakpoints as written: widest first, each applying up to its `maxWidth`. */
const WRITTEN = [
  { name: 'md', key: 'mdAttributes', maxWidth: 1023, label: 'Tablet' },
  { name: 'sm', key: 'smAttributes', maxWidth: 767, label: 'Mobile landscape' },
  { name: 'xs', key: 'xsAttributes', maxWidth: 479, label: 'Mobile' },
] as const satisfies readonly Pick<Breakpoint, 'name' | 'key' | 'maxWidth' | 'label'>[];

/** Desktop is everything wider than the widest breakpoint. */
export const DESKTOP_MIN_WIDTH = WRITTEN[0].maxWidth + 1;

const DESKTOP: LevelInfo = Object.freeze({
  name: 'desktop',
  key: 'attributes',
  label: 'Desktop',
  minWidth: DESKTOP_MIN_WIDTH,
  maxWidth: Number.POSITIVE_INFINITY,
  inherits: undefined,
});

/** Widest first: the order in which overrides cascade and media blocks are written. */
export const BREAKPOINTS: readonly Breakpoint[] = Object.freeze(
  WRITTEN.map(
    (bp, index): Breakpoint =>
      Object.freeze({
        ...bp,
        // A level ends where the next narrower one begins, so the ranges cover every width once.
        minWidth: (WRITTEN[index + 1]?.maxWidth ?? -1) + 1,
        inherits: WRITTEN[index - 1]?.name ?? DESKTOP.name,
      }),
  ),
);

/** Every level, widest first: desktop, md, sm, xs (the cascade's order). */
export const LEVELS: readonly LevelInfo[] = Object.freeze([DESKTOP, ...BREAKPOINTS]);

const BY_NAME = new Map<Level, LevelInfo>(LEVELS.map((level) => [level.name, level]));

/** The facts of one level. */
export function levelInfo(level: Level): LevelInfo {
  const info = BY_NAME.get(level);
  if (info === undefined) throw new RangeError(`No breakpoint level "${String(level)}"`);
  return info;
}

/** The level whose values a page shows at a viewport `width` (CSS pixels). */
export function levelAtWidth(width: number): Level {
  for (let i = LEVELS.length - 1; i > 0; i--) {
    const level = LEVELS[i] as LevelInfo;
    if (width <= level.maxWidth) return level.name;
  }
  return DESKTOP.name;
}

/** A node's attribute maps by level (a TemplateNode is one). */
export type LevelSets = { readonly [K in LevelKey]?: Readonly<Record<string, unknown>> };

/** A value in effect at a level, and the level that sets it (the level itself or a wider one). */
export interface Cascaded {
  readonly value: unknown;
  readonly from: Level;
}

/**
 * The cascade, written once for the renderer and the editor: the value of `name` in effect at
 * `level` is the one that level sets, else the one in effect at the next wider level. Undefined
 * when no level from `level` up to desktop sets it (the kind's default then applies). Only own
 * keys count, so a name like `constructor` never finds what an object inherits.
 */
export function cascadedValue(sets: LevelSets, name: string, level: Level): Cascaded | undefined {
  for (let at: LevelInfo | undefined = levelInfo(level); at !== undefined; ) {
    const values = sets[at.key];
    if (values !== undefined && Object.hasOwn(values, name)) {
      const value = values[name];
      if (value !== undefined) return { value, from: at.name };
    }
    at = at.inherits === undefined ? undefined : levelInfo(at.inherits);
  }
  return undefined;
}
