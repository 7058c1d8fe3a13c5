/**
 * Every error code the service answers with, its HTTP status and what it means: the one catalog.
 * docs/http-api.md shows it as a table generated from here (`npm run docs`), and a test fails when
 * the two drift.
 */
export const ERROR_CODES = {
  invalid_json: {
    status: 400,
    meaning:
      'The body, or a field that holds JSON text (definition, options.fonts, a synced section definition), is not valid JSON.',
  },
  invalid_body: { status: 400, meaning: 'The body is not a JSON object, or was not sent as application/json.' },
  invalid_request: {
    status: 400,
    meaning: 'A field is missing or has the wrong type or size; `errors` names each one.',
  },
  template_invalid: {
    status: 400,
    meaning: 'The definition does not match the template format; `errors` gives the path of each problem.',
  },
  body_limit: {
    status: 400,
    meaning:
      'The body is past a structural limit checked before it is parsed (nesting, items in one object or array, values in all).',
  },
  template_limit: {
    status: 400,
    meaning: 'The definition is past a named limit (size, depth, nodes, keys, items, string length, synced sections).',
  },
  output_too_large: {
    status: 400,
    meaning:
      "The email's HTML, merge tags and conditions written, would be larger than the output limit (maxOutputBytes).",
  },
  invalid_api_key: { status: 401, meaning: 'The public API key is unknown or revoked.' },
  hostname_not_allowed: {
    status: 401,
    meaning: "The hostname (or the Origin header) is not on the key's allowed-domain list, or they disagree.",
  },
  invalid_secret_key: {
    status: 401,
    meaning: 'The X-Secret-Key header is missing, malformed, unknown, wrong, revoked or expired.',
  },
  invalid_token: { status: 401, meaning: 'The editor token is missing, malformed, forged or expired.' },
  forbidden: { status: 403, meaning: 'The admin API was called from another machine or without the admin token.' },
  not_found: {
    status: 404,
    meaning: 'No such endpoint, no such key, or (GET /demo/config.json) no demo account on this instance.',
  },
  method_not_allowed: { status: 405, meaning: 'The endpoint exists but not for this HTTP method.' },
  body_too_large: { status: 413, meaning: 'The body (after decompression) is larger than the body limit.' },
  unsupported_media_type: {
    status: 415,
    meaning: "The body's Content-Encoding or charset is not supported (gzip, deflate, br and UTF-8 are).",
  },
  rate_limited: {
    status: 429,
    meaning:
      'Too many requests for this key from this address (or, before authentication, too many failed requests from this address); Retry-After says when to retry.',
  },
  internal_error: {
    status: 500,
    meaning: 'A bug or an unexpected failure while rendering; the request id identifies it in the logs.',
  },
  overloaded: { status: 503, meaning: 'The render queue is full; Retry-After says when to retry.' },
  render_timeout: { status: 503, meaning: 'The render took longer than the render time limit.' },
  shutting_down: { status: 503, meaning: 'The instance is stopping; retry (a load balancer sends it elsewhere).' },
  editor_not_built: {
    status: 503,
    meaning: 'The editor script has not been built on this instance: run `npm run build` (`npm start` does it first).',
  },
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/** One problem with a request: where (a dotted path into the body, '' for the whole body) and why. */
export interface ErrorEntry {
  readonly path: string;
  readonly code: string;
  readonly message: string;
}

/** The one error type of the service; the error handler writes it in the endpoint's body shape. */
export class HttpError extends Error {
  readonly status: number;
  /** Set when the request's body was left unread: the answer closes the connection. */
  closeConnection = false;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: {
      readonly errors?: readonly ErrorEntry[];
      /** The underlying error's message (json2html's `error` field). */
      readonly detail?: string;
      /** Seconds, for 429 and 503. */
      readonly retryAfter?: number;
      /** Overrides the catalog's status (422 on the v1 endpoints). */
      readonly status?: number;
    } = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.status = extra.status ?? ERROR_CODES[code].status;
  }
}
