import { expect } from 'chai';
import fc from 'fast-check';
import { containAuthoredHtml, isContained } from './authored-html.ts';
import { markup } from '../testing/arbitraries.ts';

describe('authored HTML containment', () => {
  for (const ok of [
    '<div class="x">ok</div>',
    '<script>var s = "</div>";</script>',
    '<style>p { color: red }</style><p>x</p>',
    '<img src="a.png" alt="">',
    '<br>text',
    '',
  ]) {
    it(`keeps well-formed markup as authored: ${JSON.stringify(ok)}`, () => {
      expect(containAuthoredHtml(ok)).to.deep.equal({ html: ok, outcome: 'as-authored' });
    });
  }

  for (const [input, repaired] of [
    ['<div>open', '<div>open</div>'],
    ['</div></div>', ''],
    ['<!-- never closed', '<!-- never closed-->'],
    ['<a href="/x">dangling link', '<a href="/x">dangling link</a>'],
    ['<b>bold', '<b>bold</b>'],
    ['<textarea>', '<textarea></textarea>'],
    ['<form><input name="q">', '<form><input name="q"></form>'],
    ['<table><tr><td>cell', '<table><tbody><tr><td>cell</td></tr></tbody></table>'],
  ]) {
    it(`repairs ${JSON.stringify(input)}`, () => {
      expect(containAuthoredHtml(input as string)).to.deep.equal({ html: repaired, outcome: 'repaired' });
    });
  }

  it('drops what cannot be contained', () => {
    expect(containAuthoredHtml('<plaintext>everything after')).to.deep.equal({ html: '', outcome: 'dropped' });
  });

  it('always returns markup that stays inside its wrapper', () => {
    fc.assert(
      fc.property(markup(), (input) => {
        const { html } = containAuthoredHtml(input);
        expect(isContained(html), JSON.stringify(html)).to.equal(true);
      }),
      { numRuns: 500 },
    );
  });
});
