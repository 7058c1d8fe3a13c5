/** The box shorthand as four sides and back: what the spacing control reads and writes. */
import { expect } from 'chai';
import { box } from '../../../../renderer/attributes/types.ts';
import { allSame, asLength, formatBox, parseBox, type Sides } from './box-sides.ts';

describe('box sides', () => {
  it('reads one to four values as top, right, bottom, left', () => {
    expect(parseBox('8px')).to.deep.equal(['8px', '8px', '8px', '8px']);
    expect(parseBox('8px 0')).to.deep.equal(['8px', '0', '8px', '0']);
    expect(parseBox('1px 2px 3px')).to.deep.equal(['1px', '2px', '3px', '2px']);
    expect(parseBox(' 1px  2px 3px 4px ')).to.deep.equal(['1px', '2px', '3px', '4px']);
    expect(parseBox('')).to.equal(undefined);
    expect(parseBox(undefined)).to.equal(undefined);
    expect(parseBox('1px 2px 3px 4px 5px')).to.equal(undefined);
  });

  it('writes the shortest shorthand, which the box shape takes and reads back the same', () => {
    const cases: [Sides, string][] = [
      [['8px', '8px', '8px', '8px'], '8px'],
      [['8px', '0', '8px', '0'], '8px 0'],
      [['1px', '2px', '3px', '2px'], '1px 2px 3px'],
      [['1px', '2px', '3px', '4px'], '1px 2px 3px 4px'],
      [['1px', '2px', '1px', '4px'], '1px 2px 1px 4px'],
    ];
    for (const [sides, shorthand] of cases) {
      expect(formatBox(sides)).to.equal(shorthand);
      expect(box.test(shorthand), shorthand).to.equal(true);
      expect(parseBox(shorthand)).to.deep.equal(sides);
    }
  });

  it('round-trips every combination of a few values', () => {
    const values = ['0', '4px', '1rem'];
    for (const a of values)
      for (const b of values)
        for (const c of values)
          for (const d of values) expect(parseBox(formatBox([a, b, c, d]))).to.deep.equal([a, b, c, d]);
  });

  it('knows linked sides, and takes a bare number as pixels', () => {
    expect(allSame(['2px', '2px', '2px', '2px'])).to.equal(true);
    expect(allSame(['2px', '2px', '2px', '0'])).to.equal(false);
    expect(asLength('12')).to.equal('12px');
    expect(asLength('1.5')).to.equal('1.5px');
    expect(asLength('0')).to.equal('0');
    expect(asLength('2em')).to.equal('2em');
  });
});
