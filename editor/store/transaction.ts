/**
 * A change as data: Immer patches and their inverse, the selection before and after, a label for
 * the UI, and a history policy. Undo applies the inverse patches; redo the patches.
 *
 * Policies (explicit, as in Excalidraw and tldraw): `record` adds an undo step; `merge` joins the
 * previous step when it has the same `group` and came within the merge window (typing in one
 * block, dragging one slider); `skip` changes the document without a step (normalizations that
 * must never be undone on their own). A `skip` change still counts for the unsaved flag: the
 * store counts them, so a save point names both the step on top and that count.
 *
 * Every transaction names the document it was built from (`base`); the store applies it only to
 * that document, as ProseMirror does, so a change computed before a load, an undo or another
 * edit never overwrites what came since.
 */
import { enablePatches, produceWithPatches, type Draft, type Patch } from 'immer';
import type { PageDefinition } from '../../renderer/index.ts';
import type { EditorState } from './state.ts';

enablePatches();

export type HistoryPolicy = 'record' | 'merge' | 'skip';

export interface Transaction {
  readonly label: string;
  readonly patches: readonly Patch[];
  readonly inverse: readonly Patch[];
  readonly selectionBefore: string | null;
  readonly selectionAfter: string | null;
  readonly policy: HistoryPolicy;
  /** Steps with the same group may merge (policy `merge`). */
  readonly group?: string;
  /** When it happened (ms), for the merge window. */
  readonly time: number;
  /** The document after the change (so dispatch does not apply the patches a second time). */
  readonly doc: PageDefinition;
  /** The document it was built from: dispatch refuses it once the store holds another. */
  readonly base: PageDefinition;
}

/** What a command passes to build its transaction. */
export interface TransactionOptions {
  readonly policy?: HistoryPolicy;
  readonly group?: string;
  /** The selection after the change (default: unchanged). */
  readonly selection?: string | null;
  readonly time?: number;
}

/** Runs `recipe` on a draft of the document and describes the change, or undefined when nothing changed. */
export function transaction(
  state: EditorState,
  label: string,
  recipe: (draft: Draft<PageDefinition>) => void,
  options: TransactionOptions = {},
): Transaction | undefined {
  const [doc, patches, inverse] = produceWithPatches(state.doc, recipe);
  if (patches.length === 0) return undefined;
  return {
    label,
    patches,
    inverse,
    selectionBefore: state.selection,
    selectionAfter: options.selection === undefined ? state.selection : options.selection,
    policy: options.policy ?? 'record',
    ...(options.group === undefined ? {} : { group: options.group }),
    time: options.time ?? Date.now(),
    doc,
    base: state.doc,
  };
}

/**
 * A command: `(state, dispatch?) => boolean`, as in ProseMirror. Without `dispatch` it is a dry
 * run that only says whether it applies (the UI enables controls with it); with one it also
 * dispatches its transaction, at once: a transaction kept for later (across an await, in a
 * closure) is refused once the document has changed.
 */
export type Command = (state: EditorState, dispatch?: (tx: Transaction) => void) => boolean;
