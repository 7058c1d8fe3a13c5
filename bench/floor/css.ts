/**
 * The floor's per-node CSS: one rule per node and part for its non-default attributes, collected
 * by breakpoint level while the body is written, and joined into the stylesheet at the end.
 */
import type { TemplateNode } from '../../renderer/model/node.ts';
import { FLOOR_KINDS, type FloorKind } from './kinds.ts';

type Level = 'desktop' | 'md' | 'sm' | 'xs';
type Attrs = Readonly<Record<string, unknown>>;

/** What one render collects: rules per level, the kinds used, extra base rules, the ids it made up. */
export interface State {
  readonly rules: Record<Level, string[]>;
  readonly kinds: Set<string>;
  readonly extraBase: Map<string, string>;
  generated: number;
}

/**
 * Rules for one node at one level: one per part that has declarations. `extra` adds root
 * declarations (column stacking).
 */
function rules(
  kind: FloorKind,
  selector: string,
  values: Attrs | undefined,
  skipDefaults: boolean,
  out: string[],
  extra?: string,
): void {
  let root = '';
  let parts: Record<string, string> | undefined;
  if (values !== undefined) {
    for (const name in values) {
      const spec = kind.attrs[name];
      const value = values[name];
      if (spec === undefined || value === undefined || (skipDefaults && value === spec.def)) continue;
      let text = '';
      for (const [property, v] of spec.decls(value)) text += ` ${property}: ${v};`;
      if (spec.part === '') root += text;
      else (parts ??= {})[spec.part] = (parts[spec.part] ?? '') + text;
    }
  }
  if (extra !== undefined) root += extra;
  if (root !== '') out.push(`${selector} {${root} }`);
  if (parts !== undefined) for (const part in parts) out.push(`${selector}${kind.parts[part]} {${parts[part]} }`);
}

const STACK = ' flex: 0 0 100%; max-width: 100%;';

/** A node's rules at every level; `stack` is its section's column stacking (for columns). */
export function nodeCss(tagName: string, id: string, node: TemplateNode, st: State, stack?: string): void {
  const kind = FLOOR_KINDS[tagName] as FloorKind;
  st.kinds.add(tagName);
  const selector = `.lp-n-${id}`;
  rules(kind, selector, node.attributes, true, st.rules.desktop);
  const stackAt = stack === 'sm' || stack === 'xs' ? stack : undefined;
  if (node.mdAttributes !== undefined) rules(kind, selector, node.mdAttributes, false, st.rules.md);
  const sm = node.smAttributes;
  if (sm !== undefined || stackAt === 'sm')
    rules(kind, selector, sm, false, st.rules.sm, stackAt === 'sm' && sm?.width === undefined ? STACK : undefined);
  const xs = node.xsAttributes;
  if (xs !== undefined || stackAt === 'xs')
    rules(kind, selector, xs, false, st.rules.xs, stackAt === 'xs' && xs?.width === undefined ? STACK : undefined);
}

/** The node's uid, or a made-up one for a node without. */
export const idOf = (node: TemplateNode, st: State): string => node.uid ?? `g${++st.generated}`;
