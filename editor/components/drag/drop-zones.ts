/**
 * The places outside the canvas that take drops (the layers tree, the left panel's tabs), per
 * editor: a module of its own, apart from the drag controller, so that the layers tree (a part of
 * its own) and the side panel register their zones without bringing the controller into the
 * first script (a module two parts import moves there: scripts/build-parts.mjs).
 */
import type { TemplateNode } from '../../../renderer/index.ts';
import type { EditorStore } from '../../store/editor-store.ts';
import type { DragPayload } from './drag-payload.ts';

/** A drop a zone found: the parent and gap (moveNodeTo's index), and for an insert the node to insert. */
export interface ZoneDrop {
  readonly parentUid: string | null;
  readonly index: number;
  /** The payload's node, or a section around it where only sections fit. */
  readonly node?: TemplateNode;
}

/** A place outside the canvas that takes drops (the layers tree); it draws its own indicator. */
export interface DropZone {
  /** The drop at client point (x, y) for `payload`; undefined when the point is not over it or nothing there takes it. */
  over(x: number, y: number, payload: DragPayload): ZoneDrop | undefined;
  /** The pointer left it, or the drag ended: it draws nothing. */
  leave(): void;
  /** Whether it lies over the canvas at client point (x, y) (a drawer): the canvas there takes nothing, the zones are asked. */
  covers?(x: number, y: number): boolean;
}

const zones = new WeakMap<EditorStore, Set<DropZone>>();

/** Lets `zone` take the drops of drags in the editor of `store`; returns the function that stops it. */
export function addDropZone(store: EditorStore, zone: DropZone): () => void {
  let set = zones.get(store);
  if (set === undefined) zones.set(store, (set = new Set()));
  set.add(zone);
  return () => {
    set.delete(zone);
    zone.leave();
  };
}

/** The zones of the editor of `store`. */
export function zonesOf(store: EditorStore): Iterable<DropZone> {
  return zones.get(store) ?? [];
}
