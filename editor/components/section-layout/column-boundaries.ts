/**
 * Where the boundaries between a section's columns are in the canvas, measured from the frame's
 * layout (each column's `[data-lp-uid]` box): the middle of the gap between two columns side by
 * side, in the overlay's coordinates (frame client coordinates × the canvas's scale), and how
 * many frame pixels a whole row (100%) spans, so a pointer's move converts to a percentage.
 *
 * Only neighbours on one line have a boundary: columns stacked (a phone) or wrapped onto the next
 * line (widths over 100%, section-layout.ts `columnRows`) have none across the line's end, each
 * line keeping its own; nor has a column not drawn (hidden: no box). A boundary spans its pair's
 * height, so boundaries of two lines never overlap, and one closer to a kept one than a handle's
 * width (a column a few pixels wide) is left out rather than drawn over it.
 */
import type { TemplateNode } from '../../../renderer/index.ts';
import { columnsOf } from '../../store/section-layout.ts';

/** One boundary, between columns `index` and `index + 1`. */
export interface Boundary {
  readonly index: number;
  /** The middle of the gap, in overlay pixels. */
  readonly x: number;
  readonly top: number;
  readonly height: number;
  /** Column `index` is to the right of its neighbour (a right-to-left row). */
  readonly rtl: boolean;
}

/** The boundaries of a section, and the row's span in frame pixels (100%). */
export interface Boundaries {
  readonly boundaries: readonly Boundary[];
  readonly span: number;
}

/** A column's box in frame client pixels (a DOMRect is one). */
export interface ColumnBox {
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}

/** The width of a handle's grip in overlay pixels (lp-column-handles.styles.ts): two closer would overlap. */
export const HANDLE_WIDTH = 10;

/** Measures the boundaries of `section` in the frame's document (none when it is not drawn). */
export function measureBoundaries(doc: Document, section: TemplateNode, scale: number): Boundaries {
  const elements = columnsOf(section).map((column) =>
    column.uid === undefined ? null : doc.querySelector(`[data-lp-uid="${CSS.escape(column.uid)}"]`),
  );
  const first = elements[0];
  if (elements.length < 2 || first == null || elements.some((element) => element === null))
    return { boundaries: [], span: 0 };
  return {
    boundaries: boundariesBetween(
      elements.map((element) => element!.getBoundingClientRect()),
      scale,
    ),
    span: rowSpan(first),
  };
}

/** The boundaries between boxes in column order (see the file's header), in overlay pixels. */
export function boundariesBetween(boxes: readonly ColumnBox[], scale: number): Boundary[] {
  const boundaries: Boundary[] = [];
  for (let index = 0; index < boxes.length - 1; index++) {
    const a = boxes[index]!;
    const b = boxes[index + 1]!;
    if (a.right - a.left <= 0 || b.right - b.left <= 0 || a.bottom - a.top <= 0 || b.bottom - b.top <= 0) continue;
    // Side by side: they share a line and do not overlap across it.
    const sameLine = b.top < a.bottom - 1 && a.top < b.bottom - 1;
    const rtl = b.left < a.left;
    const apart = rtl ? b.right <= a.left + 1 : a.right <= b.left + 1;
    if (!sameLine || !apart) continue;
    const x = (rtl ? (b.right + a.left) / 2 : (a.right + b.left) / 2) * scale;
    const top = Math.min(a.top, b.top) * scale;
    const bottom = Math.max(a.bottom, b.bottom) * scale;
    const crowded = boundaries.some(
      (kept) => Math.abs(kept.x - x) < HANDLE_WIDTH && kept.top < bottom && top < kept.top + kept.height,
    );
    if (!crowded) boundaries.push({ index, x, top, height: bottom - top, rtl });
  }
  return boundaries;
}

/**
 * The frame pixels that 100% of width covers: a column of w% is w% of (row + gap) minus one gap
 * (column.ts `shareOfRow`), so a change of 1% moves its edge by (row + gap) / 100.
 */
function rowSpan(column: Element): number {
  const row = column.parentElement;
  if (row === null) return 0;
  const style = row.ownerDocument.defaultView?.getComputedStyle(row);
  const padding =
    (Number.parseFloat(style?.paddingLeft ?? '') || 0) + (Number.parseFloat(style?.paddingRight ?? '') || 0);
  const gap = Number.parseFloat(style?.columnGap ?? '') || 0;
  return row.clientWidth - padding + gap;
}
