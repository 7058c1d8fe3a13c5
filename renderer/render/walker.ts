/**
 * The one tree walker. Every node goes through `renderNode`: find its kind in the registry, give
 * it a unique id, resolve its attribute levels, collect its fonts and CSS, and let the kind render
 * its markup. Per-kind logic lives only in the kinds' registry entries.
 */
import { attrs, join, html, type SafeHtml } from '../html/html.ts';
import { registry } from '../blocks/registry.ts';
import type { NodeKind, ParentInfo, RenderInput } from '../blocks/define.ts';
import type { TemplateNode } from '../model/node.ts';
import type { RenderContext } from './context.ts';
import { resolveLevels, namesOf } from './levels.ts';
import { emitNodeCss, ensureKindCss } from './node-css.ts';

const EMPTY = html``;

function collectFonts(kind: NodeKind, levels: RenderInput['levels'], ctx: RenderContext): void {
  for (const name of namesOf(kind).all) {
    if (!kind.attributes[name]?.fontFamily) continue;
    for (const values of [levels.desktop, levels.overrides.md, levels.overrides.sm, levels.overrides.xs]) {
      const value = values[name];
      if (typeof value === 'string') ctx.fonts.use(value);
    }
  }
}

/** Renders a list of children; a page's children are sections, counted for lazy loading. */
function renderChildren(children: readonly TemplateNode[] | undefined, ctx: RenderContext, parent: ParentInfo): SafeHtml {
  if (children === undefined || children.length === 0) return EMPTY;
  const parts: SafeHtml[] = [];
  for (let i = 0; i < children.length; i++) {
    if (parent.kind.role === 'page') ctx.sectionIndex = i;
    parts.push(renderNode(children[i] as TemplateNode, ctx, parent));
  }
  return join(parts, ctx.pretty ? '\n' : '');
}

/**
 * Renders one node and its subtree. `idHint` derives the id from the parent's (a section's
 * container has no uid); `inner` is markup the parent hands down (a container's columns).
 */
export function renderNode(node: TemplateNode, ctx: RenderContext, parent: ParentInfo | undefined, options: { idHint?: string; inner?: SafeHtml } = {}): SafeHtml {
  const kind = registry.get(node.tagName);
  if (kind === undefined) {
    // The schema refuses unknown kinds; this is the one fallback if one gets here anyway.
    ctx.warnings.add({ type: 'unknown_kind', uid: node.uid, message: `"${String(node.tagName).slice(0, 40)}" is not a node kind; it was left out.` });
    return EMPTY;
  }
  ensureKindCss(kind, ctx);
  let id: string;
  if (options.idHint !== undefined && parent !== undefined) id = ctx.ids.derive(parent.id, options.idHint);
  else {
    const allocated = ctx.ids.allocate(node.uid);
    id = allocated.id;
    if (allocated.duplicate) ctx.warnings.add({ type: 'duplicate_uid', uid: node.uid, message: `The uid "${node.uid}" is used by more than one node; this one is styled as "${id}".` });
  }
  const levels = resolveLevels(kind, node, (where, name) =>
    ctx.warnings.add({ type: 'unknown_attribute', uid: node.uid, attribute: `${where}.${name}`.slice(0, 120), message: `"${name.slice(0, 60)}" is not an attribute of ${kind.tagName}${where === 'attributes' ? '' : ` that can change per breakpoint`}; it was ignored.` }),
  );
  collectFonts(kind, levels, ctx);
  emitNodeCss(kind, id, node, levels, parent, ctx);
  const self: ParentInfo = { kind, id, levels };
  const baseClass = `lp-${kind.tagName} lp-n-${id}`;
  return kind.render({
    node,
    values: levels.desktop,
    levels,
    id,
    ctx,
    parent,
    inner: options.inner,
    rootAttributes: (extraClasses, extra) =>
      attrs({ class: extraClasses ? `${baseClass} ${extraClasses}` : baseClass, 'data-lp-uid': ctx.mode === 'edit' ? node.uid : undefined, ...extra }),
    children: () => renderChildren(node.children, ctx, self),
    renderNode: (child, childOptions) => renderNode(child, ctx, self, childOptions),
  });
}
