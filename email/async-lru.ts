/**
 * An LRU of values computed asynchronously, bounded by entries and by characters held, that
 * shares a computation in flight: two identical requests arriving together cost one. Failed
 * computations are not kept. The email renderer keeps mjml's outputs in one and each worker its
 * renders before personalization in another.
 */
export class AsyncLru<V> {
  readonly #done = new Map<string, V>();
  readonly #inFlight = new Map<string, Promise<V>>();
  #chars = 0;
  /** Lookups answered from memory or from a computation in flight. */
  hits = 0;
  /** Lookups that computed. */
  misses = 0;

  /** `weigh(value)`: the characters a value holds (its key is counted too). */
  constructor(
    readonly maxEntries: number,
    readonly maxChars: number,
    private readonly weigh: (value: V) => number,
  ) {}

  /** Entries held. */
  get size(): number {
    return this.#done.size;
  }

  /** Characters held (values and keys). */
  get chars(): number {
    return this.#chars;
  }

  /** The value for `key`, computing it with `compute` on a miss. */
  get(key: string, compute: () => Promise<V>): Promise<V> {
    const done = this.#done.get(key);
    if (done !== undefined) {
      this.hits++;
      this.#done.delete(key);
      this.#done.set(key, done);
      return Promise.resolve(done);
    }
    const pending = this.#inFlight.get(key);
    if (pending !== undefined) {
      this.hits++;
      return pending;
    }
    this.misses++;
    const promise = compute().then(
      (value) => {
        this.#inFlight.delete(key);
        this.#keep(key, value);
        return value;
      },
      (error: unknown) => {
        this.#inFlight.delete(key);
        throw error;
      },
    );
    this.#inFlight.set(key, promise);
    return promise;
  }

  #keep(key: string, value: V): void {
    const weight = key.length + this.weigh(value);
    if (weight > this.maxChars / 4) return; // one huge value must not flush everything else
    this.#done.set(key, value);
    this.#chars += weight;
    for (const [oldest, entry] of this.#done) {
      if (this.#done.size <= this.maxEntries && this.#chars <= this.maxChars) break;
      this.#done.delete(oldest);
      this.#chars -= oldest.length + this.weigh(entry);
    }
  }

  /** Forgets everything (tests, and benchmarks of cold renders). */
  clear(): void {
    this.#done.clear();
    this.#chars = 0;
    this.hits = 0;
    this.misses = 0;
  }
}
