/**
 * Where the node toolbar goes over the canvas. A designer's clicks aimed at the block next to a
 * short selected node landed on the toolbar's move buttons (a text moved into another section),
 * and on the right-most column the toolbar ran past the canvas's edge; inside the top of a tall
 * node it hid the node's own first line (a heading, a form's first label), which the designer
 * then could neither read nor click. So the rule, in order:
 *
 * 1. Just above the node, outside, when that hides no other node. Only the node's ancestors' own
 *    area (its parent's padding) may be under it: "Select parent" reaches the parent anyway.
 * 2. Else just below it, on the same condition.
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
 * it was empty. Given the node's drawn `content` box, of the two edges it takes the one whose
 * toolbar covers less of it (the start edge on a tie, and without it).
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
}

export interface ToolbarPlaceInput {
  /** The selected node's box, in the overlay's coordinates. */
  readonly box: Box;
  /** The visible canvas (the overlay over the frame). */
  readonly canvas: { readonly width: number; readonly height: number };
  /** The toolbar's width as drawn (or an estimate before it first is). */
  readonly width: number;
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
  const start = rtl ? box.left + box.width - width : box.left;
  const end = rtl ? box.left : box.left + box.width - width;
  // The inset points into the node: away from the edge the toolbar is put at.
  const at = (top: number, inset: number, atEnd = false): Box => ({
    top,
    left: clamp(atEnd ? end + (rtl ? inset : -inset) : start + (rtl ? -inset : inset), GAP, canvas.width - width - GAP),
    width,
    height,
  });
  // On the node: at the edge whose toolbar covers less of what the node draws (the start edge on a tie).
  const onEdge = (top: number): Box => {
    const fromStart = at(top, GAP);
    if (content === undefined) return fromStart;
    const fromEnd = at(top, GAP, true);
    return overlap(fromEnd, content) < overlap(fromStart, content) ? fromEnd : fromStart;
  };
  const bottom = box.top + box.height;
  // Inside at the bottom edge of what is in view: a section taller than the canvas keeps it in sight.
  const inside = onEdge(Math.max(Math.min(bottom, canvas.height) - height - GAP, Math.max(box.top, 0) + GAP));
  const above = at(box.top - height - GAP, 0);
  const under = at(bottom + GAP, 0);
  const onNode =
    box.height >= height + 2 * GAP
      ? inside
      : onEdge(clamp(box.top + (box.height - height) / 2, 0, canvas.height - height));
  const tall = box.height >= height * 2 + 2 * GAP;
  const fits = (rect: Box) => rect.top >= 0 && rect.top + height <= canvas.height;
  const candidates = [
    ...(fits(above) ? [{ rect: above, below: false }] : []),
    ...(fits(under) ? [{ rect: under, below: true }] : []),
    ...(tall ? [{ rect: inside, below: false }] : []),
  ];
  for (const candidate of candidates)
    if (hides(candidate.rect, 1) === 0) return { ...place(candidate.rect), below: candidate.below };
  // Every place hides something: the least, the node itself first on a tie.
  let best = { rect: onNode, below: false, hidden: hides(onNode, Number.POSITIVE_INFINITY) };
  for (const candidate of candidates.filter((candidate) => candidate.rect !== inside)) {
    const hidden = hides(candidate.rect, best.hidden);
    if (hidden < best.hidden) best = { ...candidate, hidden };
  }
  return { ...place(best.rect), below: best.below };
}

/** The area two boxes share (0 when apart). */
function overlap(a: Box, b: Box): number {
  const across = Math.min(a.left + a.width, b.left + b.width) - Math.max(a.left, b.left);
  const down = Math.min(a.top + a.height, b.top + b.height) - Math.max(a.top, b.top);
  return Math.max(across, 0) * Math.max(down, 0);
}

function place(rect: Box): { top: number; left: number } {
  return { top: Math.round(rect.top), left: Math.round(rect.left) };
}

/** `value` within [min, max]; `min` when the range is empty (a toolbar wider than the canvas starts at its start). */
function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(value, max));
}
