/**
 * A small map whose entries live `ttlMs` and whose size is bounded (the oldest entry goes first).
 * Keys are looked up on every request; PGlite answers one query at a time, so the hot path reads
 * from here and goes to the database only when an entry is missing or stale. Misses are cached
 * too, so a client spraying unknown keys costs one query per key per lifetime, not per request.
 */
export class TtlCache<V> {
  readonly #entries = new Map<string, { value: V; until: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** The live entry for `key`, as `{ value }`, or undefined. */
  get(key: string): { value: V } | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.until <= this.now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return { value: entry.value };
  }

  set(key: string, value: V): void {
    if (this.ttlMs <= 0) return;
    this.#entries.delete(key);
    if (this.#entries.size >= this.maxEntries) this.#entries.delete(this.#entries.keys().next().value as string);
    this.#entries.set(key, { value, until: this.now() + this.ttlMs });
  }

  clear(): void {
    this.#entries.clear();
  }
}
