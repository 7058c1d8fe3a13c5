/**
 * The editor's calls to its own service: authorize on start, get-html on save. Only these two
 * go to the service; neither ever carries the host's `apiAuthorizationHeader` (the spec's rule 4),
 * which belongs to the host's custom endpoints alone (see custom-api.ts).
 *
 * Every failure comes back as a ServiceError with what the editor needs for `onEditorError`:
 * the HTTP status (0 when the request never got an answer), a message that names the URL tried and
 * what came back, the response body as `detail`, and whether the answer was the service's own.
 * An answer that is not the service's (an app's 404 page, an app's HTML fallback answering 200:
 * what an ES module bundled into a host app gets from the app's origin without `serviceUrl`) is a
 * failure that says so, never an authorization.
 */

/** A failed call to the service. */
export class ServiceError extends Error {
  constructor(
    message: string,
    /** HTTP status, or 0 when no answer came (offline, DNS, CORS refused, aborted). */
    readonly status: number,
    /** The response body (parsed JSON when it was JSON), or the underlying error. */
    readonly detail: unknown,
    /** The answer was the service's own (its JSON error shape): about the key or the request, not about where the service is. */
    readonly fromService = false,
  ) {
    super(message);
    this.name = 'ServiceError';
  }

  /** `error` as a ServiceError: itself, or one with status 0 (no answer) around it. */
  static from(error: unknown): ServiceError {
    return error instanceof ServiceError ? error : new ServiceError(String(error), 0, undefined);
  }
}

/** What a host that reached something else than the service should check. */
const WHERE_HINT =
  "Is this the editor's service? Set the serviceUrl option to its address (an ES module bundled into your app otherwise calls your app's own origin).";

/** How many characters of an unexpected body a message quotes. */
const QUOTED_BODY_CHARS = 120;

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

/** A response's body: its JSON when it is JSON (by its type and its text), else its text. */
async function readBody(response: Response): Promise<{ json: boolean; body: unknown }> {
  const text = await response.text();
  if (!/\bjson\b/i.test(response.headers.get('Content-Type') ?? '')) return { json: false, body: text };
  try {
    return { json: true, body: JSON.parse(text) as unknown };
  } catch {
    return { json: false, body: text };
  }
}

/** The service's own error message in `body` (its error shapes: `{message, code}`, `{errorText}`), if it is one. */
function serviceMessage(body: unknown): string | undefined {
  if (body === null || typeof body !== 'object') return undefined;
  const { message, errorText } = body as { message?: unknown; errorText?: unknown };
  if (typeof message === 'string' && message) return message;
  if (typeof errorText === 'string' && errorText) return errorText;
  return undefined;
}

/** "text/html, "<!doctype html>…"": what came back, in a few words. */
function describeAnswer(response: Response, body: unknown): string {
  const type = response.headers.get('Content-Type')?.split(';')[0]?.trim() || 'no content type';
  const text = (typeof body === 'string' ? body : (JSON.stringify(body) ?? '')).replace(/\s+/g, ' ').trim();
  if (text === '') return `${type}, empty`;
  return `${type}, "${text.length > QUOTED_BODY_CHARS ? `${text.slice(0, QUOTED_BODY_CHARS)}…` : text}"`;
}

/** The client for one service base URL. */
export class ServiceClient {
  constructor(
    readonly baseUrl: string,
    private readonly fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args),
  ) {}

  /** POST /editor/v1/authorize. */
  authorize(credentials: Credentials): Promise<Authorization> {
    return this.#post<Authorization>(
      '/editor/v1/authorize',
      credentials,
      (body) => typeof (body as Partial<Authorization> | null)?.token === 'string',
    );
  }

  /** POST /landing-page/get-html: the publish HTML of a page, as the service renders it. */
  async getHtml(credentials: Credentials, request: RenderRequest): Promise<string> {
    const body = await this.#post<{ html: string }>(
      '/landing-page/get-html',
      {
        apiKey: credentials.apiKey,
        hostname: credentials.hostname,
        userId: credentials.userId,
        definition: request.definition,
        options: { minify: request.minify, fonts: JSON.stringify(request.fonts) },
      },
      (answer) => typeof (answer as { html?: unknown } | null)?.html === 'string',
    );
    return body.html;
  }

  /** POSTs `payload` as JSON to `path`; the answer when it is a 2xx JSON body that `expected` accepts, else a ServiceError saying what came back. */
  async #post<T>(path: string, payload: unknown, expected: (body: unknown) => boolean): Promise<T> {
    const url = `${this.baseUrl}${path}`;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
    let response: Response;
    try {
      response = await this.fetchImpl(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(payload),
        signal: controller.signal,
        credentials: 'omit',
      });
    } catch (error) {
      const timedOut = controller.signal.aborted;
      const what = timedOut
        ? `no answer within ${REQUEST_TIMEOUT_MS / 1000} s`
        : `no answer (${String(error)}; offline, or refused by CORS)`;
      throw new ServiceError(`POST ${url}: ${what}. ${WHERE_HINT}`, 0, String(error));
    } finally {
      clearTimeout(timer);
    }
    const { json, body } = await readBody(response);
    const own = json ? serviceMessage(body) : undefined;
    if (!response.ok && own !== undefined) {
      // The service's 404: a serviceUrl with a wrong path.
      const hint = response.status === 404 ? ` ${WHERE_HINT}` : '';
      throw new ServiceError(`${own} (POST ${url} answered ${response.status})${hint}`, response.status, body, true);
    }
    if (!response.ok || !json || !expected(body)) {
      throw new ServiceError(
        `POST ${url} answered ${response.status} (${describeAnswer(response, body)}), not what the editor's service answers. ${WHERE_HINT}`,
        response.status,
        body,
      );
    }
    return body as T;
  }
}
