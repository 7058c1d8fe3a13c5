/**
 * `<lp-canvas>`: the page as the renderer draws it in edit mode, in an iframe at the chosen
 * device's width, with hover and selection outlines, the node toolbar and inline editing.
 *
 * The frame is sandboxed without `allow-scripts`: nothing of the page runs; the editor's own
 * listeners (added from this document) do. Each change of the document re-renders the page and
 * patches only the sections whose markup changed (frame-view.ts, frame-patcher.ts); while the user
 * types into a block, the frame already shows the text, so typing dispatches commands and renders
 * nothing.
 * Desktop is never narrower than the desktop breakpoint: a narrower canvas scales the page down.
 */
import { LitElement, nothing, type PropertyValues } from 'lit';
import { ContextConsumer } from '@lit/context';
import type { PageDefinition, TemplateNode } from '../../../renderer/index.ts';
import { shellContext, type EditorShell } from '../../context/editor-context.ts';
import { viewWidth } from '../../context/view-devices.ts';
import { StoreController } from '../../context/store-controller.ts';
import { controls } from '../../theme/controls.ts';
import { canvasStyles } from './lp-canvas.styles.ts';
import { canvasView } from './lp-canvas.view.ts';
import { toolbarStyles } from './node-toolbar.styles.ts';
import { FrameView } from './frame-view.ts';
import type { CanvasSelection, Box } from './canvas-selection.ts';
import type { InlineEdit } from './inline-editing.ts';
import type { ToolbarAction } from './node-toolbar.ts';
import type { DragController, DragView } from '../drag/drag-controller.ts';
import type { DragPayload } from '../drag/drag-payload.ts';
import type { EditorStore, StoreChange } from '../../store/editor-store.ts';
import { locate } from '../../store/tree.ts';
import { defineElement, tagOf } from '../define-element.ts';
import { html as staticHtml, unsafeStatic } from 'lit/static-html.js';
import { loadedPart } from '../../lazy/load-part.ts';

/** The canvas. */
export class LpCanvas extends LitElement {
  static override styles = [controls, canvasStyles, toolbarStyles];
  static override properties = {
    _size: { state: true },
    _boxes: { state: true },
    _ready: { state: true },
    _drag: { state: true },
    _announcement: { state: true },
    _focusRing: { state: true },
  };

  declare _size: { width: number; height: number };
  declare _boxes: { hover?: Box; selected?: Box };
  declare _ready: boolean;
  /** The drag under way, as drawn (drag-controller.ts). */
  declare _drag: DragView | undefined;
  /** What the live region last said (drops, keyboard moves). */
  declare _announcement: string;
  /** The frame holds the focus, reached with the keyboard: the canvas is ringed (canvas-selection.ts). */
  declare _focusRing: boolean;

  readonly #shell = new ContextConsumer(this, {
    context: shellContext,
    subscribe: true,
    callback: (shell) => this.#setShell(shell),
  });
  readonly #doc = new StoreController<[PageDefinition, boolean]>(this, (state) => [state.doc, state.editable]);
  readonly #selection = new StoreController<string | null>(this, (state) => state.selection);
  /** Made from the workspace part once it is in (see #tools). */
  #interaction: CanvasSelection | undefined;
  #dragger: DragController | undefined;
  readonly #view = new FrameView({
    shell: () => this.shell,
    doc: () => this.#doc.value?.[0],
    editedSection: () => this.#inline?.sectionUid,
    beforeLoad: () => this.#endInline(),
    loaded: (doc) => {
      this.#tools()?.attach(doc);
      this._ready = true;
    },
    painted: () => this.#painted(),
  });
  #inline: InlineEdit | undefined;
  #store: EditorStore | undefined;
  #unsubscribe: (() => void) | undefined;
  // Measured in the next frame: resizing from inside the observer's callback would loop.
  #resize = new ResizeObserver(() => requestAnimationFrame(() => this.#measure()));

  constructor() {
    super();
    this._size = { width: 0, height: 0 };
    this._boxes = {};
    this._ready = false;
    this._drag = undefined;
    this._announcement = '';
    this._focusRing = false;
  }

  get shell(): EditorShell | undefined {
    return this.#shell.value;
  }

  /** The frame's document once loaded (tests and the bench read it). */
  get frameDocument(): Document | undefined {
    return this.#view.document;
  }

  /** The frame element (the drag controller maps pointer coordinates through it). */
  get frameElement(): HTMLIFrameElement | undefined {
    return this.#view.frame;
  }

  /** The inline edit in progress, if any. */
  get inlineEdit(): InlineEdit | undefined {
    return this.#inline;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#resize.observe(this);
    this.#listen(this.#store);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#resize.disconnect();
    this.#interaction?.detach();
    this.#view.detach();
    this.#unsubscribe?.();
    this.#unsubscribe = undefined;
  }

  #setShell(shell: EditorShell | undefined): void {
    this.#doc.setStore(shell?.store);
    this.#selection.setStore(shell?.store);
    if (shell?.store !== this.#store) {
      this.#store = shell?.store;
      if (this.isConnected) this.#listen(this.#store);
    }
  }

  #listen(store: EditorStore | undefined): void {
    this.#unsubscribe?.();
    this.#unsubscribe = store?.subscribe((change) => this.#storeChanged(change));
  }

  /**
   * Ends inline editing, synchronously, when the edited DOM no longer describes the document: a
   * load (templates often share uids: the old text would be written into the new page), an undo
   * or a redo, a role without editing, the edited node gone. Whoever made the change (the shell,
   * the loader's API, the keyboard, a panel), the edit never outlives it.
   */
  #storeChanged(change: StoreChange): void {
    // Content just added (a click in the blocks panel, a paste, a duplicate) is shown where it landed.
    const added = change.state.selection;
    if (
      change.cause === 'transaction' &&
      added !== null &&
      added !== change.previous.selection &&
      locate<TemplateNode>(change.previous.doc, added) === undefined
    )
      this.revealSelection();
    const edit = this.#inline;
    if (edit === undefined) return;
    const { cause, state } = change;
    if (
      cause === 'load' ||
      // Undo and redo keys in the text step its own history and keep the edit (inline-editing.ts).
      ((cause === 'undo' || cause === 'redo') && !edit.steppingHistory) ||
      !state.editable ||
      locate<TemplateNode>(state.doc, edit.uid) === undefined
    )
      this.#endInline();
  }

  #measure(): void {
    const rect = this.getBoundingClientRect();
    const pad = 16;
    const size = { width: Math.max(0, rect.width - 2 * pad), height: Math.max(0, rect.height - 2 * pad) };
    if (size.width !== this._size.width || size.height !== this._size.height) this._size = size;
  }

  /** Device width and scale for the current size. */
  get geometry(): { width: number; scale: number; height: number } {
    const device = this.shell?.device ?? 'desktop';
    const available = Math.max(1, this._size.width);
    const wanted = viewWidth(device, available);
    const scale = Math.min(1, available / wanted);
    return { width: wanted, scale, height: Math.max(1, this._size.height) / scale };
  }

  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    const doc = this.#doc.value?.[0];
    if (doc !== undefined && this.#view.behind(doc)) this.#view.schedule();
    this.#tools()?.scheduleRefresh();
  }

  /**
   * Renders the current document into the frame now (the bench and tests call it directly). While
   * the frame is loading, nothing happens here: the load handler brings it to the latest document.
   */
  renderNow(): void {
    this.#view.renderNow();
  }

  #painted(): void {
    this.#tools()?.afterPatch();
    this.dispatchEvent(new Event('lp-canvas-painted'));
  }

  /** Starts inline editing of a node's content; false when it has none or editing is off. */
  startInline(uid: string): boolean {
    const shell = this.shell;
    const doc = this.#view.document;
    if (shell === undefined || doc === undefined) return false;
    if (this.#inline?.uid === uid) return true;
    const startInlineEdit = loadedPart('workspace')?.startInlineEdit;
    if (startInlineEdit === undefined) return false;
    this.#endInline();
    shell.store.select(uid);
    const edit = startInlineEdit(
      doc,
      shell.store,
      uid,
      (run) => this.#view.typed(run),
      () => this.#endInline(),
    );
    if (edit === undefined) return false;
    this.#inline = edit;
    this.requestUpdate();
    // The text's toolbar exists once the rich-text part is in.
    void edit.ready.then(() => this.requestUpdate());
    return true;
  }

  /** Whether the frame shows `doc` now (loaded and patched to it). */
  shows(doc: PageDefinition): boolean {
    return this.#view.shows(doc);
  }

  /** Ends inline editing (if any) and brings the edited section back to the renderer's markup. */
  endInline(): void {
    this.#endInline();
  }

  #endInline(): void {
    const edit = this.#inline;
    if (edit === undefined) return;
    this.#inline = undefined;
    edit.stop();
    this.requestUpdate();
    // The edited section is drawn again from the document (the patcher forgot what it showed).
    this.#view.redraw();
  }

  /** Runs a toolbar action on the selection. */
  runAction(name: ToolbarAction['name']): void {
    if (this.#view.document === undefined) return;
    this.#endInline();
    this.#interaction?.runNodeAction(name);
  }

  /**
   * Arms a drag from a pointerdown (the blocks panel's tiles, nodes of the page): it starts once
   * the pointer moves (drag-controller.ts, in the workspace part).
   */
  beginDrag(event: PointerEvent, payload: DragPayload): void {
    const workspace = loadedPart('workspace');
    if (workspace === undefined) return;
    this.#dragger ??= new workspace.DragController(this);
    this.#dragger.begin(event, payload);
  }

  /** Moves the selection back or forward in reading order (the keyboard's drag), and says where it went. */
  moveSelection(direction: -1 | 1): void {
    this.#endInline();
    this.#tools()?.moveSelection(direction);
  }

  /** Whether a drag is under way. */
  get dragging(): boolean {
    return this.#dragger?.dragging === true;
  }

  /** Draws a drag's ghost and indicator (undefined: none). */
  showDrag(view: DragView | undefined): void {
    this._drag = view;
  }

  /** The client coordinates of the fixed layer's origin (the ghost's), measured by a probe at its 0,0. */
  fixedOrigin(): { x: number; y: number } {
    const probe = this.renderRoot.querySelector('.fixed-origin')?.getBoundingClientRect();
    return { x: probe?.left ?? 0, y: probe?.top ?? 0 };
  }

  /** Says `text` to screen readers (a polite live region). */
  announce(text: string): void {
    // The same words twice in a row are still said: the region is emptied first.
    this._announcement = '';
    requestAnimationFrame(() => (this._announcement = text));
  }

  /** Outlines a node the layers tree or a panel points at, as if the pointer were over it. */
  highlight(uid: string | null): void {
    this.#tools()?.highlight(uid ?? undefined);
  }

  /** Scrolls the selected node into view once the frame shows the current document. */
  revealSelection(): void {
    const reveal = () => {
      const uid = this.shell?.store.state.selection;
      if (uid == null) return;
      this.#view.document
        ?.querySelector(`[data-lp-uid="${CSS.escape(uid)}"]`)
        ?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    };
    const doc = this.shell?.store.state.doc;
    if (doc !== undefined && this.shows(doc)) requestAnimationFrame(reveal);
    else this.addEventListener('lp-canvas-painted', () => requestAnimationFrame(reveal), { once: true });
  }

  /**
   * The selection and its toolbar (canvas-selection.ts), made once the workspace part is in: that
   * part holds them, with inline editing (editor/lazy/workspace.ts). The editor loads it as it
   * starts, so it is in before the canvas first shows; when it could not load, the canvas shows
   * the page and nothing more, and takes them up when a retry brings the part.
   */
  #tools(): CanvasSelection | undefined {
    const workspace = this.#interaction === undefined ? loadedPart('workspace') : undefined;
    if (workspace !== undefined) {
      this.#interaction = new workspace.CanvasSelection(this);
      const doc = this.#view.document;
      if (doc !== undefined) this.#interaction.attach(doc);
    }
    return this.#interaction;
  }

  protected override render() {
    const shell = this.shell;
    if (shell === undefined) return nothing;
    const doc = this.#doc.value?.[0];
    const drag = this._drag;
    // During a drag the toolbar stays, unseen: a drag from its grip keeps the pointer there.
    const model = this.#interaction?.toolbar(this.#inline !== undefined);
    const toolbar = model === undefined ? undefined : { ...model, dragging: drag !== undefined };
    const nodeToolbar = loadedPart('workspace')?.nodeToolbar;
    return canvasView({
      shell,
      geometry: this.geometry,
      boxes: this._boxes,
      editing: this.#inline !== undefined,
      drag,
      tools: [
        toolbar && nodeToolbar
          ? nodeToolbar(
              toolbar,
              shell.t,
              (name) => this.runAction(name),
              (event) => {
                const uid = shell.store.state.selection;
                if (uid !== null) this.beginDrag(event, { type: 'move', uid });
              },
            )
          : nothing,
        drag === undefined ? (this.#inline?.toolbar ?? nothing) : nothing,
        this.#columnHandles(doc, drag),
      ],
      empty: doc !== undefined && (doc.children?.length ?? 0) === 0,
      ready: this._ready,
      focusRing: this._focusRing,
      announcement: this._announcement,
    });
  }

  /** The column width handles of the selected section (or of the section around a selected column), from the workspace part. */
  #columnHandles(doc: PageDefinition | undefined, drag: DragView | undefined) {
    const workspace = loadedPart('workspace');
    if (workspace === undefined || doc === undefined || drag !== undefined || this.#inline !== undefined)
      return nothing;
    const sectionUid = workspace.layoutSection(doc, this.#selection.value ?? null);
    if (sectionUid === undefined) return nothing;
    const handles = unsafeStatic(tagOf(workspace.LpColumnHandles));
    return staticHtml`<${handles} .canvas=${this} .sectionUid=${sectionUid}></${handles}>`;
  }

  protected override firstUpdated(): void {
    const frame = this.renderRoot.querySelector('iframe');
    if (frame !== null) this.#view.attach(frame);
  }
}

// Under another name when another build of the editor on the page holds this one (define-element.ts).
defineElement('lp-canvas', LpCanvas);

declare global {
  interface HTMLElementTagNameMap {
    'lp-canvas': LpCanvas;
  }
}
