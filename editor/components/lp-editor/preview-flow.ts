/**
 * The editor's preview: the service's get-html for the page the editor holds (the call a save
 * makes), so the preview is byte for byte what a save hands the host, shown full screen by the
 * preview part. `PreviewController` holds its state for `<lp-editor>`: closed, rendering (the
 * service works and the part loads), or showing the HTML. What it shares with a save is in publish.ts.
 */
import type { PageDefinition } from '../../../renderer/index.ts';
import { ServiceError } from '../../api/service-client.ts';
import type { Publish, PublishHost } from './publish.ts';

/** How a preview render ended: its HTML, the service's error, or nothing (no longer wanted). */
export type PreviewRender = { readonly html: string } | { readonly error: ServiceError } | { readonly cancelled: true };

const ATTEMPTS = 3;

/**
 * Renders `current()` with `render`, again while the page changes under it (a `load()` or an
 * undo while the service renders makes that render another page's), a few times at most;
 * `wanted()` false (the preview was closed meanwhile) ends it quietly.
 */
export async function renderPreview(
  render: Publish,
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

/** The preview's state (closed, rendering, showing) and its opening and closing. */
export class PreviewController {
  #html: string | null | undefined = undefined;

  constructor(
    private readonly host: PublishHost,
    /** The state changed: the element renders again. */
    private readonly changed: () => void,
    /** Loads the preview part; undefined when it could not load (the failure is reported). */
    private readonly loadPart: () => Promise<unknown>,
  ) {}

  /** The preview's HTML; null while the service renders it; undefined when closed. */
  get html(): string | null | undefined {
    return this.#html;
  }

  /**
   * Opens the preview. Resolves once it shows (lp-preview fired), or once a failure is
   * reported, or at once when it cannot open (not started, or open already).
   */
  async open(): Promise<void> {
    const render = this.host.publisher();
    if (render === undefined || this.#html !== undefined) return;
    this.host.endInline();
    this.#set(null);
    // Its part loads while the service renders (the Preview button shows it is busy meanwhile).
    const part = this.loadPart();
    // Closed while the service rendered: nothing was shown, so nothing is announced.
    const rendered = await renderPreview(
      render,
      () => this.host.store.state.doc,
      () => this.#html === null,
    );
    if ('cancelled' in rendered) return;
    if ('error' in rendered) {
      this.#set(undefined);
      this.host.reports.network(rendered.error.message, rendered.error.detail, 'preview-failed');
      return;
    }
    // Without its part there is nothing to show it in (the failure is reported).
    if ((await part) === undefined) {
      if (this.#html === null) this.#set(undefined);
      return;
    }
    if (this.#html !== null) return;
    this.#set(rendered.html);
    this.host.fire('lp-preview', { html: rendered.html });
  }

  /** Closes the preview (and cancels one being rendered); lp-preview-close only when one was shown. */
  close(): void {
    const shown = typeof this.#html === 'string';
    this.#set(undefined);
    if (shown) this.host.fire('lp-preview-close', undefined);
  }

  #set(html: string | null | undefined): void {
    this.#html = html;
    this.changed();
  }
}
