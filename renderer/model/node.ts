/**
 * The template as data: the spec's node shape and the landing page root. The renderer reads these
 * as read-only (the editor passes frozen Immer snapshots); nothing here is ever mutated.
 */
import type { FontDefinition } from '../fonts/builtin.ts';

/** Attribute values of one node, by attribute name. */
export type AttributeMap = Readonly<Record<string, unknown>>;

/** One node of a template: a section, a column, a block, or a section's container. */
export interface TemplateNode {
  readonly tagName: string;
  readonly uid?: string;
  readonly attributes?: AttributeMap;
  readonly mdAttributes?: AttributeMap;
  readonly smAttributes?: AttributeMap;
  readonly xsAttributes?: AttributeMap;
  /** On sections: the inner max-width wrapper. */
  readonly container?: TemplateNode;
  readonly children?: readonly TemplateNode[];
  /** HTML for text, button, html, raw and custom-raw nodes. */
  readonly content?: string;
  readonly customKey?: string | null;
  /** On sections: the id of the synced section this one shows. */
  readonly syncedId?: number | string;
  /** With `aiLabeledElements`: the prompt the AI assistant uses for this node. */
  readonly aiGenerateContent?: string;
}

/** Page metadata: the document title, description and share image. */
export interface PageMetadata {
  readonly title?: string;
  readonly description?: string;
  readonly image?: string;
}

/** Page-wide settings. */
export interface PageSettings {
  /** The template format version (see migrate.ts). */
  readonly version?: number;
  readonly lang?: string;
  readonly dir?: 'ltr' | 'rtl' | 'auto';
  /** Default maximum width of section content. */
  readonly contentWidth?: string;
}

/** The root of a landing page template. */
export interface PageDefinition extends TemplateNode {
  readonly tagName: 'page';
  readonly metadata?: PageMetadata;
  readonly settings?: PageSettings;
  readonly fonts?: readonly FontDefinition[];
  /** Global styles: selector to a map of CSS property to value. */
  readonly style?: Readonly<Record<string, Readonly<Record<string, string | number>>>>;
  readonly children?: readonly TemplateNode[];
}
