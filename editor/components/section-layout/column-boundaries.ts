/**
 * Where the boundaries between a section's columns are in the canvas, measured from the frame's
 * layout (each column's `[data-lp-uid]` box): the middle of the gap between two columns side by
 * side, in the overlay's coordinates (frame client coordinates × the canvas's scale), and how
 * many frame pixels a whole row (100%) spans, so a pointer's move converts to a percentage.
 * Columns that are stacked (a phone) or wrapped onto another line have no boundary between them.
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

/** Measures the boundaries of `section` in the frame's document (none when it is not drawn). */
export function measureBoundaries(doc: Document, section: TemplateNode, scale: number): Boundaries {
  const elements = columnsOf(section).map((column) =>
    column.uid === undefined ? null : doc.querySelector(`[data-lp-uid="${CSS.escape(column.uid)}"]`),
  );
  const first = elements[0];
  if (elements.length < 2 || first == null || elements.some((element) => element === null))
    return { boundaries: [], span: 0 };
  const rects = elements.map((element) => element!.getBoundingClientRect());
  const boundaries: Boundary[] = [];
  for (let index = 0; index < rects.length - 1; index++) {
    const a = rects[index]!;
    const b = rects[index + 1]!;
    // Side by side: they share a line and do not overlap across it.
    const sameLine = b.top < a.bottom - 1 && a.top < b.bottom - 1;
    const rtl = b.left < a.left;
    const apart = rtl ? b.right <= a.left + 1 : a.right <= b.left + 1;
    if (!sameLine || !apart || a.width === 0 || b.width === 0) continue;
    const x = rtl ? (b.right + a.left) / 2 : (a.right + b.left) / 2;
    const top = Math.min(a.top, b.top);
    const bottom = Math.max(a.bottom, b.bottom);
    boundaries.push({ index, x: x * scale, top: top * scale, height: (bottom - top) * scale, rtl });
  }
  return { boundaries, span: rowSpan(first) };
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
