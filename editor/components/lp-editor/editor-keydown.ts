/**
 * The keys `<lp-editor>` answers in its own document (the canvas frame has its own listener):
 * Escape closes a preview whose part is not in yet, then the clipboard keys of the workspace part,
 * then the shortcuts every surface shares (shortcuts.ts).
 */
import type { EditorShell } from '../../context/editor-context.ts';
import { loadedPart } from '../../lazy/load-part.ts';
import type { LpCanvas } from '../canvas/lp-canvas.ts';
import { handleShortcut } from '../shortcuts.ts';
import { inField } from './part-events.ts';

export interface EditorKeydownDeps {
  readonly shell: EditorShell;
  readonly canvas: LpCanvas | null;
  /** A preview is open. */
  readonly previewOpen: boolean;
  readonly closePreview: () => void;
}

/** Runs the editor's shortcuts; true when `event` was one (owned-keys.ts then keeps it from the host). */
export function editorKeydown(
  event: KeyboardEvent,
  { shell, canvas, previewOpen, closePreview }: EditorKeydownDeps,
): boolean {
  const typing = inField(event);
  if (event.key === 'Escape' && previewOpen) {
    // The preview closes itself; before its part is in, there is none yet to do it.
    if (loadedPart('preview') !== undefined) return false;
    closePreview();
    return true;
  }
  const clipboardKey = loadedPart('workspace')?.handleClipboardKey;
  if (clipboardKey?.(event, shell, { editingText: false, inField: typing })) return true;
  return handleShortcut(event, shell, {
    editingText: false,
    inField: typing,
    deleteSelection: () => canvas?.runAction('delete'),
    moveSelection: (direction) => canvas?.moveSelection(direction),
    rtl: shell.store.state.doc.settings?.dir === 'rtl',
    endInline: () => canvas?.endInline(),
  });
}
