/**
 * The editor's start, from the first valid options to "ready" or "failed": authorizing (with the
 * glyphs and the start parts beside it, start-flow.ts), then the options asked for meanwhile, then
 * the verdict. It owns the service client the start creates and the readiness a host awaits
 * (`whenReady()`), so `<lp-editor>` keeps only what it shows.
 */
import { ServiceClient, type Credentials } from '../../api/service-client.ts';
import { serviceBaseUrl } from '../../api/service-url.ts';
import type { Translator } from '../../i18n/translator.ts';
import type { PartLoadError } from '../../lazy/part-load-error.ts';
import type { EditorOptions } from '../../options/options-schema.ts';
import type { FailureReports } from './failure-reports.ts';
import { Readiness } from './readiness.ts';
import { beginStart, type StartOutcome } from './start-flow.ts';

export type StartStatus = 'authorizing' | 'failed' | 'ready';

export interface StartHost {
  /** The options applied now. */
  readonly options: () => EditorOptions;
  readonly texts: () => Translator;
  /** Resolves once the option requests made while authorizing have applied. */
  readonly settled: () => Promise<void>;
  readonly reports: FailureReports;
  /** The start moved on (the element shows `failure` on the failure screen). */
  readonly status: (status: StartStatus, failure?: string) => void;
  /** A start part failed to load; the editor shows the page without it. */
  readonly partFailed: (error: PartLoadError) => void;
  /** The editor is ready: resolves once it shows the page (lp-init follows). */
  readonly shown: () => Promise<void>;
}

export class StartSequence {
  #client: ServiceClient | undefined;
  #ready = new Readiness();
  /** The start failed for a reason the API key and its domains explain (the service refused it). */
  #keyHelp = true;

  constructor(private readonly host: StartHost) {}

  /** The service client, once the start began. */
  get client(): ServiceClient | undefined {
    return this.#client;
  }

  /** Whether the failure screen should point at the API key and its allowed domains. */
  get keyHelp(): boolean {
    return this.#keyHelp;
  }

  /** Settles when the editor is ready, or rejects when it cannot start. */
  get ready(): Promise<void> {
    return this.#ready.promise;
  }

  /** What the service's calls send to identify the editor. */
  credentials(options: EditorOptions = this.host.options()): Credentials {
    const { authorize } = options;
    return {
      apiKey: authorize.apiKey,
      userId: authorize.userId,
      hostname: globalThis.location?.hostname || 'localhost',
    };
  }

  /** Starts with the first valid options; the start settles `ready`. */
  begin(options: EditorOptions): void {
    const base = serviceBaseUrl(options.serviceUrl);
    this.#client = new ServiceClient(base);
    this.host.status('authorizing');
    const authorizing = beginStart(this.#client, this.credentials(options), base);
    // After a refused config, a valid one starts afresh.
    if (this.#ready.settled) this.#ready = new Readiness();
    const ready = this.#ready;
    this.#run(authorizing).then(
      () => ready.resolve(),
      (error: unknown) => ready.reject(error),
    );
  }

  /** Invalid options before any start: the start fails with their reason (no key help). */
  refuse(error: unknown, message: string): void {
    this.#keyHelp = false;
    this.host.status('failed', message);
    this.#ready.reject(error);
  }

  async #run(authorizing: Promise<StartOutcome>): Promise<void> {
    const { authorize: serviceError, glyphs: glyphError, parts: partError } = await authorizing;
    // Options asked for while authorizing apply first: the editor shows itself with them.
    await this.host.settled();
    const { reports } = this.host;
    if (serviceError !== undefined) {
      // Only the service refusing the key (401, 403) is about the key and its domains; anything
      // else is about where the service is (the message says what came back from where).
      this.#keyHelp = serviceError.fromService && (serviceError.status === 401 || serviceError.status === 403);
      this.host.status('failed', serviceError.message);
      reports.failure(
        { source: 'authorize', message: serviceError.message, detail: serviceError.detail },
        {
          code: 'authorize-failed',
          text: this.host.texts().t('notify.authorizeFailed', { reason: serviceError.message }),
          // The failure screen says it: the host hears it (lp-alert), the user is not told twice.
          toast: false,
        },
      );
      throw serviceError;
    }
    if (glyphError !== undefined) reports.network(glyphError.message, undefined, 'icons-failed', { type: 'warning' });
    // Without its workspace the editor still shows the page; the top bar's place says why, with a retry.
    if (partError !== undefined) this.host.partFailed(partError);
    this.host.status('ready');
    await this.host.shown();
  }
}
