/**
 * The built editor's files over real HTTP, from a dist folder the test makes: headers for
 * embedding (types, CORS, CORP, revalidation), 304s, a rebuild seen at once, 503 before any
 * build, the parts (hashed names, cached for a year), and no path that leaves the folder.
 */
import { expect } from 'chai';
import { request } from 'node:http';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../db/database.ts';
import { TEST_DATABASES } from '../testing/databases.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

const FILES: Record<string, string> = {
  'lp-editor.js': '(()=>{globalThis.LandingPageEditor=function(){}})();\n//# sourceMappingURL=lp-editor.js.map\n',
  'lp-editor.js.map': '{"version":3,"sources":[],"mappings":""}',
  'lp-editor.mjs': 'function LandingPageEditor(){}export{LandingPageEditor};\n',
  'lp-editor.mjs.map': '{"version":3,"sources":[],"mappings":""}',
  'lp-editor.d.mts': "export * from './types/editor/index.js';\n",
  'types/editor/index.d.ts': 'export declare function LandingPageEditor(): void;\n',
  'lp-editor-i18n/fr.json': '{"editor.retry":"Réessayer"}',
  'lp-editor-icons.json': '{"facebook":"M9.1 23.7Z"}',
  'lp-editor-parts/add-menu.0123456789ab.js':
    '(document.currentScript.lpEditorPart)(function(s){return{}});\n//# sourceMappingURL=add-menu.0123456789ab.js.map\n',
  'lp-editor-parts/add-menu.0123456789ab.js.map': '{"version":3,"sources":[],"mappings":""}',
  // Not a part's name (no hash): never served.
  'lp-editor-parts/notes.txt': 'not a part',
  // Beside the served files: must never be reachable.
  'secret.txt': 'not for the web',
};

/** A GET with the path sent exactly as written (fetch would normalize `..` and `%2e%2e`). */
function rawGet(base: string, path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('editor assets (/lp-editor.js and friends)', () => {
  let db: Database;
  let dist: string;
  let app: TestApp;
  let empty: TestApp;

  before(async () => {
    dist = mkdtempSync(join(tmpdir(), 'lp-dist-'));
    for (const [name, text] of Object.entries(FILES)) {
      mkdirSync(join(dist, name, '..'), { recursive: true });
      writeFileSync(join(dist, name), text);
    }
    db = await TEST_DATABASES[0]!.open();
    app = await startTestApp(db, { editorDistDir: dist });
    empty = await startTestApp(db, { editorDistDir: mkdtempSync(join(tmpdir(), 'lp-dist-empty-')) });
  });
  after(async () => {
    await app.close();
    await empty.close();
    await db.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves the script with the headers a host page of any origin needs', async () => {
    const response = await app.get('/lp-editor.js', { origin: 'https://host.example' });
    expect(response.status).to.equal(200);
    expect(response.text).to.equal(FILES['lp-editor.js']);
    expect(response.headers.get('content-type')).to.equal('text/javascript; charset=utf-8');
    expect(response.headers.get('access-control-allow-origin')).to.equal('*');
    expect(response.headers.get('access-control-allow-credentials')).to.equal(null);
    expect(response.headers.get('cross-origin-resource-policy')).to.equal('cross-origin');
    expect(response.headers.get('cache-control')).to.equal('no-cache');
    expect(response.headers.get('etag')).to.match(/^"[A-Za-z0-9_-]+"$/);
    expect(response.headers.get('x-content-type-options')).to.equal('nosniff');
  });

  it('serves the module, the source maps, the types, the language catalogs and the social glyphs with their types', async () => {
    const expected: Record<string, string> = {
      '/lp-editor.mjs': 'text/javascript; charset=utf-8',
      '/lp-editor.js.map': 'application/json; charset=utf-8',
      '/lp-editor.mjs.map': 'application/json; charset=utf-8',
      '/lp-editor.d.mts': 'text/plain; charset=utf-8',
      '/types/editor/index.d.ts': 'text/plain; charset=utf-8',
      '/lp-editor-i18n/fr.json': 'application/json; charset=utf-8',
      '/lp-editor-icons.json': 'application/json; charset=utf-8',
    };
    for (const [path, type] of Object.entries(expected)) {
      const response = await app.get(path, { 'accept-encoding': 'identity' });
      expect(response.status, path).to.equal(200);
      expect(response.headers.get('content-type'), path).to.equal(type);
      expect(response.headers.get('access-control-allow-origin'), path).to.equal('*');
      expect(response.text, path).to.equal(FILES[path.slice(1)]);
    }
  });

  it('gzips for clients that accept it, with an ETag of its own', async () => {
    const plain = await app.get('/lp-editor.js', { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).to.equal(null);
    // fetch asks for gzip and decodes it: the body is the same bytes.
    const gzipped = await app.get('/lp-editor.js');
    expect(gzipped.headers.get('content-encoding')).to.equal('gzip');
    expect(gzipped.headers.get('vary')).to.include('Accept-Encoding');
    expect(gzipped.text).to.equal(plain.text);
    expect(gzipped.headers.get('etag')).to.not.equal(plain.headers.get('etag'));
  });

  it('answers 304 to If-None-Match with the current ETag, and sees a rebuild at once', async () => {
    const first = await app.get('/lp-editor.mjs');
    const etag = first.headers.get('etag')!;
    const again = await app.get('/lp-editor.mjs', { 'if-none-match': etag });
    expect(again.status).to.equal(304);
    expect(again.text).to.equal('');
    expect((await app.get('/lp-editor.mjs', { 'if-none-match': `"other", W/${etag}` })).status).to.equal(304);

    const rebuilt = 'function LandingPageEditor(){return 2}export{LandingPageEditor};\n';
    writeFileSync(join(dist, 'lp-editor.mjs'), rebuilt);
    const after = await app.get('/lp-editor.mjs', { 'if-none-match': etag });
    expect(after.status).to.equal(200);
    expect(after.text).to.equal(rebuilt);
    expect(after.headers.get('etag')).to.not.equal(etag);
  });

  it('serves the parts by their hashed names, as scripts and maps, cached for a year (a changed part is a new name)', async () => {
    const script = await app.get('/lp-editor-parts/add-menu.0123456789ab.js', {
      origin: 'https://host.example',
      'accept-encoding': 'identity',
    });
    expect(script.status).to.equal(200);
    expect(script.text).to.equal(FILES['lp-editor-parts/add-menu.0123456789ab.js']);
    expect(script.headers.get('content-type')).to.equal('text/javascript; charset=utf-8');
    expect(script.headers.get('cache-control')).to.equal('public, max-age=31536000, immutable');
    expect(script.headers.get('access-control-allow-origin')).to.equal('*');
    expect(script.headers.get('cross-origin-resource-policy')).to.equal('cross-origin');
    expect(script.headers.get('x-content-type-options')).to.equal('nosniff');
    const map = await app.get('/lp-editor-parts/add-menu.0123456789ab.js.map', { 'accept-encoding': 'identity' });
    expect(map.status).to.equal(200);
    expect(map.headers.get('content-type')).to.equal('application/json; charset=utf-8');
    expect(map.headers.get('cache-control')).to.equal('public, max-age=31536000, immutable');
    expect(
      (
        await app.get('/lp-editor-parts/add-menu.0123456789ab.js', {
          'if-none-match': script.headers.get('etag')!,
          'accept-encoding': 'identity',
        })
      ).status,
    ).to.equal(304);
  });

  it("answers 404, no-store, for a part it does not have or a name that is not a part's", async () => {
    for (const path of [
      '/lp-editor-parts/add-menu.ffffffffffff.js',
      '/lp-editor-parts/notes.txt',
      '/lp-editor-parts/add-menu.js',
      '/lp-editor-parts/ADD.0123456789ab.js',
    ]) {
      const response = await app.get(path);
      expect(response.status, path).to.equal(404);
      expect(response.headers.get('content-type'), path).to.match(/^application\/json/);
      // A part that is missing now (a deploy in progress) may be there a moment later: never cached.
      expect(response.headers.get('cache-control'), path).to.equal('no-store');
    }
    expect((await app.get('/lp-editor-parts/add-menu.ffffffffffff.js')).body.message).to.include(
      '/lp-editor-parts/add-menu.ffffffffffff.js',
    );
    expect((await app.get('/lp-editor-parts/')).status).to.equal(404);
  });

  it('answers 503 editor_not_built, in the service shape, before the editor is built', async () => {
    for (const path of ['/lp-editor.js', '/lp-editor.mjs', '/lp-editor.d.mts']) {
      const response = await empty.get(path);
      expect(response.status, path).to.equal(503);
      expect(response.headers.get('content-type')).to.match(/^application\/json/);
      expect(response.body).to.have.keys('message', 'code', 'requestId');
      expect(response.body.code).to.equal('editor_not_built');
      expect(response.body.message).to.include('npm run build');
    }
  });

  it('answers 404 for unknown types and catalogs, and for other methods', async () => {
    expect((await app.get('/types/editor/nope.d.ts')).status).to.equal(404);
    expect((await app.get('/types/editor')).status).to.equal(404);
    expect((await app.get('/lp-editor-i18n/xx.json')).status).to.equal(404);
    expect((await app.post('/lp-editor.js', {})).status).to.equal(404);
  });

  it('never serves a file outside its folder, however the path is written', async () => {
    const attempts = [
      '/lp-editor.js/../../package.json',
      '/lp-editor.js/..%2f..%2fpackage.json',
      '/%2e%2e/package.json',
      '/types/../secret.txt',
      '/types/..%2fsecret.txt',
      '/types/%2e%2e/secret.txt',
      '/types/%2e%2e%2f%2e%2e%2fpackage.json',
      '/types/..%5csecret.txt',
      '/types/editor/..%2f..%2fsecret.txt',
      '/types/.%2e/.%2e/package.json',
      '/lp-editor-i18n/..%2fsecret.txt',
      '/lp-editor-i18n/%2e%2e%2f%2e%2e%2fpackage.json',
      '/lp-editor-parts/..%2fsecret.txt',
      '/lp-editor-parts/..%2f..%2fpackage.json',
      '/lp-editor-parts/%2e%2e%2fsecret.txt',
      '/demo/..%2fpackage.json',
      '/demo/%2e%2e%2fserver%2fapp.ts',
    ];
    const packageJson = readFileSync(new URL('../../package.json', import.meta.url), 'utf8');
    for (const path of attempts) {
      const response = await rawGet(app.url, path);
      expect(response.status, path).to.be.oneOf([400, 404]);
      expect(response.body, path).to.not.include('not for the web');
      expect(response.body, path).to.not.include(packageJson.slice(0, 40));
    }
  });
});
