/**
 * The HTTP benchmark's report: one line per run as it ends, then two tables (the figures, and
 * where the CPU time went) and the verdict on each goal.
 */
import type { LoadResult } from './load.ts';
import type { Usage } from './probe.ts';

/** The goals. */
export const THROUGHPUT_GOAL = 0.5;
export const HOLD_P99_GOAL_MS = 40;

/** A finished run. */
export interface Row {
  /** `a`, `b`, `c`, `d1`...: as the README names the runs. */
  readonly key: string;
  readonly label: string;
  readonly kind: 'max' | 'hold';
  readonly result: LoadResult;
  readonly usage: Usage;
}

const fixed = (value: number | undefined, digits: number): string =>
  value === undefined || Number.isNaN(value) ? '-' : value.toFixed(digits);
const int = (value: number): string => Math.round(value).toLocaleString('en-US');

function table(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i] as number) : c.padStart(widths[i] as number)))
      .join('  ')
      .trimEnd();
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** The line printed when a run ends. */
export function runLine(row: Row): string {
  const r = row.result;
  const statuses = Object.entries(r.statuses)
    .map(([code, count]) => `${code}: ${count}`)
    .join(', ');
  const codes = Object.entries(r.errorCodes)
    .map(([code, count]) => `${code}: ${count}`)
    .join(', ');
  const lag = r.sendLagP99 === undefined ? '' : `; the generator sent ${fixed(r.sendLagP99, 2)} ms late at p99`;
  return `  ${row.key}. ${row.label}: ${fixed(r.requestsPerSecond, 0)} req/s, p50 ${fixed(r.p50, 2)} ms, p99 ${fixed(r.p99, 2)} ms, max ${fixed(r.max, 1)} ms, ${r.non2xx} non-2xx${statuses ? ` (${statuses})` : ''}, ${r.errors} errors (${codes ? `${codes}; ` : ''}${r.timeouts} timeouts)${lag}`;
}

/** The two tables. */
export function tables(rows: readonly Row[]): string {
  const floor = rows.find((r) => r.key === 'a');
  const figures = rows.map((row) => {
    const r = row.result;
    const ratio = row.kind === 'max' && floor ? fixed(r.requestsPerSecond / floor.result.requestsPerSecond, 2) : '-';
    return [
      `${row.key}. ${row.label}`,
      fixed(r.requestsPerSecond, 0),
      fixed(r.p50, 2),
      fixed(r.p99, 2),
      int(r.non2xx),
      int(r.errors),
      ratio,
    ];
  });
  const time = rows.map((row) => {
    const u = row.usage;
    return [
      `${row.key}. ${row.label}`,
      int(row.result.responses),
      fixed(u.serverCores, 2),
      fixed(u.serverCpuMsPerResponse, 2),
      fixed(u.loadCores, 2),
      fixed(u.serviceMs, 2),
      u.renders === undefined ? '-' : int(u.renders),
      fixed(u.renderMs, 2),
      u.cacheHits === undefined ? '-' : int(u.cacheHits),
    ];
  });
  return [
    table(['run', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'x floor'], figures),
    '',
    'Where the CPU time went (server: the child process, all threads; load: autocannon in the parent; service ms: request to response inside the service; render ms: in a worker):',
    table(
      [
        'run',
        'responses',
        'server cores',
        'server CPU ms/resp',
        'load cores',
        'service ms',
        'renders',
        'render ms',
        'cache hits',
      ],
      time,
    ),
  ].join('\n');
}

/** The verdicts, one line per goal. */
export function verdicts(rows: readonly Row[]): string[] {
  const floor = rows.find((r) => r.key === 'a');
  const lines: string[] = [];
  for (const row of rows) {
    const r = row.result;
    if (row.kind === 'max' && floor && row !== floor) {
      const ratio = r.requestsPerSecond / floor.result.requestsPerSecond;
      lines.push(
        `${row.key}. ${row.label}: ${ratio >= THROUGHPUT_GOAL ? 'MET' : 'NOT MET'}: ${fixed(r.requestsPerSecond, 0)} req/s is ${(ratio * 100).toFixed(0)}% of the floor's ${fixed(floor.result.requestsPerSecond, 0)} (goal: at least ${THROUGHPUT_GOAL * 100}%).`,
      );
    }
    if (row.kind === 'hold') {
      const clean = r.non2xx === 0 && r.errors === 0;
      const met = clean && r.p99 < HOLD_P99_GOAL_MS;
      lines.push(
        `${row.key}. ${row.label}: ${met ? 'MET' : 'NOT MET'}: p99 ${fixed(r.p99, 2)} ms (goal: under ${HOLD_P99_GOAL_MS} ms), ${r.non2xx} non-2xx and ${r.errors} errors (goal: none).`,
      );
    }
  }
  return lines;
}
