/**
 * `node --import tsx bench/editor/keys-profile.ts [options]`: only the rich-text keystroke case of
 * the 2,000-block page (interaction.ts), repeated, for working on it: the same page, recorder
 * (probe-keys.ts) and real keyboard, without the drags before it. It does not build: run
 * `npm run build` first.
 *
 *   --runs N       fresh pages, one series each (default 3)
 *   --keys N       timed keystrokes per series, after 10 warm-up ones (default 200)
 *   --no-layers    type with the Blocks tab shown (default: the Layers tab open, as in the bench)
 *   --profile F    a V8 CPU profile of the last series' timed keystrokes to F (.cpuprofile); self
 *                  time by function and by source file, and inclusive time by function, printed
 *                  per keystroke (names and lines through dist/'s source maps)
 *   --trace F      a Chrome trace (devtools.timeline) of the last series' timed keystrokes to F;
 *                  each keystroke's main-thread time split (see traceSummary), as wall time and as
 *                  the thread's CPU time (on a busy machine the wall time includes waits for a core)
 *   --css TEXT     a style sheet added to the canvas frame's document before typing (experiments)
 */
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { type CpuProfile, selfTimes } from './cpu-profile.ts';
import { call, largePageRuns } from './large-page-runs.ts';
import type { KeySample } from './probe-keys.ts';
import { median, p95 } from './report.ts';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    keys: { type: 'string', default: '200' },
    'no-layers': { type: 'boolean', default: false },
    profile: { type: 'string' },
    trace: { type: 'string' },
    css: { type: 'string' },
  },
});
const RUNS = Number(args.runs);
const KEYS = Number(args.keys);
const WARMUP = 10;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event (what a busy machine's waits do not inflate). */
  tdur?: number;
  tid: number;
  pid: number;
  args?: { name?: string; data?: { type?: string; url?: string } };
}

/**
 * Each keystroke's main-thread time from the trace, split: its task (keydown, keypress, the
 * browser's text insertion with textInput, beforeinput and input), in it the script (listeners
 * and microtasks: FunctionCall and RunMicrotasks not inside another) and the rest (the browser's
 * own editing, with the layout it forces), the forced Layout and style recalculation, keyup's
 * task, and the editor's animation-frame callbacks before the next key (the probe's own left
 * out); each as wall time and as the thread's CPU time.
 */
function traceSummary(file: string): string[] {
  const events = (JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const onMain = events
    .filter((e) => main !== undefined && e.pid === main.pid && e.tid === main.tid && e.ph === 'X')
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const tasks = onMain.filter((e) => e.name === 'RunTask');
  const within = (outer: TraceEvent) =>
    onMain.filter((e) => e !== outer && e.ts >= outer.ts && e.ts + (e.dur ?? 0) <= outer.ts + (outer.dur ?? 0));
  const dispatch = (list: TraceEvent[], type: string) =>
    list.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === type);
  type Clock = 'dur' | 'tdur';
  const ms = (e: TraceEvent | undefined, clock: Clock) => (e?.[clock] ?? 0) / 1000;
  const sum = (list: TraceEvent[], clock: Clock) => list.reduce((total, e) => total + ms(e, clock), 0);
  /** FunctionCall and RunMicrotasks events not nested in another one. */
  const scriptEvents = (list: TraceEvent[]) => {
    const out: TraceEvent[] = [];
    let end = -1;
    for (const e of list) {
      if ((e.name !== 'FunctionCall' && e.name !== 'RunMicrotasks') || e.ts < end) continue;
      out.push(e);
      end = e.ts + (e.dur ?? 0);
    }
    return out;
  };
  const keys: Record<string, number>[] = [];
  const keyTasks = tasks.filter((task) => dispatch(within(task), 'keypress') !== undefined);
  keyTasks.forEach((task, k) => {
    const inside = within(task);
    const textInput = dispatch(inside, 'textInput');
    const input = dispatch(inside, 'input');
    const inInput = input === undefined ? [] : within(input);
    const forced = (textInput === undefined ? [] : within(textInput)).filter(
      (e) => (e.name === 'Layout' || e.name === 'UpdateLayoutTree') && !inInput.includes(e),
    );
    const nextKey = keyTasks[k + 1]?.ts ?? Number.POSITIVE_INFINITY;
    const after = tasks.filter((t) => t.ts > task.ts && t.ts < nextKey);
    const keyup = after.map((t) => dispatch(within(t), 'keyup')).find((e) => e !== undefined);
    const frames = after.flatMap((t) => within(t).filter((e) => e.name === 'FireAnimationFrame'));
    const editorFrames = frames.filter((f) => !within(f).some((e) => e.args?.data?.url?.endsWith('probe.js')));
    const frameTask = after.find((t) => within(t).some((e) => e.name === 'FireAnimationFrame'));
    const script = scriptEvents(inside);
    const sample: Record<string, number> = {};
    for (const clock of ['dur', 'tdur'] as const) {
      const c = clock === 'dur' ? 'wall' : 'cpu';
      sample[`${c}: key task`] = ms(task, clock);
      sample[`${c}:   script (listeners, microtasks)`] = sum(script, clock);
      sample[`${c}:   the rest (the browser's editing)`] = ms(task, clock) - sum(script, clock);
      sample[`${c}:     forced style and layout in it`] = sum(forced, clock);
      sample[`${c}: keyup dispatch`] = ms(keyup, clock);
      sample[`${c}: the editor's frame callbacks`] = sum(editorFrames, clock);
      sample[`${c}: the frame's task (style, layout, paint, commit)`] = ms(frameTask, clock);
      sample[`${c}: key task + keyup + frame callbacks (~ "script")`] =
        ms(task, clock) + ms(keyup, clock) + sum(editorFrames, clock);
    }
    keys.push(sample);
  });
  if (keys.length === 0) return ['  no keystroke tasks in the trace'];
  return [
    `  ${keys.length} keystrokes; median and p95 of each (ms); wall = trace duration, cpu = the thread's CPU time`,
    ...Object.keys(keys[0]!).map(
      (name) =>
        `  ${median(keys.map((k) => k[name]!))
          .toFixed(2)
          .padStart(6)} ${p95(keys.map((k) => k[name]!))
          .toFixed(2)
          .padStart(6)}  ${name}`,
    ),
  ];
}

await largePageRuns(RUNS, async ({ page, context, mouse, bench, index: run, last }) => {
  if (!args['no-layers']) {
    const tab = await call(page, 'tabPoint', ['layers']);
    await mouse.click(tab.x, tab.y);
    await page.waitForTimeout(200);
  }
  if (args.css !== undefined)
    await page.evaluate((css) => {
      const doc = (document.querySelector('lp-editor') as unknown as { canvas: { frameDocument: Document } }).canvas
        .frameDocument;
      const style = doc.createElement('style');
      style.textContent = css;
      doc.head.append(style);
    }, args.css);
  const text = await call(page, 'textPoint', [bench.typingUid]);
  await mouse.dblclick(text.x, text.y);
  await call(page, 'inlineReady', [bench.typingUid]);
  await page.keyboard.press('Control+End');
  await page.waitForTimeout(50);
  await call(page, 'countPaints', []);
  await call(page, 'recordKeys', []);
  const cdp = await context.newCDPSession(page);
  for (let i = 0; i < WARMUP + KEYS; i++) {
    if (i === WARMUP && last && args.profile !== undefined) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
      await cdp.send('Profiler.start');
    }
    if (i === WARMUP && last && args.trace !== undefined)
      await context.browser()!.startTracing(page, {
        path: args.trace,
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'v8.execute'],
      });
    await page.keyboard.press('abcdefghij'[i % 10]!);
    await call(page, 'keysSettled', [i + 1]);
  }
  let profile: CpuProfile | undefined;
  if (last && args.profile !== undefined) profile = (await cdp.send('Profiler.stop')).profile as CpuProfile;
  if (last && args.trace !== undefined) await context.browser()!.stopTracing();
  const samples = ((await call(page, 'keyResults', [])) as KeySample[]).slice(WARMUP);
  const paints = await call(page, 'paintCount', []);
  const script = samples.map((s) => s.script);
  const busy = samples.map((s) => s.busy);
  console.log(
    `run ${run + 1}: script median ${median(script).toFixed(2)} p95 ${p95(script).toFixed(2)} ms; busy median ${median(busy).toFixed(2)} p95 ${p95(busy).toFixed(2)} ms; late ${samples.filter((s) => s.late).length}; paints ${paints}; load ${os.loadavg()[0]!.toFixed(2)}`,
  );
  if (profile !== undefined) {
    await writeFile(args.profile!, JSON.stringify(profile));
    const total = (profile.endTime - profile.startTime) / 1000;
    console.log(`CPU profile (${args.profile}), ${total.toFixed(0)} ms recorded; self time per keystroke:`);
    const { functions, files, inclusive } = selfTimes(profile);
    for (const [name, ms] of functions.slice(0, 50))
      console.log(`  ${(ms / KEYS).toFixed(3).padStart(8)} ms/key  ${name}`);
    console.log('Self time by source file, per keystroke:');
    for (const [name, ms] of files.slice(0, 30)) console.log(`  ${(ms / KEYS).toFixed(3).padStart(8)} ms/key  ${name}`);
    console.log('Inclusive time by function, per keystroke:');
    for (const [name, ms] of inclusive.slice(0, 80))
      console.log(`  ${(ms / KEYS).toFixed(3).padStart(8)} ms/key  ${name}`);
  }
  if (args.trace !== undefined && last) {
    console.log(`Trace (${args.trace}), the renderer's main thread:`);
    for (const line of traceSummary(args.trace)) console.log(line);
  }
});
