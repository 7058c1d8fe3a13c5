/**
 * Renders off the event loop. A pool of worker threads (piscina) runs the render jobs, so a
 * maximal template (5 MB, 10,000 nodes) never stalls the small requests beside it.
 *
 * The waiting line is ours, not piscina's: a render is handed to piscina only when a thread is
 * free, so piscina never queues (piscina 5 reorders its queue when tasks carry an abort signal,
 * which let some requests wait seconds while later ones were answered). Our line is fair between
 * clients (fair-line.ts: each client first come, first served; the clients take turns; a full line
 * displaces the biggest share's newest), bounded exactly (`maxQueue`), and a render that waits too
 * long leaves it without ever reaching a thread. One client never holds the last free thread
 * while another waits.
 *
 * Two limits cut a render: its CPU time on its thread (`cpuMs`, watched from here: cpu-meter.ts),
 * which is what a costly template is refused by (template_limit), and the request's time limit,
 * wait included (503 `render_timeout`). Either way piscina ends the thread and starts another.
 */
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { HttpError } from '../http/error-codes.ts';
import type { RenderWarning } from '../../renderer/index.ts';
import type { RenderJob, RenderOutcome } from './job.ts';
import type { EmailJob, EmailOutcome } from './email-job.ts';
import { createMeter, usedMs, WATCH_MS } from './cpu-meter.ts';
import { FairLine } from './fair-line.ts';
import type { MeteredTask } from './metered.ts';
import { RenderCache, renderKey } from './render-cache.ts';
import { asBuffer } from './transfer.ts';

/**
 * Threads by default: one per core less one for the event loop, but at least two, so that one
 * maximal render (a second or so) never makes a small render wait behind it.
 */
export const DEFAULT_RENDER_THREADS = Math.max(2, availableParallelism() - 1);

/** How the pool is sized and limited (docs/http-api.md, "Limits"). */
export interface RenderPoolOptions {
  /** Worker threads; default: DEFAULT_RENDER_THREADS. */
  readonly threads?: number;
  /** Milliseconds a render may take, queue wait included. */
  readonly timeoutMs: number;
  /** Renders that may wait for a thread; past it, 503 overloaded (fair-line.ts says whose). */
  readonly maxQueue: number;
  /** Milliseconds of CPU time one render may use on its thread; default DEFAULT_RENDER_CPU_MS. */
  readonly cpuMs?: number;
  /** Bytes of rendered HTML kept for repeated inputs; 0 turns the cache off. */
  readonly cacheBytes: number;
}

/**
 * A rendered page as the pool gives it: the response body `{"html": ...}` as UTF-8 bytes, made
 * once per render in the worker (job.ts) and kept in the cache, so the event loop never
 * serializes a page (a repeated one costs it nothing at all).
 */
export interface RenderedPage {
  readonly ok: true;
  readonly body: Buffer;
  readonly warnings: readonly RenderWarning[];
  readonly renderMs: number;
  readonly cached?: boolean;
}

/** Outcome of a render through the pool. */
export type PooledOutcome = RenderedPage | Extract<RenderOutcome, { ok: false }>;

interface Waiting {
  /** The task's input, and its name in worker.ts (undefined: the default export, a landing render). */
  readonly job: RenderJob | EmailJob;
  readonly task: string | undefined;
  /** Whose render it is (fair-line.ts). */
  readonly client: string;
  readonly deadline: number;
  readonly resolve: (outcome: unknown) => void;
  readonly reject: (error: HttpError) => void;
  timer: NodeJS.Timeout | undefined;
}

/** A render on a thread, as the CPU watch sees it. */
interface Running {
  readonly meter: SharedArrayBuffer;
  readonly stop: AbortController;
  /** Why it was stopped, once it was. */
  stopped?: 'cpu' | 'deadline';
}

/** The client of renders that name none (a caller outside the HTTP routes). */
export const ANONYMOUS_CLIENT = '';

/** The default of LP_RENDER_CPU_MS: far above the slowest render within the limits (about 1 s). */
export const DEFAULT_RENDER_CPU_MS = 5_000;

/** The worker pool with its line and its cache. */
export class RenderPool {
  readonly #pool: Piscina;
  /** The email workers (email-worker.ts), started with the first email. */
  #emailPool: Piscina | undefined;
  readonly #cache: RenderCache;
  readonly #threads: number;
  readonly #timeoutMs: number;
  readonly #cpuMs: number;
  /** Bytes the render cache may hold (0: off). */
  readonly cacheBytes: number;
  readonly #line: FairLine<Waiting>;
  readonly #runningByClient = new Map<string, number>();
  readonly #running = new Set<Running>();
  #watch: NodeJS.Timeout | undefined;

  constructor(options: RenderPoolOptions) {
    this.#threads = options.threads ?? DEFAULT_RENDER_THREADS;
    this.#timeoutMs = options.timeoutMs;
    this.#cpuMs = options.cpuMs ?? DEFAULT_RENDER_CPU_MS;
    this.#line = new FairLine<Waiting>(options.maxQueue);
    this.#cache = new RenderCache(options.cacheBytes);
    this.cacheBytes = options.cacheBytes;
    this.#pool = this.#workers('./worker.ts');
  }

  #workers(file: string): Piscina {
    return new Piscina({
      filename: new URL(file, import.meta.url).href,
      minThreads: this.#threads,
      maxThreads: this.#threads,
      // Workers stay up: starting one (and compiling the renderer in it) costs more than a render.
      idleTimeout: 60_000,
    });
  }

  /** Renders `job` for `client`, from the cache when the same input was rendered before. */
  async render(job: RenderJob, client: string = ANONYMOUS_CLIENT): Promise<PooledOutcome> {
    const key = this.#cache.enabled ? renderKey(job) : undefined;
    if (key !== undefined) {
      const hit = this.#cache.get(key);
      if (hit !== undefined) return { ...hit, cached: true };
    }
    const result = await this.#run<RenderOutcome>(job, undefined, client);
    if (!result.ok) return result;
    const page: RenderedPage = {
      ok: true,
      body: asBuffer(result.body),
      warnings: result.warnings,
      renderMs: result.renderMs,
    };
    if (key !== undefined) this.#cache.set(key, page);
    return page;
  }

  /**
   * Renders an email in the same line as the landing pages, with the same limits: as many renders
   * run at once, in all, as there are threads. The email workers are a pool of their own, started
   * with the first email; their caches (mjml output, personalization) live in each worker
   * (server/render/email-job.ts).
   */
  async renderEmail(job: EmailJob, client: string = ANONYMOUS_CLIENT): Promise<EmailOutcome> {
    return this.#run<EmailOutcome>(job, 'email', client);
  }

  /** Waits in line for a thread, then runs the worker's `task` on `job`. */
  #run<T>(job: RenderJob | EmailJob, task: string | undefined, client: string): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const waiting: Waiting = {
        job,
        task,
        client,
        deadline: Date.now() + this.#timeoutMs,
        resolve: resolve as (outcome: unknown) => void,
        reject,
        timer: undefined,
      };
      const displaced = this.#line.push(waiting);
      if (displaced === waiting) return reject(this.#overloaded());
      if (displaced !== undefined) {
        clearTimeout(displaced.timer);
        displaced.reject(this.#overloaded());
      }
      waiting.timer = setTimeout(() => {
        if (this.#line.remove(waiting)) reject(this.#timedOut());
      }, this.#timeoutMs);
      this.#next();
    });
  }

  /**
   * Where `client` comes in the turn for a free thread: the fewer renders it runs, the sooner.
   * Undefined (not now) for the last free thread while another client waits: one client's long
   * renders then never hold every thread while others wait, and a client alone uses them all.
   */
  #turn(client: string): number | undefined {
    const running = this.#runningByClient.get(client) ?? 0;
    return running < Math.max(1, this.#threads - 1) || !this.#line.othersWaiting(client) ? running : undefined;
  }

  /** Hands the next in line to a free thread, while there are both. */
  #next(): void {
    while (this.#running.size < this.#threads) {
      const waiting = this.#line.shift((client) => this.#turn(client));
      if (waiting === undefined) return;
      clearTimeout(waiting.timer);
      this.#start(waiting);
    }
  }

  #start(waiting: Waiting): void {
    const running: Running = { meter: createMeter(), stop: new AbortController() };
    this.#running.add(running);
    this.#runningByClient.set(waiting.client, (this.#runningByClient.get(waiting.client) ?? 0) + 1);
    const deadline = setTimeout(() => this.#stop(running, 'deadline'), Math.max(1, waiting.deadline - Date.now()));
    this.#watch ??= setInterval(() => this.#checkCpu(), WATCH_MS).unref();
    const pool = waiting.task === 'email' ? (this.#emailPool ??= this.#workers('./email-worker.ts')) : this.#pool;
    pool
      .run({ job: waiting.job, meter: running.meter } satisfies MeteredTask<unknown>, { signal: running.stop.signal })
      .then(
        (outcome) => waiting.resolve(outcome),
        (error: unknown) => waiting.reject(this.#poolError(error, running)),
      )
      .finally(() => {
        clearTimeout(deadline);
        this.#running.delete(running);
        const left = (this.#runningByClient.get(waiting.client) ?? 1) - 1;
        if (left === 0) this.#runningByClient.delete(waiting.client);
        else this.#runningByClient.set(waiting.client, left);
        if (this.#running.size === 0 && this.#watch !== undefined) {
          clearInterval(this.#watch);
          this.#watch = undefined;
        }
        this.#next();
      });
  }

  /** Stops the renders past their CPU budget. */
  #checkCpu(): void {
    for (const running of this.#running)
      if (running.stopped === undefined && usedMs(running.meter) > this.#cpuMs) this.#stop(running, 'cpu');
  }

  #stop(running: Running, why: 'cpu' | 'deadline'): void {
    running.stopped ??= why;
    running.stop.abort();
  }

  #overloaded(): HttpError {
    return new HttpError('overloaded', 'The renderer is busy: too many renders are waiting. Retry shortly.', {
      retryAfter: 2,
    });
  }

  #tooCostly(): HttpError {
    const message = `Rendering used more than the limit of ${this.#cpuMs} ms of CPU time (LP_RENDER_CPU_MS): the template is too costly to render.`;
    return new HttpError('template_limit', message, {
      errors: [{ path: '', code: 'template_limit', message }],
      detail: message,
    });
  }

  #timedOut(): HttpError {
    return new HttpError(
      'render_timeout',
      `Rendering took longer than the limit of ${this.#timeoutMs} ms. Try a smaller page, or try again later.`,
      { retryAfter: 5 },
    );
  }

  #poolError(error: unknown, running: Running): HttpError {
    if (running.stopped === 'cpu') return this.#tooCostly();
    const name = (error as { name?: string } | null)?.name;
    if (running.stopped === 'deadline' || name === 'AbortError' || name === 'TimeoutError') return this.#timedOut();
    return new HttpError('internal_error', 'The render worker failed.', {
      detail: (error as Error | null)?.message ?? String(error),
    });
  }

  /** Renders in flight (running or waiting), waiting alone, and threads: for /healthz and /metrics. */
  get load(): { inFlight: number; queued: number; threads: number } {
    return { inFlight: this.#running.size + this.#line.size, queued: this.#line.size, threads: this.#threads };
  }

  /** Waits for running renders and stops the threads. */
  async close(): Promise<void> {
    await Promise.all([this.#pool.close(), this.#emailPool?.close()]);
  }
}
