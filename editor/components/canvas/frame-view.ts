/**
 * Keeps the canvas frame showing the document: a whole load the first time (and whenever the
 * patcher cannot follow), then patches of only the sections whose markup changed
 * (frame-patcher.ts), at most once per animation frame. One load at a time, so a late load never
 * wins over a newer one; a document that changed while the frame loaded is patched in before
 * anyone hears "painted". While the user types into a block the frame already shows the text:
 * `typed` records that, so typing renders nothing.
 */
import { renderCanvas, SectionMemo, type CanvasRender, type PageDefinition } from '../../../renderer/index.ts';
import type { EditorShell } from '../../context/editor-context.ts';
import { FramePatcher } from './frame-patcher.ts';

export interface FrameViewHost {
  readonly shell: () => EditorShell | undefined;
  /** The document the canvas should show now. */
  readonly doc: () => PageDefinition | undefined;
  /** The section whose DOM the inline edit owns (patches leave it alone), if any. */
  readonly editedSection: () => string | undefined;
  /** A whole load is about to replace the frame's document: the inline edit ends. */
  readonly beforeLoad: () => void;
  /** The frame loaded a new document (the selection's listeners attach to it). */
  readonly loaded: (doc: Document) => void;
  /** The frame shows the current document. */
  readonly painted: () => void;
}

export class FrameView {
  #frame: HTMLIFrameElement | undefined;
  #patcher: FramePatcher | undefined;
  #rendered: PageDefinition | undefined;
  #queued = 0;
  #loading = false;
  readonly #memo = new SectionMemo();

  constructor(private readonly host: FrameViewHost) {}

  /** The frame element (the drag controller maps pointer coordinates through it). */
  get frame(): HTMLIFrameElement | undefined {
    return this.#frame;
  }

  /** The frame's document once loaded. */
  get document(): Document | undefined {
    return this.#patcher?.doc;
  }

  /** Whether the frame shows `doc` now (loaded and patched to it). */
  shows(doc: PageDefinition): boolean {
    return !this.#loading && this.#patcher !== undefined && this.#rendered === doc;
  }

  /** Whether `doc` still has to be drawn. */
  behind(doc: PageDefinition): boolean {
    return doc !== this.#rendered;
  }

  /** The frame element is in the DOM: draw the document into it. */
  attach(frame: HTMLIFrameElement): void {
    this.#frame = frame;
    this.renderNow();
  }

  /** Stops a queued render (the canvas left the page). */
  detach(): void {
    cancelAnimationFrame(this.#queued);
    this.#queued = 0;
  }

  /** Renders in the next animation frame, once however often it is asked. */
  schedule(): void {
    if (this.#queued) return;
    this.#queued = requestAnimationFrame(() => {
      this.#queued = 0;
      // Rendered meanwhile (load(), a test, the bench): nothing left to do.
      const doc = this.host.doc();
      if (doc !== undefined && this.behind(doc)) this.renderNow();
    });
  }

  /**
   * Renders the current document into the frame now (the bench and tests call it through the
   * canvas). While the frame is loading, nothing happens here: the load handler brings it to the
   * latest document.
   */
  renderNow(): void {
    const shell = this.host.shell();
    const doc = this.host.doc();
    if (shell === undefined || doc === undefined || this.#loading) return;
    let render: CanvasRender;
    try {
      // The memo replays the sections Immer kept as they were: an edit costs its own section.
      const fonts = shell.options.customFonts?.fonts;
      render = renderCanvas(doc, fonts === undefined ? {} : { fonts }, this.#memo);
    } catch (error) {
      shell.notify({ type: 'error', code: 'render-failed', text: (error as Error).message });
      return;
    }
    this.#rendered = doc;
    const frame = this.#frame;
    if (frame === undefined) return;
    if (this.#patcher === undefined || this.#patcher.doc !== frame.contentDocument) {
      this.#load(frame, render, doc);
      return;
    }
    const result = this.#patcher.patch(render, this.host.editedSection());
    if (result.reload) this.#load(frame, render, doc);
    else this.host.painted();
  }

  /** The user typed into the edited section: its DOM differs from its last render, and the frame shows the document. */
  typed(run: () => void): void {
    this.#patcher?.invalidate(this.host.editedSection());
    run();
    this.#rendered = this.host.doc();
  }

  /** Draws the document again soon (the edited section back to the renderer's markup after an edit). */
  redraw(): void {
    this.#rendered = undefined;
    this.schedule();
  }

  #load(frame: HTMLIFrameElement, render: CanvasRender, doc: PageDefinition): void {
    this.host.beforeLoad();
    this.#patcher = undefined;
    this.#loading = true;
    frame.addEventListener(
      'load',
      () => {
        this.#loading = false;
        const loaded = frame.contentDocument;
        if (loaded === null) return;
        this.#patcher = new FramePatcher(loaded);
        this.#patcher.adopt(render);
        this.host.loaded(loaded);
        const latest = this.host.doc();
        // A document that changed while the frame loaded is patched in before anyone hears "painted".
        if (latest !== undefined && latest !== doc) this.renderNow();
        else this.host.painted();
      },
      { once: true },
    );
    frame.srcdoc = render.html;
  }
}
