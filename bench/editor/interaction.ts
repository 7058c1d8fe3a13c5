/**
 * The editor benchmark's interaction cases (issue 13) on the 2,000-block page, driven with the
 * browser's real input events (the mouse through CDP, cdp-mouse.ts says why; the keyboard through
 * Playwright's page.keyboard) and timed in the page by the recorders of probe-interaction.ts:
 * - drags of a block between the two first columns of a section in the middle of the page, with
 *   every pointer move timed to the frame that drew the drop indicator, and every drop to the
 *   canvas painted (directions alternate, so the page does not drift);
 * - the Layers tab opened (click to rows in the DOM and the frame rendered), a far node selected
 *   in the canvas until the tree shows its row, and the tree scrolled with the wheel;
 * - an inline edit started with a double click (the rich-text part loads), then keystrokes.
 */
import type { Page } from 'playwright-core';
import { CdpMouse } from './cdp-mouse.ts';
import type { BenchPage } from './page.ts';
import type { ProbeApi } from './probe.ts';
import type { DropSample, MoveSample, Reaction } from './probe-interaction.ts';
import type { KeySample } from './probe-keys.ts';

/** run.ts's bounded call into the page. */
export type Call = <K extends keyof ProbeApi>(
  page: Page,
  name: K,
  args: Parameters<ProbeApi[K]>,
  ms: number,
) => Promise<Awaited<ReturnType<ProbeApi[K]>>>;

export const DRAGS = 24;
/** The first drags (one each way) are the warm-up: V8 compiles the drag's code paths in them. */
export const WARM_DRAGS = 2;
/** Pointer moves per drag after the press (the first one starts the drag). */
const MOVES_PER_DRAG = 12;
export const LAYER_OPENS = 5;
const REVEAL_SECTIONS = [190, 8, 186, 14, 196, 4];
const WHEELS = 12;
export const TYPED = 200;
const TYPED_WARMUP = 10;
/** The section the drags happen in (the middle of the page). */
const DRAG_SECTION = 100;

export interface InteractionResults {
  load: Awaited<ReturnType<ProbeApi['load']>>;
  /** The moves and drops of the timed drags, while dragging, and those of the warm-up drags. */
  moves: MoveSample[];
  drops: DropSample[];
  warmMoves: MoveSample[];
  warmDrops: DropSample[];
  dropColumns: string[];
  columns: [string, string];
  opens: Reaction[];
  closes: Reaction[];
  rows: { rendered: number; total: number };
  reveals: Reaction[];
  wheels: Reaction[];
  inline: { waited: number; engine: boolean };
  keys: KeySample[];
  keyWarmup: KeySample[];
  typedGrew: number;
  typingPaints: number;
}

type Point = { x: number; y: number };
type Box = { left: number; top: number; width: number; height: number };
const centre = (b: Box): Point => ({ x: b.left + b.width / 2, y: b.top + b.height / 2 });

/** `count` points evenly along the polyline `points` (its first point excluded). */
function along(points: readonly Point[], count: number): Point[] {
  const lengths = points.slice(1).map((p, i) => Math.hypot(p.x - points[i]!.x, p.y - points[i]!.y));
  const total = lengths.reduce((a, b) => a + b, 0);
  const out: Point[] = [];
  for (let k = 1; k <= count; k++) {
    let d = (total * k) / count;
    let i = 0;
    while (i < lengths.length - 1 && d > lengths[i]!) d -= lengths[i++]!;
    const [a, b] = [points[i]!, points[i + 1]!];
    const f = lengths[i]! === 0 ? 1 : Math.min(1, d / lengths[i]!);
    out.push({ x: Math.round(a.x + (b.x - a.x) * f), y: Math.round(a.y + (b.y - a.y) * f) });
  }
  return out;
}

export async function measureInteractions(page: Page, call: Call, bench: BenchPage): Promise<InteractionResults> {
  const load = await call(page, 'load', [bench.page], 120_000);
  const mouse = await CdpMouse.on(page);

  // --- Drags and drops: a block goes back and forth between the section's first two columns.
  await call(page, 'scrollToSection', [DRAG_SECTION], 10_000);
  const geometry = await call(page, 'sectionGeometry', [DRAG_SECTION], 10_000);
  const [first, second] = geometry.columns;
  if (first === undefined || second === undefined) throw new Error(`section ${DRAG_SECTION} has fewer than 2 columns`);
  const columns: [string, string] = [first.uid, second.uid];
  const dragged = first.blocks[0]!.uid;
  // Points stay clear of the frame's auto-scroll bands (56 frame px at its top and bottom).
  const { frame } = geometry;
  const clampY = (y: number) => Math.max(frame.top + 90, Math.min(frame.top + frame.height - 90, y));
  await call(page, 'recordDrag', [dragged], 10_000);
  const dropColumns: string[] = [];
  /** The number of moves recorded when each drag ended. */
  const moveMarks: number[] = [];
  for (let d = 0; d < DRAGS; d++) {
    const now = await call(page, 'nodeBox', [dragged], 10_000);
    const here = await call(page, 'sectionGeometry', [DRAG_SECTION], 10_000);
    const to = here.columns.find((column) => column.uid !== now.parentUid && columns.includes(column.uid))!;
    const from = here.columns.find((column) => column.uid === now.parentUid)!;
    const press = centre(now.box);
    // The middle of the block (its top may be under the node toolbar, which sits over the frame).
    press.y = clampY(press.y);
    // Into the other column, past the middle of its first block: the gap after it.
    const targetBlock = to.blocks.find((block) => block.uid !== dragged)!.box;
    const target = {
      x: Math.round(centre(to.box).x),
      y: Math.round(clampY(targetBlock.top + targetBlock.height * 0.75)),
    };
    const low = clampY(press.y + 320);
    const path = along(
      [{ x: press.x + 8, y: press.y }, { x: centre(from.box).x, y: low }, { x: centre(to.box).x, y: low }, target],
      MOVES_PER_DRAG - 1,
    );
    await mouse.move(press.x, press.y);
    await mouse.down();
    for (const point of [{ x: press.x + 8, y: press.y }, ...path]) {
      await mouse.move(point.x, point.y);
      await call(page, 'dragSettled', [], 10_000);
    }
    await mouse.up();
    const settled = await call(page, 'dragSettled', [], 10_000);
    if (settled.drops !== d + 1) throw new Error(`drag ${d + 1}: ${settled.drops} drops recorded`);
    moveMarks.push(settled.moves);
    dropColumns.push((await call(page, 'nodeBox', [dragged], 10_000)).parentUid ?? '');
    // The click a released drag leaves behind is swallowed within a task; let it pass.
    await page.waitForTimeout(30);
  }
  const { moves, drops } = await call(page, 'dragResults', [], 30_000);

  // --- The Layers tab: opened and closed by clicks on the tabs.
  const opens: Reaction[] = [];
  const closes: Reaction[] = [];
  let rows = { rendered: 0, total: 0 };
  for (let i = 0; i < LAYER_OPENS; i++) {
    const layersTab = await call(page, 'tabPoint', ['layers'], 10_000);
    await call(page, 'armLayersOpen', [], 10_000);
    await mouse.click(layersTab.x, layersTab.y);
    opens.push(await call(page, 'reaction', [], 10_000));
    rows = await call(page, 'layersRows', [], 10_000);
    if (i === LAYER_OPENS - 1) break;
    const blocksTab = await call(page, 'tabPoint', ['blocks'], 10_000);
    await call(page, 'armLayersClosed', [], 10_000);
    await mouse.click(blocksTab.x, blocksTab.y);
    closes.push(await call(page, 'reaction', [], 10_000));
  }

  // A node far from the last one, selected in the canvas: the tree opens its path and scrolls to it.
  const reveals: Reaction[] = [];
  for (const index of REVEAL_SECTIONS) {
    await call(page, 'scrollToSection', [index], 10_000);
    const section = await call(page, 'sectionGeometry', [index], 10_000);
    const block = section.columns[section.columns.length - 1]!.blocks[1]!;
    const point = centre(block.box);
    point.y = Math.max(
      frame.top + 20,
      Math.min(frame.top + frame.height - 20, block.box.top + Math.min(block.box.height / 2, 20)),
    );
    await call(page, 'armLayersReveal', [block.uid], 10_000);
    await mouse.click(point.x, point.y);
    reveals.push(await call(page, 'reaction', [], 10_000));
    await page.waitForTimeout(50);
  }

  // The tree scrolled with the wheel, a long way each time.
  const wheels: Reaction[] = [];
  const tree = await call(page, 'layersBox', [], 10_000);
  await mouse.move(tree.x, tree.y);
  for (let i = 0; i < WHEELS; i++) {
    await call(page, 'armLayersScroll', [], 10_000);
    await mouse.wheel(0, i < WHEELS / 2 ? 2400 : -2400);
    wheels.push(await call(page, 'reaction', [], 10_000));
  }

  // --- Typing: a double click starts the inline edit (the rich-text part loads), then the keyboard.
  const uid = bench.typingUid;
  const text = await call(page, 'textPoint', [uid], 10_000);
  await mouse.dblclick(text.x, text.y);
  const inline = await call(page, 'inlineReady', [uid], 20_000);
  await page.keyboard.press('Control+End');
  await page.waitForTimeout(50);
  const before = await call(page, 'contentLength', [uid], 10_000);
  await call(page, 'countPaints', [], 10_000);
  await call(page, 'recordKeys', [], 10_000);
  for (let i = 0; i < TYPED_WARMUP + TYPED; i++) {
    await page.keyboard.press('abcdefghij'[i % 10]!);
    await call(page, 'keysSettled', [i + 1], 10_000);
  }
  const all = await call(page, 'keyResults', [], 10_000);
  const typingPaints = await call(page, 'paintCount', [], 10_000);
  const after = await call(page, 'contentLength', [uid], 10_000);
  await page.keyboard.press('Escape');
  await mouse.detach();

  return {
    load,
    moves: moves.slice(moveMarks[WARM_DRAGS - 1]).filter((move) => move.dragging),
    drops: drops.slice(WARM_DRAGS),
    warmMoves: moves.slice(0, moveMarks[WARM_DRAGS - 1]).filter((move) => move.dragging),
    warmDrops: drops.slice(0, WARM_DRAGS),
    dropColumns,
    columns,
    opens,
    closes,
    rows,
    reveals,
    wheels,
    inline,
    keys: all.slice(TYPED_WARMUP),
    keyWarmup: all.slice(0, TYPED_WARMUP),
    typedGrew: after - before,
    typingPaints,
  };
}
