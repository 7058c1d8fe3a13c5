/**
 * The CSS of one node, from its registry entry's attribute mappings. Desktop values the template
 * gives that differ from the kind's defaults (which the kind's base rule already holds) become a
 * rule on the node's class; every override a breakpoint gives becomes a rule in that breakpoint's
 * media block. Rule bodies are built as text, declaration by declaration, through the CSS sink.
 */
import { BREAKPOINTS, type Level } from '../breakpoints.ts';
import { declarationsOf, type CssMapping, type Values } from '../attributes/spec.ts';
import type { ExtraRule, Levels, NodeKind, ParentInfo } from '../blocks/define.ts';
import type { TemplateNode } from '../model/node.ts';
import type { RenderContext } from './context.ts';
import { NO_OVERRIDES, type KindInfo } from './levels.ts';

/** Rule bodies by part ('' is the root) for one node at one level. */
class Bodies {
  root = '';
  parts: Map<string, string> | undefined;

  constructor(private readonly ctx: RenderContext) {}

  add(part: string | undefined, text: string): void {
    if (text === '') return;
    const separator = this.ctx.css.separator;
    if (part === undefined || part === '') {
      this.root = this.root === '' ? text : this.root + separator + text;
      return;
    }
    this.parts ??= new Map();
    const current = this.parts.get(part);
    this.parts.set(part, current === undefined ? text : current + separator + text);
  }

  addMapping(mapping: CssMapping<unknown>, value: unknown): void {
    const css = this.ctx.css;
    if (mapping.property !== undefined) this.add(mapping.part, css.decl(mapping.property, String(value)));
    else
      for (const [property, decl] of declarationsOf(mapping, value, this.ctx.mode))
        this.add(mapping.part, css.decl(property, decl));
  }

  flush(kind: NodeKind, selector: string, level: Level): void {
    const css = this.ctx.css;
    if (this.root !== '') css.rule(level, selector, this.root);
    if (this.parts) for (const [part, body] of this.parts) css.rule(level, selector + (kind.parts[part] ?? ''), body);
  }
}

function addExtras(bodies: Bodies, extras: readonly ExtraRule[] | undefined, level: Level, ctx: RenderContext): void {
  if (!extras) return;
  for (const rule of extras) if (rule.level === level) bodies.add(rule.part, ctx.css.body(rule.decls));
}

/** Adds the node's rules (all levels) to the page's stylesheet. */
export function emitNodeCss(
  kind: NodeKind,
  info: KindInfo,
  id: string,
  node: TemplateNode,
  levels: Levels,
  parent: ParentInfo | undefined,
  ctx: RenderContext,
): void {
  const selector = `.lp-n-${id}`;
  const extras = kind.extraCss?.({ node, levels, parent });

  if (levels.given.length > 0 || extras?.some((rule) => rule.level === 'desktop')) {
    const bodies = new Bodies(ctx);
    const values = levels.givenValues;
    for (const name of levels.given) {
      const mapping = info.css.get(name);
      if (mapping === undefined) continue;
      const value = values[name];
      if (value === info.defaults[name]) continue;
      bodies.addMapping(mapping, value);
    }
    addExtras(bodies, extras, 'desktop', ctx);
    bodies.flush(kind, selector, 'desktop');
  }

  if (!levels.hasOverrides && extras === undefined) return;
  for (const { name: level } of BREAKPOINTS) {
    const overrides: Values = levels.overrides[level];
    const hasExtras = extras?.some((rule) => rule.level === level) ?? false;
    if (overrides === NO_OVERRIDES && !hasExtras) continue;
    let bodies: Bodies | undefined;
    // Every override the template gives is written, even when it equals the wider level's value:
    // a rule computed for that wider level (column stacking) may have changed what is in effect.
    for (const name in overrides) {
      const mapping = info.css.get(name);
      if (mapping === undefined) continue;
      bodies ??= new Bodies(ctx);
      bodies.addMapping(mapping, overrides[name]);
    }
    if (hasExtras) addExtras((bodies ??= new Bodies(ctx)), extras, level, ctx);
    bodies?.flush(kind, selector, level);
  }
}

const baseCache = new Map<string, string>();

/** The kind's base CSS (structural declarations and attribute defaults, further rules, edit-only rules), once per page. */
export function ensureKindCss(kind: NodeKind, info: KindInfo, ctx: RenderContext): void {
  const key = info.baseKey;
  if (ctx.css.hasBase(key)) return;
  // The text is the same for every render with the same mode: built once per kind and mode.
  const cacheKey = `${kind.tagName}|${ctx.mode}`;
  let text = baseCache.get(cacheKey);
  if (text === undefined) {
    const selector = `.lp-${kind.tagName}`;
    const bodies = new Map<string, string[]>();
    const push = (part: string, decls: readonly (readonly [string, string | { url: string }])[]) => {
      const list = bodies.get(part) ?? [];
      for (const [property, value] of decls) if (typeof value === 'string') list.push(`${property}: ${value};`);
      bodies.set(part, list);
    };
    for (const [part, decls] of Object.entries(kind.base)) push(part === 'root' ? '' : part, decls);
    for (const [name, mapping] of info.css) {
      const value = info.defaults[name];
      // Defaults in their published form: edit declarations are for what a node sets itself.
      if (value !== undefined) push(mapping.part ?? '', declarationsOf(mapping, value));
    }
    const rules: string[] = [];
    for (const [part, list] of bodies)
      if (list.length > 0)
        rules.push(`${part === '' ? selector : selector + (kind.parts[part] ?? '')} { ${list.join(' ')} }`);
    if (kind.baseCss) rules.push(kind.baseCss);
    if (ctx.mode === 'edit' && kind.editCss) rules.push(kind.editCss);
    text = rules.join('\n');
    baseCache.set(cacheKey, text);
  }
  ctx.css.addBase(key, text);
}
