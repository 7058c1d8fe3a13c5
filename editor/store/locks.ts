/**
 * Locking (Topol's semantics): a `manager` locks and unlocks sections, columns and blocks (the
 * node's `locked` attribute, part of the template); an `editor` edits locked content but cannot
 * change a locked node's structure or its lock; a `reader` edits nothing. The commands ask here,
 * so every path (toolbar, keyboard, drag, paste, context menu, layers) obeys the same rule.
 */
import type { PageDefinition, TemplateNode } from '../../renderer/index.ts';
import type { EditorState } from './state.ts';
import { locate } from './tree.ts';

/** The attribute that holds a lock. */
export const LOCK_ATTRIBUTE = 'locked';

/** Whether `node` itself is locked. */
export function isLocked(node: TemplateNode | PageDefinition): boolean {
  return (node.attributes as Record<string, unknown> | undefined)?.[LOCK_ATTRIBUTE] === true;
}

/**
 * Whether the structure at `uid` is held for this user: the node or one around it is locked and
 * locks hold (the `editor` role). `null` is the page, which is never locked.
 */
export function structureHeld(state: EditorState, uid: string | null): boolean {
  if (state.locks !== true || uid === null) return false;
  const found = locate<TemplateNode>(state.doc, uid);
  if (found === undefined) return false;
  if (isLocked(found.node)) return true;
  // The nodes around it, from the root down the path.
  let current: TemplateNode = state.doc;
  for (const index of found.path.slice(0, -1)) {
    current = current.children![index]!;
    if (isLocked(current)) return true;
  }
  return false;
}
