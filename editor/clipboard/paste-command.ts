/**
 * The paste as one command: nodes inserted side by side, in one transaction (one undo step), each
 * with fresh uids (a section's container too), and the first one selected. It refuses as the
 * store's `insertNode` does (not editable, no such parent, an index outside it, a kind the parent
 * does not hold) and where the page would pass the renderer's node limit, which would make the
 * document unrenderable. A synced section keeps its `syncedId`: it still shows the same shared
 * content.
 */
import type { Draft } from 'immer';
import { LIMITS, registry, type PageDefinition, type TemplateNode } from '../../renderer/index.ts';
import { transaction, type Command } from '../store/transaction.ts';
import { cloneWithFreshUids, collectUids, freshUid, locate, locateAt } from '../store/tree.ts';
import { countNodes } from './clipboard-format.ts';

type MutableNode = Draft<TemplateNode> & { children?: TemplateNode[] };

/** Whether pasting `count` nodes keeps the page within the renderer's node limit (which counts the page too). */
export function fitsNodeLimit(doc: PageDefinition, count: number): boolean {
  return countNodes([doc]) + count <= LIMITS.maxNodes;
}

/** Inserts copies of `nodes` at `index` among the children of `parentUid` (null: the page). */
export function insertNodes(parentUid: string | null, index: number, nodes: readonly TemplateNode[]): Command {
  return (state, dispatch) => {
    if (!state.editable || nodes.length === 0) return false;
    const located = parentUid === null ? undefined : locate<TemplateNode>(state.doc, parentUid);
    const parent = parentUid === null ? state.doc : located?.node;
    if (parent === undefined || index < 0 || index > (parent.children?.length ?? 0)) return false;
    if (!nodes.every((node) => registry.holds(parent.tagName, node.tagName))) return false;
    if (!fitsNodeLimit(state.doc, countNodes(nodes))) return false;
    if (dispatch) {
      const taken = collectUids(state.doc);
      const copies = nodes.map((node) => withFreshContainer(cloneWithFreshUids(node, taken), taken));
      const tx = transaction(
        state,
        'Paste',
        (doc) => {
          const target = (
            located === undefined ? doc : locateAt(doc as unknown as MutableNode, located.path)!.node
          ) as MutableNode;
          (target.children ??= []).splice(index, 0, ...copies);
        },
        { selection: copies[0]!.uid ?? null },
      );
      if (tx) dispatch(tx);
    }
    return true;
  };
}

/** A copied section's container gets a fresh uid too (cloneWithFreshUids walks children only). */
function withFreshContainer(node: TemplateNode, taken: Set<string>): TemplateNode {
  if (node.container?.uid === undefined) return node;
  return { ...node, container: { ...node.container, uid: freshUid(taken) } };
}
