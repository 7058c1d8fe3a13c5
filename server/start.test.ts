/**
 * The service as a user starts it: `npm start` on a fresh data folder, over real HTTP. It builds
 * the editor first and serves it with the demo page; the banner gives the demo page's URL first,
 * then the service's URL, the demo keys and a curl line per endpoint; every endpoint answers with
 * those keys; the docs are served; SIGTERM lets an in-flight render finish and then refuses
 * connections; a second start on the same folder keeps the same demo keys.
 */
import { expect } from 'chai';
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { maximalDefinition } from './testing/maximal-page.ts';
import { spawnService, type SpawnedService } from './testing/spawn-service.ts';

const definition = JSON.stringify({
  tagName: 'page',
  children: [
    { tagName: 'section', children: [{ tagName: 'column', children: [{ tagName: 'text', content: '<p>Hello</p>' }] }] },
  ],
});
/** Any secret key, as `npm run keys` makes them. */
const SECRET_KEY = /sk_[0-9A-Za-z]{12}_[0-9A-Za-z]{40}/;
const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('npm start', function () {
  this.timeout(120_000);
  let service: SpawnedService;

  before(async () => {
    service = await spawnService({ via: 'npm' });
  });
  after(async () => service?.stop());

  it('prints the URL, the demo keys and a curl example for each endpoint', () => {
    const output = service.output();
    expect(service.demo.apiKey).to.match(/^pk_/);
    expect(service.demo.secretKey).to.match(/^sk_/);
    // The secret key is never printed: it is in a file only its user can read.
    expect(output).to.not.include(service.demo.secretKey);
    expect(output).to.not.match(SECRET_KEY);
    expect(output).to.include(join(service.dataDir, 'demo-secret-key'));
    expect(statSync(join(service.dataDir, 'demo-secret-key')).mode & 0o777).to.equal(0o600);
    for (const path of [
      '/landing-page/get-html',
      '/landing-page/v1/json2html',
      '/email/v1/json2html',
      '/editor/v1/authorize',
      '/healthz',
    ])
      expect(output).to.include(`curl -s ${service.url}${path}`);
    expect(output).to.include(`${service.url}/docs/`);
    const demoLine = output.indexOf(`  Open the editor demo: ${service.url}/demo/\n`);
    expect(demoLine).to.be.greaterThan(-1);
    expect(demoLine).to.be.lessThan(output.indexOf('listening on'));
  });

  it('has built the editor and serves it with the demo page, which gets the public key only', async () => {
    const script = await fetch(`${service.url}/lp-editor.js`);
    expect(script.status).to.equal(200);
    expect(script.headers.get('content-type')).to.equal('text/javascript; charset=utf-8');
    expect(await script.text()).to.include('LandingPageEditor');
    expect((await fetch(`${service.url}/demo/`)).status).to.equal(200);
    const config = await fetch(`${service.url}/demo/config.json`);
    const text = await config.text();
    expect(JSON.parse(text)).to.deep.equal({ apiKey: service.demo.apiKey, userId: 'demo-user' });
    expect(text).to.not.include(service.demo.secretKey);
  });

  it('the printed curl examples work as printed', () => {
    const lines = service.output().split('\n');
    const commands: string[] = [];
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i]!.trim();
      if (!line.startsWith('curl ')) continue;
      commands.push(line.endsWith('\\') ? `${line.slice(0, -1)} ${lines[++i]!.trim()}` : line);
    }
    expect(commands).to.have.length(5);
    for (const command of commands) {
      const result = spawnSync('bash', ['-c', `${command} -w '\\n%{http_code}'`], { encoding: 'utf8' });
      expect(result.stdout.trim().split('\n').at(-1), command).to.equal('200');
    }
  });

  it('answers every endpoint with the demo keys, in production mode', async () => {
    const getHtml = await post(`${service.url}/landing-page/get-html`, {
      apiKey: service.demo.apiKey,
      hostname: 'localhost',
      definition,
      options: { fonts: '[]' },
    });
    expect(getHtml.status).to.equal(200);
    const json2html = await post(
      `${service.url}/landing-page/v1/json2html`,
      { definition, options: { fonts: '[]' } },
      { 'x-secret-key': service.demo.secretKey },
    );
    expect(json2html.status).to.equal(200);
    expect(((await json2html.json()) as { html: string }).html).to.equal(
      ((await getHtml.json()) as { html: string }).html,
    );
    const authorize = await post(
      `${service.url}/editor/v1/authorize`,
      { apiKey: service.demo.apiKey, userId: 1, hostname: 'localhost' },
      { origin: 'http://localhost:5173' },
    );
    expect(authorize.status).to.equal(200);
    expect(authorize.headers.get('access-control-allow-origin')).to.equal('http://localhost:5173');
    const bad = await fetch(`${service.url}/landing-page/get-html`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"apiKey": ',
    });
    expect(bad.status).to.equal(400);
    const text = await bad.text();
    expect(text).to.not.match(/<html|at .*\.ts:\d+/); // no Express error page, no stack
    expect((await fetch(`${service.url}/docs/`)).status).to.equal(200);
    expect((await fetch(`${service.url}/metrics`)).status).to.equal(200);
  });

  it('npm run keys manages keys beside the running service (through its admin API)', async () => {
    const env = { ...process.env, LP_DATA_DIR: service.dataDir };
    const created = spawnSync(
      'npm',
      ['run', '--silent', 'keys', '--', 'create', '--domains', 'example.com,localhost', '--expires', '2099-01-01'],
      { encoding: 'utf8', env },
    );
    expect(created.status, created.stderr).to.equal(0);
    const keys = JSON.parse(created.stdout.trim()) as {
      apiKey: string;
      secretKey: string;
      domains: string[];
      expiresAt: string;
    };
    expect(keys.domains).to.deep.equal(['example.com', 'localhost']);
    expect(keys.expiresAt).to.equal('2099-01-01T00:00:00.000Z');
    const ok = await post(
      `${service.url}/landing-page/v1/json2html`,
      { definition, options: { fonts: '[]' } },
      { 'x-secret-key': keys.secretKey },
    );
    expect(ok.status).to.equal(200);

    const list = spawnSync('npm', ['run', '--silent', 'keys', '--', 'list'], { encoding: 'utf8', env });
    expect(list.status).to.equal(0);
    expect(list.stdout).to.include(keys.apiKey);
    expect(list.stdout).to.not.include(keys.secretKey);

    const revoke = spawnSync('npm', ['run', '--silent', 'keys', '--', 'revoke', keys.secretKey], {
      encoding: 'utf8',
      env,
    });
    expect(revoke.status, revoke.stderr).to.equal(0);
    const refused = await post(
      `${service.url}/landing-page/v1/json2html`,
      { definition, options: { fonts: '[]' } },
      { 'x-secret-key': keys.secretKey },
    );
    expect(refused.status).to.equal(401);

    const usage = spawnSync('npm', ['run', '--silent', 'keys', '--', 'create'], { encoding: 'utf8', env });
    expect(usage.status).to.equal(2);
    expect(usage.stderr).to.match(/--domains/);
  });
});

describe('the service process', function () {
  this.timeout(120_000);

  it('on SIGTERM finishes the in-flight render, then refuses new connections and exits 0', async () => {
    const service = await spawnService({ via: 'node' });
    try {
      const big = maximalDefinition(4 * 1024 * 1024);
      const inFlight = post(
        `${service.url}/landing-page/v1/json2html`,
        { definition: big, options: { fonts: '[]' } },
        { 'x-secret-key': service.demo.secretKey },
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      process.kill(service.child.pid!, 'SIGTERM');
      const response = await inFlight;
      expect(response.status).to.equal(200);
      expect(((await response.json()) as { html: string }).html).to.match(/^<!DOCTYPE html>/);
      expect(await service.exited()).to.equal(0);
      const refused = await fetch(`${service.url}/healthz`).then(
        () => 'answered',
        (error: Error) => (error.cause as { code?: string })?.code ?? error.message,
      );
      expect(refused).to.equal('ECONNREFUSED');
    } finally {
      await service.stop();
    }
  });

  it('keeps its data: a second start on the same folder has the same demo keys; two at once are refused', async () => {
    const first = await spawnService({ via: 'node' });
    let second: SpawnedService | undefined;
    try {
      const clash = await spawnService({ via: 'node', dataDir: first.dataDir }).then(
        () => 'started',
        (error: Error) => error.message,
      );
      expect(clash).to.match(/Another service \(pid \d+/);
      await first.stop({ keepData: true });
      second = await spawnService({ via: 'node', dataDir: first.dataDir });
      expect(second.demo).to.deep.equal(first.demo);
    } finally {
      await second?.stop();
      await first.stop();
    }
  });
});

describe('the demo keys of a data folder made before the secret had its own file', function () {
  this.timeout(120_000);

  it('are moved: the secret leaves demo-keys.json for demo-secret-key (0600) and still works', async () => {
    const first = await spawnService({ via: 'node' });
    await first.stop({ keepData: true });
    const keysFile = join(first.dataDir, 'demo-keys.json');
    const { apiKey, domains } = JSON.parse(readFileSync(keysFile, 'utf8')) as { apiKey: string; domains: string[] };
    writeFileSync(keysFile, JSON.stringify({ apiKey, secretKey: first.demo.secretKey, domains }));
    rmSync(join(first.dataDir, 'demo-secret-key'));
    const second = await spawnService({ via: 'node', dataDir: first.dataDir });
    try {
      expect(second.demo).to.deep.equal(first.demo);
      expect(readFileSync(keysFile, 'utf8')).to.not.include(first.demo.secretKey);
      expect(statSync(join(first.dataDir, 'demo-secret-key')).mode & 0o777).to.equal(0o600);
      expect(second.output()).to.not.match(SECRET_KEY);
      const ok = await post(
        `${second.url}/landing-page/v1/json2html`,
        { definition, options: { fonts: '[]' } },
        { 'x-secret-key': second.demo.secretKey },
      );
      expect(ok.status).to.equal(200);
    } finally {
      await second.stop();
      await first.stop();
    }
  });
});

describe('a production start (NODE_ENV=production)', function () {
  this.timeout(120_000);

  it('creates no demo account, says how to create keys, and prints no secret', async () => {
    const service = await spawnService({ via: 'node', env: { NODE_ENV: 'production' } });
    try {
      const output = service.output();
      expect(output).to.include('No demo account');
      expect(output).to.include('npm run keys -- create --domains');
      expect(output).to.not.match(SECRET_KEY);
      expect((await fetch(`${service.url}/demo/config.json`)).status).to.equal(404);
      const list = spawnSync(process.execPath, ['--import', 'tsx', 'server/keys/cli.ts', 'list'], {
        encoding: 'utf8',
        env: { ...process.env, LP_DATA_DIR: service.dataDir },
      });
      expect(list.status, list.stderr).to.equal(0);
      expect(list.stdout).to.not.include('"accountId":"demo"');
    } finally {
      await service.stop();
    }
  });

  it('LP_DEMO=1 turns the demo on; a demo account made before is pointed out, not served, on a production start', async () => {
    const demo = await spawnService({ via: 'node', env: { NODE_ENV: 'production', LP_DEMO: '1' } });
    let production: Awaited<ReturnType<typeof spawnService>> | undefined;
    try {
      expect(demo.demo.apiKey).to.match(/^pk_/);
      expect(demo.demo.secretKey).to.match(SECRET_KEY);
      expect(demo.output()).to.not.match(SECRET_KEY);
      await demo.stop({ keepData: true });
      production = await spawnService({ via: 'node', dataDir: demo.dataDir, env: { NODE_ENV: 'production' } });
      const output = production.output();
      expect(output).to.include(`npm run keys -- revoke ${demo.demo.apiKey}`);
      expect(output).to.not.match(SECRET_KEY);
      expect((await fetch(`${production.url}/demo/config.json`)).status).to.equal(404);
    } finally {
      await production?.stop();
      await demo.stop();
    }
  });
});
