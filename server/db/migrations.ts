/**
 * The schema, as an append-only list of migrations. Each runs once, in order, inside one
 * transaction that holds an advisory lock, so two instances starting together on one PostgreSQL
 * never run a migration twice. Never edit a migration that has shipped: add the next one.
 */
import type { Database } from './database.ts';

/** A numbered schema change. */
interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: readonly string[];
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'accounts, keys, usage',
    sql: [
      `CREATE TABLE accounts (
         id text PRIMARY KEY,
         name text NOT NULL,
         features jsonb NOT NULL DEFAULT '{}'::jsonb,
         created_at timestamptz NOT NULL DEFAULT now()
       )`,
      `CREATE TABLE public_keys (
         key text PRIMARY KEY,
         account_id text NOT NULL REFERENCES accounts (id),
         domains text[] NOT NULL,
         created_at timestamptz NOT NULL DEFAULT now(),
         revoked_at timestamptz
       )`,
      `CREATE TABLE secret_keys (
         id text PRIMARY KEY,
         account_id text NOT NULL REFERENCES accounts (id),
         hash text NOT NULL,
         expires_at timestamptz,
         created_at timestamptz NOT NULL DEFAULT now(),
         revoked_at timestamptz
       )`,
      `CREATE TABLE render_usage (
         id bigserial PRIMARY KEY,
         account_id text NOT NULL,
         key_id text NOT NULL,
         user_id text,
         endpoint text NOT NULL,
         status integer NOT NULL,
         request_bytes integer NOT NULL,
         response_bytes integer NOT NULL,
         render_ms real,
         instance text NOT NULL,
         created_at timestamptz NOT NULL
       )`,
      `CREATE INDEX render_usage_account_time ON render_usage (account_id, created_at)`,
      `CREATE TABLE service_settings (
         name text PRIMARY KEY,
         value text NOT NULL
       )`,
    ],
  },
];

/** Runs the migrations `db` has not seen yet. Returns the versions it ran. */
export async function migrate(db: Database): Promise<number[]> {
  return db.transaction(async (tx) => {
    // One lock id for the whole project; released with the transaction.
    await tx.query('SELECT pg_advisory_xact_lock(7205641)');
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = new Set(
      (await tx.query<{ version: number }>('SELECT version FROM schema_migrations')).map((row) => row.version),
    );
    const ran: number[] = [];
    for (const migration of MIGRATIONS) {
      if (done.has(migration.version)) continue;
      for (const statement of migration.sql) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      ran.push(migration.version);
    }
    return ran;
  });
}
