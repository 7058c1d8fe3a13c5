/**
 * Spring-loaded tabs: a drag of the canvas's drag controller (a blocks panel tile, a node of the
 * page) held over a tab of the left panel, or over a button of its rail, opens that tab, as a
 * spring-loaded folder opens under a file dragged onto it. The Blocks and Layers tabs share one
 * panel, so a tile dragged from the Blocks tab could not otherwise reach the layers tree.
 *
 * It is a drop zone (drag-controller.ts `addDropZone`) that never offers a drop: `over` arms a
 * timer while the pointer stays on the same tab and `leave` disarms it. The host shows the armed
 * tab and opens it when the timer runs out.
 */
import type { DragPayload } from '../drag/drag-payload.ts';
import type { DropZone, ZoneDrop } from '../drag/drop-zones.ts';

/**
 * How long (ms) a drag rests on a tab before the tab opens: long enough that a pointer crossing
 * the tab strip on its way to the canvas switches nothing, short enough that a designer who aims
 * at the tab is not left waiting (the layers tree opens a closed row under a drag after the same
 * order of delay, and macOS springs folders after about half a second).
 */
export const SPRING_MS = 600;

/** What the spring needs of the panel. */
export interface SpringHost<Tab extends string> {
  /** The tab a drag at client point (x, y) would open: a tab or rail button under it that is not the tab shown. */
  springAt(x: number, y: number): Tab | undefined;
  /** Shows `tab` as armed (undefined: none). */
  armed(tab: Tab | undefined): void;
  /** Opens `tab` (the timer ran out with the pointer still on it). */
  spring(tab: Tab): void;
  /** Whether the panel lies over the canvas at (x, y) (a drawer): the canvas under it takes no drop there. */
  covers(x: number, y: number): boolean;
}

/** The panel's spring-loaded tabs as a drop zone (see above). */
export class SpringTabs<Tab extends string> implements DropZone {
  #armed: { readonly tab: Tab; readonly timer: ReturnType<typeof setTimeout> } | undefined;

  constructor(private readonly host: SpringHost<Tab>) {}

  over(x: number, y: number, _payload: DragPayload): ZoneDrop | undefined {
    const tab = this.host.springAt(x, y);
    // Still on the armed tab: the timer runs on, from the pointer's arrival, not from its last move.
    if (tab === this.#armed?.tab) return undefined;
    this.leave();
    if (tab === undefined) return undefined;
    const timer = setTimeout(() => {
      this.#armed = undefined;
      this.host.armed(undefined);
      this.host.spring(tab);
    }, SPRING_MS);
    this.#armed = { tab, timer };
    this.host.armed(tab);
    return undefined;
  }

  leave(): void {
    if (this.#armed === undefined) return;
    clearTimeout(this.#armed.timer);
    this.#armed = undefined;
    this.host.armed(undefined);
  }

  covers(x: number, y: number): boolean {
    return this.host.covers(x, y);
  }
}

/** Whether client point (x, y) lies in `element`'s box. */
export function within(element: Element | null, x: number, y: number): boolean {
  const box = element?.getBoundingClientRect();
  return box !== undefined && x >= box.left && x < box.right && y >= box.top && y < box.bottom;
}

/**
 * Runs `then` once the pointer is released (or lost), after the release has reached the drag's
 * source, where the drag controller drops: a window listener hears it first. Aborting the
 * controller returned stops waiting.
 */
export function afterRelease(then: () => void): AbortController {
  const waiting = new AbortController();
  const released = () => {
    waiting.abort();
    setTimeout(then, 0);
  };
  const options = { capture: true, signal: waiting.signal };
  window.addEventListener('pointerup', released, options);
  window.addEventListener('pointercancel', released, options);
  return waiting;
}
