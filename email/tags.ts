/**
 * The email node kinds: one entry per MJML tag we accept, holding everything about it (the
 * children it may hold, whether it carries authored content and how that is sanitized, and the
 * attributes it may carry with the grammar of each value). The schema, the serializer and the
 * docs read this table; nothing else lists tags or attributes.
 *
 * The children mirror mjml-validator's dependencies and the attributes mirror each component's
 * `allowedAttributes` (tags.test.ts checks both against the installed mjml), minus what we leave
 * out on purpose: mj-carousel (random ids, scripts-like CSS), mj-include (file reads),
 * mj-head and its children (built from the root's keys), `srcset`/`sizes`/`usemap` (URLs we
 * would have to parse for little gain in mail clients), mj-navbar's `base-url` (it is
 * concatenated with every link's href, which defeats a per-attribute scheme check) and
 * mj-raw's `position` (it puts markup before the doctype). mj-raw is accepted where its markup
 * lands in flow content or in a column's rows (body, wrapper, section, group, column, hero),
 * not inside social, navbar or accordion tables, where mjml allows it for template-language tricks.
 */

import {
  ALIGN,
  VERTICAL,
  DIRECTION,
  TEXT_TRANSFORM,
  padding,
  borders,
  typography,
  background,
  link,
  accordionIcons,
  type AttributeKind,
  type ContentPolicy,
  type EmailTag,
} from './tag-vocabulary.ts';

export type { AttributeKind, ContentPolicy, EmailTag } from './tag-vocabulary.ts';

/** What a column (and a hero) may hold. */
const BLOCKS = [
  'mj-text',
  'mj-image',
  'mj-button',
  'mj-divider',
  'mj-spacer',
  'mj-social',
  'mj-navbar',
  'mj-table',
  'mj-accordion',
  'mj-raw',
];

const tag = (
  tagName: string,
  children: readonly string[],
  attributes: Record<string, AttributeKind>,
  content?: ContentPolicy,
): EmailTag =>
  Object.freeze({
    tagName,
    children,
    attributes: Object.freeze({ 'css-class': 'class', ...attributes }),
    ...(content ? { content } : {}),
  });

/** Every tag, by name. */
export const EMAIL_TAGS: ReadonlyMap<string, EmailTag> = new Map(
  [
    tag('mj-body', ['mj-section', 'mj-wrapper', 'mj-hero', 'mj-raw'], { width: 'px', 'background-color': 'color' }),
    tag('mj-wrapper', ['mj-section', 'mj-hero', 'mj-raw'], {
      ...background,
      ...borders(),
      ...padding(),
      'border-radius': 'css',
      direction: DIRECTION,
      'full-width': ['full-width', 'false'],
      'text-align': ALIGN,
      gap: 'px',
    }),
    tag('mj-section', ['mj-column', 'mj-group', 'mj-raw'], {
      ...background,
      ...borders(),
      ...padding(),
      'border-radius': 'css',
      direction: DIRECTION,
      'full-width': ['full-width', 'false'],
      'text-align': ALIGN,
    }),
    tag('mj-group', ['mj-column', 'mj-raw'], {
      'background-color': 'color',
      direction: DIRECTION,
      'vertical-align': VERTICAL,
      width: 'length',
    }),
    tag('mj-column', BLOCKS, {
      'background-color': 'color',
      'inner-background-color': 'color',
      ...borders(),
      'border-radius': 'css',
      ...borders('inner-'),
      'inner-border-radius': 'css',
      direction: DIRECTION,
      ...padding(),
      'vertical-align': VERTICAL,
      width: 'length',
    }),
    tag('mj-hero', BLOCKS, {
      mode: ['fixed-height', 'fluid-height'],
      height: 'length',
      'background-url': 'background',
      'background-width': 'length',
      'background-height': 'length',
      'background-position': 'css',
      'border-radius': 'css',
      'inner-background-color': 'color',
      ...padding('inner-'),
      ...padding(),
      'background-color': 'color',
      'vertical-align': VERTICAL,
    }),
    tag(
      'mj-text',
      [],
      {
        ...typography,
        align: [...ALIGN, 'justify'],
        'background-color': 'color',
        'container-background-color': 'color',
        height: 'length',
        'letter-spacing': 'letter-spacing',
        ...padding(),
        'text-transform': TEXT_TRANSFORM,
        'vertical-align': VERTICAL,
      },
      'rich',
    ),
    tag(
      'mj-button',
      [],
      {
        ...typography,
        ...link,
        align: ALIGN,
        'background-color': 'color',
        ...borders(),
        'border-radius': 'css',
        'container-background-color': 'color',
        height: 'length',
        name: 'name',
        title: 'text',
        'inner-padding': 'box',
        'letter-spacing': 'letter-spacing',
        ...padding(),
        'text-transform': TEXT_TRANSFORM,
        'vertical-align': VERTICAL,
        'text-align': ALIGN,
        width: 'length',
      },
      'inline',
    ),
    tag('mj-image', [], {
      ...link,
      alt: 'text',
      name: 'name',
      src: 'image',
      title: 'text',
      align: ALIGN,
      ...borders(),
      'border-radius': 'css',
      'container-background-color': 'color',
      'fluid-on-mobile': 'boolean',
      ...padding(),
      width: 'px',
      height: 'length-or-auto',
      'max-height': 'length',
      'font-size': 'px',
    }),
    tag('mj-divider', [], {
      'border-color': 'color',
      'border-style': ['solid', 'dashed', 'dotted', 'double', 'groove', 'ridge', 'inset', 'outset', 'none'],
      'border-width': 'px',
      'container-background-color': 'color',
      ...padding(),
      width: 'length',
      align: ALIGN,
    }),
    tag('mj-spacer', [], { ...borders(), 'container-background-color': 'color', ...padding(), height: 'length' }),
    tag('mj-social', ['mj-social-element'], {
      ...typography,
      align: ALIGN,
      border: 'css',
      'border-radius': 'css',
      'container-background-color': 'color',
      'icon-size': 'length',
      'icon-height': 'length',
      'icon-padding': 'box',
      'inner-padding': 'box',
      mode: ['horizontal', 'vertical'],
      ...padding(),
      'table-layout': ['auto', 'fixed'],
      'text-padding': 'box',
      'vertical-align': VERTICAL,
    }),
    tag(
      'mj-social-element',
      [],
      {
        ...typography,
        ...link,
        align: ALIGN,
        'icon-position': ['left', 'right'],
        'background-color': 'color',
        border: 'css',
        'border-radius': 'css',
        'icon-size': 'length',
        'icon-height': 'length',
        'icon-padding': 'box',
        name: 'social-network',
        ...padding(),
        'text-padding': 'box',
        src: 'image',
        alt: 'text',
        title: 'text',
        'vertical-align': VERTICAL,
      },
      'inline',
    ),
    tag('mj-navbar', ['mj-navbar-link'], {
      align: ALIGN,
      hamburger: ['hamburger'],
      'ico-align': ALIGN,
      'ico-open': 'text',
      'ico-close': 'text',
      'ico-color': 'color',
      'ico-font-size': 'length',
      'ico-font-family': 'font-family',
      'ico-text-transform': TEXT_TRANSFORM,
      ...padding('ico-'),
      ...padding(),
      'ico-text-decoration': 'css',
      'ico-line-height': 'line-height',
    }),
    tag(
      'mj-navbar-link',
      [],
      {
        ...typography,
        ...link,
        name: 'name',
        'letter-spacing': 'letter-spacing',
        ...padding(),
        'text-transform': TEXT_TRANSFORM,
      },
      'inline',
    ),
    tag(
      'mj-table',
      [],
      {
        align: ALIGN,
        border: 'css',
        cellpadding: 'integer',
        cellspacing: 'integer',
        'container-background-color': 'color',
        color: 'color',
        'font-family': 'font-family',
        'font-size': 'px',
        'font-weight': 'font-weight',
        'line-height': 'line-height',
        ...padding(),
        role: ['none', 'presentation'],
        'table-layout': ['auto', 'fixed', 'initial', 'inherit'],
        'vertical-align': VERTICAL,
        width: 'length-or-auto',
      },
      'table',
    ),
    tag('mj-accordion', ['mj-accordion-element'], {
      'container-background-color': 'color',
      border: 'css',
      'font-family': 'font-family',
      ...accordionIcons,
      ...padding(),
    }),
    tag('mj-accordion-element', ['mj-accordion-title', 'mj-accordion-text'], {
      'background-color': 'color',
      border: 'css',
      'font-family': 'font-family',
      ...accordionIcons,
    }),
    tag(
      'mj-accordion-title',
      [],
      {
        'background-color': 'color',
        color: 'color',
        'font-size': 'px',
        'font-family': 'font-family',
        'font-weight': 'font-weight',
        ...padding(),
      },
      'inline',
    ),
    tag(
      'mj-accordion-text',
      [],
      {
        'background-color': 'color',
        color: 'color',
        'font-size': 'px',
        'font-family': 'font-family',
        'font-weight': 'font-weight',
        'letter-spacing': 'letter-spacing',
        'line-height': 'line-height',
        ...padding(),
      },
      'rich',
    ),
    tag('mj-raw', [], {}, 'html'),
  ].map((entry) => [entry.tagName, entry]),
);

/**
 * Attributes that editors write for their own bookkeeping (Topol writes `containerWidth` on every
 * node, `in-group` on sections). They are dropped without a warning.
 */
export const EDITOR_ATTRIBUTES: ReadonlySet<string> = new Set(['containerWidth', 'in-group', 'mj-class']);
