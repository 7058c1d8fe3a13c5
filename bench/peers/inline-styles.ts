/**
 * The peers' inline styles: a node's desktop, non-default declarations as React style objects
 * by part, as a React app would write them. Read from the floor's attribute table.
 */
import type { CSSProperties } from 'react';
import { FLOOR_KINDS, type FloorKind } from '../floor.ts';

export type Attrs = Readonly<Record<string, any>>;

const camelCache = new Map<string, string>();
const camel = (property: string): string => {
  let name = camelCache.get(property);
  if (name === undefined)
    camelCache.set(property, (name = property.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())));
  return name;
};

export type PartStyles = Partial<Record<string, CSSProperties>>;
const NO_STYLES: PartStyles = Object.freeze({});

/** The node's desktop, non-default declarations as inline style objects, by part ('' is the root). */
export function partStyles(tag: string, attributes: Attrs | undefined): PartStyles {
  if (attributes === undefined) return NO_STYLES;
  const kind = FLOOR_KINDS[tag] as FloorKind;
  let out: Record<string, Record<string, string>> | undefined;
  for (const name in attributes) {
    const spec = kind.attrs[name];
    const value = attributes[name];
    if (spec === undefined || value === undefined || value === spec.def || spec.part === 'hover') continue;
    out ??= {};
    const style = (out[spec.part] ??= {});
    for (const [property, v] of spec.decls(value)) style[camel(property)] = v;
  }
  return (out as PartStyles | undefined) ?? NO_STYLES;
}
