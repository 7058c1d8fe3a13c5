/**
 * Requests to the host's own endpoints (the `api` option: AUTOSAVES, CONVERSATIONS,
 * IMAGE_UPLOAD, SAVED_SECTIONS). These, and only these, carry `apiAuthorizationHeader`: a string
 * is sent as `Authorization`, a map as one header per entry (the spec's rules 3 and 4). The
 * header is read at each request, so `updateApiAuthorizationHeader()` takes effect on the next
 * one without re-initializing.
 */
import { ServiceError } from './service-client.ts';

/** The custom endpoints the spec names. */
export type CustomEndpoint = 'AUTOSAVES' | 'CONVERSATIONS' | 'IMAGE_UPLOAD' | 'SAVED_SECTIONS';

export type AuthorizationHeader = string | Readonly<Record<string, string>>;

/** The headers `header` stands for. */
export function authorizationHeaders(header: AuthorizationHeader | undefined): Record<string, string> {
  if (header === undefined) return {};
  return typeof header === 'string' ? { Authorization: header } : { ...header };
}

/** The client for the host's custom endpoints. */
export class CustomApiClient {
  #header: AuthorizationHeader | undefined;

  constructor(
    private readonly endpoints: () => Readonly<Record<string, unknown>> | undefined,
    header: AuthorizationHeader | undefined,
    private readonly fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args),
  ) {
    this.#header = header;
  }

  /** Replaces the authorization header(s) for the next request. */
  setAuthorizationHeader(header: AuthorizationHeader | undefined): void {
    this.#header = header;
  }

  /** The URL the host configured for `endpoint`, if any. */
  urlOf(endpoint: CustomEndpoint): string | undefined {
    const url = this.endpoints()?.[endpoint];
    return typeof url === 'string' && url.length > 0 ? url : undefined;
  }

  /** Sends a request to a configured endpoint; the parsed JSON answer. */
  async request(
    endpoint: CustomEndpoint,
    init: { method?: string; body?: unknown; query?: Record<string, string> } = {},
  ): Promise<unknown> {
    const base = this.urlOf(endpoint);
    if (base === undefined)
      throw new ServiceError(`The ${endpoint} endpoint is not configured (the api option).`, 0, undefined);
    const url = new URL(base, globalThis.location?.href);
    for (const [name, value] of Object.entries(init.query ?? {})) url.searchParams.set(name, value);
    const headers: Record<string, string> = { Accept: 'application/json', ...authorizationHeaders(this.#header) };
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
    // Errors name the URL without its query (which may carry the host's identifiers).
    const tried = `${method} ${url.origin}${url.pathname}`;
    let response: Response;
    try {
      response = await this.fetchImpl(url, {
        method,
        headers,
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      });
    } catch (error) {
      throw new ServiceError(
        `${endpoint}: ${tried}: no answer (${String(error)}; offline, or refused by CORS).`,
        0,
        String(error),
      );
    }
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON: the text is the detail.
    }
    if (!response.ok)
      throw new ServiceError(
        `${endpoint}: ${tried} answered ${response.status} (${response.headers.get('Content-Type')?.split(';')[0] || 'no content type'}).`,
        response.status,
        body,
      );
    return body;
  }
}
