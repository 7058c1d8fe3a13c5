/**
 * The keystroke recorder of the editor benchmark (issue 13): each real key press in the rich-text
 * edit, stamped at keydown (capture, before the editor) and after its input handling, its
 * microtasks and the task's rendering, in the canvas frame's window.
 */
import { frameParts, hops, now, tick } from './probe-dom.ts';

export interface KeySample {
  /** keydown to the end of its handling (keypress, beforeinput, input and their microtasks), plus keyup's, plus the frame's script. */
  script: number;
  /** The same with the frame's style, layout and paint. */
  busy: number;
  /** The two animation-frame callbacks asked for at keydown did not run in one frame, A first. */
  late: boolean;
}

export function recordKeys(): { samples: KeySample[]; stop: () => void } {
  const { win } = frameParts();
  const abort = new AbortController();
  const samples: KeySample[] = [];
  let current:
    | { t0: number; tMicro: Promise<number>; frame: Promise<{ tA: number; tB: number; tEnd: number }> }
    | undefined;
  let keyupSpan: Promise<number> = Promise.resolve(0);
  let keyupStart = 0;
  win.addEventListener(
    'keydown',
    () => {
      const t0 = now();
      // A in the editor's window (where the editor's own frame callbacks run) and B in the canvas
      // frame's, both asked for now: a frame runs the editor window's callbacks, then the canvas
      // frame's (document order), so B - A is the editor's animation-frame work queued after A.
      // (B asked for from inside A would run a frame later: each document's list is taken as the
      // frame starts.)
      const tA = new Promise<number>((resolve) => requestAnimationFrame(() => resolve(now())));
      const frameWork = new Promise<{ tA: number; tB: number; tEnd: number }>((resolve) =>
        win.requestAnimationFrame(() => {
          const tB = now();
          void Promise.all([tA, tick()]).then(([a, tEnd]) => resolve({ tA: a, tB, tEnd }));
        }),
      );
      current = { t0, tMicro: Promise.resolve(t0), frame: frameWork };
    },
    { capture: true, signal: abort.signal },
  );
  for (const type of ['keydown', 'keypress', 'beforeinput', 'input'])
    win.addEventListener(
      type,
      () => {
        if (current !== undefined) current.tMicro = hops();
      },
      { signal: abort.signal },
    );
  win.addEventListener('keyup', () => (keyupStart = now()), { capture: true, signal: abort.signal });
  win.addEventListener('keyup', () => (keyupSpan = hops().then((t) => t - keyupStart)), { signal: abort.signal });
  win.addEventListener(
    'keyup',
    () => {
      const key = current;
      current = undefined;
      if (key === undefined) return;
      void (async () => {
        const tMicro = await key.tMicro;
        const { tA, tB, tEnd } = await key.frame;
        const up = await keyupSpan;
        // B before A would mean the two documents' callbacks ran in other frames or another order.
        samples.push({
          script: tMicro - key.t0 + Math.max(0, tB - tA) + up,
          busy: tMicro - key.t0 + (tEnd - tA) + up,
          late: tB < tA || tA > tEnd,
        });
      })();
    },
    { signal: abort.signal },
  );
  return { samples, stop: () => abort.abort() };
}
