/**
 * The real mouse in browser tests (sendMouse moves Chromium's own pointer, so pointer capture,
 * hit testing and the canvas frame's coordinates are exercised as a hand would): points of
 * elements, points and boxes inside the canvas frame, and a drag in steps. mouseTestHooks
 * (mount.ts) releases the mouse after each test, so a failing test never leaves the button held.
 */
import { sendMouse } from '@web/test-runner-commands';
import type { LpCanvas } from '../components/canvas/lp-canvas.ts';

export type Point = [number, number];

/** Two animation frames: whatever a pointer event scheduled has painted. */
export const frames = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

/** A point of `element` (in this document) at fractions of its box, the centre by default. */
export function pointOf(element: Element, fx = 0.5, fy = 0.5): Point {
  const box = element.getBoundingClientRect();
  return [Math.round(box.left + box.width * fx), Math.round(box.top + box.height * fy)];
}

/** A point of the canvas node `uid`, at fractions of its box, in the page's coordinates (the frame is scaled). */
export function canvasPoint(canvas: LpCanvas, uid: string, fx = 0.5, fy = 0.5): Point {
  const frame = canvas.frameElement!.getBoundingClientRect();
  const node = canvas.frameDocument!.querySelector(`[data-lp-uid="${uid}"]`);
  if (node === null) throw new Error(`No node ${uid} in the canvas`);
  const rect = node.getBoundingClientRect();
  const { scale } = canvas.geometry;
  return [
    Math.round(frame.left + (rect.left + rect.width * fx) * scale),
    Math.round(frame.top + (rect.top + rect.height * fy) * scale),
  ];
}

/** The box of the canvas frame's element matching `selector`, in the page's coordinates (through the frame's scale). */
export function canvasRect(
  canvas: LpCanvas,
  selector: string,
): { left: number; top: number; right: number; bottom: number } {
  const frame = canvas.frameElement!;
  const element = canvas.frameDocument!.querySelector(selector);
  if (element === null) throw new Error(`Nothing matches ${selector} in the canvas`);
  const inner = element.getBoundingClientRect();
  const outer = frame.getBoundingClientRect();
  const scale = outer.width / frame.offsetWidth;
  return {
    left: outer.left + inner.left * scale,
    top: outer.top + inner.top * scale,
    right: outer.left + inner.right * scale,
    bottom: outer.top + inner.bottom * scale,
  };
}

/** Moves the (pressed or not) mouse from `from` to `to` in `steps` moves, then waits two frames. */
export async function glide(from: Point, to: Point, steps = 5): Promise<void> {
  for (let step = 1; step <= steps; step++)
    await sendMouse({
      type: 'move',
      position: [
        Math.round(from[0] + ((to[0] - from[0]) * step) / steps),
        Math.round(from[1] + ((to[1] - from[1]) * step) / steps),
      ],
    });
  await frames();
}

/** Presses at `from`, glides to `to`, runs `beforeDrop` (checks while the button is held), releases. */
export async function dragMouse(
  from: Point,
  to: Point,
  { steps = 5, beforeDrop }: { steps?: number; beforeDrop?: () => Promise<void> | void } = {},
): Promise<void> {
  await sendMouse({ type: 'move', position: from });
  await sendMouse({ type: 'down' });
  await glide(from, to, steps);
  await beforeDrop?.();
  await sendMouse({ type: 'up' });
}
