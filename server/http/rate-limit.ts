/**
 * Rate limiting by token bucket: each key (a public key with the client's address, a secret key's
 * id, or for failed requests before authentication the client's address) has a bucket of `burst`
 * requests that refills at `perMinute` a minute. An empty bucket answers 429 with Retry-After: the
 * seconds until a token is back. Buckets live in this instance's memory: with several instances,
 * each counts its own share (docs/http-api.md, "Rate limits").
 */
import { HttpError } from './error-codes.ts';

/** A limit; `perMinute` 0 turns it off. */
export interface RateLimit {
  readonly perMinute: number;
  readonly burst: number;
}

interface Bucket {
  tokens: number;
  at: number;
}

/** Buckets by key. */
export class RateLimiter {
  readonly #buckets = new Map<string, Bucket>();

  constructor(
    private readonly limit: RateLimit,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 100_000,
  ) {}

  /** Takes a token for `key`; throws `rate_limited` when there is none. */
  take(key: string, message = 'Too many requests for this key.'): void {
    const bucket = this.#refill(key);
    if (bucket === undefined) return;
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return;
    }
    throw this.#refusal(bucket, message);
  }

  /**
   * Throws `rate_limited` when `key` has no token left, without taking one: what a route asks
   * before it does any work for a client whose failures are counted (`charge`).
   */
  check(key: string, message: string): void {
    const bucket = this.#refill(key);
    if (bucket !== undefined && bucket.tokens < 1) throw this.#refusal(bucket, message);
  }

  /** Takes a token for `key` if there is one; never throws (the failure is answered as it is). */
  charge(key: string): void {
    const bucket = this.#refill(key);
    if (bucket !== undefined) bucket.tokens = Math.max(0, bucket.tokens - 1);
  }

  /** The bucket of `key`, refilled to now; undefined when the limit is off. */
  #refill(key: string): Bucket | undefined {
    const { perMinute, burst } = this.limit;
    if (perMinute <= 0) return undefined;
    const now = this.now();
    let bucket = this.#buckets.get(key);
    if (bucket === undefined) {
      if (this.#buckets.size >= this.maxKeys) this.#sweep(now);
      bucket = { tokens: burst, at: now };
      this.#buckets.set(key, bucket);
    } else {
      bucket.tokens = Math.min(burst, bucket.tokens + (now - bucket.at) * (perMinute / 60_000));
      bucket.at = now;
      // Most recently used last: eviction drops the keys idle longest, never an active client's.
      this.#buckets.delete(key);
      this.#buckets.set(key, bucket);
    }
    return bucket;
  }

  #refusal(bucket: Bucket, message: string): HttpError {
    const perMs = this.limit.perMinute / 60_000;
    const retryAfter = Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000));
    return new HttpError('rate_limited', `${message} Retry after ${retryAfter} s.`, { retryAfter });
  }

  /**
   * Drops the buckets that are full again (they hold nothing a new bucket would not); when that
   * is not enough, the tenth used longest ago (the Map is kept in order of use). Never all at once:
   * a flood of new keys must not give a client that keeps trying with an empty bucket a full one.
   */
  #sweep(now: number): void {
    const perMs = this.limit.perMinute / 60_000;
    for (const [key, bucket] of this.#buckets) {
      if (bucket.tokens + (now - bucket.at) * perMs >= this.limit.burst) this.#buckets.delete(key);
    }
    if (this.#buckets.size < this.maxKeys) return;
    let drop = Math.ceil(this.maxKeys / 10);
    for (const key of this.#buckets.keys()) {
      if (drop-- <= 0) break;
      this.#buckets.delete(key);
    }
  }
}
