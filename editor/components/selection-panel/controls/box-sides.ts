/**
 * The CSS box shorthand (`padding`, `margin`, `border-radius`: one to four values) as four sides,
 * and back: the spacing control edits sides, the attribute holds the shortest shorthand that says
 * the same, the form its spec (`attr.box`) accepts.
 */

/** Four values in the shorthand's order: top, right, bottom, left (corners: top-left, top-right, bottom-right, bottom-left). */
export type Sides = readonly [string, string, string, string];

/** The four sides of a shorthand (`24px 16px` -> 24px 16px 24px 16px); undefined for an empty or over-long value. */
export function parseBox(value: string | undefined): Sides | undefined {
  const parts = (value ?? '').trim().split(/ +/).filter(Boolean);
  const [a, b = a, c = a, d = b] = parts;
  if (a === undefined || b === undefined || c === undefined || d === undefined || parts.length > 4) return undefined;
  return [a, b, c, d];
}

/** The shortest shorthand for four sides (`0 8px 0 8px` -> `0 8px`). */
export function formatBox(sides: Sides): string {
  const [top, right, bottom, left] = sides.map((side) => side.trim()) as [string, string, string, string];
  if (right === left) {
    if (top === bottom) return top === right ? top : `${top} ${right}`;
    return `${top} ${right} ${bottom}`;
  }
  return `${top} ${right} ${bottom} ${left}`;
}

/** Whether every side holds the same value (the control then starts linked). */
export const allSame = (sides: Sides): boolean => sides.every((side) => side === sides[0]);

/** A side's text as a length: a bare number means pixels (`12` -> `12px`), `0` stays `0`. */
export function asLength(raw: string): string {
  const value = raw.trim();
  return /^-?(?:\d+(?:\.\d+)?|\.\d+)$/.test(value) && Number(value) !== 0 ? `${value}px` : value;
}
