/**
 * The editor's calls to its own service: authorize on start, get-html on save. Only these two
 * go to the service; neither ever carries the host's `apiAuthorizationHeader` (the spec's rule 4),
 * which belongs to the host's custom endpoints alone (see custom-api.ts).
 *
 * Every failure comes back as a ServiceError with what the editor needs for `onEditorError`:
 * the HTTP status (0 when the request never got an answer), a human-readable message, and the
 * response body as `detail`.
 */

/** A failed call to the service. */
export class ServiceError extends Error {
  constructor(
    message: string,
    /** HTTP status, or 0 when no answer came (offline, DNS, CORS refused, aborted). */
    readonly status: number,
    /** The response body (parsed JSON when it was JSON), or the underlying error. */
    readonly detail: unknown,
  ) {
    super(message);
    this.name = 'ServiceError';
  }

  /** `error` as a ServiceError: itself, or one with status 0 (no answer) around it. */
  static from(error: unknown): ServiceError {
    return error instanceof ServiceError ? error : new ServiceError(String(error), 0, undefined);
  }
}

/** What authorize answers. */
export interface Authorization {
  readonly token: string;
  readonly expiresAt: string;
  readonly accountId: string;
  readonly userId: string;
  readonly features: Readonly<Record<string, boolean>>;
}

/** Who calls: the spec's `authorize` option plus the page's hostname. */
export interface Credentials {
  readonly apiKey: string;
  readonly userId: string | number;
  readonly hostname: string;
}

/** What get-html needs besides the credentials. */
export interface RenderRequest {
  readonly definition: string;
  readonly minify: boolean;
  readonly fonts: readonly { label: string; style: string; url?: string }[];
}

/** How long the editor waits for an answer before it reports a network error. */
export const REQUEST_TIMEOUT_MS = 30_000;

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function messageOf(body: unknown, fallback: string): string {
  if (body !== null && typeof body === 'object') {
    const { message, errorText } = body as { message?: unknown; errorText?: unknown };
    if (typeof message === 'string' && message) return message;
    if (typeof errorText === 'string' && errorText) return errorText;
  }
  return fallback;
}

/** The client for one service base URL. */
export class ServiceClient {
  constructor(
    readonly baseUrl: string,
    private readonly fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args),
  ) {}

  /** POST /editor/v1/authorize. */
  authorize(credentials: Credentials): Promise<Authorization> {
    return this.#post<Authorization>('/editor/v1/authorize', credentials);
  }

  /** POST /landing-page/get-html: the publish HTML of a page, as the service renders it. */
  async getHtml(credentials: Credentials, request: RenderRequest): Promise<string> {
    const body = await this.#post<{ html: string }>('/landing-page/get-html', {
      apiKey: credentials.apiKey,
      hostname: credentials.hostname,
      userId: credentials.userId,
      definition: request.definition,
      options: { minify: request.minify, fonts: JSON.stringify(request.fonts) },
    });
    if (typeof body?.html !== 'string') throw new ServiceError('The service answered without HTML.', 200, body);
    return body.html;
  }

  async #post<T>(path: string, payload: unknown): Promise<T> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
    let response: Response;
    try {
      response = await this.fetchImpl(`${this.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(payload),
        signal: controller.signal,
        credentials: 'omit',
      });
    } catch (error) {
      const timedOut = controller.signal.aborted;
      throw new ServiceError(timedOut ? `The service did not answer within ${REQUEST_TIMEOUT_MS / 1000} s.` : `Could not reach the service at ${this.baseUrl}.`, 0, String(error));
    } finally {
      clearTimeout(timer);
    }
    const body = await readBody(response);
    if (!response.ok) throw new ServiceError(messageOf(body, `The service answered ${response.status}.`), response.status, body);
    return body as T;
  }
}
