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
  | 'visibility';

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
}

/** The declarations an attribute value maps to. */
export function declarationsOf<T>(mapping: CssMapping<T>, value: T): Declarations {
  if (mapping.property !== undefined) return [[mapping.property, String(value)]];
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
}

/** A map of attribute name to spec: everything a kind's `attributes` can hold. */
// biome-ignore lint/suspicious/noExplicitAny: a map of specs of different value types (each spec's T is checked where it is defined)
export type AttributeSpecs = Record<string, AttributeSpec<any>>;

/** Whether an attribute may appear in md/sm/xsAttributes. */
export const isResponsive = (spec: AttributeSpec): boolean => spec.css !== undefined;

interface Common<T> {
  label: string;
  group: AttributeGroup;
  default?: T;
  /** A CSS property name (root element), or a full mapping. */
  css?: string | CssMapping<T>;
  doc?: string;
}

function toMapping<T>(css: string | CssMapping<T> | undefined): CssMapping<T> | undefined {
  if (css === undefined || typeof css !== 'string') return css;
  return { property: css };
}

function make<T>(
  shape: Shape<T>,
  control: Control,
  common: Common<T>,
  extra: Partial<AttributeSpec<T>> = {},
): AttributeSpec<T> {
  const css = toMapping(common.css);
  return Object.freeze({
    shape,
    control,
    label: common.label,
    group: common.group,
    default: common.default,
    ...(css ? { css } : {}),
    ...(common.doc ? { doc: common.doc } : {}),
    ...extra,
  });
}

/** Factories for attribute specs, one per value type. */
export const attr = {
  color: (c: Common<string>) => make(t.color, 'color', c),
  length: (c: Common<string>) => make(t.length, 'length', c),
  lengthOrAuto: (c: Common<string>) => make(t.lengthOrAuto, 'length', c),
  box: (c: Common<string>) => make(t.box, 'box', c),
  percent: (c: Common<string>) => make(t.percent, 'percent', c),
  lineHeight: (c: Common<string>) => make(t.lineHeight, 'length', c),
  letterSpacing: (c: Common<string>) => make(t.letterSpacing, 'length', c),
  fontFamily: (c: Common<string>) => make(t.fontFamily, 'font', c, { fontFamily: true }),
  fontWeight: (c: Common<string>) => make(t.fontWeight, 'select', c, { options: FONT_WEIGHTS }),
  text: (c: Common<string> & { max?: number }) => make(t.text(c.max), 'text', c),
  url: (c: Common<string>) => make(t.url, 'url', c),
  image: (c: Common<string>) => make(t.url, 'image', c),
  anchor: (c: Common<string>) => make(t.anchor, 'text', c),
  boolean: (c: Common<boolean>) => make(s.boolean(), 'toggle', c),
  number: (c: Common<number> & { min: number; max: number; integer?: boolean }) =>
    make(s.number({ min: c.min, max: c.max, integer: c.integer ?? false }), 'number', c),
  choice: <const V extends readonly [string, ...string[]]>(values: V, c: Common<V[number]>) =>
    make(s.oneOf(values), 'select', c, { options: values }),
  list: <T>(shape: Shape<T>, c: Common<T>) => make(shape, 'list', c),
};

/** Attribute values as the renderer sees them: defaults applied, by name. */
export type Values = Record<string, unknown>;
