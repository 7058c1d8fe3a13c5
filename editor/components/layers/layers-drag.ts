/**
 * Dragging a row of the layers tree with pointer events (mouse, pen, touch): a press on a row, then
 * a move past 4 px (a mouse or a pen) or a press held still for a moment (a finger, whose quick
 * swipes scroll the tree), starts a drag. While it lasts the pointer's place maps to a drop
 * (layers-drop.ts) the tree draws, the tree scrolls by itself near its top and bottom edges, and
 * Escape or a cancelled pointer ends it with no change. Releasing over a valid place runs one
 * move: one undo step. A closed row the node could go into opens when the pointer rests on it
 * (layers-hover-open.ts), and the drop is worked out again over the rows it shows.
 *
 * Listeners sit on the window for the length of one press: rows come and go as the tree scrolls
 * (only those in view exist), so the pressed row may not outlive the drag.
 */
import { dropTarget, opensOnHover, type DropPointer, type DropTarget } from './layers-drop.ts';
import { HoverOpen } from './layers-hover-open.ts';
import type { LayerRow } from './layers-model.ts';

/** How far a mouse or a pen moves before a press becomes a drag. */
export const DRAG_THRESHOLD = 4;
/** How long a finger holds still before a press becomes a drag. */
export const TOUCH_HOLD_MS = 400;
/** The band along the top and bottom edges where a drag scrolls the tree. */
const EDGE = 32;
/** The fastest auto-scroll, in pixels per frame (at the very edge). */
const MAX_SPEED = 14;

/** A drag in progress, as the tree draws it (`uid` null: a new node dragged in from the blocks panel). */
export interface DragState {
  readonly uid: string | null;
  readonly target: DropTarget | undefined;
}

/** Where the tree's rows are drawn: what maps a pointer to a row and a depth. */
export interface TreeGeometry {
  /** The scrolling tree element. */
  scroller(): HTMLElement | null;
  readonly rowHeight: number;
  readonly indent: number;
  /** The tree's padding before the first row and before depth 1's content. */
  readonly padBlock: number;
  readonly padInline: number;
  dir(): 'ltr' | 'rtl';
}

/** The pointer at client (x, y) over the tree's rows (the row it is over, how far down, the depth it points at). */
export function treePointer(geometry: TreeGeometry, scroller: HTMLElement, x: number, y: number): DropPointer {
  const box = scroller.getBoundingClientRect();
  const top = y - box.top + scroller.scrollTop - geometry.padBlock;
  const row = Math.floor(top / geometry.rowHeight);
  const fraction = top / geometry.rowHeight - row;
  const fromStart = geometry.dir() === 'rtl' ? box.right - x : x - box.left;
  const depth = Math.max(1, Math.floor((fromStart - geometry.padInline) / geometry.indent) + 1);
  return { row, fraction, depth };
}

/** Scrolls the tree by a step while `y` is near its top or bottom edge; true when it moved. */
export function edgeScroll(scroller: HTMLElement, y: number): boolean {
  const box = scroller.getBoundingClientRect();
  const speed =
    y < box.top + EDGE
      ? -Math.ceil(((box.top + EDGE - y) / EDGE) * MAX_SPEED)
      : y > box.bottom - EDGE
        ? Math.ceil(((y - (box.bottom - EDGE)) / EDGE) * MAX_SPEED)
        : 0;
  if (speed === 0) return false;
  const before = scroller.scrollTop;
  scroller.scrollTop = before + Math.max(-MAX_SPEED, Math.min(MAX_SPEED, speed));
  return scroller.scrollTop !== before;
}

/** What the drag needs of the tree. */
export interface DragHost extends TreeGeometry {
  rows(): readonly LayerRow[];
  /** The row index of `uid`, or -1. */
  rowOf(uid: string): number;
  /** Opens the row of `uid` (rows() then shows its children). */
  expand(uid: string): void;
  /** Whether the move is one the store would run (a dry run). */
  accepts(uid: string, target: DropTarget): boolean;
  /** Shows the drag (or, undefined, its end). */
  show(state: DragState | undefined): void;
  drop(uid: string, target: DropTarget): void;
}

interface Press {
  readonly pointerId: number;
  readonly uid: string;
  readonly startX: number;
  readonly startY: number;
  readonly touch: boolean;
  x: number;
  y: number;
  armed: boolean;
  started: boolean;
  holdTimer: ReturnType<typeof setTimeout> | undefined;
  frame: number | undefined;
  target: DropTarget | undefined;
}

export class LayerDrag {
  #press: Press | undefined;
  #swallowClick = false;
  readonly #hoverOpen = new HoverOpen((uid) => {
    const press = this.#press;
    if (press?.started !== true) return;
    this.host.expand(uid);
    this.#update(press);
  });

  constructor(private readonly host: DragHost) {}

  /** Whether a drag (past its threshold) is in progress. */
  get dragging(): boolean {
    return this.#press?.started === true;
  }

  /** True for the click that ends a drag: it is not a selection. Reading it clears it. */
  takeClick(): boolean {
    const swallow = this.#swallowClick;
    this.#swallowClick = false;
    return swallow;
  }

  /** A press on the row of `uid`: maybe the start of a drag. */
  press(event: PointerEvent, uid: string): void {
    if (this.#press !== undefined || !event.isPrimary || event.button !== 0) return;
    const touch = event.pointerType === 'touch';
    this.#press = {
      pointerId: event.pointerId,
      uid,
      startX: event.clientX,
      startY: event.clientY,
      x: event.clientX,
      y: event.clientY,
      touch,
      armed: !touch,
      started: false,
      holdTimer: touch ? setTimeout(() => this.#arm(), TOUCH_HOLD_MS) : undefined,
      frame: undefined,
      target: undefined,
    };
    window.addEventListener('pointermove', this.#move, true);
    window.addEventListener('pointerup', this.#up, true);
    window.addEventListener('pointercancel', this.#cancelEvent, true);
    window.addEventListener('keydown', this.#key, true);
  }

  /** Ends any drag without a change (the element leaves the page, a new document arrives). */
  cancel(): void {
    this.#end(false);
  }

  #arm(): void {
    const press = this.#press;
    if (press === undefined) return;
    press.armed = true;
    this.#start(press);
  }

  #start(press: Press): void {
    press.started = true;
    this.#update(press);
    const tick = () => {
      if (this.#press !== press) return;
      this.#autoScroll(press);
      press.frame = requestAnimationFrame(tick);
    };
    press.frame = requestAnimationFrame(tick);
  }

  readonly #move = (event: PointerEvent): void => {
    const press = this.#press;
    if (press === undefined || event.pointerId !== press.pointerId) return;
    press.x = event.clientX;
    press.y = event.clientY;
    const far = Math.hypot(press.x - press.startX, press.y - press.startY) >= DRAG_THRESHOLD;
    if (!press.started) {
      // A finger moving before its hold is a swipe: the tree scrolls, no drag.
      if (press.touch && far) this.#end(false);
      else if (press.armed && far) this.#start(press);
      return;
    }
    event.preventDefault();
    this.#update(press);
  };

  readonly #up = (event: PointerEvent): void => {
    const press = this.#press;
    if (press === undefined || event.pointerId !== press.pointerId) return;
    if (press.started) {
      press.x = event.clientX;
      press.y = event.clientY;
      this.#update(press);
    }
    this.#end(press.started);
  };

  readonly #cancelEvent = (event: PointerEvent): void => {
    if (event.pointerId === this.#press?.pointerId) this.#end(false);
  };

  readonly #key = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape' || this.#press === undefined) return;
    const started = this.#press.started;
    this.#end(false);
    // Escape ends the drag and nothing else: the editor's Escape would clear the selection.
    if (started) {
      event.preventDefault();
      event.stopPropagation();
    }
  };

  /**
   * The tree's own (non-passive) touchmove listener calls this: a finger's move would scroll the
   * tree; once a drag holds it, the move is the drag's. It sits on the tree from the start, since
   * the browser decides whether a touch may scroll at once at its start, by the listeners then.
   */
  touchMove(event: TouchEvent): void {
    if (this.#press?.started === true && event.cancelable) event.preventDefault();
  }

  /** The drop under the pointer, checked against the store. */
  #update(press: Press): void {
    const scroller = this.host.scroller();
    const rows = this.host.rows();
    const dragged = this.host.rowOf(press.uid);
    if (scroller === null || dragged === -1) {
      this.#end(false);
      return;
    }
    const pointer = treePointer(this.host, scroller, press.x, press.y);
    const found = dropTarget(rows, dragged, pointer);
    this.#hoverOpen.over(opensOnHover(rows, dragged, pointer.row) ? rows[pointer.row]!.uid : null);
    const target = found !== undefined && this.host.accepts(press.uid, found) ? found : undefined;
    press.target = target;
    this.host.show({ uid: press.uid, target });
  }

  #autoScroll(press: Press): void {
    const scroller = this.host.scroller();
    if (scroller !== null && edgeScroll(scroller, press.y)) this.#update(press);
  }

  #end(drop: boolean): void {
    const press = this.#press;
    if (press === undefined) return;
    this.#press = undefined;
    clearTimeout(press.holdTimer);
    this.#hoverOpen.cancel();
    if (press.frame !== undefined) cancelAnimationFrame(press.frame);
    window.removeEventListener('pointermove', this.#move, true);
    window.removeEventListener('pointerup', this.#up, true);
    window.removeEventListener('pointercancel', this.#cancelEvent, true);
    window.removeEventListener('keydown', this.#key, true);
    if (!press.started) return;
    // The click that follows this pointerup (if any) ends a drag, it selects nothing.
    this.#swallowClick = true;
    setTimeout(() => {
      this.#swallowClick = false;
    });
    this.host.show(undefined);
    if (drop && press.target !== undefined) this.host.drop(press.uid, press.target);
  }
}
