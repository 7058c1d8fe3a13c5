/**
 * What "add" inserts, from each kind's starter (renderer/blocks/<kind>.ts), and where it goes.
 * The store gives every node of an inserted tree a fresh uid.
 */
import type { PageDefinition, TemplateNode } from '../../renderer/index.ts';
import { registry } from '../../renderer/blocks/registry.ts';
import { locate } from '../store/tree.ts';

/** A new node of the kind `tagName`, from its starter; undefined for an unknown kind. */
export function starterNode(tagName: string): TemplateNode | undefined {
  const kind = registry.get(tagName);
  return kind === undefined ? undefined : { tagName, ...structuredClone(kind.starter) };
}

/** A section with `count` equal columns, each holding the column starter's content. */
export function sectionWithColumns(count: number): TemplateNode {
  const section = registry.withRole('section')[0]!;
  const column = registry.withRole('column')[0]!;
  return {
    ...starterNode(section.tagName)!,
    children: Array.from({ length: count }, () => starterNode(column.tagName)!),
  };
}

/** A section with one column holding `block`. */
export function sectionAround(block: TemplateNode): TemplateNode {
  const section = sectionWithColumns(1);
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
): { parent: string; index: number } | undefined {
  if (selection !== null) {
    const found = locate<TemplateNode>(doc, selection);
    if (found !== undefined) {
      const { node, parent, index } = found;
      const role = registry.get(node.tagName)?.role;
      if (role === 'column') return { parent: node.uid!, index: node.children?.length ?? 0 };
      if (role === 'section') {
        const column = node.children?.[0];
        if (column?.uid !== undefined) return { parent: column.uid, index: column.children?.length ?? 0 };
      } else if (registry.get(parent.tagName)?.role === 'column' && parent.uid !== undefined)
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
