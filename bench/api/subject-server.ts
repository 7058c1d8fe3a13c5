/**
 * The subject of the HTTP benchmark, run in a child process of its own (`fork` from run.ts) so the
 * load generator does not share its event loop: the REAL service, as server/start.ts builds it.
 * `createServices` with the embedded database (PGlite) in the folder the parent gives, the render
 * pool at its default size (one thread per core less one, at least two), the render cache on
 * (64 MB) or off, rate limits off, keys cached for 5 s, a silent logger; then `createApp`,
 * listening on 127.0.0.1 on a free port, with start.ts's server timeouts.
 *
 * Arguments: `<dataDir> cache|no-cache`. When it listens it creates an account and sends
 * `{ port, secretKey, threads }` to the parent. It closes the service and exits on SIGTERM, or
 * when the parent goes away (the IPC channel closes).
 */
import type { AddressInfo } from 'node:net';
import { createApp } from '../../server/app.ts';
import { createAccount } from '../../server/keys/accounts.ts';
import { createLogger } from '../../server/observability/logger.ts';
import { createServices } from '../../server/services.ts';

/** What the subject sends its parent when it is ready. */
export interface SubjectReady {
  readonly port: number;
  readonly secretKey: string;
  readonly threads: number;
}

const [dataDir, cacheArg] = process.argv.slice(2);
if (dataDir === undefined || (cacheArg !== 'cache' && cacheArg !== 'no-cache') || process.send === undefined) {
  console.error('usage: fork subject-server.ts <dataDir> cache|no-cache (with an IPC channel)');
  process.exit(2);
}

const services = await createServices({
  database: { kind: 'pglite', dataDir },
  logger: createLogger('silent'),
  // The pool's default threads, as the service's configuration gives it, unless LP_RENDER_THREADS
  // says otherwise (to compare pool sizes).
  render: {
    ...(process.env.LP_RENDER_THREADS ? { threads: Number(process.env.LP_RENDER_THREADS) } : {}),
    timeoutMs: 10_000,
    maxQueue: 256,
    cacheBytes: cacheArg === 'cache' ? 64 * 1024 * 1024 : 0,
  },
  bodyLimitBytes: 10 * 1024 * 1024,
  rateLimit: { perMinute: 0, burst: 1 },
  authFailureLimit: { perMinute: 0, burst: 1 },
  keyCacheTtlMs: 5_000,
  tokenTtlSeconds: 900,
  processMetrics: true,
});
const { secretKey } = await createAccount(services.db, { domains: ['example.com'] });

const server = createApp(services).listen(0, '127.0.0.1');
server.requestTimeout = 120_000;
server.headersTimeout = 30_000;
server.keepAliveTimeout = 5_000;
await new Promise<void>((resolve, reject) => {
  server.once('listening', resolve);
  server.once('error', reject);
});

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await services.close();
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('disconnect', () => void stop());

const ready: SubjectReady = {
  port: (server.address() as AddressInfo).port,
  secretKey,
  threads: services.renderPool.load.threads,
};
process.send(ready);
