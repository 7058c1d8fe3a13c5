/**
 * The renders waiting for a thread, fair between clients (a client is what the rate limit
 * counts: a public key with the caller's address, or a secret key). Each client has its own
 * first-come-first-served line, and the clients take turns, the one with the fewest renders
 * running first: a client with a hundred renders waiting delays another client's one render by
 * at most one render per thread, not a hundred.
 *
 * When the line is full, a newcomer whose client holds less than the biggest share takes the
 * place of that share's newest render (which is answered `overloaded`): a client that floods the
 * line fills only its own part of it.
 */

/** Something waiting, and whose it is. */
export interface Waiter {
  readonly client: string;
}

/** The waiting renders of every client. */
export class FairLine<T extends Waiter> {
  /** Each client's renders in arrival order. */
  readonly #byClient = new Map<string, T[]>();
  /** When each client was last served (a turn number), so turns go to the one served longest ago. */
  readonly #served = new Map<string, number>();
  #turns = 0;
  #size = 0;

  constructor(private readonly capacity: number) {}

  /** How many wait. */
  get size(): number {
    return this.#size;
  }

  /**
   * Adds `waiter`. Returns undefined when it found a place, the waiter it displaced when the line
   * was full (that one leaves the line), or `waiter` itself when it may not enter.
   */
  push(waiter: T): T | undefined {
    let displaced: T | undefined;
    if (this.#size >= this.capacity) {
      const biggest = this.#biggest();
      const mine = this.#byClient.get(waiter.client)?.length ?? 0;
      if (biggest === undefined || biggest.length <= mine + 1) return waiter;
      displaced = biggest.pop();
      this.#size--;
    }
    const own = this.#byClient.get(waiter.client);
    if (own === undefined) this.#byClient.set(waiter.client, [waiter]);
    else own.push(waiter);
    this.#size++;
    return displaced;
  }

  /**
   * Takes the first waiter of the client that `rank` puts first: the lowest rank, and among
   * equals the client served longest ago (never served: first). `rank` undefined: the client may
   * not run now. Undefined when no waiting client may run.
   */
  shift(rank: (client: string) => number | undefined = () => 0): T | undefined {
    let chosen: string | undefined;
    let best = Infinity;
    let bestServed = Infinity;
    for (const client of this.#byClient.keys()) {
      const r = rank(client);
      const served = this.#served.get(client) ?? -1;
      if (r !== undefined && (r < best || (r === best && served < bestServed))) {
        best = r;
        bestServed = served;
        chosen = client;
      }
    }
    if (chosen === undefined) return undefined;
    const waiting = this.#byClient.get(chosen)!;
    const first = waiting.shift()!;
    if (waiting.length === 0) this.#byClient.delete(chosen);
    this.#size--;
    this.#served.set(chosen, ++this.#turns);
    if (this.#served.size > this.capacity * 2 + 64) this.#forgetIdle();
    return first;
  }

  /** Forgets when idle clients were served (a client that comes back counts as new). */
  #forgetIdle(): void {
    for (const client of this.#served.keys()) if (!this.#byClient.has(client)) this.#served.delete(client);
  }

  /** Removes `waiter` (it gave up); false when it was not waiting. */
  remove(waiter: T): boolean {
    const waiting = this.#byClient.get(waiter.client);
    const index = waiting?.indexOf(waiter) ?? -1;
    if (waiting === undefined || index === -1) return false;
    waiting.splice(index, 1);
    if (waiting.length === 0) this.#byClient.delete(waiter.client);
    this.#size--;
    return true;
  }

  /** Whether a client other than `client` has renders waiting. */
  othersWaiting(client: string): boolean {
    return this.#byClient.size > (this.#byClient.has(client) ? 1 : 0);
  }

  /** The longest client line. */
  #biggest(): T[] | undefined {
    let biggest: T[] | undefined;
    for (const waiting of this.#byClient.values())
      if (biggest === undefined || waiting.length > biggest.length) biggest = waiting;
    return biggest;
  }
}
