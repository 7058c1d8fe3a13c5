/**
 * The request schemas against the contracts they carry: a synced section's `id` in a landing
 * request equals a section's `syncedId` in the template, so every `syncedId` the template format
 * accepts (docs/template-format.md: an integer or a string of 1 to 128 characters) must be
 * servable by get-html and json2html, over real HTTP.
 */
import { expect } from 'chai';
import { page, section, column, text } from '../../renderer/testing/builders.ts';
import type { Database } from '../db/database.ts';
import type { CreatedKeys } from '../keys/accounts.ts';
import { TEST_DATABASES } from '../testing/databases.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

describe('landing request schemas and the template format', function () {
  this.timeout(30_000);
  let db: Database;
  let app: TestApp;
  let keys: CreatedKeys;

  before(async () => {
    db = await TEST_DATABASES[0]!.open();
    app = await startTestApp(db);
    keys = await app.keys(['example.com']);
  });
  after(async () => {
    await app?.close();
    await db?.close();
  });

  const synced = (id: string | number) => ({
    definition: JSON.stringify(page(section({ uid: 's1', syncedId: id }, column(text('<p>stale</p>'))))),
    options: { fonts: '[]' },
    syncedSections: [{ id, definition: JSON.stringify(section(column(text('<p>Current content</p>')))) }],
  });

  it('a syncedId of any length the template accepts is served by get-html and json2html', async () => {
    for (const id of ['x'.repeat(128), Number.MAX_SAFE_INTEGER, -42]) {
      const getHtml = await app.post('/landing-page/get-html', {
        apiKey: keys.apiKey,
        hostname: 'example.com',
        ...synced(id),
      });
      expect(getHtml.status, `get-html ${String(id).length}: ${getHtml.text.slice(0, 200)}`).to.equal(200);
      expect(getHtml.body.html).to.include('Current content');
      const json2html = await app.post('/landing-page/v1/json2html', synced(id), { 'x-secret-key': keys.secretKey });
      expect(json2html.status, `json2html ${String(id).length}`).to.equal(200);
      expect(json2html.body.html).to.include('Current content');
    }
  });

  it('one the template refuses is refused in the request too (400; 422 on json2html, as documented)', async () => {
    for (const id of ['x'.repeat(129), '', 1.5, Number.MAX_SAFE_INTEGER + 2]) {
      const getHtml = await app.post('/landing-page/get-html', {
        apiKey: keys.apiKey,
        hostname: 'example.com',
        ...synced(id),
        definition: JSON.stringify(page()),
      });
      expect(getHtml.status, JSON.stringify(id)).to.equal(400);
      expect(getHtml.body.errors[0].path).to.equal('syncedSections[0].id');
      const json2html = await app.post(
        '/landing-page/v1/json2html',
        { ...synced(id), definition: JSON.stringify(page()) },
        { 'x-secret-key': keys.secretKey },
      );
      expect(json2html.status, JSON.stringify(id)).to.equal(422);
    }
  });
});
