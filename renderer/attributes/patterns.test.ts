/**
 * The attribute grammars judge hostile values in linear time (issue 12: a 120-character
 * font-family list with runs of spaces before its commas hung a render thread), and still accept
 * exactly the values they accepted before they were made unambiguous.
 */
import { expect } from 'chai';
import fc from 'fast-check';
import { COLOR, FONT_FAMILY } from './patterns.ts';
import { color, fontFamily } from './types.ts';
import { growthRatio } from '../testing/growth.ts';

/** `families` one-letter families, each followed by `spaces` spaces before its comma, then `!`: invalid. */
const spacedList = (families: number, spaces: number) =>
  Array.from({ length: families }, () => 'a' + ' '.repeat(spaces)).join(',') + '!';

// The grammars as they were before issue 12, to prove the language did not change. Each is
// ambiguous (a run of spaces could be split several ways), which is why only short inputs go here.
const NUMBER = String.raw`-?(?:\d{1,6}(?:\.\d{1,4})?|\.\d{1,4})`;
const OLD_BYTE = ` *(?:${NUMBER})%? *`;
const OLD_ALPHA = `(?: *[,/] *${NUMBER}%?)?`;
const OLD_COLOR = new RegExp(
  '^(?:#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})' +
    `|rgba?\\(${OLD_BYTE}[, ]${OLD_BYTE}[, ]${OLD_BYTE}${OLD_ALPHA}\\)` +
    `|hsla?\\( *${NUMBER}(?:deg)? *[, ]${OLD_BYTE}[, ]${OLD_BYTE}${OLD_ALPHA}\\)` +
    '|[a-zA-Z]{3,24})$',
);
const OLD_FAMILY = String.raw`(?:"[\p{L}\p{N} ._-]{1,60}"|'[\p{L}\p{N} ._-]{1,60}'|[\p{L}_-][\p{L}\p{N} _-]{0,60})`;
const OLD_FONT_FAMILY = new RegExp(`^ *${OLD_FAMILY}(?: *, *${OLD_FAMILY}){0,9} *$`, 'u');

/** Strings made of the grammar's own pieces, so that valid and nearly valid values are common. */
const fromPieces = (pieces: readonly string[], maxLength: number) =>
  fc.array(fc.constantFrom(...pieces), { maxLength }).map((parts) => parts.join(''));

describe('attribute grammars: linear time on hostile values', () => {
  it('FONT_FAMILY: more families with spaces before their commas cost linearly more, not exponentially', () => {
    // Before the fix each run of spaces could end the family or precede the comma: (spaces + 1)
    // ways per family, multiplied over the families. 2 -> 10 families is 5 times the length.
    const ratio = growthRatio(
      () => FONT_FAMILY.test(spacedList(2, 3)),
      () => FONT_FAMILY.test(spacedList(10, 3)),
    );
    expect(ratio).to.be.below(25);
  });

  it('FONT_FAMILY and the fontFamily attribute: the 120-character list of issue 12 costs what its length says', () => {
    const long = spacedList(10, 10);
    expect(long).to.have.length(120);
    expect(fontFamily.test(long)).to.equal(false);
    expect(
      growthRatio(
        () => FONT_FAMILY.test(spacedList(10, 1)),
        () => FONT_FAMILY.test(long),
      ),
    ).to.be.below(20);
    expect(
      growthRatio(
        () => fontFamily.test(spacedList(10, 1)),
        () => fontFamily.test(long),
      ),
    ).to.be.below(20);
  });

  it('COLOR: runs of spaces around the separators of rgb() and hsl() cost linearly more', () => {
    // The attack recheck found (spaces where `BYTE`'s trailing spaces and the alpha separator's
    // leading spaces met), and runs between the numbers; the email sink applies COLOR to values
    // longer than the landing schema's 64 characters.
    const attacks = [
      (n: number) => 'hsl(0,0,0 ' + ' '.repeat(n) + 's',
      (n: number) => 'rgb(1' + ' '.repeat(n) + '2' + ' '.repeat(n) + '3' + ' '.repeat(n) + 'x',
    ];
    for (const attack of attacks) {
      expect(
        growthRatio(
          () => COLOR.test(attack(300)),
          () => COLOR.test(attack(2_400)),
        ),
        attack(3),
      ).to.be.below(30);
    }
  });
});

describe('attribute grammars: the same language as before they were made unambiguous', () => {
  it('FONT_FAMILY accepts exactly what the old pattern accepted', () => {
    const pieces = [
      'a',
      'Inter',
      'Open Sans',
      'é',
      '1',
      '_',
      '-',
      '.',
      ' ',
      '   ',
      ',',
      ', ',
      ' , ',
      '"',
      "'",
      '"Brand X"',
      "'Y 2'",
      '!',
      'x'.repeat(59),
      'y'.repeat(61),
    ];
    fc.assert(
      fc.property(fromPieces(pieces, 12), (value) => {
        expect(FONT_FAMILY.test(value), JSON.stringify(value)).to.equal(OLD_FONT_FAMILY.test(value));
      }),
      { numRuns: 3_000 },
    );
    for (const value of [
      "'Inter', sans-serif",
      'Brand Sans ,  Arial  ',
      ` a${' '.repeat(60)}, b`,
      'a'.repeat(61),
      'a'.repeat(62),
      Array(10).fill('a').join(','),
      Array(11).fill('a').join(','),
    ]) {
      expect(FONT_FAMILY.test(value), JSON.stringify(value)).to.equal(OLD_FONT_FAMILY.test(value));
    }
  });

  it('COLOR accepts exactly what the old pattern accepted', () => {
    const pieces = [
      'rgb(',
      'rgba(',
      'hsl(',
      'hsla(',
      '1',
      '-2.5',
      '.5',
      '255',
      '100%',
      '%',
      'deg',
      ' ',
      '  ',
      ',',
      ', ',
      '/',
      ' / ',
      ')',
      '#',
      'fff',
      '0a0b0c',
      'red',
      'x',
    ];
    fc.assert(
      fc.property(fromPieces(pieces, 12), (value) => {
        expect(COLOR.test(value), JSON.stringify(value)).to.equal(OLD_COLOR.test(value));
      }),
      { numRuns: 3_000 },
    );
    for (const value of [
      'rgb(0, 0, 0)',
      'rgba(0,0,0,0.5)',
      'rgb(1 2 3 / 50%)',
      'rgb(1 2 3 )',
      'rgba(1,2,3,0.5 )',
      'hsl(210deg 40% 50%)',
      'hsl(1,,2,3)',
      'rgb( 1 ,2 , 3)',
    ]) {
      expect(COLOR.test(value), value).to.equal(OLD_COLOR.test(value));
    }
    expect(color.test('rgb(1 2 3 )')).to.equal(true);
  });
});
