/**
 * What the editor benchmark runs beside the browser: the editor build, the service (a child
 * process on a free port with a temporary data folder), and a minimal host page served from this
 * process on another localhost port. Each start returns its stop; stops never throw.
 */
import { spawn } from 'node:child_process';
import { spawnService } from '../../server/testing/spawn-service.ts';
import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/test-support/chromium.mjs';

/** Runs `node <args>` in the repository, output to ours; rejects on a non-zero exit or after `timeoutMs`. */
export function runNode(
  args: readonly string[],
  timeoutMs: number,
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...args], { cwd: ROOT, env, stdio: ['ignore', 'inherit', 'inherit'] });
    const timer = setTimeout(
      () => (child.kill('SIGKILL'), reject(new Error(`node ${args.join(' ')} took more than ${timeoutMs} ms`))),
      timeoutMs,
    );
    child.on('error', (error) => (clearTimeout(timer), reject(error)));
    child.on(
      'exit',
      (code, signal) => (
        clearTimeout(timer),
        code === 0 ? resolve() : reject(new Error(`node ${args.join(' ')} ended with ${signal ?? `code ${code}`}`))
      ),
    );
  });
}

export interface Service {
  readonly url: string;
  readonly apiKey: string;
  stop(): Promise<void>;
}

/**
 * Starts the service as the tests do (server/testing/spawn-service.ts: `node server/main.ts` on a
 * free port with a fresh data folder, the demo key read from its banner).
 */
export async function startService(): Promise<Service> {
  const service = await spawnService({ via: 'node' });
  // A last resort if this process ends without stopping it (an uncaught error, process.exit).
  const killOnExit = () => {
    try {
      process.kill(-service.child.pid!, 'SIGKILL');
    } catch {
      // Already gone.
    }
  };
  process.once('exit', killOnExit);
  return {
    url: service.url,
    apiKey: service.demo.apiKey,
    stop: () => service.stop().finally(() => process.off('exit', killOnExit)),
  };
}

export interface HostPage {
  readonly url: string;
  stop(): Promise<void>;
}

/** Serves the host page (/) and the probe (/probe.js, probe.ts bundled) on a free localhost port. */
export async function startHostPage(serviceUrl: string): Promise<HostPage> {
  const bundled = await build({
    entryPoints: [fileURLToPath(new URL('./probe.ts', import.meta.url))],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'warning',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const probe = bundled.outputFiles[0]!.contents;
  const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>lp-editor benchmark host</title>
<style>html, body { margin: 0; height: 100%; } #host { height: 100vh; }</style>
<script src="${serviceUrl}/lp-editor.js"></script>
<script src="/probe.js"></script>
</head><body><div id="host"></div></body></html>`;
  const server = createHttpServer((request, response) => {
    if (request.url === '/') response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
    else if (request.url === '/probe.js')
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(probe);
    else response.writeHead(404).end();
  });
  // Port 0: the OS picks a free port as the server binds it (no window for another process to take it).
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const stop = () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve())));
  return { url: `http://localhost:${port}/`, stop };
}
