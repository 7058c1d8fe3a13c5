/**
 * A real service for tests: the real database (given), the real worker pool, the real Express
 * app listening on an ephemeral loopback port, and a small fetch client. Nothing is mocked.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createApp } from '../app.ts';
import type { Database } from '../db/database.ts';
import { createAccount, type CreatedKeys } from '../keys/accounts.ts';
import { createLogger } from '../observability/logger.ts';
import { createServices, type ServiceSettings, type Services } from '../services.ts';

/** A running test service. */
export interface TestApp {
  readonly url: string;
  readonly services: Services;
  /** POSTs `body` (an object is sent as JSON; a string or Buffer as is). */
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<TestResponse>;
  get(path: string, headers?: Record<string, string>): Promise<TestResponse>;
  /** Creates an account with keys for `domains`. */
  keys(domains?: string[], expiresAt?: Date): Promise<CreatedKeys>;
  close(): Promise<void>;
}

/** A response with its body read (JSON when it is JSON). */
export interface TestResponse {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
  // biome-ignore lint/suspicious/noExplicitAny: a parsed JSON answer, read by tests at whatever path they check
  readonly body: any;
}

/** Settings a test may change. */
export type TestAppOptions = Partial<Omit<ServiceSettings, 'database'>>;

/** Reads a response's body, as JSON when it is JSON. */
export async function readResponse(response: Response): Promise<TestResponse> {
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, headers: response.headers, text, body };
}

/** Starts a service on `db` (which the caller closes). */
export async function startTestApp(db: Database, options: TestAppOptions = {}): Promise<TestApp> {
  const services = await createServices({
    database: db,
    logger: createLogger(process.env.LP_TEST_LOG_LEVEL ?? 'silent'),
    render: { threads: 1, timeoutMs: 20_000, maxQueue: 64, cacheBytes: 0 },
    bodyLimitBytes: 10 * 1024 * 1024,
    rateLimit: { perMinute: 0, burst: 1 },
    authFailureLimit: { perMinute: 0, burst: 1 },
    keyCacheTtlMs: 0,
    tokenTtlSeconds: 900,
    usageFlushMs: 50,
    ...options,
  });
  const server: Server = createApp(services).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const request = async (method: string, path: string, body: unknown, headers: Record<string, string> = {}) => {
    const raw = typeof body === 'string' || body instanceof Uint8Array;
    const init: RequestInit = {
      method,
      headers: { ...(body === undefined || raw ? {} : { 'content-type': 'application/json' }), ...headers },
    };
    if (body !== undefined) init.body = raw ? (body as BodyInit) : JSON.stringify(body);
    return readResponse(await fetch(url + path, init));
  };
  return {
    url,
    services,
    post: (path, body, headers) => request('POST', path, body, headers),
    get: (path, headers) => request('GET', path, undefined, headers),
    keys: (domains = ['example.com', 'localhost'], expiresAt) => createAccount(db, { domains, expiresAt }),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await services.close();
    },
  };
}
