/**
 * The shape of `settings.design`, the page's design system: fonts, colors, a heading scale, the
 * base size and line height, button style, content width and section spacing. The values that
 * can change per device are overridden in `md`, `sm` and `xs`, one object per breakpoint of
 * breakpoints.ts. Every value has the grammar of the attribute that means the same thing (a
 * color is an attribute color), so it passes the same checks and reaches CSS the same way.
 * render/design-style.ts turns it into CSS.
 */
import * as s from './shape.ts';
import * as t from '../attributes/types.ts';
import { BREAKPOINTS } from '../breakpoints.ts';

/** Smallest and largest heading scale (a ratio between heading levels). */
export const HEADING_SCALE = { min: 1, max: 2 } as const;

/** The design values a narrower device may override. */
export const DEVICE_DESIGN_FIELDS = {
  fontSize: t.length,
  lineHeight: t.lineHeight,
  headingScale: s.number({ ...HEADING_SCALE, integer: false }),
  sectionSpacing: t.length,
  contentWidth: t.length,
} as const;

/** The names of the values a device may override. */
export type DeviceDesignKey = keyof typeof DEVICE_DESIGN_FIELDS;
export const DEVICE_DESIGN_KEYS = Object.keys(DEVICE_DESIGN_FIELDS) as DeviceDesignKey[];

const deviceDesign = s.object(DEVICE_DESIGN_FIELDS);

/** Button style: button blocks and form submit buttons. */
export const BUTTON_DESIGN_FIELDS = { backgroundColor: t.color, color: t.color, borderRadius: t.box } as const;

export const designShape = s.object({
  fontFamily: t.fontFamily,
  headingFontFamily: t.fontFamily,
  headingFontWeight: t.fontWeight,
  textColor: t.color,
  headingColor: t.color,
  linkColor: t.color,
  backgroundColor: t.color,
  ...DEVICE_DESIGN_FIELDS,
  button: s.object(BUTTON_DESIGN_FIELDS),
  ...Object.fromEntries(BREAKPOINTS.map((bp) => [bp.name, deviceDesign])),
});

/**
 * A design value a kind's `design` hooks name (blocks/define.ts): a device value, read through
 * its CSS variable, or a button value, written as it is.
 */
export type DesignHookKey = DeviceDesignKey | `button.${keyof typeof BUTTON_DESIGN_FIELDS}`;

/** A kind's design hooks: part name (`root` for the root element) to [CSS property, design value] pairs. */
export type DesignHooks = Readonly<Record<string, readonly (readonly [property: string, key: DesignHookKey])[]>>;
