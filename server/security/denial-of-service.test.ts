/**
 * Denial of service against the real service (real Express app over HTTP, real worker pool,
 * PGlite): what a client can make the service do before it authenticates, and what one client
 * holding a public key can take from the key's other users. Each case was an outside review's
 * finding; each test failed on the code before the fix.
 */
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { expect } from 'chai';
import type { Database } from '../db/database.ts';
import type { CreatedKeys } from '../keys/accounts.ts';
import { TEST_DATABASES } from '../testing/databases.ts';
import { startTestApp, type TestApp, type TestAppOptions } from '../testing/test-app.ts';
import { definition, GET_HTML, AUTHORIZE } from './hostile-requests.ts';

const ENCODERS = { gzip: gzipSync, deflate: deflateSync, br: brotliCompressSync } as const;

/** JSON text that inflates to about `megabytes`, with `credentials` (raw members) first. */
function wideJson(credentials: string, megabytes: number): string {
  return `{${credentials},"x":[${'0,'.repeat(megabytes * 524_288)}0]}`;
}

const wrongKey = `"apiKey":"pk_${'A'.repeat(32)}","hostname":"example.com"`;

describe('denial of service (pglite)', function () {
  this.timeout(60_000);
  let db: Database;
  let app: TestApp;
  let keys: CreatedKeys;

  async function restart(options: TestAppOptions): Promise<void> {
    await app?.close();
    app = await startTestApp(db, options);
    keys = await app.keys(['example.com']);
  }

  before(async () => {
    db = await TEST_DATABASES[0]!.open();
  });
  after(async () => {
    await app?.close();
    await db?.close();
  });

  describe('compression bombs', () => {
    before(() => restart({}));
    for (const [encoding, encode] of Object.entries(ENCODERS)) {
      it(`a ${encoding} body that inflates over ${100} times its size is refused while it inflates: 413 body_too_large`, async () => {
        const bomb = encode(wideJson(wrongKey, 10));
        expect(bomb.length).to.be.below(100_000);
        const response = await app.post(GET_HTML, bomb, {
          'content-type': 'application/json',
          'content-encoding': encoding,
        });
        expect(response.status, response.text).to.equal(413);
        expect(response.body.code ?? response.body.error?.code ?? response.text).to.include('body_too_large');
        expect(response.text).to.include('inflates more than 100 times');
      });
    }

    it('a compressed template of ordinary ratio is read (a real page, gzip)', async () => {
      const body = JSON.stringify({
        apiKey: keys.apiKey,
        hostname: 'example.com',
        definition,
        options: { fonts: '[]' },
      });
      const response = await app.post(GET_HTML, gzipSync(body), {
        'content-type': 'application/json',
        'content-encoding': 'gzip',
      });
      expect(response.status, response.text).to.equal(200);
    });

    it('a list of encodings is refused (415), not decoded twice', async () => {
      const body = gzipSync(gzipSync(JSON.stringify({ apiKey: keys.apiKey })));
      const response = await app.post(GET_HTML, body, {
        'content-type': 'application/json',
        'content-encoding': 'gzip, gzip',
      });
      expect(response.status).to.equal(415);
    });
  });

  describe('before authentication nothing is parsed', () => {
    before(() => restart({}));

    it('a wrong key is refused without the body being parsed: 401 even when the JSON after it is broken', async () => {
      const response = await app.post(
        GET_HTML,
        `{${wrongKey},"definition":"x","options":{"fonts":"[]"},"broken": tru}`,
        { 'content-type': 'application/json' },
      );
      expect(response.status, response.text).to.equal(401);
      expect(response.body.code ?? response.text).to.include('invalid_api_key');
    });

    it('authorize too: 401 before the rest of the body is parsed', async () => {
      const response = await app.post(AUTHORIZE, `{${wrongKey},"userId":1,"broken": tru}`, {
        'content-type': 'application/json',
      });
      expect(response.status, response.text).to.equal(401);
    });

    it('a body nested five million levels deep is refused by the scan (400 body_limit), never handed to JSON.parse', async () => {
      const levels = 5_000_000;
      const response = await app.post(GET_HTML, `{${wrongKey},"x":${'['.repeat(levels)}${']'.repeat(levels)}}`, {
        'content-type': 'application/json',
      });
      expect(response.status, response.text).to.equal(400);
      expect(response.text).to.include('body_limit');
    });

    it('an array of five million numbers is refused by the scan (400 body_limit)', async () => {
      const response = await app.post(GET_HTML, wideJson(wrongKey, 8), { 'content-type': 'application/json' });
      expect(response.status, response.text).to.equal(400);
      expect(response.text).to.include('maxItems');
    });
  });

  describe('failures before authentication are limited per address', () => {
    before(() => restart({ authFailureLimit: { perMinute: 1, burst: 3 }, trustProxy: true }));

    it('malformed bodies, wrong keys and bombs all count; then the address is refused before its body is read', async () => {
      const from = { 'x-forwarded-for': '203.0.113.7', 'content-type': 'application/json' };
      const statuses: number[] = [];
      statuses.push((await app.post(GET_HTML, '{"apiKey": tru', from)).status);
      statuses.push((await app.post(GET_HTML, '[]', from)).status);
      statuses.push((await app.post(GET_HTML, `{${wrongKey}}`, from)).status);
      const refused = await app.post(
        GET_HTML,
        JSON.stringify({ apiKey: keys.apiKey, hostname: 'example.com', definition, options: { fonts: '[]' } }),
        from,
      );
      expect(statuses).to.deep.equal([400, 400, 401]);
      expect(refused.status, refused.text).to.equal(429);
      expect(refused.headers.get('retry-after')).to.match(/^\d+$/);
      expect(refused.headers.get('connection')).to.equal('close');
      // Another address is not affected.
      const other = await app.post(
        GET_HTML,
        JSON.stringify({ apiKey: keys.apiKey, hostname: 'example.com', definition, options: { fonts: '[]' } }),
        { ...from, 'x-forwarded-for': '203.0.113.8' },
      );
      expect(other.status, other.text).to.equal(200);
    });

    it('an IPv6 client is counted by its /64: another address in the same /64 is the same client', async () => {
      const a = { 'x-forwarded-for': '2001:db8:5:6::1', 'content-type': 'application/json' };
      const b = { 'x-forwarded-for': '2001:db8:5:6:ffff::2', 'content-type': 'application/json' };
      for (let i = 0; i < 3; i++) await app.post(GET_HTML, '{"apiKey": tru', a);
      const response = await app.post(GET_HTML, '{"apiKey": tru', b);
      expect(response.status).to.equal(429);
    });
  });

  describe('one client holding the public key', () => {
    before(() => restart({ rateLimit: { perMinute: 1, burst: 2 }, trustProxy: true }));

    it("cannot spend the key's requests for its other users (the bucket is key plus address)", async () => {
      const body = JSON.stringify({
        apiKey: keys.apiKey,
        hostname: 'example.com',
        definition,
        options: { fonts: '[]' },
      });
      const abuser = { 'x-forwarded-for': '198.51.100.1', 'content-type': 'application/json' };
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await app.post(GET_HTML, body, abuser)).status);
      expect(statuses).to.deep.equal([200, 200, 429, 429]);
      const editor = await app.post(GET_HTML, body, {
        'x-forwarded-for': '198.51.100.2',
        'content-type': 'application/json',
      });
      expect(editor.status, editor.text).to.equal(200);
    });
  });
});
