/**
 * Where a node dragged in the layers tree lands: the pointer's place over the rows mapped to one
 * `moveNodeTo(uid, parentUid, index)` (the index counted before the move), or, for a new node
 * dragged in from the blocks panel, one `insertNode(parentUid, index, node)`, and what the tree
 * draws for it: a line in a gap between rows, or an outline on a row that takes the node as its
 * last child. Pure, so the mapping is tested without a browser.
 *
 * A gap between two rows stands for several places in the tree: before the row below, and after
 * the row above and after each ancestor whose subtree ends there (the end of a column, of its
 * section...). Each place has a depth; the one kept is valid (the parent's kind holds the dragged
 * kind, `registry.holds`; not inside the dragged node; not where it already is) and nearest to the
 * depth the pointer's horizontal position points at, else the deepest.
 */
import { registry } from '../../../renderer/index.ts';
import { subtreeEnd, type LayerRow } from './layers-model.ts';

/** What the tree draws for a drop. */
export type DropIndicator =
  /** A line in the gap above row `row` (rows.length: below the last), indented to `depth`. */
  | { readonly type: 'line'; readonly row: number; readonly depth: number }
  /** An outline on row `row`: the node goes in as its last child. */
  | { readonly type: 'inside'; readonly row: number };

/** A valid drop: the move to run and what to draw. */
export interface DropTarget {
  readonly parentUid: string | null;
  readonly index: number;
  readonly indicator: DropIndicator;
}

/** Where the pointer is over the rows. */
export interface DropPointer {
  /** The row under the pointer (rows.length or more: below the last row; negative: above the first). */
  readonly row: number;
  /** How far down that row, 0 to 1. */
  readonly fraction: number;
  /** The depth the pointer's horizontal position points at (1: the page's children), if known. */
  readonly depth?: number;
}

/**
 * What is dragged: a row of the tree (its index), or a new node of a kind (a blocks panel's tile),
 * which has no place yet, so every valid place is a change.
 */
export type Dragged = number | { readonly tagName: string };

/** The dragged row, or undefined for a new node; `row` -1 then, and no subtree. */
function draggedRow(rows: readonly LayerRow[], dragged: Dragged): { node?: LayerRow; row: number; end: number } {
  if (typeof dragged !== 'number') return { row: -1, end: -2 };
  return { node: rows[dragged], row: dragged, end: rows[dragged] === undefined ? -2 : subtreeEnd(rows, dragged) };
}

/** Whether a parent of kind `parentTag` may hold a child of kind `childTag` (the registry's rule by default). */
export type Holds = (parentTag: string, childTag: string) => boolean;

interface Place {
  readonly parentUid: string | null;
  readonly parentTag: string;
  readonly index: number;
  readonly depth: number;
}

/** The drop for `dragged` (a row, or a new node) at `pointer`, or undefined where nothing valid is. */
export function dropTarget(
  rows: readonly LayerRow[],
  dragged: Dragged,
  pointer: DropPointer,
  holds: Holds = (parent, child) => registry.holds(parent, child),
): DropTarget | undefined {
  const { node, row: from, end: draggedEnd } = draggedRow(rows, dragged);
  if (typeof dragged === 'number' && node === undefined) return undefined;
  const tagName = node?.tagName ?? (dragged as { tagName: string }).tagName;
  const insideDragged = (row: number) => row >= from && row <= draggedEnd;
  const row = Math.max(0, Math.min(rows.length, pointer.row));
  const over = rows[row];
  const fraction = pointer.row < 0 ? 0 : pointer.fraction;
  if (over !== undefined) {
    if (insideDragged(row)) return undefined;
    const takes = holds(over.tagName, tagName);
    if (takes && fraction >= 0.25 && fraction < 0.75) {
      const index = over.childCount;
      if (node !== undefined && over.uid === node.parentUid && index === node.index + 1) return undefined;
      return { parentUid: over.uid, index, indicator: { type: 'inside', row } };
    }
  }
  const gap = over !== undefined && fraction >= 0.5 ? row + 1 : row;
  const valid = gapPlaces(rows, gap).filter(
    (place) =>
      holds(place.parentTag, tagName) &&
      !(place.parentUid !== null && insideDraggedUid(rows, from, draggedEnd, place.parentUid)) &&
      !(
        node !== undefined &&
        place.parentUid === node.parentUid &&
        (place.index === node.index || place.index === node.index + 1)
      ),
  );
  if (valid.length === 0) return undefined;
  const hint = pointer.depth;
  // Deepest first (gapPlaces' order); the nearest to the hint wins, the deeper on a tie.
  const place =
    hint === undefined
      ? valid[0]!
      : valid.reduce((best, candidate) =>
          Math.abs(candidate.depth - hint) < Math.abs(best.depth - hint) ? candidate : best,
        );
  return { parentUid: place.parentUid, index: place.index, indicator: { type: 'line', row: gap, depth: place.depth } };
}

/** The places the gap above row `gap` stands for, deepest first. */
export function gapPlaces(rows: readonly LayerRow[], gap: number): Place[] {
  const places: Place[] = [];
  const below = rows[gap];
  const floor = below?.depth ?? 1;
  // After the row above and after each ancestor whose subtree ends here, deeper than the row below.
  for (let at = gap - 1; at >= 0; ) {
    const above = rows[at]!;
    if (above.depth < floor) break;
    if (above.depth === floor && below !== undefined) break;
    places.push({ parentUid: above.parentUid, parentTag: above.parentTag, index: above.index + 1, depth: above.depth });
    at = above.parentRow;
  }
  if (below !== undefined)
    places.push({ parentUid: below.parentUid, parentTag: below.parentTag, index: below.index, depth: below.depth });
  return places;
}

/**
 * Whether resting on row `row` while dragging `dragged` (a row, or a new node) opens it: a closed
 * row with children, outside the dragged subtree, whose kind could hold the dragged kind at some
 * depth (a column a block, a section a block through its columns; not a section a section).
 */
export function opensOnHover(
  rows: readonly LayerRow[],
  dragged: Dragged,
  row: number,
  holds: Holds = (parent, child) => registry.holds(parent, child),
): boolean {
  const over = rows[row];
  const { node, row: from, end } = draggedRow(rows, dragged);
  const tagName = node?.tagName ?? (typeof dragged === 'number' ? undefined : dragged.tagName);
  if (over === undefined || tagName === undefined || over.expanded || over.childCount === 0) return false;
  if (row >= from && row <= end) return false;
  return mayHold(over.tagName, tagName, holds);
}

/** Whether a `parentTag` node could hold a `childTag` node directly or through kinds it holds (the registry's kinds). */
function mayHold(parentTag: string, childTag: string, holds: Holds): boolean {
  const seen = new Set([parentTag]);
  const queue = [parentTag];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    if (holds(next, childTag)) return true;
    for (const { tagName } of registry.kinds)
      if (!seen.has(tagName) && holds(next, tagName)) {
        seen.add(tagName);
        queue.push(tagName);
      }
  }
  return false;
}

function insideDraggedUid(rows: readonly LayerRow[], dragged: number, end: number, uid: string): boolean {
  for (let row = dragged; row <= end; row++) if (rows[row]!.uid === uid) return true;
  return false;
}
