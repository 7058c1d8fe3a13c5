/**
 * The data folder (LP_DATA_DIR) holds the token secret, the admin token, the demo keys and the
 * whole embedded database: it must be private to the user that runs the service.
 *
 * PGlite writes its files itself (Emscripten's NODEFS, through Node's fs, with PostgreSQL's modes:
 * 0666 files, 0777 folders), and so do the lock and the demo keys. Only the process umask covers
 * every one of them, so the process sets it to 077 before it opens anything: every file it makes
 * from then on is at most 0600, every folder at most 0700. A folder made before (or by another
 * tool) is not changed behind the operator's back; the start warns with the command that fixes it.
 */
import { lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Group and other permission bits. */
const SHARED_BITS = 0o077;
/** Entries looked at, at most: a data folder holds a few thousand; the warning needs only a few. */
const MAX_SCANNED = 100_000;

/**
 * From now on, every file and folder this process creates is private to its user (umask 077).
 * Call it in the main thread before opening the database or writing anything.
 */
export function createFilesPrivately(): void {
  process.umask(0o077);
}

/** What `prepareDataFolder` found: entries below the folder that others may read, write or enter. */
export interface DataFolderReport {
  readonly dir: string;
  /** How many entries (the folder included) have group or other permission bits. */
  readonly shared: number;
  /** A few of them, as `<mode> <path>`, for the warning. */
  readonly examples: readonly string[];
}

/** Makes new files private, creates `dir` (0700) when it is missing, and reports what in it is not private. */
export function prepareDataFolder(dir: string): DataFolderReport {
  createFilesPrivately();
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const examples: string[] = [];
  let shared = 0;
  let scanned = 0;
  const stack = [dir];
  while (stack.length > 0 && scanned < MAX_SCANNED) {
    const path = stack.pop()!;
    scanned++;
    let stat: ReturnType<typeof lstatSync>;
    try {
      stat = lstatSync(path);
    } catch {
      continue; // removed while we looked
    }
    if ((stat.mode & SHARED_BITS) !== 0) {
      shared++;
      if (examples.length < 3) examples.push(`${(stat.mode & 0o777).toString(8).padStart(4, '0')} ${path}`);
    }
    if (stat.isDirectory()) {
      try {
        for (const name of readdirSync(path)) stack.push(join(path, name));
      } catch {
        // Unreadable: not ours to judge.
      }
    }
  }
  return { dir, shared, examples };
}

const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** The command that makes `dir` and everything in it private. */
export function privateFolderCommand(dir: string): string {
  return `chmod -R go-rwx ${shellQuote(dir)}`;
}

/** The warning for a data folder that others can read, or undefined when it is private. */
export function dataFolderWarning(report: DataFolderReport): string | undefined {
  if (report.shared === 0) return undefined;
  return [
    `Warning: ${report.shared} ${report.shared === 1 ? 'entry' : 'entries'} in the data folder ${report.dir} can be read or changed by other users`,
    `(${report.examples.join(', ')}${report.shared > report.examples.length ? ', ...' : ''}).`,
    'The folder holds the token secret and the keys: anyone who can read it can forge editor tokens. Make it private with:',
    `  ${privateFolderCommand(report.dir)}`,
  ].join('\n');
}
