/**
 * Undo and redo stacks as immutable data. A recorded step clears redo; a `merge` step joins the
 * one before it when both have the same group and it came within the merge window; the oldest
 * steps go past `maxDepth`. Each step has an id, so "the document is as it was saved" is "the
 * step on top is the one that was on top at save", whatever undo and redo did in between.
 */
import type { Patch } from 'immer';
import type { Transaction } from './transaction.ts';

/** One undo step. */
export interface HistoryStep {
  readonly id: number;
  readonly label: string;
  readonly patches: readonly Patch[];
  readonly inverse: readonly Patch[];
  readonly selectionBefore: string | null;
  readonly selectionAfter: string | null;
  readonly group: string | undefined;
  readonly time: number;
}

export interface History {
  readonly done: readonly HistoryStep[];
  readonly undone: readonly HistoryStep[];
  /** The next step id. */
  readonly nextId: number;
}

export const EMPTY_HISTORY: History = Object.freeze({ done: [], undone: [], nextId: 1 });

/** History settings. */
export interface HistoryOptions {
  readonly mergeWindowMs: number;
  readonly maxDepth: number;
}

/** The history after `tx` (a `skip` transaction leaves it as it is). */
export function record(history: History, tx: Transaction, options: HistoryOptions): History {
  if (tx.policy === 'skip') return history;
  const last = history.done.at(-1);
  if (
    tx.policy === 'merge' &&
    last !== undefined &&
    tx.group !== undefined &&
    last.group === tx.group &&
    tx.time - last.time < options.mergeWindowMs
  ) {
    const compacted = compactMerge(last.patches, tx.patches);
    const merged: HistoryStep = {
      id: history.nextId,
      label: last.label,
      patches: compacted ?? [...last.patches, ...tx.patches],
      // Compacted: the step's first inverse already restores every path the merge touched.
      inverse: compacted ? last.inverse : [...tx.inverse, ...last.inverse],
      selectionBefore: last.selectionBefore,
      selectionAfter: tx.selectionAfter,
      group: last.group,
      time: tx.time,
    };
    return { done: [...history.done.slice(0, -1), merged], undone: [], nextId: history.nextId + 1 };
  }
  const step: HistoryStep = {
    id: history.nextId,
    label: tx.label,
    patches: tx.patches,
    inverse: tx.inverse,
    selectionBefore: tx.selectionBefore,
    selectionAfter: tx.selectionAfter,
    group: tx.group,
    time: tx.time,
  };
  const done =
    history.done.length >= options.maxDepth
      ? history.done.slice(history.done.length - options.maxDepth + 1)
      : history.done;
  return { done: [...done, step], undone: [], nextId: history.nextId + 1 };
}

const samePath = (a: Patch['path'], b: Patch['path']) =>
  a.length === b.length && a.every((part, index) => part === b[index]);

/** `a` is a proper prefix of `b`: a patch at `a` writes over what one at `b` wrote. */
const isAncestor = (a: Patch['path'], b: Patch['path']) =>
  a.length < b.length && a.every((part, index) => part === b[index]);

/**
 * Merging a step that only replaces values at paths the previous step already wrote (typing into
 * one block, dragging one slider): the previous patches with those values updated, so a step of a
 * thousand keystrokes is the size of one. Undefined when the new patches do anything else, and
 * when a path may not mean one place throughout the previous step: an insertion into or a removal
 * from a list there moves the nodes after it (in a drag gesture, a block edited, its section deleted, and another
 * block edited that now sits at the first one's path), and a value written over an ancestor's
 * path replaces what was written below it.
 */
function compactMerge(previous: readonly Patch[], next: readonly Patch[]): Patch[] | undefined {
  // An item added to or removed from a list (its path ends in an index) moves the items after it;
  // a key added to or removed from an object moves nothing.
  if (previous.some((earlier) => earlier.op !== 'replace' && typeof earlier.path.at(-1) === 'number')) return undefined;
  if (previous.some((earlier) => next.some((patch) => isAncestor(earlier.path, patch.path)))) return undefined;
  if (
    !next.every(
      (patch) =>
        patch.op === 'replace' &&
        previous.some((earlier) => earlier.op !== 'remove' && samePath(earlier.path, patch.path)),
    )
  )
    return undefined;
  return previous.map((earlier) => {
    const latest = next.findLast((patch) => samePath(patch.path, earlier.path));
    return latest === undefined || earlier.op === 'remove' ? earlier : { ...earlier, value: latest.value };
  });
}

/** The id of the step on top of the undo stack (0 when there is none). */
export function topId(history: History): number {
  return history.done.at(-1)?.id ?? 0;
}
