/**
 * Renders off the event loop. A pool of worker threads (piscina) runs the render jobs, so a
 * maximal template (5 MB, 10,000 nodes) never stalls the small requests beside it.
 *
 * The waiting line is ours, not piscina's: a render is handed to piscina only when a thread is
 * free, so piscina never queues. That keeps the line first come, first served (piscina 5 reorders
 * its queue when tasks carry an abort signal, which let some requests wait seconds while later
 * ones were answered), bounds it exactly (`maxQueue`; one more answers 503 `overloaded` at once),
 * and lets a render that waits too long leave the line without ever reaching a thread.
 *
 * Each render has a time limit, wait included; past it the request gets a clear 503
 * `render_timeout`, and a render still running is cancelled (piscina replaces that worker).
 */
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { HttpError } from '../http/error-codes.ts';
import type { RenderWarning } from '../../renderer/index.ts';
import type { RenderJob, RenderOutcome } from './job.ts';
import type { EmailJob, EmailOutcome } from './email-job.ts';
import { RenderCache, renderKey } from './render-cache.ts';

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
  /** Renders that may wait for a thread; past it, 503 overloaded. */
  readonly maxQueue: number;
  /** Bytes of rendered HTML kept for repeated inputs; 0 turns the cache off. */
  readonly cacheBytes: number;
}

/**
 * A rendered page as the pool gives it: the response body `{"html": ...}` as UTF-8 bytes, made
 * once per render and kept in the cache, so a repeated page costs the event loop no
 * serializing (JSON.stringify of a 60 KB page is about 0.4 ms) and no encoding. It is made here,
 * on the event loop, rather than in the worker: when every page is new the render threads are the
 * bottleneck, and the event loop has time to spare.
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
  readonly deadline: number;
  readonly resolve: (outcome: unknown) => void;
  readonly reject: (error: HttpError) => void;
  timer: NodeJS.Timeout | undefined;
}

/** The worker pool with its line and its cache. */
export class RenderPool {
  readonly #pool: Piscina;
  /** The email workers (email-worker.ts), started with the first email. */
  #emailPool: Piscina | undefined;
  readonly #cache: RenderCache;
  readonly #threads: number;
  readonly #timeoutMs: number;
  readonly #maxQueue: number;
  /** Bytes the render cache may hold (0: off). */
  readonly cacheBytes: number;
  readonly #line: Waiting[] = [];
  #running = 0;

  constructor(options: RenderPoolOptions) {
    this.#threads = options.threads ?? DEFAULT_RENDER_THREADS;
    this.#timeoutMs = options.timeoutMs;
    this.#maxQueue = options.maxQueue;
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

  /** Renders `job`, from the cache when the same input was rendered before. */
  async render(job: RenderJob): Promise<PooledOutcome> {
    const key = this.#cache.enabled ? renderKey(job) : undefined;
    if (key !== undefined) {
      const hit = this.#cache.get(key);
      if (hit !== undefined) return { ...hit, cached: true };
    }
    const result = await this.#run<RenderOutcome>(job, undefined);
    if (!result.ok) return result;
    const page: RenderedPage = { ok: true, body: Buffer.from(`{"html":${JSON.stringify(result.html)}}`), warnings: result.warnings, renderMs: result.renderMs };
    if (key !== undefined) this.#cache.set(key, page);
    return page;
  }

  /**
   * Renders an email in the same line as the landing pages, with the same limits: as many renders
   * run at once, in all, as there are threads. The email workers are a pool of their own, started
   * with the first email; their caches (mjml output, personalization) live in each worker
   * (server/render/email-job.ts).
   */
  async renderEmail(job: EmailJob): Promise<EmailOutcome> {
    return this.#run<EmailOutcome>(job, 'email');
  }

  /** Waits in line for a thread, then runs the worker's `task` on `job`. */
  #run<T>(job: RenderJob | EmailJob, task: string | undefined): Promise<T> {
    if (this.#running >= this.#threads && this.#line.length >= this.#maxQueue) {
      throw new HttpError('overloaded', 'The renderer is busy: too many renders are waiting. Retry shortly.', { retryAfter: 2 });
    }
    return new Promise<T>((resolve, reject) => {
      const waiting: Waiting = { job, task, deadline: Date.now() + this.#timeoutMs, resolve: resolve as (outcome: unknown) => void, reject, timer: undefined };
      waiting.timer = setTimeout(() => {
        const index = this.#line.indexOf(waiting);
        if (index !== -1) this.#line.splice(index, 1);
        reject(this.#timedOut());
      }, this.#timeoutMs);
      this.#line.push(waiting);
      this.#next();
    });
  }

  /** Hands the first in line to a free thread, while there are both. */
  #next(): void {
    while (this.#running < this.#threads && this.#line.length > 0) {
      const waiting = this.#line.shift()!;
      clearTimeout(waiting.timer);
      this.#running++;
      const remaining = Math.max(1, waiting.deadline - Date.now());
      const pool = waiting.task === 'email' ? (this.#emailPool ??= this.#workers('./email-worker.ts')) : this.#pool;
      pool
        .run(waiting.job, { signal: AbortSignal.timeout(remaining) })
        .then(
          (outcome) => waiting.resolve(outcome),
          (error: unknown) => waiting.reject(this.#poolError(error)),
        )
        .finally(() => {
          this.#running--;
          this.#next();
        });
    }
  }

  #timedOut(): HttpError {
    return new HttpError('render_timeout', `Rendering took longer than the limit of ${this.#timeoutMs} ms. Try a smaller page, or try again later.`, { retryAfter: 5 });
  }

  #poolError(error: unknown): HttpError {
    const name = (error as { name?: string } | null)?.name;
    if (name === 'AbortError' || name === 'TimeoutError') return this.#timedOut();
    return new HttpError('internal_error', 'The render worker failed.', { detail: (error as Error | null)?.message ?? String(error) });
  }

  /** Renders in flight (running or waiting), waiting alone, and threads: for /healthz and /metrics. */
  get load(): { inFlight: number; queued: number; threads: number } {
    return { inFlight: this.#running + this.#line.length, queued: this.#line.length, threads: this.#threads };
  }

  /** Waits for running renders and stops the threads. */
  async close(): Promise<void> {
    await Promise.all([this.#pool.close(), this.#emailPool?.close()]);
  }
}
