/**
 * The editor's preview: the service's get-html for the page the editor holds (the call a save
 * makes), so the preview is byte for byte what a save hands the host, shown full screen by the
 * preview part. `PreviewController` holds its state for `<lp-editor>`: closed, rendering (the
 * service works and the part loads), or showing the HTML.
 */
import type { PageDefinition } from '../../../renderer/index.ts';
import { ServiceError } from '../../api/service-client.ts';

/** How a preview render ended: its HTML, the service's error, or nothing (no longer wanted). */
export type PreviewRender = { readonly html: string } | { readonly error: ServiceError } | { readonly cancelled: true };

const ATTEMPTS = 3;

/**
 * Renders `current()` with `render`, again while the page changes under it (a `load()` or an
 * undo while the service renders makes that render another page's), a few times at most;
 * `wanted()` false (the preview was closed meanwhile) ends it quietly.
 */
export async function renderPreview(
  render: (doc: PageDefinition) => Promise<string>,
  current: () => PageDefinition,
  wanted: () => boolean,
): Promise<PreviewRender> {
  let html: string;
  let doc: PageDefinition;
  let attempts = 0;
  do {
    doc = current();
    try {
      html = await render(doc);
    } catch (error) {
      return wanted() ? { error: ServiceError.from(error) } : { cancelled: true };
    }
    if (!wanted()) return { cancelled: true };
  } while (doc !== current() && ++attempts < ATTEMPTS);
  return { html };
}

/** What the preview needs of the editor. */
export interface PreviewHost {
  /** The state changed: the element renders again. */
  previewChanged(): void;
  /** The get-html render of a page, or undefined while the editor cannot render (not started). */
  previewRenderer(): ((doc: PageDefinition) => Promise<string>) | undefined;
  /** The page the editor holds now. */
  previewDocument(): PageDefinition;
  /** Loads the preview part; undefined when it could not load (the failure is reported). */
  loadPreviewPart(): Promise<unknown>;
  /** Ends inline editing before the page is rendered. */
  beforePreview(): void;
  previewFailed(error: ServiceError): void;
  previewShown(html: string): void;
  previewClosed(): void;
}

export class PreviewController {
  #html: string | null | undefined = undefined;

  constructor(private readonly host: PreviewHost) {}

  /** The preview's HTML; null while the service renders it; undefined when closed. */
  get html(): string | null | undefined {
    return this.#html;
  }

  /**
   * Opens the preview. Resolves once it shows (previewShown called), or once a failure is
   * reported, or at once when it cannot open (not started, or open already).
   */
  async open(): Promise<void> {
    const render = this.host.previewRenderer();
    if (render === undefined || this.#html !== undefined) return;
    this.host.beforePreview();
    this.#set(null);
    // Its part loads while the service renders (the Preview button shows it is busy meanwhile).
    const part = this.host.loadPreviewPart();
    // Closed while the service rendered: nothing was shown, so nothing is announced.
    const rendered = await renderPreview(
      render,
      () => this.host.previewDocument(),
      () => this.#html === null,
    );
    if ('cancelled' in rendered) return;
    if ('error' in rendered) {
      this.#set(undefined);
      this.host.previewFailed(rendered.error);
      return;
    }
    // Without its part there is nothing to show it in (the failure is reported).
    if ((await part) === undefined) {
      if (this.#html === null) this.#set(undefined);
      return;
    }
    if (this.#html !== null) return;
    this.#set(rendered.html);
    this.host.previewShown(rendered.html);
  }

  /** Closes the preview (and cancels one being rendered); previewClosed only when one was shown. */
  close(): void {
    const shown = typeof this.#html === 'string';
    this.#set(undefined);
    if (shown) this.host.previewClosed();
  }

  #set(html: string | null | undefined): void {
    this.#html = html;
    this.host.previewChanged();
  }
}
