/**
 * One EditorStore per editor: the current frozen state, its history, and who listens. Every
 * change of the document goes through `dispatch(transaction)`; undo and redo apply the inverse or
 * forward patches of a step and restore its selection. Listeners hear one `StoreChange` per
 * change with the undo and redo counts and the unsaved flag, which is all the loader needs to
 * fire `onUndoChange`, `onRedoChange` and `onEdittedWithoutSaveChanged` only when they change.
 *
 * Stale input is refused, never merged into a newer document: `dispatch` throws a RangeError for
 * a transaction built from another document; a save point names the loaded document it came
 * from (`generation`), so a save that completes after a load marks nothing; the selection always
 * names a node of the document, or nothing.
 */
import { applyPatches, freeze, produce } from 'immer';
import type { PageDefinition, TemplateNode } from '../../renderer/index.ts';
import { EMPTY_HISTORY, record, topId, type History, type HistoryOptions, type HistoryStep } from './history.ts';
import type { EditorState } from './state.ts';
import type { Command, Transaction } from './transaction.ts';
import { assignMissingUids, locate } from './tree.ts';

/** What listeners hear after each change. */
export interface StoreChange {
  readonly state: EditorState;
  readonly previous: EditorState;
  readonly undoCount: number;
  readonly redoCount: number;
  readonly unsaved: boolean;
  /** What caused it. */
  readonly cause: 'transaction' | 'undo' | 'redo' | 'select' | 'load' | 'saved' | 'editable';
}

export interface StoreOptions extends Partial<HistoryOptions> {
  readonly editable?: boolean;
}

/**
 * Where the document was when a save began: the loaded document (`generation`), the step on top
 * of the undo stack, and how many `skip` changes had been made. Opaque to callers: take it with
 * `savePoint()` and hand it back to `markSaved()`.
 */
export interface SavePoint {
  readonly generation: number;
  readonly top: number;
  readonly skips: number;
}

/** The editor's state and history. */
export class EditorStore {
  #state: EditorState;
  #history: History = EMPTY_HISTORY;
  /** Loads so far: a save point or an edit from before a load is about another document. */
  #generation = 0;
  /** `skip` changes since the load. They add no step, so the step on top alone cannot tell them. */
  #skips = 0;
  #saved: { readonly top: number; readonly skips: number } = { top: 0, skips: 0 };
  readonly #options: HistoryOptions;
  readonly #listeners = new Set<(change: StoreChange) => void>();

  constructor(doc: PageDefinition, options: StoreOptions = {}) {
    this.#options = { mergeWindowMs: options.mergeWindowMs ?? 600, maxDepth: options.maxDepth ?? 500 };
    this.#state = freeze({ doc: EditorStore.#prepare(doc), selection: null, editable: options.editable ?? true }, true);
  }

  /** The document as the editor edits it: frozen, every node with a unique uid. */
  static #prepare(doc: PageDefinition): PageDefinition {
    return freeze(
      produce(doc, (draft) => assignMissingUids(draft)),
      true,
    );
  }

  get state(): EditorState {
    return this.#state;
  }
  get undoCount(): number {
    return this.#history.done.length;
  }
  get redoCount(): number {
    return this.#history.undone.length;
  }
  /** The step on top of the undo stack (frozen data: its patches, inverse, label, selection). */
  get lastStep(): HistoryStep | undefined {
    return this.#history.done.at(-1);
  }

  /** True while the document differs from the last saved (or loaded) one. */
  get unsaved(): boolean {
    return topId(this.#history) !== this.#saved.top || this.#skips !== this.#saved.skips;
  }

  /** How many times a document was loaded: a change of it means the document is another one. */
  get generation(): number {
    return this.#generation;
  }

  /** Listens to every change; returns the function that stops listening. */
  subscribe(listener: (change: StoreChange) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Whether `command` applies now (a dry run). */
  can(command: Command): boolean {
    return command(this.#state);
  }

  /** Runs `command`; false when it does not apply. */
  run(command: Command): boolean {
    return command(this.#state, (tx) => this.dispatch(tx));
  }

  /**
   * Applies a transaction made from the current document. One made from any other (before a
   * load, an undo or another edit) throws a RangeError and changes nothing: applying it would
   * silently erase what happened since. A reader's store ignores every transaction.
   */
  dispatch(tx: Transaction): void {
    if (tx.base !== this.#state.doc)
      throw new RangeError(
        `Applying a mismatched transaction ("${tx.label}"): it was built from another document than the current one.`,
      );
    if (!this.#state.editable) return;
    const previous = this.#state;
    this.#state = freeze({ ...previous, doc: tx.doc, selection: existing(tx.doc, tx.selectionAfter) }, false);
    this.#history = record(this.#history, tx, this.#options);
    if (tx.policy === 'skip') this.#skips++;
    this.#emit(previous, 'transaction');
  }

  /** Undoes the last step; false when there is none. */
  undo(): boolean {
    const step = this.#history.done.at(-1);
    if (step === undefined || !this.#state.editable) return false;
    const previous = this.#state;
    const doc = applyPatches(previous.doc, step.inverse as never) as PageDefinition;
    this.#state = freeze({ ...previous, doc, selection: existing(doc, step.selectionBefore) }, false);
    this.#history = {
      ...this.#history,
      done: this.#history.done.slice(0, -1),
      undone: [...this.#history.undone, step],
    };
    this.#emit(previous, 'undo');
    return true;
  }

  /** Redoes the last undone step; false when there is none. */
  redo(): boolean {
    const step = this.#history.undone.at(-1);
    if (step === undefined || !this.#state.editable) return false;
    const previous = this.#state;
    const doc = applyPatches(previous.doc, step.patches as never) as PageDefinition;
    this.#state = freeze({ ...previous, doc, selection: existing(doc, step.selectionAfter) }, false);
    this.#history = {
      ...this.#history,
      done: [...this.#history.done, step],
      undone: this.#history.undone.slice(0, -1),
    };
    this.#emit(previous, 'redo');
    return true;
  }

  /** Selects a node (or nothing): UI state, never an undo step. A uid not in the document selects nothing. */
  select(uid: string | null): void {
    uid = existing(this.#state.doc, uid);
    if (this.#state.selection === uid) return;
    const previous = this.#state;
    this.#state = freeze({ ...previous, selection: uid }, false);
    this.#emit(previous, 'select');
  }

  /**
   * Replaces the document: history cleared, the new one counts as saved, a new generation (save
   * points and transactions from before it are refused).
   */
  load(doc: PageDefinition): void {
    const previous = this.#state;
    this.#state = freeze({ ...previous, doc: EditorStore.#prepare(doc), selection: null }, false);
    this.#history = { done: [], undone: [], nextId: this.#history.nextId };
    this.#generation++;
    this.#skips = 0;
    this.#saved = { top: 0, skips: 0 };
    this.#emit(previous, 'load');
  }

  /** Where the document is now: pass it to `markSaved` once what was saved from here is stored. */
  savePoint(): SavePoint {
    return { generation: this.#generation, top: topId(this.#history), skips: this.#skips };
  }

  /**
   * Marks the document as saved: as it is now, or as it was at `point` (edits and `skip` changes
   * made since stay unsaved). A point from before the last load is about another document:
   * nothing changes and it returns false.
   */
  markSaved(point: SavePoint = this.savePoint()): boolean {
    if (point.generation !== this.#generation) return false;
    this.#saved = { top: point.top, skips: point.skips };
    this.#emit(this.#state, 'saved');
    return true;
  }

  /** Switches editing on or off (the `role` option). */
  setEditable(editable: boolean): void {
    if (this.#state.editable === editable) return;
    const previous = this.#state;
    this.#state = freeze({ ...previous, editable }, false);
    this.#emit(previous, 'editable');
  }

  /** Whether locked nodes hold for this user (the `editor` role; see EditorState.locks). */
  setLocks(locks: boolean): void {
    if ((this.#state.locks ?? false) === locks) return;
    const previous = this.#state;
    this.#state = freeze({ ...previous, locks }, false);
    this.#emit(previous, 'editable');
  }

  #emit(previous: EditorState, cause: StoreChange['cause']): void {
    const change: StoreChange = {
      state: this.#state,
      previous,
      undoCount: this.undoCount,
      redoCount: this.redoCount,
      unsaved: this.unsaved,
      cause,
    };
    for (const listener of this.#listeners) listener(change);
  }
}

/** `uid` when it names a node of `doc`, else null: a selection never outlives its node. */
function existing(doc: PageDefinition, uid: string | null): string | null {
  return uid !== null && locate<TemplateNode>(doc, uid) !== undefined ? uid : null;
}
