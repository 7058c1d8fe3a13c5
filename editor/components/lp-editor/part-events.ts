/**
 * What the editor's parts say to one another through `<lp-editor>`: a drag source (the blocks
 * panel) arms a drag on the canvas, the layers tree points at a node, the canvas asks for the node
 * menu, and the clipboard's events reach the workspace part's handler. Listening on the element,
 * never on the document, keeps the host page's own events (its copies and pastes) its own.
 */
import type { EditorShell } from '../../context/editor-context.ts';
import { loadedPart } from '../../lazy/load-part.ts';
import type { LpCanvas } from '../canvas/lp-canvas.ts';
import { tagOf } from '../define-element.ts';
import { CONTEXT_MENU, DRAG_START, HIGHLIGHT } from '../drag/drag-payload.ts';

/** What the listeners need of the editor element. */
export interface PartEventsHost extends HTMLElement {
  readonly canvas: LpCanvas | null;
  readonly renderRoot: HTMLElement | DocumentFragment;
  /** The shell once the editor is ready, else undefined. */
  readyShell(): EditorShell | undefined;
}

/** Whether an event comes from a field of the editor's own UI (typing and its clipboard stay the field's). */
export function inField(event: Event): boolean {
  const origin = event.composedPath()[0] as HTMLElement | undefined;
  return origin !== undefined && (origin.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(origin.tagName));
}

/** Adds the listeners to `host` (once: the same functions are never added twice). */
export function listenToParts(host: PartEventsHost): void {
  host.addEventListener(DRAG_START, (event) => {
    event.stopPropagation();
    host.canvas?.beginDrag(event.detail.event, event.detail.payload);
  });
  host.addEventListener(HIGHLIGHT, (event) => {
    event.stopPropagation();
    host.canvas?.highlight(event.detail.uid);
  });
  host.addEventListener(CONTEXT_MENU, (event) => {
    event.stopPropagation();
    const menu = host.renderRoot.querySelector<HTMLElement & { show(x: number, y: number, uid: string): void }>(
      tagOf(loadedPart('workspace')?.LpContextMenu ?? HTMLElement),
    );
    const root = host.renderRoot.querySelector('.root')?.getBoundingClientRect();
    if (menu === null || root === undefined) return;
    menu.show(event.detail.clientX - root.left, event.detail.clientY - root.top, event.detail.uid);
  });
  const clipboard = (event: ClipboardEvent) => {
    const shell = host.readyShell();
    const handle = loadedPart('workspace')?.handleClipboardEvent;
    if (shell === undefined || handle === undefined) return;
    handle(event, shell, { editingText: host.canvas?.inlineEdit !== undefined, inField: inField(event) });
  };
  for (const type of ['copy', 'cut', 'paste'] as const) host.addEventListener(type, clipboard);
}
