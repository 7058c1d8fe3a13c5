/**
 * The local demo account that `npm start` creates on a fresh data folder, so a designer or a
 * developer can call every endpoint at once: its public key is allowed for localhost and
 * 127.0.0.1. Unlike keys made with the CLI, its secret is kept in the data folder
 * (demo-keys.json, mode 0600) so that every start can print it: it is a local demo key, and the
 * folder already holds the whole database.
 */
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from '../db/database.ts';
import { accountExists, createAccount } from './accounts.ts';

export const DEMO_ACCOUNT_ID = 'demo';
export const DEMO_DOMAINS = ['localhost', '127.0.0.1'] as const;

/** The demo keys. */
export interface DemoKeys {
  readonly apiKey: string;
  readonly secretKey: string;
  readonly domains: readonly string[];
}

/**
 * The demo account's keys: created on the first start, read from `dataDir` afterwards. Undefined
 * when the account exists but its keys file is gone (its keys were then made elsewhere).
 */
export async function ensureDemoAccount(db: Database, dataDir: string): Promise<DemoKeys | undefined> {
  const file = join(dataDir, 'demo-keys.json');
  if (await accountExists(db, DEMO_ACCOUNT_ID)) {
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as DemoKeys) : undefined;
  }
  let created;
  try {
    created = await createAccount(db, { accountId: DEMO_ACCOUNT_ID, name: 'Local demo', domains: [...DEMO_DOMAINS] });
  } catch (error) {
    // Another instance on the same PostgreSQL created it a moment ago.
    if ((error as { code?: unknown }).code === '23505') return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as DemoKeys) : undefined;
    throw error;
  }
  const keys: DemoKeys = { apiKey: created.apiKey, secretKey: created.secretKey, domains: created.domains };
  writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return keys;
}
