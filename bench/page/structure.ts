/**
 * Sections, containers and columns, and the section titles editors build from blocks. Anchors
 * are kept unique per page: a section type that repeats takes its anchor only the first time.
 */
import type { TemplateNode } from '../../renderer/model/node.ts';
import type { Attrs, Blocks } from './blocks.ts';
import type { Copy } from './copy.ts';
import type { Random } from './random.ts';
import { DARK_BACKGROUNDS, LIGHT_BACKGROUNDS } from './vocabulary.ts';

/** The structure builders for one page, drawing from its PRNG. */
export function createStructure({ pick, chance, uid }: Random, { phrase, paragraph }: Copy, { text, spacer }: Blocks) {
  const column = (blocks: TemplateNode[], attributes: Attrs = {}, extra: Record<string, unknown> = {}): TemplateNode =>
    ({ tagName: 'column', uid: uid(), attributes, ...extra, children: blocks }) as TemplateNode;
  const anchors = new Set<string>();
  const section = (
    columns: TemplateNode[],
    opts: { dark?: boolean; anchor?: string; stack?: string; container?: Attrs; full?: boolean } = {},
  ): TemplateNode => {
    const attributes: Attrs = {};
    if (opts.dark) Object.assign(attributes, { 'background-color': pick(DARK_BACKGROUNDS), color: '#e2e8f0' });
    else if (chance(0.5)) attributes['background-color'] = pick(LIGHT_BACKGROUNDS);
    attributes.padding = pick(['48px 24px', '64px 24px', '80px 24px', '96px 24px 64px', '40px 24px']);
    if (opts.anchor && !anchors.has(opts.anchor)) {
      anchors.add(opts.anchor);
      attributes.anchor = opts.anchor;
    }
    if (opts.stack) attributes['stack-columns'] = opts.stack;
    if (opts.full) attributes['full-width'] = true;
    if (chance(0.15)) attributes['vertical-align'] = 'middle';
    const node: Record<string, unknown> = { tagName: 'section', uid: uid(), attributes };
    if (chance(0.3)) node.mdAttributes = { padding: '56px 24px' };
    if (chance(0.35)) node.smAttributes = { padding: '40px 16px' };
    if (opts.container || chance(0.3)) {
      const container: Record<string, unknown> = {
        tagName: 'container',
        attributes: opts.container ?? { 'max-width': pick(['960px', '1040px', '1120px']) },
      };
      if (opts.container && chance(0.5)) container.xsAttributes = { padding: '20px' };
      node.container = container;
    }
    node.children = columns;
    return node as unknown as TemplateNode;
  };
  /** A heading block and, often, an intro paragraph block: how editors build section titles. */
  const title = (level: 'h1' | 'h2' | 'h3', words: string, intro: boolean, align?: string): TemplateNode[] => {
    const blocks = [text(`<${level}>${words}</${level}>`, { headingish: true, ...(align ? { align } : {}) })];
    if (intro) blocks.push(text(paragraph(1), align && chance(0.5) ? { align } : {}));
    return blocks;
  };
  const titleColumn = (words: string, intro = true): TemplateNode =>
    column(
      [
        ...(chance(0.5) ? [text(`<p class="eyebrow">${phrase(1, 3)}</p>`, { align: 'center' })] : []),
        ...title('h2', words, intro, 'center'),
        spacer(),
      ],
      { width: '100%' },
    );

  return { column, section, title, titleColumn };
}

export type Structure = ReturnType<typeof createStructure>;
