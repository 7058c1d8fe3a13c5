/**
 * The two moments `<lp-editor>` tells the host that a page shows: the start's end (lp-init) and
 * each `load()` (lp-loaded). Both wait for the canvas to paint the page (when-painted.ts), so a
 * host that screenshots or measures on the event sees it. A load reads and checks the template
 * first (template-input.ts): a refused one is reported and thrown, and the current page stays.
 * `LoadFlow` holds both for the element; nothing fires after `dispose()`.
 */
import type { PageDefinition } from '../../../renderer/index.ts';
import { LATER_PARTS, preloadWhenIdle } from '../../lazy/load-part.ts';
import type { EditorOptions } from '../../options/options-schema.ts';
import { applyTemplateDefaults } from '../../options/template-defaults.ts';
import type { EditorStore } from '../../store/editor-store.ts';
import type { LpCanvas } from '../canvas/lp-canvas.ts';
import type { PublishHost } from './publish.ts';
import { readTemplate, TemplateLoadError } from './template-input.ts';
import { whenPainted } from './when-painted.ts';

/** What the flow reads of the element itself: its public side, as a host's script could. */
export interface LoadElement {
  readonly store: EditorStore;
  readonly canvas: LpCanvas | null;
  readonly status: string;
  readonly updateComplete: Promise<boolean>;
  /** The options in use: an empty page takes their `defaultTemplateSettings`. */
  readonly options: EditorOptions | undefined;
  whenReady(): Promise<void>;
}

/**
 * What it needs of the element's private side: the reports and the events a save and the preview
 * use too (publish.ts), so a refused template and lp-loaded reach the host as their failures and
 * events do, and what a load adds.
 */
export interface LoadHost extends Pick<PublishHost, 'reports' | 'fire'> {
  /** True after `dispose()`: work still running (a start, a load) ends quietly. */
  disposed(): boolean;
  /** Hands the parts the shell: once the start ended, they show the page. */
  provide(): void;
}

/** Loads, and the start's end, for `<lp-editor>`. */
export class LoadFlow {
  #cancelPreload: (() => void) | undefined;

  constructor(
    private readonly element: LoadElement,
    private readonly host: LoadHost,
  ) {}

  /** Loads a template (a page object or its JSON text); lp-loaded follows once the canvas shows it. */
  async load(template: unknown): Promise<void> {
    // Before the start ends there is no canvas to paint on: a template given while the editor
    // starts (load() right after render()) waits for it; after dispose() it does nothing.
    if (this.element.status !== 'ready') await this.element.whenReady();
    if (this.host.disposed()) return;
    let page: PageDefinition;
    try {
      page = readTemplate(template);
    } catch (error) {
      const refused = error instanceof TemplateLoadError ? error : new TemplateLoadError(String(error), undefined);
      this.host.reports.templateRefused(refused);
      throw refused;
    }
    // The text being edited inline belongs to the old page (templates often share uids).
    this.element.canvas?.endInline();
    // An empty page takes the host's defaults (defaultTemplateSettings); a page with content is loaded as it is.
    this.element.store.load(applyTemplateDefaults(page, this.element.options?.defaultTemplateSettings));
    await this.#painted();
    this.host.fire('lp-loaded', undefined);
  }

  /** The start ended well: the editor shows the page, then tells the host (lp-init). */
  async shown(): Promise<void> {
    this.host.provide();
    await this.element.updateComplete;
    await this.#painted();
    this.host.fire('lp-init', undefined);
    // The parts a session opens later load while the browser is idle: opening one rarely waits.
    if (!this.host.disposed()) this.#cancelPreload ??= preloadWhenIdle(LATER_PARTS);
  }

  /** Stops the idle preloading of the later parts (the element is disposed). */
  dispose(): void {
    this.#cancelPreload?.();
  }

  /** Resolves once the canvas has painted the current document (or at once without a canvas). */
  async #painted(): Promise<void> {
    await this.element.updateComplete;
    if (this.element.status === 'ready') await whenPainted(this.element.canvas, this.element.store.state.doc);
  }
}
