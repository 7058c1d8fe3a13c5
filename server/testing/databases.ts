/**
 * The databases the server tests run against: the embedded one (PGlite, in memory) and a real
 * PostgreSQL (LP_TEST_DATABASE_URL, default the machine's 127.0.0.1:5432 `test` database), each
 * test run in a schema of its own that is dropped afterwards. In CI the PostgreSQL suite must run:
 * when it cannot connect, it fails instead of skipping.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../db/database.ts';
import { openDatabase } from '../db/open.ts';

export const TEST_POSTGRES_URL = process.env.LP_TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';

/** A database kind the tests run against. */
export interface TestDatabase {
  readonly name: 'pglite' | 'postgres';
  /** Opens a fresh, migrated database (a new schema for PostgreSQL). */
  open(): Promise<Database & { schema?: string }>;
  /** Opens another connection to a database `open` returned (for the two-instance tests). */
  reopen?(schema: string): Promise<Database>;
}

/** A new schema name for one test run. */
export function testSchemaName(): string {
  return `lp_test_${randomBytes(6).toString('hex')}`;
}

async function dropSchema(schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await client.end();
  }
}

/** PostgreSQL opened in `schema`; closing it drops the schema when `owner`. */
async function openPostgresSchema(schema: string, owner: boolean): Promise<Database & { schema: string }> {
  const db = await openDatabase({ kind: 'postgres', url: TEST_POSTGRES_URL, schema });
  return {
    ...db,
    schema,
    async close() {
      await db.close();
      if (owner) await dropSchema(schema);
    },
  };
}

export const TEST_DATABASES: readonly TestDatabase[] = [
  { name: 'pglite', open: () => openDatabase({ kind: 'pglite' }) },
  {
    name: 'postgres',
    open: () => openPostgresSchema(testSchemaName(), true),
    reopen: (schema) => openPostgresSchema(schema, false),
  },
];

/** True when PostgreSQL answers; in CI, throws when it does not (the suite must never skip there). */
export async function postgresAvailable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch (error) {
    if (process.env.CI)
      throw new Error(`PostgreSQL at ${TEST_POSTGRES_URL} is required in CI: ${(error as Error).message}`);
    return false;
  }
}
