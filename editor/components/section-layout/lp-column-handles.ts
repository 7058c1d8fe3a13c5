/**
 * `<lp-column-handles>`: drag handles in the gaps between a section's columns, drawn in the
 * canvas's overlay. Dragging one (mouse, touch or pen, with pointer capture) resizes the two
 * columns beside it live, a small tooltip showing their percentages. The drag is a store gesture
 * (editor-store.ts `beginGesture`): each move shows at once, the release makes the whole drag one
 * undo step, and Escape (or a cancelled pointer) leaves the document and both history stacks,
 * redo included, as they were.
 *
 * Each handle is a focusable `role="separator"` (the ARIA window splitter) whose value is the
 * first column's % of its row, its text both columns' %: Left and Right move it by 1% (Shift:
 * 10%), Home and End give the first column its smallest and largest width. Keys within the merge
 * window are one undo step, like a slider's. Arrows and the pointer are physical, as the columns
 * are laid out: in a right-to-left page (the frame's `dir`, not the editor's) the first column is
 * on the right, so Right, like a drag to the right, narrows it; the tooltip reads left to right.
 *
 * Nothing is drawn for a reader or a section whose structure is locked for this user. Handles sit
 * only between neighbours on one line (column-boundaries.ts): none for stacked columns, and for
 * columns that wrap (widths over 100%) one per pair on each line, none across a line's end, where
 * a drag would make or break a row. Positions come from the frame's layout and are measured again
 * when the canvas paints, the frame scrolls or the canvas resizes.
 *
 * @property canvas - the `<lp-canvas>` whose overlay holds this element.
 * @property sectionUid - the section whose columns get handles (undefined: none).
 */
import { html, nothing, type PropertyValues } from 'lit';
import type { Level, TemplateNode } from '../../../renderer/index.ts';
import type { Gesture } from '../../store/editor-store.ts';
import { ShellElement } from '../shell-element.ts';
import { controls } from '../../theme/controls.ts';
import { defineElement } from '../define-element.ts';
import type { LpCanvas } from '../canvas/lp-canvas.ts';
import { viewDevice } from '../../context/view-devices.ts';
import { structureHeld } from '../../store/locks.ts';
import { locate } from '../../store/tree.ts';
import {
  columnWidths,
  MIN_COLUMN_PERCENT,
  resizeBetween,
  resolvedWidths,
  sameRow,
  setColumnWidths,
} from '../../store/section-layout.ts';
import { measureBoundaries, type Boundaries, type Boundary } from './column-boundaries.ts';
import { layoutText } from './section-layout-texts.ts';
import { columnHandlesStyles } from './lp-column-handles.styles.ts';

/** A drag under way. */
interface Drag {
  readonly index: number;
  readonly pointerId: number;
  readonly startX: number;
  /** The widths when it began, at the level it edits. */
  readonly start: readonly (string | undefined)[];
  readonly level: Level;
  /** Its moves, shown at once, in history only once it is released. */
  readonly gesture: Gesture;
  /** Its own group: arrow keys right after it are a step of their own. */
  readonly group: string;
  readonly rtl: boolean;
  readonly span: number;
  readonly handle: HTMLElement;
}

let drags = 0;

export class LpColumnHandles extends ShellElement {
  static override properties = {
    canvas: { attribute: false },
    sectionUid: { attribute: false },
    _measured: { state: true },
    _dragging: { state: true },
  };
  static override styles = [controls, columnHandlesStyles];

  declare canvas: LpCanvas | undefined;
  declare sectionUid: string | undefined;
  declare _measured: Boundaries;
  /** The index of the boundary being dragged, for the tooltip. */
  declare _dragging: number | undefined;

  readonly #state = this.watch((state) => {
    const node = this.sectionUid === undefined ? undefined : locate<TemplateNode>(state.doc, this.sectionUid)?.node;
    return [node, state.editable, state.locks] as const;
  });
  #drag: Drag | undefined;
  #listening: { canvas: LpCanvas; win: Window | undefined; abort: AbortController } | undefined;
  #queued = 0;
  readonly #resize = new ResizeObserver(() => this.#schedule());

  constructor() {
    super();
    this.canvas = undefined;
    this.sectionUid = undefined;
    this._measured = { boundaries: [], span: 0 };
    this._dragging = undefined;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#unlisten();
    // What the drag did so far stays, as one step (the element went with the selection or the canvas).
    this.#endDrag('commit');
    cancelAnimationFrame(this.#queued);
    this.#queued = 0;
  }

  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    this.#listen();
    // Any change of the section, the device or the properties may move the columns.
    this.#schedule();
  }

  /** Listens to the canvas's paints and resizes and to the frame's scrolls (again when the frame reloads). */
  #listen(): void {
    const canvas = this.canvas;
    const win = canvas?.frameDocument?.defaultView ?? undefined;
    if (this.#listening?.canvas === canvas && this.#listening?.win === win) return;
    this.#unlisten();
    if (canvas === undefined || !this.isConnected) return;
    const abort = new AbortController();
    const options = { signal: abort.signal };
    canvas.addEventListener('lp-canvas-painted', () => this.#schedule(), options);
    win?.addEventListener('scroll', () => this.#measure(), { ...options, passive: true });
    this.#resize.observe(canvas);
    this.#listening = { canvas, win, abort };
  }

  #unlisten(): void {
    this.#listening?.abort.abort();
    this.#listening = undefined;
    this.#resize.disconnect();
  }

  #schedule(): void {
    if (this.#queued !== 0) return;
    this.#queued = requestAnimationFrame(() => {
      this.#queued = 0;
      this.#listen();
      this.#measure();
    });
  }

  #node(): TemplateNode | undefined {
    const state = this.shell?.store.state;
    return state === undefined || this.sectionUid === undefined
      ? undefined
      : locate<TemplateNode>(state.doc, this.sectionUid)?.node;
  }

  /** Measures the boundaries now (a scroll moves them before the next frame is painted). */
  #measure(): void {
    const doc = this.canvas?.frameDocument;
    const node = this.#node();
    const measured =
      doc === undefined || node === undefined || this.canvas === undefined
        ? { boundaries: [], span: 0 }
        : measureBoundaries(doc, node, this.canvas.geometry.scale);
    if (!sameBoundaries(measured, this._measured)) this._measured = measured;
  }

  /** Whether handles are offered: an editable section whose structure this user may change. */
  #offered(): boolean {
    const state = this.shell?.store.state;
    return (
      state?.editable === true &&
      this.sectionUid !== undefined &&
      this.#node() !== undefined &&
      !structureHeld(state!, this.sectionUid) &&
      this.canvas?.dragging !== true
    );
  }

  #level() {
    return viewDevice(this.shell?.device ?? 'desktop').level;
  }

  protected override render() {
    const shell = this.shell;
    const node = this.#node();
    if (shell === undefined || node === undefined || this.#state.value === undefined || !this.#offered())
      return nothing;
    const raw = columnWidths(node, this.#level());
    const widths = resolvedWidths(raw);
    const { t } = shell;
    // The layout and the widths agree that the pair shares a row: a drag moves a boundary in it.
    const boundaries = this._measured.boundaries.filter((boundary) => sameRow(raw, boundary.index));
    return boundaries.map((boundary) => {
      const left = widths[boundary.index] ?? 0;
      const right = widths[boundary.index + 1] ?? 0;
      const pair = Math.round((left + right) * 100) / 100;
      const dragging = this._dragging === boundary.index;
      const value = layoutText(t, 'sectionLayout.handleValue', { first: left, second: right });
      return html`<div
        class="handle ${dragging ? 'dragging' : ''}"
        role="separator"
        tabindex="0"
        data-index=${boundary.index}
        aria-orientation="vertical"
        aria-label=${layoutText(t, 'sectionLayout.handle', { first: boundary.index + 1, second: boundary.index + 2 })}
        aria-valuenow=${left}
        aria-valuemin=${MIN_COLUMN_PERCENT}
        aria-valuemax=${Math.max(MIN_COLUMN_PERCENT, Math.round((pair - MIN_COLUMN_PERCENT) * 100) / 100)}
        aria-valuetext=${value}
        style="left:${boundary.x}px;top:${boundary.top}px;height:${boundary.height}px"
        @pointerdown=${(event: PointerEvent) => this.#down(event, boundary)}
        @pointermove=${(event: PointerEvent) => this.#move(event)}
        @pointerup=${(event: PointerEvent) => this.#up(event, 'commit')}
        @pointercancel=${(event: PointerEvent) => this.#up(event, 'cancel')}
        @lostpointercapture=${() => this.#endDrag('commit')}
        @keydown=${(event: KeyboardEvent) => this.#key(event, boundary)}
      >
        <span class="line"></span><span class="grip"></span>
        ${
          dragging
            ? html`<span class="tip" aria-hidden="true"
              >${boundary.rtl ? `${right}% | ${left}%` : `${left}% | ${right}%`}</span
            >`
            : nothing
        }
      </div>`;
    });
  }

  #down(event: PointerEvent, boundary: Boundary): void {
    const node = this.#node();
    const store = this.shell?.store;
    if (node === undefined || store === undefined || this.#drag !== undefined) return;
    if ((event.pointerType === 'mouse' && event.button !== 0) || this._measured.span <= 0) return;
    const handle = event.currentTarget as HTMLElement;
    // No text selection, no drag of the node under it, no emulated mouse events.
    event.preventDefault();
    event.stopPropagation();
    handle.setPointerCapture(event.pointerId);
    handle.focus({ preventScroll: true });
    const level = this.#level();
    this.#drag = {
      index: boundary.index,
      pointerId: event.pointerId,
      startX: event.clientX,
      start: columnWidths(node, level),
      level,
      gesture: store.beginGesture(),
      group: `widths:${this.sectionUid}:drag:${++drags}`,
      rtl: boundary.rtl,
      span: this._measured.span,
      handle,
    };
    this._dragging = boundary.index;
    window.addEventListener('keydown', this.#escape, true);
  }

  #move(event: PointerEvent): void {
    const drag = this.#drag;
    if (drag === undefined || event.pointerId !== drag.pointerId) return;
    // Something else changed the document or the history (an undo by the keyboard): the drag is over.
    if (!drag.gesture.active) {
      this.#endDrag('commit');
      return;
    }
    const scale = this.canvas?.geometry.scale ?? 1;
    // Pointer pixels are the editor's; the row's span is the frame's (before scaling).
    const frameDx = (event.clientX - drag.startX) / scale;
    const delta = ((drag.rtl ? -frameDx : frameDx) * 100) / drag.span;
    const widths = resizeBetween(drag.start, drag.index, delta);
    drag.gesture.run(setColumnWidths(this.sectionUid!, widths, { level: drag.level, group: drag.group }));
  }

  #up(event: PointerEvent, end: 'commit' | 'cancel'): void {
    if (this.#drag === undefined || event.pointerId !== this.#drag.pointerId) return;
    this.#endDrag(end);
  }

  /** Escape during a drag: the widths and the history as they were (the pointer's release does nothing more). */
  readonly #escape = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape' || this.#drag === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    this.#endDrag('cancel');
  };

  /** Ends the drag under way: its gesture committed (one undo step) or cancelled (no trace). */
  #endDrag(end: 'commit' | 'cancel'): void {
    const drag = this.#drag;
    if (drag === undefined) return;
    this.#drag = undefined;
    this._dragging = undefined;
    window.removeEventListener('keydown', this.#escape, true);
    drag.gesture[end]();
    if (drag.handle.hasPointerCapture(drag.pointerId)) drag.handle.releasePointerCapture(drag.pointerId);
  }

  #key(event: KeyboardEvent, boundary: Boundary): void {
    const store = this.shell?.store;
    const node = this.#node();
    if (store === undefined || node === undefined || this.#drag !== undefined) return;
    const step = event.shiftKey ? 10 : 1;
    let delta: number;
    // Arrows move the handle where they point: in a right-to-left row, right shrinks the first column.
    if (event.key === 'ArrowRight') delta = boundary.rtl ? -step : step;
    else if (event.key === 'ArrowLeft') delta = boundary.rtl ? step : -step;
    else if (event.key === 'Home') delta = -100;
    else if (event.key === 'End') delta = 100;
    else return;
    event.preventDefault();
    event.stopPropagation();
    const level = this.#level();
    const widths = resizeBetween(columnWidths(node, level), boundary.index, delta);
    store.run(setColumnWidths(this.sectionUid!, widths, { level }));
  }
}

function sameBoundaries(a: Boundaries, b: Boundaries): boolean {
  return (
    a.span === b.span &&
    a.boundaries.length === b.boundaries.length &&
    a.boundaries.every((one, index) => {
      const other = b.boundaries[index]!;
      return (
        one.index === other.index &&
        one.x === other.x &&
        one.top === other.top &&
        one.height === other.height &&
        one.rtl === other.rtl
      );
    })
  );
}

// Under another name when another build of the editor on the page holds this one (define-element.ts).
defineElement('lp-column-handles', LpColumnHandles);

declare global {
  interface HTMLElementTagNameMap {
    'lp-column-handles': LpColumnHandles;
  }
}
