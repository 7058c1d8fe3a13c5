/**
 * How `<lp-editor>` reports what went wrong: the host hears it (lp-error) and the user is told
 * (lp-alert, and a toast unless the editor already says it in a place of its own). One place, so
 * every failure reads the same way whether it came from the start, a load, a save or a part.
 */
import type { LpEventDetails } from '../../events.ts';
import type { Translator } from '../../i18n/translator.ts';
import { ServiceError } from '../../api/service-client.ts';
import type { NotificationInput } from './notices.ts';
import { saveNotice, type SaveResult } from './save-flow.ts';
import type { TemplateLoadError } from './template-input.ts';

export interface FailureReportsDeps {
  /** Fires lp-error (nothing after dispose). */
  readonly error: (detail: LpEventDetails['lp-error']) => void;
  /** Fires lp-alert and shows the notice (notices.ts). */
  readonly notify: (input: NotificationInput, options: { toast: boolean }) => void;
  /** The UI texts in use now. */
  readonly texts: () => Translator;
}

export interface NoticeOptions {
  readonly type?: 'error' | 'warning';
  readonly toast?: boolean;
}

export class FailureReports {
  constructor(private readonly deps: FailureReportsDeps) {}

  /** A failure the host hears (lp-error) and the user is told of (lp-alert, and a toast unless `toast` is false). */
  failure(
    error: LpEventDetails['lp-error'],
    { toast = true, type = 'error', ...notice }: { code: string; text: string } & NoticeOptions,
  ): void {
    this.deps.error(error);
    this.deps.notify({ type, ...notice }, { toast });
  }

  /** A template `load()` refused: lp-error (source `templateLoad`, the renderer's issues as its detail) and why, in words. */
  templateRefused(error: TemplateLoadError): void {
    this.failure(
      { source: 'templateLoad', message: error.message, detail: error.detail },
      { code: 'template-invalid', text: this.deps.texts().t('notify.templateInvalid', { reason: error.message }) },
    );
  }

  /** A request that failed on the network or at the service: lp-error (source `network`) and a "network error" notice. */
  network(message: string, detail: unknown, code: string, options: NoticeOptions = {}): void {
    const text = this.deps.texts().t('notify.networkError', { reason: message });
    this.failure({ source: 'network', message, detail }, { code, text, ...options });
  }

  /** How a save ended, as a notice; a render the service refused is also an lp-error. */
  save(result: SaveResult): void {
    const notice = saveNotice(result, this.deps.texts());
    const { error } = result as { error?: unknown };
    if (result.status === 'render-failed' && error instanceof ServiceError)
      this.deps.error({ source: 'network', message: error.message, detail: error.detail });
    this.deps.notify(notice, { toast: true });
  }
}
