/**
 * The shape of a registry entry. One file per node kind calls `defineKind`; that file holds
 * everything about the kind (tagName, children, attributes with types and defaults, parts, CSS,
 * render). Nothing outside the registry switches on `tagName`.
 */
import { attr, type AttributeSpecs, type Values } from '../attributes/spec.ts';
import type { Decls, Level } from '../css/stylesheet.ts';
import type { AttributeValue, SafeHtml } from '../html/html.ts';
import type { TemplateNode } from '../model/node.ts';
import type { RenderContext } from '../render/context.ts';

/** Where a kind sits in the tree: page -> section (+ container) -> column -> block. */
export type Role = 'page' | 'section' | 'container' | 'column' | 'block';

/** What a kind's `content` holds. */
export type ContentKind = 'rich' | 'inline' | 'authored';

/**
 * Attribute values at each level: desktop, and each breakpoint with the cascade applied
 * (computed when first read). Values a node does not give are the kind's defaults.
 */
export interface Levels {
  readonly desktop: Values;
  readonly md: Values;
  readonly sm: Values;
  readonly xs: Values;
  /** The names of the known attributes the template gives on desktop, in its order. */
  readonly given: readonly string[];
  /** The template's own attribute map (read `given` names from it). */
  readonly givenValues: Values;
  /** The overrides the template gives at each breakpoint (known, responsive attributes only). */
  readonly overrides: { readonly md: Values; readonly sm: Values; readonly xs: Values };
  /** Whether any breakpoint gives an override. */
  readonly hasOverrides: boolean;
}

/** A rendered parent, as its children see it. */
export interface ParentInfo {
  readonly kind: NodeKind;
  readonly id: string;
  readonly levels: Levels;
}

/** What a kind's `render` receives. */
export interface RenderInput {
  readonly node: TemplateNode;
  /** Desktop values, defaults applied. */
  readonly values: Values;
  readonly levels: Levels;
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

/** What a kind's `extraCss` receives. */
export interface CssInput {
  readonly node: TemplateNode;
  readonly levels: Levels;
  readonly parent: ParentInfo | undefined;
}

/** A registry entry: everything about one node kind. */
export interface NodeKind {
  readonly tagName: string;
  readonly label: string;
  readonly role: Role;
  /** One sentence for the docs. */
  readonly description: string;
  /** The CSS display of the root element: what `hidden: false` restores at a narrower breakpoint. */
  readonly display: 'block' | 'flex' | 'contents';
  /** The kinds of children accepted (tagNames or roles); empty for leaves. */
  readonly accepts: readonly Role[];
  readonly attributes: AttributeSpecs;
  readonly content?: ContentKind;
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
  readonly render: (input: RenderInput) => SafeHtml;
  readonly extraCss?: (input: CssInput) => readonly ExtraRule[];
}

/** What a kind file gives `defineKind`; `hidden` and the optional fields are filled in. */
export interface KindDefinition {
  readonly tagName: string;
  readonly label: string;
  readonly role: Role;
  readonly description: string;
  readonly display?: 'block' | 'flex' | 'contents';
  readonly accepts?: readonly Role[];
  readonly attributes: AttributeSpecs;
  readonly content?: ContentKind;
  readonly parts?: Readonly<Record<string, string>>;
  readonly base?: Readonly<Record<string, Decls>>;
  readonly baseCss?: string;
  readonly editCss?: string;
  readonly render: (input: RenderInput) => SafeHtml;
  readonly extraCss?: (input: CssInput) => readonly ExtraRule[];
  /** Pages cannot be hidden; every other kind gets the `hidden` attribute. */
  readonly hideable?: boolean;
}

/** Builds a registry entry, adding the `hidden` attribute every node but the page has. */
export function defineKind(definition: KindDefinition): NodeKind {
  const display = definition.display ?? 'block';
  const hideable = definition.hideable ?? true;
  const attributes: AttributeSpecs = { ...definition.attributes };
  if (hideable) {
    attributes.hidden = attr.boolean({
      label: 'Hidden',
      group: 'visibility',
      default: false,
      css: { declarations: (hidden) => [['display', hidden ? 'none' : display]] },
      doc: 'Hides the node at this breakpoint (and narrower ones, unless they say otherwise).',
    });
  }
  return Object.freeze({
    tagName: definition.tagName,
    label: definition.label,
    role: definition.role,
    description: definition.description,
    display,
    accepts: definition.accepts ?? [],
    attributes: Object.freeze(attributes),
    ...(definition.content ? { content: definition.content } : {}),
    parts: definition.parts ?? {},
    base: definition.base ?? {},
    baseCss: definition.baseCss ?? '',
    editCss: definition.editCss ?? '',
    render: definition.render,
    ...(definition.extraCss ? { extraCss: definition.extraCss } : {}),
  });
}
