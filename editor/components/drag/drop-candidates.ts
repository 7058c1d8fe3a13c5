/**
 * What a drag may land as, and the command that lands it there: one rule for every place that
 * takes drops (the canvas, drag-controller.ts; the layers tree, layers-drop-zone.ts). A node of
 * the page moves as itself; a new node comes as itself, or, for a block where only sections fit
 * (an empty page, between sections), in a one-column section of its own.
 */
import { registry, type TemplateNode } from '../../../renderer/index.ts';
import { sectionAround } from '../../blocks/starters.ts';
import { insertNode, moveNodeTo } from '../../store/commands.ts';
import type { Command } from '../../store/transaction.ts';
import type { DragPayload } from './drag-payload.ts';

/** The nodes a new node may be inserted as, in the order to try them. */
export function insertCandidates(node: TemplateNode): TemplateNode[] {
  return registry.get(node.tagName)?.role === 'block' ? [node, sectionAround(node)] : [node];
}

/**
 * The command that drops `payload` at `index` of `parentUid`: a move, or an insert as `node` (one
 * of its candidates). `store.can` asks whether it would apply there; `store.run` drops.
 */
export function dropCommand(
  payload: DragPayload,
  node: TemplateNode | undefined,
  parentUid: string | null,
  index: number,
): Command {
  if (payload.type === 'move') return moveNodeTo(payload.uid, parentUid, index);
  return node === undefined ? () => false : insertNode(parentUid, index, node);
}
