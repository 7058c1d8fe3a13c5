/**
 * The embedded database: PGlite, PostgreSQL built to WASM, in one data folder (or in memory when
 * no folder is given, for tests). It is single-threaded and belongs to one process: two processes
 * must never open the same folder, which is why `npm run keys` talks to a running service instead
 * of opening the folder itself (see keys/cli.ts).
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable } from './database.ts';
import { PrivateNodeFS } from './private-nodefs.ts';

/** Opens (creating it when new) the PGlite database in `dataDir`, or an in-memory one. */
export async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir !== undefined) mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  // The folder holds the token secret: its files are private whatever modes PostgreSQL asks for.
  const db = dataDir === undefined ? new PGlite() : new PGlite({ fs: new PrivateNodeFS(dataDir) });
  await db.waitReady;
  return {
    kind: 'pglite',
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      return (await db.query<Row>(sql, params as unknown[])).rows;
    },
    transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
      return db.transaction((tx) =>
        work({
          async query<Row>(sql: string, params: readonly unknown[] = []) {
            return (await tx.query<Row>(sql, params as unknown[])).rows;
          },
        }),
      );
    },
    close: () => db.close(),
  };
}
