/**
 * The local demo account that `npm start` creates on a fresh data folder, so a designer or a
 * developer can call every endpoint at once: its public key is allowed for localhost and
 * 127.0.0.1. It is never made on a production start (config.ts). Unlike keys made with the CLI,
 * its secret is kept, in the data folder, so that every start can point to it: `demo-keys.json`
 * holds the public key, `demo-secret-key` the secret key alone (both 0600, like the rest of the
 * folder). The secret is never printed: the banner's curl lines read it from its file.
 */
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from '../db/database.ts';
import { accountExists, activeKeysOf, createAccount } from './accounts.ts';

export const DEMO_ACCOUNT_ID = 'demo';
export const DEMO_DOMAINS = ['localhost', '127.0.0.1'] as const;

/** The demo keys as the service shows them: the public key, and where the secret key is. */
export interface DemoKeys {
  readonly apiKey: string;
  readonly domains: readonly string[];
  /** The file that holds the secret key (mode 0600). */
  readonly secretKeyFile: string;
}

const files = (dataDir: string) => ({
  keys: join(dataDir, 'demo-keys.json'),
  secret: join(dataDir, 'demo-secret-key'),
});

function writePrivate(file: string, text: string): void {
  writeFileSync(file, text, { mode: 0o600 });
  chmodSync(file, 0o600); // an existing file keeps its mode otherwise
}

function save(dataDir: string, keys: { apiKey: string; domains: readonly string[]; secretKey: string }): DemoKeys {
  const { keys: keysFile, secret } = files(dataDir);
  writePrivate(secret, `${keys.secretKey}\n`);
  writePrivate(keysFile, `${JSON.stringify({ apiKey: keys.apiKey, domains: keys.domains }, null, 2)}\n`);
  return { apiKey: keys.apiKey, domains: keys.domains, secretKeyFile: secret };
}

/** The kept keys, or undefined when they are not there (the account's keys were made elsewhere). */
function read(dataDir: string): DemoKeys | undefined {
  const { keys: keysFile, secret } = files(dataDir);
  if (!existsSync(keysFile)) return undefined;
  const kept = JSON.parse(readFileSync(keysFile, 'utf8')) as { apiKey: string; domains: string[]; secretKey?: string };
  // A data folder from before the secret had its own file: move it there.
  if (typeof kept.secretKey === 'string')
    return save(dataDir, { apiKey: kept.apiKey, domains: kept.domains, secretKey: kept.secretKey });
  return existsSync(secret) ? { apiKey: kept.apiKey, domains: kept.domains, secretKeyFile: secret } : undefined;
}

/**
 * The demo account's keys: created on the first start, read from `dataDir` afterwards. Undefined
 * when the account exists but its files are gone (its keys were then made elsewhere).
 */
export async function ensureDemoAccount(db: Database, dataDir: string): Promise<DemoKeys | undefined> {
  if (await accountExists(db, DEMO_ACCOUNT_ID)) return read(dataDir);
  let created: Awaited<ReturnType<typeof createAccount>>;
  try {
    created = await createAccount(db, { accountId: DEMO_ACCOUNT_ID, name: 'Local demo', domains: [...DEMO_DOMAINS] });
  } catch (error) {
    // Another instance on the same PostgreSQL created it a moment ago.
    if ((error as { code?: unknown }).code === '23505') return read(dataDir);
    throw error;
  }
  return save(dataDir, { apiKey: created.apiKey, domains: created.domains, secretKey: created.secretKey });
}

/** The demo account's keys that still work (public keys, and secret keys by id): what a production start asks to revoke. */
export function activeDemoKeys(db: Database): Promise<string[]> {
  return activeKeysOf(db, DEMO_ACCOUNT_ID);
}
