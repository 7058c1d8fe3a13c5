import { expect } from 'chai';
import { rovingTarget } from './roving.ts';

describe('rovingTarget', () => {
  // 11 tiles, 3 a row: rows 0-2, 3-5, 6-8, 9-10.
  const move = (key: string, from: number, rtl = false) => rovingTarget(key, from, 11, 3, rtl);

  it('moves by one along the reading order, mirrored right to left, and stops at the ends', () => {
    expect([move('ArrowRight', 4), move('ArrowLeft', 4)]).to.deep.equal([5, 3]);
    expect([move('ArrowRight', 4, true), move('ArrowLeft', 4, true)]).to.deep.equal([3, 5]);
    expect([move('ArrowLeft', 0), move('ArrowRight', 10), move('ArrowLeft', 10, true)]).to.deep.equal([0, 10, 10]);
  });

  it('moves by a row, to the last tile from above a shorter last row, and not past the first row', () => {
    expect([move('ArrowDown', 1), move('ArrowUp', 4), move('ArrowUp', 2)]).to.deep.equal([4, 1, 2]);
    expect(move('ArrowDown', 8)).to.equal(10);
    expect(move('ArrowDown', 10)).to.equal(10);
  });

  it('Home and End go to the first and last tile; other keys are not its', () => {
    expect([move('Home', 7), move('End', 2), move('Enter', 2), move('a', 2)]).to.deep.equal([
      0,
      10,
      undefined,
      undefined,
    ]);
  });
});
