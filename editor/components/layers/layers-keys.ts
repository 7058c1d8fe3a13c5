/**
 * The layers tree's keys, as the WAI-ARIA tree pattern has them: Up and Down move the focus, Right
 * opens a closed row or goes to its first child, Left closes an open row or goes to its parent,
 * Home and End, Enter and Space select; Alt+Up and Alt+Down move the node among its siblings; F2
 * renames it (as in a file manager's tree).
 * Right and Left trade places in a right-to-left UI, where a tree opens toward the left. Pure: a
 * key and the rows give an action, which the element carries out.
 */
import type { LayerRow } from './layers-model.ts';

/** What a key asks of the tree. */
export type KeyAction =
  | { readonly type: 'focus'; readonly row: number }
  | { readonly type: 'expand' | 'collapse' | 'select' | 'rename'; readonly row: number }
  | { readonly type: 'move'; readonly row: number; readonly direction: -1 | 1 };

/** The parts of a key event the tree reads. */
export interface KeyInput {
  readonly key: string;
  readonly altKey?: boolean;
  readonly ctrlKey?: boolean;
  readonly metaKey?: boolean;
  readonly shiftKey?: boolean;
}

/** The action for `event` with row `active` focused, or undefined when the tree does not use the key. */
export function keyAction(
  rows: readonly LayerRow[],
  active: number,
  event: KeyInput,
  dir: 'ltr' | 'rtl' = 'ltr',
): KeyAction | undefined {
  if (rows.length === 0 || event.ctrlKey || event.metaKey) return undefined;
  const current = Math.max(0, Math.min(rows.length - 1, active));
  const row = rows[current]!;
  const key =
    dir === 'rtl' ? ({ ArrowLeft: 'ArrowRight', ArrowRight: 'ArrowLeft' }[event.key] ?? event.key) : event.key;
  if (event.altKey) {
    if (key === 'ArrowUp' && row.index > 0) return { type: 'move', row: current, direction: -1 };
    if (key === 'ArrowDown' && row.index < row.setSize - 1) return { type: 'move', row: current, direction: 1 };
    return undefined;
  }
  if (event.shiftKey) return undefined;
  switch (key) {
    case 'ArrowDown':
      return { type: 'focus', row: Math.min(rows.length - 1, current + (active < 0 ? 0 : 1)) };
    case 'ArrowUp':
      return { type: 'focus', row: Math.max(0, current - 1) };
    case 'Home':
      return { type: 'focus', row: 0 };
    case 'End':
      return { type: 'focus', row: rows.length - 1 };
    case 'ArrowRight':
      if (row.childCount === 0) return { type: 'focus', row: current };
      return row.expanded ? { type: 'focus', row: current + 1 } : { type: 'expand', row: current };
    case 'ArrowLeft':
      if (row.childCount > 0 && row.expanded) return { type: 'collapse', row: current };
      return { type: 'focus', row: row.parentRow >= 0 ? row.parentRow : current };
    case 'Enter':
    case ' ':
      return { type: 'select', row: current };
    case 'F2':
      return active < 0 ? undefined : { type: 'rename', row: current };
    default:
      return undefined;
  }
}
