/** A button: a styled link with inline-formatted text. */
import { attr } from '../attributes/spec.ts';
import { attrs, html } from '../html/html.ts';
import { checkedUrl, sanitizedContent } from './shared/checked.ts';
import { pageWith, block } from '../testing/builders.ts';
import { defineKind } from './define.ts';
import { align, backgroundColor, borderGroup, linkRel, padding, textColor, typography } from './shared/common.ts';

/**
 * The button's three spacings, named for what each spaces in every language ("Padding" and
 * "Inner padding" read alike in German): the block around the button, the button around its
 * label, and the block's margin (`defineKind` adds `margin`).
 */
const BLOCK_PADDING = {
  ...padding('12px 0'),
  label: 'Block padding',
  doc: "Space inside the block, around the button (the block's edges to the button).",
};

export const button = defineKind({
  tagName: 'button',
  label: 'Button',
  role: 'block',
  description: 'A call to action: a link styled as a button. `content` is its label, with inline formatting only.',
  icon: 'M7 8h10a4 4 0 0 1 4 4v0a4 4 0 0 1 -4 4h-10a4 4 0 0 1 -4 -4v-0a4 4 0 0 1 4 -4ZM9 12h6',
  starter: { content: 'Get started', attributes: { href: '#' } },
  example: () =>
    pageWith(
      block('button', {
        uid: 'cta',
        content: 'Start <strong>free</strong> trial',
        attributes: {
          href: '#signup',
          'background-color': '#16a34a',
          color: '#ffffff',
          'hover-background-color': '#15803d',
          'border-width': '2px',
          'border-color': '#14532d',
          'border-radius': '999px',
          'inner-padding': '14px 32px',
          'font-size': '18px',
          'text-transform': 'uppercase',
          align: 'left',
        },
        xsAttributes: { 'full-width': true, align: 'center' },
      }),
    ),
  content: 'inline',
  attributes: {
    href: attr.url({
      label: 'Link',
      group: 'link',
      doc: 'http(s), mailto:, tel:, sms:, a relative URL or `#anchor`. Other schemes are refused (`unsafe_url`).',
    }),
    target: attr.choice(['_self', '_blank'], { label: 'Open in', group: 'link', default: '_self' }),
    align: align('center'),
    padding: BLOCK_PADDING,
    'background-color': backgroundColor('link', '#2563eb'),
    color: textColor('link', '#ffffff'),
    'hover-background-color': attr.color({
      label: 'Hover background',
      group: 'background',
      css: { part: 'hover', property: 'background-color' },
    }),
    'hover-color': attr.color({
      label: 'Hover text color',
      group: 'typography',
      css: { part: 'hover', property: 'color' },
    }),
    ...borderGroup('link', { width: '0', style: 'solid', color: 'transparent', radius: '6px' }),
    'inner-padding': attr.box({
      label: 'Button padding',
      group: 'spacing',
      default: '12px 24px',
      css: { part: 'link', property: 'padding' },
      doc: "Space inside the button, around its label (the button's edges to its text).",
    }),
    'full-width': attr.boolean({
      label: 'Full width',
      group: 'layout',
      default: false,
      css: { part: 'link', declarations: (full) => [['display', full ? 'block' : 'inline-block']] },
    }),
    ...typography('link'),
    // Unset, the link's base rule draws it semibold: the panel says so.
    'font-weight': { ...typography('link')['font-weight'], unset: { shows: '600' } },
    'text-transform': attr.choice(['none', 'uppercase', 'lowercase', 'capitalize'], {
      label: 'Letter case',
      group: 'typography',
      css: { part: 'link', property: 'text-transform' },
      unset: { shows: 'none' },
    }),
  },
  parts: { link: ' .lp-button-link', hover: ' .lp-button-link:hover' },
  base: {
    link: [
      ['text-decoration', 'none'],
      ['text-align', 'center'],
      ['font-weight', '600'],
      ['line-height', '1.25'],
      ['cursor', 'pointer'],
      ['transition', 'background-color 0.15s, color 0.15s'],
    ],
  },
  design: {
    link: [
      ['background-color', 'button.backgroundColor'],
      ['color', 'button.color'],
      ['border-radius', 'button.borderRadius'],
    ],
  },
  render: (input) => {
    const { values } = input;
    const label = sanitizedContent(
      input,
      'inline',
      'A link in the button label has a URL scheme that is not allowed; the link was removed and its text kept.',
    );
    const href = checkedUrl(
      input,
      values.href,
      'link',
      'href',
      'The button link has a URL scheme that is not allowed; the button was rendered without a link.',
    );
    const target = href ? values.target : undefined;
    const link = attrs({
      class: 'lp-button-link',
      href,
      target: target === '_blank' ? target : undefined,
      rel: href ? linkRel(target) : undefined,
      'data-lp-content': input.ctx.mode === 'edit',
    });
    return html`<div${input.root}><a${link}>${label}</a></div>`;
  },
});
