/**
 * The one small database interface the service needs. Two implementations speak it with the same
 * SQL: PGlite (PostgreSQL compiled to WASM, embedded, in a data folder; the default) and
 * PostgreSQL over the network (`DATABASE_URL`, for more than one instance).
 *
 * Only parameterized queries (`$1`, `$2`...) go through it; nothing builds SQL from input.
 */

/** Something queries can run on: the database, or one transaction of it. */
export interface Queryable {
  /** Runs one parameterized statement and returns its rows. */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
}

/** The service's database. */
export interface Database extends Queryable {
  /** `pglite` or `postgres`: shown in logs and /healthz. */
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Closes the connections (PGlite: flushes and closes the data folder). */
  close(): Promise<void>;
}

/** Where the database is. */
export type DatabaseLocation =
  | { readonly kind: 'pglite'; readonly dataDir?: string }
  | { readonly kind: 'postgres'; readonly url: string; readonly schema?: string };
