/**
 * Where column handles go, from column boxes (no browser: the boxes are data): one in the middle
 * of each gap between neighbours on one line, in overlay pixels; none across a wrapped or stacked
 * line's end, none beside a column with no box (hidden), never two where their grips would overlap.
 */
import { expect } from 'chai';
import { boundariesBetween, HANDLE_WIDTH, type ColumnBox } from './column-boundaries.ts';

const box = (left: number, width: number, top = 0, height = 100): ColumnBox => ({
  left,
  right: left + width,
  top,
  bottom: top + height,
});

describe('column boundaries', () => {
  it('one in the middle of each gap of a row, scaled to the overlay', () => {
    const boundaries = boundariesBetween([box(0, 100), box(120, 100), box(240, 100)], 0.5);
    expect(boundaries).to.deep.equal([
      { index: 0, x: 55, top: 0, height: 50, rtl: false },
      { index: 1, x: 115, top: 0, height: 50, rtl: false },
    ]);
  });

  it('columns wrapped two and two: one per line, none across the line’s end, never overlapping', () => {
    const boundaries = boundariesBetween(
      [box(0, 190, 0, 80), box(210, 190, 0, 120), box(0, 190, 140, 60), box(210, 190, 140, 60)],
      1,
    );
    expect(boundaries.map((b) => b.index)).to.deep.equal([0, 2]);
    const [first, second] = boundaries;
    expect(first).to.include({ x: 200, top: 0, height: 120 });
    expect(second).to.include({ x: 200, top: 140, height: 60 });
    expect(first!.top + first!.height).to.be.at.most(second!.top);
  });

  it('more columns than fit: the one on the next line alone has none', () => {
    const boundaries = boundariesBetween([box(0, 200), box(200, 200), box(0, 200, 100)], 1);
    expect(boundaries.map((b) => b.index)).to.deep.equal([0]);
  });

  it('none for stacked columns, nor beside a column with no box', () => {
    expect(boundariesBetween([box(0, 400, 0), box(0, 400, 100), box(0, 400, 200)], 1)).to.deep.equal([]);
    expect(boundariesBetween([box(0, 100), box(0, 0, 0, 0), box(100, 100)], 1)).to.deep.equal([]);
  });

  it('a right-to-left row: the first column on the right, the handle in the gap between', () => {
    const [boundary] = boundariesBetween([box(300, 100), box(150, 100)], 1);
    expect(boundary).to.deep.equal({ index: 0, x: 275, top: 0, height: 100, rtl: true });
  });

  it('leaves out a handle that would overlap the one before (a column a few pixels wide)', () => {
    const narrow = HANDLE_WIDTH / 2;
    const boundaries = boundariesBetween([box(0, 100), box(100, narrow), box(100 + narrow, 100)], 1);
    expect(boundaries.map((b) => b.index)).to.deep.equal([0]);
    const wide = boundariesBetween([box(0, 100), box(100, HANDLE_WIDTH * 2), box(100 + HANDLE_WIDTH * 2, 100)], 1);
    expect(wide.map((b) => b.index)).to.deep.equal([0, 1]);
  });
});
