/**
 * The in-page half of the editor benchmark's interaction cases (issue 13), bundled into the probe
 * with probe.ts: recorders that stamp real input events (Playwright's mouse and keyboard, sent
 * through CDP as a user's would be) with performance.now() as the page handles them, and the
 * geometry run.ts needs to aim the pointer. Nothing here acts on the editor itself: run.ts moves
 * the mouse and presses the keys; these functions only watch and measure.
 *
 * Every recorder listens on the canvas frame's window or on the editor's window: a capture
 * listener there runs before any of the editor's own listeners of the event (t0), a bubbling one
 * after them. Microtasks run after each listener returns, so 100 microtask hops after the last
 * bubbling listener come after the store's listeners and Lit's updates (tMicro). A frame's
 * rendering is done when a message posted from one of its animation-frame callbacks arrives.
 */
import type { LpCanvas } from '../../editor/components/canvas/lp-canvas.ts';
import { clientBox, deepFind, delay, editor, frame, frameParts, hops, nodeElement, now, tick } from './probe-dom.ts';
import { recordKeys, type KeySample } from './probe-keys.ts';
import type { TemplateNode } from '../../renderer/model/node.ts';
import { locate } from '../../editor/store/tree.ts';

// ---------------------------------------------------------------------------------------------
// Drag: pointer moves and drops

export interface MoveSample {
  /** Pointer move (first listener) to the end of the rendering of the frame that drew its indicator. */
  wall: number;
  /** The move's handling plus that frame's script, style, layout and paint (the main thread's part of `wall`). */
  busy: number;
  /** The controller was dragging after the move (moves below the 5 px threshold are not). */
  dragging: boolean;
  /** The indicator as drawn in that frame (class and style), '' when none. */
  indicator: string;
}
export interface DropSample {
  /** pointerup (first listener) to lp-canvas-painted. */
  painted: number;
  /** pointerup to the end of the rendering of the frame after that paint (pixels). */
  rendered: number;
  /** The drop's handling and the canvas's frame work (the first figure without waiting for the frame). */
  script: number;
  /** The node's column after the drop. */
  parentUid: string | null;
}

interface DragRecorder {
  moves: MoveSample[];
  drops: DropSample[];
  pending: Promise<unknown>[];
  stop: () => void;
}
let drag: DragRecorder | undefined;

function indicatorNow(canvas: LpCanvas): string {
  const drop = canvas.renderRoot.querySelector('.drop');
  return drop === null ? '' : `${drop.getAttribute('class')} ${drop.getAttribute('style')}`;
}

function recordDrag(draggedUid: () => string): DragRecorder {
  const { canvas, win, el } = frameParts();
  const abort = new AbortController();
  const options = { capture: true, signal: abort.signal };
  const recorder: DragRecorder = { moves: [], drops: [], pending: [], stop: () => abort.abort() };
  let move: { t0: number; tA: Promise<number> } | undefined;
  win.addEventListener(
    'pointermove',
    () => {
      const t0 = now();
      move = { t0, tA: frame() };
    },
    options,
  );
  // After the drag controller's listener (on the pressed element): its animation frame is queued
  // already, so this one runs after it (and after Lit's update of the canvas it causes).
  win.addEventListener(
    'pointermove',
    () => {
      const started = move;
      if (started === undefined) return;
      move = undefined;
      const done = (async () => {
        const tMicro = await hops();
        const { indicator, dragging } = await new Promise<{ indicator: string; dragging: boolean }>((resolve) =>
          requestAnimationFrame(() => resolve({ indicator: indicatorNow(canvas), dragging: canvas.dragging })),
        );
        const tPainted = await tick();
        const tA = await started.tA;
        recorder.moves.push({
          wall: tPainted - started.t0,
          busy: tMicro - started.t0 + (tPainted - tA),
          dragging,
          indicator,
        });
      })();
      recorder.pending.push(done);
    },
    { signal: abort.signal },
  );
  let up: { t0: number; tA: Promise<number>; painted: Promise<number> } | undefined;
  win.addEventListener(
    'pointerup',
    () => {
      const t0 = now();
      up = {
        t0,
        tA: frame(),
        painted: new Promise<number>((resolve, reject) => {
          canvas.addEventListener('lp-canvas-painted', () => resolve(now()), { once: true });
          setTimeout(() => reject(new Error('no lp-canvas-painted within 5 s of the drop')), 5000);
        }),
      };
    },
    options,
  );
  win.addEventListener(
    'pointerup',
    () => {
      const started = up;
      if (started === undefined) return;
      up = undefined;
      const done = (async () => {
        const tMicro = await hops();
        const tPaint = await started.painted;
        const tA = await started.tA;
        await frame();
        const tRendered = await tick();
        const location = locate<TemplateNode>(el.store.state.doc, draggedUid());
        recorder.drops.push({
          painted: tPaint - started.t0,
          rendered: tRendered - started.t0,
          script: tMicro - started.t0 + (tPaint - tA),
          parentUid: location?.parent?.uid ?? null,
        });
      })();
      recorder.pending.push(done);
    },
    { signal: abort.signal },
  );
  return recorder;
}

// ---------------------------------------------------------------------------------------------
// Waiting for what a click should bring (the layers tree's rows, the selected row in view)

export interface Reaction {
  /** The click (first listener) to the moment the condition held (checked after the click's microtasks, then in each frame). */
  ready: number;
  /** The click to the end of the rendering of the frame that showed it. */
  rendered: number;
}
let armed: Promise<Reaction> | undefined;

/**
 * Arms a one-shot recorder for the next event `type` on `target` (a window): t0 in its capture
 * phase; `condition` is checked after the event's listeners and microtasks, then in every
 * animation frame (after the others queued before it) until it holds or `timeoutMs` passes.
 */
function armReaction(target: Window, type: string, condition: () => boolean, timeoutMs = 5000): void {
  armed = new Promise<Reaction>((resolve, reject) => {
    let t0 = 0;
    target.addEventListener(type, () => (t0 = now()), { capture: true, once: true, passive: true });
    target.addEventListener(
      type,
      () => {
        void (async () => {
          await hops();
          const deadline = now() + timeoutMs;
          let ready = condition() ? now() : undefined;
          while (ready === undefined) {
            if (now() > deadline) return reject(new Error(`the ${type} brought no change within ${timeoutMs} ms`));
            await frame();
            if (condition()) ready = now();
          }
          // The frame after `ready` (or the one it was found in) has rendered.
          await frame();
          const rendered = await tick();
          resolve({ ready: ready - t0, rendered: rendered - t0 });
        })();
      },
      { once: true, passive: true },
    );
  });
  armed.catch(() => undefined);
}

function layersRoot(): ShadowRoot | null {
  const { el } = editor();
  return (deepFind(el.renderRoot, 'lp-layers') as HTMLElement | null)?.shadowRoot ?? null;
}

/** The keystroke recorder running, if any (probe-keys.ts). */
let keys: { samples: KeySample[]; stop: () => void } | undefined;

export const interactionApi = {
  /** Scrolls the canvas frame so that the section at `index` (0-based) is at the top, then waits two frames. */
  async scrollToSection(index: number): Promise<void> {
    const { doc, win } = frameParts();
    const section = doc.querySelectorAll('main > [data-lp-uid]')[index];
    if (section === undefined) throw new Error(`no section ${index}`);
    win.scrollTo(0, win.scrollY + section.getBoundingClientRect().top - 24);
    await frame();
    await frame();
    await delay(50);
  },

  /**
   * The drag plan for one section: its uid, its columns' uids and boxes, and each column's blocks
   * (uid and box), all in the editor window's client coordinates; the frame's box too.
   */
  sectionGeometry(index: number) {
    const { doc, iframe } = frameParts();
    const section = doc.querySelectorAll('main > [data-lp-uid]')[index];
    if (section === undefined) throw new Error(`no section ${index}`);
    const columns = [...section.querySelectorAll<HTMLElement>('[data-lp-uid]')].filter(
      (element) => element.parentElement?.closest('[data-lp-uid]') === section,
    );
    const frameBox = iframe.getBoundingClientRect();
    return {
      uid: section.getAttribute('data-lp-uid')!,
      frame: { left: frameBox.left, top: frameBox.top, width: frameBox.width, height: frameBox.height },
      columns: columns.map((column) => ({
        uid: column.getAttribute('data-lp-uid')!,
        box: clientBox(column),
        blocks: [...column.querySelectorAll<HTMLElement>('[data-lp-uid]')]
          .filter((element) => element.parentElement?.closest('[data-lp-uid]') === column)
          .map((block) => ({
            uid: block.getAttribute('data-lp-uid')!,
            tag: block.tagName.toLowerCase(),
            box: clientBox(block),
          })),
      })),
    };
  },

  /** Where the node `uid` is now, in client coordinates, and its column. */
  nodeBox(uid: string) {
    const { doc, el } = frameParts();
    const element = nodeElement(doc, uid);
    if (element === null) throw new Error(`no element for ${uid}`);
    return { box: clientBox(element), parentUid: locate<TemplateNode>(el.store.state.doc, uid)?.parent?.uid ?? null };
  },

  /** Starts recording pointer moves and drops in the canvas frame; `uid` is the block dragged. */
  recordDrag(uid: string): void {
    drag?.stop();
    drag = recordDrag(() => uid);
  },
  /** Waits until the samples of the events so far are complete; returns how many moves and drops there are. */
  async dragSettled(): Promise<{ moves: number; drops: number }> {
    if (drag === undefined) throw new Error('recordDrag() first');
    await Promise.all(drag.pending);
    return { moves: drag.moves.length, drops: drag.drops.length };
  },
  /** Stops recording; the samples. */
  async dragResults(): Promise<{ moves: MoveSample[]; drops: DropSample[] }> {
    if (drag === undefined) throw new Error('recordDrag() first');
    await Promise.all(drag.pending);
    drag.stop();
    const { moves, drops } = drag;
    drag = undefined;
    return { moves, drops };
  },

  /** The centre of a side-panel tab ('blocks' or 'layers'), in client coordinates. */
  tabPoint(tab: string): { x: number; y: number } {
    const button = deepFind(editor().el.renderRoot, `[role=tab][data-tab="${tab}"]`);
    if (button === null) throw new Error(`no ${tab} tab`);
    const r = button.getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
  },
  /** Arms the recorder for the next click on the editor: until the layers tree shows rows (at least 10), or its tab is gone. */
  armLayersOpen(): void {
    armReaction(window, 'click', () => (layersRoot()?.querySelectorAll('[role=treeitem]').length ?? 0) >= 10);
  },
  /** Arms the recorder for the next click on the editor: until the blocks tab shows (the layers tree is gone). */
  armLayersClosed(): void {
    armReaction(window, 'click', () => layersRoot() === null);
  },
  /** How many rows the tree has in the DOM, and how many the page has (the spacer's height / 28). */
  layersRows(): { rendered: number; total: number } {
    const root = layersRoot();
    const sizer = root?.querySelector<HTMLElement>('.sizer');
    return {
      rendered: root?.querySelectorAll('[role=treeitem]').length ?? 0,
      total: sizer === undefined || sizer === null ? 0 : Math.round(sizer.getBoundingClientRect().height / 28),
    };
  },
  /** Arms the recorder for the next click in the canvas: until the tree shows `uid`'s row selected and in view. */
  armLayersReveal(uid: string): void {
    const { win } = frameParts();
    armReaction(win, 'click', () => {
      const root = layersRoot();
      const row = root?.getElementById(`lp-layer-${uid}`);
      const tree = root?.querySelector('.tree');
      if (row == null || tree == null || row.getAttribute('aria-selected') !== 'true') return false;
      const r = row.getBoundingClientRect();
      const t = tree.getBoundingClientRect();
      return r.top >= t.top - 1 && r.bottom <= t.bottom + 1;
    });
  },
  /** The layers tree's box (client coordinates), to aim the wheel at. */
  layersBox(): { x: number; y: number } {
    const tree = layersRoot()?.querySelector('.tree');
    if (tree == null) throw new Error('no layers tree');
    const r = tree.getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
  },
  /** Arms the recorder for the next wheel event: until the rendered rows cover the tree's view at its new scroll position. */
  armLayersScroll(): void {
    const root = layersRoot();
    const tree = root?.querySelector<HTMLElement>('.tree');
    if (root == null || tree == null) throw new Error('no layers tree');
    const before = tree.scrollTop;
    armReaction(window, 'wheel', () => {
      if (tree.scrollTop === before) return false;
      const t = tree.getBoundingClientRect();
      let top = Number.POSITIVE_INFINITY;
      let bottom = Number.NEGATIVE_INFINITY;
      for (const row of root.querySelectorAll('[role=treeitem]')) {
        const r = row.getBoundingClientRect();
        if (r.bottom < t.top - 200 || r.top > t.bottom + 200) continue;
        top = Math.min(top, r.top);
        bottom = Math.max(bottom, r.bottom);
      }
      return top <= t.top + 4 && bottom >= t.bottom - 4;
    });
  },
  /** The armed recorder's figures, once the change came. */
  async reaction(): Promise<Reaction> {
    if (armed === undefined) throw new Error('nothing armed');
    const out = await armed;
    armed = undefined;
    return out;
  },

  /** The centre of the content of `uid` in client coordinates, scrolled into the middle of the frame first. */
  async textPoint(uid: string): Promise<{ x: number; y: number }> {
    const { doc } = frameParts();
    const element = nodeElement(doc, uid);
    if (element === null) throw new Error(`no element for ${uid}`);
    element.scrollIntoView({ block: 'center' });
    await frame();
    await frame();
    const content = element.querySelector('[data-lp-content]') ?? element;
    const first = content.querySelector('p, h1, h2, h3, li') ?? content;
    const b = clientBox(first);
    return { x: b.left + Math.min(b.width / 2, 60), y: b.top + Math.min(b.height / 2, 10) };
  },
  /** Waits for the inline edit of `uid` to have its engine (the rich-text part loaded); ms waited. */
  async inlineReady(uid: string): Promise<{ waited: number; engine: boolean }> {
    const t0 = now();
    const deadline = t0 + 15_000;
    while (editor().canvas.inlineEdit?.uid !== uid) {
      if (now() > deadline) throw new Error(`no inline edit of ${uid} within 15 s of the double click`);
      await delay(2);
    }
    const ready = await editor().canvas.inlineEdit!.ready;
    return { waited: now() - t0, engine: ready && editor().canvas.inlineEdit?.engine !== undefined };
  },
  /** The stored content's length of `uid`. */
  contentLength(uid: string): number {
    return locate<TemplateNode>(editor().el.store.state.doc, uid)?.node.content?.length ?? -1;
  },
  /** Starts recording keystrokes in the canvas frame. */
  recordKeys(): void {
    keys?.stop();
    keys = recordKeys();
  },
  /** Waits until `count` keystrokes are recorded (each complete with its frame), up to 5 s. */
  async keysSettled(count: number): Promise<number> {
    if (keys === undefined) throw new Error('recordKeys() first');
    const deadline = now() + 5000;
    while (keys.samples.length < count) {
      if (now() > deadline) throw new Error(`only ${keys.samples.length} of ${count} keystrokes were recorded`);
      await delay(1);
    }
    return keys.samples.length;
  },
  /** Stops recording; the samples. */
  keyResults(): KeySample[] {
    if (keys === undefined) throw new Error('recordKeys() first');
    keys.stop();
    const out = keys.samples;
    keys = undefined;
    return out;
  },
  /** Canvas paints from now on, counted until `paintCount()`. */
  countPaints(): void {
    const { canvas } = editor();
    paints.stop();
    let n = 0;
    const listener = () => (n += 1);
    canvas.addEventListener('lp-canvas-painted', listener);
    paints = { stop: () => canvas.removeEventListener('lp-canvas-painted', listener), count: () => n };
  },
  paintCount(): number {
    const n = paints.count();
    paints.stop();
    return n;
  },
};
let paints: { stop: () => void; count: () => number } = { stop: () => undefined, count: () => 0 };
