/**
 * The keyboard shortcuts, in one place for the editor's document and the canvas frame alike:
 * undo (Ctrl+Z / ⌘Z), redo (Ctrl+Y, Ctrl+Shift+Z / ⌘⇧Z), save (Ctrl+S / ⌘S), delete the
 * selection (Delete, Backspace), and Escape (end inline editing, else clear the selection).
 * Inside a form field of the editor's panels, only save and Escape apply: typing stays typing.
 */
import type { EditorShell } from '../context/editor-context.ts';

export interface ShortcutContext {
  /** Text is being edited inline (Delete and Backspace belong to the text). */
  readonly editingText: boolean;
  readonly deleteSelection: () => void;
  readonly endInline: () => void;
  /** The key was pressed in an input of the editor's own UI. */
  readonly inField?: boolean;
}

/** Handles a keydown; true when it was a shortcut (its default is then prevented). */
export function handleShortcut(event: KeyboardEvent, shell: EditorShell, context: ShortcutContext): boolean {
  const mod = event.ctrlKey || event.metaKey;
  const key = event.key.toLowerCase();
  let handled = true;
  if (mod && !event.altKey && key === 's') void shell.save();
  else if (context.inField) handled = false;
  else if (mod && !event.altKey && key === 'z') {
    context.endInline();
    if (event.shiftKey) shell.store.redo();
    else shell.store.undo();
  } else if (mod && !event.altKey && !event.shiftKey && key === 'y') {
    context.endInline();
    shell.store.redo();
  } else if (
    (key === 'delete' || key === 'backspace') &&
    !mod &&
    !context.editingText &&
    shell.store.state.selection !== null
  )
    context.deleteSelection();
  else if (key === 'escape' && !context.editingText && shell.store.state.selection !== null) shell.store.select(null);
  else handled = false;
  if (handled) event.preventDefault();
  return handled;
}
