/**
 * `<lp-editor>`: the whole editor in one element, in its own shadow root (neither the host's CSS
 * nor the editor's leaks across). Give it `config` (the spec's options) and listen to its lp-*
 * events, or use the `LandingPageEditor` loader, which maps those events to the spec's callbacks.
 *
 * @fires lp-init, lp-loaded, lp-save, lp-save-and-close, lp-undo-change, lp-redo-change,
 *   lp-unsaved-change, lp-preview, lp-preview-close, lp-alert, lp-close, lp-error,
 *   lp-open-file-manager, lp-image-delete, lp-open-custom-block-dialog, lp-template-rename
 * @cssprop --lp-accent, --lp-bg, --lp-surface, --lp-text, ... (theme/tokens.ts; docs/editor-api.md)
 * @csspart viewport - the canvas's scroll area
 */
import { LitElement, html, nothing } from 'lit';
import { ContextProvider } from '@lit/context';
import type { PageDefinition } from '../../../renderer/index.ts';
import { shellContext, type EditorShell, type ViewDevice } from '../../context/editor-context.ts';
import { LpEvent, type EditorNotification, type LpEventDetails, type LpEventName } from '../../events.ts';
import { EditorStore } from '../../store/editor-store.ts';
import { ServiceClient, ServiceError, type Credentials } from '../../api/service-client.ts';
import { CustomApiClient, type AuthorizationHeader } from '../../api/custom-api.ts';
import { serviceBaseUrl } from '../../api/service-url.ts';
import { validateOptions } from '../../options/validate-options.ts';
import type { EditorOptions } from '../../options/options-schema.ts';
import { Translator } from '../../i18n/translator.ts';
import { loadTranslator } from '../../i18n/load-translator.ts';
import { connectHistoryCallbacks } from '../../loader/store-callbacks.ts';
import { handleShortcut } from '../shortcuts.ts';
import { tokens } from '../../theme/tokens.ts';
import { controls } from '../../theme/controls.ts';
import { editorStyles } from './lp-editor.styles.ts';
import { readTemplate, TemplateLoadError } from './template-input.ts';
import { publishRequest, runSave, type SaveResult } from './save-flow.ts';
import { beginStart, type StartOutcome } from './start-flow.ts';
import { icon } from '../icons.ts';
import type { LpCanvas } from '../canvas/lp-canvas.ts';
import '../canvas/lp-canvas.ts';
import '../top-bar/lp-top-bar.ts';
import '../window-bar/lp-window-bar.ts';
import '../selection-panel/lp-selection-panel.ts';
import '../add-menu/lp-add-menu.ts';
import '../preview/lp-preview.ts';
import '../notifications/lp-notifications.ts';

const EMPTY_PAGE: PageDefinition = { tagName: 'page', children: [] } as PageDefinition;

type Status = 'idle' | 'authorizing' | 'ready' | 'failed';

/** The editor element. */
export class LpEditor extends LitElement {
  static override styles = [tokens, controls, editorStyles];
  static override properties = {
    _status: { state: true },
    _failure: { state: true },
    _device: { state: true },
    _saving: { state: true },
    _preview: { state: true },
    _addOpen: { state: true },
    _notifications: { state: true },
  };

  declare _status: Status;
  declare _failure: string;
  declare _device: ViewDevice;
  declare _saving: boolean;
  /** The preview's HTML; null while the service renders it; undefined when closed. */
  declare _preview: string | null | undefined;
  declare _addOpen: boolean;
  declare _notifications: readonly (EditorNotification & { id: number })[];

  readonly store = new EditorStore(EMPTY_PAGE);
  #options: EditorOptions | undefined;
  #rawOptions: Record<string, unknown> = {};
  #translator = new Translator('en');
  #client: ServiceClient | undefined;
  #customApi: CustomApiClient | undefined;
  #ready: Promise<void> | undefined;
  #nextNotification = 1;
  readonly #provider = new ContextProvider(this, { context: shellContext });
  readonly #disconnectHistory: () => void;

  constructor() {
    super();
    this._status = 'idle';
    this._failure = '';
    this._device = 'desktop';
    this._saving = false;
    this._preview = undefined;
    this._addOpen = false;
    this._notifications = [];
    this.#disconnectHistory = connectHistoryCallbacks(this.store, () => ({
      onUndoChange: (payload) => this.#fire('lp-undo-change', payload),
      onRedoChange: (payload) => this.#fire('lp-redo-change', payload),
      onEdittedWithoutSaveChanged: (payload) => this.#fire('lp-unsaved-change', payload),
    }));
    this.addEventListener('keydown', (event) => this.#keydown(event));
  }

  /** The validated options (defaults filled in); undefined before `configure`. */
  get options(): EditorOptions | undefined {
    return this.#options;
  }

  /** The status of the start: `ready` once authorized. */
  get status(): Status {
    return this._status;
  }

  /**
   * Sets the options (the spec's `config`): validated first; an invalid value throws an Error
   * starting `Invalid options provided` and changes nothing. Starts the editor the first time.
   */
  async configure(config: unknown, merge = false): Promise<void> {
    const raw = merge ? { ...this.#rawOptions, ...(config as Record<string, unknown>) } : (config as Record<string, unknown>);
    const options = validateOptions(raw);
    const languageGiven = raw !== null && typeof raw === 'object' && 'language' in raw && raw.language !== undefined;
    // The client is made when the first configure() starts authorizing, before anything else can.
    const first = this.#client === undefined;
    // The first time, authorizing starts at once, beside the fetch of the UI texts.
    const authorizing = first ? this.#authorize(options) : undefined;
    const translator = await loadTranslator(options, languageGiven, serviceBaseUrl(options.serviceUrl), (error) => this.notify({ type: 'warning', code: 'language-unavailable', text: error.message }));
    this.#rawOptions = { ...raw };
    this.#options = options;
    this.#translator = translator;
    this.store.setEditable(options.role !== 'reader');
    this.#customApi ??= new CustomApiClient(() => this.#options?.api, undefined);
    // setOptions without the header keeps the one updateApiAuthorizationHeader() may have set.
    if (first || raw.apiAuthorizationHeader !== undefined) this.#customApi.setAuthorizationHeader(options.apiAuthorizationHeader);
    this.#applyHostAttributes();
    this.#provide();
    if (authorizing !== undefined) this.#ready = this.#start(authorizing);
  }

  /** Resolves when the editor is ready (after lp-init); rejects when it cannot start. */
  whenReady(): Promise<void> {
    return this.#ready ?? Promise.reject(new Error('The editor has no options yet: call configure() first.'));
  }

  /** Replaces the header(s) sent to the host's custom endpoints, from the next request on. */
  setAuthorizationHeader(header: AuthorizationHeader | undefined): void {
    this.#customApi?.setAuthorizationHeader(header);
  }

  /** The client for the host's custom endpoints (later features call them). */
  get customApi(): CustomApiClient | undefined {
    return this.#customApi;
  }

  /** Loads a template (a page object or its JSON text); lp-loaded follows once the canvas shows it. */
  async load(template: unknown): Promise<void> {
    let page: PageDefinition;
    try {
      page = readTemplate(template);
    } catch (error) {
      const loadError = error instanceof TemplateLoadError ? error : new TemplateLoadError(String(error), undefined);
      this.#fire('lp-error', { source: 'templateLoad', message: loadError.message, detail: loadError.detail });
      this.notify({ type: 'error', code: 'template-invalid', text: this.#translator.t('notify.templateInvalid', { reason: loadError.message }) });
      throw loadError;
    }
    this.store.load(page);
    await this.#painted();
    this.#fire('lp-loaded', undefined);
  }

  /** Saves: get-html, then lp-save (or lp-save-and-close); resolves with how it ended. */
  async save(close = false): Promise<SaveResult | { status: 'busy' | 'not-ready' }> {
    if (this._saving) return { status: 'busy' };
    if (this._status !== 'ready' || this.#client === undefined) return { status: 'not-ready' };
    this.canvas?.endInline();
    this._saving = true;
    this.#provide();
    try {
      const result = await runSave({ store: this.store, client: this.#client, credentials: () => this.#credentials(), options: () => this.#options!, dispatch: (event) => this.dispatchEvent(event) }, close);
      this.#reportSave(result);
      return result;
    } finally {
      this._saving = false;
      this.#provide();
    }
  }

  /**
   * Opens the full-screen preview of the publish HTML, rendered by the service's get-html (the
   * call a save makes), so the preview is byte for byte what a save hands the host. Resolves once
   * it shows (lp-preview fired), or once a failure is reported.
   */
  async preview(): Promise<void> {
    const options = this.#options;
    const client = this.#client;
    if (options === undefined || client === undefined || this._status !== 'ready' || this._preview !== undefined) return;
    this.canvas?.endInline();
    this._preview = null;
    let html: string;
    try {
      html = await client.getHtml(this.#credentials(), publishRequest(this.store.state.doc, options));
    } catch (error) {
      if (this._preview !== null) return;
      this._preview = undefined;
      const serviceError = ServiceError.from(error);
      this.#fire('lp-error', { source: 'network', message: serviceError.message, detail: serviceError.detail });
      this.notify({ type: 'error', code: 'preview-failed', text: this.#translator.t('notify.networkError', { reason: serviceError.message }) });
      return;
    }
    // Closed while the service rendered: nothing was shown, so nothing is announced.
    if (this._preview !== null) return;
    this._preview = html;
    this.#fire('lp-preview', { html });
  }

  /** Shows a notification (unless `disableAlerts`) and fires lp-alert either way. */
  notify(input: Omit<EditorNotification, 'duration'> & { duration?: number }): void {
    const notification: EditorNotification = { duration: input.type === 'error' ? 0 : 4000, ...input };
    this.#fire('lp-alert', { notification });
    if (this.#options?.disableAlerts) return;
    this._notifications = [...this._notifications, { ...notification, id: this.#nextNotification++ }].slice(-4);
  }

  /** The canvas element, once rendered. */
  get canvas(): LpCanvas | null {
    return this.renderRoot.querySelector('lp-canvas');
  }

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('beforeunload', this.#beforeUnload);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('beforeunload', this.#beforeUnload);
  }

  /** Stops listening to the store (the loader calls it on destroy). */
  dispose(): void {
    this.#disconnectHistory();
    window.removeEventListener('beforeunload', this.#beforeUnload);
  }

  readonly #beforeUnload = (event: BeforeUnloadEvent) => {
    if (this.#options?.showUnsavedDialogBeforeExit === false || !this.store.unsaved || !this.isConnected) return;
    event.preventDefault();
    event.returnValue = this.#translator.t('unsaved.leave');
  };

  #applyHostAttributes(): void {
    const options = this.#options!;
    const light = options.light || options.theme?.preset === 'light';
    this.setAttribute('theme', light ? 'light' : 'dark');
    this.setAttribute('lang', this.#translator.language);
    this.setAttribute('dir', this.#translator.dir);
  }

  #credentials(options: EditorOptions = this.#options!): Credentials {
    const { authorize } = options;
    return { apiKey: authorize.apiKey, userId: authorize.userId, hostname: globalThis.location?.hostname || 'localhost' };
  }

  /** Starts authorizing (and fetching the social glyphs): start-flow.ts. */
  #authorize(options: EditorOptions): Promise<StartOutcome> {
    const base = serviceBaseUrl(options.serviceUrl);
    this.#client = new ServiceClient(base);
    this._status = 'authorizing';
    return beginStart(this.#client, this.#credentials(options), base);
  }

  async #start(authorizing: Promise<StartOutcome>): Promise<void> {
    const { authorize: serviceError, glyphs: glyphError } = await authorizing;
    if (serviceError !== undefined) {
      this._status = 'failed';
      this._failure = serviceError.message;
      this.#fire('lp-error', { source: 'authorize', message: serviceError.message, detail: serviceError.detail });
      this.notify({ type: 'error', code: 'authorize-failed', text: this.#translator.t('notify.authorizeFailed', { reason: serviceError.message }) });
      throw serviceError;
    }
    if (glyphError !== undefined) {
      this.#fire('lp-error', { source: 'network', message: glyphError.message, detail: undefined });
      this.notify({ type: 'warning', code: 'icons-failed', text: this.#translator.t('notify.networkError', { reason: glyphError.message }) });
    }
    this._status = 'ready';
    this.#provide();
    await this.updateComplete;
    await this.#painted();
    this.#fire('lp-init', undefined);
  }

  /** Resolves once the canvas has painted the current document (or at once without a canvas). */
  async #painted(): Promise<void> {
    await this.updateComplete;
    const canvas = this.canvas;
    if (canvas === null || this._status !== 'ready' || canvas.shows(this.store.state.doc)) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 5000);
      canvas.addEventListener('lp-canvas-painted', () => (clearTimeout(timer), resolve()), { once: true });
      canvas.renderNow();
    });
  }

  #reportSave(result: SaveResult): void {
    const t = this.#translator;
    if (result.status === 'saved') this.notify({ type: 'success', code: 'saved', text: t.t('notify.saved') });
    else if (result.status === 'released') this.notify({ type: 'warning', code: 'save-released', text: t.t('notify.saveReleased') });
    else {
      const error = result.error;
      const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
      if (result.status === 'render-failed' && error instanceof ServiceError) this.#fire('lp-error', { source: 'network', message: error.message, detail: error.detail });
      this.notify({ type: 'error', code: 'save-failed', text: t.t('notify.saveFailed', { reason }) });
    }
  }

  #fire<K extends LpEventName>(type: K, detail: LpEventDetails[K]): LpEvent<K> {
    const event = new LpEvent(type, detail);
    this.dispatchEvent(event);
    return event;
  }

  /** The shell the parts consume: a new object whenever something they show changed. */
  #provide(): void {
    const options = this.#options;
    if (options === undefined) return;
    const shell: EditorShell = {
      store: this.store,
      t: this.#translator,
      options,
      device: this._device,
      saving: this._saving,
      setDevice: (device) => {
        this._device = device;
        this.#provide();
      },
      save: (close) => this.save(close),
      preview: () => this.preview(),
      notify: (notification) => this.notify(notification),
      openAddMenu: () => (this._addOpen = true),
      emit: (type, detail) => void this.#fire(type, detail as never),
    };
    this.#provider.setValue(shell);
    this.requestUpdate();
  }

  #keydown(event: KeyboardEvent): void {
    if (this._status !== 'ready' || this.#options === undefined) return;
    const origin = event.composedPath()[0] as HTMLElement | undefined;
    const inField = origin !== undefined && (origin.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(origin.tagName));
    const shell = this.#provider.value;
    if (shell === undefined) return;
    if (event.key === 'Escape' && this._preview !== undefined) return;
    handleShortcut(event, shell, {
      editingText: false,
      inField,
      deleteSelection: () => this.canvas?.runAction('delete'),
      endInline: () => this.canvas?.endInline(),
    });
  }

  #closePreview(): void {
    const shown = typeof this._preview === 'string';
    this._preview = undefined;
    if (shown) this.#fire('lp-preview-close', undefined);
  }

  protected override render() {
    const options = this.#options;
    if (options === undefined) return nothing;
    const t = this.#translator;
    if (this._status === 'failed') {
      return html`<div class="failed" role="alert">
        ${icon('lock', 28)}
        <h2>${t.t('editor.unauthorized.title')}</h2>
        <p class="reason">${this._failure}</p>
        <p>${t.t('editor.unauthorized.help')}</p>
      </div>
      <lp-notifications .items=${this._notifications} .t=${t} @dismiss=${this.#dismiss}></lp-notifications>`;
    }
    if (this._status !== 'ready') return html`<div class="starting" role="status"><span class="spinner"></span>${t.t('editor.starting')}</div>`;
    const showWindowBar = (options.windowBar?.length ?? 0) > 0 || options.renameTemplate;
    return html`
      ${showWindowBar ? html`<lp-window-bar></lp-window-bar>` : nothing}
      ${options.removeTopBar ? nothing : html`<lp-top-bar></lp-top-bar>`}
      <div class="main ${options.hideSelectionPanel ? 'panel-collapsed' : ''}">
        <lp-canvas></lp-canvas>
        <lp-selection-panel ?collapsed=${options.hideSelectionPanel}></lp-selection-panel>
      </div>
      ${this._addOpen ? html`<lp-add-menu @close=${() => (this._addOpen = false)}></lp-add-menu>` : nothing}
      ${this._preview !== undefined ? html`<lp-preview .html=${this._preview ?? undefined} @close=${() => this.#closePreview()}></lp-preview>` : nothing}
      <lp-notifications .items=${this._notifications} .t=${t} @dismiss=${this.#dismiss}></lp-notifications>
    `;
  }

  readonly #dismiss = (event: CustomEvent<number>) => {
    this._notifications = this._notifications.filter((item) => item.id !== event.detail);
  };
}

customElements.get('lp-editor') ?? customElements.define('lp-editor', LpEditor);

declare global {
  interface HTMLElementTagNameMap {
    'lp-editor': LpEditor;
  }
}
