/**
 * The node toolbar's place in the canvas: toolbar-place.ts decides from boxes; this is its glue to
 * the frame. It asks the frame what a toolbar at a rect would hide (hit tests of what the frame
 * draws), and keeps the answer.
 *
 * The points asked about are what a placement costs: a few hundred at worst, answered from the
 * boxes of the nodes near the toolbar (drawn-nodes.ts; as `elementFromPoint` calls they were 10 to
 * 27 ms per selection on a 2,000-block page), and the first read forces the frame's layout. So a
 * placement is worked out again only when something it depends on changed (the box, the canvas,
 * the toolbar's width, the direction, the document); never during a drag (the toolbar is drawn
 * unseen); and never while the frame still shows an older document than the store's. Right after
 * a drop or an edit the canvas renders before the frame is patched (in the next animation frame):
 * the box it has is the old page's, and hit tests there would be of the old page: tens of
 * milliseconds of the drop's task (bench/editor), thrown away a frame later. The toolbar keeps
 * its last place until the selection's refresh, after the patch, asks for a render (`settle`).
 * When the document changed but the box did not move (its colour edited, a slider dragged in the
 * panel: an edit in every frame), only the page around the node may have: the place stands, and
 * is checked again when the thread is idle.
 *
 * It also tells the placement what the node draws (drawn-content.ts), so a toolbar put on the node
 * covers as little of that as it can: a few boxes read once per placement, never per probe point.
 */
import type { LpCanvas } from './lp-canvas.ts';
import type { Box } from './canvas-selection.ts';
import { drawnContent } from './drawn-content.ts';
import { DrawnNodes } from './drawn-nodes.ts';
import { TOOLBAR_HEIGHT, toolbarPlace, type ToolbarPlacement } from './toolbar-place.ts';

/** The spacing of the points a toolbar's place is probed at (overlay px: about half a button). */
const PROBE = 12;

/** The toolbar's width before it is first drawn: a grip, a short name and five buttons. */
const TOOLBAR_WIDTH = 270;
/** Its width without the name before it is first drawn so: a grip and five buttons of 28 px, 2 px apart, 4 px padding. */
const COMPACT_WIDTH = 186;

/** The drawn toolbar's widths, as `refresh` reads them. */
export interface ToolbarWidths {
  /** The toolbar's width (0: not drawn). */
  readonly width: number;
  /** It was drawn compact (without its name). */
  readonly compact: boolean;
  /** Drawn whole, its name's width and the gap after it: what compact drops. */
  readonly name?: number;
}

/** What the placement reads of the canvas's selection. */
export interface ToolbarHitsHost {
  /** The element of node `uid` in the frame. */
  element(uid: string): Element | undefined;
}

/** Places the node toolbar of one canvas, and remembers where. */
export class ToolbarHits {
  /** The node toolbar's width as last drawn whole, and compact. */
  #width = TOOLBAR_WIDTH;
  #compactWidth = COMPACT_WIDTH;
  /** The last placement and what it was worked out for. */
  #placed: { readonly key: string; readonly doc: unknown; readonly place: ToolbarPlacement } | undefined;
  /** A placement was put off because the frame was behind the document (`settle` then asks for one). */
  #deferred = false;
  /** The idle check of a place whose box did not move is due, or waited for (its cancel). */
  #due = false;
  #cancelCheck: (() => void) | undefined;

  constructor(
    private readonly canvas: LpCanvas,
    private readonly host: ToolbarHitsHost,
  ) {}

  /**
   * Notes the toolbar's width as drawn; true when it changed (the toolbar is then placed again with
   * it). Drawn whole, its width less its name's is the compact width until it is drawn compact.
   */
  measured({ width, compact, name }: ToolbarWidths): boolean {
    if (width <= 0) return false;
    const [whole, narrow] = compact
      ? [this.#width, width]
      : [width, name === undefined || name <= 0 ? this.#compactWidth : Math.min(width, width - name)];
    if (whole === this.#width && narrow === this.#compactWidth) return false;
    this.#width = whole;
    this.#compactWidth = narrow;
    return true;
  }

  /**
   * After the selection's boxes were measured (the frame is laid out): a placement put off while
   * the frame was behind, or while the box was the last selected node's, is asked for now. True
   * when the canvas should render again.
   */
  settle(): boolean {
    const doc = this.canvas.shell?.store.state.doc;
    if (!this.#deferred || doc === undefined || !this.canvas.shows(doc)) return false;
    this.#deferred = false;
    return true;
  }

  /** Stops a check waited for (the frame's document is gone). */
  stop(): void {
    this.#cancelCheck?.();
    this.#cancelCheck = undefined;
  }

  /**
   * Where the toolbar of node `uid`, whose box is `box`, goes (toolbar-place.ts). `measured` is
   * false while the box is still another node's (the selection just changed): the last place is
   * kept, unasked, and the refresh that measures the node asks again (`settle`).
   */
  place(uid: string, box: Box, rtl: boolean, measured = true): ToolbarPlacement {
    const { width, scale, height } = this.canvas.geometry;
    const canvas = { width: width * scale, height: height * scale };
    const doc = this.canvas.shell?.store.state.doc;
    const key = `${uid}|${box.top}|${box.left}|${box.width}|${box.height}|${canvas.width}|${canvas.height}|${this.#width}|${this.#compactWidth}|${rtl}`;
    const memo = this.#placed;
    // During a drag the toolbar is drawn unseen (its grip may hold the pointer): where is moot.
    if (memo !== undefined && ((memo.key === key && memo.doc === doc) || this.canvas.dragging)) return memo.place;
    if (!measured || (doc !== undefined && !this.canvas.shows(doc))) {
      this.#deferred = true;
      // Not drawn as a rule: the patch, and the refresh that places it again, come before the next paint.
      return memo?.place ?? toolbarPlace({ box, canvas, width: this.#width, rtl, hides: () => 0 });
    }
    if (memo?.key === key && !this.#due) {
      this.#checkLater();
      return memo.place;
    }
    this.#deferred = false;
    this.#due = false;
    let drawn: DrawnNodes | null | undefined;
    const place = toolbarPlace({
      box,
      canvas,
      width: this.#width,
      compactWidth: this.#compactWidth,
      rtl,
      content: this.#content(uid),
      // What the frame draws around the node, read once for every place asked about.
      hides: (rect, enough) => this.#hides(uid, rect, enough, (drawn ??= this.#drawn(uid, box))),
    });
    this.#placed = { key, doc, place };
    return place;
  }

  /** Asks, once the thread is idle, for a render that places the toolbar again (Safari has no requestIdleCallback: a short timeout). */
  #checkLater(): void {
    if (this.#cancelCheck !== undefined) return;
    const check = () => {
      this.#cancelCheck = undefined;
      this.#due = true;
      this.canvas.requestUpdate();
    };
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(check, { timeout: 500 });
      this.#cancelCheck = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(check, 200);
      this.#cancelCheck = () => clearTimeout(id);
    }
  }

  /**
   * How much of nodes other than `uid` and its ancestors a toolbar at `rect` (overlay coordinates)
   * would hide: what the frame draws is asked at points across the rect (every PROBE px along
   * three lines; drawn-nodes.ts answers from boxes, as a hit test would), so what counts is a
   * node's drawn area. The answer is the number of points on such nodes (0: the toolbar hides
   * none), counted up to `enough`.
   */
  #hides(uid: string, rect: Box, enough: number, drawn: DrawnNodes | null): number {
    const selected = this.host.element(uid);
    if (selected === undefined || drawn === null) return 0;
    const { scale } = this.canvas.geometry;
    const right = rect.left + rect.width - 1;
    let hidden = 0;
    for (let x = rect.left + 1; x < right + PROBE; x += PROBE)
      for (const y of [rect.top + 1, rect.top + rect.height / 2, rect.top + rect.height - 1]) {
        if (hidden >= enough) return hidden;
        const hit = drawn.at(Math.min(x, right) / scale, y / scale);
        // The node itself or an ancestor (its parent's padding): what the toolbar may cover.
        if (hit !== undefined && !hit.contains(selected)) hidden++;
      }
    return hidden;
  }

  /** What node `uid` draws (drawnContent), in the overlay's coordinates. */
  #content(uid: string): Box | undefined {
    const selected = this.host.element(uid);
    const drawn = selected === undefined ? undefined : drawnContent(selected);
    if (drawn === undefined) return undefined;
    const { scale } = this.canvas.geometry;
    return {
      top: drawn.top * scale,
      left: drawn.left * scale,
      width: drawn.width * scale,
      height: drawn.height * scale,
    };
  }

  /** The nodes drawn where a toolbar of the node `uid` at `box` may go: from a toolbar's height above it to one below. */
  #drawn(uid: string, box: Box): DrawnNodes | null {
    const selected = this.host.element(uid);
    if (selected === undefined) return null;
    const { scale } = this.canvas.geometry;
    const reach = TOOLBAR_HEIGHT * 2;
    return new DrawnNodes(selected, (box.top - reach) / scale, (box.top + box.height + reach) / scale);
  }
}
