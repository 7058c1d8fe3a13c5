/**
 * The embedded database belongs to one process. While the service runs, `service.json` in the
 * data folder says so: its pid, its port and the admin token with which `npm run keys` can ask it
 * to manage keys (mode 0600). A second service on the same folder refuses to start; a lock left
 * by a process that is gone is taken over.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** What the lock file holds. */
export interface DataFolderLock {
  readonly pid: number;
  readonly port: number;
  readonly adminToken: string;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The lock of a running service on `dataDir`, or undefined. */
export function readLock(dataDir: string): DataFolderLock | undefined {
  const file = join(dataDir, 'service.json');
  if (!existsSync(file)) return undefined;
  try {
    const lock = JSON.parse(readFileSync(file, 'utf8')) as DataFolderLock;
    return Number.isInteger(lock.pid) && lock.pid !== process.pid && alive(lock.pid) ? lock : undefined;
  } catch {
    return undefined;
  }
}

/** Takes the lock for this process (throws when another live service holds it); returns a release function. */
export function takeLock(dataDir: string): { adminToken: string; publish(port: number): void; release(): void } {
  const file = join(dataDir, 'service.json');
  const adminToken = randomBytes(32).toString('base64url');
  const content = (port: number) =>
    `${JSON.stringify({ pid: process.pid, port, adminToken } satisfies DataFolderLock)}\n`;
  // Created exclusively ('wx', mode 0600): a lock left by a process that is gone is removed first,
  // never overwritten, because a file keeps the mode it was made with and the new one must be
  // private whatever the old one was.
  const create = () => writeFileSync(file, content(0), { mode: 0o600, flag: 'wx' });
  try {
    create();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const held = readLock(dataDir);
    if (held !== undefined) {
      throw new Error(
        `Another service (pid ${held.pid}, port ${held.port}) is using the data folder ${dataDir}. Stop it, or give this one its own LP_DATA_DIR (or a DATABASE_URL).`,
      );
    }
    rmSync(file, { force: true });
    try {
      create();
    } catch (again) {
      if ((again as NodeJS.ErrnoException).code !== 'EEXIST') throw again;
      throw new Error(
        `Another service is starting on the data folder ${dataDir}. Stop it, or give this one its own LP_DATA_DIR (or a DATABASE_URL).`,
      );
    }
  }
  const write = (port: number) => writeFileSync(file, content(port), { mode: 0o600 });
  return {
    adminToken,
    publish: write,
    release() {
      try {
        const current = JSON.parse(readFileSync(file, 'utf8')) as DataFolderLock;
        if (current.pid === process.pid) rmSync(file, { force: true });
      } catch {
        // Already gone.
      }
    },
  };
}
