/**
 * An evenly paced load: one request every 1000 / rate ms, open loop (a request goes out on
 * schedule whether or not the earlier ones have been answered), over a keep-alive pool of at most
 * `connections` sockets. It is what "a fixed 200 req/s" means for a service; autocannon's
 * `overallRate` is not that: it lets each connection send its share of the second back to back
 * at the start of each second, so its arrivals come in bursts (see load.ts).
 *
 * A latency is counted from the moment the request was due, not from when it left: time spent
 * waiting for the timer or for a free socket is part of it (no coordinated omission). How late
 * the generator itself sent (`sendLagP99`) is reported, to show that it kept up.
 */
import http from 'node:http';
import { JSON2HTML_PATH } from './body.ts';
import { quantile, type LoadResult, type LoadRun } from './load.ts';

/** Runs `run` (whose `rate` is required) for `seconds`. */
async function paced(run: LoadRun, seconds: number): Promise<LoadResult> {
  const rate = run.rate;
  if (rate === undefined || rate <= 0) throw new Error('A paced run needs a rate.');
  const url = new URL(JSON2HTML_PATH, run.url);
  // FIFO: the sockets take turns, so none sits idle long enough for the server's keep-alive
  // timeout (5 s) to close it just as a request is written on it (a client-side race, not a
  // service error). All `connections` sockets stay open, as autocannon's would.
  const agent = new http.Agent({ keepAlive: true, maxSockets: run.connections, scheduling: 'fifo' });
  const interval = 1000 / rate;
  const total = Math.round(seconds * rate);
  const latencies: number[] = [];
  const lags: number[] = [];
  const statuses: Record<string, number> = {};
  const errorCodes: Record<string, number> = {};
  let non2xx = 0;
  let errors = 0;
  let timeouts = 0;
  let answered = 0;

  const send = (due: number): Promise<void> =>
    new Promise((resolve) => {
      const body = typeof run.body === 'string' ? run.body : run.body();
      lags.push(performance.now() - due);
      const request = http.request(url, {
        method: 'POST',
        agent,
        timeout: 10_000,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...run.headers },
      });
      request.on('response', (response) => {
        response.on('data', () => {});
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          answered++;
          if (status >= 200 && status < 300) latencies.push(performance.now() - due);
          else {
            non2xx++;
            statuses[status] = (statuses[status] ?? 0) + 1;
          }
          resolve();
        });
      });
      request.on('timeout', () => {
        timeouts++;
        request.destroy(new Error('timeout'));
      });
      request.on('error', (error: NodeJS.ErrnoException) => {
        errors++;
        const code = error.code ?? error.message;
        errorCodes[code] = (errorCodes[code] ?? 0) + 1;
        resolve();
      });
      request.end(body);
    });

  const pending: Promise<void>[] = [];
  const start = performance.now();
  for (let i = 0; i < total; i++) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(send(due));
  }
  await Promise.all(pending);
  agent.destroy();

  const sorted = Float64Array.from(latencies).sort();
  return {
    requestsPerSecond: answered / seconds,
    responses: answered,
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
    max: sorted.length > 0 ? (sorted[sorted.length - 1] as number) : Number.NaN,
    non2xx,
    errors,
    timeouts,
    statuses,
    errorCodes,
    sendLagP99: quantile(Float64Array.from(lags).sort(), 0.99),
  };
}

/** The paced warm-up: the same load for `run.warmupSeconds`, results dropped. */
export async function warmUpPaced(run: LoadRun): Promise<void> {
  if (run.warmupSeconds > 0) await paced(run, run.warmupSeconds);
}

/** The measured paced run. */
export function measurePaced(run: LoadRun): Promise<LoadResult> {
  return paced(run, run.seconds);
}
