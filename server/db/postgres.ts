/**
 * PostgreSQL over the network (`DATABASE_URL`): what several service instances share. A pool of
 * connections; `schema`, when given, is created if missing and put first on every connection's
 * search_path, which is how the tests give each run its own tables in one database.
 */
import pg from 'pg';
import type { Database, Queryable } from './database.ts';

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** Connects to PostgreSQL at `url` (checked with one query before it returns). */
export async function openPostgres(url: string, schema?: string): Promise<Database> {
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) throw new TypeError(`Not a usable schema name: ${schema}`);
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5_000,
    ...(schema === undefined ? {} : { options: `-c search_path=${schema}` }),
  });
  // An idle client that loses its connection emits 'error' on the pool; without a listener that
  // would crash the process. The next query gets a fresh connection.
  pool.on('error', () => {});
  try {
    if (schema !== undefined) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    else await pool.query('SELECT 1');
  } catch (error) {
    await pool.end();
    throw error;
  }
  const run = async <Row>(client: pg.Pool | pg.PoolClient, sql: string, params: readonly unknown[] = []) =>
    (await client.query(sql, params as unknown[])).rows as Row[];
  return {
    kind: 'postgres',
    query: (sql, params) => run(pool, sql, params),
    async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({ query: (sql, params) => run(client, sql, params) });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
