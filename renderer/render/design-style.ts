/**
 * The page's design system (`settings.design`) as CSS. Values a device can override become
 * variables on `:root` (desktop, then one rule per breakpoint in its media block); the rules that
 * read them, and the values that do not change per device, are written once, unconditionally:
 * after the kinds' base rules, before the template's global `style` and every node's rules. So a
 * node's attributes and the global style win over the design at every breakpoint (a media block
 * of the design only changes variables, never competes with a node's rule), and a page without
 * a design gets no CSS from it at all.
 *
 * Every value went through the schema (designShape) and goes through the CSS sink again when the
 * rules are written.
 */
import { BREAKPOINTS, type BreakpointName } from '../breakpoints.ts';
import type { Decls } from '../css/stylesheet.ts';
import type { Registry } from '../blocks/registry.ts';
import type { FontResolver } from '../fonts/resolver.ts';
import type { ButtonDesign, DeviceDesign, PageDesign } from '../model/node.ts';
import { DEVICE_DESIGN_KEYS, type DesignHookKey, type DeviceDesignKey } from '../schema/design.ts';
import type { GlobalRule } from './global-style.ts';

/** The design's CSS: global rules (desktop), and the `:root` variables of each breakpoint. */
export interface DesignCss {
  readonly rules: readonly GlobalRule[];
  readonly media: readonly (readonly [level: BreakpointName, decls: Decls])[];
}

const NONE: DesignCss = Object.freeze({ rules: [], media: [] });

/** The variable each device value is written to. */
const VARIABLE: Record<Exclude<DeviceDesignKey, 'headingScale'>, string> = {
  fontSize: '--lp-font-size',
  lineHeight: '--lp-line-height',
  sectionSpacing: '--lp-section-spacing',
  contentWidth: '--lp-content-width',
};

/**
 * What desktop uses for a value only a narrower device sets: the look the page has without a
 * design (the body's reset, a section's default padding), so desktop does not change. The content
 * width needs none: the container falls back to `settings.contentWidth` or 1140px by itself.
 */
const DESKTOP_DEFAULTS: Partial<Record<DeviceDesignKey, string | number>> = {
  fontSize: '16px',
  lineHeight: '1.5',
  headingScale: 1.25,
  sectionSpacing: '48px',
};

const HEADINGS = [1, 2, 3, 4, 5, 6] as const;

/** A heading's size at a scale: h6 is 1em, each level up `scale` times the one below. */
const headingSize = (scale: number, level: number) => `${Math.round(scale ** (6 - level) * 1000) / 1000}em`;

/** The `:root` declarations of one level's device values. */
function variables(values: DeviceDesign): [string, string][] {
  const decls: [string, string][] = [];
  for (const key of DEVICE_DESIGN_KEYS) {
    const value = values[key];
    if (value === undefined) continue;
    if (key === 'headingScale') {
      if (typeof value === 'number') for (const h of HEADINGS) decls.push([`--lp-h${h}`, headingSize(value, h)]);
    } else if (typeof value === 'string') decls.push([VARIABLE[key], value]);
  }
  return decls;
}

/** The object itself, or an empty one for anything else (the schema has checked the page). */
function objectOr<T extends object>(value: T | undefined): Partial<T> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};
}

/** The design's CSS, and the fonts it uses (told to `fonts`); `kinds` say what each kind takes from it. */
export function designCss(design: PageDesign | undefined, fonts: FontResolver, kinds: Registry): DesignCss {
  if (typeof design !== 'object' || design === null || Object.keys(design).length === 0) return NONE;
  const devices = BREAKPOINTS.map((bp) => [bp.name, objectOr<DeviceDesign>(design[bp.name])] as const);
  // The device values set at any level; desktop declares each of them (its own or the default).
  const used = new Set<DeviceDesignKey>();
  for (const values of [design, ...devices.map(([, values]) => values)])
    for (const key of DEVICE_DESIGN_KEYS) if (values[key] !== undefined) used.add(key);
  const desktop: Record<string, string | number | undefined> = {};
  for (const key of used) desktop[key] = design[key] ?? DESKTOP_DEFAULTS[key];

  const rules: GlobalRule[] = [];
  const push = (selector: string, decls: (readonly [string, string | undefined | false])[]) => {
    const kept = decls.filter((decl): decl is [string, string] => typeof decl[1] === 'string');
    if (kept.length > 0) rules.push([selector, kept]);
  };
  push(':root', variables(desktop as DeviceDesign));
  push('body', [
    ['font-family', design.fontFamily],
    ['font-size', used.has('fontSize') && 'var(--lp-font-size)'],
    ['line-height', used.has('lineHeight') && 'var(--lp-line-height)'],
    ['color', design.textColor],
    ['background-color', design.backgroundColor],
  ]);
  push(HEADINGS.map((h) => `h${h}`).join(', '), [
    ['font-family', design.headingFontFamily],
    ['font-weight', design.headingFontWeight],
    ['color', design.headingColor],
  ]);
  if (used.has('headingScale')) for (const h of HEADINGS) push(`h${h}`, [['font-size', `var(--lp-h${h})`]]);
  push('a', [['color', design.linkColor]]);

  // What kinds take from the design, as each kind's registry entry says.
  const hookValue = (key: DesignHookKey): string | undefined => {
    if (key.startsWith('button.')) {
      const value = objectOr<ButtonDesign>(design.button)[key.slice('button.'.length) as keyof ButtonDesign];
      return typeof value === 'string' ? value : undefined;
    }
    const device = key as DeviceDesignKey;
    return used.has(device) && device !== 'headingScale' ? `var(${VARIABLE[device]})` : undefined;
  };
  for (const kind of kinds.kinds) {
    for (const [part, hooks] of Object.entries(kind.design)) {
      const selector = `.lp-${kind.tagName}${part === 'root' ? '' : (kind.parts[part] ?? '')}`;
      push(
        selector,
        hooks.map(([property, key]) => [property, hookValue(key)] as const),
      );
    }
  }

  for (const family of [design.fontFamily, design.headingFontFamily]) if (typeof family === 'string') fonts.use(family);
  const media = devices
    .map(([level, values]) => [level, variables(values)] as const)
    .filter(([, decls]) => decls.length > 0);
  return { rules, media };
}
