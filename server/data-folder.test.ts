/**
 * The data folder holds the token secret, the admin token and the whole database: the real service
 * process (and `npm run keys`) must make every file and folder in it private to the user that runs
 * it, even under a permissive umask, and must say how to fix a folder made before (with the exact
 * command).
 */
import { expect } from 'chai';
import { spawnSync } from 'node:child_process';
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnService } from './testing/spawn-service.ts';

const ROOT = new URL('../', import.meta.url).pathname;

/** Every file and folder at or below `dir` that its group or other users can read, write or enter. */
function notPrivate(dir: string): string[] {
  const found: string[] = [];
  const walk = (path: string) => {
    const stat = lstatSync(path);
    if ((stat.mode & 0o077) !== 0) found.push(`${(stat.mode & 0o777).toString(8)} ${path}`);
    if (stat.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
  };
  walk(dir);
  return found;
}

/** Runs `start` (which spawns synchronously) under umask 000, as on a machine that shares by default. */
function underOpenUmask<T>(start: () => T): T {
  const previous = process.umask(0o000);
  try {
    return start();
  } finally {
    process.umask(previous);
  }
}

const countEntries = (dir: string): number =>
  1 +
  (lstatSync(dir).isDirectory() ? readdirSync(dir).reduce((sum, name) => sum + countEntries(join(dir, name)), 0) : 0);

describe('the data folder is private', function () {
  this.timeout(120_000);
  let parent: string;
  beforeEach(() => {
    parent = mkdtempSync(join(tmpdir(), 'lp-private-'));
  });
  afterEach(() => rmSync(parent, { recursive: true, force: true }));

  it('the service creates every file and folder 0600/0700, the database files and the lock included', async () => {
    const dataDir = join(parent, 'data');
    const service = await underOpenUmask(() => spawnService({ via: 'node', dataDir }));
    try {
      // Some work, so the database writes more than its first files.
      const authorize = await fetch(`${service.url}/editor/v1/authorize`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ apiKey: service.demo.apiKey, userId: 1, hostname: 'localhost' }),
      });
      expect(authorize.status).to.equal(200);
      expect(countEntries(dataDir)).to.be.greaterThan(100); // the PGlite tree is there
      expect(notPrivate(dataDir)).to.deep.equal([]);
    } finally {
      await service.stop({ keepData: true });
    }
    expect(notPrivate(dataDir)).to.deep.equal([]);
    expect(service.output()).to.not.include('chmod');
  });

  it('warns, with the exact chmod command, about an existing folder that others can read', async () => {
    const dataDir = join(parent, "it's data");
    mkdirSync(dataDir, { mode: 0o755 });
    chmodSync(dataDir, 0o755);
    writeFileSync(join(dataDir, 'notes.txt'), 'x', { mode: 0o644 });
    chmodSync(join(dataDir, 'notes.txt'), 0o644);
    // A lock file left by a process that is gone, readable by all: the new one must not inherit its mode.
    writeFileSync(join(dataDir, 'service.json'), JSON.stringify({ pid: 2 ** 22 + 1, port: 1, adminToken: 'stale' }), {
      mode: 0o644,
    });
    chmodSync(join(dataDir, 'service.json'), 0o644);
    const service = await spawnService({ via: 'node', dataDir });
    try {
      expect(lstatSync(join(dataDir, 'service.json')).mode & 0o777).to.equal(0o600);
      const output = service.output();
      const command = `chmod -R go-rwx '${dataDir.replace(/'/g, `'\\''`)}'`;
      expect(output).to.include(command);
      // The command works as printed, and the warning is gone on the next start.
      const fixed = spawnSync('bash', ['-c', command], { encoding: 'utf8' });
      expect(fixed.status, fixed.stderr).to.equal(0);
      expect(notPrivate(dataDir)).to.deep.equal([]);
    } finally {
      await service.stop({ keepData: true });
    }
    const again = await spawnService({ via: 'node', dataDir });
    await again.stop({ keepData: true });
    expect(again.output()).to.not.include('chmod');
  });

  it('npm run keys on a fresh folder (no service running) creates it private too', () => {
    const dataDir = join(parent, 'keys-data');
    const result = underOpenUmask(() =>
      spawnSync(process.execPath, ['--import', 'tsx', 'server/keys/cli.ts', 'create', '--domains', 'example.com'], {
        cwd: ROOT,
        encoding: 'utf8',
        env: { ...process.env, LP_DATA_DIR: dataDir, DATABASE_URL: '' },
      }),
    );
    expect(result.status, result.stderr).to.equal(0);
    expect(countEntries(dataDir)).to.be.greaterThan(100);
    expect(notPrivate(dataDir)).to.deep.equal([]);
  });
});
