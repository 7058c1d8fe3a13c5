/**
 * `node --import tsx bench/editor/reveal-profile.ts [--runs N] [--trace F]`: only the "far node
 * selected in the canvas -> tree row shown" case of the 2,000-block page (interaction.ts), for
 * working on it: the Layers tab open, a block far from the last selection clicked with the real
 * mouse, the same recorder (probe-interaction.ts `armLayersReveal`). With --trace F, each click's
 * main-thread time split into script, style, layout and paint; with --profile, a CPU profile of the
 * last run's clicks by function (cpu-profile.ts). Run `npm run build` first.
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { type CpuProfile, frameName, selfTimes } from './cpu-profile.ts';
import { call, largePageRuns } from './large-page-runs.ts';
import { median, p95 } from './report.ts';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    trace: { type: 'string' },
    profile: { type: 'boolean', default: false },
  },
});
const RUNS = Number(args.runs);
/** The sections clicked in turn (as in interaction.ts), twice over. */
const SECTIONS = [190, 8, 186, 14, 196, 4, 180, 20, 170, 30];

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { name?: string; data?: { type?: string } };
}

/** Per click: the main thread's time from the mousedown task to the next frame's paint, by kind. */
function traceSummary(file: string): string[] {
  const events = (JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const onMain = events
    .filter((e) => main !== undefined && e.pid === main.pid && e.tid === main.tid && e.ph === 'X')
    .sort((a, b) => a.ts - b.ts);
  const tasks = onMain.filter((e) => e.name === 'RunTask');
  const within = (from: number, to: number) => onMain.filter((e) => e.ts >= from && e.ts + (e.dur ?? 0) <= to);
  const clicks = onMain.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click');
  const out: string[] = [];
  const kinds = [
    'FunctionCall',
    'RunMicrotasks',
    'UpdateLayoutTree',
    'Layout',
    'Paint',
    'PrePaint',
    'Layerize',
    'FireAnimationFrame',
  ];
  const rows: Record<string, number[]> = {};
  for (const [i, down] of clicks.entries()) {
    const end = (clicks[i + 1]?.ts ?? Number.POSITIVE_INFINITY) - 1;
    const start = tasks.filter((t) => t.ts <= down.ts).at(-1)?.ts ?? down.ts;
    // Up to the first Paint after the click's tasks settle, within 200 ms.
    const span = within(start, Math.min(end, start + 200_000));
    const total = tasks.filter((t) => t.ts >= start && t.ts < start + 200_000 && t.ts < end);
    const busy = total.reduce((s, t) => s + (t.dur ?? 0), 0) / 1000;
    (rows['busy (tasks within 200 ms)'] ??= []).push(busy);
    for (const kind of kinds) {
      // Outermost events of the kind only.
      let until = -1;
      let sum = 0;
      for (const e of span) {
        if (e.name !== kind || e.ts < until) continue;
        sum += (e.dur ?? 0) / 1000;
        until = e.ts + (e.dur ?? 0);
      }
      (rows[kind] ??= []).push(sum);
    }
  }
  out.push(`  ${clicks.length} clicks; median and p95 (ms)`);
  for (const [name, list] of Object.entries(rows))
    out.push(`  ${median(list).toFixed(2).padStart(7)} ${p95(list).toFixed(2).padStart(7)}  ${name}`);
  return out;
}

/**
 * With both a trace and a profile: inclusive time by function of the samples taken inside the
 * animation-frame callbacks of 5 ms or more (the work a click leaves for the next frame).
 */
function framePhase(profile: CpuProfile, traceFile: string): void {
  const events = (JSON.parse(readFileSync(traceFile, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const windows = events
    .filter((e) => main !== undefined && e.pid === main.pid && e.tid === main.tid && e.name === 'FireAnimationFrame')
    .filter((e) => (e.dur ?? 0) >= 5000)
    .map((e) => [e.ts, e.ts + (e.dur ?? 0)] as const);
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const inclusive = new Map<string, number>();
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i] ?? 0;
    if (!windows.some(([a, b]) => t >= a && t <= b)) continue;
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const seen = new Set<string>();
    for (let at: number | undefined = profile.samples[i]; at !== undefined; at = parent.get(at))
      seen.add(frameName(byId.get(at)!.callFrame).name);
    for (const name of seen) inclusive.set(name, (inclusive.get(name) ?? 0) + ms);
  }
  console.log(`In ${windows.length} animation-frame callbacks of 5 ms or more, inclusive time (ms, all of them):`);
  for (const [name, ms] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, 50))
    console.log(`  ${ms.toFixed(2).padStart(8)}  ${name}`);
}

await largePageRuns(RUNS, async ({ page, context, mouse, index: run, last }) => {
  const tab = await call(page, 'tabPoint', ['layers']);
  await mouse.click(tab.x, tab.y);
  await page.waitForTimeout(300);
  if (last && args.trace !== undefined)
    await context.browser()!.startTracing(page, {
      path: args.trace,
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'v8.execute'],
    });
  const cdp = await context.newCDPSession(page);
  if (last && args.profile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
    await cdp.send('Profiler.start');
  }
  const times: number[] = [];
  const inDom: number[] = [];
  for (const index of SECTIONS) {
    await call(page, 'scrollToSection', [index]);
    const section = await call(page, 'sectionGeometry', [index]);
    const block = section.columns[section.columns.length - 1]!.blocks[1]!;
    const { frame } = section;
    const x = block.box.left + block.box.width / 2;
    const y = Math.max(
      frame.top + 20,
      Math.min(frame.top + frame.height - 20, block.box.top + Math.min(block.box.height / 2, 20)),
    );
    await call(page, 'armLayersReveal', [block.uid]);
    await mouse.click(x, y);
    const reaction = await call(page, 'reaction', []);
    times.push(reaction.rendered);
    inDom.push(reaction.ready);
    await page.waitForTimeout(80);
  }
  if (last && args.trace !== undefined) await context.browser()!.stopTracing();
  if (last && args.profile) {
    const profile = (await cdp.send('Profiler.stop')).profile as CpuProfile;
    const { functions, inclusive } = selfTimes(profile);
    const per = (ms: number) => `${(ms / SECTIONS.length).toFixed(2).padStart(7)} ms/click`;
    console.log("Self time by function, per click (with the probe's own calls):");
    for (const [name, ms] of functions.slice(0, 30)) console.log(`  ${per(ms)}  ${name}`);
    console.log('Inclusive time by function, per click:');
    for (const [name, ms] of inclusive.slice(0, 70)) console.log(`  ${per(ms)}  ${name}`);
    if (args.trace !== undefined) framePhase(profile, args.trace);
  }
  console.log(
    `run ${run + 1}: painted median ${median(times).toFixed(1)} p95 ${p95(times).toFixed(1)} ms (${times.map((t) => t.toFixed(0)).join(', ')}); in the DOM median ${median(inDom).toFixed(1)}; load ${os.loadavg()[0]!.toFixed(2)}`,
  );
  if (last && args.trace !== undefined) for (const line of traceSummary(args.trace)) console.log(line);
});
