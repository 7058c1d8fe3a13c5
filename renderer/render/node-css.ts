/**
 * The CSS of one node, from its registry entry's attribute mappings. Desktop values that differ
 * from the kind's defaults (which the kind's base rule already holds) become a rule on the node's
 * class; every override a breakpoint gives becomes a rule in that breakpoint's media block.
 */
import type { Decls, Level, CssValue } from '../css/stylesheet.ts';
import type { Levels, NodeKind, ParentInfo } from '../blocks/define.ts';
import type { Values } from '../attributes/spec.ts';
import type { TemplateNode } from '../model/node.ts';
import type { RenderContext } from './context.ts';
import { BREAKPOINTS } from '../breakpoints.ts';
import { namesOf } from './levels.ts';

type Grouped = Map<string, [string, CssValue][]>;

function add(grouped: Grouped, part: string, decls: Decls): void {
  let list = grouped.get(part);
  if (!list) grouped.set(part, (list = []));
  for (const decl of decls) list.push([decl[0], decl[1]]);
}

function flush(kind: NodeKind, selector: string, level: Level, grouped: Grouped, ctx: RenderContext): void {
  for (const [part, decls] of grouped) ctx.css.rule(level, part === '' ? selector : selector + (kind.parts[part] ?? ''), decls);
}

function declarationsFor(kind: NodeKind, values: Values, names: Iterable<string>, grouped: Grouped, onlyIfNotDefault: boolean): void {
  for (const name of names) {
    const spec = kind.attributes[name];
    if (!spec?.css) continue;
    const value = values[name];
    if (value === undefined || (onlyIfNotDefault && value === spec.default)) continue;
    add(grouped, spec.css.part ?? '', spec.css.declarations(value));
  }
}

/** Adds the node's rules (all levels) to the page's stylesheet. */
export function emitNodeCss(kind: NodeKind, id: string, node: TemplateNode, levels: Levels, parent: ParentInfo | undefined, ctx: RenderContext): void {
  const selector = `.lp-n-${id}`;
  const desktop: Grouped = new Map();
  declarationsFor(kind, levels.desktop, namesOf(kind).all, desktop, true);
  const byLevel: Partial<Record<Level, Grouped>> = { desktop };
  for (const bp of BREAKPOINTS) {
    const overrides = levels.overrides[bp.name];
    const keys = Object.keys(overrides);
    if (keys.length === 0) continue;
    const grouped: Grouped = new Map();
    declarationsFor(kind, overrides, keys, grouped, false);
    byLevel[bp.name] = grouped;
  }
  if (kind.extraCss) {
    for (const rule of kind.extraCss({ node, levels, parent })) {
      let grouped = byLevel[rule.level];
      if (!grouped) byLevel[rule.level] = grouped = new Map();
      add(grouped, rule.part ?? '', rule.decls);
    }
  }
  for (const level of ['desktop', 'md', 'sm', 'xs'] as const) {
    const grouped = byLevel[level];
    if (grouped && grouped.size > 0) flush(kind, selector, level, grouped, ctx);
  }
}

/** The kind's base CSS (structural declarations and attribute defaults, further rules, edit-only rules), once per page. */
export function ensureKindCss(kind: NodeKind, ctx: RenderContext): void {
  const key = `kind:${kind.tagName}`;
  if (ctx.css.hasBase(key)) return;
  const selector = `.lp-${kind.tagName}`;
  const grouped: Grouped = new Map();
  for (const [part, decls] of Object.entries(kind.base)) add(grouped, part === 'root' ? '' : part, decls);
  for (const name of namesOf(kind).all) {
    const spec = kind.attributes[name];
    if (spec?.css && spec.default !== undefined) add(grouped, spec.css.part ?? '', spec.css.declarations(spec.default));
  }
  const rules: string[] = [];
  for (const [part, decls] of grouped) rules.push(ctx.css.formatRule(part === '' ? selector : selector + (kind.parts[part] ?? ''), decls));
  if (kind.baseCss) rules.push(kind.baseCss);
  if (ctx.mode === 'edit' && kind.editCss) rules.push(kind.editCss);
  ctx.css.addBase(key, rules.filter(Boolean).join('\n'));
}
