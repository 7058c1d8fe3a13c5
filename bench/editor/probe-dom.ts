/**
 * What the benchmark's in-page recorders share (probe-interaction.ts, probe-keys.ts): clocks that
 * resolve after a task, its microtasks or a frame, and the editor's canvas frame with its
 * geometry in the editor window's coordinates.
 */
import type { LpCanvas } from '../../editor/components/canvas/lp-canvas.ts';
import type { LpEditor } from '../../editor/components/lp-editor/lp-editor.ts';

export const now = () => performance.now();
/** After the current task's rendering (if any): a message posted now arrives then. */
export const tick = () =>
  new Promise<number>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => (channel.port1.close(), resolve(now()));
    channel.port2.postMessage(0);
  });
export const hops = async () => {
  for (let hop = 0; hop < 100; hop++) await null;
  return now();
};
export const frame = () => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(now())));
export const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function editor(): { el: LpEditor; canvas: LpCanvas } {
  const el = document.querySelector('lp-editor') as LpEditor | null;
  if (el === null || el.canvas === null) throw new Error('No <lp-editor> with a canvas on the page.');
  return { el, canvas: el.canvas };
}
export function frameParts() {
  const { el, canvas } = editor();
  const doc = canvas.frameDocument;
  const win = doc?.defaultView;
  const iframe = canvas.frameElement;
  if (doc === undefined || win == null || iframe === undefined) throw new Error('The canvas frame is not loaded.');
  return { el, canvas, doc, win, iframe };
}
export const nodeElement = (doc: Document, uid: string) =>
  doc.querySelector<HTMLElement>(`[data-lp-uid="${CSS.escape(uid)}"]`);

/** A frame element's box in the editor window's client coordinates (the frame is scaled). */
export function clientBox(element: Element): { left: number; top: number; width: number; height: number } {
  const { canvas, iframe } = frameParts();
  const box = iframe.getBoundingClientRect();
  const { scale } = canvas.geometry;
  const r = element.getBoundingClientRect();
  return {
    left: box.left + r.left * scale,
    top: box.top + r.top * scale,
    width: r.width * scale,
    height: r.height * scale,
  };
}

/** Depth-first search through open shadow roots for the first element matching `selector`. */
export function deepFind(root: ParentNode, selector: string): Element | null {
  const found = root.querySelector(selector);
  if (found !== null) return found;
  for (const element of root.querySelectorAll('*')) {
    const shadow = element.shadowRoot;
    if (shadow === null) continue;
    const inner = deepFind(shadow, selector);
    if (inner !== null) return inner;
  }
  return null;
}
