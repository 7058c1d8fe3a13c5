/**
 * Checks keys on the request path. Records come from the database through a short-lived cache
 * (`keyCacheTtlMs`, 5 s by default): a key created or revoked on another instance, or by the CLI,
 * takes effect here within that time; the admin route clears the cache at once.
 *
 * Secret keys are verified so that the answer takes the same time whether the id is unknown, the
 * key is expired or revoked, or the secret is wrong: the presented secret is always hashed and
 * compared in constant time (against a dummy hash when there is no record), and only then are
 * revocation and expiry looked at.
 */
import type { Database } from '../db/database.ts';
import { findPublicKey, findSecretKey, type PublicKeyRecord, type SecretKeyRecord } from '../keys/accounts.ts';
import { digestsEqual, hashSecret, SECRET_KEY_LENGTH, secretKeyId } from './key-format.ts';
import { TtlCache } from './ttl-cache.ts';

/** Why a secret key was refused (for logs and metrics; the client always gets the same answer). */
export type SecretRefusal = 'malformed' | 'unknown' | 'wrong' | 'revoked' | 'expired';

const DUMMY_HASH = hashSecret('sk_000000000000_0000000000000000000000000000000000000000');

/** Key lookups with a cache in front of the database. */
export class KeyStore {
  readonly #publicKeys: TtlCache<PublicKeyRecord | undefined>;
  readonly #secretKeys: TtlCache<SecretKeyRecord | undefined>;

  constructor(
    private readonly db: Database,
    ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.#publicKeys = new TtlCache(ttlMs, 10_000, now);
    this.#secretKeys = new TtlCache(ttlMs, 10_000, now);
  }

  /** The active public key `key`, or undefined when it is unknown or revoked. */
  async publicKey(key: string): Promise<PublicKeyRecord | undefined> {
    let cached = this.#publicKeys.get(key);
    if (cached === undefined) {
      cached = { value: await findPublicKey(this.db, key) };
      this.#publicKeys.set(key, cached.value);
    }
    const record = cached.value;
    return record && !record.revoked ? record : undefined;
  }

  /** Verifies a presented secret key: the record when it is valid, otherwise why not. */
  async verifySecret(
    presented: string,
  ): Promise<{ ok: true; record: SecretKeyRecord } | { ok: false; reason: SecretRefusal }> {
    // The length and the alphabet are public knowledge: a malformed key leaves before any lookup.
    const id = presented.length === SECRET_KEY_LENGTH ? secretKeyId(presented) : undefined;
    if (id === undefined) return { ok: false, reason: 'malformed' };
    let cached = this.#secretKeys.get(id);
    if (cached === undefined) {
      cached = { value: await findSecretKey(this.db, id) };
      this.#secretKeys.set(id, cached.value);
    }
    const record = cached.value;
    const matches = digestsEqual(hashSecret(presented), record?.hash ?? DUMMY_HASH);
    if (record === undefined) return { ok: false, reason: 'unknown' };
    if (!matches) return { ok: false, reason: 'wrong' };
    if (record.revoked) return { ok: false, reason: 'revoked' };
    if (record.expiresAt !== undefined && record.expiresAt.getTime() <= this.now())
      return { ok: false, reason: 'expired' };
    return { ok: true, record };
  }

  /** Forgets every cached record (after a key is created or revoked here). */
  invalidate(): void {
    this.#publicKeys.clear();
    this.#secretKeys.clear();
  }
}
