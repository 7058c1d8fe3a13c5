/**
 * `<lp-editor>`: the whole editor in one element, in its own shadow root (neither the host's CSS
 * nor the editor's leaks across). Give it `config` (the spec's options, as a property or as a JSON
 * attribute) and listen to its lp-* events, or use the `LandingPageEditor` loader, which maps those
 * events to the spec's callbacks. docs/editor-api.md ("The element") documents both.
 *
 * @fires lp-init, lp-loaded, lp-save, lp-save-and-close, lp-undo-change, lp-redo-change,
 *   lp-unsaved-change, lp-preview, lp-preview-close, lp-alert, lp-close, lp-error,
 *   lp-open-file-manager, lp-image-delete, lp-open-custom-block-dialog, lp-template-rename
 * @cssprop --lp-accent, --lp-bg, --lp-surface, --lp-text, ... (theme/tokens.ts; docs/editor-api.md)
 * @csspart viewport - the canvas's scroll area
 */
import { LitElement, html } from 'lit';
import { ContextProvider } from '@lit/context';
import type { PageDefinition } from '../../../renderer/index.ts';
import { shellContext, type EditorShell } from '../../context/editor-context.ts';
import type { ViewDevice } from '../../context/view-devices.ts';
import { LpEvent, type LpEventDetails, type LpEventName } from '../../events.ts';
import { EditorStore } from '../../store/editor-store.ts';
import { CustomApiClient, type AuthorizationHeader } from '../../api/custom-api.ts';
import type { EditorOptions } from '../../options/options-schema.ts';
import { connectHistoryCallbacks } from '../../loader/store-callbacks.ts';
import { keepOwnedKeys } from './owned-keys.ts';
import { OptionsSession } from './options-session.ts';
import { takeOverEarlyProperty } from './early-property.ts';
import { defineElement, tagOf } from '../define-element.ts';
import { tokens } from '../../theme/tokens.ts';
import { controls } from '../../theme/controls.ts';
import { editorStyles } from './lp-editor.styles.ts';
import { SaveController, type SaveResult } from './save-flow.ts';
import { publishRequest, type Publish, type PublishHost } from './publish.ts';
import { FailureReports } from './failure-reports.ts';
import { PreviewController } from './preview-flow.ts';
import { Notices, type NotificationInput } from './notices.ts';
import { StartSequence } from './start-sequence.ts';
import { LpCanvas } from '../canvas/lp-canvas.ts';
import { UnsavedGuard } from './unsaved-guard.ts';
import { listenToParts } from './part-events.ts';
import { editorKeydown } from './editor-keydown.ts';
import { editorView } from './lp-editor.view.ts';
import { PartRequests } from './part-requests.ts';
import { LoadFlow } from './load-flow.ts';

const EMPTY_PAGE: PageDefinition = { tagName: 'page', children: [] } as PageDefinition;

type Status = 'idle' | 'authorizing' | 'ready' | 'failed';

/** The editor element. */
export class LpEditor extends LitElement {
  static override styles = [tokens, controls, editorStyles];
  static override properties = {
    _status: { state: true },
    _failure: { state: true },
    _device: { state: true },
    _addOpen: { state: true },
  };

  declare _status: Status;
  declare _failure: string;
  declare _device: ViewDevice;
  declare _addOpen: boolean;

  readonly store = new EditorStore(EMPTY_PAGE);
  readonly #customApi = new CustomApiClient(() => this.#session.options?.api, undefined);
  readonly #session = new OptionsSession({
    store: this.store,
    customApi: this.#customApi,
    start: () => this.#start,
    notify: (input) => this.notify(input),
    error: (detail) => this.#fire('lp-error', detail),
    applied: () => {
      this.#applyHostAttributes();
      this.#provide();
    },
  });
  #disposed = false;
  readonly #notices = new Notices({
    alert: (notification) => this.#fire('lp-alert', { notification }),
    showsToasts: () => !this.#session.options?.disableAlerts,
    changed: () => this.requestUpdate(),
  });
  readonly #reports = new FailureReports({
    error: (detail) => this.#fire('lp-error', detail),
    notify: (input, options) => this.notify(input, options),
    texts: () => this.#session.translator,
  });
  readonly #start = new StartSequence({
    options: () => this.#session.options!,
    texts: () => this.#session.translator,
    settled: () => this.#session.settled(),
    reports: this.#reports,
    status: (status, failure) => {
      this._status = status;
      if (failure !== undefined) this._failure = failure;
    },
    partFailed: (error) => this.#parts.failed(error),
    shown: () => this.#loads.shown(),
  });
  readonly #provider = new ContextProvider(this, { context: shellContext });
  readonly #disconnectHistory: () => void;
  /** The parts (editor/lazy/) loading because the user asked for them. */
  readonly #parts = new PartRequests(
    () => this.#provide(),
    (error) =>
      // The workspace's failure has a place of its own (where the top bar would be), and the layers
      // tree's (the Layers tab's body, side-panel/layers-body.ts): no toast over them.
      this.#reports.network(error.message, { part: error.part, url: error.url }, 'part-failed', {
        toast: error.part !== 'workspace' && error.part !== 'layers',
      }),
  );
  readonly #unsavedGuard = new UnsavedGuard(this, {
    shouldWarn: () =>
      this.#session.options?.showUnsavedDialogBeforeExit !== false && this.store.unsaved && this.isConnected,
    message: () => this.#session.translator.t('unsaved.leave'),
  });

  constructor() {
    super();
    // Drag sources, the layers tree, the canvas's menu requests and the clipboard speak through the element.
    listenToParts(this);
    this._status = 'idle';
    this._failure = '';
    this._device = 'desktop';
    this._addOpen = false;
    this.#disconnectHistory = connectHistoryCallbacks(this.store, () => ({
      onUndoChange: (payload) => this.#fire('lp-undo-change', payload),
      onRedoChange: (payload) => this.#fire('lp-redo-change', payload),
      onEdittedWithoutSaveChanged: (payload) => this.#fire('lp-unsaved-change', payload),
    }));
    keepOwnedKeys(this, (event) => this.#keydown(event));
    // A framework may have set `config` before this class upgraded the element: the value then
    // sits on the element itself, in front of the accessor. Take it over.
    takeOverEarlyProperty(this, 'config');
  }

  /**
   * The options asked for so far (the spec's `config`, merged with later `setOptions` calls).
   * Setting it replaces them, validated as the loader validates: an invalid config fires lp-error
   * with source `options` and shows why. The first valid config starts the editor. The `config`
   * attribute takes the same, as JSON.
   */
  get config(): Readonly<Record<string, unknown>> | undefined {
    return this.#session.requested;
  }

  set config(value: unknown) {
    this.#session.set(value);
  }

  static override get observedAttributes(): string[] {
    // biome-ignore lint/complexity/noThisInStatic: super here runs Lit's getter with this class as `this` (its own properties' attributes); LitElement.observedAttributes would not
    return [...super.observedAttributes, 'config'];
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    if (name === 'config' && value !== null && value !== old) this.#session.setAttribute(value);
  }

  /** The validated options (defaults filled in); undefined before `configure`. */
  get options(): EditorOptions | undefined {
    return this.#session.options;
  }

  /** The status of the start: `ready` once authorized. */
  get status(): Status {
    return this._status;
  }

  /**
   * Sets the options (the spec's `config`), replacing them, or with `merge` over the ones asked for
   * so far (option-requests.ts). Validated at once: an invalid value rejects with an Error starting
   * `Invalid options provided` and changes nothing. Calls apply in call order; resolves once this
   * one applied. The first valid call starts the editor.
   */
  configure(config: unknown, merge = false): Promise<void> {
    return this.#session.configure(config, merge);
  }

  /** Validates and applies `options` over the current ones, as the loader's `setOptions`; rejects when invalid, changing nothing. */
  setOptions(options: unknown): Promise<void> {
    return this.configure(options, true);
  }

  /** Resolves when the editor is ready (after lp-init); rejects when it cannot start. Waits for a config when it has none yet. */
  whenReady(): Promise<void> {
    return this.#start.ready;
  }

  /** Replaces the header(s) sent to the host's custom endpoints, from the next request on; throws `Invalid options provided` when it is not a header. */
  setAuthorizationHeader(header: AuthorizationHeader | undefined): void {
    this.#session.setHeader(header);
  }

  /** The client for the host's custom endpoints (later features call them). */
  get customApi(): CustomApiClient {
    return this.#customApi;
  }

  /** Loads a template (a page object or its JSON text); lp-loaded follows once the canvas shows it. */
  load(template: unknown): Promise<void> {
    return this.#loads.load(template);
  }

  /** Saves: get-html, then lp-save (or lp-save-and-close); resolves with how it ended. */
  save(close = false): Promise<SaveResult | { status: 'busy' | 'not-ready' }> {
    return this.#saves.save(close);
  }

  /**
   * Opens the full-screen preview of the publish HTML, rendered as a save renders it (publish.ts).
   * Resolves once it shows (lp-preview fired), or once a failure is reported.
   */
  preview(): Promise<void> {
    return this.#preview.open();
  }

  /** What a save and the preview both need: they publish the page alike. */
  readonly #publishing: PublishHost = {
    store: this.store,
    publisher: () => this.#publisher(),
    endInline: () => this.canvas?.endInline(),
    reports: this.#reports,
    fire: (type, detail) => this.#fire(type, detail),
    dispatch: (event) => this.dispatchEvent(event),
  };
  readonly #saves = new SaveController(this.#publishing, () => this.#provide());
  readonly #preview = new PreviewController(
    this.#publishing,
    () => this.requestUpdate(),
    () => this.#parts.use('preview'),
  );
  /** Loads, and the start's end: the host hears of a page once it shows (load-flow.ts). */
  readonly #loads = new LoadFlow(this, {
    reports: this.#reports,
    fire: this.#publishing.fire,
    disposed: () => this.#disposed,
    provide: () => this.#provide(),
  });

  /** The shared renderer, once the editor is ready: the service's get-html with the options in use. */
  #publisher(): Publish | undefined {
    const client = this.#start.client;
    const options = this.#session.options;
    if (this._status !== 'ready' || client === undefined || options === undefined) return undefined;
    return (doc) => client.getHtml(this.#start.credentials(), publishRequest(doc, options));
  }

  /**
   * Fires lp-alert and shows the notification (unless `disableAlerts`, or `toast: false` when the
   * editor already shows the same words in a place of their own, such as the start's failure screen).
   */
  notify(input: NotificationInput, options?: { toast?: boolean }): void {
    this.#notices.notify(input, options);
  }

  /** The canvas element, once rendered. */
  get canvas(): LpCanvas | null {
    // No render root before the element is first connected.
    return (this.renderRoot as ParentNode | undefined)?.querySelector<LpCanvas>(tagOf(LpCanvas)) ?? null;
  }

  /** The shell once the editor is ready (the parts' events act only then). */
  readyShell(): EditorShell | undefined {
    return this._status === 'ready' ? this.#provider.value : undefined;
  }

  /** Stops listening to the store (the loader calls it on destroy). */
  dispose(): void {
    // Work still running (a start, a load) ends quietly: no event leaves a disposed editor.
    this.#disposed = true;
    this.#loads.dispose();
    this.#disconnectHistory();
    this.#unsavedGuard.stop();
  }

  #applyHostAttributes(): void {
    const options = this.#session.options!;
    const light = options.light || options.theme?.preset === 'light';
    this.setAttribute('theme', light ? 'light' : 'dark');
    this.setAttribute('lang', this.#session.translator.language);
    this.setAttribute('dir', this.#session.translator.dir);
  }

  #fire<K extends LpEventName>(type: K, detail: LpEventDetails[K]): LpEvent<K> {
    const event = new LpEvent(type, detail);
    if (!this.#disposed) this.dispatchEvent(event);
    return event;
  }

  /** The shell the parts consume: a new object whenever something they show changed. */
  #provide(): void {
    const options = this.#session.options;
    if (options === undefined) return;
    const shell: EditorShell = {
      store: this.store,
      t: this.#session.translator,
      options,
      device: this._device,
      saving: this.#saves.saving,
      pending: this.#parts.pending,
      setDevice: (device) => {
        this._device = device;
        this.#provide();
      },
      save: (close) => this.save(close),
      preview: () => this.preview(),
      notify: (notification) => this.notify(notification),
      openAddMenu: () => this.#openAddMenu(),
      requestPart: (name) => this.#parts.use(name),
      partFailure: (name) => this.#parts.failure(name),
      emit: (type, detail) => void this.#fire(type, detail as never),
    };
    this.#provider.setValue(shell);
    this.requestUpdate();
  }

  /** Runs the editor's shortcuts once it is ready (editor-keydown.ts). */
  #keydown(event: KeyboardEvent): boolean {
    const shell = this.#provider.value;
    if (this._status !== 'ready' || this.#session.options === undefined || shell === undefined) return false;
    return editorKeydown(event, {
      shell,
      canvas: this.canvas,
      previewOpen: this.#preview.html !== undefined,
      closePreview: () => this.#preview.close(),
    });
  }

  /** Opens the add menu, once its part is in (the Add button shows it is busy meanwhile): a click is never lost. */
  readonly #openAddMenu = () =>
    this.#parts.open(
      'add-menu',
      () => (this._addOpen = true),
      () => this._status === 'ready' && !this.#disposed,
    );

  /** Loads the workspace part again after it failed (the button in the top bar's place). */
  readonly #retryWorkspace = () => void this.#parts.use('workspace');

  /** Everything in one root, where every inherited property starts from its initial value (lp-editor.styles.ts). */
  protected override render() {
    const t = this.#session.translator;
    const view = editorView({
      status: this._status,
      failure: this._failure,
      keyHelp: this.#start.keyHelp,
      options: this.#session.options,
      t,
      notifications: this.#notices.items,
      addOpen: this._addOpen,
      preview: this.#preview.html,
      dismiss: this.#dismiss,
      closeAddMenu: () => (this._addOpen = false),
      closePreview: () => this.#preview.close(),
      workspaceFailure: this.#parts.failure('workspace'),
      workspaceRetrying: this.#parts.pending.has('workspace'),
      retryWorkspace: this.#retryWorkspace,
    });
    return html`<div class="root" dir=${t.dir} lang=${t.language}>${view}</div>`;
  }

  readonly #dismiss = (event: CustomEvent<number>) => this.#notices.dismiss(event.detail);
}

// Under another name when another build of the editor on the page holds this one (define-element.ts).
defineElement('lp-editor', LpEditor);

declare global {
  interface HTMLElementTagNameMap {
    'lp-editor': LpEditor;
  }
}
