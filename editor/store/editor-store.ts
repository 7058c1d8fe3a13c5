/**
 * One EditorStore per editor: the current frozen state, its history, and who listens. Every
 * change of the document goes through `dispatch(transaction)`; undo and redo apply the inverse or
 * forward patches of a step and restore its selection. Listeners hear one `StoreChange` per
 * change with the undo and redo counts and the unsaved flag, which is all the loader needs to
 * fire `onUndoChange`, `onRedoChange` and `onEdittedWithoutSaveChanged` only when they change.
 */
import { applyPatches, freeze, produce } from 'immer';
import type { PageDefinition } from '../../renderer/index.ts';
import { EMPTY_HISTORY, record, topId, type History, type HistoryOptions, type HistoryStep } from './history.ts';
import type { EditorState } from './state.ts';
import type { Command, Transaction } from './transaction.ts';
import { assignMissingUids } from './tree.ts';

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

/** The editor's state and history. */
export class EditorStore {
  #state: EditorState;
  #history: History = EMPTY_HISTORY;
  #savedTop = 0;
  /** A `skip` change since the last save leaves the document unsaved whatever the history says. */
  #skippedSinceSave = false;
  readonly #options: HistoryOptions;
  readonly #listeners = new Set<(change: StoreChange) => void>();

  constructor(doc: PageDefinition, options: StoreOptions = {}) {
    this.#options = { mergeWindowMs: options.mergeWindowMs ?? 600, maxDepth: options.maxDepth ?? 500 };
    this.#state = freeze({ doc: EditorStore.#prepare(doc), selection: null, editable: options.editable ?? true }, true);
  }

  /** The document as the editor edits it: frozen, every node with a unique uid. */
  static #prepare(doc: PageDefinition): PageDefinition {
    return freeze(produce(doc, (draft) => assignMissingUids(draft)), true);
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
    return this.#skippedSinceSave || topId(this.#history) !== this.#savedTop;
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

  /** Applies a transaction made from the current state. */
  dispatch(tx: Transaction): void {
    if (!this.#state.editable) return;
    const previous = this.#state;
    this.#state = freeze({ ...previous, doc: tx.doc, selection: tx.selectionAfter }, false);
    this.#history = record(this.#history, tx, this.#options);
    if (tx.policy === 'skip') this.#skippedSinceSave = true;
    this.#emit(previous, 'transaction');
  }

  /** Undoes the last step; false when there is none. */
  undo(): boolean {
    const step = this.#history.done.at(-1);
    if (step === undefined || !this.#state.editable) return false;
    const previous = this.#state;
    this.#state = freeze({ ...previous, doc: applyPatches(previous.doc, step.inverse as never) as PageDefinition, selection: step.selectionBefore }, false);
    this.#history = { ...this.#history, done: this.#history.done.slice(0, -1), undone: [...this.#history.undone, step] };
    this.#emit(previous, 'undo');
    return true;
  }

  /** Redoes the last undone step; false when there is none. */
  redo(): boolean {
    const step = this.#history.undone.at(-1);
    if (step === undefined || !this.#state.editable) return false;
    const previous = this.#state;
    this.#state = freeze({ ...previous, doc: applyPatches(previous.doc, step.patches as never) as PageDefinition, selection: step.selectionAfter }, false);
    this.#history = { ...this.#history, done: [...this.#history.done, step], undone: this.#history.undone.slice(0, -1) };
    this.#emit(previous, 'redo');
    return true;
  }

  /** Selects a node (or nothing): UI state, never an undo step. */
  select(uid: string | null): void {
    if (this.#state.selection === uid) return;
    const previous = this.#state;
    this.#state = freeze({ ...previous, selection: uid }, false);
    this.#emit(previous, 'select');
  }

  /** Replaces the document: history cleared, the new one counts as saved. */
  load(doc: PageDefinition): void {
    const previous = this.#state;
    this.#state = freeze({ ...previous, doc: EditorStore.#prepare(doc), selection: null }, false);
    this.#history = { done: [], undone: [], nextId: this.#history.nextId };
    this.#savedTop = 0;
    this.#skippedSinceSave = false;
    this.#emit(previous, 'load');
  }

  /** The history position now: pass it to `markSaved` once what was saved from here is stored. */
  savePoint(): number {
    return this.#skippedSinceSave ? -1 : topId(this.#history);
  }

  /** Marks the document as saved: as it is now, or as it was at `point` (edits made since stay unsaved). */
  markSaved(point: number = topId(this.#history)): void {
    if (point === -1) point = topId(this.#history);
    this.#savedTop = point;
    this.#skippedSinceSave = false;
    this.#emit(this.#state, 'saved');
  }

  /** Switches editing on or off (the `role` option). */
  setEditable(editable: boolean): void {
    if (this.#state.editable === editable) return;
    const previous = this.#state;
    this.#state = freeze({ ...previous, editable }, false);
    this.#emit(previous, 'editable');
  }

  #emit(previous: EditorState, cause: StoreChange['cause']): void {
    const change: StoreChange = { state: this.#state, previous, undoCount: this.undoCount, redoCount: this.redoCount, unsaved: this.unsaved, cause };
    for (const listener of this.#listeners) listener(change);
  }
}
