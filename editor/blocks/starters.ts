/**
 * What "add" inserts, from each kind's starter (renderer/blocks/<kind>.ts), and where it goes.
 * The store gives every node of an inserted tree a fresh uid.
 */
import type { PageDefinition, TemplateNode } from '../../renderer/index.ts';
import { registry, type Registry } from '../../renderer/blocks/registry.ts';
import { locate } from '../store/tree.ts';

/** A new node of the kind `tagName`, from its starter in `kinds`; undefined for an unknown kind. */
export function starterNode(tagName: string, kinds: Registry = registry): TemplateNode | undefined {
  const kind = kinds.get(tagName);
  return kind === undefined ? undefined : { tagName, ...structuredClone(kind.starter) };
}

/** A section with `count` equal columns, each holding the column starter's content. */
export function sectionWithColumns(count: number, kinds: Registry = registry): TemplateNode {
  return sectionWithLayout(
    Array.from({ length: count }, () => `${Math.round(10_000 / count) / 100}%`),
    kinds,
  );
}

/** The column attribute that sets a column's share of the row (column.ts). */
const COLUMN_WIDTH = 'width';

/**
 * A section with one column per entry of `widths` (shares of the row, `'33.33%'`), each holding
 * the column starter's content. Equal widths set no `width`: columns without one share the row
 * equally, whatever the gaps, and a designer who adds a column later keeps an even row. Unequal
 * ones give each column its `width`.
 */
export function sectionWithLayout(widths: readonly string[], kinds: Registry = registry): TemplateNode {
  const section = kinds.withRole('section')[0]!;
  const column = kinds.withRole('column')[0]!;
  // Equal within rounding: three equal columns are 33.34%, 33.33% and 33.33% (catalog.ts).
  const equal = widths.every((width) => Math.abs(Number.parseFloat(width) - 100 / widths.length) < 0.05);
  const sized = !equal && COLUMN_WIDTH in column.attributes;
  return {
    ...starterNode(section.tagName, kinds)!,
    children: widths.map((width) => {
      const node = starterNode(column.tagName, kinds)!;
      return sized ? { ...node, attributes: { ...node.attributes, [COLUMN_WIDTH]: width } } : node;
    }),
  };
}

/** A section with one column holding `block`. */
export function sectionAround(block: TemplateNode, kinds: Registry = registry): TemplateNode {
  const section = sectionWithColumns(1, kinds);
  const column = section.children![0]!;
  return { ...section, children: [{ ...column, children: [block] }] };
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
  kinds: Registry = registry,
): { parent: string; index: number } | undefined {
  if (selection !== null) {
    const found = locate<TemplateNode>(doc, selection);
    if (found !== undefined) {
      const { node, parent, index } = found;
      const role = kinds.get(node.tagName)?.role;
      if (role === 'column') return { parent: node.uid!, index: node.children?.length ?? 0 };
      if (role === 'section') {
        const column = node.children?.[0];
        if (column?.uid !== undefined) return { parent: column.uid, index: column.children?.length ?? 0 };
      } else if (kinds.get(parent.tagName)?.role === 'column' && parent.uid !== undefined)
        return { parent: parent.uid, index: index + 1 };
    }
  }
  const lastSection = doc.children?.at(-1);
  const lastColumn = lastSection?.children?.at(-1);
  if (lastColumn?.uid === undefined) return undefined;
  return { parent: lastColumn.uid, index: lastColumn.children?.length ?? 0 };
}

/** Where a node goes among the page's children (`parent` null) or a node's, and the node inserted there. */
export interface Placement {
  readonly parent: string | null;
  readonly index: number;
  /** `node`, or a one-column section around it when the page has no column to take a block. */
  readonly node: TemplateNode;
}

/**
 * Where "add" puts `node`: a section after the selection's section (sectionTarget), a block after
 * the selection (blockTarget), or, with no column on the page, in a new section at the end.
 * Undefined for a node no level of the page takes (a column, an unknown kind).
 */
export function placement(
  doc: PageDefinition,
  selection: string | null,
  node: TemplateNode,
  kinds: Registry = registry,
): Placement | undefined {
  if (kinds.holds(doc.tagName, node.tagName)) return { parent: null, index: sectionTarget(doc, selection), node };
  if (kinds.get(node.tagName)?.role !== 'block') return undefined;
  const target = blockTarget(doc, selection, kinds);
  if (target !== undefined) return { ...target, node };
  return { parent: null, index: doc.children?.length ?? 0, node: sectionAround(node, kinds) };
}

function containsUid(node: TemplateNode, uid: string): boolean {
  return locate(node, uid) !== undefined;
}
