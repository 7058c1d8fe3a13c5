/**
 * The one tree walker. Every node goes through `renderNode`: find its kind in the registry, give
 * it a unique id, resolve its attribute levels, collect its fonts and CSS, and let the kind render
 * its markup. Per-kind logic lives only in the kinds' registry entries.
 */
import { attrs, join, html, unsafeHtml, type AttributeValue, type SafeHtml } from '../html/html.ts';
import { escapeHtml } from '../html/escape.ts';
import type { Levels, NodeKind, ParentInfo, RenderInput } from '../blocks/define.ts';
import type { Values } from '../attributes/spec.ts';
import type { TemplateNode } from '../model/node.ts';
import type { RenderContext } from './context.ts';
import { BREAKPOINTS } from '../breakpoints.ts';
import { infoOf, resolveLevels, type KindInfo } from './levels.ts';
import { emitNodeCss, ensureKindCss } from './node-css.ts';

const EMPTY = html``;

/**
 * What a kind's `render` receives. A class rather than an object of closures: it is made for
 * every node of every render, and its methods live once on the prototype.
 */
class NodeInput implements RenderInput, ParentInfo {
  readonly root: SafeHtml;

  constructor(
    readonly kind: NodeKind,
    readonly node: TemplateNode,
    readonly levels: Levels,
    readonly id: string,
    readonly ctx: RenderContext,
    readonly parent: ParentInfo | undefined,
    readonly inner: SafeHtml | undefined,
  ) {
    this.root = this.rootWith();
  }

  /** Desktop values, defaults applied (merged on first read: most kinds never read them). */
  get values(): Values {
    return this.levels.desktop;
  }

  rootWith(extraClasses?: string, extra?: Record<string, AttributeValue>): SafeHtml {
    // The class names come from the registry and the id allocator (letters, digits, - and _).
    let out = ` class="lp-${this.kind.tagName} lp-n-${this.id}${extraClasses ? ` ${escapeHtml(extraClasses)}` : ''}"`;
    if (this.ctx.mode === 'edit') {
      if (this.node.uid !== undefined) out += ` data-lp-uid="${escapeHtml(this.node.uid)}"`;
      // The lock is the editor's: the canvas marks a locked node; the published page never shows it.
      if (this.node.attributes?.locked === true) out += ' data-lp-locked="true"';
    }
    if (extra !== undefined) out += attrs(extra).value;
    return unsafeHtml(out);
  }

  children(): SafeHtml {
    const children = this.node.children;
    if (children === undefined || children.length === 0) return EMPTY;
    const parts: SafeHtml[] = [];
    const countsSections = this.kind.role === 'page';
    for (let i = 0; i < children.length; i++) {
      if (countsSections) this.ctx.sectionIndex = i;
      const child = children[i] as TemplateNode;
      const part =
        countsSections && this.ctx.sectionMemo !== undefined
          ? this.ctx.sectionMemo.render(child, i, this.ctx, (ctx) => renderNode(child, ctx, this))
          : renderNode(child, this.ctx, this);
      parts.push(part);
      if (countsSections && this.ctx.sections !== undefined)
        this.ctx.sections.push({ uid: child.uid, html: part.value });
    }
    return join(parts, this.ctx.pretty ? '\n' : '');
  }

  renderNode(node: TemplateNode, options: { idHint?: string; inner?: SafeHtml }): SafeHtml {
    return renderNode(node, this.ctx, this, options);
  }
}

function collectFonts(info: KindInfo, levels: Levels, ctx: RenderContext): void {
  const names = info.fontNames;
  if (names.length === 0) return;
  for (const name of names) {
    const value = levels.givenValues[name];
    if (typeof value === 'string') ctx.fonts.use(value);
    for (const bp of BREAKPOINTS) {
      const override = levels.overrides[bp.name][name];
      if (typeof override === 'string') ctx.fonts.use(override);
    }
  }
}

/**
 * Renders one node and its subtree. `idHint` derives the id from the parent's (a section's
 * container has no uid); `inner` is markup the parent hands down (a container's columns).
 */
export function renderNode(
  node: TemplateNode,
  ctx: RenderContext,
  parent: ParentInfo | undefined,
  options: { idHint?: string; inner?: SafeHtml } = {},
): SafeHtml {
  const kind = ctx.kinds.get(node.tagName);
  if (kind === undefined) {
    // The schema refuses unknown kinds; this is the one fallback if one gets here anyway.
    ctx.warnings.add({
      type: 'unknown_kind',
      uid: node.uid,
      message: `"${String(node.tagName).slice(0, 40)}" is not a node kind; it was left out.`,
    });
    return EMPTY;
  }
  const info = infoOf(kind);
  ensureKindCss(kind, info, ctx);
  let id: string;
  if (options.idHint !== undefined && parent !== undefined) id = ctx.ids.derive(parent.id, options.idHint);
  else {
    const allocated = ctx.ids.allocate(node.uid);
    id = allocated.id;
    if (allocated.duplicate)
      ctx.warnings.add({
        type: 'duplicate_uid',
        uid: node.uid,
        message: `The uid "${node.uid}" is used by more than one node; this one is styled as "${id}".`,
      });
  }
  const levels = resolveLevels(kind, info, node, (where, name) =>
    ctx.warnings.add({
      type: 'unknown_attribute',
      uid: node.uid,
      attribute: `${where}.${name}`.slice(0, 120),
      message: `"${name.slice(0, 60)}" is not an attribute of ${kind.tagName}${where === 'attributes' ? '' : ' that can change per breakpoint'}; it was ignored.`,
    }),
  );
  collectFonts(info, levels, ctx);
  emitNodeCss(kind, info, id, node, levels, parent, ctx);
  return kind.render(new NodeInput(kind, node, levels, id, ctx, parent, options.inner));
}
