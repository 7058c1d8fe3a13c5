/**
 * The body shape of an error, per endpoint family, as the spec's tables give them:
 *
 * - `get-html` (and the editor's authorize, which the same browser code calls): 4xx are
 *   `{message, success: false, errors}`; a conversion range error (template_limit, 400) and 5xx
 *   are `{errorText}`.
 * - `v1` (the secret-key endpoints): `{message}` plus `error` (the underlying message) where there
 *   is one; input problems are 422 (not 400) with `errors` saying which field and why.
 * - `service` (health, metrics, docs, admin, unknown routes): `{message, code}`.
 *
 * Every shape also carries `code` (stable, from error-codes.ts) and `requestId`: extra fields,
 * which the spec allows clients to ignore, and which make a report traceable.
 */
import type { ErrorEntry, HttpError } from './error-codes.ts';

export type ErrorStyle = 'get-html' | 'v1' | 'service';

/** The HTTP status on the wire: the v1 endpoints answer input problems with 422. */
export function statusFor(style: ErrorStyle, error: HttpError): number {
  if (style === 'v1' && error.status === 400) return 422;
  return error.status;
}

/** The JSON body for `error` in `style`. */
export function bodyFor(style: ErrorStyle, error: HttpError, requestId: string): Record<string, unknown> {
  const errors: readonly ErrorEntry[] = error.extra.errors ?? [{ path: '', code: error.code, message: error.message }];
  switch (style) {
    case 'get-html':
      if (error.status >= 500 || error.code === 'template_limit')
        return { errorText: error.message, code: error.code, requestId };
      return { message: error.message, success: false, errors, code: error.code, requestId };
    case 'v1': {
      const body: Record<string, unknown> = { message: error.message, code: error.code, requestId };
      if (error.extra.detail !== undefined) body.error = error.extra.detail;
      if (error.status === 400) body.errors = errors;
      return body;
    }
    case 'service':
      return { message: error.message, code: error.code, requestId };
  }
}
