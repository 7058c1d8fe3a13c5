/**
 * Rate limiting by token bucket: each key (a public key, a secret key's id, or for failed
 * authentication the client's address) has a bucket of `burst` requests that refills at
 * `perMinute` a minute. An empty bucket answers 429 with Retry-After: the seconds until a token is
 * back. Buckets live in this instance's memory: with several instances, each counts its own share
 * (docs/http-api.md, "Rate limits").
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
    const { perMinute, burst } = this.limit;
    if (perMinute <= 0) return;
    const now = this.now();
    const perMs = perMinute / 60_000;
    let bucket = this.#buckets.get(key);
    if (bucket === undefined) {
      if (this.#buckets.size >= this.maxKeys) this.#sweep(now, perMs);
      bucket = { tokens: burst, at: now };
      this.#buckets.set(key, bucket);
    } else {
      bucket.tokens = Math.min(burst, bucket.tokens + (now - bucket.at) * perMs);
      bucket.at = now;
    }
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return;
    }
    const retryAfter = Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000));
    throw new HttpError('rate_limited', `${message} Retry after ${retryAfter} s.`, { retryAfter });
  }

  /** Drops the buckets that are full again (they hold nothing a new bucket would not). */
  #sweep(now: number, perMs: number): void {
    for (const [key, bucket] of this.#buckets) {
      if (bucket.tokens + (now - bucket.at) * perMs >= this.limit.burst) this.#buckets.delete(key);
    }
    if (this.#buckets.size >= this.maxKeys) this.#buckets.clear();
  }
}
