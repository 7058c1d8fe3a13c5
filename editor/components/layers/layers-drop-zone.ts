/**
 * The layers tree as a drop zone of the canvas's drags (drop-zones.ts `addDropZone`): a
 * blocks panel tile (a new node) or a node of the page dragged over the tree lands among its rows
 * by the tree's own rules (layers-drop.ts): only places the store accepts light up, the tree draws
 * its line or outline, a closed row the pointer rests on opens, and the tree scrolls near its top
 * and bottom edges. The drag controller runs the drop (one command, one undo step), as it does
 * for the canvas. What may land, and the command that lands it, are the canvas's too
 * (drop-candidates.ts): a block that fits only between sections comes in a section of its own.
 */
import type { TemplateNode } from '../../../renderer/index.ts';
import type { EditorStore } from '../../store/editor-store.ts';
import { locate } from '../../store/tree.ts';
import type { DragPayload } from '../drag/drag-payload.ts';
import { dropCommand, insertCandidates } from '../drag/drop-candidates.ts';
import type { DropZone, ZoneDrop } from '../drag/drop-zones.ts';
import { edgeScroll, treePointer, type DragState, type TreeGeometry } from './layers-drag.ts';
import { dropTarget, opensOnHover, type Dragged } from './layers-drop.ts';
import { HoverOpen } from './layers-hover-open.ts';
import type { LayerRow } from './layers-model.ts';

/** What the zone needs of the tree. */
export interface ZoneHost extends TreeGeometry {
  store(): EditorStore | undefined;
  rows(): readonly LayerRow[];
  /** The row index of `uid`, or -1. */
  rowOf(uid: string): number;
  /** Opens the row of `uid`. */
  expand(uid: string): void;
  /** Shows the drag over the tree (or, undefined, nothing). */
  show(state: DragState | undefined): void;
}

/** The last place the pointer was seen over the tree. */
interface Over {
  readonly x: number;
  readonly y: number;
  readonly payload: DragPayload;
}

/** The tree's drop zone (see above). */
export class LayersDropZone implements DropZone {
  #over: Over | undefined;
  #frame = 0;
  readonly #hoverOpen = new HoverOpen((uid) => {
    this.host.expand(uid);
    // The rows changed under a pointer at rest: the drop is worked out again over them.
    if (this.#over !== undefined) this.#find(this.#over);
  });

  constructor(private readonly host: ZoneHost) {}

  over(x: number, y: number, payload: DragPayload): ZoneDrop | undefined {
    const scroller = this.host.scroller();
    const box = scroller?.getBoundingClientRect();
    if (box === undefined || x < box.left || x >= box.right || y < box.top || y >= box.bottom) {
      this.leave();
      return undefined;
    }
    this.#over = { x, y, payload };
    // While the pointer is over the tree, the tree scrolls near its edges (between pointer moves too).
    if (this.#frame === 0) this.#frame = requestAnimationFrame(this.#tick);
    return this.#find(this.#over);
  }

  leave(): void {
    if (this.#over === undefined) return;
    this.#over = undefined;
    cancelAnimationFrame(this.#frame);
    this.#frame = 0;
    this.#hoverOpen.cancel();
    this.host.show(undefined);
  }

  readonly #tick = (): void => {
    this.#frame = 0;
    const over = this.#over;
    const scroller = this.host.scroller();
    if (over === undefined || scroller === null) return;
    if (edgeScroll(scroller, over.y)) this.#find(over);
    this.#frame = requestAnimationFrame(this.#tick);
  };

  /** The drop under the pointer, checked against the store, and drawn. */
  #find(over: Over): ZoneDrop | undefined {
    const scroller = this.host.scroller();
    const store = this.host.store();
    if (scroller === null || store === undefined) return undefined;
    const rows = this.host.rows();
    const pointer = treePointer(this.host, scroller, over.x, over.y);
    const { payload } = over;
    const moved = payload.type === 'move' ? payload.uid : null;
    // What may land: the node moved, or the new node, else a section around a new block.
    const tries: { dragged: Dragged; node?: TemplateNode }[] = [];
    if (payload.type === 'move') {
      const row = this.host.rowOf(payload.uid);
      const tagName = locate<TemplateNode>(store.state.doc, payload.uid)?.node.tagName;
      if (tagName === undefined) return undefined;
      // A node whose row is not shown (inside a closed row) has no row to leave out: its kind is enough.
      tries.push({ dragged: row === -1 ? { tagName } : row });
    } else {
      for (const node of insertCandidates(payload.node)) tries.push({ dragged: { tagName: node.tagName }, node });
    }
    const dragged = tries[0]!.dragged;
    this.#hoverOpen.over(opensOnHover(rows, dragged, pointer.row) ? rows[pointer.row]!.uid : null);
    for (const { dragged, node } of tries) {
      const found = dropTarget(rows, dragged, pointer);
      if (found === undefined) continue;
      if (!store.can(dropCommand(payload, node, found.parentUid, found.index))) continue;
      this.host.show({ uid: moved, target: found });
      return { parentUid: found.parentUid, index: found.index, ...(node === undefined ? {} : { node }) };
    }
    this.host.show({ uid: moved, target: undefined });
    return undefined;
  }
}
