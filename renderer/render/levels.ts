/**
 * Attribute values of one node at each level: desktop (the template's `attributes`, defaults
 * applied), then md, sm and xs with the cascade applied (`cascadedValue` in ../breakpoints.ts, the
 * one the editor's panel uses too). Only names the kind's registry entry knows are read; any
 * other key is reported once and never reaches the output.
 *
 * This runs for every node of every render, and most kinds' `render` never reads a value (text,
 * columns, dividers, spacers are most of a page), so the merged value objects are built only when
 * first read. CSS is written from the given names alone.
 */
import { isResponsive, type CssMapping, type Values } from '../attributes/spec.ts';
import { BREAKPOINTS, cascadedValue, type BreakpointName, type Level, type LevelKey } from '../breakpoints.ts';
import type { Levels, NodeKind } from '../blocks/define.ts';
import type { AttributeMap, TemplateNode } from '../model/node.ts';

/** What the walker needs to know about a kind, computed once per kind. */
export interface KindInfo {
  readonly names: readonly string[];
  readonly responsive: ReadonlySet<string>;
  /** Default values. Shared by every node that reads values without giving any: never written to. */
  readonly defaults: Values;
  /** The key of the kind's base CSS in a page's stylesheet. */
  readonly baseKey: string;
  /** The CSS mapping of each CSS-backed attribute. */
  readonly css: ReadonlyMap<string, CssMapping<unknown>>;
  /** Attributes whose values name fonts. */
  readonly fontNames: readonly string[];
}

const infos = new WeakMap<NodeKind, KindInfo>();

/** The kind's walker facts, computed on first use. */
export function infoOf(kind: NodeKind): KindInfo {
  let info = infos.get(kind);
  if (info) return info;
  const names = Object.keys(kind.attributes);
  const defaults: Values = {};
  const css = new Map<string, CssMapping<unknown>>();
  const fontNames: string[] = [];
  for (const name of names) {
    const spec = kind.attributes[name];
    if (!spec) continue;
    if (spec.default !== undefined) defaults[name] = spec.default;
    if (spec.css) css.set(name, spec.css as CssMapping<unknown>);
    if (spec.fontFamily) fontNames.push(name);
  }
  const responsive = new Set(names.filter((name) => isResponsive(kind.attributes[name] as never)));
  info = { names, responsive, defaults: Object.freeze(defaults), baseKey: `kind:${kind.tagName}`, css, fontNames };
  infos.set(kind, info);
  return info;
}

/** The overrides of a breakpoint that gives none (compared by identity). */
export const NO_OVERRIDES: Values = Object.freeze(Object.create(null) as Values);
const NO_KEYS: readonly string[] = Object.freeze([]);
/** The overrides of a node that gives none at any breakpoint (shared, never written to). */
const NO_LEVEL_OVERRIDES: Readonly<Record<BreakpointName, Values>> = Object.freeze({
  md: NO_OVERRIDES,
  sm: NO_OVERRIDES,
  xs: NO_OVERRIDES,
});

/** Called for every key a node gives that its kind does not have (or cannot take at a breakpoint). */
export type UnknownAttributeHandler = (where: string, name: string) => void;

/** The levels of one node; the merged value objects are made on first read. */
class NodeLevels implements Levels {
  private merged: Record<Level, Values> | undefined;

  constructor(
    private readonly info: KindInfo,
    readonly given: readonly string[],
    readonly givenValues: Values,
    readonly overrides: Readonly<Record<BreakpointName, Values>>,
    readonly hasOverrides: boolean,
  ) {}

  private all(): Record<Level, Values> {
    if (this.merged) return this.merged;
    let desktop = this.info.defaults;
    if (this.given.length > 0) {
      desktop = { ...desktop };
      for (const name of this.given) desktop[name] = this.givenValues[name];
    }
    const merged: Record<Level, Values> = { desktop, md: desktop, sm: desktop, xs: desktop };
    if (this.hasOverrides) {
      const sets: { [K in LevelKey]?: Values } = { attributes: this.givenValues };
      for (const bp of BREAKPOINTS) sets[bp.key] = this.overrides[bp.name];
      for (const bp of BREAKPOINTS) {
        let values = desktop;
        for (const name of this.info.responsive) {
          const found = cascadedValue(sets, name, bp.name);
          if (found === undefined || found.from === 'desktop') continue;
          if (values === desktop) values = { ...desktop };
          values[name] = found.value;
        }
        merged[bp.name] = values;
      }
    }
    return (this.merged = merged);
  }

  // One getter per level: a level added to the vocabulary is a compile error here until it has one.
  get desktop(): Values {
    return this.all().desktop;
  }
  get md(): Values {
    return this.all().md;
  }
  get sm(): Values {
    return this.all().sm;
  }
  get xs(): Values {
    return this.all().xs;
  }
}

/** Reads a breakpoint's override map, keeping the known responsive attributes. */
function overridesOf(raw: AttributeMap, info: KindInfo, where: string, onUnknown: UnknownAttributeHandler): Values {
  let own: Values | undefined;
  for (const key of Object.keys(raw)) {
    if (!info.responsive.has(key)) {
      onUnknown(where, key);
      continue;
    }
    const value = raw[key];
    if (value === undefined) continue;
    // A plain object keeps V8's fast mode (for...in over it stays cheap); only responsive names
    // from the registry are ever stored, so no key can touch its prototype.
    own ??= {};
    own[key] = value;
  }
  return own ?? NO_OVERRIDES;
}

export function resolveLevels(
  kind: NodeKind,
  info: KindInfo,
  node: TemplateNode,
  onUnknown: UnknownAttributeHandler,
): Levels {
  const attributes = kind.attributes;
  const given = node.attributes;
  let known = NO_KEYS;
  if (given !== undefined) {
    const keys = Object.keys(given);
    if (keys.length > 0) {
      const names: string[] = [];
      for (let i = 0; i < keys.length; i++) {
        const key = keys[i] as string;
        if (!Object.hasOwn(attributes, key)) onUnknown('attributes', key);
        else if (given[key] !== undefined) names.push(key);
      }
      known = names;
    }
  }
  let overrides: Record<BreakpointName, Values> | undefined;
  for (const bp of BREAKPOINTS) {
    const raw = node[bp.key];
    if (raw === undefined) continue;
    const own = overridesOf(raw, info, bp.key, onUnknown);
    if (own === NO_OVERRIDES) continue;
    overrides ??= { ...NO_LEVEL_OVERRIDES };
    overrides[bp.name] = own;
  }
  return new NodeLevels(
    info,
    known,
    (given ?? NO_OVERRIDES) as Values,
    overrides ?? NO_LEVEL_OVERRIDES,
    overrides !== undefined,
  );
}
