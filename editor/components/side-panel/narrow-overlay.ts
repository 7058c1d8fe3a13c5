/**
 * The left panel in a narrow editor. Docked, the panel and the selection panel leave a 1024 px
 * wide editor about 450 px of canvas, and the desktop page (never laid out narrower than the
 * desktop breakpoint) shows at about 40%: too small to read or aim at. Below NARROW_EDITOR_WIDTH
 * the panel therefore starts as its rail and opens over the canvas, as a drawer, giving the
 * canvas the room back when it closes: on Escape, on the collapse button, when the selection
 * changes (a block was inserted or the canvas clicked), when a click lands elsewhere in the editor,
 * and once a tile dragged out of it is dropped (it fades while the drag runs, so the canvas under
 * it is a target, all but its tab strip: a drag held on the Layers tab opens the tree, and the
 * drawer shows again for the drop among its rows, spring-tab.ts). Widening the editor docks it
 * again, opened if this controller had closed it.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { DRAG_START } from '../drag/drag-payload.ts';
import { afterRelease } from './spring-tab.ts';

/**
 * The editor width (CSS px) under which the panel floats over the canvas instead of taking its
 * room: a 1024 px window, not the demo's 1,100 px editor beside its event log at 1440 (docked,
 * the desktop page there still shows at half its size, and a new designer sees the blocks at once).
 */
export const NARROW_EDITOR_WIDTH = 1080;

export interface OverlayHost extends ReactiveControllerHost, HTMLElement {
  collapsed: boolean;
}

export class NarrowOverlay implements ReactiveController {
  /** True while the editor is narrower than NARROW_EDITOR_WIDTH. */
  narrow = false;
  /** True while a tile from the panel is being dragged (the drawer but its tab strip fades out of the way). */
  passing = false;
  #closedByNarrow = false;
  #observer: ResizeObserver | undefined;
  #abort: AbortController | undefined;

  constructor(private readonly host: OverlayHost) {
    host.addController(this);
  }

  /** The panel floats over the canvas now (narrow and open). */
  get floating(): boolean {
    return this.narrow && !this.host.collapsed;
  }

  hostConnected(): void {
    this.#abort = new AbortController();
    const { signal } = this.#abort;
    // The editor's main area, the panel's parent in the editor's shadow root, is what gets narrow.
    const area = this.host.parentElement ?? this.host;
    this.#observer = new ResizeObserver(() => this.#measure(area.getBoundingClientRect().width));
    this.#observer.observe(area);
    this.host.addEventListener('keydown', (event) => this.#key(event), { signal });
    this.host.addEventListener(DRAG_START, () => this.#dragStarted(), { signal });
    // A press anywhere else in the editor (its top bar, the selection panel) closes the drawer;
    // presses inside the canvas's frame do not reach this document: they select, which closes it.
    const root = this.host.getRootNode();
    if (root instanceof ShadowRoot)
      root.addEventListener('pointerdown', (event) => this.#pressed(event as PointerEvent), { signal, capture: true });
  }

  hostDisconnected(): void {
    this.#observer?.disconnect();
    this.#abort?.abort();
  }

  /** The drag wants the drawer again (it opened a tab): it shows, and still closes when the drag ends. */
  stopPassing(): void {
    if (!this.passing) return;
    this.passing = false;
    this.host.requestUpdate();
  }

  /** The selection changed (selection panel, canvas, an insert from the panel): the drawer makes way. */
  selectionChanged(): void {
    if (this.floating && !this.passing) this.host.collapsed = true;
  }

  #measure(width: number): void {
    const narrow = width > 0 && width < NARROW_EDITOR_WIDTH;
    if (narrow === this.narrow) return;
    this.narrow = narrow;
    if (narrow && !this.host.collapsed) {
      this.host.collapsed = true;
      this.#closedByNarrow = true;
    } else if (!narrow && this.#closedByNarrow) {
      this.host.collapsed = false;
      this.#closedByNarrow = false;
    }
    this.host.requestUpdate();
  }

  #key(event: KeyboardEvent): void {
    if (event.key !== 'Escape' || !this.floating || event.defaultPrevented) return;
    event.preventDefault();
    event.stopPropagation();
    this.#close();
    // Focus goes back to the rail's button for the tab that was open, not to the page's start.
    void this.host.updateComplete.then(() =>
      this.host.shadowRoot?.querySelector<HTMLElement>(`[data-open="${this.host.getAttribute('tab') ?? ''}"]`)?.focus(),
    );
  }

  #pressed(event: PointerEvent): void {
    if (this.floating && !this.passing && !event.composedPath().includes(this.host)) this.#close();
  }

  #dragStarted(): void {
    if (!this.floating) return;
    this.passing = true;
    this.host.requestUpdate();
    // Once the drop is made, not when the release is first heard: the drawer may hold the tree the
    // drag is dropped on (spring-tab.ts).
    afterRelease(() => {
      this.passing = false;
      this.#close();
    });
  }

  #close(): void {
    this.#closedByNarrow = false;
    this.host.collapsed = true;
  }
}
