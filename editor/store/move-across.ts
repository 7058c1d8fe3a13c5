/**
 * The keyboard's move: one place toward the start or the end among the node's siblings, and past
 * the first or last sibling into the previous or next container that can hold it, in reading
 * order (a block at the top of a column goes to the end of the column before, which may be in the
 * section before). What a drag does, one step at a time, without a pointer.
 */
import { registry, type PageDefinition, type TemplateNode } from '../../renderer/index.ts';
import { moveNodeTo } from './commands.ts';
import type { Command } from './transaction.ts';
import { locate } from './tree.ts';

/** Moves the node one step back (-1) or forward (+1), across containers at the ends. */
export function moveAcross(uid: string, direction: -1 | 1): Command {
  return (state, dispatch) => {
    const found = state.editable ? locate<TemplateNode>(state.doc, uid) : undefined;
    if (found === undefined) return false;
    const parentUid = found.parent === state.doc ? null : (found.parent.uid ?? null);
    const sibling = found.index + direction;
    // moveNodeTo counts gaps before the move: one step forward is the gap after the next sibling.
    if (sibling >= 0 && sibling < found.siblings.length)
      return moveNodeTo(uid, parentUid, direction < 0 ? sibling : sibling + 1)(state, dispatch);
    const next = neighbourContainer(state.doc, found.parent, found.node.tagName, direction);
    if (next === undefined) return false;
    const index = direction < 0 ? (next.children?.length ?? 0) : 0;
    return moveNodeTo(uid, next === state.doc ? null : next.uid!, index)(state, dispatch);
  };
}

/** The container before or after `current` in reading order that holds `tagName`; undefined at the ends. */
function neighbourContainer(
  doc: PageDefinition,
  current: TemplateNode,
  tagName: string,
  direction: -1 | 1,
): TemplateNode | undefined {
  const holders: TemplateNode[] = [];
  const stack: TemplateNode[] = [doc];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (registry.holds(node.tagName, tagName) && (node === doc || node.uid !== undefined)) holders.push(node);
    const children = node.children ?? [];
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  const at = holders.indexOf(current);
  return at === -1 ? undefined : holders[at + direction];
}
