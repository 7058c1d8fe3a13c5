/**
 * Attribute specs: what one attribute of one node kind is, as data. The schema, the renderer's
 * CSS, the docs and (later) the editor's panels all read these; nothing else describes attributes.
 */
import type { Shape } from '../schema/shape.ts';
import * as t from './types.ts';
import * as s from '../schema/shape.ts';
import { FONT_WEIGHTS } from './patterns.ts';
import type { CssValue } from '../css/stylesheet.ts';

/** Where an attribute appears in the editor's panel. */
export type AttributeGroup =
  | 'content'
  | 'link'
  | 'layout'
  | 'spacing'
  | 'typography'
  | 'background'
  | 'border'
  | 'media'
  | 'form'
  | 'visibility'
  | 'lock'
  /** Edited in the layers tree (a row's name), not in the selection panel. */
  | 'layers';

/** The panel control that edits an attribute. */
export type Control =
  | 'color'
  | 'length'
  | 'box'
  | 'percent'
  | 'select'
  | 'toggle'
  | 'text'
  | 'url'
  | 'image'
  | 'number'
  | 'font'
  | 'list';

/** CSS declarations as [property, value] pairs, in order. A value may be an image URL to check. */
export type Declarations = (readonly [property: string, value: CssValue])[];

/** How an attribute's value becomes CSS on the node's root element or one of its parts. */
export interface CssMapping<T> {
  /** A part name the kind declares (`link` for a button's `<a>`); the root element when absent. */
  readonly part?: string;
  /** One property, written with the value as it is (most attributes). */
  readonly property?: string;
  /** Or declarations computed from the value (a column's width, `hidden`). */
  readonly declarations?: (value: T) => Declarations;
  /**
   * In the editor's canvas (edit mode), declarations that take the place of `declarations`: a
   * node hidden at a breakpoint stays there, faded, so the canvas never loses what it selects.
   */
  readonly editDeclarations?: (value: T) => Declarations;
}

/** The declarations an attribute value maps to (in edit mode, its edit declarations when it has them). */
export function declarationsOf<T>(
  mapping: CssMapping<T>,
  value: T,
  mode: 'publish' | 'edit' = 'publish',
): Declarations {
  if (mapping.property !== undefined) return [[mapping.property, String(value)]];
  if (mode === 'edit' && mapping.editDeclarations) return mapping.editDeclarations(value);
  return mapping.declarations ? mapping.declarations(value) : [];
}

/** One attribute of a node kind. */
export interface AttributeSpec<T = unknown> {
  readonly shape: Shape<T>;
  readonly label: string;
  readonly group: AttributeGroup;
  readonly control: Control;
  /** The value when the template gives none. `undefined` means "not set": nothing is emitted. */
  readonly default: T | undefined;
  /** CSS-backed attributes can be overridden per breakpoint in md/sm/xsAttributes. */
  readonly css?: CssMapping<T>;
  /** For `select` controls: the values in display order. */
  readonly options?: readonly string[];
  /** Values name font families (collected for font links and missing-font warnings). */
  readonly fontFamily?: boolean;
  /** Extra words for the docs. */
  readonly doc?: string;
  /** For an attribute without a default: what the page shows while it is unset (see `Unset`). */
  readonly unset?: Unset<T>;
}

/**
 * What an attribute without a default looks like while it is unset, as one of its values: an
 * editor shows that value, never a first option that is not drawn. Nothing is written for it.
 * `whenSet` gives another value while a sibling attribute is set at that level or a wider one (a
 * border width alone draws a solid line).
 */
export interface Unset<T> {
  readonly shows: T;
  readonly whenSet?: { readonly attribute: string; readonly shows: T };
}

/** A map of attribute name to spec: everything a kind's `attributes` can hold. */
// biome-ignore lint/suspicious/noExplicitAny: a map of specs of different value types (each spec's T is checked where it is defined)
export type AttributeSpecs = Record<string, AttributeSpec<any>>;

/** Whether an attribute may appear in md/sm/xsAttributes. */
export const isResponsive = (spec: AttributeSpec): boolean => spec.css !== undefined;

/** What every attribute factory takes: its label and panel group, and optionally a default, a CSS mapping and doc words. */
export interface Common<T> {
  label: string;
  group: AttributeGroup;
  default?: T;
  /** A CSS property name (root element), or a full mapping. */
  css?: string | CssMapping<T>;
  doc?: string;
  unset?: Unset<T>;
}

function toMapping<T>(css: string | CssMapping<T> | undefined): CssMapping<T> | undefined {
  if (css === undefined || typeof css !== 'string') return css;
  return { property: css };
}

/**
 * The type of a spec made from `C`: its `default` is `T` when `C` gives one that cannot be
 * undefined, so a kind's render function reads that attribute as `T`, not `T | undefined`.
 */
export type SpecOf<T, C> = AttributeSpec<T> & {
  readonly default: C extends { readonly default: infer D } ? (undefined extends D ? T | undefined : T) : T | undefined;
};

function make<T, C extends Common<T>>(
  shape: Shape<T>,
  control: Control,
  common: C,
  extra: Partial<AttributeSpec<T>> = {},
): SpecOf<T, C> {
  const css = toMapping(common.css);
  return Object.freeze({
    shape,
    control,
    label: common.label,
    group: common.group,
    default: common.default,
    ...(css ? { css } : {}),
    ...(common.doc ? { doc: common.doc } : {}),
    ...(common.unset ? { unset: common.unset } : {}),
    ...extra,
  }) as SpecOf<T, C>;
}

/** Factories for attribute specs, one per value type. */
export const attr = {
  color: <const C extends Common<string>>(c: C) => make(t.color, 'color', c),
  length: <const C extends Common<string>>(c: C) => make(t.length, 'length', c),
  lengthOrAuto: <const C extends Common<string>>(c: C) => make(t.lengthOrAuto, 'length', c),
  box: <const C extends Common<string>>(c: C) => make(t.box, 'box', c),
  percent: <const C extends Common<string>>(c: C) => make(t.percent, 'percent', c),
  lineHeight: <const C extends Common<string>>(c: C) => make(t.lineHeight, 'length', c),
  letterSpacing: <const C extends Common<string>>(c: C) => make(t.letterSpacing, 'length', c),
  fontFamily: <const C extends Common<string>>(c: C) => make(t.fontFamily, 'font', c, { fontFamily: true }),
  fontWeight: <const C extends Common<string>>(c: C) =>
    make<string, C>(t.fontWeight, 'select', c, { options: FONT_WEIGHTS }),
  text: <const C extends Common<string> & { max?: number }>(c: C) => make(t.text(c.max), 'text', c),
  url: <const C extends Common<string>>(c: C) => make(t.url, 'url', c),
  image: <const C extends Common<string>>(c: C) => make(t.url, 'image', c),
  anchor: <const C extends Common<string>>(c: C) => make(t.anchor, 'text', c),
  boolean: <const C extends Common<boolean>>(c: C) => make(s.boolean(), 'toggle', c),
  number: <const C extends Common<number> & { min: number; max: number; integer?: boolean }>(c: C) =>
    make(s.number({ min: c.min, max: c.max, integer: c.integer ?? false }), 'number', c),
  choice: <const V extends readonly [string, ...string[]], const C extends Common<V[number]>>(values: V, c: C) =>
    make(s.oneOf(values), 'select', c, { options: values }),
  list: <T, const C extends Common<T> = Common<T>>(shape: Shape<T>, c: C) => make(shape, 'list', c),
};

/** Attribute values as the renderer sees them: defaults applied, by name. */
export type Values = Record<string, unknown>;

/** The value type of one spec: `T`, or `T | undefined` when the spec has no default. */
export type ValueOf<S> = S extends { readonly shape: Shape<infer T>; readonly default: infer D }
  ? undefined extends D
    ? T | undefined
    : T
  : unknown;

/** The values a kind with the attribute specs `A` renders from: each by its name, typed by its spec. */
export type ValuesOf<A> = { readonly [K in keyof A]: ValueOf<A[K]> };
