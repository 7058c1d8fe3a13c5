/** Request validation: a zod schema over the parsed body, failures as one HttpError with every field named. */
import type { z } from 'zod';
import { formatPath } from '../../renderer/index.ts';
import { HttpError, type ErrorEntry } from './error-codes.ts';

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let value = root;
  for (const key of path) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** The body as a plain object, or an HttpError for anything else (an array, nothing, a non-JSON type). */
export function requireObjectBody(body: unknown): Record<string, unknown> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new HttpError('invalid_body', 'The body must be a JSON object, sent with Content-Type: application/json.');
  }
  return body as Record<string, unknown>;
}

/** Parses `body` with `schema`; throws `invalid_request` listing every problem (at most 50). */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(requireObjectBody(body));
  if (result.success) return result.data;
  const errors: ErrorEntry[] = result.error.issues.slice(0, 50).map((issue) => {
    const path = formatPath(issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part)));
    const missing = valueAt(body, issue.path) === undefined;
    return missing
      ? { path, code: 'required', message: `${path} is required` }
      : { path, code: issue.code, message: `${path}: ${issue.message}` };
  });
  const first = errors[0];
  throw new HttpError(
    'invalid_request',
    `Invalid request: ${first ? first.message : 'the body does not match'}${errors.length > 1 ? ` (and ${errors.length - 1} more)` : ''}`,
    { errors },
  );
}
