/**
 * The keys the canvas's frame answers while it has focus (Tab reaches the frame in one step; the
 * page's own links and fields are out of the tab order), in order: Escape ends inline editing;
 * the menu key or Shift+F10 opens the node menu; the arrow keys, Enter and Escape move the
 * selection through the page's tree (canvas-navigation.ts), scroll it into view and say where it
 * is; then the clipboard keys and the shortcuts every surface shares (shortcuts.ts).
 *
 * Enter edits the selected text or button inline; on a node with nothing to edit (a section, a
 * column) it goes into its first child. Escape goes out to the parent; on a section it clears the
 * selection, as it does everywhere else.
 */
import type { TemplateNode } from '../../../renderer/index.ts';
import { handleClipboardKey } from '../../clipboard/clipboard-actions.ts';
import { CONTEXT_MENU } from '../drag/drag-payload.ts';
import { handleShortcut } from '../shortcuts.ts';
import { arrowStep, selectionText, stepTarget, type Step } from './canvas-navigation.ts';
import type { CanvasSelection } from './canvas-selection.ts';
import type { LpCanvas } from './lp-canvas.ts';
import { locate } from '../../store/tree.ts';

/** Handles a keydown in the canvas's frame. */
export function canvasKeydown(event: KeyboardEvent, canvas: LpCanvas, selection: CanvasSelection): void {
  const shell = canvas.shell;
  if (shell === undefined) return;
  const editingText = canvas.inlineEdit !== undefined;
  if (event.key === 'Escape' && editingText) {
    event.preventDefault();
    canvas.endInline();
    return;
  }
  if (!editingText && (menuKey(event, canvas) || navigate(event, canvas, selection))) return;
  if (handleClipboardKey(event, shell, { editingText, inField: false })) return;
  handleShortcut(event, shell, {
    editingText,
    deleteSelection: () => selection.runNodeAction('delete'),
    moveSelection: (direction) => selection.moveSelection(direction),
    rtl: shell.store.state.doc.settings?.dir === 'rtl',
    endInline: () => canvas.endInline(),
  });
}

/** The menu key or Shift+F10: the node menu at the selected node's top corner, as a right click would open it. */
function menuKey(event: KeyboardEvent, canvas: LpCanvas): boolean {
  if (event.key !== 'ContextMenu' && !(event.shiftKey && event.key === 'F10')) return false;
  const uid = canvas.shell?.store.state.selection;
  const box = canvas._boxes.selected;
  const frame = canvas.frameElement?.getBoundingClientRect();
  if (uid == null || box === undefined || frame === undefined) return false;
  event.preventDefault();
  canvas.dispatchEvent(
    new CustomEvent(CONTEXT_MENU, {
      bubbles: true,
      composed: true,
      detail: {
        clientX: frame.left + Math.max(0, box.left) + 12,
        clientY: frame.top + Math.max(0, box.top) + 12,
        uid,
      },
    }),
  );
  return true;
}

/**
 * Keyboard selection, so the canvas works without a pointer. The selection moves (when there is a
 * node that way), is scrolled into view and said by the live region; at an end the node held is
 * said again, so a key never passes in silence.
 */
function navigate(event: KeyboardEvent, canvas: LpCanvas, selection: CanvasSelection): boolean {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return false;
  const shell = canvas.shell!;
  const { doc, selection: uid } = shell.store.state;
  const found = uid === null ? undefined : locate<TemplateNode>(doc, uid);
  let step: Step | undefined = arrowStep(event, doc.settings?.dir === 'rtl');
  if (event.key === 'Enter' && found !== undefined) {
    event.preventDefault();
    if (canvas.startInline(found.node.uid!)) return true;
    step = 'child';
  }
  // On a section Escape is left to the shortcuts: it clears the selection.
  if (event.key === 'Escape' && found !== undefined && found.parent !== doc) step = 'parent';
  if (step === undefined) return false;
  event.preventDefault();
  const next = stepTarget(doc, uid, step);
  if (next !== undefined) {
    shell.store.select(next);
    selection.element(next)?.scrollIntoView({ block: 'nearest' });
  }
  canvas.announce(selectionText(shell));
  return true;
}
