/**
 * One EditorStore per editor: the current frozen state, its history, and who listens. Every
 * change of the document goes through `dispatch(transaction)`; undo and redo apply the inverse or
 * forward patches of a step and restore its selection. Listeners hear one `StoreChange` per
 * change with the undo and redo counts and the unsaved flag, which is all the loader needs to
 * fire `onUndoChange`, `onRedoChange` and `onEdittedWithoutSaveChanged` only when they change.
 *
 * A gesture (a drag) shows each of its changes at once but enters history only when it ends, as
 * one step, or leaves no trace when cancelled (gesture.ts). Anything else that changes the
 * document or the history during a gesture commits it first.
 *
 * Stale input is refused, never merged into a newer document: `dispatch` throws a RangeError for
 * a transaction built from another document; a save point names the loaded document it came
 * from (`generation`), so a save that completes after a load marks nothing; the selection always
 * names a node of the document, or nothing.
 *
 * A writer may hold a change back for a moment (`hold`, held-writes.ts: the rich-text edit types
 * after a short pause): it runs before anything reads or changes the store, so no reader sees the
 * document without it and no undo, save or load passes it by.
 */
import { applyPatches, freeze, produce } from 'immer';
import type { PageDefinition, TemplateNode } from '../../renderer/index.ts';
import { EMPTY_HISTORY, record, topId, type History, type HistoryOptions, type HistoryStep } from './history.ts';
import { HeldWrites } from './held-writes.ts';
import { GestureSession, type Gesture } from './gesture.ts';
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
  /**
   * What caused it. A gesture's changes, its commit (the counts change, the document does not)
   * and its cancel (the document as it began) are `transaction`s.
   */
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

// Importers of the store take the gesture's type from here, beside `beginGesture()`.
export type { Gesture } from './gesture.ts';

/** A save point that matches no history position (a save of a gesture's unfinished document). */
const NO_POSITION = -1;

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
  /** The gesture under way (gesture.ts), which reaches the state, the history and the listeners only through here. */
  readonly #gesture = new GestureSession({
    // As shown, without running a held write: see GestureHost.current.
    current: () => this.#state,
    checkBase: (tx) => this.#checkBase(tx),
    show: (doc, selection) => this.#change({ doc, selection: existing(doc, selection) }, 'transaction'),
    record: (tx) => {
      this.#history = record(this.#history, tx, this.#options);
      // The document is already shown; the counts and the unsaved flag changed.
      this.#emit(this.#state, 'transaction');
    },
  });
  /** A write held back by its writer (see `hold`), run before any read or change. */
  readonly #held = new HeldWrites();
  readonly #listeners = new Set<(change: StoreChange) => void>();

  constructor(doc: PageDefinition, options: StoreOptions = {}) {
    this.#options = { mergeWindowMs: options.mergeWindowMs ?? 600, maxDepth: options.maxDepth ?? 500 };
    this.#state = freeze({ doc: EditorStore.#prepare(doc), selection: null, editable: options.editable ?? true }, true);
  }

  /** The document as the editor edits it: frozen, every node with a unique uid. */
  static #prepare(doc: PageDefinition): PageDefinition {
    return freeze(produce(doc, assignMissingUids), true);
  }

  // The guarded path to a held write (see `hold`): public entries read the state through
  // `#settled` and the history through `#settledHistory`, which run it first, rather than each
  // beginning with a line a new entry could forget. Undo, redo and a new gesture begin with
  // `#beforeChange` instead (the held write must come before the gesture is committed), and
  // markSaved, which reads neither, runs it itself.
  get #settled(): EditorState {
    this.#held.run();
    return this.#state;
  }
  get #settledHistory(): History {
    this.#held.run();
    return this.#history;
  }

  get state(): EditorState {
    return this.#settled;
  }
  get undoCount(): number {
    return this.#settledHistory.done.length;
  }
  get redoCount(): number {
    return this.#settledHistory.undone.length;
  }
  /** The step on top of the undo stack (frozen data: its patches, inverse, label, selection). */
  get lastStep(): HistoryStep | undefined {
    return this.#settledHistory.done.at(-1);
  }

  /** True while the document differs from the last saved (or loaded) one. */
  get unsaved(): boolean {
    const history = this.#settledHistory;
    return this.#gesture.changed || topId(history) !== this.#saved.top || this.#skips !== this.#saved.skips;
  }

  /**
   * Holds `write` (a change its writer makes a moment later) until the store is next read or
   * changed, and runs it then, once, before anything else; the writer may run it earlier itself
   * (it then writes nothing the second time). A write held before by another writer runs first.
   */
  hold(write: () => void): void {
    this.#held.hold(write);
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
    return command(this.#settled);
  }

  /** Runs `command`; false when it does not apply. */
  run(command: Command): boolean {
    return command(this.#settled, (tx) => this.dispatch(tx));
  }

  /**
   * Applies a transaction made from the current document. One made from any other (before a
   * load, an undo or another edit) throws a RangeError and changes nothing: applying it would
   * silently erase what happened since. A reader's store ignores every transaction. A held write
   * (`hold`) ran when the transaction's base was read from `state`, so none runs here.
   */
  dispatch(tx: Transaction): void {
    this.#checkBase(tx);
    if (!this.#state.editable) return;
    this.#gesture.commit();
    this.#history = record(this.#history, tx, this.#options);
    if (tx.policy === 'skip') this.#skips++;
    this.#change({ doc: tx.doc, selection: existing(tx.doc, tx.selectionAfter) }, 'transaction');
  }

  /**
   * Begins a gesture (see Gesture): one under way is committed first. Its changes show at once and
   * count as unsaved, but the undo and redo counts stay as they are until it is committed.
   */
  beginGesture(): Gesture {
    this.#beforeChange();
    return this.#gesture.begin();
  }

  /** Undoes the last step (a gesture under way first becomes one); false when there is none. */
  undo(): boolean {
    this.#beforeChange();
    const { done, undone } = this.#history;
    const step = done.at(-1);
    if (step === undefined || !this.#state.editable) return false;
    const doc = applyPatches(this.#state.doc, step.inverse as never) as PageDefinition;
    this.#history = { ...this.#history, done: done.slice(0, -1), undone: [...undone, step] };
    this.#change({ doc, selection: existing(doc, step.selectionBefore) }, 'undo');
    return true;
  }

  /** Redoes the last undone step (a gesture under way is committed first); false when there is none. */
  redo(): boolean {
    this.#beforeChange();
    const { done, undone } = this.#history;
    const step = undone.at(-1);
    if (step === undefined || !this.#state.editable) return false;
    const doc = applyPatches(this.#state.doc, step.patches as never) as PageDefinition;
    this.#history = { ...this.#history, done: [...done, step], undone: undone.slice(0, -1) };
    this.#change({ doc, selection: existing(doc, step.selectionAfter) }, 'redo');
    return true;
  }

  /** Selects a node (or nothing): UI state, never an undo step. A uid not in the document selects nothing. */
  select(uid: string | null): void {
    uid = existing(this.#settled.doc, uid);
    if (this.#state.selection !== uid) this.#change({ selection: uid }, 'select');
  }

  /**
   * Replaces the document: history cleared, the new one counts as saved, a new generation (save
   * points and transactions from before it are refused).
   */
  load(doc: PageDefinition): void {
    const { nextId } = this.#settledHistory;
    this.#gesture.drop();
    const prepared = EditorStore.#prepare(doc);
    this.#history = { done: [], undone: [], nextId };
    this.#generation++;
    this.#skips = 0;
    this.#saved = { top: 0, skips: 0 };
    this.#change({ doc: prepared, selection: null }, 'load');
  }

  /** Where the document is now: pass it to `markSaved` once what was saved from here is stored. */
  savePoint(): SavePoint {
    const history = this.#settledHistory;
    // A gesture's document is no history position: what is saved from it stays unsaved (committed
    // or cancelled, the document is not that one any more).
    const top = this.#gesture.changed ? NO_POSITION : topId(history);
    return { generation: this.#generation, top, skips: this.#skips };
  }

  /**
   * Marks the document as saved: as it is now, or as it was at `point` (edits and `skip` changes
   * made since stay unsaved). A point from before the last load is about another document:
   * nothing changes and it returns false.
   */
  markSaved(point: SavePoint = this.savePoint()): boolean {
    this.#held.run();
    if (point.generation !== this.#generation) return false;
    this.#saved = { top: point.top, skips: point.skips };
    this.#emit(this.#state, 'saved');
    return true;
  }

  /** Switches editing on or off (the `role` option). */
  setEditable(editable: boolean): void {
    if (this.#settled.editable === editable) return;
    this.#gesture.commit();
    this.#change({ editable }, 'editable');
  }

  /** Whether locked nodes hold for this user (the `editor` role; see EditorState.locks). */
  setLocks(locks: boolean): void {
    if ((this.#settled.locks ?? false) !== locks) this.#change({ locks }, 'editable');
  }

  /** Before a change of the history: the held write runs, then a gesture under way is committed. */
  #beforeChange(): void {
    this.#held.run();
    this.#gesture.commit();
  }

  #checkBase(tx: Transaction): void {
    if (tx.base !== this.#state.doc)
      throw new RangeError(
        `Applying a mismatched transaction ("${tx.label}"): it was built from another document than the current one.`,
      );
  }

  /** The state with `changes` (a new frozen snapshot), and the listeners told. */
  #change(changes: Partial<EditorState>, cause: StoreChange['cause']): void {
    const previous = this.#state;
    this.#state = freeze({ ...previous, ...changes }, false);
    this.#emit(previous, cause);
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
