/**
 * Waits for the canvas to paint a document: load() and the start tell the host (lp-loaded,
 * lp-init) only once the page shows, so a host that screenshots or measures on the event sees it.
 */
import type { PageDefinition } from '../../../renderer/index.ts';
import type { LpCanvas } from '../canvas/lp-canvas.ts';

/** A canvas that never paints (a frame the browser throttles in a hidden tab) must not hold the event forever. */
const PAINT_WAIT_MS = 5000;

/** Resolves once `canvas` shows `doc` (at once without a canvas or when it already does), or after PAINT_WAIT_MS. */
export function whenPainted(canvas: LpCanvas | null, doc: PageDefinition): Promise<void> {
  if (canvas === null || canvas.shows(doc)) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, PAINT_WAIT_MS);
    canvas.addEventListener('lp-canvas-painted', () => (clearTimeout(timer), resolve()), { once: true });
    canvas.renderNow();
  });
}
