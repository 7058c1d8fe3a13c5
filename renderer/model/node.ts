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

/** Page metadata given as text: the document title and description, the share image, the favicon and the canonical URL. */
export interface PageMetadata {
  readonly title?: string;
  readonly description?: string;
  readonly image?: string;
  /** The page's icon (`<link rel="icon">`): http(s), relative or a `data:image/...` URL. */
  readonly favicon?: string;
  /** The page's preferred address (`<link rel="canonical">`, `og:url`): an absolute http(s) URL. */
  readonly canonical?: string;
}

/** Page metadata flags (kept apart from the text fields, which are all strings). */
export interface PageMetadataFlags {
  /** Asks search engines not to index the page (`<meta name="robots" content="noindex">`). */
  readonly noindex?: boolean;
}

/** The design values a narrower device can override (`md`, `sm`, `xs` of a PageDesign). */
export interface DeviceDesign {
  /** The base font size of the page's text. */
  readonly fontSize?: string;
  readonly lineHeight?: string;
  /** The ratio between heading levels: h6 is 1em, each level up is this many times the one below. */
  readonly headingScale?: number;
  /** The vertical padding of sections (top and bottom). */
  readonly sectionSpacing?: string;
  /** The maximum width of section content (over `settings.contentWidth`). */
  readonly contentWidth?: string;
}

/** The style of buttons (button blocks and form submit buttons) the design gives. */
export interface ButtonDesign {
  readonly backgroundColor?: string;
  readonly color?: string;
  readonly borderRadius?: string;
}

/**
 * The page's design system (`settings.design`): fonts, colors, sizes and spacing every node
 * starts from. A node's own attributes and the template's global `style` win over it.
 */
export interface PageDesign extends DeviceDesign {
  /** The body font. */
  readonly fontFamily?: string;
  readonly headingFontFamily?: string;
  readonly headingFontWeight?: string;
  readonly textColor?: string;
  readonly headingColor?: string;
  readonly linkColor?: string;
  /** The page's background. */
  readonly backgroundColor?: string;
  readonly button?: ButtonDesign;
  readonly md?: DeviceDesign;
  readonly sm?: DeviceDesign;
  readonly xs?: DeviceDesign;
}

/** Page-wide settings. */
export interface PageSettings {
  /** The template format version (see migrate.ts). */
  readonly version?: number;
  readonly lang?: string;
  readonly dir?: 'ltr' | 'rtl' | 'auto';
  /** Default maximum width of section content. */
  readonly contentWidth?: string;
  /** The design system (see PageDesign). */
  readonly design?: PageDesign;
}

/** The root of a landing page template. */
export interface PageDefinition extends TemplateNode {
  readonly tagName: 'page';
  readonly metadata?: PageMetadata & PageMetadataFlags;
  readonly settings?: PageSettings;
  readonly fonts?: readonly FontDefinition[];
  /** Global styles: selector to a map of CSS property to value. */
  readonly style?: Readonly<Record<string, Readonly<Record<string, string | number>>>>;
  readonly children?: readonly TemplateNode[];
}
