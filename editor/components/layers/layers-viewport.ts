/**
 * Where the layers tree is scrolled and how tall it is: what decides which rows are rendered. The
 * scroll position is worked out before a render (a row to bring into view moves it), so the rows
 * rendered are those the view will show, and written to the tree after it; the height comes from
 * a ResizeObserver, so working out a reveal reads no layout. Both are kept in the editor's
 * layers memory (layers-memory.ts), so a tree opened again shows what it showed when it closed.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { PAD_BLOCK, ROW_HEIGHT, scrollToShow } from './layer-row.ts';
import type { LayersMemory } from './layers-memory.ts';

/** Rows rendered beyond each edge of the view, so a quick scroll shows no gap. */
export const OVERSCAN = 6;
/** The view's height until it is measured. */
export const FIRST_HEIGHT = 720;

/** The rows to render: `first` to `last`, both included. */
export interface RowRange {
  readonly first: number;
  readonly last: number;
}

/** The scroll position and height of one tree element (see above). */
export class LayersViewport implements ReactiveController {
  #scrollTop = 0;
  /** The height the rows rendered cover (the tree's border box, or a little more: see #resize). */
  #viewHeight = FIRST_HEIGHT;
  /** The tree's measured height (its border box). */
  #height = FIRST_HEIGHT;
  #memory: LayersMemory | undefined;
  /** The tree's scrollTop is to be set to `#scrollTop` once rendered. */
  #applyScroll = false;
  /** The animation frame that sets it (0: none asked). */
  #scrollFrame = 0;
  #observed: HTMLElement | undefined;
  readonly #resize = new ResizeObserver(([entry]) => {
    if (entry === undefined) return;
    const height = entry.borderBoxSize[0]?.blockSize ?? entry.contentRect.height;
    this.#height = height;
    if (this.#memory !== undefined) this.#memory.viewHeight = height;
    // A view a few rows shorter than the rows rendered cover needs no new render (the first one,
    // at a guessed height, would otherwise be followed by a second in the same frame).
    if (height > this.#viewHeight || height < this.#viewHeight - OVERSCAN * ROW_HEIGHT) {
      this.#viewHeight = height;
      this.host.requestUpdate();
    }
  });

  constructor(
    private readonly host: ReactiveControllerHost,
    /** The scrolling tree element, once rendered. */
    private readonly tree: () => HTMLElement | null,
  ) {
    host.addController(this);
  }

  /** Where the tree is scrolled (as last seen or set). */
  get scrollTop(): number {
    return this.#scrollTop;
  }

  /** Takes up an editor's memory: the tree as it was left (scrolled there once rendered). */
  remember(memory: LayersMemory): void {
    if (memory === this.#memory) return;
    this.#memory = memory;
    this.#viewHeight = this.#height = memory.viewHeight;
    this.#scrollTop = memory.scrollTop;
    this.#applyScroll = memory.scrollTop > 0;
  }

  /** Scrolls so that row `row` of `rows` shows (nothing when it does, or is no row); call before rendering. */
  show(row: number, rows: number): void {
    // The measured height, not clientHeight: reading a layout here would force one of the whole editor.
    const top = scrollToShow(row, { scrollTop: this.#scrollTop, height: this.#height, rows });
    if (top === undefined) return;
    this.#setScrollTop(top);
    this.#applyScroll = true;
  }

  /** The rows to render out of `rows`, for the scroll position and height. */
  range(rows: number): RowRange {
    return {
      first: Math.max(0, Math.floor((this.#scrollTop - PAD_BLOCK) / ROW_HEIGHT) - OVERSCAN),
      last: Math.min(rows - 1, Math.ceil((this.#scrollTop + this.#viewHeight) / ROW_HEIGHT) + OVERSCAN),
    };
  }

  /** The tree's scroll listener. */
  readonly scrolled = (event: Event): void => {
    const top = (event.currentTarget as HTMLElement).scrollTop;
    if (top === this.#scrollTop) return;
    this.#setScrollTop(top);
    this.host.requestUpdate();
  };

  hostUpdated(): void {
    const tree = this.tree();
    // The tree exists once the shell and a document do: observed from its first render on.
    if (tree !== null && tree !== this.#observed) {
      if (this.#observed !== undefined) this.#resize.unobserve(this.#observed);
      this.#observed = tree;
      this.#resize.observe(tree);
    }
    if (this.#applyScroll && tree !== null && this.#scrollFrame === 0) {
      // Written in the next animation frame, before its paint: a scroll position is applied on an
      // up-to-date layout, and here, right after this render, the rest of the editor is not (the
      // selection panel and the canvas render for the same selection after the tree): writing it
      // now laid the whole editor out once for the tree, and again for the frame. The rows are
      // already those of the new place (see show), so the frame paints them scrolled there.
      this.#scrollFrame = requestAnimationFrame(() => {
        this.#scrollFrame = 0;
        if (!this.#applyScroll) return;
        this.#applyScroll = false;
        const current = this.tree();
        if (current !== null) current.scrollTop = this.#scrollTop;
      });
    }
  }

  hostDisconnected(): void {
    cancelAnimationFrame(this.#scrollFrame);
    this.#scrollFrame = 0;
    this.#resize.disconnect();
    this.#observed = undefined;
    // Connected again, the tree starts unscrolled (the browser forgets it): the memory is taken up again.
    this.#memory = undefined;
  }

  #setScrollTop(top: number): void {
    this.#scrollTop = top;
    if (this.#memory !== undefined) this.#memory.scrollTop = top;
  }
}
