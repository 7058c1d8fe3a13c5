/**
 * Values that read left to right in every UI language: a color (`#ffffff`), a length or a box
 * (`-8px auto`), a line height, a font-family list, a URL, an anchor id, a form field's name. In a
 * right-to-left panel their neutral characters (`#`, `-`, `:`, `/`) would otherwise move to the
 * wrong end (`ffffff#`), so their inputs carry `dir="ltr"`; controls.styles.ts still aligns them to
 * the panel's start (the right, in Arabic), beside their labels. Told by the value's shape (the
 * attribute types are shared constants), never by an attribute's or a kind's name.
 */
import type { Shape } from '../../../../renderer/schema/shape.ts';
import {
  anchor,
  box,
  color,
  fieldName,
  fontFamily,
  length,
  lengthOrAuto,
  letterSpacing,
  lineHeight,
  percent,
  url,
} from '../../../../renderer/attributes/types.ts';

const LTR_SHAPES: ReadonlySet<Shape<unknown>> = new Set<Shape<unknown>>([
  color,
  length,
  lengthOrAuto,
  box,
  percent,
  lineHeight,
  letterSpacing,
  fontFamily,
  url,
  anchor,
  fieldName,
]);

/** Whether a value of `shape` reads left to right whatever the UI's language. */
export const isLtrValue = (shape: Shape<unknown>): boolean => LTR_SHAPES.has(shape);

/** The `dir` of an input of a value of `shape`: `ltr`, or undefined to follow the panel (free text). */
export const valueDir = (shape: Shape<unknown>): 'ltr' | undefined => (isLtrValue(shape) ? 'ltr' : undefined);
