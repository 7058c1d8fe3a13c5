/**
 * The editor API's gate over real HTTP, on both databases: a session ends when its public key is
 * revoked, within the key cache's lifetime (LP_KEY_CACHE_TTL_MS), whoever revoked it (here the
 * database directly, as another instance or the CLI without the service would).
 */
import { expect } from 'chai';
import type { Database } from '../db/database.ts';
import { revokeKey, type CreatedKeys } from '../keys/accounts.ts';
import { postgresAvailable, TEST_DATABASES } from '../testing/databases.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

const CACHE_MS = 300;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

for (const database of TEST_DATABASES) {
  describe(`editor token gate (${database.name})`, function () {
    this.timeout(30_000);
    let db: Database;
    let app: TestApp;
    let keys: CreatedKeys;

    before(async function () {
      if (database.name === 'postgres' && !(await postgresAvailable())) this.skip();
      db = await database.open();
      app = await startTestApp(db, { keyCacheTtlMs: CACHE_MS });
      keys = await app.keys(['example.com']);
    });
    after(async () => {
      await app?.close();
      await db?.close();
    });

    const authorize = async (apiKey: string) => {
      const response = await app.post(
        '/editor/v1/authorize',
        { apiKey, userId: 7, hostname: 'app.example.com' },
        { origin: 'https://app.example.com' },
      );
      expect(response.status, response.text).to.equal(200);
      return response.body.token as string;
    };
    const session = (token: string) =>
      app.get('/editor/v1/session', { authorization: `Bearer ${token}`, origin: 'https://app.example.com' });

    it('GET /editor/v1/session answers 401 invalid_token once the revoked key has left the cache', async () => {
      const token = await authorize(keys.apiKey);
      expect((await session(token)).status).to.equal(200);
      expect(await revokeKey(db, keys.apiKey)).to.deep.equal({ type: 'public', key: keys.apiKey });
      await sleep(CACHE_MS + 100);
      const refused = await session(token);
      expect(refused.status).to.equal(401);
      expect(refused.body).to.include({ success: false, code: 'invalid_token' });
      // Another account's session is not affected.
      const other = await app.keys(['example.com']);
      expect((await session(await authorize(other.apiKey))).status).to.equal(200);
    });
  });
}
