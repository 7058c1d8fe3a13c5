/** POST /editor/v1/authorize through the real app: every status and body shape, CORS, and the token it gives. */
import { expect } from 'chai';
import { verifyEditorToken } from '../auth/editor-token.ts';
import type { Database } from '../db/database.ts';
import { DEFAULT_FEATURES, type CreatedKeys } from '../keys/accounts.ts';
import { TEST_DATABASES } from '../testing/databases.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

describe('POST /editor/v1/authorize', () => {
  let db: Database;
  let app: TestApp;
  let keys: CreatedKeys;

  before(async () => {
    db = await TEST_DATABASES[0]!.open();
    app = await startTestApp(db, { tokenTtlSeconds: 600 });
    keys = await app.keys(['example.com']);
    await db.query(`UPDATE accounts SET features = '{"aiAssistant": true, "comments": false}' WHERE id = $1`, [
      keys.accountId,
    ]);
  });
  after(async () => {
    await app.close();
    await db.close();
  });

  const authorize = (body: Record<string, unknown>, headers?: Record<string, string>) =>
    app.post(
      '/editor/v1/authorize',
      { apiKey: keys.apiKey, userId: 42, hostname: 'app.example.com', ...body },
      headers,
    );

  it("200: a signed token for the user, its expiry, and the account's features", async () => {
    const response = await authorize({}, { origin: 'https://app.example.com' });
    expect(response.status).to.equal(200);
    expect(response.headers.get('access-control-allow-origin')).to.equal('https://app.example.com');
    expect(response.headers.get('cache-control')).to.equal('no-store');
    expect(response.body).to.include({ accountId: keys.accountId, userId: '42' });
    expect(response.body.features).to.deep.equal({ ...DEFAULT_FEATURES, aiAssistant: true, comments: false });
    const expires = Date.parse(response.body.expiresAt);
    expect(expires - Date.now()).to.be.within(590_000, 601_000);
    const claims = await verifyEditorToken(app.services.tokenSecret, response.body.token);
    expect(claims).to.include({ sub: keys.accountId, key: keys.apiKey, uid: '42', host: 'app.example.com' });
  });

  it('400 {message, success: false, errors} when userId is missing or of the wrong type', async () => {
    const missing = await app.post('/editor/v1/authorize', { apiKey: keys.apiKey, hostname: 'example.com' });
    expect(missing.status).to.equal(400);
    expect(missing.body).to.include({ success: false, code: 'invalid_request' });
    expect(missing.body.errors[0]).to.include({ path: 'userId', code: 'required' });
    const wrong = await authorize({ userId: { id: 1 } });
    expect(wrong.status).to.equal(400);
  });

  it('401 for an unknown key, a hostname off the list, or an Origin that is not the hostname', async () => {
    expect((await authorize({ apiKey: 'pk_000000000000000000000000' })).body.code).to.equal('invalid_api_key');
    expect((await authorize({ hostname: 'example.org' })).status).to.equal(401);
    const mismatch = await authorize({}, { origin: 'https://evil.com' });
    expect(mismatch.status).to.equal(401);
    expect(mismatch.body).to.include({ success: false, code: 'hostname_not_allowed' });
    expect(mismatch.body).to.not.have.property('token');
    // The refusal is readable by the page, so the editor can show why (onEditorError detail).
    expect(mismatch.headers.get('access-control-allow-origin')).to.equal('https://evil.com');
  });

  it('a preflight is answered for any http(s) origin; reading the answer still needs an allowed one', async () => {
    const response = await fetch(`${app.url}/editor/v1/authorize`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://anyone.test',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(response.status).to.equal(204);
    expect(response.headers.get('access-control-allow-methods')).to.equal('GET, POST');
    expect(response.headers.get('access-control-allow-headers')).to.match(/Content-Type/);
  });

  it("GET /editor/v1/session: the token's claims for its holder; 401 invalid_token otherwise", async () => {
    const { token } = (await authorize({}, { origin: 'https://app.example.com' })).body;
    const ok = await app.get('/editor/v1/session', {
      authorization: `Bearer ${token}`,
      origin: 'https://app.example.com',
    });
    expect(ok.status).to.equal(200);
    expect(ok.body).to.include({ accountId: keys.accountId, userId: '42', hostname: 'app.example.com' });
    expect(ok.headers.get('access-control-allow-origin')).to.equal('https://app.example.com');
    const [header, claims] = token.split('.');
    for (const authorization of [undefined, 'Bearer nope', `Bearer ${header}.${claims}.AAAA`, `Basic ${token}`]) {
      const refused = await app.get('/editor/v1/session', authorization === undefined ? {} : { authorization });
      expect(refused.status, String(authorization)).to.equal(401);
      expect(refused.body).to.include({ success: false, code: 'invalid_token' });
    }
    const elsewhere = await app.get('/editor/v1/session', {
      authorization: `Bearer ${token}`,
      origin: 'https://evil.com',
    });
    expect(elsewhere.status).to.equal(401);
  });

  it('405 for another method', async () => {
    const response = await app.get('/editor/v1/authorize');
    expect(response.status).to.equal(405);
    expect(response.body).to.include({ success: false, code: 'method_not_allowed' });
  });
});
