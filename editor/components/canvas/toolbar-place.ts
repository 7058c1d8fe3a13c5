/**
 * Where the node toolbar goes over the canvas. A designer's clicks aimed at the block next to a
 * short selected node landed on the toolbar's move buttons (a text moved into another section),
 * and on the right-most column the toolbar ran past the canvas's edge; inside the top of a tall
 * node it hid the node's own first line (a heading, a form's first label), which the designer
 * then could neither read nor click. So the rule, in order:
 *
 * 1. Just above the node, outside, when that hides no other node. Only the node's ancestors' own
 *    area (its parent's padding) may be under it: "Select parent" reaches the parent anyway.
 * 2. Else just below it, on the same condition; then, when there is a `compactWidth`, the same two
 *    drawn compact (without the kind's name: a heading in a half-width column left room above it
 *    for the short toolbar, while the whole one reached over the next column).
 * 3. Else inside the node at its bottom edge (of the part in view), when the node is tall enough
 *    that most of it stays clickable (twice the toolbar's height) and the toolbar there hides
 *    none of the node's children: its first line stays free.
 * 4. Else, every place hiding some other node, where it hides the least of them: on the node
 *    itself first (the node the user already holds; a tall node keeps it at its bottom edge, a
 *    short one centres it on itself, so what spills past a node shorter than the toolbar falls,
 *    split in two, on the gaps between blocks), then above, then below. Near the canvas's edge,
 *    pushed back inside, the toolbar on the node can reach over the next column: above or below
 *    it may hide less there.
 *
 * What a place hides is asked of `hides`, whose hit tests are what a placement costs (a few hundred
 * on a large page): places 1 to 3 only need to know whether it is any, and in 4 a place is counted
 * no further than the best so far, which it then cannot beat.
 *
 * Horizontally it starts at the node's start edge (the right edge on a right-to-left page) and is
 * pushed back inside the canvas: none of its buttons is ever outside the visible canvas. On the
 * node (3 and 4) it may go to the end edge instead: a short block (a left-aligned button) spans
 * its column, and at its start edge the toolbar covered all of what it draws, while the room beside
 * it was empty. Given the node's drawn `content` box, it takes the place that covers least of it,
 * the first of these on a tie: at the start edge, at the end edge, then the same two drawn compact
 * (`compactWidth`: without the kind's name, which the selection panel's header shows anyway: the
 * hero's button in a half-width column left 175 px beside it, the whole toolbar is 270), then, when
 * all of those cover some of it, just past the content (its end side first, then its start side),
 * which may reach over the node's edge into its ancestors' area (a column's padding, the gap
 * between columns) when that hides no other node and most of it stays over the node, whole or
 * compact.
 */
import type { Box } from './canvas-selection.ts';

/** The toolbar's height (32 px) and the gap it keeps to the node's and the canvas's edges. */
export const TOOLBAR_HEIGHT = 32;
const GAP = 4;

export interface ToolbarPlacement {
  readonly top: number;
  readonly left: number;
  /** Outside, under the node. */
  readonly below: boolean;
  /** Drawn without the kind's name (`compactWidth` wide); absent when drawn whole. */
  readonly compact?: true;
}

export interface ToolbarPlaceInput {
  /** The selected node's box, in the overlay's coordinates. */
  readonly box: Box;
  /** The visible canvas (the overlay over the frame). */
  readonly canvas: { readonly width: number; readonly height: number };
  /** The toolbar's width as drawn (or an estimate before it first is). */
  readonly width: number;
  /** Its width without the kind's name; without it, the toolbar is always drawn whole. */
  readonly compactWidth?: number;
  /** The page reads right to left: the toolbar starts at the node's right edge. */
  readonly rtl: boolean;
  /**
   * What the node draws (the union of its drawn descendants' boxes: a button block's link, an
   * image block's image), in the overlay's coordinates. A toolbar on the node goes to whichever
   * edge covers less of it; without it, to the start edge.
   */
  readonly content?: Box;
  /**
   * How much of a node other than the selected one or its ancestors a toolbar at `rect` would
   * hide (0: none). It may stop counting at `enough`: the answer is then at least `enough`.
   */
  readonly hides: (rect: Box, enough: number) => number;
}

/** Where the toolbar goes (see the file's header for the rule). */
export function toolbarPlace(input: ToolbarPlaceInput): ToolbarPlacement {
  const { box, canvas, width, rtl, hides, content } = input;
  const height = TOOLBAR_HEIGHT;
  // The inset points into the node: away from the edge the toolbar is put at.
  const at = (top: number, inset: number, atEnd = false, wide = width): Box => {
    const start = rtl ? box.left + box.width - wide : box.left;
    const end = rtl ? box.left : box.left + box.width - wide;
    return {
      top,
      left: clamp(
        atEnd ? end + (rtl ? inset : -inset) : start + (rtl ? -inset : inset),
        GAP,
        canvas.width - wide - GAP,
      ),
      width: wide,
      height,
    };
  };
  // Most of a toolbar past the content stays over the node: it reads as the node's, not a neighbour's.
  const attached = (rect: Box) =>
    Math.min(rect.left + rect.width, box.left + box.width) - Math.max(rect.left, box.left) >= rect.width / 2;
  const compactWidth = input.compactWidth !== undefined && input.compactWidth < width ? input.compactWidth : undefined;
  const widths = compactWidth === undefined ? [width] : [width, compactWidth];
  // On the node: the place that covers least of what it draws (see the file's header).
  const onEdge = (top: number): Box => {
    if (content === undefined) return at(top, GAP);
    let best = at(top, GAP);
    let covered = overlap(best, content);
    for (const wide of widths)
      for (const atEnd of [false, true]) {
        if (covered === 0) return best;
        const rect = at(top, GAP, atEnd, wide);
        const share = overlap(rect, content);
        if (share < covered) [best, covered] = [rect, share];
      }
    if (covered === 0) return best;
    for (const wide of widths) {
      // Past its end side first (where a toolbar at the end edge was), then past its start side.
      const after = content.left + content.width + GAP;
      const before = content.left - GAP - wide;
      for (const past of rtl ? [before, after] : [after, before]) {
        const rect = { top, left: clamp(past, GAP, canvas.width - wide - GAP), width: wide, height };
        if (overlap(rect, content) === 0 && attached(rect) && hides(rect, 1) === 0) return rect;
      }
    }
    return best;
  };
  const bottom = box.top + box.height;
  // Inside at the bottom edge of what is in view: a section taller than the canvas keeps it in sight.
  const insideTop = Math.max(Math.min(bottom, canvas.height) - height - GAP, Math.max(box.top, 0) + GAP);
  const tall = box.height >= height * 2 + 2 * GAP;
  const fits = (rect: Box) => rect.top >= 0 && rect.top + height <= canvas.height;
  // Whole above, whole below, then the same compact: whole, it may reach over the next column.
  const outside = widths.flatMap((wide) =>
    [
      { rect: at(box.top - height - GAP, 0, false, wide), below: false },
      { rect: at(bottom + GAP, 0, false, wide), below: true },
    ].filter((candidate) => fits(candidate.rect)),
  );
  for (const candidate of outside)
    if (hides(candidate.rect, 1) === 0) return { ...place(candidate.rect, width), below: candidate.below };
  if (tall) {
    const inside = onEdge(insideTop);
    if (hides(inside, 1) === 0) return { ...place(inside, width), below: false };
  }
  // Every place hides something: the least, the node itself first on a tie.
  const onNode =
    box.height >= height + 2 * GAP
      ? onEdge(insideTop)
      : onEdge(clamp(box.top + (box.height - height) / 2, 0, canvas.height - height));
  let best = { rect: onNode, below: false, hidden: hides(onNode, Number.POSITIVE_INFINITY) };
  for (const candidate of outside) {
    const hidden = hides(candidate.rect, best.hidden);
    if (hidden < best.hidden) best = { ...candidate, hidden };
  }
  return { ...place(best.rect, width), below: best.below };
}

/** The area two boxes share (0 when apart). */
function overlap(a: Box, b: Box): number {
  const across = Math.min(a.left + a.width, b.left + b.width) - Math.max(a.left, b.left);
  const down = Math.min(a.top + a.height, b.top + b.height) - Math.max(a.top, b.top);
  return Math.max(across, 0) * Math.max(down, 0);
}

/** The rect's rounded place; compact when it is narrower than the whole toolbar (`width`). */
function place(rect: Box, width: number): { top: number; left: number; compact?: true } {
  const at = { top: Math.round(rect.top), left: Math.round(rect.left) };
  return rect.width < width ? { ...at, compact: true } : at;
}

/** `value` within [min, max]; `min` when the range is empty (a toolbar wider than the canvas starts at its start). */
function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(value, max));
}
