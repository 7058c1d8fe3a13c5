/**
 * The two landing page endpoints over real HTTP against createApp, on both databases: every
 * status and body shape of the spec's tables, and the same bytes from both for the same input.
 */
import { expect } from 'chai';
import { renderPage } from '../../renderer/index.ts';
import { page, section, column, text, button, image } from '../../renderer/testing/builders.ts';
import type { Database } from '../db/database.ts';
import type { CreatedKeys } from '../keys/accounts.ts';
import { postgresAvailable, TEST_DATABASES } from '../testing/databases.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

const definition = JSON.stringify(
  page(
    section(
      column(
        text('<h1>Launch day</h1><p>Everything you need.</p>'),
        button('Start', { attributes: { href: 'https://example.com/start' } }),
      ),
    ),
    section(column(image('https://example.com/a.png', { attributes: { alt: 'A' } }))),
  ),
);
const withFont = JSON.stringify({
  ...JSON.parse(definition),
  style: { body: { 'font-family': 'Brandon Grotesque, sans-serif' } },
});

for (const database of TEST_DATABASES) {
  describe(`landing page endpoints (${database.name})`, () => {
    let db: Database;
    let app: TestApp;
    let keys: CreatedKeys;

    before(async function () {
      if (database.name === 'postgres' && !(await postgresAvailable())) this.skip();
      db = await database.open();
      app = await startTestApp(db);
      keys = await app.keys(['example.com', 'localhost']);
    });
    after(async () => {
      await app?.close();
      await db?.close();
    });

    const getHtml = (overrides: Record<string, unknown> = {}, headers?: Record<string, string>) =>
      app.post(
        '/landing-page/get-html',
        { apiKey: keys.apiKey, hostname: 'www.example.com', definition, options: { fonts: '[]' }, ...overrides },
        headers,
      );
    const json2html = (
      overrides: Record<string, unknown> = {},
      headers: Record<string, string> = { 'x-secret-key': keys.secretKey },
    ) => app.post('/landing-page/v1/json2html', { definition, options: { fonts: '[]' }, ...overrides }, headers);

    describe('POST /landing-page/get-html', () => {
      it("200 {html}: the renderer's publish output, byte for byte", async () => {
        const response = await getHtml();
        expect(response.status).to.equal(200);
        expect(Object.keys(response.body)).to.deep.equal(['html']);
        expect(response.body.html).to.equal(renderPage(definition, { fonts: [] }).html);
        expect(response.headers.get('x-request-id')).to.match(/^[0-9a-f-]{36}$/);
      });

      it('minify is honoured', async () => {
        const response = await getHtml({ options: { fonts: '[]', minify: true } });
        expect(response.body.html).to.equal(renderPage(definition, { minify: true }).html);
      });

      it('400 {message, success: false, errors} for a missing field, naming it', async () => {
        const response = await getHtml({ options: { minify: true } });
        expect(response.status).to.equal(400);
        expect(response.body).to.include({ success: false, code: 'invalid_request' });
        expect(response.body.message).to.be.a('string');
        expect(response.body.errors).to.deep.include({
          path: 'options.fonts',
          code: 'required',
          message: 'options.fonts is required',
        });
      });

      it('400 validation failure for a definition that is not JSON', async () => {
        const response = await getHtml({ definition: '{"tagName":' });
        expect(response.status).to.equal(400);
        expect(response.body).to.include({ success: false, code: 'invalid_json' });
        expect(response.body.errors[0].path).to.equal('definition');
      });

      it('400 validation failure for a template that breaks the format, with the path', async () => {
        const response = await getHtml({
          definition: JSON.stringify({ tagName: 'page', children: [{ tagName: 'column' }] }),
        });
        expect(response.status).to.equal(400);
        expect(response.body.code).to.equal('template_invalid');
        expect(response.body.errors[0].path).to.match(/^definition\.children\[0\]/);
      });

      it('400 {errorText} for a conversion range error (a template past a named limit)', async () => {
        const deep = '['.repeat(100) + ']'.repeat(100);
        const response = await getHtml({ definition: `{"tagName":"page","children":${deep}}` });
        expect(response.status).to.equal(400);
        expect(Object.keys(response.body).sort()).to.deep.equal(['code', 'errorText', 'requestId']);
        expect(response.body.code).to.equal('template_limit');
        expect(response.body.errorText).to.match(/maxDepth/);
      });

      it('401 {message, success: false, errors} for an unknown key', async () => {
        const response = await getHtml({ apiKey: 'pk_000000000000000000000000' });
        expect(response.status).to.equal(401);
        expect(response.body).to.include({ success: false, code: 'invalid_api_key' });
        expect(response.body.errors).to.have.length(1);
      });

      it('401 for a hostname not on the list', async () => {
        for (const hostname of [
          'evil-example.com',
          'example.com.evil.com',
          'example.com@evil.com',
          'example.com:443',
          'ex%61mple.com',
          'exаmple.com',
        ]) {
          const response = await getHtml({ hostname });
          expect(response.status, hostname).to.equal(401);
          expect(response.body.code, hostname).to.equal('hostname_not_allowed');
        }
      });

      it('CORS: only an allowed Origin gets a page; another may read only the refusal', async () => {
        const allowed = await getHtml({ hostname: 'app.example.com' }, { origin: 'https://app.example.com' });
        expect(allowed.status).to.equal(200);
        expect(allowed.headers.get('access-control-allow-origin')).to.equal('https://app.example.com');
        const other = await getHtml({ hostname: 'app.example.com' }, { origin: 'https://evil.com' });
        expect(other.status).to.equal(401);
        expect(other.body).to.not.have.property('html');
        // Readable, so an editor on a domain the key does not list can say so.
        expect(other.headers.get('access-control-allow-origin')).to.equal('https://evil.com');
        const claimed = await getHtml({ hostname: 'app.example.com' }, { origin: 'https://evil.com' });
        expect(claimed.body.code).to.equal('hostname_not_allowed');
      });

      it('a revoked key is refused', async () => {
        const fresh = await app.keys(['example.com']);
        await db.query('UPDATE public_keys SET revoked_at = now() WHERE key = $1', [fresh.apiKey]);
        const response = await getHtml({ apiKey: fresh.apiKey });
        expect(response.status).to.equal(401);
      });

      it('records usage with the user id', async () => {
        await getHtml({ userId: 'user-42' });
        await app.services.usage.flush();
        const rows = await db.query<{ endpoint: string; status: number; key_id: string }>(
          'SELECT endpoint, status, key_id FROM render_usage WHERE user_id = $1',
          ['user-42'],
        );
        expect(rows).to.have.length(1);
        expect(rows[0]).to.include({ endpoint: 'get-html', status: 200, key_id: keys.apiKey });
      });
    });

    describe('POST /landing-page/v1/json2html', () => {
      it('200 {html} without warnings, and the same bytes as get-html', async () => {
        const [a, b] = await Promise.all([json2html(), getHtml()]);
        expect(a.status).to.equal(200);
        expect(Object.keys(a.body)).to.deep.equal(['html']);
        expect(a.body.html).to.equal(b.body.html);
      });

      it('200 with a missing_fonts warning: a flat list of names', async () => {
        const response = await json2html({ definition: withFont });
        expect(response.status).to.equal(200);
        expect(response.body.warnings).to.have.length(1);
        expect(response.body.warnings[0].type).to.equal('missing_fonts');
        expect(response.body.warnings[0].missing_fonts).to.deep.equal(['Brandon Grotesque']);
      });

      it('a font given in options.fonts is not missing', async () => {
        const fonts = JSON.stringify([
          {
            label: 'Brandon Grotesque',
            style: "'Brandon Grotesque', sans-serif",
            url: 'https://fonts.example.com/brandon.css',
          },
        ]);
        const response = await json2html({ definition: withFont, options: { fonts } });
        expect(response.body).to.not.have.property('warnings');
      });

      it('401 {message} without, or with a wrong, secret key', async () => {
        for (const headers of [
          {} as Record<string, string>,
          { 'x-secret-key': 'nope' },
          { 'x-secret-key': keys.secretKey.slice(0, -1) + (keys.secretKey.endsWith('a') ? 'b' : 'a') },
        ]) {
          const response = await json2html({}, headers);
          expect(response.status).to.equal(401);
          expect(response.body.message).to.be.a('string');
          expect(response.body.code).to.equal('invalid_secret_key');
        }
      });

      it('401 for an expired or revoked secret key', async () => {
        const expired = await app.keys(['example.com']);
        await db.query("UPDATE secret_keys SET expires_at = now() - interval '1 day' WHERE id = $1", [
          expired.secretKeyId,
        ]);
        expect((await json2html({}, { 'x-secret-key': expired.secretKey })).status).to.equal(401);
        const revoked = await app.keys(['example.com']);
        await db.query('UPDATE secret_keys SET revoked_at = now() WHERE id = $1', [revoked.secretKeyId]);
        expect((await json2html({}, { 'x-secret-key': revoked.secretKey })).status).to.equal(401);
      });

      it('422 naming the field when definition or fonts is not JSON', async () => {
        const a = await json2html({ definition: 'nope' });
        expect(a.status).to.equal(422);
        expect(a.body.errors[0]).to.include({ path: 'definition', code: 'invalid_json' });
        const b = await json2html({ options: { fonts: '[{' } });
        expect(b.status).to.equal(422);
        expect(b.body.errors[0]).to.include({ path: 'options.fonts', code: 'invalid_json' });
      });

      it('422 for missing or malformed fields, and for a template past a limit', async () => {
        const missing = await app.post(
          '/landing-page/v1/json2html',
          { options: { fonts: 7 } },
          { 'x-secret-key': keys.secretKey },
        );
        expect(missing.status).to.equal(422);
        expect(missing.body.errors.map((e: { path: string }) => e.path)).to.deep.equal(['definition', 'options.fonts']);
        const limit = await json2html({
          definition: JSON.stringify({ tagName: 'page', children: [], x: 'y'.repeat(600_000) }),
        });
        expect(limit.status).to.equal(422);
        expect(limit.body.code).to.equal('template_limit');
        expect(limit.body.error).to.match(/maxStringLength/);
      });

      it('no CORS headers: a secret key never belongs in a browser', async () => {
        const response = await json2html({}, { 'x-secret-key': keys.secretKey, origin: 'http://localhost:3000' });
        expect(response.status).to.equal(200);
        expect(response.headers.get('access-control-allow-origin')).to.equal(null);
      });
    });
  });
}
