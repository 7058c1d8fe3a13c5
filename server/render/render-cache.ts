/**
 * Finished renders by content: the renderer is a pure function of (definition, fonts, minify,
 * synced sections), so the same input always gives the same bytes and a repeated render can be
 * answered from memory. This is what makes re-rendering a stored page (a backend publishing the
 * same template again, the editor saving twice) cost a hash instead of a render. Bounded by bytes;
 * least recently used entries go first. Only successful renders are kept, as their response
 * bodies (bytes ready to send).
 */
import { createHash } from 'node:crypto';
import type { RenderJob } from './job.ts';
import type { RenderedPage as Rendered } from './render-pool.ts';

/** The cache key of a job: SHA-256 over its fields, each length-prefixed so fields never run together. */
export function renderKey(job: RenderJob): string {
  const hash = createHash('sha256');
  const part = (text: string) => hash.update(`${text.length}:`).update(text);
  part(job.definition);
  part(job.fonts);
  part(job.minify ? '1' : '0');
  for (const entry of job.syncedSections ?? []) {
    part(`${typeof entry.id}:${entry.id}`);
    part(entry.definition);
  }
  return hash.digest('base64url');
}

/** An LRU map of values that hold a response body, at most `maxBytes` of bodies. */
export class RenderCache<V extends { readonly body: Buffer } = Rendered> {
  readonly #entries = new Map<string, V>();
  #bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get enabled(): boolean {
    return this.maxBytes > 0;
  }

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (entry !== undefined) {
      this.#entries.delete(key);
      this.#entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, value: V): void {
    const size = RenderCache.#sizeOf(value);
    if (size > this.maxBytes / 4) return;
    const old = this.#entries.get(key);
    if (old !== undefined) {
      this.#entries.delete(key);
      this.#bytes -= RenderCache.#sizeOf(old);
    }
    this.#entries.set(key, value);
    this.#bytes += size;
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= RenderCache.#sizeOf(entry);
    }
  }

  static #sizeOf(value: { readonly body: Buffer }): number {
    return value.body.byteLength + 256;
  }
}
