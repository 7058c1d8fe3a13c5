/**
 * A gesture (a drag) shows each of its changes at once but enters history only when it ends:
 * committed, all of them become one step; cancelled (Escape), the document is as it was and both
 * stacks are untouched, redo included, as tldraw's `bailToMark` leaves them. Anything else that
 * changes the document or the history during a gesture commits it first (the store calls
 * `commit()` before such a change).
 *
 * `GestureSession` holds the one gesture under way for an `EditorStore`. It keeps its changes in a
 * history of its own (history.ts `record`, merging them all into one step) and reaches the store
 * only through `GestureHost`, so the store's state, history and listeners stay the store's.
 */
import type { PageDefinition } from '../../renderer/index.ts';
import { EMPTY_HISTORY, record, type History, type HistoryOptions } from './history.ts';
import type { EditorState } from './state.ts';
import type { Command, Transaction } from './transaction.ts';

/**
 * A change under way, made of many (a drag's moves): each shows at once, none enters history
 * until the gesture ends. From `EditorStore.beginGesture()`.
 */
export interface Gesture {
  /** True until it is committed or cancelled, or something else changed the document or the history. */
  readonly active: boolean;
  /** Runs `command` as part of the gesture; false when it does not apply or the gesture is over. */
  run(command: Command): boolean;
  /** Ends it: its changes become one undo step (none when it changed nothing). */
  commit(): void;
  /** Ends it: the document and the selection as they were when it began; the history untouched. */
  cancel(): void;
}

/**
 * What a gesture needs of its store, and no more: it shows changes and, at its commit, records
 * one step, but never touches the store's history, save points or listeners itself.
 */
export interface GestureHost {
  /**
   * The state as shown. Read as it is: the store ran any held write when the gesture began, and
   * a gesture's own changes are what a later held write must build on.
   */
  current(): EditorState;
  /** Throws the store's RangeError for a transaction built from another document. */
  checkBase(tx: Transaction): void;
  /** Shows `doc` and `selection` (listeners hear a `transaction`); the store's history stays as it is. */
  show(doc: PageDefinition, selection: string | null): void;
  /** Records `tx` as a step of the store's history; its document already shows (listeners hear the counts change). */
  record(tx: Transaction): void;
}

/** The gesture under way: where it began, and its changes so far merged into one step. */
interface OpenGesture {
  readonly handle: Gesture;
  readonly start: EditorState;
  /** Its transactions, merged (history.ts `record`) into one step; empty while nothing changed. */
  pending: History;
  /** The group of its first transaction, which the committed step keeps (as it keeps the label). */
  group: string | undefined;
}

/** How a gesture's transactions merge: always, into one step (one group, no window, no bound). */
const GESTURE_MERGE: HistoryOptions = { mergeWindowMs: Number.POSITIVE_INFINITY, maxDepth: Number.POSITIVE_INFINITY };

/** The one gesture under way (or none) of a store. */
export class GestureSession {
  #open: OpenGesture | undefined;

  constructor(private readonly host: GestureHost) {}

  /** True while a gesture is under way and changed the document (its document is no history position). */
  get changed(): boolean {
    return (this.#open?.pending.done.length ?? 0) > 0;
  }

  /** Begins a gesture from the current state; the caller commits the one under way first. */
  begin(): Gesture {
    const session = this;
    const handle: Gesture = {
      get active() {
        return session.#open?.handle === handle;
      },
      run: (command) => handle.active && command(this.host.current(), (tx) => this.#preview(tx)),
      commit: () => {
        if (handle.active) this.commit();
      },
      cancel: () => {
        if (handle.active) this.#cancel();
      },
    };
    this.#open = { handle, start: this.host.current(), pending: EMPTY_HISTORY, group: undefined };
    return handle;
  }

  /**
   * Commits the gesture under way, if any, before anything else changes the document or the
   * history: its merged changes as one recorded step (its first transaction's label and group).
   */
  commit(): void {
    const gesture = this.#open;
    if (gesture === undefined) return;
    this.#open = undefined;
    const step = gesture.pending.done[0];
    if (step === undefined) return;
    this.host.record({
      label: step.label,
      patches: step.patches,
      inverse: step.inverse,
      selectionBefore: gesture.start.selection,
      selectionAfter: step.selectionAfter,
      policy: 'record',
      ...(gesture.group === undefined ? {} : { group: gesture.group }),
      time: Date.now(),
      doc: this.host.current().doc,
      base: gesture.start.doc,
    });
  }

  /** Ends the gesture under way without a trace (a load replaces its document anyway). */
  drop(): void {
    this.#open = undefined;
  }

  /** A gesture's transaction: the document changes, the history does not (yet). */
  #preview(tx: Transaction): void {
    this.host.checkBase(tx);
    const gesture = this.#open;
    if (gesture === undefined || !this.host.current().editable) return;
    if (gesture.pending.done.length === 0) gesture.group = tx.group;
    gesture.pending = record(gesture.pending, { ...tx, policy: 'merge', group: 'gesture', time: 0 }, GESTURE_MERGE);
    this.host.show(tx.doc, tx.selectionAfter);
  }

  /** Back to where the gesture began: nothing else changed since (that would have committed it). */
  #cancel(): void {
    const gesture = this.#open!;
    this.#open = undefined;
    if (gesture.pending.done.length === 0) return;
    this.host.show(gesture.start.doc, gesture.start.selection);
  }
}
