/**
 * What a drag carries, and the event a drag source sends to start one. Sources (the blocks
 * panel's tiles; the canvas for nodes of the page) only say "a drag may start here with this";
 * the canvas's drag controller decides when it does (past a small movement, so a click stays a
 * click), draws it, and drops it.
 */
import type { TemplateNode } from '../../../renderer/index.ts';

export type DragPayload =
  /** A new node (a layout's section, a block, a custom block) to insert where it is dropped. */
  | { readonly type: 'insert'; readonly node: TemplateNode; readonly label: string }
  /** A node of the page to move. */
  | { readonly type: 'move'; readonly uid: string };

/** The detail of `lp-drag-start`: the pointerdown that may become a drag, and what it carries. */
export interface DragStartDetail {
  readonly event: PointerEvent;
  readonly payload: DragPayload;
}

/** The event a drag source dispatches on pointerdown (bubbles, composed), for the editor to hear. */
export const DRAG_START = 'lp-drag-start';

/** The event a part sends to have the canvas outline a node as if hovered (`uid` null: none). */
export const HIGHLIGHT = 'lp-highlight';

/** The event the canvas sends to open the node menu at a point (client coordinates of the editor's document). */
export const CONTEXT_MENU = 'lp-context-menu-request';

export interface ContextMenuRequest {
  readonly clientX: number;
  readonly clientY: number;
  readonly uid: string;
}

declare global {
  interface HTMLElementEventMap {
    'lp-context-menu-request': CustomEvent<ContextMenuRequest>;
    'lp-drag-start': CustomEvent<DragStartDetail>;
    'lp-highlight': CustomEvent<{ uid: string | null }>;
  }
}
