/**
 * The shape of a registry entry. One file per node kind calls `defineKind`; that file holds
 * everything about the kind: tagName, where it sits and what it accepts, attributes with types
 * and defaults, parts, CSS, render, and what the editor and the docs need of it (its icon, the
 * node "add" inserts, an example page, how it is edited). Nothing outside the registry switches
 * on `tagName` or lists kinds by hand.
 */
import { attr, type AttributeSpecs, type Values, type ValuesOf } from '../attributes/spec.ts';
import type { BreakpointName, Level } from '../breakpoints.ts';
import type { Decls } from '../css/stylesheet.ts';
import type { AttributeValue, SafeHtml } from '../html/html.ts';
import type { PageDefinition, TemplateNode } from '../model/node.ts';
import type { RenderContext } from '../render/context.ts';
import type { DesignHooks } from '../schema/design.ts';
import { margin } from './shared/common.ts';

/** Where a kind sits in the tree: page -> section (+ container) -> column -> block. */
export type Role = 'page' | 'section' | 'container' | 'column' | 'block';

/** What a kind's `content` holds. */
export type ContentKind = 'rich' | 'inline' | 'authored';

/**
 * Attribute values at each level, one entry per `Level` of the breakpoint vocabulary
 * (../breakpoints.ts): desktop, and each breakpoint with the cascade applied (computed when first
 * read). Values a node does not give are the kind's defaults. `V` types the values: a kind's own
 * `render` and `extraCss` read `levels.sm.padding` typed from its attribute specs; the walker and
 * a child's view of its parent see the plain name-to-value map.
 */
export interface Levels<V = Values> extends Readonly<Record<Level, V>> {
  /** The names of the known attributes the template gives on desktop, in its order. */
  readonly given: readonly string[];
  /** The template's own attribute map (read `given` names from it). */
  readonly givenValues: Values;
  /** The overrides the template gives at each breakpoint (known, responsive attributes only). */
  readonly overrides: Readonly<Record<BreakpointName, Partial<V>>>;
  /** Whether any breakpoint gives an override. */
  readonly hasOverrides: boolean;
}

/** A rendered parent, as its children see it. */
export interface ParentInfo {
  readonly kind: NodeKind;
  readonly id: string;
  readonly levels: Levels;
}

/** What a kind's `render` receives; `V` types its values (from the kind's attribute specs). */
export interface RenderInput<V = Values> {
  readonly node: TemplateNode;
  /** Desktop values, defaults applied. */
  readonly values: V;
  /** The values at every level, typed as `values` is. */
  readonly levels: Levels<V>;
  /** The node's unique id (its class is `lp-n-<id>`). */
  readonly id: string;
  readonly ctx: RenderContext;
  readonly parent: ParentInfo | undefined;
  /** The root element's attributes: ` class="lp-<kind> lp-n-<id>"` and, in edit mode, `data-lp-uid`. */
  readonly root: SafeHtml;
  /** Markup handed down by the parent (a container receives its section's columns). */
  readonly inner: SafeHtml | undefined;
  /** The root element's attributes with more classes and attributes. */
  rootWith(extraClasses?: string, extra?: Record<string, AttributeValue>): SafeHtml;
  /** The node's children, rendered with this node as their parent. */
  children(): SafeHtml;
  /** Renders another node (a section's container) with this node as its parent. */
  renderNode(node: TemplateNode, options: { idHint?: string; inner?: SafeHtml }): SafeHtml;
}

/** A rule a kind adds beyond the one-attribute mappings (column stacking, say). */
export interface ExtraRule {
  readonly level: Level;
  readonly part?: string;
  readonly decls: Decls;
}

/** What a kind's `extraCss` receives; `V` types its values, as in `RenderInput`. */
export interface CssInput<V = Values> {
  readonly node: TemplateNode;
  readonly levels: Levels<V>;
  readonly parent: ParentInfo | undefined;
}

/**
 * What "add" inserts for a kind: the node without its tagName (the kind gives it) and without
 * uids (the editor's store gives fresh ones). It is valid as it is, so the canvas shows something
 * a designer can click and change.
 */
export type Starter = Omit<TemplateNode, 'tagName' | 'uid'>;

/** The values every hideable kind's `hidden`, `locked` and `layer-name` attributes add (a type, not an interface: it stays indexable). */
type HiddenValue = { readonly hidden: boolean; readonly locked: boolean; readonly 'layer-name': string | undefined };

/**
 * The values a kind with the specs `A` renders from: typed by each spec for a kind's own specs,
 * the plain name-to-value map for the registry's erased view of every kind.
 */
export type KindValues<A> = string extends keyof A ? Values : ValuesOf<A> & HiddenValue;

/** A registry entry: everything about one node kind. `A` is its attribute specs. */
export interface NodeKind<A extends AttributeSpecs = AttributeSpecs> {
  readonly tagName: string;
  readonly label: string;
  readonly role: Role;
  /** One sentence for the docs. */
  readonly description: string;
  /**
   * The kind's icon in the editor (blocks panel, layers, toolbars): SVG path data on a 24 px grid,
   * drawn with the editor's stroke (2 px, round joins, no fill).
   */
  readonly icon: string;
  /** What "add" inserts. */
  readonly starter: Starter;
  /** A small page using the kind with its notable attributes and a breakpoint override: golden tests, HTML validation, docs. */
  example(): PageDefinition;
  /** The CSS display of the root element: what `hidden: false` restores at a narrower breakpoint. */
  readonly display: 'block' | 'flex' | 'contents';
  /** The kinds of children accepted (tagNames or roles); empty for leaves. */
  readonly accepts: readonly Role[];
  readonly attributes: A;
  readonly content?: ContentKind;
  /** The canvas edits `content` in place (rich or inline content). */
  readonly inlineEditable: boolean;
  /** The canvas shows the node in a frame of its own: authored HTML never runs in the editor's document. */
  readonly framed: boolean;
  /** Nodes can be added into it (`accepts` is not empty). */
  readonly acceptsChildren: boolean;
  /** Made from one of the host's `customBlocks`: its content comes from the host, not from typing. */
  readonly hostDefined: boolean;
  /**
   * It shows text a designer types (content, labels): its root wraps words longer than the line
   * (`WRAP_WORDS`), so a long URL or word in it never makes a phone's page scroll sideways.
   */
  readonly showsText: boolean;
  /** Part name to selector suffix after the node's class (`' .lp-button-link'`). */
  readonly parts: Readonly<Record<string, string>>;
  /**
   * Structural declarations of the root (`root`) and of parts, for every node of the kind. They
   * are written first in the kind's base rules, followed by the attribute defaults.
   */
  readonly base: Readonly<Record<string, Decls>>;
  /** Further CSS for every node of the kind (other selectors), once per page that uses it. */
  readonly baseCss: string;
  /** CSS added in edit mode only (placeholders for empty columns, frames). */
  readonly editCss: string;
  /**
   * What the page's design system (`settings.design`) sets on the kind, when the page gives those
   * values: rules written after the kinds' base rules and before every node's own (so a node's
   * attributes still win). Empty for most kinds.
   */
  readonly design: DesignHooks;
  // Methods, not function properties: a kind typed by its own specs is still a NodeKind (the walker
  // hands it values the schema checked against those specs).
  render(input: RenderInput<KindValues<A>>): SafeHtml;
  extraCss?(input: CssInput<KindValues<A>>): readonly ExtraRule[];
}

/** What a kind file gives `defineKind`; `hidden`, the flags and the optional fields are filled in. */
export interface KindDefinition<A extends AttributeSpecs> {
  readonly tagName: string;
  readonly label: string;
  readonly role: Role;
  readonly description: string;
  readonly icon: string;
  readonly starter: Starter;
  example(): PageDefinition;
  readonly display?: 'block' | 'flex' | 'contents';
  readonly accepts?: readonly Role[];
  readonly attributes: A;
  readonly content?: ContentKind;
  /** See NodeKind.hostDefined. */
  readonly hostDefined?: boolean;
  /** See NodeKind.showsText: true by default for rich and inline content; a kind with text elsewhere (labels) says so. */
  readonly showsText?: boolean;
  readonly parts?: Readonly<Record<string, string>>;
  readonly base?: Readonly<Record<string, Decls>>;
  readonly baseCss?: string;
  readonly editCss?: string;
  readonly design?: DesignHooks;
  render(input: RenderInput<KindValues<A>>): SafeHtml;
  extraCss?(input: CssInput<KindValues<A>>): readonly ExtraRule[];
  /** Pages cannot be hidden, locked or named; every other kind gets the `hidden`, `locked` and `layer-name` attributes. */
  readonly hideable?: boolean;
}

/**
 * What the root of a kind that shows text declares (inherited by everything inside it): a word
 * wider than the line breaks anywhere rather than overflowing. `anywhere`, not `break-word`, so
 * that it also lowers the min-content width of shrink-to-fit boxes (a button's inline-block link,
 * a flex item): with `break-word` a 300-letter word still sizes the button to 300 letters.
 * `word-break: break-word` is the same for browsers without `overflow-wrap: anywhere` (Safari
 * before 15.4).
 */
export const WRAP_WORDS: Decls = [
  ['overflow-wrap', 'anywhere'],
  ['word-break', 'break-word'],
];

/**
 * The lock of a node: an editor concern only. No CSS (so not per breakpoint), never written into
 * the published page; in edit mode the root element carries `data-lp-locked="true"` (walker.ts) so
 * the canvas can mark it. Who may lock, unlock and edit locked nodes is the editor's (roles).
 */
const LOCKED = attr.boolean({
  label: 'Locked',
  group: 'lock',
  default: false,
  doc: 'Locks the node in the editor: depending on their role, people cannot change, move or delete it. It has no effect on the published page.',
});

/** The longest name a designer gives a node in the layers tree. */
export const MAX_LAYER_NAME = 80;

/**
 * A designer's name for the node ("Hero", "Pricing"), shown by the editor's layers tree instead of
 * its kind and first words. Like the lock, an editor concern only: no CSS, never written into the
 * page (published or edited); plain text, checked by the schema.
 */
const LAYER_NAME = attr.text({
  label: 'Layer name',
  group: 'layers',
  max: MAX_LAYER_NAME,
  doc: "A name for the node in the editor's layers tree (plain text). It has no effect on the published page.",
});

/** The outer margin every block kind gets (shared/common.ts). */
const BLOCK_MARGIN = margin();

/**
 * Builds a registry entry, adding the `hidden`, `locked` and `layer-name` attributes every node
 * but the page has, and `margin` to every block.
 */
export function defineKind<const A extends AttributeSpecs>(definition: KindDefinition<A>): NodeKind<A> {
  const display = definition.display ?? 'block';
  const hideable = definition.hideable ?? true;
  const attributes: AttributeSpecs = { ...definition.attributes };
  // Every block has an outer margin, from the one shared preset (a kind's own `margin` wins).
  if (definition.role === 'block' && !('margin' in attributes)) attributes.margin = BLOCK_MARGIN;
  if (hideable) {
    attributes.hidden = attr.boolean({
      label: 'Hidden',
      group: 'visibility',
      default: false,
      css: {
        declarations: (hidden) => [['display', hidden ? 'none' : display]],
        // The canvas shows a node hidden at this width faded and outlined, never gone: it stays
        // selectable, its toolbar points at it, and the layers tree can reveal it.
        editDeclarations: (hidden) =>
          hidden
            ? [
                ['display', display],
                ['opacity', '0.35'],
                ['outline', '1px dashed #94a3b8'],
                ['outline-offset', '-1px'],
              ]
            : [
                ['display', display],
                ['opacity', '1'],
              ],
      },
      doc: 'Hides the node at this breakpoint (and narrower ones, unless they say otherwise).',
    });
    attributes.locked = LOCKED;
    attributes['layer-name'] = LAYER_NAME;
  }
  const accepts = definition.accepts ?? [];
  const content = definition.content;
  const showsText = definition.showsText ?? (content === 'rich' || content === 'inline');
  const base = definition.base ?? {};
  const kind: NodeKind<A> = {
    tagName: definition.tagName,
    label: definition.label,
    role: definition.role,
    description: definition.description,
    icon: definition.icon,
    starter: deepFreeze(definition.starter),
    example: definition.example,
    display,
    accepts,
    attributes: Object.freeze(attributes) as A,
    ...(content ? { content } : {}),
    inlineEditable: content === 'rich' || content === 'inline',
    framed: content === 'authored',
    acceptsChildren: accepts.length > 0,
    hostDefined: definition.hostDefined ?? false,
    showsText,
    parts: definition.parts ?? {},
    base: showsText ? { ...base, root: [...WRAP_WORDS, ...(base.root ?? [])] } : base,
    baseCss: definition.baseCss ?? '',
    editCss: definition.editCss ?? '',
    design: definition.design ?? {},
    render: definition.render,
    ...(definition.extraCss ? { extraCss: definition.extraCss } : {}),
  };
  return Object.freeze(kind);
}

/** Freezes a starter all the way down: every "add" copies it, none may change it. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}
