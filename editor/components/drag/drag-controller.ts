/**
 * Drag and drop onto the canvas with pointer events (mouse, touch, pen), from the blocks panel
 * (new nodes) and from the page itself (moving nodes). A pointerdown only arms a drag: it starts
 * once the pointer has moved a few pixels, so a click stays a click. The source keeps the pointer
 * (pointer capture), so the drag follows it over the canvas frame and back out.
 *
 * While it runs: a ghost follows the pointer, the target under it (drop-target.ts) is found once
 * per animation frame whatever the pointer's event rate, the canvas draws its indicator, and the
 * frame scrolls when the pointer nears its top or bottom edge. Escape, a lost pointer or a drop
 * where nothing accepts it cancel; a drop is one command (insertNode or moveNodeTo), one undo
 * step, and is announced. The click a browser sends after the pointer is released is swallowed
 * once a drag has run, so it selects nothing and edits nothing.
 *
 * Outside the canvas frame, or where a zone lies over it (the left panel as a drawer), drop zones
 * (the layers tree, the left panel's tabs: addDropZone) are asked for the target under the
 * pointer and draw their own indicator; a drop there is the same command.
 */
import { registry, type TemplateNode } from '../../../renderer/index.ts';
import { locate } from '../../store/tree.ts';
import { kindName } from '../../i18n/kind-name.ts';
import { placementText } from './placement.ts';
import type { LpCanvas } from '../canvas/lp-canvas.ts';
import type { DragPayload } from './drag-payload.ts';
import { dropCommand, insertCandidates } from './drop-candidates.ts';
import { zonesOf, type ZoneDrop } from './drop-zones.ts';
import { dropTargetAt, type DropTarget, type Indicator } from './drop-target.ts';

/** How far the pointer moves (CSS pixels) before a press becomes a drag. */
const THRESHOLD = 5;
/** The band along the frame's top and bottom edges (frame pixels) that scrolls it. */
const SCROLL_EDGE = 56;
/** The fastest auto-scroll, in frame pixels per animation frame. */
const SCROLL_SPEED = 24;

/**
 * What the canvas shows of a drag: the ghost in its fixed layer's coordinates (it follows the
 * pointer over the panels too), the indicator in the overlay's (over the frame, clipped to it).
 */
export interface DragView {
  readonly ghost: { readonly x: number; readonly y: number; readonly label: string; readonly tagName: string };
  readonly indicator?: {
    readonly type: 'line' | 'outline';
    readonly vertical: boolean;
    readonly top: number;
    readonly left: number;
    readonly width: number;
    readonly height: number;
  };
}

interface Session {
  readonly payload: DragPayload;
  readonly pointerId: number;
  readonly source: Element;
  readonly fromFrame: boolean;
  readonly start: { x: number; y: number };
  readonly abort: AbortController;
  started: boolean;
  /** The pointer's last place, in the editor document's client coordinates. */
  point: { x: number; y: number };
  /** The drop under the pointer; a zone's has no indicator (the zone draws its own). */
  target: (Omit<DropTarget, 'indicator'> & { indicator?: Indicator; node: TemplateNode | undefined }) | undefined;
  frameQueued: number;
}

export class DragController {
  #session: Session | undefined;

  constructor(private readonly canvas: LpCanvas) {}

  /** Whether a drag is under way (past the threshold). */
  get dragging(): boolean {
    return this.#session?.started === true;
  }

  /** Arms a drag from a pointerdown; ignored for other buttons, while reading only, or during another drag. */
  begin(event: PointerEvent, payload: DragPayload): void {
    const store = this.canvas.shell?.store;
    if (store === undefined || !store.state.editable || this.#session !== undefined) return;
    if (event.button !== 0 || !event.isPrimary) return;
    const source = (event.composedPath()[0] ?? event.target) as Element | null;
    if (source === null || typeof source.setPointerCapture !== 'function') return;
    const fromFrame = source.ownerDocument === this.canvas.frameDocument;
    const abort = new AbortController();
    const point = this.#outer(event, fromFrame);
    const session: Session = {
      payload,
      pointerId: event.pointerId,
      source,
      fromFrame,
      start: point,
      abort,
      started: false,
      point,
      target: undefined,
      frameQueued: 0,
    };
    this.#session = session;
    try {
      source.setPointerCapture(event.pointerId);
    } catch {
      // A pointer already gone (a synthetic event): the listeners below still end the session.
    }
    const options = { signal: abort.signal };
    source.addEventListener('pointermove', (e) => this.#move(e as PointerEvent), options);
    source.addEventListener('pointerup', (e) => this.#up(e as PointerEvent), options);
    source.addEventListener('pointercancel', () => this.cancel(), options);
    source.addEventListener('lostpointercapture', () => this.cancel(), options);
    const onEscape = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || this.#session?.started !== true) return;
      e.preventDefault();
      e.stopPropagation();
      this.cancel();
    };
    window.addEventListener('keydown', onEscape, { ...options, capture: true });
    this.canvas.frameDocument?.defaultView?.addEventListener('keydown', onEscape, { ...options, capture: true });
  }

  /** Cancels the drag: nothing changes. */
  cancel(): void {
    const session = this.#session;
    if (session === undefined) return;
    if (session.started) this.canvas.announce(this.canvas.shell?.t.t('drag.cancelled') ?? '');
    this.#end();
  }

  #move(event: PointerEvent): void {
    const session = this.#session;
    if (session === undefined || event.pointerId !== session.pointerId) return;
    session.point = this.#outer(event, session.fromFrame);
    if (!session.started) {
      const moved = Math.hypot(session.point.x - session.start.x, session.point.y - session.start.y);
      if (moved < THRESHOLD) return;
      session.started = true;
      // The press may have begun a text selection in the frame: a drag is not one.
      this.canvas.frameDocument?.getSelection()?.removeAllRanges();
      // No text selection while dragging, without restyling the frame's document (a style on its
      // root would restyle and lay out every node of a large page on the next box read).
      this.canvas.frameDocument?.addEventListener('selectstart', (e) => e.preventDefault(), {
        signal: session.abort.signal,
      });
    }
    event.preventDefault();
    this.#queue(session);
  }

  /** One target search and paint per animation frame, and the auto-scroll while near an edge. */
  #queue(session: Session): void {
    if (session.frameQueued !== 0) return;
    session.frameQueued = requestAnimationFrame(() => {
      session.frameQueued = 0;
      if (this.#session !== session) return;
      if (this.#autoScroll(session)) this.#queue(session);
      this.#update(session);
    });
  }

  #update(session: Session): void {
    const frame = this.canvas.frameElement;
    const doc = this.canvas.frameDocument;
    const shell = this.canvas.shell;
    if (frame === undefined || doc === undefined || shell === undefined) return;
    const { scale } = this.canvas.geometry;
    const box = frame.getBoundingClientRect();
    const origin = this.canvas.fixedOrigin();
    const { x, y } = session.point;
    const inside = x >= box.left && x <= box.right && y >= box.top && y <= box.bottom && !this.#covered(x, y);
    session.target = inside
      ? this.#targetAt(session, doc, (x - box.left) / scale, (y - box.top) / scale)
      : this.#zoneTarget(session, x, y);
    if (inside) this.#leaveZones();
    const indicator = session.target?.indicator;
    this.canvas.showDrag({
      ghost: { x: x - origin.x, y: y - origin.y, label: this.#label(session), tagName: this.#tagName(session) },
      ...(indicator === undefined
        ? {}
        : {
            indicator: {
              type: indicator.type,
              vertical: indicator.type === 'line' && indicator.vertical,
              top: indicator.rect.top * scale,
              left: indicator.rect.left * scale,
              width: indicator.rect.width * scale,
              height: indicator.rect.height * scale,
            },
          }),
    });
  }

  /**
   * The target for the payload at a frame point. A new block where only sections fit (an empty
   * page, between sections) comes in a one-column section of its own.
   */
  #targetAt(session: Session, doc: Document, x: number, y: number): Session['target'] {
    const store = this.canvas.shell!.store;
    const state = store.state;
    const { payload } = session;
    if (payload.type === 'move') {
      const node = locate<TemplateNode>(state.doc, payload.uid)?.node;
      if (node === undefined) return undefined;
      const target = dropTargetAt(doc, x, y, state.doc, { tagName: node.tagName, uid: payload.uid }, (parent, index) =>
        store.can(dropCommand(payload, undefined, parent, index)),
      );
      return target === undefined ? undefined : { ...target, node: undefined };
    }
    for (const node of insertCandidates(payload.node)) {
      const target = dropTargetAt(doc, x, y, state.doc, { tagName: node.tagName }, (parent, index) =>
        store.can(dropCommand(payload, node, parent, index)),
      );
      if (target !== undefined) return { ...target, node };
    }
    return undefined;
  }

  /** The drop a zone under the point offers (the first that offers one); the others stop drawing. */
  #zoneTarget(session: Session, x: number, y: number): Session['target'] {
    let found: ZoneDrop | undefined;
    for (const zone of zonesOf(this.canvas.shell!.store)) {
      if (found === undefined) found = zone.over(x, y, session.payload);
      else zone.leave();
    }
    return found === undefined ? undefined : { parentUid: found.parentUid, index: found.index, node: found.node };
  }

  /** Whether a zone lies over the canvas at the point. */
  #covered(x: number, y: number): boolean {
    const store = this.canvas.shell?.store;
    for (const zone of store === undefined ? [] : zonesOf(store)) if (zone.covers?.(x, y) === true) return true;
    return false;
  }

  #leaveZones(): void {
    const store = this.canvas.shell?.store;
    for (const zone of store === undefined ? [] : zonesOf(store)) zone.leave();
  }

  /** Scrolls the frame while the pointer is near its top or bottom edge; true while it does. */
  #autoScroll(session: Session): boolean {
    const frame = this.canvas.frameElement;
    const win = this.canvas.frameDocument?.defaultView;
    if (!session.started || frame === undefined || win === null || win === undefined) return false;
    const box = frame.getBoundingClientRect();
    const { scale } = this.canvas.geometry;
    if (session.point.x < box.left || session.point.x > box.right || this.#covered(session.point.x, session.point.y))
      return false;
    const y = (session.point.y - box.top) / scale;
    const height = win.innerHeight;
    const depth = y < SCROLL_EDGE ? y - SCROLL_EDGE : y > height - SCROLL_EDGE ? y - (height - SCROLL_EDGE) : 0;
    if (depth === 0) return false;
    const step = Math.round(Math.max(-1, Math.min(1, depth / SCROLL_EDGE)) * SCROLL_SPEED);
    const before = win.scrollY;
    win.scrollBy(0, step);
    return win.scrollY !== before;
  }

  #up(event: PointerEvent): void {
    const session = this.#session;
    if (session === undefined || event.pointerId !== session.pointerId) return;
    if (!session.started) {
      this.#end();
      return;
    }
    // The last move may not have been searched yet.
    session.point = this.#outer(event, session.fromFrame);
    this.#update(session);
    const target = session.target;
    const shell = this.canvas.shell!;
    const store = shell.store;
    let done = false;
    if (target !== undefined) {
      done = store.run(dropCommand(session.payload, target.node, target.parentUid, target.index));
    }
    this.#end();
    if (done) {
      this.canvas.announce(placementText(shell));
      this.canvas.revealSelection();
      // A custom block dropped in: the host fills it, as when it is added by a click.
      const added =
        store.state.selection === null ? undefined : locate<TemplateNode>(store.state.doc, store.state.selection);
      if (session.payload.type === 'insert' && added !== undefined && registry.get(added.node.tagName)?.hostDefined)
        shell.emit('lp-open-custom-block-dialog', { block: added.node });
    } else this.canvas.announce(shell.t.t('drag.cancelled'));
  }

  /** Ends the session: listeners, pointer capture, the drag's visuals; a drag's trailing click is swallowed. */
  #end(): void {
    const session = this.#session;
    if (session === undefined) return;
    this.#session = undefined;
    cancelAnimationFrame(session.frameQueued);
    session.abort.abort();
    try {
      if (session.source.hasPointerCapture?.(session.pointerId))
        session.source.releasePointerCapture(session.pointerId);
    } catch {
      // Released already.
    }
    this.canvas.showDrag(undefined);
    this.#leaveZones();
    if (session.started) swallowNextClick([window, this.canvas.frameDocument?.defaultView]);
  }

  #label(session: Session): string {
    const { payload } = session;
    if (payload.type === 'insert') return payload.label;
    const node = locate<TemplateNode>(this.canvas.shell!.store.state.doc, payload.uid)?.node;
    return node === undefined ? '' : kindName(this.canvas.shell!.t, node.tagName);
  }

  #tagName(session: Session): string {
    const { payload } = session;
    if (payload.type === 'insert') return payload.node.tagName;
    return locate<TemplateNode>(this.canvas.shell!.store.state.doc, payload.uid)?.node.tagName ?? '';
  }

  /** A pointer event's place in the editor document's client coordinates (frame events are scaled out). */
  #outer(event: PointerEvent, fromFrame: boolean): { x: number; y: number } {
    const frame = this.canvas.frameElement;
    if (!fromFrame || frame === undefined) return { x: event.clientX, y: event.clientY };
    const box = frame.getBoundingClientRect();
    const { scale } = this.canvas.geometry;
    return { x: box.left + event.clientX * scale, y: box.top + event.clientY * scale };
  }
}

/** Swallows the click the browser sends right after a released drag (in this task or the next). */
function swallowNextClick(targets: readonly (Window | null | undefined)[]): void {
  const abort = new AbortController();
  const swallow = (event: Event) => {
    event.preventDefault();
    event.stopPropagation();
    abort.abort();
  };
  for (const target of targets) target?.addEventListener('click', swallow, { capture: true, signal: abort.signal });
  setTimeout(() => abort.abort(), 0);
}
