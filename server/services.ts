/**
 * Builds everything createApp needs from the settings, and takes it down again in the right
 * order. start.ts uses it for the real service; the tests use it with small limits.
 */
import { hostname as machineName } from 'node:os';
import { KeyStore } from './auth/key-store.ts';
import { tokenSecret } from './auth/editor-token.ts';
import type { Database, DatabaseLocation } from './db/database.ts';
import { openDatabase } from './db/open.ts';
import type { AppDeps } from './deps.ts';
import type { RateLimit } from './http/rate-limit.ts';
import type { Logger } from './observability/logger.ts';
import { Metrics } from './observability/metrics.ts';
import { RenderPool, type RenderPoolOptions } from './render/render-pool.ts';
import { UsageRecorder } from './usage/usage-recorder.ts';

/** What createServices needs. */
export interface ServiceSettings {
  readonly database: DatabaseLocation | Database;
  readonly logger: Logger;
  readonly render: RenderPoolOptions;
  readonly bodyLimitBytes: number;
  readonly bodyInflateRatio?: number;
  readonly rateLimit: RateLimit;
  readonly authFailureLimit: RateLimit;
  readonly keyCacheTtlMs: number;
  readonly tokenSecret?: string | undefined;
  readonly tokenTtlSeconds: number;
  readonly metricsToken?: string | undefined;
  readonly adminToken?: string | undefined;
  readonly trustProxy?: boolean | number | string | undefined;
  readonly processMetrics?: boolean;
  readonly usageFlushMs?: number;
  readonly isDraining?: () => boolean;
  readonly demo?: { readonly apiKey: string } | undefined;
  readonly editorDistDir?: string | undefined;
}

/** The dependencies, plus `close()` that flushes usage and closes the pool and the database. */
export type Services = AppDeps & { close(): Promise<void> };

/** Opens the database (running migrations), starts the render pool and wires the rest. */
export async function createServices(settings: ServiceSettings): Promise<Services> {
  const ownsDatabase = 'kind' in settings.database && !('query' in settings.database);
  const db = ownsDatabase ? await openDatabase(settings.database as DatabaseLocation) : (settings.database as Database);
  const metrics = new Metrics();
  if (settings.processMetrics) metrics.withProcessMetrics();
  const renderPool = new RenderPool(settings.render);
  const usage = new UsageRecorder(db, settings.logger, `${machineName()}:${process.pid}`, {
    flushMs: settings.usageFlushMs ?? 1_000,
    batchSize: 200,
  });
  return {
    db,
    keys: new KeyStore(db, settings.keyCacheTtlMs),
    renderPool,
    usage,
    logger: settings.logger,
    metrics,
    tokenSecret: await tokenSecret(db, settings.tokenSecret),
    limits: {
      bodyLimitBytes: settings.bodyLimitBytes,
      ...(settings.bodyInflateRatio === undefined ? {} : { bodyInflateRatio: settings.bodyInflateRatio }),
      rateLimit: settings.rateLimit,
      authFailureLimit: settings.authFailureLimit,
      tokenTtlSeconds: settings.tokenTtlSeconds,
    },
    metricsToken: settings.metricsToken,
    adminToken: settings.adminToken,
    trustProxy: settings.trustProxy,
    demo: settings.demo,
    editorDistDir: settings.editorDistDir,
    ...(settings.isDraining ? { isDraining: settings.isDraining } : {}),
    async close() {
      await renderPool.close();
      await usage.flush();
      if (ownsDatabase) await db.close();
    },
  };
}
