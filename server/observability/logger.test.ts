/** The logs over a real app: one structured line per request, and never a secret, a token or template content. */
import { expect } from 'chai';
import { Writable } from 'node:stream';
import { TEST_DATABASES } from '../testing/databases.ts';
import { startTestApp } from '../testing/test-app.ts';
import { createLogger } from './logger.ts';

describe('logs', () => {
  it('record each request with its id, route and status, and nothing secret', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    const db = await TEST_DATABASES[0]!.open();
    const app = await startTestApp(db, { logger: createLogger('info', sink) });
    try {
      const keys = await app.keys(['example.com']);
      const marker = 'TOP-SECRET-LAUNCH-COPY';
      const definition = JSON.stringify({ tagName: 'page', metadata: { title: marker }, children: [] });
      const post = (path: string, body: unknown, headers: Record<string, string> = {}) => app.post(path, body, headers);
      await post(
        '/landing-page/v1/json2html',
        { definition, options: { fonts: '[]' } },
        { 'x-secret-key': keys.secretKey, 'x-request-id': 'req-1' },
      );
      await post(
        '/landing-page/v1/json2html',
        { definition: `${definition}{`, options: { fonts: '[]' } },
        { 'x-secret-key': keys.secretKey },
      );
      await post('/landing-page/v1/json2html', { definition }, { 'x-secret-key': `${keys.secretKey.slice(0, -1)}x` });
      const token = (await post('/editor/v1/authorize', { apiKey: keys.apiKey, userId: 1, hostname: 'example.com' }))
        .body as { token: string };
      await new Promise((resolve) => setTimeout(resolve, 50));

      const all = lines.join('\n');
      expect(all).to.not.include(keys.secretKey);
      expect(all).to.not.include(keys.secretKey.slice(16));
      expect(all).to.not.include(marker);
      expect(all).to.not.include(token.token);
      const first = lines
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .find((entry) => entry.requestId === 'req-1');
      expect(first).to.include({
        msg: 'request',
        route: 'json2html',
        status: 200,
        keyId: keys.secretKeyId,
        method: 'POST',
      });
      expect(first?.ms).to.be.a('number');
    } finally {
      await app.close();
      await db.close();
    }
  });
});
