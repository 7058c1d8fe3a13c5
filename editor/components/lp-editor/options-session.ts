/**
 * The editor's options as a session: what the host asked for (`config`, the `config` attribute,
 * `setOptions`, merged in call order by option-requests.ts), the UI texts each request fetches, and
 * applying a request once its texts are in (role, locks, the custom API's header, the host
 * attributes). An invalid request changes nothing: lp-error (source `options`) and the reason
 * shown (the failure screen before the start, a notification after).
 */
import type { EditorStore } from '../../store/editor-store.ts';
import type { CustomApiClient, AuthorizationHeader } from '../../api/custom-api.ts';
import { serviceBaseUrl } from '../../api/service-url.ts';
import type { InvalidOptionsError } from '../../options/validate-options.ts';
import type { EditorOptions } from '../../options/options-schema.ts';
import { Translator } from '../../i18n/translator.ts';
import { loadTranslator } from '../../i18n/load-translator.ts';
import type { LpEventDetails } from '../../events.ts';
import { OptionRequests, parseConfigAttribute, type OptionRequest } from './option-requests.ts';
import type { NotificationInput } from './notices.ts';
import type { StartSequence } from './start-sequence.ts';

export interface OptionsSessionHost {
  readonly store: EditorStore;
  readonly customApi: CustomApiClient;
  /** The start (created after the session: it reads the session's options). */
  start(): StartSequence;
  notify(input: NotificationInput): void;
  error(detail: LpEventDetails['lp-error']): void;
  /** A request was applied: the element's theme, language and direction, and the parts' shell, follow. */
  applied(options: EditorOptions, translator: Translator): void;
}

export class OptionsSession {
  #options: EditorOptions | undefined;
  #translator = new Translator('en');
  readonly #requests: OptionRequests<Translator>;

  constructor(private readonly host: OptionsSessionHost) {
    this.#requests = new OptionRequests<Translator>(
      (request) => this.#textsFor(request),
      (request, translator) => this.#apply(request, translator),
    );
  }

  /** The validated options (defaults filled in); undefined before the first request applied. */
  get options(): EditorOptions | undefined {
    return this.#options;
  }

  /** The UI texts of the options applied last (English before). */
  get translator(): Translator {
    return this.#translator;
  }

  /** The options asked for so far, as given (the element's `config`). */
  get requested(): Readonly<Record<string, unknown>> | undefined {
    return this.#requests.requested;
  }

  /** Resolves once every request made so far has applied or failed. */
  settled(): Promise<void> {
    return this.#requests.settled();
  }

  /**
   * Asks for `config`, replacing the options or with `merge` over the ones asked for so far.
   * Validated at once: an invalid value rejects and changes nothing. The first valid request starts
   * the editor (authorizing begins beside the fetch of its texts).
   */
  configure(config: unknown, merge = false): Promise<void> {
    let request: OptionRequest;
    let applied: Promise<void>;
    try {
      ({ request, applied } = this.#requests.request(config, merge));
    } catch (error) {
      return Promise.reject(error);
    }
    const start = this.host.start();
    if (start.client === undefined) start.begin(request.options);
    return applied;
  }

  /** The `config` property's setter: as configure, with a refusal shown rather than thrown. */
  set(config: unknown): void {
    this.configure(config).catch((error: unknown) => this.refuse(error));
  }

  /** The `config` attribute changed to `value` (JSON). */
  setAttribute(value: string): void {
    let config: unknown;
    try {
      config = parseConfigAttribute(value);
    } catch (error) {
      this.refuse(error);
      return;
    }
    this.set(config);
  }

  /** Replaces the header(s) sent to the host's custom endpoints; throws when it is not a header. */
  setHeader(header: AuthorizationHeader | undefined): void {
    this.#requests.setHeader(header);
    this.host.customApi.setAuthorizationHeader(header);
  }

  /** Invalid options: lp-error (source `options`), and the reason shown (the failure screen before the start, a notification after). */
  refuse(error: unknown): void {
    const message = error instanceof Error ? error.message : String(error);
    this.host.error({ source: 'options', message, detail: (error as Partial<InvalidOptionsError>).fields });
    const start = this.host.start();
    if (start.client !== undefined) {
      this.host.notify({ type: 'error', code: 'options-invalid', text: message });
      return;
    }
    start.refuse(error, message);
  }

  /** The UI texts a request asks for (fetched as soon as it is made). */
  #textsFor({ options, languageGiven }: OptionRequest): Promise<Translator> {
    return loadTranslator(options, languageGiven, serviceBaseUrl(options.serviceUrl), (error) =>
      this.host.notify({ type: 'warning', code: 'language-unavailable', text: error.message }),
    );
  }

  /** Applies one request with its texts (option-requests.ts calls it, in call order). */
  #apply({ options }: OptionRequest, translator: Translator): void {
    this.#options = options;
    this.#translator = translator;
    this.host.store.setEditable(options.role !== 'reader');
    this.host.store.setLocks(options.role === 'editor');
    // The header last asked for, which updateApiAuthorizationHeader() may have set after this request.
    this.host.customApi.setAuthorizationHeader(this.#requests.header);
    this.host.applied(options, translator);
  }
}
