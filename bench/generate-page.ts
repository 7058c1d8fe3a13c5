/**
 * A deterministic benchmark page: 100 sections, about 2,000 template nodes, about 300 KB of
 * publish HTML. No Math.random: every choice comes from a seeded PRNG (mulberry32), so the same
 * seed gives the same page, byte for byte, on every machine and every run.
 *
 * The mix follows real landing pages: a hero, feature grids, splits of copy and media,
 * testimonials, pricing cards, FAQs, logo strips, stats, team grids, galleries, a few forms and
 * videos, call-to-action bands and a footer. Every node kind appears, with realistic attributes
 * (only non-default ones where a designer would change them) and some md/sm/xs overrides. Text
 * content is written the way the sanitizer writes it back (canonical), so a renderer that emits
 * it unchanged (the floor, the peers) produces the same markup as ours.
 *
 * This file puts the page together; the pieces are in page/: the PRNG (random.ts), the word
 * lists (vocabulary.ts), the copy (copy.ts), the blocks (blocks.ts), sections and columns
 * (structure.ts) and the section archetypes (sections.ts).
 */
import type { PageDefinition, TemplateNode } from '../renderer/model/node.ts';
import { createBlocks } from './page/blocks.ts';
import { createCopy } from './page/copy.ts';
import { createRandom } from './page/random.ts';
import { createSections, type SectionType } from './page/sections.ts';
import { createStructure } from './page/structure.ts';

export type { SectionType } from './page/sections.ts';
export { countKind, countNodes } from './page/count.ts';

/** How many sections of each type the benchmark page has (98, plus the hero and the footer). */
export const DEFAULT_MIX: Readonly<Record<SectionType, number>> = {
  features: 12,
  split: 11,
  testimonials: 7,
  logos: 7,
  faq: 9,
  stats: 8,
  gallery: 5,
  pricing: 5,
  article: 8,
  cta: 7,
  team: 4,
  steps: 8,
  video: 4,
  signup: 3,
};

/** Generates the page for `seed` (the benchmark uses the defaults). */
export function generatePage(
  seed = 20261122,
  mix: Readonly<Record<SectionType, number>> = DEFAULT_MIX,
): PageDefinition {
  const random = createRandom(seed);
  const copy = createCopy(random);
  const blocks = createBlocks(random, copy);
  const structure = createStructure(random, copy, blocks);
  const { hero, footer, archetypes } = createSections(random, copy, blocks, structure);

  // A realistic order: the hero first, the footer last, and in between a fixed mix of section
  // types (forms, videos, html and custom blocks stay a few) in a seeded shuffle.
  const order: SectionType[] = [];
  for (const [type, count] of Object.entries(mix) as [SectionType, number][])
    for (let i = 0; i < count; i++) order.push(type);
  for (let i = order.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [order[i], order[j]] = [order[j] as SectionType, order[i] as SectionType];
  }
  const sections: TemplateNode[] = [hero(), ...order.map((type) => archetypes[type]()), footer()];

  return {
    tagName: 'page',
    settings: { version: 1, lang: 'en', dir: 'ltr', contentWidth: '1120px' },
    metadata: {
      title: 'Brightpath: plan projects your team actually finishes',
      description:
        'Brightpath turns scattered tasks into one calm plan. Boards, timelines and live updates for teams of 2 to 200.',
      image: 'https://images.example-cdn.com/brightpath/og-image.png',
    },
    fonts: [],
    style: {
      body: { 'font-family': "'Inter', Arial, sans-serif", color: '#0f172a', 'background-color': '#ffffff' },
      h1: {
        'font-size': 'clamp(36px, 6vw, 52px)',
        'line-height': '1.1',
        'letter-spacing': '-0.02em',
        'font-weight': 800,
        margin: '0 0 16px',
      },
      h2: { 'font-size': 'clamp(28px, 4vw, 34px)', 'line-height': '1.2', 'font-weight': 700, margin: '0 0 12px' },
      h3: { 'font-size': '20px', 'line-height': '1.3', 'font-weight': 700, margin: '0 0 8px' },
      a: { color: '#2563eb' },
      '.eyebrow': {
        'text-transform': 'uppercase',
        'letter-spacing': '0.08em',
        'font-size': '13px',
        'font-weight': 700,
        color: '#4f46e5',
      },
    },
    children: sections,
  };
}
