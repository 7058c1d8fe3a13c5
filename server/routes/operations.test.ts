/**
 * What surrounds the endpoints, through the real app: health, metrics, OpenAPI, docs, request
 * ids, helmet, body limits, rate limits, the render time limit, and that a maximal render does
 * not stall small requests.
 */
import { expect } from 'chai';
import { gzipSync } from 'node:zlib';
import type { Database } from '../db/database.ts';
import type { CreatedKeys } from '../keys/accounts.ts';
import { TEST_DATABASES } from '../testing/databases.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { maximalDefinition } from '../testing/maximal-page.ts';

const small = JSON.stringify({
  tagName: 'page',
  children: [
    { tagName: 'section', children: [{ tagName: 'column', children: [{ tagName: 'text', content: '<p>Hi</p>' }] }] },
  ],
});

describe('service operations', () => {
  let db: Database;
  let app: TestApp;
  let keys: CreatedKeys;

  before(async () => {
    db = await TEST_DATABASES[0]!.open();
    app = await startTestApp(db, {
      render: { threads: 2, timeoutMs: 30_000, maxQueue: 64, cacheBytes: 8 * 1024 * 1024 },
      bodyLimitBytes: 1024 * 1024,
    });
    keys = await app.keys(['example.com']);
  });
  after(async () => {
    await app.close();
    await db.close();
  });

  const json2html = (definition = small, headers: Record<string, string> = {}) =>
    app.post(
      '/landing-page/v1/json2html',
      { definition, options: { fonts: '[]' } },
      { 'x-secret-key': keys.secretKey, ...headers },
    );

  it('GET /healthz reports the database and the render pool', async () => {
    const response = await app.get('/healthz');
    expect(response.status).to.equal(200);
    expect(response.body).to.deep.include({ status: 'ok', database: 'pglite' });
    expect(response.body.renders).to.include({ threads: 2 });
  });

  it('every response carries a request id; a short client id is echoed, a hostile one replaced', async () => {
    expect((await app.get('/healthz', { 'x-request-id': 'trace-123' })).headers.get('x-request-id')).to.equal(
      'trace-123',
    );
    const replaced = (await app.get('/healthz', { 'x-request-id': '<script>' })).headers.get('x-request-id');
    expect(replaced).to.match(/^[0-9a-f-]{36}$/);
    const error = await app.get('/nope');
    expect(error.status).to.equal(404);
    expect(error.body).to.include({ code: 'not_found', requestId: error.headers.get('x-request-id') });
  });

  it('helmet headers are set; assets may be embedded cross-origin', async () => {
    const response = await app.get('/healthz');
    expect(response.headers.get('x-content-type-options')).to.equal('nosniff');
    expect(response.headers.get('content-security-policy')).to.include("default-src 'self'");
    expect(response.headers.get('cross-origin-resource-policy')).to.equal('cross-origin');
    expect(response.headers.get('x-powered-by')).to.equal(null);
  });

  it('GET /metrics counts requests, latency, render time and errors by code', async () => {
    await json2html();
    await json2html('not json');
    const response = await app.get('/metrics');
    expect(response.status).to.equal(200);
    expect(response.headers.get('content-type')).to.match(/^text\/plain/);
    expect(response.text).to.match(/lp_http_requests_total\{route="json2html",method="POST",status="200"\} \d+/);
    expect(response.text).to.match(/lp_http_requests_total\{route="json2html",method="POST",status="422"\} \d+/);
    expect(response.text).to.match(/lp_errors_total\{route="json2html",code="invalid_json"\} \d+/);
    expect(response.text).to.match(/lp_render_duration_seconds_count\{endpoint="json2html"\} [1-9]/);
    expect(response.text).to.include('lp_http_request_duration_seconds_bucket');
  });

  it('GET /openapi.json is OpenAPI 3.1 with the three endpoints and their request schemas', async () => {
    const response = await app.get('/openapi.json');
    expect(response.body.openapi).to.equal('3.1.0');
    const getHtml = response.body.paths['/landing-page/get-html'].post;
    expect(getHtml.requestBody.content['application/json'].schema.required).to.include.members([
      'apiKey',
      'hostname',
      'definition',
      'options',
    ]);
    expect(Object.keys(getHtml.responses)).to.include.members(['200', '400', '401', '500']);
    expect(Object.keys(response.body.paths['/landing-page/v1/json2html'].post.responses)).to.include.members([
      '200',
      '401',
      '422',
      '500',
    ]);
    expect(response.body.paths['/editor/v1/authorize'].post).to.have.property('requestBody');
  });

  it('GET /docs/ serves the documentation as HTML pages', async () => {
    const index = await fetch(`${app.url}/docs/`);
    expect(index.status).to.equal(200);
    const page = await app.get('/docs/template-format');
    expect(page.status).to.equal(200);
    expect(page.headers.get('content-type')).to.match(/^text\/html/);
    expect(page.text).to.include('<h1');
    expect((await app.get('/docs/..%2Fpackage')).status).to.equal(404);
    expect((await app.get('/docs/template-format.md')).text).to.match(/^# /);
  });

  it("413 in the endpoint's shape for a body over the limit, plain or gzip", async () => {
    const big = {
      apiKey: keys.apiKey,
      hostname: 'example.com',
      definition: 'x'.repeat(2 * 1024 * 1024),
      options: { fonts: '[]' },
    };
    const plain = await app.post('/landing-page/get-html', big);
    expect(plain.status).to.equal(413);
    expect(plain.body).to.include({ success: false, code: 'body_too_large' });
    const bomb = gzipSync(Buffer.from(`{"definition":"${' '.repeat(20 * 1024 * 1024)}"}`));
    expect(bomb.length).to.be.below(100_000);
    const zipped = await app.post('/landing-page/v1/json2html', bomb, {
      'content-type': 'application/json',
      'content-encoding': 'gzip',
      'x-secret-key': keys.secretKey,
    });
    expect(zipped.status).to.equal(413);
    expect(zipped.body.code).to.equal('body_too_large');
  });

  it('a gzip body within the limit is accepted', async () => {
    const body = gzipSync(Buffer.from(JSON.stringify({ definition: small, options: { fonts: '[]' } })));
    const response = await app.post('/landing-page/v1/json2html', body, {
      'content-type': 'application/json',
      'content-encoding': 'gzip',
      'x-secret-key': keys.secretKey,
    });
    expect(response.status).to.equal(200);
  });

  it('json2html answers a byte-identical body again without parsing it, warnings and usage included', async () => {
    const definition = JSON.stringify({
      ...JSON.parse(small),
      metadata: { title: `replay ${Date.now()}` },
      style: { body: { 'font-family': 'Replay Sans, sans-serif' } },
    });
    const text = JSON.stringify({ definition, options: { fonts: '[]' }, userId: 'replayer' });
    const headers = { 'content-type': 'application/json', 'x-secret-key': keys.secretKey };
    const hits = async () =>
      Number(/lp_render_cache_total\{result="hit"\} (\d+)/.exec((await app.get('/metrics')).text)?.[1] ?? 0);
    const first = await app.post('/landing-page/v1/json2html', text, headers);
    const before = await hits();
    const again = await app.post('/landing-page/v1/json2html', text, headers);
    expect(again.status).to.equal(200);
    expect(again.text, 'the same bytes').to.equal(first.text);
    expect(again.body.warnings[0].missing_fonts).to.deep.equal(['Replay Sans']);
    expect(await hits()).to.equal(before + 1);
    // Not the same bytes (one space more): parsed again, and the render cache answers.
    const spaced = await app.post('/landing-page/v1/json2html', ` ${text}`, headers);
    expect(spaced.text).to.equal(first.text);
    await app.services.usage.flush();
    const rows = await db.query<{ n: string }>(
      "SELECT count(*) AS n FROM render_usage WHERE user_id = 'replayer' AND status = 200",
    );
    expect(Number(rows[0]?.n)).to.equal(3);
  });

  it('the same input renders once: the second answer comes from the render cache, byte for byte', async () => {
    const definition = JSON.stringify({ ...JSON.parse(small), metadata: { title: `cache ${Date.now()}` } });
    const first = await json2html(definition);
    const second = await json2html(definition);
    expect(second.body.html).to.equal(first.body.html);
    const metrics = (await app.get('/metrics')).text;
    expect(metrics).to.match(/lp_render_cache_total\{result="hit"\} [1-9]/);
  });
});

describe('service limits', () => {
  let db: Database;
  before(async () => {
    db = await TEST_DATABASES[0]!.open();
  });
  after(async () => db.close());

  it("429 with Retry-After past the per-key rate limit, in each endpoint's shape", async () => {
    // One token a minute: a slow machine taking a second between requests must not refill one.
    const app = await startTestApp(db, { rateLimit: { perMinute: 1, burst: 2 } });
    try {
      const keys = await app.keys(['example.com']);
      const body = { definition: small, options: { fonts: '[]' } };
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++)
        statuses.push((await app.post('/landing-page/v1/json2html', body, { 'x-secret-key': keys.secretKey })).status);
      expect(statuses).to.deep.equal([200, 200, 429]);
      const limited = await app.post('/landing-page/v1/json2html', body, { 'x-secret-key': keys.secretKey });
      expect(limited.headers.get('retry-after')).to.match(/^[1-9]\d*$/);
      expect(limited.body).to.include({ code: 'rate_limited' });
      const getHtml = { apiKey: keys.apiKey, hostname: 'example.com', ...body };
      await app.post('/landing-page/get-html', getHtml);
      await app.post('/landing-page/get-html', getHtml);
      const limitedGetHtml = await app.post('/landing-page/get-html', getHtml);
      expect(limitedGetHtml.status).to.equal(429);
      expect(limitedGetHtml.body).to.include({ success: false, code: 'rate_limited' });
    } finally {
      await app.close();
    }
  });

  it('failed authentications are limited per client address', async () => {
    const app = await startTestApp(db, { authFailureLimit: { perMinute: 60, burst: 3 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++)
        statuses.push(
          (
            await app.post(
              '/landing-page/v1/json2html',
              {},
              { 'x-secret-key': `sk_${'a'.repeat(12)}_${'b'.repeat(40)}` },
            )
          ).status,
        );
      expect(statuses).to.deep.equal([401, 401, 401, 429]);
    } finally {
      await app.close();
    }
  });

  it('a maximal render stalls neither the event loop nor a small render (default threads)', async function () {
    this.timeout(120_000);
    const app = await startTestApp(db, { render: { timeoutMs: 30_000, maxQueue: 64, cacheBytes: 0 } });
    try {
      const keys = await app.keys(['example.com']);
      const send = (definition: string) =>
        app.post(
          '/landing-page/v1/json2html',
          { definition, options: { fonts: '[]' } },
          { 'x-secret-key': keys.secretKey },
        );
      await Promise.all([send(small), send(small)]); // both threads warm
      const big = maximalDefinition(4_900_000);
      const started = performance.now();
      let bigDone = 0;
      const slow = send(big).then((response) => ((bigDone = performance.now()), response));
      // Wait until the big body is read and rendering (a fixed wait was too short on a loaded machine).
      let health = await app.get('/healthz');
      while (health.body.renders.inFlight < 1 && bigDone === 0 && performance.now() - started < 20_000) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        health = await app.get('/healthz');
      }
      const quickStart = performance.now();
      const quick = await send(small);
      const quickDone = performance.now();
      const response = await slow;
      expect(health.status).to.equal(200);
      expect(health.body.renders.inFlight, 'the big render was still running').to.be.at.least(1);
      expect(quick.status).to.equal(200);
      expect(response.status, response.text.slice(0, 200)).to.equal(200);
      expect(quickDone, 'the small answers came back before the big one').to.be.below(bigDone);
      expect(quickDone - quickStart).to.be.below((bigDone - started) / 3);
    } finally {
      await app.close();
    }
  });

  it('503 render_timeout with a clear message past the render time limit', async function () {
    this.timeout(60_000);
    const app = await startTestApp(db, { render: { threads: 1, timeoutMs: 300, maxQueue: 8, cacheBytes: 0 } });
    try {
      const keys = await app.keys(['example.com']);
      // Until the worker has started, a small render may itself pass 300 ms: wait for it.
      for (let tries = 0; tries < 30; tries++) {
        if (
          (
            await app.post(
              '/landing-page/v1/json2html',
              { definition: small, options: { fonts: '[]' } },
              { 'x-secret-key': keys.secretKey },
            )
          ).status === 200
        )
          break;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      const response = await app.post(
        '/landing-page/v1/json2html',
        { definition: maximalDefinition(4 * 1024 * 1024), options: { fonts: '[]' } },
        { 'x-secret-key': keys.secretKey },
      );
      expect(response.status).to.equal(503);
      expect(response.body.code).to.equal('render_timeout');
      expect(response.body.message).to.match(/longer than the limit of 300 ms/);
      expect(response.headers.get('retry-after')).to.equal('5');
      // The pool replaced the cancelled worker; give the new one time to start.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      const after = await app.post(
        '/landing-page/v1/json2html',
        { definition: small, options: { fonts: '[]' } },
        { 'x-secret-key': keys.secretKey },
      );
      expect(after.status, 'the pool replaced the worker').to.equal(200);
    } finally {
      await app.close();
    }
  });

  it('503 overloaded at once when every thread is busy and the queue is full', async function () {
    this.timeout(60_000);
    const app = await startTestApp(db, { render: { threads: 1, timeoutMs: 30_000, maxQueue: 1, cacheBytes: 0 } });
    try {
      const keys = await app.keys(['example.com']);
      const big = maximalDefinition(1024 * 1024);
      const answers = await Promise.all(
        [0, 1, 2, 3].map(() =>
          app.post(
            '/landing-page/v1/json2html',
            { definition: big, options: { fonts: '[]' } },
            { 'x-secret-key': keys.secretKey },
          ),
        ),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).to.deep.equal([200, 200, 503, 503]);
      const refused = answers.find((answer) => answer.status === 503)!;
      expect(refused.body.code).to.equal('overloaded');
      expect(refused.headers.get('retry-after')).to.equal('2');
    } finally {
      await app.close();
    }
  });

  it('renders waiting for a thread are served first come, first served', async function () {
    this.timeout(60_000);
    const app = await startTestApp(db, { render: { threads: 1, timeoutMs: 30_000, maxQueue: 16, cacheBytes: 0 } });
    try {
      const keys = await app.keys(['example.com']);
      const page = maximalDefinition(256 * 1024);
      const finished: number[] = [];
      const requests = [];
      for (let i = 0; i < 6; i++) {
        requests.push(
          app
            .post(
              '/landing-page/v1/json2html',
              { definition: page, options: { fonts: '[]' }, userId: i },
              { 'x-secret-key': keys.secretKey },
            )
            .then(() => finished.push(i)),
        );
        await new Promise((resolve) => setTimeout(resolve, 15));
      }
      await Promise.all(requests);
      expect(finished).to.deep.equal([0, 1, 2, 3, 4, 5]);
    } finally {
      await app.close();
    }
  });

  it("while draining: 503 shutting_down in each endpoint's shape, /healthz says draining", async () => {
    const app = await startTestApp(db, { isDraining: () => true });
    try {
      const keys = await app.keys(['example.com']);
      const getHtml = await app.post('/landing-page/get-html', {
        apiKey: keys.apiKey,
        hostname: 'example.com',
        definition: small,
        options: { fonts: '[]' },
      });
      expect(getHtml.status).to.equal(503);
      expect(getHtml.body).to.have.property('errorText');
      expect(getHtml.body.code).to.equal('shutting_down');
      expect(getHtml.headers.get('connection')).to.equal('close');
      const json2html = await app.post(
        '/landing-page/v1/json2html',
        { definition: small, options: { fonts: '[]' } },
        { 'x-secret-key': keys.secretKey },
      );
      expect(json2html.status).to.equal(503);
      expect(json2html.body).to.include({ code: 'shutting_down' });
      expect(json2html.body.message).to.be.a('string');
      const health = await app.get('/healthz');
      expect(health.status).to.equal(503);
      expect(health.body.status).to.equal('draining');
      expect((await app.get('/openapi.json')).status).to.equal(503);
    } finally {
      await app.close();
    }
  });
});
