/**
 * The section archetypes of a landing page (hero, feature grid, pricing, FAQ, footer...), each
 * laid out from blocks the way an editor would build it. Forms, videos and authored blocks are
 * placed in a few archetypes only, so that they stay a few on the page, as on real pages.
 */
import type { TemplateNode } from '../../renderer/model/node.ts';
import type { Attrs, Blocks } from './blocks.ts';
import type { Copy } from './copy.ts';
import type { Random } from './random.ts';
import type { Structure } from './structure.ts';
import { COMPANIES, FEATURES, HEADLINES, NAMES } from './vocabulary.ts';

/** The kinds of section the generator writes between the hero and the footer. */
export type SectionType =
  | 'features'
  | 'split'
  | 'testimonials'
  | 'logos'
  | 'faq'
  | 'stats'
  | 'gallery'
  | 'pricing'
  | 'article'
  | 'cta'
  | 'team'
  | 'steps'
  | 'video'
  | 'signup';

/** The section builders for one page: the hero, the footer, and one archetype per section type. */
export function createSections(
  { int, pick, chance }: Random,
  { sentence, phrase, link, paragraph, list }: Copy,
  blocks: Blocks,
  { column, section, title, titleColumn }: Structure,
) {
  const { text, button, image, divider, spacer, social, video, form, htmlBlock, raw, customRaw } = blocks;

  const hero = (): TemplateNode => {
    const s = section(
      [
        column(
          [
            text(`<p class="eyebrow">${phrase(3, 5)}</p>`),
            ...title('h1', pick(HEADLINES), true),
            spacer(),
            button(pick(['Start your free trial', 'Get started free', 'Book a demo']), { align: 'left' }),
            button('See how it works <span>→</span>', { primary: false, align: 'left' }),
            text(`<p><small>${sentence(5, 8)}</small></p>`),
          ],
          { width: '55%', 'vertical-align': 'middle', padding: '12px 32px 12px 12px' },
          { smAttributes: { padding: '12px' } },
        ),
        column([image('photo')], { width: '45%', 'vertical-align': 'middle' }),
      ],
      { anchor: 'top', container: { 'max-width': '1120px' } },
    );
    (s.attributes as Attrs)['min-height'] = '560px';
    if (chance(0.5))
      (s.attributes as Attrs)['background-image'] = `https://cdn.example.com/bp/hero-bg-${int(1, 9)}.jpg`;
    return s;
  };
  const features = (): TemplateNode => {
    const n = pick([3, 3, 4]);
    const cols = [];
    for (let i = 0; i < n; i++) {
      const blocks = [
        image('icon', { align: 'left' }),
        ...title('h3', pick(FEATURES), false, 'left'),
        text(paragraph(1)),
      ];
      if (chance(0.7)) blocks.push(button('Learn more <span>→</span>', { primary: false, align: 'left' }));
      if (chance(0.3)) blocks.push(spacer());
      cols.push(
        column(
          blocks,
          chance(0.3) ? { padding: '16px 20px' } : {},
          n === 4 && chance(0.6) ? { mdAttributes: { width: '50%' } } : {},
        ),
      );
    }
    return section(n === 3 ? [titleColumn(pick(HEADLINES)), ...cols] : cols, { anchor: 'features' });
  };
  const split = (): TemplateNode => {
    const copy = column(
      [
        text(`<p class="eyebrow">${phrase(2, 3)}</p>`),
        ...title('h2', pick(HEADLINES), true),
        text(list(int(3, 4))),
        spacer(),
        button(pick(['Try it free', 'See pricing', 'Talk to sales']), { align: 'left' }),
        button('Talk to us', { primary: false, align: 'left' }),
        text(`<p><small>${phrase(4, 6)}</small></p>`),
      ],
      { width: pick(['50%', '55%', '60%']), 'vertical-align': 'middle' },
    );
    const media = column(
      chance(0.25) ? [video()] : [image('photo'), text(`<p><small>${sentence(4, 7)}</small></p>`, { align: 'center' })],
      { 'vertical-align': 'middle' },
    );
    return section(chance(0.5) ? [copy, media] : [media, copy], { dark: chance(0.2) });
  };
  const testimonials = (): TemplateNode => {
    const cols = [];
    for (let i = 0; i < 3; i++) {
      cols.push(
        column(
          [
            image('avatar'),
            text('<p>★★★★★</p>', { align: 'center' }),
            text(`<blockquote>“${sentence(10, 18)}”</blockquote>`, { align: 'center' }),
            text(`<p><strong>${pick(NAMES)}</strong><br>${pick(COMPANIES).replace('&', '&amp;')}</p>`, {
              align: 'center',
            }),
          ],
          chance(0.5) ? { 'background-color': '#ffffff', 'border-radius': '16px', padding: '24px' } : {},
        ),
      );
    }
    return section([titleColumn('What our customers say', false), ...cols], { anchor: 'customers' });
  };
  const pricing = (): TemplateNode => {
    const plans = [
      ['Team', '$8'],
      ['Business', '$16'],
      ['Enterprise', 'Let’s talk'],
    ] as const;
    const cols = plans.map(([name, price], i) =>
      column(
        [
          ...title('h3', name, false, 'center'),
          text(
            `<p><strong style="font-size:36px">${price}</strong><br><span style="color:#64748b">per person / month</span></p>`,
            { align: 'center' },
          ),
          divider(),
          text(list(int(3, 5)), { align: 'left' }),
          spacer(),
          button(`Choose ${name}`, { full: true, primary: i !== 0 }),
          text(`<p><small>${sentence(4, 6)}</small></p>`, { align: 'center' }),
        ],
        i === 1 ? { padding: '20px', 'background-color': '#0f172a', 'border-radius': '16px' } : { padding: '20px' },
        { smAttributes: { padding: '20px 12px' } },
      ),
    );
    return section([titleColumn('Simple pricing that grows with you'), ...cols], { anchor: 'pricing' });
  };
  const faq = (): TemplateNode => {
    const cols = [];
    for (let c = 0; c < 2; c++) {
      const blocks = [];
      for (let i = int(4, 6); i > 0; i--)
        blocks.push(...title('h3', sentence(4, 7).replace(/\.$/, '?'), false), text(paragraph(1)), divider());
      cols.push(column(blocks));
    }
    return section([titleColumn('Frequently asked questions', false), ...cols], { anchor: 'faq' });
  };
  const logos = (): TemplateNode => {
    const cols = [];
    for (let i = 0; i < 3; i++)
      cols.push(column([image('logo'), image('logo'), image('logo')], {}, { smAttributes: { width: '50%' } }));
    return section(
      [
        column(
          [
            text(`<p>Trusted by <strong>${int(2, 9)},000+ teams</strong> at studios, agencies and startups</p>`, {
              align: 'center',
            }),
            spacer(),
          ],
          { width: '100%' },
        ),
        ...cols,
      ],
      { stack: 'never' },
    );
  };
  const stats = (): TemplateNode => {
    const cols = [];
    for (let i = 0; i < 4; i++) {
      cols.push(
        column(
          [
            text(`<p class="eyebrow">${phrase(1, 2)}</p>`, { align: 'center' }),
            divider(),
            ...title('h2', `${int(2, 99)}${pick(['%', 'k', '×', ' hrs'])}`, false, 'center'),
            text(`<p>${phrase(3, 5)}</p>`, { align: 'center' }),
            spacer(),
          ],
          {},
          { smAttributes: { width: '50%' } },
        ),
      );
    }
    return section(cols, { dark: chance(0.5), stack: 'xs' });
  };
  const steps = (): TemplateNode => {
    const cols = [];
    for (let i = 1; i <= 3; i++)
      cols.push(
        column([
          image('icon'),
          text(`<p class="eyebrow">Step ${i}</p>`),
          ...title('h3', pick(FEATURES), false),
          text(paragraph(1)),
          divider(),
        ]),
      );
    const head = titleColumn('Up and running in an afternoon');
    (head.children as TemplateNode[]).push(button(pick(['Start now', 'Get started']), { align: 'center' }));
    return section([head, ...cols], { anchor: 'how' });
  };
  let ctas = 0;
  const cta = (): TemplateNode =>
    section(
      [
        column([
          ...title('h2', pick(HEADLINES), true, 'center'),
          spacer(),
          button(pick(['Start your free trial', 'Get started', 'Book a demo']), { align: 'center' }),
          text(`<p><small>${phrase(4, 6)}</small></p>`, { align: 'center' }),
          ...(ctas++ % 3 === 0 ? [customRaw()] : []),
        ]),
      ],
      { dark: chance(0.5), anchor: 'signup' },
    );
  const signup = (): TemplateNode =>
    section(
      [
        column([...title('h2', 'Start your free trial', true, 'center'), form()]),
        column([image('photo'), htmlBlock()], { 'vertical-align': 'middle' }),
      ],
      {
        anchor: 'contact',
        container: { 'max-width': '960px', 'background-color': '#ffffff', 'border-radius': '20px', padding: '32px' },
      },
    );
  const videoSection = (): TemplateNode =>
    section(
      [
        column([
          ...title('h2', pick(HEADLINES), true, 'center'),
          video(),
          button('Watch more stories', { primary: false, align: 'center' }),
        ]),
      ],
      { dark: chance(0.4), anchor: 'tour' },
    );
  const team = (): TemplateNode => {
    const cols = [];
    for (let i = 0; i < 3; i++) {
      const blocks = [
        image('avatar'),
        ...title('h3', pick(NAMES), false, 'center'),
        text(`<p>${phrase(2, 3)}</p>`, { align: 'center' }),
        text(paragraph(1), { align: 'center' }),
        divider(),
      ];
      if (i === 0) blocks.push(social(2));
      cols.push(column(blocks, {}, { mdAttributes: { width: '50%' } }));
    }
    return section([titleColumn('The people behind Brightpath'), ...cols], { anchor: 'team' });
  };
  let galleries = 0;
  const gallery = (): TemplateNode => {
    const cols = [];
    const gif = galleries++ % 2 === 0;
    for (let i = 0; i < 3; i++)
      cols.push(
        column([
          i === 1 && gif ? image('gif') : image('photo'),
          text(`<p><em>${sentence(4, 7)}</em></p>`, { align: 'center' }),
          button('View case <span>→</span>', { primary: false }),
        ]),
      );
    return section([titleColumn(pick(HEADLINES), false), ...cols]);
  };
  const article = (): TemplateNode =>
    section(
      [
        column([
          ...title('h2', pick(HEADLINES), true),
          text(paragraph(2)),
          image('photo'),
          ...title('h3', pick(FEATURES), false),
          text(paragraph(1)),
          text(list(3, chance(0.5))),
          text(`<blockquote>“${sentence(6, 10)}”</blockquote>`),
          spacer(),
          divider(),
          text(paragraph(1)),
          ...(chance(0.3) ? [htmlBlock()] : []),
        ]),
      ],
      { container: { 'max-width': '760px' } },
    );
  const footer = (): TemplateNode => {
    const linkColumn = (heading: string) =>
      column(
        [
          ...title('h3', heading, false, 'left'),
          text(`<ul>${[1, 2, 3, 4].map(() => `<li>${link(phrase(1, 2))}</li>`).join('')}</ul>`, { align: 'left' }),
        ],
        {},
        { smAttributes: { width: '50%' } },
      );
    return section(
      [
        column(
          [
            text('<p><strong>Brightpath</strong></p>'),
            text('<p>Plan projects your team actually finishes.</p>'),
            social(5),
          ],
          { width: '40%' },
        ),
        linkColumn('Product'),
        linkColumn('Company'),
        column(
          [
            divider(),
            text(`<p>© 2026 Brightpath Labs. ${link('Privacy')} · ${link('Terms')}</p>`, { align: 'center' }),
            raw(),
          ],
          { width: '100%' },
        ),
      ],
      { dark: true },
    );
  };

  const archetypes: Record<SectionType, () => TemplateNode> = {
    features,
    split,
    testimonials,
    logos,
    faq,
    stats,
    gallery,
    pricing,
    article,
    cta,
    team,
    steps,
    video: videoSection,
    signup,
  };
  return { hero, footer, archetypes };
}
