/**
 * What the editor benchmark runs beside the browser: the editor build, the service (a child
 * process on a free port with a temporary data folder), and a minimal host page served from this
 * process on another localhost port. Each start returns its stop; stops never throw.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Runs `node <args>` in the repository, output to ours; rejects on a non-zero exit or after `timeoutMs`. */
export function runNode(args: readonly string[], timeoutMs: number, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...args], { cwd: ROOT, env, stdio: ['ignore', 'inherit', 'inherit'] });
    const timer = setTimeout(() => (child.kill('SIGKILL'), reject(new Error(`node ${args.join(' ')} took more than ${timeoutMs} ms`))), timeoutMs);
    child.on('error', (error) => (clearTimeout(timer), reject(error)));
    child.on('exit', (code, signal) => (clearTimeout(timer), code === 0 ? resolve() : reject(new Error(`node ${args.join(' ')} ended with ${signal ?? `code ${code}`}`))));
  });
}

/** A free TCP port on loopback (asked of the OS, then released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface Service {
  readonly url: string;
  readonly apiKey: string;
  stop(): Promise<void>;
}

/** Starts the service (`node --import tsx server/main.ts`) and waits until /healthz answers 200. */
export async function startService(timeoutMs = 90_000): Promise<Service> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(os.tmpdir(), 'lp-bench-editor-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), LP_DATA_DIR: dataDir, LP_LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // A last resort if this process ends without stopping it (an uncaught error, process.exit).
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  let output = '';
  child.stdout!.on('data', (chunk) => (output = (output + chunk).slice(-20_000)));
  child.stderr!.on('data', (chunk) => (output = (output + chunk).slice(-20_000)));
  const stop = () => stopChild(child).finally(() => rmSync(dataDir, { recursive: true, force: true }));
  const url = `http://localhost:${port}`;
  try {
    const started = Date.now();
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the service exited (${child.signalCode ?? `code ${child.exitCode}`}):\n${output}`);
      if (Date.now() - started > timeoutMs) throw new Error(`the service did not answer /healthz within ${timeoutMs} ms:\n${output}`);
      const ok = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) }).then((r) => r.ok, () => false);
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const { apiKey } = JSON.parse(readFileSync(join(dataDir, 'demo-keys.json'), 'utf8')) as { apiKey: string };
    return { url, apiKey, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** SIGTERM, then SIGKILL after `graceMs`; resolves once the child has exited. */
function stopChild(child: ChildProcess, graceMs = 5000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => (clearTimeout(kill), resolve()));
    child.kill('SIGTERM');
  });
}

export interface HostPage {
  readonly url: string;
  stop(): Promise<void>;
}

/** Serves the host page (/) and the probe (/probe.js, probe.ts bundled) on a free localhost port. */
export async function startHostPage(serviceUrl: string): Promise<HostPage> {
  const bundled = await build({ entryPoints: [fileURLToPath(new URL('./probe.ts', import.meta.url))], bundle: true, format: 'iife', platform: 'browser', target: 'es2022', write: false, logLevel: 'warning', define: { 'process.env.NODE_ENV': '"production"' } });
  const probe = bundled.outputFiles[0]!.contents;
  const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>lp-editor benchmark host</title>
<style>html, body { margin: 0; height: 100%; } #host { height: 100vh; }</style>
<script src="${serviceUrl}/lp-editor.js"></script>
<script src="/probe.js"></script>
</head><body><div id="host"></div></body></html>`;
  const server = createHttpServer((request, response) => {
    if (request.url === '/') response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
    else if (request.url === '/probe.js') response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(probe);
    else response.writeHead(404).end();
  });
  const port = await freePort();
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
  const stop = () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve())));
  return { url: `http://localhost:${port}/`, stop };
}
