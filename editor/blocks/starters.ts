/**
 * What the add menu inserts: a starter node per block kind (valid as it is, so the canvas shows
 * something a designer can click and change), section layouts, and where a new block goes.
 */
import type { PageDefinition, TemplateNode } from '../../renderer/index.ts';
import { locate } from '../store/tree.ts';

/** A starter node for each block kind (data, read by the add menu). */
export const BLOCK_STARTERS: Readonly<Record<string, TemplateNode>> = {
  text: { tagName: 'text', content: '<p>Write something people want to read.</p>' },
  image: { tagName: 'image', attributes: { src: '', alt: '' } },
  gif: { tagName: 'gif', attributes: { src: '', alt: '' } },
  button: { tagName: 'button', content: 'Get started', attributes: { href: '#' } },
  divider: { tagName: 'divider' },
  spacer: { tagName: 'spacer', attributes: { height: '32px' } },
  social: {
    tagName: 'social',
    attributes: {
      links: [
        { network: 'facebook', href: 'https://facebook.com/' },
        { network: 'linkedin', href: 'https://www.linkedin.com/' },
      ],
    },
  },
  video: { tagName: 'video', attributes: { url: '', alt: 'Video' } },
  form: {
    tagName: 'form',
    attributes: {
      fields: [{ type: 'email', name: 'email', label: 'Email', required: true }],
      'submit-text': 'Subscribe',
    },
  },
  html: { tagName: 'html', content: '<p>Your HTML here</p>' },
  raw: { tagName: 'raw', content: '' },
  'custom-raw': { tagName: 'custom-raw', content: '' },
};

/** A section with `count` equal columns, each with a text block. */
export function sectionWithColumns(count: number): TemplateNode {
  return {
    tagName: 'section',
    children: Array.from({ length: count }, () => ({
      tagName: 'column',
      children: [{ tagName: 'text', content: '<p>Write something people want to read.</p>' }],
    })),
  };
}

/** Where a new section goes: after the selected node's section, else at the end. */
export function sectionTarget(doc: PageDefinition, selection: string | null): number {
  const sections = doc.children ?? [];
  if (selection === null) return sections.length;
  const index = sections.findIndex(
    (section) => section.uid === selection || (section.uid !== undefined && containsUid(section, selection)),
  );
  return index === -1 ? sections.length : index + 1;
}

/**
 * Where a new block goes: after the selected block; into a selected column (at its end); into the
 * first column of a selected section; else the end of the last column. Undefined when the page
 * has no column (the menu then adds a one-column section with the block).
 */
export function blockTarget(
  doc: PageDefinition,
  selection: string | null,
): { parent: string; index: number } | undefined {
  if (selection !== null) {
    const found = locate<TemplateNode>(doc, selection);
    if (found !== undefined) {
      const { node, parent, index } = found;
      if (node.tagName === 'column') return { parent: node.uid!, index: node.children?.length ?? 0 };
      if (node.tagName === 'section') {
        const column = node.children?.[0];
        if (column?.uid !== undefined) return { parent: column.uid, index: column.children?.length ?? 0 };
      } else if (parent.tagName === 'column' && parent.uid !== undefined)
        return { parent: parent.uid, index: index + 1 };
    }
  }
  const lastSection = doc.children?.at(-1);
  const lastColumn = lastSection?.children?.at(-1);
  if (lastColumn?.uid === undefined) return undefined;
  return { parent: lastColumn.uid, index: lastColumn.children?.length ?? 0 };
}

function containsUid(node: TemplateNode, uid: string): boolean {
  return locate(node, uid) !== undefined;
}
