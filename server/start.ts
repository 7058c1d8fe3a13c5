/**
 * Starts the service from the environment: opens the database (the embedded one in LP_DATA_DIR,
 * or PostgreSQL at DATABASE_URL), creates the demo account on a fresh local database, listens on
 * PORT, prints where it is, and stops gracefully on SIGTERM or SIGINT: it stops accepting
 * connections, answers new requests on open connections with 503, lets in-flight requests finish
 * (up to LP_SHUTDOWN_GRACE_MS), writes the buffered usage records, and exits.
 */
import type { AddressInfo } from 'node:net';
import { createApp } from './app.ts';
import { banner } from './banner.ts';
import { loadConfig } from './config.ts';
import { dataFolderWarning, prepareDataFolder, privateFolderCommand } from './data-folder.ts';
import { takeLock } from './data-folder-lock.ts';
import { activeDemoKeys, ensureDemoAccount } from './keys/demo-account.ts';
import { createLogger } from './observability/logger.ts';
import { createServices } from './services.ts';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const logger = createLogger(config.logLevel);
// Before anything is written: every file and folder the process makes is private (data-folder.ts).
const folder = prepareDataFolder(config.dataDir);
const folderWarning = dataFolderWarning(folder);
if (folderWarning !== undefined) {
  console.error(folderWarning);
  logger.warn(
    { dataDir: config.dataDir, sharedEntries: folder.shared, fix: privateFolderCommand(config.dataDir) },
    'data folder readable by other users',
  );
}
let lock: ReturnType<typeof takeLock> | undefined;
try {
  lock = config.databaseUrl === undefined ? takeLock(config.dataDir) : undefined;
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
let draining = false;

const services = await createServices({
  database:
    config.databaseUrl === undefined
      ? { kind: 'pglite', dataDir: `${config.dataDir}/pglite` }
      : { kind: 'postgres', url: config.databaseUrl },
  logger,
  render: config.render,
  bodyLimitBytes: config.bodyLimitBytes,
  bodyInflateRatio: config.bodyInflateRatio,
  rateLimit: config.rateLimit,
  authFailureLimit: config.authFailureLimit,
  keyCacheTtlMs: config.keyCacheTtlMs,
  tokenSecret: config.tokenSecret,
  tokenTtlSeconds: config.tokenTtlSeconds,
  metricsToken: config.metricsToken,
  adminToken: lock?.adminToken,
  trustProxy: config.trustProxy,
  processMetrics: true,
  isDraining: () => draining,
}).catch((error: Error) => {
  lock?.release();
  console.error(`Could not start: ${error.message}`);
  process.exit(1);
});

const demo = config.demo ? await ensureDemoAccount(services.db, config.dataDir) : undefined;
if (!config.demo) {
  // A demo account made by an earlier (local) start still works, from anywhere that claims localhost.
  const leftover = await activeDemoKeys(services.db);
  if (leftover.length > 0) {
    console.error(
      [
        `Warning: this database has a demo account (allowed on localhost) whose keys still work; this start made no demo account. Revoke them:`,
        ...leftover.map((key) => `  npm run keys -- revoke ${key}`),
      ].join('\n'),
    );
    logger.warn({ keys: leftover }, 'demo account keys still active');
  }
}
// The demo page gets the public key only (its secret stays in the data folder).
const app = createApp(demo === undefined ? services : { ...services, demo: { apiKey: demo.apiKey } });
const server = config.host === undefined ? app.listen(config.port) : app.listen(config.port, config.host);
server.requestTimeout = 120_000;
server.headersTimeout = 30_000;
server.keepAliveTimeout = 5_000;

server.on('listening', () => {
  const { port } = server.address() as AddressInfo;
  lock?.publish(port);
  const url = `http://localhost:${port}`;
  console.log(
    banner(
      url,
      services.db.kind === 'pglite' ? `embedded (PGlite) in ${config.dataDir}/pglite` : 'PostgreSQL (DATABASE_URL)',
      demo,
    ),
  );
  logger.info(
    { port, database: services.db.kind, threads: config.render.threads, env: process.env.NODE_ENV },
    'listening',
  );
});
server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `Port ${config.port} is in use: set PORT to another port.`
      : `Server error: ${error.message}`,
  );
  void stop(1);
});

let stopping: Promise<void> | undefined;
function stop(code: number): Promise<void> {
  stopping ??= (async () => {
    draining = true;
    logger.info('shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      logger.warn('grace period over: closing open connections');
      server.closeAllConnections();
    }, config.shutdownGraceMs).unref();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
    clearTimeout(force);
    await services.close();
    lock?.release();
    logger.info('stopped');
    process.exit(code);
  })();
  return stopping;
}

process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));
