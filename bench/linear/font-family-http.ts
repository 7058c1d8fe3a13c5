/**
 * Issue 12, through the real service (server/testing/test-app.ts: the Express app, the worker
 * pool, PGlite): get-html with only a public key, and the email endpoint, each given the
 * 120-character adversarial font-family list (bench/linear/font-family.ts) as an attribute.
 *
 *   node --import tsx bench/linear/font-family-http.ts
 */
import { openDatabase } from '../../server/db/open.ts';
import { startTestApp } from '../../server/testing/test-app.ts';
import { column, page, section, text } from '../../renderer/testing/builders.ts';
import { email, section as mjSection, column as mjColumn, text as mjText } from '../../email/testing/builders.ts';

const list = Array.from({ length: 10 }, () => 'a' + ' '.repeat(10)).join(',') + '!';
const db = await openDatabase({ kind: 'pglite' });
const app = await startTestApp(db);
try {
  const keys = await app.keys(['example.com']);
  const landing = JSON.stringify(page(section(column(text('<p>Hi</p>', { attributes: { 'font-family': list } })))));
  const mail = JSON.stringify(email(mjSection(mjColumn(mjText('<p>Hi</p>', { attributes: { 'font-family': list } })))));
  const requests: [string, string, unknown, Record<string, string>][] = [
    [
      'get-html (public key)',
      '/landing-page/get-html',
      { apiKey: keys.apiKey, hostname: 'www.example.com', definition: landing, options: { fonts: '[]' } },
      {},
    ],
    ['email json2html', '/email/v1/json2html', { definition: mail }, { 'x-secret-key': keys.secretKey }],
  ];
  for (const [label, path, body, headers] of requests) {
    for (let run = 0; run < 3; run++) {
      const start = performance.now();
      const response = await app.post(path, body, headers);
      const detail =
        response.status === 200
          ? JSON.stringify(response.body.warnings ?? []).slice(0, 120)
          : JSON.stringify(response.body).slice(0, 160);
      console.log(`${label}: ${response.status} in ${(performance.now() - start).toFixed(1)} ms ${detail}`);
    }
  }
} finally {
  await app.close();
  await db.close();
}
