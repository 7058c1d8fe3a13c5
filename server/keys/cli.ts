/**
 * `npm run keys -- <command>`: manage accounts and keys.
 *
 *   create --domains example.com,localhost [--expires 2027-01-01] [--name "Acme"]
 *       prints {"apiKey", "secretKey", "domains", "expiresAt"} (and the ids) as one JSON line;
 *       the secret is shown this once and stored only as a hash
 *   list                      one JSON line per key (secret keys by id)
 *   revoke <key>              a public key, a secret key, or a secret key's id
 *
 * Where: DATABASE_URL when set; otherwise the embedded database in LP_DATA_DIR (default ./data).
 * When a service is running on that folder, the command goes to it over its loopback admin API
 * (PGlite belongs to one process); otherwise the CLI opens the folder itself.
 */
import { loadConfig } from '../config.ts';
import { dataFolderWarning, prepareDataFolder } from '../data-folder.ts';
import { readLock } from '../data-folder-lock.ts';
import type { Database } from '../db/database.ts';
import { openDatabase } from '../db/open.ts';
import { createAccount, listKeys, revokeKey } from './accounts.ts';

const USAGE = `Usage:
  npm run keys -- create --domains example.com,localhost [--expires 2027-01-01] [--name "Acme"]
  npm run keys -- list
  npm run keys -- revoke <apiKey | secretKey | secret key id>`;

class UsageError extends Error {}

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  if (index === -1) {
    const inline = args.find((arg) => arg.startsWith(`--${name}=`));
    return inline?.slice(name.length + 3);
  }
  const value = args[index + 1];
  if (value === undefined || value.startsWith('--')) throw new UsageError(`--${name} needs a value.`);
  return value;
}

function expiry(text: string | undefined): Date | undefined {
  if (text === undefined) return undefined;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00Z` : text);
  if (Number.isNaN(date.getTime()))
    throw new UsageError(`--expires: not a date: ${text} (write 2027-01-01 or an ISO 8601 time).`);
  return date;
}

/** Runs one command against a local database. */
async function direct(db: Database, command: string, args: string[]): Promise<unknown[]> {
  switch (command) {
    case 'create': {
      const domains = option(args, 'domains');
      if (domains === undefined) throw new UsageError('create needs --domains (comma-separated).');
      const name = option(args, 'name');
      const created = await createAccount(db, {
        domains: domains.split(','),
        expiresAt: expiry(option(args, 'expires')),
        ...(name ? { name } : {}),
      });
      return [created];
    }
    case 'list':
      return listKeys(db);
    case 'revoke': {
      const key = args[0];
      if (key === undefined) throw new UsageError('revoke needs the key.');
      const revoked = await revokeKey(db, key);
      if (revoked === undefined) throw new UsageError(`No such key: ${key.slice(0, 15)}...`);
      return [{ revoked: revoked.key, type: revoked.type }];
    }
    default:
      throw new UsageError(`Unknown command: ${command}`);
  }
}

/** Runs one command through a running service's admin API. */
async function viaService(port: number, token: string, command: string, args: string[]): Promise<unknown[]> {
  const base = `http://127.0.0.1:${port}/admin/v1/keys`;
  const headers = { 'content-type': 'application/json', 'x-admin-token': token };
  let response: Response;
  switch (command) {
    case 'create': {
      const domains = option(args, 'domains');
      if (domains === undefined) throw new UsageError('create needs --domains (comma-separated).');
      const name = option(args, 'name');
      response = await fetch(base, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          domains: domains.split(','),
          expiresAt: expiry(option(args, 'expires'))?.toISOString(),
          name,
        }),
      });
      break;
    }
    case 'list':
      response = await fetch(base, { headers });
      break;
    case 'revoke':
      if (args[0] === undefined) throw new UsageError('revoke needs the key.');
      response = await fetch(`${base}/revoke`, { method: 'POST', headers, body: JSON.stringify({ key: args[0] }) });
      break;
    default:
      throw new UsageError(`Unknown command: ${command}`);
  }
  const body = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new UsageError(String(body.message ?? `The service answered ${response.status}`));
  if (command === 'list') return body.keys as unknown[];
  if (command === 'revoke') return [{ revoked: body.key, type: body.type }];
  return [body];
}

async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  if (command === undefined || command === '--help' || command === 'help') {
    console.log(USAGE);
    return command === undefined ? 1 : 0;
  }
  const config = loadConfig();
  const lock = config.databaseUrl === undefined ? readLock(config.dataDir) : undefined;
  let lines: unknown[];
  if (lock !== undefined && lock.port > 0) {
    lines = await viaService(lock.port, lock.adminToken, command, args);
  } else {
    if (config.databaseUrl === undefined) {
      // The CLI may be the first to create the folder and the database: private, as the service makes it.
      const warning = dataFolderWarning(prepareDataFolder(config.dataDir));
      if (warning !== undefined) console.error(warning);
    }
    const db = await openDatabase(
      config.databaseUrl === undefined
        ? { kind: 'pglite', dataDir: `${config.dataDir}/pglite` }
        : { kind: 'postgres', url: config.databaseUrl },
    );
    try {
      lines = await direct(db, command, args);
    } finally {
      await db.close();
    }
  }
  for (const line of lines) console.log(JSON.stringify(line));
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(
      error instanceof UsageError || error instanceof TypeError
        ? `${error.message}\n\n${USAGE}`
        : `keys: ${error.message}`,
    );
    process.exit(error instanceof UsageError || error instanceof TypeError ? 2 : 1);
  },
);
