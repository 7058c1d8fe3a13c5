/**
 * `npm run keys` on its own (no service running): against the embedded database in LP_DATA_DIR,
 * and against PostgreSQL through DATABASE_URL. (server/start.test.ts covers it beside a running
 * service.)
 */
import { expect } from 'chai';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { postgresAvailable, TEST_POSTGRES_URL, testSchemaName } from '../testing/databases.ts';

const ROOT = new URL('../../', import.meta.url).pathname;

function keys(env: Record<string, string>, ...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/keys/cli.ts', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  return {
    status: result.status,
    lines: result.stdout
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>),
    stderr: result.stderr,
  };
}

function exercise(env: () => Record<string, string>) {
  it('create prints one JSON line with the keys; the secret appears nowhere afterwards', () => {
    const created = keys(env(), 'create', '--domains', 'Example.com,localhost', '--expires', '2099-06-01');
    expect(created.status, created.stderr).to.equal(0);
    expect(created.lines).to.have.length(1);
    const line = created.lines[0]!;
    expect(line).to.include.keys('apiKey', 'secretKey', 'domains', 'expiresAt');
    expect(line.domains).to.deep.equal(['example.com', 'localhost']);
    expect(line.expiresAt).to.equal('2099-06-01T00:00:00.000Z');
    const listed = keys(env(), 'list');
    expect(listed.status).to.equal(0);
    expect(listed.lines.map((l) => l.key)).to.include.members([line.apiKey, line.secretKeyId]);
    expect(JSON.stringify(listed.lines)).to.not.include(String(line.secretKey));
    const revoked = keys(env(), 'revoke', String(line.apiKey));
    expect(revoked.lines).to.deep.equal([{ revoked: line.apiKey, type: 'public' }]);
    const after = keys(env(), 'list').lines.find((l) => l.key === line.apiKey);
    expect(after?.revokedAt).to.be.a('string');
  });

  it('bad input gets a clear message and exit code 2', () => {
    const cases: [string[], RegExp][] = [
      [['create'], /--domains/],
      [['create', '--domains', 'https://example.com/'], /Not a domain name/],
      [['create', '--domains', 'example.com', '--expires', 'someday'], /not a date/],
      [['create', '--domains', 'example.com', '--expires', '2001-01-01'], /in the future/],
      [['revoke', 'pk_000000000000000000000000'], /No such key/],
      [['frobnicate'], /Unknown command/],
    ];
    for (const [args, message] of cases) {
      const result = keys(env(), ...args);
      expect(result.status, args.join(' ')).to.equal(2);
      expect(result.stderr, args.join(' ')).to.match(message);
    }
  });
}

describe('npm run keys (embedded database)', function () {
  this.timeout(120_000);
  let dir: string;
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'lp-keys-'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));
  exercise(() => ({ LP_DATA_DIR: dir }));
});

describe('npm run keys (PostgreSQL, DATABASE_URL)', function () {
  this.timeout(120_000);
  const schema = testSchemaName();
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  before(async function () {
    if (!(await postgresAvailable())) this.skip();
    await run(`CREATE SCHEMA ${schema}`);
  });
  after(async () => run(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => {}));
  exercise(() => ({ DATABASE_URL: `${TEST_POSTGRES_URL}?options=${encodeURIComponent(`-c search_path=${schema}`)}` }));
});
