/**
 * Builders for the hostile-input suite: the large and malformed payloads (built as raw JSON text
 * where JSON.stringify could not express them, e.g. an own `__proto__` key or a value nested
 * 100,000 levels deep), and a fetch client with a time bound, so that a service that hangs fails
 * a test instead of stalling the run.
 */
import { gzipSync } from 'node:zlib';
import { readResponse } from '../testing/test-app.ts';

/** A request of the suite: an object body is sent as JSON, a string or bytes as they are. */
export interface HostileRequest {
  readonly method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly path: string;
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
  /** Header names sent more than once (fetch joins them with ", " as HTTP allows). */
  readonly repeatedHeaders?: readonly (readonly [string, string])[];
}

/** A response with its body read (`body` is the parsed JSON, or undefined). */
export interface HostileResponse {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
  // biome-ignore lint/suspicious/noExplicitAny: a parsed JSON answer, read by tests at whatever path they check
  readonly body: any;
}

/** Each request may take this long, body upload and answer included; past it the test fails. */
export const REQUEST_TIME_LIMIT_MS = 30_000;

/** Sends `request` to the service at `baseUrl`, aborting after REQUEST_TIME_LIMIT_MS. */
export async function send(baseUrl: string, request: HostileRequest): Promise<HostileResponse> {
  const raw = typeof request.body === 'string' || request.body instanceof Uint8Array;
  const headers = new Headers(request.body === undefined || raw ? {} : { 'content-type': 'application/json' });
  for (const [name, value] of Object.entries(request.headers ?? {})) headers.set(name, value);
  for (const [name, value] of request.repeatedHeaders ?? []) headers.append(name, value);
  const init: RequestInit = {
    method: request.method ?? 'POST',
    headers,
    signal: AbortSignal.timeout(REQUEST_TIME_LIMIT_MS),
  };
  if (request.body !== undefined) init.body = raw ? (request.body as BodyInit) : JSON.stringify(request.body);
  return readResponse(await fetch(baseUrl + request.path, init));
}

/** JSON text of `levels` nested arrays: `[[[...]]]`. */
export function deepArrays(levels: number): string {
  return '['.repeat(levels) + ']'.repeat(levels);
}

/**
 * JSON text of `object` with `members` (raw JSON text such as `"__proto__":{...}`) added at the
 * end: the way to send keys that an object literal would not keep as its own.
 */
export function withRawMembers(object: Record<string, unknown>, members: string): string {
  const text = JSON.stringify(object);
  return `${text.slice(0, -1)}${text.length > 2 ? ',' : ''}${members}}`;
}

/** A page definition (JSON text) of a million empty objects side by side: 3 MB, one level deep. */
export function millionFlatChildren(): string {
  return `{"tagName":"page","children":[${'{},'.repeat(999_999)}{}]}`;
}

/**
 * A gzip bomb shaped like JSON: `{"a":"<megabytes of spaces>"}` as concatenated gzip members
 * (RFC 1952 allows them, and zlib decompresses them all), about 1 KB per decompressed MB.
 */
export function gzipBomb(megabytes: number): Buffer {
  const spaces = gzipSync(Buffer.alloc(1024 * 1024, 0x20), { level: 9 });
  return Buffer.concat([gzipSync('{"a":"'), ...Array.from({ length: megabytes }, () => spaces), gzipSync('"}')]);
}

/** A hostname of exactly `length` characters that is a subdomain of `domain` (labels of 60). */
export function longSubdomain(domain: string, length: number): string {
  let prefix = '';
  while (prefix.length + domain.length < length)
    prefix += `${'a'.repeat(Math.min(60, length - domain.length - prefix.length - 1))}.`;
  return (prefix + domain).slice(-length);
}
