/** Opens the configured database and brings its tables up to date. */
import type { Database, DatabaseLocation } from './database.ts';
import { migrate } from './migrations.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

/** Opens the database at `location` and runs the migrations it has not seen yet. */
export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  const db =
    location.kind === 'pglite' ? await openPglite(location.dataDir) : await openPostgres(location.url, location.schema);
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
