/**
 * Where a paste goes for the current selection, as a pure function of the document (the store's
 * insert then checks it again). From the selected node up, the first place that takes the pasted
 * kind: into the selected node itself (at its end: a block into a selected column, a column into
 * a selected section), else after the selected node or after its nearest ancestor whose parent
 * takes it (a block after the selected block, a column after the selected block's column, a
 * section after the selection's section). Otherwise, by role:
 * - a section goes at the end of the page;
 * - a column at the end of the last section; with no section on the page it has nowhere to go;
 * - a block where "add" puts one (blocks/starters.ts: into a selected section's first column, else
 *   the end of the last column), or, on a page without a column, in a new one-column section.
 * Which kind holds which is the registry's (`holds`): nothing here names a kind.
 */
import { registry, type PageDefinition, type TemplateNode } from '../../renderer/index.ts';
import { blockTarget, sectionAround, sectionTarget } from '../blocks/starters.ts';
import { locate, type Location } from '../store/tree.ts';
import type { PastedRole } from './clipboard-format.ts';

/** Where pasted nodes go, or the role that has no place (its message: `clipboard.refused.<role>`). */
export type PasteTarget =
  | {
      readonly ok: true;
      /** The parent's uid; null for the page. */
      readonly parent: string | null;
      readonly index: number;
      /** Blocks with no column to go into: paste them in a new one-column section (`wrapBlocks`). */
      readonly wrap: boolean;
    }
  | { readonly ok: false; readonly refused: PastedRole };

/** Where nodes of `role` (the first one's kind `tagName`) go when pasted with `at` selected. */
export function pasteTarget(doc: PageDefinition, at: string | null, role: PastedRole, tagName: string): PasteTarget {
  const near = at === null ? undefined : nearSelection(doc, at, tagName);
  if (near !== undefined) return near;
  if (role === 'section')
    return registry.holds(doc.tagName, tagName)
      ? { ok: true, parent: null, index: sectionTarget(doc, at), wrap: false }
      : { ok: false, refused: role };
  if (role === 'column') {
    const last = doc.children?.at(-1);
    return last?.uid !== undefined && registry.holds(last.tagName, tagName)
      ? { ok: true, parent: last.uid, index: last.children?.length ?? 0, wrap: false }
      : { ok: false, refused: role };
  }
  const target = blockTarget(doc, at);
  if (target !== undefined) {
    const parent = locate<TemplateNode>(doc, target.parent)?.node;
    if (parent !== undefined && registry.holds(parent.tagName, tagName))
      return { ok: true, parent: target.parent, index: target.index, wrap: false };
  }
  const wrapper = sectionAround({ tagName });
  return registry.holds(doc.tagName, wrapper.tagName)
    ? { ok: true, parent: null, index: sectionTarget(doc, at), wrap: true }
    : { ok: false, refused: role };
}

/** Into the selected node, or after it or an ancestor: the first that takes `tagName`. */
function nearSelection(doc: PageDefinition, at: string, tagName: string): PasteTarget | undefined {
  let found: Location | undefined = locate<TemplateNode>(doc, at);
  if (found === undefined) return undefined;
  if (registry.holds(found.node.tagName, tagName) && found.node.uid !== undefined)
    return { ok: true, parent: found.node.uid, index: found.node.children?.length ?? 0, wrap: false };
  while (found !== undefined) {
    const { parent, index }: Location = found;
    const isPage: boolean = parent === doc;
    if (registry.holds(parent.tagName, tagName) && (isPage || parent.uid !== undefined))
      return { ok: true, parent: isPage ? null : parent.uid!, index: index + 1, wrap: false };
    found = isPage || parent.uid === undefined ? undefined : locate<TemplateNode>(doc, parent.uid);
  }
  return undefined;
}

/** Blocks in a new one-column section (a page without a column to paste them into). */
export function wrapBlocks(blocks: readonly TemplateNode[]): TemplateNode {
  const section = sectionAround(blocks[0]!);
  const column = section.children![0]!;
  return { ...section, children: [{ ...column, children: blocks }] };
}
