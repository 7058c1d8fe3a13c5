/**
 * The editor benchmark's pages, built with the renderer's test builders from a seeded PRNG (the
 * same page on every run and machine): the 500-block page (50 sections x 2 columns x 5 blocks)
 * and the 2,000-block page of the interaction cases (200 sections of 10 blocks in 2 or 3
 * columns, `LARGE_LAYOUT`). Blocks are text (headings, paragraphs with links and inline
 * formatting, lists), buttons, images, dividers and spacers, with the attributes a designer sets;
 * every node has a unique uid.
 */
import type { PageDefinition, TemplateNode } from '../../renderer/model/node.ts';
import { block, button, column, image, page, section, text } from '../../renderer/testing/builders.ts';
import { createCopy } from '../page/copy.ts';
import { createRandom } from '../page/random.ts';
import { COLORS, HEADLINES, LIGHT_BACKGROUNDS } from '../page/vocabulary.ts';

export const SECTIONS = 50;
export const COLUMNS = 2;
export const BLOCKS_PER_COLUMN = 5;

/** How a page is laid out: sections, and the blocks of each column of a section. */
export interface Layout {
  readonly sections: number;
  /** The blocks per column of one section (its length is the section's column count); may draw from the PRNG. */
  readonly columns: (draw: { int: (min: number, max: number) => number }) => readonly number[];
}

/** The 500-block page: every section 2 columns of 5 (no draw, so the page is the one of the earlier runs). */
export const DEFAULT_LAYOUT: Layout = {
  sections: SECTIONS,
  columns: () => Array.from({ length: COLUMNS }, () => BLOCKS_PER_COLUMN),
};

/** The 2,000-block page: 200 sections of 10 blocks, in 2 columns of 5 or 3 columns of 4, 3 and 3. */
export const LARGE_LAYOUT: Layout = {
  sections: 200,
  columns: ({ int }) => (int(2, 3) === 2 ? [5, 5] : [4, 3, 3]),
};

/** The page, and the uids the benchmark edits (text blocks in the last fifth of the page). */
export interface BenchPage {
  readonly page: PageDefinition;
  /** Text blocks of the last fifth of the sections, in page order: inline typing and attribute edits target them. */
  readonly deepTextUids: readonly string[];
  /** The first deep text block holding a paragraph of 150 characters or more: the one typed into. */
  readonly typingUid: string;
  readonly counts: Readonly<Record<string, number>>;
}

export function generateBenchPage(seed = 20261123, layout: Layout = DEFAULT_LAYOUT): BenchPage {
  const random = createRandom(seed);
  const { int, pick, chance, uid } = random;
  const copy = createCopy(random);
  const counts: Record<string, number> = {};
  const deepTextUids: string[] = [];
  let typingUid: string | undefined;
  const count = (node: TemplateNode) => ((counts[node.tagName] = (counts[node.tagName] ?? 0) + 1), node);

  const textBlock = (deep: boolean, first: boolean): TemplateNode => {
    const roll = int(0, 9);
    const content = first
      ? `<h2>${pick(HEADLINES)}</h2>`
      : roll < 6
        ? copy.paragraph(int(1, 3))
        : roll < 8
          ? `<h3>${copy.phrase(2, 5)}</h3>${copy.paragraph(1)}`
          : copy.list(int(2, 4), chance(0.3));
    const attributes: Record<string, unknown> = {};
    if (chance(0.3)) attributes.color = pick(COLORS);
    if (first || chance(0.15)) attributes['font-size'] = pick(first ? ['28px', '32px', '36px'] : ['15px', '17px']);
    if (chance(0.2)) attributes['text-align'] = pick(['left', 'center']);
    const node = text(content, {
      uid: uid(),
      attributes,
      ...(chance(0.1) ? { xsAttributes: { 'text-align': 'center' } } : {}),
    });
    if (deep) deepTextUids.push(node.uid!);
    if (deep && typingUid === undefined && content.startsWith('<p>') && content.length >= 150) typingUid = node.uid;
    return node;
  };
  const other = (): TemplateNode => {
    const roll = int(0, 9);
    if (roll < 3) {
      const attributes: Record<string, unknown> = {
        href: `https://app.example.com/${pick(['signup', 'demo', 'trial'])}`,
      };
      if (chance(0.5)) attributes['background-color'] = pick(['#2563eb', '#4f46e5', '#0f766e', '#be123c']);
      if (chance(0.3)) attributes['border-radius'] = pick(['8px', '999px']);
      return button(pick(['Start free', 'Book a demo', 'See pricing', 'Read the guide', 'Talk to sales']), {
        uid: uid(),
        attributes,
      });
    }
    if (roll < 6) {
      const n = int(1, 400);
      const attributes: Record<string, unknown> = {
        'image-width': 1200,
        'image-height': 800,
        alt: `A dashboard ${copy.phrase(1, 3)}`,
      };
      if (chance(0.5)) attributes.width = '100%';
      if (chance(0.4)) attributes['border-radius'] = pick(['12px', '16px']);
      return image(`https://cdn.example.com/bench/photo-${n}.jpg`, { uid: uid(), attributes });
    }
    if (roll < 8)
      return block('divider', {
        uid: uid(),
        attributes: chance(0.5) ? { color: pick(['#e2e8f0', '#cbd5e1']), width: pick(['60%', '80%']) } : {},
      });
    return block('spacer', { uid: uid(), attributes: chance(0.6) ? { height: pick(['16px', '24px', '48px']) } : {} });
  };

  const sections: TemplateNode[] = [];
  const deepFrom = Math.floor(layout.sections * 0.8);
  for (let s = 0; s < layout.sections; s++) {
    const columns: TemplateNode[] = [];
    const perColumn = layout.columns(random);
    for (let c = 0; c < perColumn.length; c++) {
      const blocks: TemplateNode[] = [];
      const length = perColumn[c]!;
      for (let b = 0; b < length; b++) {
        // About half the blocks are text (the first of each column a heading), the rest mixed.
        const isText = b === 0 || (b !== length - 1 && chance(0.45));
        blocks.push(count(isText ? textBlock(s >= deepFrom, b === 0 && c === 0) : other()));
      }
      columns.push(column({ uid: uid() }, ...blocks));
    }
    const attributes: Record<string, unknown> = { 'background-color': pick(LIGHT_BACKGROUNDS) };
    if (chance(0.5)) attributes.padding = pick(['48px 0', '64px 0', '80px 0']);
    sections.push(section({ uid: uid(), attributes }, ...columns));
  }
  if (typingUid === undefined) throw new Error('the page has no deep paragraph to type into');
  return { page: page({ metadata: { title: 'Editor benchmark page' } }, ...sections), deepTextUids, typingUid, counts };
}
