/**
 * Attribute values of one node at each level: desktop (the template's `attributes`, defaults
 * applied), then md, sm and xs with the cascade applied. Only names the kind's registry entry
 * knows are read; any other key is reported once and never reaches the output.
 */
import { isResponsive, type Values } from '../attributes/spec.ts';
import { BREAKPOINTS } from '../breakpoints.ts';
import type { Levels, NodeKind } from '../blocks/define.ts';
import { own, type TemplateNode } from '../model/node.ts';

interface KindNames {
  readonly all: readonly string[];
  readonly responsive: ReadonlySet<string>;
}

const namesCache = new WeakMap<NodeKind, KindNames>();

/** The attribute names of a kind, computed once per kind. */
export function namesOf(kind: NodeKind): KindNames {
  let names = namesCache.get(kind);
  if (!names) {
    const all = Object.keys(kind.attributes);
    names = { all, responsive: new Set(all.filter((name) => isResponsive(kind.attributes[name] as never))) };
    namesCache.set(kind, names);
  }
  return names;
}

const EMPTY: Values = Object.freeze({});

/** Called for every key a node gives that its kind does not have (or cannot take at a breakpoint). */
export type UnknownAttributeHandler = (where: string, name: string) => void;

export function resolveLevels(kind: NodeKind, node: TemplateNode, onUnknown: UnknownAttributeHandler): Levels {
  const { all, responsive } = namesOf(kind);
  const given = node.attributes;
  const desktop: Values = {};
  for (const name of all) {
    const value = own(given, name);
    desktop[name] = value !== undefined ? value : kind.attributes[name]?.default;
  }
  if (given !== undefined) for (const key of Object.keys(given)) if (!Object.hasOwn(kind.attributes, key)) onUnknown('attributes', key);

  const overrides = { md: EMPTY, sm: EMPTY, xs: EMPTY };
  const levels = { desktop, md: desktop, sm: desktop, xs: desktop };
  let previous = desktop;
  for (const bp of BREAKPOINTS) {
    const raw = node[bp.key];
    if (raw !== undefined) {
      const known: Values = {};
      let any = false;
      for (const key of Object.keys(raw)) {
        if (!responsive.has(key)) {
          onUnknown(bp.key, key);
          continue;
        }
        const value = raw[key];
        if (value === undefined) continue;
        known[key] = value;
        any = true;
      }
      if (any) {
        overrides[bp.name] = known;
        previous = { ...previous, ...known };
      }
    }
    levels[bp.name] = previous;
  }
  return { ...levels, overrides };
}
