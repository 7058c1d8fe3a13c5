/**
 * The demo host page over real HTTP: `/` leads to it, its own Content-Security-Policy (the
 * editor's srcdoc canvas inherits it), no inline script, the example page, and the demo
 * account's public key (never its secret) or a 404 that says how to get a key.
 */
import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import type { Database } from '../db/database.ts';
import { createAccount, type CreatedKeys } from '../keys/accounts.ts';
import { TEST_DATABASES } from '../testing/databases.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

const EXPECTED_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline' https:; img-src 'self' data: blob: https: http:; font-src 'self' data: https:; " +
  "media-src 'self' https: data:; frame-src 'self' blob: data: about:; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'self'";

describe('the demo page (/demo/)', () => {
  let db: Database;
  let keys: CreatedKeys;
  let withDemo: TestApp;
  let withoutDemo: TestApp;

  before(async () => {
    db = await TEST_DATABASES[0]!.open();
    keys = await createAccount(db, { domains: ['localhost'] });
    withDemo = await startTestApp(db, { demo: { apiKey: keys.apiKey } });
    withoutDemo = await startTestApp(db);
  });
  after(async () => {
    await withDemo.close();
    await withoutDemo.close();
    await db.close();
  });

  const noFollow = (app: TestApp, path: string) => fetch(app.url + path, { redirect: 'manual' });

  it('/ redirects to /demo/, and /demo to /demo/ with its query', async () => {
    const root = await noFollow(withDemo, '/');
    expect(root.status).to.equal(302);
    expect(root.headers.get('location')).to.equal('/demo/');
    const bare = await noFollow(withDemo, '/demo?apiKey=pk_abc');
    expect(bare.status).to.equal(302);
    expect(bare.headers.get('location')).to.equal('/demo/?apiKey=pk_abc');
  });

  it("serves the page with its own CSP, helmet's other headers, and no inline script", async () => {
    const response = await withDemo.get('/demo/');
    expect(response.status).to.equal(200);
    expect(response.headers.get('content-type')).to.equal('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).to.equal(EXPECTED_CSP);
    expect(response.headers.get('x-content-type-options')).to.equal('nosniff');
    expect(response.headers.get('x-frame-options')).to.equal('SAMEORIGIN');
    expect(response.text).to.include('<script src="/lp-editor.js"></script>');
    // Every script is a file: the CSP allows no inline one, and the page needs none.
    const scripts = response.text.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).to.be.greaterThan(1);
    for (const tag of scripts) expect(tag).to.match(/\bsrc="[^"]+"/);
    expect(response.text).to.not.match(/\son[a-z]+=/i);
  });

  it('serves the demo scripts and styles, and nothing else from its folder', async () => {
    for (const [path, type] of [
      ['/demo/demo.js', 'text/javascript'],
      ['/demo/log-panel.js', 'text/javascript'],
      ['/demo/demo.css', 'text/css'],
    ] as const) {
      const response = await withDemo.get(path);
      expect(response.status, path).to.equal(200);
      expect(response.headers.get('content-type'), path).to.equal(`${type}; charset=utf-8`);
      expect(response.headers.get('content-security-policy'), path).to.equal(EXPECTED_CSP);
    }
    for (const path of ['/demo/README.md', '/demo/nope.js', '/demo/.hidden.js', '/demo/demo.test.js']) {
      const response = await withDemo.get(path);
      expect(response.status, path).to.equal(404);
      expect(response.body.code, path).to.equal('not_found');
    }
  });

  it('serves the example page', async () => {
    const response = await withDemo.get('/demo/example-page.json');
    expect(response.status).to.equal(200);
    expect(response.headers.get('content-type')).to.equal('application/json; charset=utf-8');
    expect(response.body).to.deep.equal(
      JSON.parse(readFileSync(new URL('../../examples/landing-page.json', import.meta.url), 'utf8')),
    );
  });

  it("gives the demo account's public key, never its secret, uncached", async () => {
    const response = await withDemo.get('/demo/config.json');
    expect(response.status).to.equal(200);
    expect(response.body).to.deep.equal({ apiKey: keys.apiKey, userId: 'demo-user' });
    expect(response.headers.get('cache-control')).to.equal('no-store');
    expect(response.text).to.not.include(keys.secretKey);
    expect(response.text).to.not.include(keys.secretKeyId);
  });

  it('answers 404 with how to make a key when the instance has no demo account', async () => {
    const response = await withoutDemo.get('/demo/config.json');
    expect(response.status).to.equal(404);
    expect(response.body.code).to.equal('not_found');
    expect(response.body.message).to.include('npm run keys -- create --domains localhost');
    expect(response.body.message).to.include('?apiKey=');
    // The page itself still loads: it shows that message and a field for a key.
    expect((await withoutDemo.get('/demo/')).status).to.equal(200);
  });
});
