/**
 * The vocabulary of the email tag table (tags.ts): the grammars an attribute value may have, how
 * a tag's content is sanitized, and the attribute groups many tags share (padding, borders,
 * typography, background, links, accordion icons).
 */

/**
 * The grammar of an attribute value (attribute-values.ts checks it). An array is an enumeration.
 * - `link` / `image`: URLs, scheme-checked; merge tags allowed. `background`: an image URL that
 *   mjml writes into CSS, so no merge tags.
 * - `css`: a free CSS value that passes the renderer's CSS sink check, without quotes.
 * - `text`: free text (alt, title); escaped, merge tags allowed.
 */
export type AttributeKind =
  | 'color'
  | 'px'
  | 'length'
  | 'length-or-auto'
  | 'box'
  | 'line-height'
  | 'letter-spacing'
  | 'integer'
  | 'boolean'
  | 'css'
  | 'font-family'
  | 'font-weight'
  | 'class'
  | 'link'
  | 'image'
  | 'background'
  | 'text'
  | 'target'
  | 'rel'
  | 'name'
  | 'social-network'
  | readonly string[];

/** How a tag's `content` is sanitized (sanitize-content.ts). Absent: the tag takes no content. */
export type ContentPolicy = 'rich' | 'inline' | 'table' | 'html';

/** One node kind. */
export interface EmailTag {
  readonly tagName: string;
  readonly children: readonly string[];
  readonly content?: ContentPolicy;
  readonly attributes: Readonly<Record<string, AttributeKind>>;
}

export const ALIGN = ['left', 'center', 'right'];
export const VERTICAL = ['top', 'middle', 'bottom'];
export const DIRECTION = ['ltr', 'rtl'];
const FONT_STYLE = ['normal', 'italic', 'oblique'];
export const TEXT_TRANSFORM = ['none', 'uppercase', 'lowercase', 'capitalize'];

export const padding = (prefix = '') =>
  ({
    [`${prefix}padding`]: 'box',
    [`${prefix}padding-top`]: 'length',
    [`${prefix}padding-right`]: 'length',
    [`${prefix}padding-bottom`]: 'length',
    [`${prefix}padding-left`]: 'length',
  }) as Record<string, AttributeKind>;

export const borders = (prefix = '') =>
  ({
    [`${prefix}border`]: 'css',
    [`${prefix}border-top`]: 'css',
    [`${prefix}border-right`]: 'css',
    [`${prefix}border-bottom`]: 'css',
    [`${prefix}border-left`]: 'css',
  }) as Record<string, AttributeKind>;

export const typography: Record<string, AttributeKind> = {
  color: 'color',
  'font-family': 'font-family',
  'font-size': 'px',
  'font-style': FONT_STYLE,
  'font-weight': 'font-weight',
  'line-height': 'line-height',
  'text-decoration': 'css',
};

export const background: Record<string, AttributeKind> = {
  'background-color': 'color',
  'background-url': 'background',
  'background-repeat': ['repeat', 'no-repeat'],
  'background-size': 'css',
  'background-position': 'css',
  'background-position-x': 'css',
  'background-position-y': 'css',
};

export const link: Record<string, AttributeKind> = { href: 'link', rel: 'rel', target: 'target' };

export const accordionIcons: Record<string, AttributeKind> = {
  'icon-align': VERTICAL,
  'icon-width': 'length',
  'icon-height': 'length',
  'icon-wrapped-url': 'background',
  'icon-wrapped-alt': 'text',
  'icon-unwrapped-url': 'background',
  'icon-unwrapped-alt': 'text',
  'icon-position': ['left', 'right'],
};
