/**
 * The keyboard shortcuts, in one place for the editor's document and the canvas frame alike:
 * undo (Ctrl+Z / ⌘Z), redo (Ctrl+Y, Ctrl+Shift+Z / ⌘⇧Z), save (Ctrl+S / ⌘S), delete the
 * selection (Delete, Backspace), move it (Alt+arrows: back or forward among its siblings and on
 * into the previous or next container; left and right follow the page's direction), and Escape
 * (end inline editing, else clear the selection).
 * Inside a form field of the editor's panels, only save and Escape apply: typing stays typing.
 *
 * While text is edited inline, undo and redo belong to the text first: the rich-text engine
 * (editor/rich-text/rich-edit.ts, `historyKey` below) takes the key when the step to undo or
 * redo only changed that text, and keeps the edit open. A key it leaves (the step changed
 * something else) arrives here: the edit ends, then the store undoes or redoes.
 */
import type { EditorShell } from '../context/editor-context.ts';

export interface ShortcutContext {
  /** Text is being edited inline (Delete and Backspace belong to the text). */
  readonly editingText: boolean;
  readonly deleteSelection: () => void;
  readonly endInline: () => void;
  /** The key was pressed in an input of the editor's own UI. */
  readonly inField?: boolean;
  /** Moves the selection back (-1) or forward (+1) in reading order. */
  readonly moveSelection?: (direction: -1 | 1) => void;
  /** The page reads right to left: Alt+Left moves forward. */
  readonly rtl?: boolean;
}

/** Undo or redo. */
export type HistoryDirection = 'undo' | 'redo';

/** Which history key `event` is (Ctrl+Z / ⌘Z, Ctrl+Y, Ctrl+Shift+Z / ⌘⇧Z), or undefined. */
export function historyKey(event: KeyboardEvent): HistoryDirection | undefined {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return undefined;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  return key === 'y' && !event.shiftKey ? 'redo' : undefined;
}

/** Alt+arrow to a move's direction in reading order, or undefined for other keys. */
function moveDirection(key: string, rtl: boolean): -1 | 1 | undefined {
  if (key === 'arrowup') return -1;
  if (key === 'arrowdown') return 1;
  if (key === 'arrowleft') return rtl ? 1 : -1;
  if (key === 'arrowright') return rtl ? -1 : 1;
  return undefined;
}

/** Handles a keydown; true when it was a shortcut (its default is then prevented). */
export function handleShortcut(event: KeyboardEvent, shell: EditorShell, context: ShortcutContext): boolean {
  const mod = event.ctrlKey || event.metaKey;
  const key = event.key.toLowerCase();
  const history = historyKey(event);
  let handled = true;
  // Taken for a reader too (the browser's own save dialog would open), but a reader has no save:
  // the UI shows none, and the keyboard is no way around that (the host's save() still works).
  if (mod && !event.altKey && key === 's') {
    if (shell.store.state.editable) void shell.save();
  } else if (context.inField) handled = false;
  else if (history !== undefined) {
    context.endInline();
    if (history === 'redo') shell.store.redo();
    else shell.store.undo();
  } else if (
    (key === 'delete' || key === 'backspace') &&
    !mod &&
    !context.editingText &&
    shell.store.state.selection !== null
  )
    context.deleteSelection();
  else if (
    event.altKey &&
    !mod &&
    !event.shiftKey &&
    !context.editingText &&
    context.moveSelection !== undefined &&
    shell.store.state.selection !== null &&
    moveDirection(key, context.rtl === true) !== undefined
  )
    context.moveSelection(moveDirection(key, context.rtl === true)!);
  else if (key === 'escape' && !context.editingText && shell.store.state.selection !== null) shell.store.select(null);
  else handled = false;
  if (handled) event.preventDefault();
  return handled;
}
