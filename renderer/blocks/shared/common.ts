/**
 * Attribute presets several kinds share, so that "padding" or "text color" means the same thing,
 * with the same type, label and panel group, wherever it appears.
 */
import { attr, type Declarations } from '../../attributes/spec.ts';
import { BREAKPOINTS } from '../../breakpoints.ts';
import type { ExtraRule, Levels } from '../define.ts';

/** Outer spacing of a block inside its column. */
export const padding = (defaultValue: string | undefined, part?: string) =>
  attr.box({
    label: 'Padding',
    group: 'spacing',
    ...(defaultValue ? { default: defaultValue } : {}),
    css: part ? { part, property: 'padding' } : 'padding',
  });

export const backgroundColor = (part?: string, defaultValue?: string) =>
  attr.color({
    label: 'Background color',
    group: 'background',
    ...(defaultValue ? { default: defaultValue } : {}),
    css: part ? { part, property: 'background-color' } : 'background-color',
  });

export const textColor = (part?: string, defaultValue?: string) =>
  attr.color({
    label: 'Text color',
    group: 'typography',
    ...(defaultValue ? { default: defaultValue } : {}),
    css: part ? { part, property: 'color' } : 'color',
  });

export const borderRadius = (part?: string, defaultValue?: string) =>
  attr.box({
    label: 'Corner radius',
    group: 'border',
    ...(defaultValue ? { default: defaultValue } : {}),
    css: part ? { part, property: 'border-radius' } : 'border-radius',
  });

/** Horizontal alignment of a block's content, as text-align on the block. */
export const align = (defaultValue: 'left' | 'center' | 'right') =>
  attr.choice(['left', 'center', 'right'], {
    label: 'Alignment',
    group: 'layout',
    default: defaultValue,
    css: 'text-align',
  });

const FLEX_ALIGN: Record<string, string> = { left: 'flex-start', center: 'center', right: 'flex-end' };

/** Horizontal alignment of a flex row's items (social icons, a divider line). */
export const flexAlign = (defaultValue: 'left' | 'center' | 'right', part?: string) =>
  attr.choice(['left', 'center', 'right'], {
    label: 'Alignment',
    group: 'layout',
    default: defaultValue,
    css: {
      ...(part ? { part } : {}),
      declarations: (v): Declarations => [['justify-content', FLEX_ALIGN[v] ?? 'center']],
    },
  });

const VERTICAL: Record<string, string> = { top: 'flex-start', middle: 'center', bottom: 'flex-end' };

/** The justify-content of a vertical alignment (a flex column's main axis). */
export const verticalJustify = (value: unknown): string =>
  typeof value === 'string' && Object.hasOwn(VERTICAL, value) ? (VERTICAL[value] as string) : 'flex-start';

/** Vertical alignment of the content of a flex column (sections, columns). */
export const verticalAlign = () =>
  attr.choice(['top', 'middle', 'bottom'], {
    label: 'Vertical alignment',
    group: 'layout',
    default: 'top',
    css: { declarations: (v): Declarations => [['justify-content', verticalJustify(v)]] },
  });

/** The typography attributes of text-bearing blocks. Unset values inherit the page's global style. */
export const typography = (part?: string) => {
  const on = (property: string) => (part ? { part, property } : property);
  return {
    'font-family': attr.fontFamily({ label: 'Font', group: 'typography', css: on('font-family') }),
    'font-size': attr.length({ label: 'Font size', group: 'typography', css: on('font-size') }),
    'font-weight': attr.fontWeight({ label: 'Font weight', group: 'typography', css: on('font-weight') }),
    'line-height': attr.lineHeight({ label: 'Line height', group: 'typography', css: on('line-height') }),
    'letter-spacing': attr.letterSpacing({ label: 'Letter spacing', group: 'typography', css: on('letter-spacing') }),
  };
};

/** Link target and the matching rel. */
export const linkRel = (target: unknown): string | undefined => (target === '_blank' ? 'noopener' : undefined);

/** The border styles a border can take, `none` first: what an unset style draws without a width. */
export const BORDER_STYLES = ['none', 'solid', 'dashed', 'dotted', 'double'] as const;

/**
 * The order of the border group's attributes in every kind, and so in the panel: the line (width,
 * style, color), its corner radius, its shadow. A divider's line calls them `thickness`,
 * `border-style` and `color`. `borderGroup` makes them in this order; registry.test.ts holds
 * every kind to it.
 */
export const BORDER_ORDER = [
  'border-width',
  'thickness',
  'border-style',
  'border-color',
  'color',
  'border-radius',
  'shadow',
] as const;

/** The defaults of a line whose kind's base rule holds them (the button's). */
interface LineDefaults {
  readonly width?: string;
  readonly style?: (typeof BORDER_STYLES)[number];
  readonly color?: string;
}

/**
 * A border line: width, style and color, on the root or on `part`. The button gives defaults (its
 * base rule holds them); sections, containers and columns give none, so pages that set no border
 * get no CSS from it, and their `extraCss` draws a solid line when only a width is given
 * (`impliedBorderStyle`): an unset style shows as `none`, or `solid` with a width.
 */
export const border = (part?: string, defaults: LineDefaults = {}) => {
  const on = (property: string) => (part ? { part, property } : property);
  return {
    'border-width': attr.length({
      label: 'Border width',
      group: 'border',
      ...(defaults.width ? { default: defaults.width } : {}),
      css: on('border-width'),
    }),
    'border-style': attr.choice(BORDER_STYLES, {
      label: 'Border style',
      group: 'border',
      ...(defaults.style
        ? { default: defaults.style }
        : {
            doc: 'Unset: `solid` when a border width is given.',
            unset: { shows: 'none', whenSet: { attribute: 'border-width', shows: 'solid' } },
          }),
      css: on('border-style'),
    }),
    'border-color': attr.color({
      label: 'Border color',
      group: 'border',
      ...(defaults.color ? { default: defaults.color } : {}),
      css: on('border-color'),
    }),
  };
};

/** The whole border group in `BORDER_ORDER`: the line, its corner radius and its shadow, on the root or on `part`. */
export const borderGroup = (part?: string, defaults: LineDefaults & { readonly radius?: string } = {}) => ({
  ...border(part, defaults),
  'border-radius': borderRadius(part, defaults.radius),
  shadow: shadow(part),
});

/**
 * For a kind whose `border-style` has no default: `solid` from the widest level where the node
 * gives a border width, when no style is given there or wider, so that setting a width is enough
 * to see a border. Not on desktop for a width given only at a breakpoint: a solid style without a
 * width draws a medium line (3px) where no border was asked for.
 */
export const impliedBorderStyle = (levels: Pick<Levels, 'given' | 'overrides'>): ExtraRule[] => {
  if (levels.given.includes('border-style')) return [];
  if (levels.given.includes('border-width')) return [{ level: 'desktop', decls: [['border-style', 'solid']] }];
  for (const { name } of BREAKPOINTS) {
    const values = levels.overrides[name];
    if (values['border-style'] !== undefined) return [];
    if (values['border-width'] !== undefined) return [{ level: name, decls: [['border-style', 'solid']] }];
  }
  return [];
};

/**
 * The shadows a designer can pick, as fixed CSS written here: the template names a preset, never
 * a box-shadow, so no text of the template reaches the stylesheet's box-shadow.
 */
export const SHADOWS = {
  none: 'none',
  small: '0 1px 2px rgba(15, 23, 42, 0.08), 0 1px 3px rgba(15, 23, 42, 0.1)',
  medium: '0 4px 6px -1px rgba(15, 23, 42, 0.1), 0 2px 4px -2px rgba(15, 23, 42, 0.08)',
  large: '0 10px 15px -3px rgba(15, 23, 42, 0.12), 0 4px 6px -4px rgba(15, 23, 42, 0.1)',
} as const;

const SHADOW_NAMES = Object.keys(SHADOWS) as [keyof typeof SHADOWS, ...(keyof typeof SHADOWS)[]];

/** The box-shadow of a preset name; anything else (never valid in a checked template) is `none`. */
export const shadowOf = (name: unknown): string =>
  typeof name === 'string' && Object.hasOwn(SHADOWS, name) ? SHADOWS[name as keyof typeof SHADOWS] : SHADOWS.none;

/** A shadow from the presets (`SHADOWS`), on the root or on `part`. */
export const shadow = (part?: string) =>
  attr.choice(SHADOW_NAMES, {
    label: 'Shadow',
    group: 'border',
    unset: { shows: 'none' },
    css: { ...(part ? { part } : {}), declarations: (name): Declarations => [['box-shadow', shadowOf(name)]] },
    doc: '`small`, `medium` or `large`: a soft drop shadow of that depth (fixed by the renderer); `none` removes one.',
  });

/**
 * The outer spacing of a block, beside the others in its column. Every block kind has it
 * (`defineKind` adds it). Like every box value it may be negative (to pull a block up against
 * the one before it) or `auto`.
 */
export const margin = () =>
  attr.box({
    label: 'Margin',
    group: 'spacing',
    css: 'margin',
    doc: 'Space outside the block: one to four lengths (top, right, bottom, left, as in CSS). Negative lengths pull the block towards its neighbours; `auto` is allowed too.',
  });

/**
 * Links inside a node that sets a text `color` take that color (`color: inherit`, so the
 * nearest colored ancestor's, a text block's own color included) instead of the design's link
 * color, from the widest level where the node sets it. A link's own inline color still wins, as
 * do buttons (their link rule is more specific). Sections and columns share it.
 */
export function linksFollowColor(levels: Pick<Levels, 'given' | 'overrides'>): ExtraRule[] {
  const inherit: ExtraRule['decls'] = [['color', 'inherit']];
  if (levels.given.includes('color')) return [{ level: 'desktop', part: 'links', decls: inherit }];
  const first = BREAKPOINTS.find((bp) => levels.overrides[bp.name].color !== undefined);
  return first === undefined ? [] : [{ level: first.name, part: 'links', decls: inherit }];
}

/** The part a node's links are (see linksFollowColor). */
export const LINKS_PART = ' a';
