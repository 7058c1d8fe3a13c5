/**
 * Growth of running time, for tests that must tell linear from quadratic or exponential work on a
 * loaded machine: never an absolute time, always a ratio between two input sizes, each timed as
 * the best of several runs of a batch long enough to rise above the timer's noise.
 */

/** How the two inputs are timed. */
export interface GrowthOptions {
  /** Runs per input; the fastest counts (other processes only ever add time). Default 5. */
  readonly runs?: number;
  /** A batch of calls on the small input lasts at least this long, in ms. Default 3. */
  readonly minBatchMs?: number;
}

function batchTime(run: () => void, calls: number): number {
  const start = performance.now();
  for (let i = 0; i < calls; i++) run();
  return (performance.now() - start) / calls;
}

/** How many calls of `run` last at least `minMs` (at least one: a slow call is its own batch). */
function callsFor(run: () => void, minMs: number): number {
  let calls = 1;
  while (batchTime(run, calls) * calls < minMs && calls < 1 << 20) calls *= 2;
  return calls;
}

/**
 * Time per call on `large` divided by time per call on `small`: about the size ratio for linear
 * work, its square for quadratic work. Each input runs in batches long enough to measure, sized
 * separately (a hostile large input costs a few of its own calls, never hundreds), and the two
 * are timed alternately so that a change of load touches both.
 */
export function growthRatio(small: () => void, large: () => void, options: GrowthOptions = {}): number {
  const { runs = 5, minBatchMs = 3 } = options;
  const smallCalls = callsFor(small, minBatchMs);
  const largeCalls = callsFor(large, minBatchMs);
  let bestSmall = Infinity;
  let bestLarge = Infinity;
  for (let i = 0; i < runs; i++) {
    bestSmall = Math.min(bestSmall, batchTime(small, smallCalls));
    bestLarge = Math.min(bestLarge, batchTime(large, largeCalls));
  }
  return bestLarge / bestSmall;
}

/**
 * How many `Set.prototype.has` calls `run` makes: the unit of work of the uid allocators, counted
 * exactly instead of timed (a quadratic allocator shows as lookups per id growing with the input).
 */
export function countSetLookups(run: () => void): number {
  const has = Set.prototype.has;
  let count = 0;
  Set.prototype.has = function (this: Set<unknown>, value: unknown) {
    count++;
    return has.call(this, value);
  };
  try {
    run();
  } finally {
    Set.prototype.has = has;
  }
  return count;
}
