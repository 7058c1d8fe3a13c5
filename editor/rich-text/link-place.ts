/**
 * Where the toolbar's link editor (link-editor.ts) goes: beside the text it links, with no edge
 * across a line of text. It hung from the bar, so when the bar was above the text and there was no
 * room above for it, it opened over the text, and its edge ran through whatever line it ended on.
 *
 * Now it is placed on its own, in the overlay's coordinates, from the line boxes of the text
 * (`Range.getClientRects` of each text node, as the browser draws them): aligned with the start of
 * the selection's first line (its right end in a right-to-left UI), at the height nearest the
 * selection where, in this order: it hides none of the selection, neither edge cuts a line of the
 * edited text, it leaves the bar alone, it covers as few of the edited text's lines as it can
 * (whole ones, when the canvas leaves no other place), and neither edge cuts a line of the page's
 * other texts; below the selection before above it. Always inside the canvas.
 */
import type { EditorView } from 'prosemirror-view';
import { linkRange } from './commands.ts';
import type { Box, OverlayGeometry } from './bar-place.ts';

export interface LinkPlaceInput {
  /** The overlay's size: the popover stays inside it. */
  readonly canvas: { readonly width: number; readonly height: number };
  /** The popover's size. */
  readonly size: { readonly width: number; readonly height: number };
  /** The selection's (or the link's) line boxes. */
  readonly anchor: readonly Box[];
  /** The edited text's line boxes. */
  readonly lines: readonly Box[];
  /** The line boxes of the page's other texts in view. */
  readonly others: readonly Box[];
  /** What it should leave alone: the toolbar's bar. */
  readonly avoid: readonly Box[];
  readonly rtl: boolean;
}

/** The link editor's width, when the canvas has room for it: its field, Apply, Unlink and Close in one row. */
const LINK_WIDTH = 440;
/** The room kept between the popover and the canvas's edges, and the selection. */
const EDGE = 8;
const SPACE = 4;
/** A line's own margin: an edge this close to a glyph's box reads as touching it. */
const LINE_MARGIN = 2;

const across = (box: Box, left: number, right: number) => box.left < right && box.right > left;
const overlaps = (box: Box, top: number, bottom: number) => box.top < bottom && box.bottom > top;
/** An edge at `y` cuts the line `box`: it falls inside it, margins included. */
const cuts = (box: Box, y: number) => y > box.top - LINE_MARGIN && y < box.bottom + LINE_MARGIN;

/** The popover's top and left in the overlay's coordinates. */
export function placeLinkPopover(input: LinkPlaceInput): { top: number; left: number } {
  const { canvas, size, anchor, rtl } = input;
  const first = anchor[0];
  const last = anchor[anchor.length - 1];
  if (first === undefined || last === undefined) return { top: EDGE, left: EDGE };
  const wanted = rtl ? first.right - size.width : first.left;
  const left = Math.max(EDGE, Math.min(wanted, canvas.width - size.width - EDGE));
  const right = left + size.width;
  // Only what lies across the popover's columns can be hidden or cut by it.
  const inColumns = (boxes: readonly Box[]) => boxes.filter((box) => across(box, left, right));
  const selection = inColumns(anchor);
  const lines = inColumns(input.lines);
  const others = inColumns(input.others);
  const avoid = inColumns(input.avoid);
  const selectionTop = Math.min(...anchor.map((box) => box.top));
  const selectionBottom = Math.max(...anchor.map((box) => box.bottom));
  let best: { top: number; score: number[] } | undefined;
  const highest = Math.max(EDGE, canvas.height - size.height - EDGE);
  for (let top = EDGE; top <= highest; top++) {
    const bottom = top + size.height;
    const count = (boxes: readonly Box[], test: (box: Box) => boolean) => boxes.filter(test).length;
    const below = top >= selectionBottom;
    const score = [
      count(selection, (box) => overlaps(box, top - SPACE, bottom + SPACE)),
      count(lines, (box) => cuts(box, top) || cuts(box, bottom)),
      count(avoid, (box) => overlaps(box, top - SPACE, bottom + SPACE)),
      count(lines, (box) => overlaps(box, top, bottom)),
      count(others, (box) => cuts(box, top) || cuts(box, bottom)),
      // The nearest place, below the selection before above it at the same distance.
      below ? top - selectionBottom : Math.max(0, selectionTop - bottom) + 0.5,
    ];
    if (best === undefined || before(score, best.score)) best = { top, score };
  }
  return { top: best?.top ?? EDGE, left };
}

function before(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return false;
}

/**
 * The boxes of the text under `root` (of `range` only, when given), one per text node and line, in
 * the frame's viewport coordinates: the glyphs' boxes, never an element's whole box. With `band`
 * (viewport coordinates), an element drawn wholly above or below it is skipped with all it holds:
 * the page's other texts are asked for while the link editor is open, on every scroll, and a long
 * page holds thousands of texts, of which a few dozen are in view.
 */
export function textBoxes(
  root: Node,
  range?: Range,
  skip?: Node,
  band?: { readonly top: number; readonly bottom: number },
): DOMRect[] {
  const doc = root.ownerDocument ?? (root as Document);
  const walker = doc.createTreeWalker(root, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT, {
    acceptNode(node) {
      if (node.nodeType === Node.TEXT_NODE) return NodeFilter.FILTER_ACCEPT;
      if (band === undefined) return NodeFilter.FILTER_SKIP;
      const box = (node as Element).getBoundingClientRect();
      // An element of no size (display: contents) may still hold drawn text: looked into.
      const outside = box.height > 0 && (box.bottom < band.top || box.top > band.bottom);
      return outside ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_SKIP;
    },
  });
  const boxes: DOMRect[] = [];
  const part = doc.createRange();
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    if (!/\S/.test(node.nodeValue ?? '') || (skip?.contains(node) ?? false)) continue;
    if (range !== undefined && !range.intersectsNode(node)) continue;
    part.selectNodeContents(node);
    if (range !== undefined) {
      // A boundary after this node's start (or before its end) falls inside it.
      if (range.compareBoundaryPoints(Range.START_TO_START, part) > 0)
        part.setStart(range.startContainer, range.startOffset);
      if (range.compareBoundaryPoints(Range.END_TO_END, part) < 0) part.setEnd(range.endContainer, range.endOffset);
    }
    for (const box of part.getClientRects()) if (box.height > 0 && box.width > 0) boxes.push(box);
  }
  return boxes;
}

/** The line boxes of `from`..`to` in the edited text (the caret's box when they are one place). */
export function rangeBoxes(view: EditorView, from: number, to: number): DOMRect[] {
  if (from < to) {
    const start = view.domAtPos(from);
    const end = view.domAtPos(to);
    const range = view.dom.ownerDocument.createRange();
    range.setStart(start.node, start.offset);
    range.setEnd(end.node, end.offset);
    const boxes = textBoxes(view.dom, range);
    if (boxes.length > 0) return boxes;
  }
  const caret = view.coordsAtPos(from);
  return [new DOMRect(caret.left, caret.top, Math.max(1, caret.right - caret.left), caret.bottom - caret.top)];
}

/** The frame and the overlay as the toolbar measured them for its own place, and the bar. */
export interface LinkEditorGeometry extends OverlayGeometry {
  /** The bar, in the page's coordinates (undefined: not drawn). */
  readonly bar: DOMRect | undefined;
  /** The bar's place in the overlay: the form is drawn inside the bar, so it is offset by it. */
  readonly at: { readonly top: number; readonly left: number };
  readonly rtl: boolean;
}

/**
 * Places the open link editor `form` of `view`'s text (placeLinkPopover): measures the link's,
 * the text's and the page's other texts' line boxes in the overlay's coordinates, and writes the
 * form's place, in the bar's coordinates, onto it.
 */
export function placeLinkEditor(form: HTMLElement, view: EditorView, geometry: LinkEditorGeometry): void {
  const { frameBox, scale, overlay, bar, at, toOverlay } = geometry;
  const inView = (line: Box) => line.bottom > 0 && line.top < overlay.height;
  const { from, to } = linkRange(view.state) ?? view.state.selection;
  const width = Math.min(LINK_WIDTH, overlay.width - 2 * EDGE);
  form.style.width = `${width}px`;
  const size = { width, height: form.offsetHeight };
  const place = placeLinkPopover({
    canvas: { width: overlay.width, height: overlay.height },
    size,
    anchor: rangeBoxes(view, from, to).map(toOverlay),
    lines: textBoxes(view.dom).map(toOverlay),
    // Only the texts in view: the overlay's band, in the frame's own coordinates.
    others: textBoxes(view.dom.ownerDocument.body, undefined, view.dom, {
      top: (overlay.top - frameBox.top) / scale,
      bottom: (overlay.top + overlay.height - frameBox.top) / scale,
    })
      .map(toOverlay)
      .filter(inView),
    avoid:
      bar === undefined
        ? []
        : [
            {
              top: bar.top - overlay.top,
              bottom: bar.bottom - overlay.top,
              left: bar.left - overlay.left,
              right: bar.right - overlay.left,
            },
          ],
    rtl: geometry.rtl,
  });
  // In the bar's own coordinates: the popover is drawn inside it.
  Object.assign(form.style, {
    top: `${Math.round(place.top) - at.top}px`,
    bottom: 'auto',
    left: `${Math.round(place.left) - at.left}px`,
    right: 'auto',
  });
}
