/**
 * The workspace part: the editing UI around the canvas (the top bar with its overflow menu, the
 * window bar, the left panel without its layers tree, which is the 'layers' part, the selection
 * panel) and on it (the selection with its toolbar, and inline rich text editing). Every session
 * shows it, but nothing in it is needed to check the options and start authorizing, so the first
 * script leaves it out and the editor fetches it while it authorizes (load-part.ts, START_PARTS):
 * it costs the start no wait, and the editor shows itself once it is in. Without it (it could not
 * load), the editor shows the page, says why, and offers to try again.
 */
export { LpTopBar } from '../components/top-bar/lp-top-bar.ts';
export { LpWindowBar } from '../components/window-bar/lp-window-bar.ts';
export { LpSidePanel } from '../components/side-panel/lp-side-panel.ts';
export { LpSelectionPanel } from '../components/selection-panel/lp-selection-panel.ts';
export { CanvasSelection } from '../components/canvas/canvas-selection.ts';
export { DragController } from '../components/drag/drag-controller.ts';
export { nodeToolbar } from '../components/canvas/node-toolbar.ts';
export { startInlineEdit } from '../components/canvas/inline-editing.ts';
export { LpContextMenu } from '../components/context-menu/lp-context-menu.ts';
export { handleClipboardEvent, handleClipboardKey } from '../clipboard/clipboard-actions.ts';
export { LpColumnHandles } from '../components/section-layout/lp-column-handles.ts';
export { layoutSection } from '../store/section-layout.ts';
