/**
 * `npm run bench:api`: the HTTP benchmark of the rendering service. POST /landing-page/v1/json2html
 * with a 30-section page of about 50 KB (body.ts), on loopback, with autocannon in this process and
 * each server in a child process of its own:
 *
 *   a. the floor (floor-server.ts): Express 5 + helmet + express.json, a fixed answer;
 *   b. the service (subject-server.ts), render cache on, the same body every request;
 *   c. the service, render cache off, a body that differs per request (a number in the page
 *      title), so every request is rendered: the honest render throughput;
 *   d. holds at 200 req/s against the service, cache on, same body: d1 with autocannon's
 *      overallRate (which sends each second's requests in a burst at its start, see load.ts),
 *      d2 evenly paced, one request every 5 ms (paced.ts);
 *   e. with --hold-uncached: the same two holds (e1, e2) against the service, cache off, bodies
 *      all different.
 *
 * a to c run as fast as they can at 50 connections, 10 s each after a 2 s warm-up; the holds last
 * 60 s (after a 2 s warm-up) with at most 20 connections. `--quick`: 3 s runs, 10 s holds, 1 s
 * warm-ups. Goals: b and c at least 50% of the floor's req/s; the holds p99 under 40 ms, with no
 * errors.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createBody, JSON2HTML_PATH, type BenchBody } from './body.ts';
import { startChild, stopAll } from './children.ts';
import type { FloorReady } from './floor-server.ts';
import { measure, warmUp, type LoadResult, type LoadRun } from './load.ts';
import { measurePaced, warmUpPaced } from './paced.ts';
import { snapshot, usageBetween } from './probe.ts';
import { runLine, tables, verdicts, type Row } from './report.ts';
import type { SubjectReady } from './subject-server.ts';

const { values: flags } = parseArgs({
  options: { quick: { type: 'boolean', default: false }, 'hold-uncached': { type: 'boolean', default: false } },
});
const timing = flags.quick
  ? { seconds: 3, holdSeconds: 10, warmupSeconds: 1 }
  : { seconds: 10, holdSeconds: 60, warmupSeconds: 2 };
const CONNECTIONS = 50;
const HOLD_CONNECTIONS = 20;
const HOLD_RATE = 200;

const tempDir = mkdtempSync(join(os.tmpdir(), 'lp-bench-api-'));
let cleaned = false;
async function cleanUp(): Promise<void> {
  if (cleaned) return;
  cleaned = true;
  await stopAll();
  rmSync(tempDir, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the servers.`);
    void cleanUp().finally(() => process.exit(130));
  });
}

/** Renders once through the service and checks the answer (a broken setup fails here, not as a fast stream of 4xx). */
async function check(port: number, secretKey: string, text: string, title: string): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${port}${JSON2HTML_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-secret-key': secretKey },
    body: text,
  });
  const answer = await response.text();
  if (response.status !== 200) throw new Error(`The service answered ${response.status}: ${answer.slice(0, 500)}`);
  const { html } = JSON.parse(answer) as { html?: string };
  if (typeof html !== 'string' || !html.includes(title))
    throw new Error('The service answered 200 without the page (its title is missing from the html).');
}

/** A load generator: autocannon (as fast as it can, or with overallRate) or the paced one. */
interface Generator {
  warmUp(run: LoadRun): Promise<void>;
  measure(run: LoadRun): Promise<LoadResult>;
}
const AUTOCANNON: Generator = { warmUp, measure };
const PACED: Generator = { warmUp: warmUpPaced, measure: measurePaced };

/** Warms up, then measures `run` against the server `pid` (service counters when `servicePort`). */
async function runOne(
  key: string,
  label: string,
  kind: Row['kind'],
  generator: Generator,
  run: LoadRun,
  pid: number | undefined,
  servicePort?: number,
): Promise<Row> {
  await generator.warmUp(run);
  const before = await snapshot(pid, servicePort);
  const result = await generator.measure(run);
  const usage = usageBetween(before, await snapshot(pid, servicePort), result.responses);
  const row: Row = { key, label, kind, result, usage };
  console.log(runLine(row));
  return row;
}

async function main(body: BenchBody): Promise<Row[]> {
  const rows: Row[] = [];
  const max = { seconds: timing.seconds, warmupSeconds: timing.warmupSeconds, connections: CONNECTIONS };
  const hold = {
    seconds: timing.holdSeconds,
    warmupSeconds: timing.warmupSeconds,
    connections: HOLD_CONNECTIONS,
    rate: HOLD_RATE,
  };
  let counter = 0;
  const unique = () => body.numbered(++counter);
  const title = body.page.metadata?.title ?? '';

  console.log(
    `\nRuns: ${timing.seconds} s at ${CONNECTIONS} connections; holds: ${timing.holdSeconds} s at ${HOLD_RATE} req/s over at most ${HOLD_CONNECTIONS} connections; ${timing.warmupSeconds} s warm-up before each.`,
  );
  const floor = await startChild<FloorReady>('floor server', './floor-server.ts');
  const floorUrl = `http://127.0.0.1:${floor.ready.port}`;
  rows.push(
    await runOne(
      'a',
      'floor (Express + helmet + json)',
      'max',
      AUTOCANNON,
      { ...max, url: floorUrl, headers: {}, body: body.text },
      floor.process.pid,
    ),
  );
  await floor.stop();

  const cached = await startChild<SubjectReady>('service (cache on)', './subject-server.ts', [
    join(tempDir, 'cache'),
    'cache',
  ]);
  const cachedRun = {
    url: `http://127.0.0.1:${cached.ready.port}`,
    headers: { 'x-secret-key': cached.ready.secretKey },
  };
  console.log(`  (service: ${cached.ready.threads} render thread${cached.ready.threads === 1 ? '' : 's'})`);
  await check(cached.ready.port, cached.ready.secretKey, body.text, title);
  rows.push(
    await runOne(
      'b',
      'service, cache on, same body',
      'max',
      AUTOCANNON,
      { ...max, ...cachedRun, body: body.text },
      cached.process.pid,
      cached.ready.port,
    ),
  );
  const heldCached: Row[] = [];
  heldCached.push(
    await runOne(
      'd1',
      `hold ${HOLD_RATE}/s in bursts, cache on, same`,
      'hold',
      AUTOCANNON,
      { ...hold, ...cachedRun, body: body.text },
      cached.process.pid,
      cached.ready.port,
    ),
  );
  heldCached.push(
    await runOne(
      'd2',
      `hold ${HOLD_RATE}/s paced, cache on, same`,
      'hold',
      PACED,
      { ...hold, ...cachedRun, body: body.text },
      cached.process.pid,
      cached.ready.port,
    ),
  );
  await cached.stop();

  const uncached = await startChild<SubjectReady>('service (cache off)', './subject-server.ts', [
    join(tempDir, 'no-cache'),
    'no-cache',
  ]);
  const uncachedRun = {
    url: `http://127.0.0.1:${uncached.ready.port}`,
    headers: { 'x-secret-key': uncached.ready.secretKey },
  };
  await check(uncached.ready.port, uncached.ready.secretKey, body.numbered(0), title);
  await check(
    uncached.ready.port,
    uncached.ready.secretKey,
    body.numbered(99_999_999),
    title.replace(/\d+$/, '99999999'),
  );
  rows.push(
    await runOne(
      'c',
      'service, cache off, unique bodies',
      'max',
      AUTOCANNON,
      { ...max, ...uncachedRun, body: unique },
      uncached.process.pid,
      uncached.ready.port,
    ),
  );
  rows.push(...heldCached);
  if (flags['hold-uncached']) {
    rows.push(
      await runOne(
        'e1',
        `hold ${HOLD_RATE}/s in bursts, cache off, unique`,
        'hold',
        AUTOCANNON,
        { ...hold, ...uncachedRun, body: unique },
        uncached.process.pid,
        uncached.ready.port,
      ),
    );
    rows.push(
      await runOne(
        'e2',
        `hold ${HOLD_RATE}/s paced, cache off, unique`,
        'hold',
        PACED,
        { ...hold, ...uncachedRun, body: unique },
        uncached.process.pid,
        uncached.ready.port,
      ),
    );
  }
  await uncached.stop();
  return rows;
}

const cpus = os.cpus();
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const started = performance.now();
console.log(
  `Rendering service HTTP benchmark: ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), NODE_ENV=${process.env.NODE_ENV ?? '(unset)'}${flags.quick ? ', QUICK (smoke run: figures not comparable)' : ''}. Load average before: ${load()}.`,
);
const body = createBody();
console.log(
  `Body: POST ${JSON2HTML_PATH}, ${body.bytes.toLocaleString('en-US')} bytes (${(body.bytes / 1024).toFixed(1)} KB): ${body.sections} sections, ${body.nodes} template nodes (the first ${body.sections} sections of the render benchmark's page, less ${body.removed.columns} columns and ${body.removed.blocks} blocks), options {fonts: '[]'}.`,
);

try {
  const rows = await main(body);
  console.log(`\nDone in ${((performance.now() - started) / 1000).toFixed(0)} s; load average after: ${load()}.\n`);
  console.log(tables(rows));
  console.log('\nGoals:');
  for (const line of verdicts(rows)) console.log(`  ${line}`);
} catch (error) {
  console.error(`\nThe benchmark failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
