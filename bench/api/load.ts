/**
 * The load: autocannon on loopback, in this process, against one child server. `warmUp` runs the
 * load for the warm-up seconds and drops the results; `measure` runs it again and measures.
 *
 * Latencies are taken from autocannon's `response` events, each as it measured it (process.hrtime
 * from writing the request to the end of the response), not from its histogram, which keeps
 * whole milliseconds. As in autocannon's own figures, only 2xx responses count in the latencies.
 *
 * A `rate` run is autocannon's `overallRate`. Note how autocannon applies it: each connection may
 * start `rate / connections` requests per one-second tick, one after another as fast as the
 * answers come, and then waits for the next tick. The arrivals come in bursts at the start of each
 * second, not evenly spaced. `ignoreCoordinatedOmission` is set: autocannon 9 corrects with an
 * expected interval of ceil(1 / per-connection rate) = 1 ms (a unit slip: it should be 1,000 /
 * rate ms), which would add a made-up sample for every millisecond of every answer; with the
 * latencies taken from the events the correction would not reach the figures anyway.
 */
import autocannon from 'autocannon';
import { JSON2HTML_PATH } from './body.ts';

/** One measured run. */
export interface LoadRun {
  readonly url: string;
  /** Seconds of the measured run, and of the warm-up before it (0: none). */
  readonly seconds: number;
  readonly warmupSeconds: number;
  readonly connections: number;
  /** Requests per second over all connections (autocannon overallRate); absent: as fast as possible. */
  readonly rate?: number;
  readonly headers: Record<string, string>;
  /** The body of every request, or a function giving each request's body. */
  readonly body: string | (() => string);
}

/** What a run measured. */
export interface LoadResult {
  /** Mean of the per-second request counts (autocannon's `requests.mean`). */
  readonly requestsPerSecond: number;
  /** Responses of any status in the measured run. */
  readonly responses: number;
  /** Latency of 2xx responses, in ms. */
  readonly p50: number;
  readonly p99: number;
  readonly max: number;
  readonly non2xx: number;
  /** Connection errors and timeouts. */
  readonly errors: number;
  readonly timeouts: number;
  /** Status codes other than 2xx, with counts (empty when none). */
  readonly statuses: Readonly<Record<string, number>>;
  /** Connection errors by code (empty when none). */
  readonly errorCodes: Readonly<Record<string, number>>;
  /** Paced runs: how late the generator sent, p99 in ms. */
  readonly sendLagP99?: number;
}

/** The q-quantile (0 to 1) of ascending `sorted` (nearest rank). */
export function quantile(sorted: ArrayLike<number>, q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] as number;
}

function options(run: LoadRun, seconds: number): autocannon.Options {
  const common = {
    url: run.url,
    connections: run.connections,
    duration: seconds,
    headers: { 'content-type': 'application/json', ...run.headers },
    ...(run.rate === undefined ? {} : { overallRate: run.rate, ignoreCoordinatedOmission: true }),
  };
  const body = run.body;
  if (typeof body === 'string') return { ...common, url: run.url + JSON2HTML_PATH, method: 'POST', body };
  return {
    ...common,
    requests: [{ method: 'POST', path: JSON2HTML_PATH, setupRequest: (request) => ({ ...request, body: body() }) }],
  };
}

/** One autocannon run; `onResponse` sees every response, `onError` every connection error. */
function cannon(
  opts: autocannon.Options,
  onResponse?: (status: number, ms: number) => void,
  onError?: (error: unknown) => void,
): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(opts, (error: unknown, result: autocannon.Result) =>
      error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(result),
    );
    if (onResponse) instance.on('response', (_client, status, _bytes, ms) => onResponse(status, ms));
    if (onError) instance.on('reqError', onError);
  });
}

/** Runs the load for the warm-up seconds; the results are dropped. */
export async function warmUp(run: LoadRun): Promise<void> {
  if (run.warmupSeconds > 0) await cannon(options(run, run.warmupSeconds));
}

/** The measured run. */
export async function measure(run: LoadRun): Promise<LoadResult> {
  const latencies: number[] = [];
  const errorCodes: Record<string, number> = {};
  const result = await cannon(
    options(run, run.seconds),
    (status, ms) => {
      if (status >= 200 && status < 300) latencies.push(ms);
    },
    (error) => {
      const code = (error as NodeJS.ErrnoException | null)?.code ?? (error as Error | null)?.message ?? String(error);
      errorCodes[code] = (errorCodes[code] ?? 0) + 1;
    },
  );
  const sorted = Float64Array.from(latencies).sort();
  const statuses: Record<string, number> = {};
  for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {}))
    if (!code.startsWith('2')) statuses[code] = count ?? 0;
  return {
    requestsPerSecond: result.requests.mean,
    responses: result.requests.total,
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
    max: sorted.length > 0 ? (sorted[sorted.length - 1] as number) : Number.NaN,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statuses,
    errorCodes,
  };
}
