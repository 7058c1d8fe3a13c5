/**
 * What the layers tree keeps for an editor while its tab is closed (the side panel drops the
 * element when another tab opens): its rows, with the nodes opened and closed, where it was
 * scrolled and how tall its view was. Opening the tab again then walks nothing of an unchanged
 * page, shows the tree as it was left, and renders once, at the right height. Kept by the
 * editor's store, and let go of with it.
 */
import type { EditorStore } from '../../store/editor-store.ts';
import { LayerRows } from './layer-rows.ts';

/** One editor's tree, as it was left. */
export interface LayersMemory {
  readonly rows: LayerRows;
  scrollTop: number;
  /** The tree's last measured height (its border box). */
  viewHeight: number;
}

const memories = new WeakMap<EditorStore, LayersMemory>();

/** The memory of the tree of `store`'s editor (a new one, `viewHeight` tall, the first time). */
export function layersMemory(store: EditorStore, viewHeight: number): LayersMemory {
  let memory = memories.get(store);
  if (memory === undefined) memories.set(store, (memory = { rows: new LayerRows(), scrollTop: 0, viewHeight }));
  return memory;
}
