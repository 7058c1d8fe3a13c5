/**
 * Fires the spec's history callbacks from the store's changes, and only when their value changes:
 * `onUndoChange({count})`, `onRedoChange({count})` and `onEdittedWithoutSaveChanged({value})`.
 */
import type { EditorStore } from '../store/editor-store.ts';

export interface HistoryCallbacks {
  readonly onUndoChange?: (payload: { count: number }) => void;
  readonly onRedoChange?: (payload: { count: number }) => void;
  readonly onEdittedWithoutSaveChanged?: (payload: { value: boolean }) => void;
}

/** Connects `callbacks` to `store`; returns the function that disconnects them. */
export function connectHistoryCallbacks(store: EditorStore, callbacks: () => HistoryCallbacks): () => void {
  let undo = store.undoCount;
  let redo = store.redoCount;
  let unsaved = store.unsaved;
  return store.subscribe((change) => {
    const current = callbacks();
    if (change.undoCount !== undo) {
      undo = change.undoCount;
      current.onUndoChange?.({ count: undo });
    }
    if (change.redoCount !== redo) {
      redo = change.redoCount;
      current.onRedoChange?.({ count: redo });
    }
    if (change.unsaved !== unsaved) {
      unsaved = change.unsaved;
      current.onEdittedWithoutSaveChanged?.({ value: unsaved });
    }
  });
}
