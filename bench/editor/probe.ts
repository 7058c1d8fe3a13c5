/**
 * The in-page half of the editor benchmark, bundled by esbuild into an IIFE that the host page
 * loads after /lp-editor.js. It defines `window.lpBench`; run.ts calls it with page.evaluate.
 * Every timing is taken here with performance.now(), never across the Playwright connection.
 *
 * One sample (`sample`): at t0 it asks for the next animation frame (callback A), runs the action
 * synchronously, then hops through 100 microtasks (tMicro): the microtask checkpoint drains the
 * whole queue before any rendering, so by then the store's listeners and Lit's component updates
 * queued by the action have run. A records tA and posts a message, which runs after the frame's
 * rendering steps (style, layout, paint, resize observers) at tEnd. The canvas's own
 * animation-frame callback (its re-render and patch) runs after A in the same frame and fires
 * lp-canvas-painted at tPaint. So:
 *   script = (tMicro - t0) + (tPaint - tA)  the action, its microtasks, and the canvas's frame work;
 *   busy   = (tMicro - t0) + (tEnd - tA)    the same plus the browser's rendering of that frame;
 *   wall   = tPaint (or tEnd) - t0          including the wait for the frame (vsync).
 * A paint that comes in a later frame than A is counted as `late` (its work is not in `script`).
 *
 * The interaction cases (drag, drop, layers tree, typing with the real keyboard) are recorders of
 * input run.ts sends through Playwright: probe-interaction.ts, spread into the same object.
 */
import type { LpEditor } from '../../editor/components/lp-editor/lp-editor.ts';
import { setAttribute } from '../../editor/store/commands.ts';
import { interactionApi } from './probe-interaction.ts';

interface Init {
  apiKey: string;
  userId: string;
}
export interface Sample {
  script: number;
  busy: number;
  wall: number;
  painted: boolean;
  late: boolean;
}
type Win = typeof globalThis & {
  LandingPageEditor: (init: unknown) => { render(selector: string): Promise<void>; load(page: unknown): Promise<void> };
};

const now = () => performance.now();
const tick = () =>
  new Promise<number>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => (channel.port1.close(), resolve(now()));
    channel.port2.postMessage(0);
  });
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let editor: ReturnType<Win['LandingPageEditor']> | undefined;
const element = () => {
  const el = document.querySelector('lp-editor') as LpEditor | null;
  if (el === null || el.canvas === null) throw new Error('No <lp-editor> with a canvas on the page.');
  return { el, canvas: el.canvas, store: el.store };
};

/** Paints of the canvas since the last `take()`, with the time of the last. */
function paintCounter() {
  const { canvas } = element();
  let count = 0;
  let last = 0;
  const listener = () => ((count += 1), (last = now()));
  canvas.addEventListener('lp-canvas-painted', listener);
  return {
    take: () => {
      const out = { count, last };
      count = 0;
      return out;
    },
    stop: () => canvas.removeEventListener('lp-canvas-painted', listener),
  };
}

/** One timed action (see the header). Waits up to `paintTimeout` ms for a paint when one is expected. */
async function sample(action: () => void, expectPaint: boolean, paintTimeout = 5000): Promise<Sample> {
  const paints = paintCounter();
  try {
    let tA = 0;
    const frame = new Promise<number>((resolve) =>
      requestAnimationFrame(() => {
        tA = now();
        tick().then(resolve);
      }),
    );
    const t0 = now();
    action();
    for (let hop = 0; hop < 100; hop++) await null;
    const tMicro = now();
    const tEnd = await frame;
    let { count, last } = paints.take();
    const inFrame = count > 0 && last >= tA && last <= tEnd;
    if (expectPaint && count === 0) {
      const deadline = now() + paintTimeout;
      while (count === 0 && now() < deadline) {
        await delay(2);
        ({ count, last } = paints.take());
      }
      if (count === 0) throw new Error(`no lp-canvas-painted within ${paintTimeout} ms of the action`);
    }
    return {
      script: tMicro - t0 + (inFrame ? last - tA : 0),
      busy: tMicro - t0 + (tEnd - tA),
      wall: (count > 0 ? last : tEnd) - t0,
      painted: count > 0,
      late: count > 0 && !inFrame,
    };
  } finally {
    paints.stop();
  }
}

const color = (i: number) => `#${((0x2a4b6c + i * 0x010305) & 0xffffff).toString(16).padStart(6, '0')}`;

const api = {
  /** Mounts the editor (authorize, empty page painted). */
  async start(init: Init): Promise<void> {
    const make = (window as unknown as Win).LandingPageEditor;
    if (typeof make !== 'function')
      throw new Error('window.LandingPageEditor is not defined: /lp-editor.js did not load.');
    editor = make({ config: { authorize: init } });
    await editor.render('#host');
  },

  /** load(page) until the first paint, and until the frame after it has rendered. */
  async load(
    page: unknown,
  ): Promise<{ toPainted: number; toResolved: number; toFrameRendered: number; paints: number }> {
    if (editor === undefined) throw new Error('start() first');
    const { canvas } = element();
    const paints = paintCounter();
    const t0 = now();
    const painted = new Promise<number>((resolve) =>
      canvas.addEventListener('lp-canvas-painted', () => resolve(now()), { once: true }),
    );
    await editor.load(page);
    const resolved = now();
    const tPaint = await painted;
    // The frame after the paint: the browser lays out and paints the 500 blocks.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const rendered = await tick();
    await delay(100);
    const { count } = paints.take();
    paints.stop();
    return { toPainted: tPaint - t0, toResolved: resolved - t0, toFrameRendered: rendered - t0, paints: count };
  },

  /** Types `count` characters into the content of `uid`, inline, one sample each. */
  async typing(uid: string, count: number): Promise<{ samples: Sample[]; contentGrew: number }> {
    const { canvas, store } = element();
    if (!canvas.startInline(uid)) throw new Error(`startInline(${uid}) returned false`);
    const edit = canvas.inlineEdit!;
    // The rich-text engine is a part loaded on the first edit: the element is editable once it is on.
    if (!(await edit.ready)) throw new Error(`the inline edit of ${uid} did not start (rich-text part)`);
    const doc = canvas.frameDocument!;
    const contentOf = () => JSON.stringify(store.state.doc).length;
    const before = contentOf();
    const range = doc.createRange();
    range.selectNodeContents(edit.element.lastElementChild ?? edit.element);
    range.collapse(false);
    doc.getSelection()!.removeAllRanges();
    doc.getSelection()!.addRange(range);
    const samples: Sample[] = [];
    for (let i = 0; i < count; i++) {
      samples.push(
        await sample(() => {
          if (!doc.execCommand('insertText', false, 'abcdefghij'[i % 10]!))
            throw new Error(`execCommand('insertText') returned false at keystroke ${i}`);
        }, false),
      );
    }
    const grew = contentOf() - before;
    canvas.endInline();
    await delay(50);
    return { samples, contentGrew: grew };
  },

  /** `count` colour edits through store.run, cycling over `uids` (one uid: the edits merge into one undo step; several: one step each). */
  async attributes(uids: string[], count: number, offset = 0): Promise<Sample[]> {
    const { store } = element();
    const samples: Sample[] = [];
    for (let i = 0; i < count; i++) {
      const uid = uids[i % uids.length]!;
      samples.push(
        await sample(() => {
          if (!store.run(setAttribute(uid, 'color', color(i + offset), 'desktop')))
            throw new Error(`setAttribute(${uid}) did not apply at edit ${i}`);
        }, true),
      );
    }
    return samples;
  },

  /** `count` undos then `count` redos, each until painted. */
  async undoRedo(count: number): Promise<{ undo: Sample[]; redo: Sample[]; undoCountBefore: number }> {
    const { store } = element();
    const undoCountBefore = store.undoCount;
    const undo: Sample[] = [];
    const redo: Sample[] = [];
    for (let i = 0; i < count; i++)
      undo.push(
        await sample(() => {
          if (!store.undo()) throw new Error(`undo() returned false at step ${i}`);
        }, true),
      );
    for (let i = 0; i < count; i++)
      redo.push(
        await sample(() => {
          if (!store.redo()) throw new Error(`redo() returned false at step ${i}`);
        }, true),
      );
    return { undo, redo, undoCountBefore };
  },

  /** Selects a node (as a click on it does), or nothing. */
  select(uid: string | null): void {
    element().store.select(uid);
  },

  undoCount: () => element().store.undoCount,

  // The interaction cases (issue 13): recorders of real mouse and keyboard input, probe-interaction.ts.
  ...interactionApi,
};

(window as unknown as { lpBench: typeof api }).lpBench = api;
export type ProbeApi = typeof api;
