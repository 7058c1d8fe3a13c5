/**
 * The database layer on both implementations: the same migrations, keys and usage records, and
 * (PostgreSQL) two service instances sharing one database; (PGlite) a data folder that keeps its
 * contents across restarts.
 */
import { expect } from 'chai';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { KeyStore } from '../auth/key-store.ts';
import { accountExists, createAccount, listKeys, revokeKey } from '../keys/accounts.ts';
import { createLogger } from '../observability/logger.ts';
import { postgresAvailable, TEST_DATABASES } from '../testing/databases.ts';
import { startTestApp } from '../testing/test-app.ts';
import { UsageRecorder } from '../usage/usage-recorder.ts';
import type { Database } from './database.ts';
import { migrate, MIGRATIONS } from './migrations.ts';
import { openDatabase } from './open.ts';

for (const database of TEST_DATABASES) {
  describe(`database (${database.name})`, () => {
    let db: Database & { schema?: string };

    before(async function () {
      if (database.name === 'postgres' && !(await postgresAvailable())) this.skip();
      db = await database.open();
    });
    after(async () => db?.close());

    it('migrations ran once and running them again does nothing', async () => {
      const rows = await db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
      expect(rows.map((row) => row.version)).to.deep.equal(MIGRATIONS.map((m) => m.version));
      expect(await migrate(db)).to.deep.equal([]);
    });

    it('a transaction that throws leaves nothing behind', async () => {
      const failing = db.transaction(async (tx) => {
        await tx.query("INSERT INTO accounts (id, name) VALUES ('rollback-me', 'x')");
        throw new Error('stop');
      });
      const error = await failing.then(
        () => undefined,
        (e: Error) => e,
      );
      expect(error?.message).to.equal('stop');
      expect(await accountExists(db, 'rollback-me')).to.equal(false);
    });

    it('creates, lists, checks and revokes keys; the secret is stored only as a hash', async () => {
      const created = await createAccount(db, {
        domains: ['Example.com', 'localhost'],
        expiresAt: new Date('2099-01-01T00:00:00Z'),
      });
      expect(created.domains).to.deep.equal(['example.com', 'localhost']);
      expect(created.expiresAt).to.equal('2099-01-01T00:00:00.000Z');
      const stored = await db.query<{ hash: string }>('SELECT hash FROM secret_keys WHERE id = $1', [
        created.secretKeyId,
      ]);
      expect(stored[0]?.hash).to.match(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(await db.query('SELECT * FROM secret_keys'))).to.not.include(created.secretKey.slice(16));

      const keys = new KeyStore(db, 0);
      expect((await keys.publicKey(created.apiKey))?.domains).to.deep.equal(['example.com', 'localhost']);
      expect(await keys.verifySecret(created.secretKey)).to.deep.include({ ok: true });

      const listing = await listKeys(db);
      expect(listing.find((k) => k.key === created.apiKey)).to.include({ type: 'public', revokedAt: null });
      expect(listing.find((k) => k.key === created.secretKeyId)).to.include({
        type: 'secret',
        expiresAt: '2099-01-01T00:00:00.000Z',
      });

      expect(await revokeKey(db, created.secretKey)).to.deep.equal({ type: 'secret', key: created.secretKeyId });
      expect(await revokeKey(db, created.apiKey)).to.deep.equal({ type: 'public', key: created.apiKey });
      expect(await revokeKey(db, 'pk_000000000000000000000000')).to.equal(undefined);
      expect(await keys.publicKey(created.apiKey)).to.equal(undefined);
      expect(await keys.verifySecret(created.secretKey)).to.deep.equal({ ok: false, reason: 'revoked' });
    });

    it('tells unknown, wrong, expired and malformed secrets apart (for the logs only)', async () => {
      const created = await createAccount(db, { domains: ['example.com'] });
      await db.query("UPDATE secret_keys SET expires_at = now() - interval '1 second' WHERE id = $1", [
        created.secretKeyId,
      ]);
      const keys = new KeyStore(db, 0);
      expect(await keys.verifySecret(created.secretKey)).to.deep.equal({ ok: false, reason: 'expired' });
      const wrong = created.secretKey.slice(0, -1) + (created.secretKey.endsWith('A') ? 'B' : 'A');
      expect(await keys.verifySecret(wrong)).to.deep.equal({ ok: false, reason: 'wrong' });
      expect(await keys.verifySecret(`sk_000000000000_${'0'.repeat(40)}`)).to.deep.equal({
        ok: false,
        reason: 'unknown',
      });
      expect(await keys.verifySecret('sk_short')).to.deep.equal({ ok: false, reason: 'malformed' });
    });

    it('the key cache keeps a revoked key alive for its lifetime only, and invalidate() ends it at once', async () => {
      let time = 1_000_000;
      const created = await createAccount(db, { domains: ['example.com'] });
      const keys = new KeyStore(db, 5_000, () => time);
      expect(await keys.publicKey(created.apiKey)).to.not.equal(undefined);
      await revokeKey(db, created.apiKey);
      expect(await keys.publicKey(created.apiKey), 'cached').to.not.equal(undefined);
      time += 5_000;
      expect(await keys.publicKey(created.apiKey), 'after the lifetime').to.equal(undefined);
      const other = await createAccount(db, { domains: ['example.com'] });
      expect(await keys.publicKey(other.apiKey)).to.not.equal(undefined);
      await revokeKey(db, other.apiKey);
      keys.invalidate();
      expect(await keys.publicKey(other.apiKey)).to.equal(undefined);
    });

    it('usage records are written in batches, off the request path', async () => {
      const recorder = new UsageRecorder(db, createLogger('silent'), 'test', { flushMs: 10_000, batchSize: 1_000 });
      for (let i = 0; i < 1_200; i++) {
        recorder.record({
          accountId: 'usage-acct',
          keyId: 'k',
          userId: `u${i % 3}`,
          endpoint: 'get-html',
          status: 200,
          requestBytes: 100,
          responseBytes: 1000,
          renderMs: 1.5,
          at: new Date(),
        });
      }
      await recorder.flush();
      const rows = await db.query<{ n: string | number }>(
        "SELECT count(*) AS n FROM render_usage WHERE account_id = 'usage-acct'",
      );
      expect(Number(rows[0]?.n)).to.equal(1_200);
    });

    it('a usage row the database refuses is dropped alone; the rest of its batch is written', async () => {
      const recorder = new UsageRecorder(db, createLogger('silent'), 'test', { flushMs: 10_000, batchSize: 1_000 });
      for (const userId of ['ok-1', 'bad\u0000id', 'ok-2']) {
        recorder.record({
          accountId: 'refused-acct',
          keyId: 'k',
          userId,
          endpoint: 'json2html',
          status: 200,
          requestBytes: 1,
          responseBytes: 1,
          at: new Date(),
        });
      }
      await recorder.flush();
      const rows = await db.query<{ user_id: string }>(
        "SELECT user_id FROM render_usage WHERE account_id = 'refused-acct' ORDER BY user_id",
      );
      expect(rows.map((row) => row.user_id)).to.deep.equal(['ok-1', 'ok-2']);
    });
  });
}

describe('two service instances on one PostgreSQL', () => {
  before(async function () {
    if (!(await postgresAvailable())) this.skip();
  });

  it('share keys, revocations, usage and the token secret', async () => {
    const postgres = TEST_DATABASES.find((d) => d.name === 'postgres')!;
    const first = await postgres.open();
    const second = await postgres.reopen!(first.schema!);
    const a = await startTestApp(first);
    const b = await startTestApp(second);
    try {
      const keys = await a.keys(['example.com']);
      const body = { definition: '{"tagName":"page","children":[]}', options: { fonts: '[]' } };
      const viaB = await b.post('/landing-page/v1/json2html', body, { 'x-secret-key': keys.secretKey });
      expect(viaB.status).to.equal(200);
      const viaA = await a.post('/landing-page/v1/json2html', body, { 'x-secret-key': keys.secretKey });
      expect(viaA.body.html).to.equal(viaB.body.html);
      await a.services.usage.flush();
      await b.services.usage.flush();
      const usage = await second.query<{ instance: string }>(
        'SELECT DISTINCT instance FROM render_usage WHERE key_id = $1',
        [keys.secretKeyId],
      );
      expect(usage).to.have.length(1); // one process here: both instances name it the same
      const counted = await first.query<{ n: string }>('SELECT count(*) AS n FROM render_usage WHERE key_id = $1', [
        keys.secretKeyId,
      ]);
      expect(Number(counted[0]?.n)).to.equal(2);

      const auth = { apiKey: keys.apiKey, userId: 7, hostname: 'example.com' };
      expect(a.services.tokenSecret.equals(b.services.tokenSecret)).to.equal(true);
      expect((await a.post('/editor/v1/authorize', auth)).status).to.equal(200);

      await revokeKey(first, keys.secretKey);
      expect((await b.post('/landing-page/v1/json2html', body, { 'x-secret-key': keys.secretKey })).status).to.equal(
        401,
      );
    } finally {
      await a.close();
      await b.close();
      await second.close();
      await first.close();
    }
  });
});

describe('the embedded database in a data folder', () => {
  it('keeps accounts across a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lp-pglite-'));
    try {
      const first = await openDatabase({ kind: 'pglite', dataDir: dir });
      const created = await createAccount(first, { domains: ['example.com'] });
      await first.close();
      const again = await openDatabase({ kind: 'pglite', dataDir: dir });
      expect(await accountExists(again, created.accountId)).to.equal(true);
      expect(await migrate(again)).to.deep.equal([]);
      await again.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
