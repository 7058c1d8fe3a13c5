/**
 * The node toolbar's place, as a rule over boxes: above the node, else below it, wherever that
 * hides no other node; else inside a tall node at its bottom edge (its first line, a heading or a
 * form's first label, stays readable and clickable); else where it hides the least, the node
 * itself first; always inside the canvas, from the node's start edge (the right one on a
 * right-to-left page). On the node, given what it draws, at the edge that covers less of that.
 */
import { expect } from 'chai';
import type { Box } from './canvas-selection.ts';
import { TOOLBAR_HEIGHT, toolbarPlace } from './toolbar-place.ts';

const canvas = { width: 1000, height: 800 };
const width = 260;
/** A probe that sees other nodes in the given vertical bands (as [top, bottom) pairs). */
const others =
  (...bands: [number, number][]) =>
  (rect: Box) =>
    bands.filter(([top, bottom]) => rect.top < bottom && rect.top + rect.height > top).length;
const place = (box: Box, hides: (rect: Box, enough: number) => number = others(), rtl = false) =>
  toolbarPlace({ box, canvas, width, rtl, hides });

describe('toolbarPlace', () => {
  const tall = { top: 100, left: 50, width: 400, height: 200 };

  it('goes above a tall node when nothing is there, not over its first line', () => {
    expect(place(tall)).to.deep.equal({ top: 100 - TOOLBAR_HEIGHT - 4, left: 50, below: false });
  });

  it('goes below a tall node when another node is above it', () => {
    expect(place(tall, others([50, 100]))).to.deep.equal({ top: 304, left: 50, below: true });
  });

  it('goes inside a tall node at its bottom edge when other nodes are above and below it', () => {
    const place_ = place(tall, others([50, 100], [300, 360]));
    expect(place_).to.deep.equal({ top: 300 - TOOLBAR_HEIGHT - 4, left: 54, below: false });
  });

  it('inside a node taller than the canvas, at the bottom of the part in view', () => {
    const huge = { top: -300, left: 0, width: 1000, height: 2000 };
    expect(place(huge).top).to.equal(canvas.height - TOOLBAR_HEIGHT - 4);
    // Scrolled to its end: at its own bottom edge.
    const end = { top: -1700, left: 0, width: 1000, height: 2000 };
    expect(place(end, others([300, 800])).top).to.equal(300 - TOOLBAR_HEIGHT - 4);
  });

  it('goes above a short node when nothing is there, else below it, else on it', () => {
    const box = { top: 300, left: 50, width: 48, height: 48 };
    expect(place(box)).to.deep.equal({ top: 300 - TOOLBAR_HEIGHT - 4, left: 50, below: false });
    expect(place(box, others([250, 290]))).to.deep.equal({ top: 352, left: 50, below: true });
    // On the node: at its bottom edge, as inside a tall one.
    expect(place(box, others([250, 290], [360, 400]))).to.deep.equal({ top: 312, left: 54, below: false });
    const line = { top: 300, left: 50, width: 300, height: 24 };
    expect(place(line, others([250, 290], [330, 400])).top).to.equal(300 + (24 - TOOLBAR_HEIGHT) / 2);
  });

  it('where every place hides something, takes the one that hides the least (the node itself on a tie)', () => {
    const box = { top: 300, left: 50, width: 48, height: 24 };
    const hides = (rect: Box) => (rect.top < 290 ? 1 : rect.top > 324 ? 3 : 2);
    expect(place(box, hides).top).to.equal(300 - TOOLBAR_HEIGHT - 4);
    expect(place(box, () => 1).top).to.equal(300 + (24 - TOOLBAR_HEIGHT) / 2);
  });

  it('asks only whether a place hides anything until every place does, then counts no further than the best so far', () => {
    const asked: number[] = [];
    // Each place hides 20 points; a probe stops once it has seen `enough`.
    const counting = (_rect: Box, enough: number) => {
      asked.push(enough);
      return Math.min(20, enough);
    };
    const box = { top: 300, left: 50, width: 48, height: 24 };
    expect(place(box, counting).top).to.equal(300 + (24 - TOOLBAR_HEIGHT) / 2);
    // Above and below: does it hide any? Then the node itself, counted, and the others up to that count.
    expect(asked).to.deep.equal([1, 1, Number.POSITIVE_INFINITY, 20, 20]);
  });

  it('never leaves the canvas: at its right edge, and a right-to-left page from the node’s right edge', () => {
    const right = { top: 300, left: 900, width: 90, height: 24 };
    expect(place(right).left).to.equal(canvas.width - width - 4);
    expect(place(right, others(), true).left).to.equal(900 + 90 - width);
    const left = { top: 300, left: 10, width: 90, height: 24 };
    expect(place(left, others(), true).left).to.equal(4);
    expect(place({ top: -20, left: 10, width: 90, height: 24 }).top).to.be.at.least(0);
  });

  describe('on the node, at the edge that covers less of what it draws', () => {
    /** A button block spanning a 600 px column, with other blocks right above and under it: the toolbar goes on it. */
    const block = { top: 300, left: 50, width: 600, height: 44 };
    const crowded = others([250, 300], [344, 400]);
    const onBlock = (content: Box, rtl = false) =>
      toolbarPlace({ box: block, canvas, width, rtl, hides: crowded, content });
    const covered = (left: number, content: Box) =>
      Math.max(0, Math.min(left + width, content.left + content.width) - Math.max(left, content.left));

    it('a left-aligned button: at the end edge, clear of it', () => {
      const button = { top: 306, left: 50, width: 150, height: 32 };
      const placed = onBlock(button);
      expect(placed).to.deep.equal({ top: 300 + 44 - TOOLBAR_HEIGHT - 4, left: 50 + 600 - width - 4, below: false });
      expect(covered(placed.left, button)).to.equal(0);
      // Without the content box, where it always was: at the start edge.
      expect(toolbarPlace({ box: block, canvas, width, rtl: false, hides: crowded }).left).to.equal(54);
    });

    it('content wider than the room beside it: the edge that covers less of it, the start edge on a tie', () => {
      // Past the block's end edge is another column: going past the content would hide it.
      const nextColumn = (rect: Box) => crowded(rect) + (rect.left + rect.width > 660 ? 1 : 0);
      const onBlock = (content: Box) =>
        toolbarPlace({ box: block, canvas, width, rtl: false, hides: nextColumn, content });
      const leaning = (left: number) => ({ top: 306, left, width: 380, height: 32 });
      // 180–560: at the start (54–314) 134 px covered, at the end (386–646) 174.
      expect(onBlock(leaning(180)).left).to.equal(54);
      // 140–520: 174 px at the start, 134 at the end.
      expect(onBlock(leaning(140)).left).to.equal(386);
      // Centred (160–540): 154 px either way.
      expect(onBlock(leaning(160)).left).to.equal(54);
    });

    it('right to left, mirrored: a button at the right (start) edge puts it at the left (end) edge', () => {
      const button = { top: 306, left: 500, width: 150, height: 32 };
      expect(onBlock(button, true).left).to.equal(54);
      const left = { top: 306, left: 50, width: 150, height: 32 };
      expect(onBlock(left, true).left).to.equal(50 + 600 - width - 4);
    });

    it('inside a tall node at its bottom edge too (rule 3), and only there: above and below stay at the start edge', () => {
      const tallBox = { top: 100, left: 50, width: 600, height: 200 };
      const image = { top: 100, left: 50, width: 200, height: 200 };
      const inside = toolbarPlace({
        box: tallBox,
        canvas,
        width,
        rtl: false,
        hides: others([50, 100], [300, 360]),
        content: image,
      });
      expect(inside).to.deep.equal({ top: 300 - TOOLBAR_HEIGHT - 4, left: 386, below: false });
      const above = toolbarPlace({ box: tallBox, canvas, width, rtl: false, hides: others(), content: image });
      expect(above).to.deep.equal({ top: 100 - TOOLBAR_HEIGHT - 4, left: 50, below: false });
    });

    it('a short line centres the toolbar on it at the edge clear of its text', () => {
      const line = { top: 300, left: 50, width: 600, height: 24 };
      const words = { top: 302, left: 50, width: 120, height: 20 };
      const placed = toolbarPlace({
        box: line,
        canvas,
        width,
        rtl: false,
        hides: others([250, 290], [330, 400]),
        content: words,
      });
      expect(placed).to.deep.equal({ top: 300 + (24 - TOOLBAR_HEIGHT) / 2, left: 386, below: false });
    });

    describe('compact (without the kind’s name) or past the content, when both edges cover some of it', () => {
      // The example's hero: a 325 px column, its button 135 px wide, the toolbar 270 px, 186 without its name.
      const column = { top: 396, left: 313, width: 325, height: 45 };
      const button = { top: 407, left: 313, width: 135, height: 30 };
      const compactWidth = 186;
      const nextColumn = (right: number) => (rect: Box) =>
        crowded(rect) + (rect.left + rect.width > right ? 1 : 0) + (rect.top < 396 || rect.top + 32 > 447 ? 1 : 0);
      const onButton = (box: Box, content: Box, right: number, rtl = false) =>
        toolbarPlace({ box, canvas, width, compactWidth, rtl, hides: nextColumn(right), content });

      it('compact at the end edge when that clears the button', () => {
        const placed = onButton(column, button, 667);
        expect(placed).to.deep.equal({
          top: 441 - TOOLBAR_HEIGHT - 4,
          left: 638 - compactWidth - 4,
          below: false,
          compact: true,
        });
        expect(Math.min(placed.left + compactWidth, 448) - Math.max(placed.left, 313)).to.be.at.most(0);
      });

      it('past the button, over the column’s edge into the gap, when the end edge is a few pixels short', () => {
        const narrow = { ...column, width: 318 };
        const placed = onButton(narrow, button, 667);
        expect(placed).to.deep.equal({ top: 441 - TOOLBAR_HEIGHT - 4, left: 448 + 4, below: false, compact: true });
        // Whole when there is room for it past the button.
        expect(onButton(narrow, button, 800)).to.deep.equal({ top: 441 - TOOLBAR_HEIGHT - 4, left: 452, below: false });
      });

      it('never past the content onto another node: then the edge that covers least', () => {
        const narrow = { ...column, width: 318 };
        const placed = onButton(narrow, button, 600);
        expect(placed.left).to.equal(313 + 318 - compactWidth - 4);
        expect(placed.compact).to.equal(true);
      });

      it('past the content only while most of the toolbar stays over the node', () => {
        // A wide button: past its end the toolbar would hang mostly outside the column, into empty
        // room (nothing hidden there); it stays on the node, at the edge that covers least.
        const wide = { ...button, width: 287 };
        expect(onButton(column, wide, 2000)).to.deep.equal({ top: 405, left: 448, below: false, compact: true });
        // A wider column: the whole toolbar at its end edge, clear of the button.
        expect(onButton({ ...column, width: 600 }, wide, 2000)).to.deep.equal({ top: 405, left: 649, below: false });
      });

      it('above or below, compact, before going on the node, when the whole toolbar there reaches over the next column', () => {
        // The hero's heading: room above it (the section's padding), its buttons right under it,
        // the picture's column from `right` on.
        const heading = { top: 100, left: 313, width: 325, height: 200 };
        const hides = (right: number) => (rect: Box) =>
          others([300, 360])(rect) + (rect.left + rect.width > right ? 1 : 0);
        const asked = (right: number) =>
          toolbarPlace({
            box: heading,
            canvas,
            width,
            compactWidth,
            rtl: false,
            hides: hides(right),
            content: heading,
          });
        expect(asked(560)).to.deep.equal({ top: 100 - TOOLBAR_HEIGHT - 4, left: 313, below: false, compact: true });
        // With room for the whole toolbar, the whole one.
        expect(asked(700)).to.deep.equal({ top: 100 - TOOLBAR_HEIGHT - 4, left: 313, below: false });
        // Not even room for the compact one: on the node, compact, where it covers least of it.
        expect(asked(450).top).to.equal(300 - TOOLBAR_HEIGHT - 4);
      });

      it('right to left, mirrored', () => {
        const mirrored = { ...column, left: 1000 - 313 - 325 };
        const start = { ...button, left: 1000 - 313 - 135 };
        const placed = onButton(mirrored, start, 0, true);
        expect(placed).to.deep.equal({
          top: 441 - TOOLBAR_HEIGHT - 4,
          left: mirrored.left + 4,
          below: false,
          compact: true,
        });
      });

      it('drawn whole wherever the whole toolbar covers none of the content', () => {
        const wide = { ...column, width: 600 };
        expect(onButton(wide, button, 1000)).to.deep.equal({
          top: 441 - TOOLBAR_HEIGHT - 4,
          left: 313 + 600 - width - 4,
          below: false,
        });
      });
    });
  });
});
