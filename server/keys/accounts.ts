/**
 * Accounts and their keys in the database. An account owns public API keys (each with its allowed
 * domains) and secret keys (stored as hashes, with an optional expiry, revocable). These functions
 * are the only SQL about keys; the CLI, the admin route and the demo account all go through them.
 */
import type { Database, Queryable } from '../db/database.ts';
import { normalizeDomains } from '../auth/hostname.ts';
import {
  hashSecret,
  newPublicKey,
  newSecretKey,
  randomBase62,
  PUBLIC_KEY_PATTERN,
  SECRET_KEY_ID_PATTERN,
  secretKeyId,
} from '../auth/key-format.ts';

/** The editor features an account may have; /editor/v1/authorize returns them. */
export interface FeatureFlags {
  readonly fileManager: boolean;
  readonly savedBlocks: boolean;
  readonly syncedSections: boolean;
  readonly premadeBlocks: boolean;
  readonly comments: boolean;
  readonly autosaves: boolean;
  readonly aiAssistant: boolean;
}

/** What a new account has; an account's stored flags override these one by one. */
export const DEFAULT_FEATURES: FeatureFlags = Object.freeze({
  fileManager: true,
  savedBlocks: true,
  syncedSections: true,
  premadeBlocks: true,
  comments: true,
  autosaves: true,
  aiAssistant: false,
});

/** A public key as the service checks it. */
export interface PublicKeyRecord {
  readonly key: string;
  readonly accountId: string;
  readonly domains: readonly string[];
  readonly revoked: boolean;
  readonly features: FeatureFlags;
}

/** A secret key as the service checks it (the hash, never the secret). */
export interface SecretKeyRecord {
  readonly id: string;
  readonly accountId: string;
  readonly hash: string;
  readonly expiresAt: Date | undefined;
  readonly revoked: boolean;
}

/** What `keys create` prints: the only time the secret is shown. */
export interface CreatedKeys {
  readonly accountId: string;
  readonly apiKey: string;
  readonly secretKey: string;
  readonly secretKeyId: string;
  readonly domains: readonly string[];
  readonly expiresAt: string | null;
}

/** One line of `keys list`. */
export type KeyListing =
  | {
      readonly type: 'public';
      readonly key: string;
      readonly accountId: string;
      readonly domains: readonly string[];
      readonly createdAt: string;
      readonly revokedAt: string | null;
    }
  | {
      readonly type: 'secret';
      readonly key: string;
      readonly accountId: string;
      readonly expiresAt: string | null;
      readonly createdAt: string;
      readonly revokedAt: string | null;
    };

function features(stored: unknown): FeatureFlags {
  const flags: Record<string, boolean> = { ...DEFAULT_FEATURES };
  if (stored !== null && typeof stored === 'object') {
    for (const [name, value] of Object.entries(stored))
      if (name in flags && typeof value === 'boolean') flags[name] = value;
  }
  return Object.freeze(flags) as unknown as FeatureFlags;
}

const iso = (value: unknown): string | null =>
  value instanceof Date
    ? value.toISOString()
    : value === null || value === undefined
      ? null
      : new Date(String(value)).toISOString();

/** Options of a new account. */
export interface NewAccount {
  readonly domains: readonly string[];
  readonly expiresAt?: Date | undefined;
  readonly name?: string;
  /** A fixed id (the demo account uses `demo`); a random one otherwise. */
  readonly accountId?: string;
  readonly features?: Partial<FeatureFlags>;
}

/** Creates an account with one public key and one secret key. */
export async function createAccount(db: Database, account: NewAccount): Promise<CreatedKeys> {
  const domains = normalizeDomains(account.domains);
  if (account.expiresAt !== undefined && !(account.expiresAt.getTime() > Date.now()))
    throw new TypeError('The expiry date must be in the future.');
  const accountId = account.accountId ?? `acct_${randomBase62(16)}`;
  const apiKey = newPublicKey();
  const secret = newSecretKey();
  await db.transaction(async (tx) => {
    await tx.query('INSERT INTO accounts (id, name, features) VALUES ($1, $2, $3)', [
      accountId,
      account.name ?? accountId,
      JSON.stringify(account.features ?? {}),
    ]);
    await tx.query('INSERT INTO public_keys (key, account_id, domains) VALUES ($1, $2, $3)', [
      apiKey,
      accountId,
      domains,
    ]);
    await insertSecret(tx, accountId, secret, account.expiresAt);
  });
  return {
    accountId,
    apiKey,
    secretKey: secret.secret,
    secretKeyId: secret.id,
    domains,
    expiresAt: account.expiresAt?.toISOString() ?? null,
  };
}

async function insertSecret(
  tx: Queryable,
  accountId: string,
  secret: { id: string; secret: string },
  expiresAt: Date | undefined,
): Promise<void> {
  await tx.query('INSERT INTO secret_keys (id, account_id, hash, expires_at) VALUES ($1, $2, $3, $4)', [
    secret.id,
    accountId,
    hashSecret(secret.secret),
    expiresAt ?? null,
  ]);
}

/** True when an account with this id exists. */
export async function accountExists(db: Queryable, accountId: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM accounts WHERE id = $1', [accountId])).length > 0;
}

/** The public key `key` with its account's features, or undefined. */
export async function findPublicKey(db: Queryable, key: string): Promise<PublicKeyRecord | undefined> {
  if (!PUBLIC_KEY_PATTERN.test(key)) return undefined;
  const rows = await db.query<{
    key: string;
    account_id: string;
    domains: string[];
    revoked_at: unknown;
    features: unknown;
  }>(
    'SELECT k.key, k.account_id, k.domains, k.revoked_at, a.features FROM public_keys k JOIN accounts a ON a.id = k.account_id WHERE k.key = $1',
    [key],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    key: row.key,
    accountId: row.account_id,
    domains: row.domains,
    revoked: row.revoked_at !== null,
    features: features(row.features),
  };
}

/** The secret key record with id `id`, or undefined. */
export async function findSecretKey(db: Queryable, id: string): Promise<SecretKeyRecord | undefined> {
  const rows = await db.query<{
    id: string;
    account_id: string;
    hash: string;
    expires_at: unknown;
    revoked_at: unknown;
  }>('SELECT id, account_id, hash, expires_at, revoked_at FROM secret_keys WHERE id = $1', [id]);
  const row = rows[0];
  if (!row) return undefined;
  const expires = iso(row.expires_at);
  return {
    id: row.id,
    accountId: row.account_id,
    hash: row.hash,
    expiresAt: expires === null ? undefined : new Date(expires),
    revoked: row.revoked_at !== null,
  };
}

/** Every key, oldest first; secrets appear by id only. */
export async function listKeys(db: Queryable): Promise<KeyListing[]> {
  const publicKeys = await db.query<{
    key: string;
    account_id: string;
    domains: string[];
    created_at: unknown;
    revoked_at: unknown;
  }>('SELECT key, account_id, domains, created_at, revoked_at FROM public_keys ORDER BY created_at, key');
  const secretKeys = await db.query<{
    id: string;
    account_id: string;
    expires_at: unknown;
    created_at: unknown;
    revoked_at: unknown;
  }>('SELECT id, account_id, expires_at, created_at, revoked_at FROM secret_keys ORDER BY created_at, id');
  const listing: KeyListing[] = [
    ...publicKeys.map((row) => ({
      type: 'public' as const,
      key: row.key,
      accountId: row.account_id,
      domains: row.domains,
      createdAt: iso(row.created_at) ?? '',
      revokedAt: iso(row.revoked_at),
    })),
    ...secretKeys.map((row) => ({
      type: 'secret' as const,
      key: row.id,
      accountId: row.account_id,
      expiresAt: iso(row.expires_at),
      createdAt: iso(row.created_at) ?? '',
      revokedAt: iso(row.revoked_at),
    })),
  ];
  return listing.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.type.localeCompare(b.type));
}

/** The keys of `accountId` that still work: its unrevoked public keys and its unrevoked, unexpired secret keys (by id). */
export async function activeKeysOf(db: Queryable, accountId: string): Promise<string[]> {
  const rows = await db.query<{ key: string }>(
    `SELECT key FROM public_keys WHERE account_id = $1 AND revoked_at IS NULL
     UNION ALL
     SELECT id AS key FROM secret_keys WHERE account_id = $1 AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at > now())`,
    [accountId],
  );
  return rows.map((row) => row.key).sort();
}

/**
 * Revokes a public key (`pk_...`), or a secret key given whole or by its id (`sk_...`, as `list`
 * shows it). Returns what was revoked, or undefined when no such key exists. Revoking twice keeps
 * the first time.
 */
export async function revokeKey(
  db: Queryable,
  key: string,
): Promise<{ type: 'public' | 'secret'; key: string } | undefined> {
  if (PUBLIC_KEY_PATTERN.test(key)) {
    const rows = await db.query(
      'UPDATE public_keys SET revoked_at = coalesce(revoked_at, now()) WHERE key = $1 RETURNING key',
      [key],
    );
    return rows.length > 0 ? { type: 'public', key } : undefined;
  }
  const id = SECRET_KEY_ID_PATTERN.test(key) ? key : secretKeyId(key);
  if (id === undefined) return undefined;
  const rows = await db.query(
    'UPDATE secret_keys SET revoked_at = coalesce(revoked_at, now()) WHERE id = $1 RETURNING id',
    [id],
  );
  return rows.length > 0 ? { type: 'secret', key: id } : undefined;
}
