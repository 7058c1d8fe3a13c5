/**
 * Nested lists from the clipboard, as the engine stores them: Word's list paragraphs rebuilt as
 * nested lists by their `mso-list` levels, Google Docs' lists inside lists moved into the item they
 * belong to, a flat list nested by its items' `aria-level`. The sanitizer's allow-list and the
 * schema (a list item holds a paragraph and then any blocks) both allow nested lists.
 */
import { expect } from 'chai';
import { sanitizeContent } from '../../renderer/sanitize/rich-text.ts';
import { cleanPastedHtml } from './paste-clean.ts';
import { parseContent, serialize } from './serialize.ts';
import {
  ARIA_FLAT_HTML,
  ARIA_FLAT_STORED,
  GDOCS_NESTED_HTML,
  GDOCS_NESTED_LISTS,
  listShape,
  WORD_NESTED_HTML,
  WORD_NESTED_STORED,
} from './testing/nested-list-fixtures.ts';

/** Clipboard HTML as the engine would store it (cleaned, read by the schema, written, sanitized). */
const stored = (html: string) => sanitizeContent(serialize(parseContent(cleanPastedHtml(html), 'rich')), 'rich').html;

/** A Word list paragraph of `level` with `marker`, as Word writes it (the marker in a mso-list:Ignore span). */
const word = (level: number, marker: string, text: string, list = 'l0') =>
  `<p class=MsoListParagraphCxSpMiddle style='mso-list:${list} level${level} lfo1'><span style='mso-list:Ignore'>${marker}<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;</span></span>${text}</p>`;

describe('pasted nested lists', () => {
  it('the sanitizer keeps a list inside a list item (so nesting can be kept at all)', () => {
    const nested = '<ul><li>a<ul><li>b<ol><li>c</li></ol></li></ul></li></ul>';
    expect(sanitizeContent(nested, 'rich').html).to.equal(nested);
    expect(serialize(parseContent(nested, 'rich'))).to.equal(nested);
  });

  it('Word: levels nest, a skipped level nests one step, bullets and numbers by their markers', () => {
    expect(stored(WORD_NESTED_HTML)).to.equal(WORD_NESTED_STORED);
  });

  it('Word: another kind at the same level starts a list beside it; another list id at level 1 another list', () => {
    const html = [
      word(1, '1.', 'One'),
      word(2, '·', 'Bullet'),
      word(2, 'a.', 'Letter'),
      word(1, '2.', 'Two'),
      word(1, '1.', 'Other list', 'l3'),
    ].join('\n');
    expect(stored(html)).to.equal(
      '<ol><li>One<ul><li>Bullet</li></ul><ol><li>Letter</li></ol></li><li>Two</li></ol><ol><li>Other list</li></ol>',
    );
  });

  it('Word: a copy that begins inside a list, and a list that a paragraph interrupts', () => {
    const html = `${word(2, 'a.', 'Deep')}${word(3, 'i.', 'Deeper')}${word(1, '1.', 'Top')}<p class=MsoNormal>Between</p>${word(1, '1.', 'Again')}`;
    expect(stored(html)).to.equal(
      '<ol><li>Deep<ol><li>Deeper</li></ol></li><li>Top</li></ol><p>Between</p><ol><li>Again</li></ol>',
    );
  });

  it('Google Docs: a list inside a list moves into the item before it; a skipped level joins the level above', () => {
    expect(listShape(stored(GDOCS_NESTED_HTML))).to.equal(GDOCS_NESTED_LISTS);
  });

  it('a flat list nests by its items aria-level; a list of one level stays as it is', () => {
    expect(stored(ARIA_FLAT_HTML)).to.equal(ARIA_FLAT_STORED);
    const flat = '<ul><li aria-level="1">a</li><li aria-level="1">b</li></ul>';
    expect(stored(flat)).to.equal('<ul><li>a</li><li>b</li></ul>');
    // A first item deeper than the rest has nothing to go into: it is of the list's level.
    expect(stored('<ol><li aria-level="2">x</li><li aria-level="1">y</li></ol>')).to.equal(
      '<ol><li>x</li><li>y</li></ol>',
    );
  });
});
