/** Social links: a row of network icons. */
import { attr, type Declarations } from '../attributes/spec.ts';
import * as s from '../schema/shape.ts';
import * as t from '../attributes/types.ts';
import { attrs, html, type SafeHtml } from '../html/html.ts';
import { safeUrl } from '../html/url.ts';
import { pageWith, block } from '../testing/builders.ts';
import { defineKind } from './define.ts';
import { flexAlign, padding } from './shared/common.ts';
import { SOCIAL_ICONS, SOCIAL_NETWORKS, type SocialNetwork } from './shared/social-icons.ts';
import { SOCIAL_ICON_PATHS } from './shared/social-icon-paths.ts';

/** Most links one social block holds. */
export const MAX_SOCIAL_LINKS = 30;

const socialLink = s.object(
  // label: plain text, with the documented plain-text limit (docs/template-format.md, Limits).
  { network: s.oneOf(SOCIAL_NETWORKS), href: t.url, label: t.text() },
  { required: ['network', 'href'] },
);

const STYLES: Record<string, (network: SocialNetwork) => string> = {
  brand: (n) => `background-color: ${SOCIAL_ICONS[n].color}; color: #ffffff;`,
  dark: () => 'background-color: #111827; color: #ffffff;',
  light: () => 'background-color: #ffffff; color: #111827;',
  outline: () => 'background-color: transparent; color: inherit; box-shadow: inset 0 0 0 1.5px currentColor;',
};

export const social = defineKind({
  tagName: 'social',
  label: 'Social links',
  role: 'block',
  description: 'A row of social network icons, each linking to a profile.',
  icon: 'M3.5 12a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0 -5 0ZM15.5 6a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0 -5 0ZM15.5 18a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0 -5 0Zm8.2 10.8 7.6-3.6M8.2 13.2l7.6 3.6',
  starter: {
    attributes: {
      links: [
        { network: 'facebook', href: 'https://facebook.com/' },
        { network: 'linkedin', href: 'https://www.linkedin.com/' },
      ],
    },
  },
  example: () =>
    pageWith(
      block('social', {
        uid: 'follow',
        attributes: {
          links: [
            { network: 'facebook', href: 'https://facebook.com/example' },
            { network: 'linkedin', href: 'https://www.linkedin.com/company/example' },
            { network: 'email', href: 'mailto:hello@example.com', label: 'Email us' },
          ],
          'icon-style': 'brand',
          'icon-shape': 'rounded',
          'icon-size': '40px',
          gap: '12px',
          align: 'left',
        },
        xsAttributes: { align: 'center' },
      }),
    ),
  attributes: {
    links: attr.list(s.array(socialLink, { max: MAX_SOCIAL_LINKS }), {
      label: 'Links',
      group: 'content',
      default: [],
      doc: `A list of \`{network, href, label?}\` (at most ${MAX_SOCIAL_LINKS}). \`network\` is one of ${SOCIAL_NETWORKS.map((n) => `\`${n}\``).join(', ')}; \`label\` overrides the accessible name (the network's name by default).`,
    }),
    'icon-style': attr.choice(['brand', 'dark', 'light', 'outline'], {
      label: 'Icon style',
      group: 'content',
      default: 'brand',
      doc: "`brand`: each network's color; `dark`, `light`: one color for all; `outline`: a ring in the text color.",
    }),
    'icon-shape': attr.choice(['circle', 'rounded', 'square'], {
      label: 'Icon shape',
      group: 'content',
      default: 'circle',
    }),
    'icon-size': attr.length({
      label: 'Icon size',
      group: 'layout',
      default: '32px',
      css: {
        part: 'icon',
        declarations: (v): Declarations => [
          ['width', v],
          ['height', v],
        ],
      },
    }),
    gap: attr.length({ label: 'Spacing', group: 'layout', default: '8px', css: { part: 'list', property: 'gap' } }),
    align: flexAlign('center', 'list'),
    padding: padding('12px 0'),
  },
  parts: { list: ' .lp-social-list', icon: ' .lp-social-icon' },
  baseCss: [
    '.lp-social .lp-social-list { display: flex; flex-wrap: wrap; list-style: none; margin: 0; padding: 0; }',
    '.lp-social .lp-social-icon { display: flex; align-items: center; justify-content: center; text-decoration: none; }',
    '.lp-social .lp-social-icon svg { width: 55%; height: 55%; fill: currentColor; }',
    '.lp-social--circle .lp-social-icon { border-radius: 50%; }',
    '.lp-social--rounded .lp-social-icon { border-radius: 22%; }',
  ].join('\n'),
  editCss: '.lp-social .lp-social-list:empty { min-height: 32px; outline: 1px dashed #94a3b8; }',
  render: ({ node, values, ctx, root }) => {
    const style = Object.hasOwn(STYLES, values['icon-style']) ? values['icon-style'] : 'brand';
    const shape = values['icon-shape'];
    const items: SafeHtml[] = [];
    for (const link of values.links ?? []) {
      const icon = SOCIAL_ICONS[link.network];
      const href = safeUrl(link.href, 'link');
      if (!href) {
        ctx.warnings.add({
          type: 'unsafe_url',
          uid: node.uid,
          attribute: 'links',
          message: `The ${icon.label} link is empty or has a URL scheme that is not allowed; it was left out.`,
        });
        continue;
      }
      // One rule per style and network used, written once per page: static CSS from this file.
      ctx.css.addBase(
        `social:${style}:${link.network}`,
        `.lp-social--${style} .lp-social-${link.network} { ${STYLES[style]?.(link.network)} }`,
      );
      const label = link.label?.trim() || icon.label;
      items.push(
        html`<li><a${attrs({ class: `lp-social-icon lp-social-${link.network}`, href, 'aria-label': label, target: '_blank', rel: 'noopener' })}><svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="${SOCIAL_ICON_PATHS[link.network] ?? ''}"></path></svg></a></li>`,
      );
    }
    return html`<div${root}><ul class="lp-social-list lp-social--${style} lp-social--${shape}">${items}</ul></div>`;
  },
});
