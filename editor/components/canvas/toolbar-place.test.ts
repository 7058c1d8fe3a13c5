/**
 * The node toolbar's place, as a rule over boxes: inside a tall node, else above it, else below
 * it, wherever that hides no other node; else on the node itself; always inside the canvas, from
 * the node's start edge (the right one on a right-to-left page).
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
const place = (box: Box, hides = others(), rtl = false) => toolbarPlace({ box, canvas, width, rtl, hides });

describe('toolbarPlace', () => {
  it('goes inside the top of a tall node whose top it does not share with a child', () => {
    expect(place({ top: 100, left: 50, width: 400, height: 200 })).to.deep.equal({ top: 104, left: 54, below: false });
  });

  it('goes above a tall node whose children fill its top, when nothing is above', () => {
    const box = { top: 100, left: 50, width: 400, height: 200 };
    expect(place(box, others([100, 300])).top).to.equal(100 - TOOLBAR_HEIGHT - 4);
  });

  it('goes above a short node when nothing is there, else below it, else centred on it', () => {
    const box = { top: 300, left: 50, width: 48, height: 48 };
    expect(place(box)).to.deep.equal({ top: 300 - TOOLBAR_HEIGHT - 4, left: 50, below: false });
    expect(place(box, others([250, 290]))).to.deep.equal({ top: 352, left: 50, below: true });
    expect(place(box, others([250, 290], [360, 400]))).to.deep.equal({ top: 304, left: 54, below: false });
    const line = { top: 300, left: 50, width: 300, height: 24 };
    expect(place(line, others([250, 290], [330, 400])).top).to.equal(300 + (24 - TOOLBAR_HEIGHT) / 2);
  });

  it('where every place hides something, takes the one that hides the least (the node itself on a tie)', () => {
    const box = { top: 300, left: 50, width: 48, height: 24 };
    const hides = (rect: Box) => (rect.top < 290 ? 1 : rect.top > 324 ? 3 : 2);
    expect(place(box, hides).top).to.equal(300 - TOOLBAR_HEIGHT - 4);
    expect(place(box, () => 1).top).to.equal(300 + (24 - TOOLBAR_HEIGHT) / 2);
  });

  it('never leaves the canvas: at its right edge, and a right-to-left page from the node’s right edge', () => {
    const right = { top: 300, left: 900, width: 90, height: 24 };
    expect(place(right).left).to.equal(canvas.width - width - 4);
    expect(place(right, others(), true).left).to.equal(900 + 90 - width);
    const left = { top: 300, left: 10, width: 90, height: 24 };
    expect(place(left, others(), true).left).to.equal(4);
    expect(place({ top: -20, left: 10, width: 90, height: 24 }).top).to.be.at.least(0);
  });
});
