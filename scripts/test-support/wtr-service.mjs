// A web-test-runner plugin that runs the real rendering service for the editor's browser tests:
// it builds the editor (the service serves its language catalogs), starts `server/main.ts` on a
// free port with a fresh embedded database (whose demo key allows localhost), and serves
// /__lp-service = { url, apiKey } to the tests. No mock: the editor talks to the service.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function waitForHealth(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The service exited with ${child.exitCode} before it was ready.`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The service did not become healthy within ${timeoutMs} ms.`);
}

/** The plugin. */
export function lpService() {
  let child;
  let dataDir;
  let info;
  return {
    name: 'lp-service',
    async serverStart() {
      // LP_TEST_NO_BUILD=1 serves the dist/ already built (a run of a few files while other work
      // is half done); CI and `npm test` always build.
      if (process.env.LP_TEST_NO_BUILD !== '1') {
        const build = spawnSync(process.execPath, ['scripts/build-editor.mjs'], {
          stdio: ['ignore', 'ignore', 'inherit'],
        });
        if (build.status !== 0) throw new Error('The editor build failed (node scripts/build-editor.mjs).');
      }
      dataDir = mkdtempSync(join(tmpdir(), 'lp-wtr-'));
      const port = await freePort();
      // LP_DEMO=1: the demo account even if the runner's environment says NODE_ENV=production.
      const env = { ...process.env, PORT: String(port), LP_DATA_DIR: dataDir, LP_LOG_LEVEL: 'warn', LP_DEMO: '1' };
      delete env.DATABASE_URL; // the embedded database, whose demo account allows localhost
      child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env,
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      const url = `http://localhost:${port}`;
      await waitForHealth(url, child, 60_000);
      const keys = JSON.parse(readFileSync(join(dataDir, 'demo-keys.json'), 'utf8'));
      info = { url, apiKey: keys.apiKey };
    },
    async serverStop() {
      if (child && child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      }
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
    serve(context) {
      if (context.path === '/__lp-service') return { body: JSON.stringify(info), type: 'json' };
      // Stands for a host's custom API endpoint: answers with the headers it received.
      if (context.path === '/__echo-headers') return { body: JSON.stringify(context.request.headers), type: 'json' };
      return undefined;
    },
  };
}
