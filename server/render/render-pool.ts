/**
 * Renders off the event loop. A pool of worker threads (piscina) runs the render jobs, so a
 * maximal template (5 MB, 10,000 nodes) never stalls the small requests beside it. Each render has
 * a time limit, queue wait included; past it the task is cancelled (a running worker is replaced)
 * and the request gets a clear 503 `render_timeout`. A full queue answers 503 `overloaded` at once
 * instead of queueing without end.
 */
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { HttpError } from '../http/error-codes.ts';
import type { RenderJob, RenderOutcome } from './job.ts';
import { RenderCache, renderKey } from './render-cache.ts';

/** How the pool is sized and limited (docs/http-api.md, "Limits"). */
export interface RenderPoolOptions {
  /** Worker threads; default: one per core, less one for the event loop, at least one. */
  readonly threads?: number;
  /** Milliseconds a render may take, queue wait included. */
  readonly timeoutMs: number;
  /** Renders that may wait for a thread; past it, 503 overloaded. */
  readonly maxQueue: number;
  /** Bytes of rendered HTML kept for repeated inputs; 0 turns the cache off. */
  readonly cacheBytes: number;
}

/** Outcome of a render through the pool, with where it came from. */
export type PooledOutcome = RenderOutcome & { readonly cached?: boolean };

/** The worker pool with its cache. */
export class RenderPool {
  readonly #pool: Piscina;
  readonly #cache: RenderCache;
  readonly #timeoutMs: number;
  /** Renders allowed at once: one per thread plus the queue. */
  readonly #capacity: number;
  #inFlight = 0;

  constructor(options: RenderPoolOptions) {
    const threads = options.threads ?? Math.max(1, availableParallelism() - 1);
    this.#timeoutMs = options.timeoutMs;
    this.#capacity = threads + options.maxQueue;
    this.#cache = new RenderCache(options.cacheBytes);
    this.#pool = new Piscina({
      filename: new URL('./worker.ts', import.meta.url).href,
      minThreads: threads,
      maxThreads: threads,
      // The bound is enforced in render(): piscina keeps tasks that carry an abort signal in a
      // queue its own maxQueue does not count, and every render here has one.
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
    if (this.#inFlight >= this.#capacity) throw new HttpError('overloaded', 'The renderer is busy: too many renders are waiting. Retry shortly.', { retryAfter: 2 });
    let outcome: RenderOutcome;
    this.#inFlight++;
    try {
      outcome = (await this.#pool.run(job, { signal: AbortSignal.timeout(this.#timeoutMs) })) as RenderOutcome;
    } catch (error) {
      throw this.#poolError(error);
    } finally {
      this.#inFlight--;
    }
    if (key !== undefined && outcome.ok) this.#cache.set(key, outcome);
    return outcome;
  }

  #poolError(error: unknown): HttpError {
    const name = (error as { name?: string } | null)?.name;
    const message = (error as Error | null)?.message ?? '';
    if (name === 'AbortError' || name === 'TimeoutError') {
      return new HttpError('render_timeout', `Rendering took longer than the limit of ${this.#timeoutMs} ms. Try a smaller page, or try again later.`, { retryAfter: 5 });
    }
    if (/queue is at limit/i.test(message)) return new HttpError('overloaded', 'The renderer is busy: too many renders are waiting. Retry shortly.', { retryAfter: 2 });
    return new HttpError('internal_error', 'The render worker failed.', { detail: message });
  }

  /** Renders in flight (running or queued), queued alone, and threads: for /healthz and /metrics. */
  get load(): { inFlight: number; queued: number; threads: number } {
    return { inFlight: this.#inFlight, queued: this.#pool.queueSize, threads: this.#pool.threads.length };
  }

  /** Waits for running renders and stops the threads. */
  async close(): Promise<void> {
    await this.#pool.close();
  }
}
