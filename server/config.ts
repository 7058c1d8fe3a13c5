/**
 * The service's settings, from the environment, each with its default: the one place they are
 * read. docs/http-api.md ("Configuration") lists them; a bad value stops the start with a message
 * naming the variable.
 */
import { resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_INFLATE_RATIO } from './http/body-reader.ts';
import { DEFAULT_RENDER_CPU_MS, DEFAULT_RENDER_THREADS } from './render/render-pool.ts';

const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const flag = z
  .enum(['0', '1', 'true', 'false', 'on', 'off'])
  .transform((value) => value === '1' || value === 'true' || value === 'on');

// Express's `trust proxy`: true/false, a hop count, or addresses and subnets (loopback, 10.0.0.0/8, ...).
const trustProxy = z
  .string()
  .regex(/^(true|false|\d{1,2}|[0-9A-Za-z.:/,\s]+)$/, 'true, false, a hop count, or comma-separated addresses/subnets')
  .transform((value): boolean | number | string =>
    value === 'true' ? true : value === 'false' ? false : /^\d+$/.test(value) ? Number(value) : value,
  );

const environment = z.object({
  PORT: int(0, 65_535).default(3000),
  HOST: z.string().min(1).optional(),
  LP_DATA_DIR: z.string().min(1).default('data'),
  DATABASE_URL: z.string().url().optional(),
  LP_BODY_LIMIT_MB: int(1, 100).default(10),
  LP_BODY_INFLATE_RATIO: int(2, 10_000).default(DEFAULT_INFLATE_RATIO),
  LP_RATE_LIMIT_PER_MINUTE: int(0, 10_000_000).default(600),
  LP_RATE_LIMIT_BURST: int(1, 1_000_000).default(100),
  LP_AUTH_FAILURES_PER_MINUTE: int(0, 1_000_000).default(60),
  LP_RENDER_THREADS: int(1, 64).default(DEFAULT_RENDER_THREADS),
  LP_RENDER_TIMEOUT_MS: int(100, 600_000).default(10_000),
  LP_RENDER_CPU_MS: int(100, 600_000).default(DEFAULT_RENDER_CPU_MS),
  LP_RENDER_QUEUE: int(1, 100_000).default(256),
  LP_RENDER_CACHE_MB: int(0, 4_096).default(64),
  LP_KEY_CACHE_TTL_MS: int(0, 3_600_000).default(5_000),
  LP_TOKEN_SECRET: z.string().min(32, 'at least 32 characters').optional(),
  LP_TOKEN_TTL_SECONDS: int(60, 86_400).default(900),
  LP_METRICS_TOKEN: z.string().min(16).optional(),
  LP_TRUST_PROXY: trustProxy.optional(),
  LP_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LP_DEMO: flag.optional(),
  LP_SHUTDOWN_GRACE_MS: int(0, 600_000).default(25_000),
});

/** The settings, typed. */
export interface ServiceConfig {
  readonly port: number;
  readonly host: string | undefined;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  readonly bodyLimitBytes: number;
  /** Decoded bytes a compressed body may reach per byte received, past the first MiB. */
  readonly bodyInflateRatio: number;
  readonly rateLimit: { readonly perMinute: number; readonly burst: number };
  readonly authFailureLimit: { readonly perMinute: number; readonly burst: number };
  readonly render: {
    readonly threads: number;
    readonly timeoutMs: number;
    readonly cpuMs: number;
    readonly maxQueue: number;
    readonly cacheBytes: number;
  };
  readonly keyCacheTtlMs: number;
  readonly tokenSecret: string | undefined;
  readonly tokenTtlSeconds: number;
  readonly metricsToken: string | undefined;
  readonly trustProxy: boolean | number | string | undefined;
  readonly logLevel: string;
  /** Create the demo account (default: on with the embedded database, off with DATABASE_URL or NODE_ENV=production). */
  readonly demo: boolean;
  readonly shutdownGraceMs: number;
}

/** Reads the settings from `env`; throws an Error naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServiceConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = environment.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.LP_DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    bodyLimitBytes: e.LP_BODY_LIMIT_MB * 1024 * 1024,
    bodyInflateRatio: e.LP_BODY_INFLATE_RATIO,
    rateLimit: { perMinute: e.LP_RATE_LIMIT_PER_MINUTE, burst: e.LP_RATE_LIMIT_BURST },
    authFailureLimit: {
      perMinute: e.LP_AUTH_FAILURES_PER_MINUTE,
      burst: Math.max(1, Math.min(e.LP_AUTH_FAILURES_PER_MINUTE, 20)),
    },
    render: {
      threads: e.LP_RENDER_THREADS,
      timeoutMs: e.LP_RENDER_TIMEOUT_MS,
      cpuMs: e.LP_RENDER_CPU_MS,
      maxQueue: e.LP_RENDER_QUEUE,
      cacheBytes: e.LP_RENDER_CACHE_MB * 1024 * 1024,
    },
    keyCacheTtlMs: e.LP_KEY_CACHE_TTL_MS,
    tokenSecret: e.LP_TOKEN_SECRET,
    tokenTtlSeconds: e.LP_TOKEN_TTL_SECONDS,
    metricsToken: e.LP_METRICS_TOKEN,
    trustProxy: e.LP_TRUST_PROXY,
    logLevel: e.LP_LOG_LEVEL,
    // A production start (NODE_ENV=production, as the operator sets it) makes no demo account unless LP_DEMO asks.
    demo: e.LP_DEMO ?? (e.DATABASE_URL === undefined && env.NODE_ENV !== 'production'),
    shutdownGraceMs: e.LP_SHUTDOWN_GRACE_MS,
  };
}
