/**
 * A bounded memo. Sanitizing is a pure function of its input and costs a parse, so renders of a
 * page whose content did not change (every keystroke's re-render in the editor, a stored template
 * rendered again by the service) reuse earlier results. Both the entry count and the total
 * characters held are capped: the memo never grows without bound, so a long-running process does
 * not slow down or swell over time. Eviction is first in, first out: a hit costs one lookup (the
 * key string's hash is cached by the engine), and an entry evicted while still in use is simply
 * computed again.
 */
export class BoundedMemo<V> {
  private readonly entries = new Map<string, { value: V; weight: number }>();
  private weight = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxWeight: number,
    private readonly weigh: (key: string, value: V) => number,
  ) {}

  /** The value for `key`, computing and remembering it on a miss. */
  get(key: string, compute: (key: string) => V): V {
    const hit = this.entries.get(key);
    if (hit !== undefined) return hit.value;
    const value = compute(key);
    const weight = this.weigh(key, value);
    if (weight > this.maxWeight / 4) return value; // too big to be worth keeping
    this.entries.set(key, { value, weight });
    this.weight += weight;
    while (this.entries.size > this.maxEntries || this.weight > this.maxWeight) {
      const oldest = this.entries.keys().next().value as string;
      this.weight -= (this.entries.get(oldest) as { weight: number }).weight;
      this.entries.delete(oldest);
    }
    return value;
  }

  /** Entries held now (for tests). */
  get size(): number {
    return this.entries.size;
  }

  /** Characters held now (for tests). */
  get totalWeight(): number {
    return this.weight;
  }

  /** Forgets everything (benchmarks measure cold renders with it). */
  clear(): void {
    this.entries.clear();
    this.weight = 0;
  }
}
