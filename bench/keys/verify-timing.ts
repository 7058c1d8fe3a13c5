/**
 * Does checking a secret key take the same time whatever is wrong with it? (The issue asks that
 * unknown and expired keys cost the same, so timing tells an attacker nothing.)
 *
 *   node --import tsx bench/keys/verify-timing.ts
 *
 * The key store's cache is warm for every kind (as on a busy service), so what is measured is the
 * verification itself: hash, constant-time compare, then the revocation and expiry checks. The
 * kinds are interleaved round by round so drift (GC, frequency) spreads evenly; the medians of
 * each kind are printed with their ratio to the valid key's.
 */
import { KeyStore } from '../../server/auth/key-store.ts';
import { openDatabase } from '../../server/db/open.ts';
import { createAccount } from '../../server/keys/accounts.ts';

const ROUNDS = 200;
const PER_ROUND = 200;

const db = await openDatabase({ kind: 'pglite' });
const valid = await createAccount(db, { domains: ['example.com'] });
const expired = await createAccount(db, { domains: ['example.com'] });
const revoked = await createAccount(db, { domains: ['example.com'] });
await db.query("UPDATE secret_keys SET expires_at = now() - interval '1 day' WHERE id = $1", [expired.secretKeyId]);
await db.query('UPDATE secret_keys SET revoked_at = now() WHERE id = $1', [revoked.secretKeyId]);
const flip = (key: string) => key.slice(0, -1) + (key.endsWith('A') ? 'B' : 'A');

const kinds: Record<string, string> = {
  valid: valid.secretKey,
  'wrong secret': flip(valid.secretKey),
  'unknown id': `sk_ZZZZZZZZZZZZ_${valid.secretKey.slice(16)}`,
  expired: expired.secretKey,
  revoked: revoked.secretKey,
};
const store = new KeyStore(db, 3_600_000);
for (const key of Object.values(kinds)) for (let i = 0; i < 2_000; i++) await store.verifySecret(key);

const samples: Record<string, number[]> = Object.fromEntries(Object.keys(kinds).map((name) => [name, []]));
for (let round = 0; round < ROUNDS; round++) {
  for (const [name, key] of Object.entries(kinds)) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < PER_ROUND; i++) await store.verifySecret(key);
    samples[name]!.push(Number(process.hrtime.bigint() - start) / PER_ROUND);
  }
}
await db.close();

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const base = median(samples.valid!);
console.log(`verifySecret, median of ${ROUNDS} rounds of ${PER_ROUND} calls, warm cache:`);
for (const [name, values] of Object.entries(samples)) {
  const m = median(values);
  console.log(`  ${name.padEnd(13)} ${(m / 1000).toFixed(2).padStart(6)} µs   ${(m / base).toFixed(3)}x valid`);
}
