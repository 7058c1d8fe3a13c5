/** The key queries a start relies on, on both databases: which keys of an account still work. */
import { expect } from 'chai';
import type { Database } from '../db/database.ts';
import { postgresAvailable, TEST_DATABASES } from '../testing/databases.ts';
import { activeKeysOf, createAccount, revokeKey } from './accounts.ts';

for (const database of TEST_DATABASES) {
  describe(`activeKeysOf (${database.name})`, function () {
    this.timeout(30_000);
    let db: Database;
    before(async function () {
      if (database.name === 'postgres' && !(await postgresAvailable())) this.skip();
      db = await database.open();
    });
    after(async () => db?.close());

    it('lists the unrevoked public keys and the unrevoked, unexpired secret keys (by id) of one account', async () => {
      const mine = await createAccount(db, { domains: ['example.com'], expiresAt: new Date(Date.now() + 86_400_000) });
      const other = await createAccount(db, { domains: ['example.org'] });
      expect(await activeKeysOf(db, mine.accountId)).to.deep.equal([mine.apiKey, mine.secretKeyId].sort());
      await revokeKey(db, mine.apiKey);
      expect(await activeKeysOf(db, mine.accountId)).to.deep.equal([mine.secretKeyId]);
      await db.query("UPDATE secret_keys SET expires_at = now() - interval '1 second' WHERE id = $1", [
        mine.secretKeyId,
      ]);
      expect(await activeKeysOf(db, mine.accountId)).to.deep.equal([]);
      expect(await activeKeysOf(db, other.accountId)).to.deep.equal([other.apiKey, other.secretKeyId].sort());
    });
  });
}
