import { expect } from 'chai';
import { freeze } from 'immer';
import type { PageDefinition } from '../../../renderer/index.ts';
import { button, column, image, page, raw, section, text } from '../../../renderer/testing/builders.ts';
import { firstWords, layerLabel } from './layer-label.ts';
import {
  ancestorsOf,
  flattenLayers,
  hiddenLevels,
  OPEN_BY_DEFAULT_LIMIT,
  revealValue,
  type FlattenOptions,
} from './layers-model.ts';

const desktop: FlattenOptions = { level: 'desktop', expanded: new Map() };

const doc = (): PageDefinition =>
  freeze(
    page(
      section(
        { uid: 's1' },
        column({ uid: 'c1' }, text('<p>Hello <b>big</b> world</p>', { uid: 't1' }), button('Buy now', { uid: 'b1' })),
        column({ uid: 'c2' }),
      ),
      section({ uid: 's2' }, column({ uid: 'c3' }, image('/a.png', { uid: 'i1', attributes: { alt: 'A red car' } }))),
    ),
    true,
  );

describe('layers model: flattening', () => {
  it('lists the nodes depth-first with depth, place among siblings and parent', () => {
    const rows = flattenLayers(doc(), desktop);
    expect(rows.map((row) => `${row.uid}:${row.depth}:${row.index + 1}/${row.setSize}:${row.parentUid}`)).to.deep.equal(
      [
        's1:1:1/2:null',
        'c1:2:1/2:s1',
        't1:3:1/2:c1',
        'b1:3:2/2:c1',
        'c2:2:2/2:s1',
        's2:1:2/2:null',
        'c3:2:1/1:s2',
        'i1:3:1/1:c3',
      ],
    );
    expect(rows[2]!.parentRow).to.equal(1);
    expect(rows[0]!.parentTag).to.equal('page');
    expect(rows[1]!.childCount).to.equal(2);
    expect(rows[4]!.childCount).to.equal(0);
    expect(rows[4]!.expanded).to.equal(false);
  });

  it('leaves out the subtree of a closed node and opens a node the user opened', () => {
    const rows = flattenLayers(doc(), { level: 'desktop', expanded: new Map([['c1', false]]) });
    expect(rows.map((row) => row.uid)).to.deep.equal(['s1', 'c1', 'c2', 's2', 'c3', 'i1']);
    expect(rows[1]!.expanded).to.equal(false);
    expect(rows[1]!.childCount).to.equal(2);
  });

  it('opens small sections by default and keeps a section past the limit closed until opened', () => {
    const many = Array.from({ length: OPEN_BY_DEFAULT_LIMIT + 5 }, (_, i) =>
      text(`<p>Block ${i}</p>`, { uid: `x${i}` }),
    );
    const big = freeze(page(section({ uid: 'big' }, column({ uid: 'col' }, ...many)), section({ uid: 'small' })), true);
    expect(flattenLayers(big, desktop).map((row) => row.uid)).to.deep.equal(['big', 'small']);
    const opened = flattenLayers(big, { level: 'desktop', expanded: new Map([['big', true]]) });
    // The column alone is still past the limit: only the path opened by hand shows.
    expect(opened.map((row) => row.uid)).to.deep.equal(['big', 'col', 'small']);
  });

  it('names the ancestors of a node, page child first', () => {
    expect(ancestorsOf(doc(), 'b1')).to.deep.equal(['s1', 'c1']);
    expect(ancestorsOf(doc(), 's2')).to.deep.equal([]);
    expect(ancestorsOf(doc(), 'nope')).to.deep.equal([]);
  });

  it('flattens a 2,000-block page (its time printed, not asserted: machines differ)', () => {
    const sections = Array.from({ length: 100 }, (_, s) =>
      section(
        { uid: `s${s}` },
        column({ uid: `c${s}` }, ...Array.from({ length: 20 }, (_, b) => text(`<p>Block ${s}.${b} of text</p>`))),
      ),
    );
    const big = freeze(page(...sections), true);
    const uids = freeze(
      {
        ...big,
        children: big.children!.map((s, i) => ({
          ...s,
          children: s.children!.map((c) => ({
            ...c,
            children: c.children!.map((b, j) => ({ ...b, uid: `b${i}-${j}` })),
          })),
        })),
      },
      true,
    ) as PageDefinition;
    let started = performance.now();
    const rows = flattenLayers(uids, desktop);
    const first = performance.now() - started;
    expect(rows.length).to.equal(100 * 22);
    // After an edit of one block: Immer keeps every other node, so their labels stay cached.
    const edited = freeze(
      { ...uids, children: [{ ...uids.children![0]!, attributes: { x: 1 } }, ...uids.children!.slice(1)] },
      true,
    ) as PageDefinition;
    started = performance.now();
    flattenLayers(edited, desktop);
    const again = performance.now() - started;
    console.log(`      flatten of 2,000 blocks: ${first.toFixed(1)} ms cold, ${again.toFixed(1)} ms after an edit`);
  });
});

describe('layers model: labels', () => {
  it('takes the first words of the text, without markup, with an ellipsis when there are more', () => {
    expect(layerLabel(text('<p>Hello <b>big</b> world</p>'))).to.equal('Hello big world');
    expect(layerLabel(text('<h1>One two three four five six seven</h1>'))).to.equal('One two three four five…');
    expect(layerLabel(button('Fish &amp; chips&nbsp;now'))).to.equal('Fish & chips now');
  });

  it("uses an image's alt and is empty for kinds without text (the row shows the kind's name)", () => {
    expect(layerLabel(image('/a.png', { attributes: { alt: 'A red car' } }))).to.equal('A red car');
    expect(layerLabel(section())).to.equal('');
    expect(layerLabel(text(''))).to.equal('');
  });

  it('never reads authored HTML (its text may be a script)', () => {
    expect(layerLabel(raw('<script>alert("owned")</script>'))).to.equal('');
  });

  it('reads past a long tag and stops early in a long paragraph', () => {
    expect(firstWords(`<p style="${'x'.repeat(2000)}">Short text</p>`, 5)).to.equal('Short text');
    expect(firstWords(`<p>${'word '.repeat(5000)}</p>`, 3)).to.equal('word word word…');
    expect(firstWords('a &#x263A; b &#9731;', 5)).to.equal('a ☺ b ☃');
  });
});

describe('layers model: hidden per device', () => {
  it('applies the cascade: a wider level hides the narrower ones until one says otherwise', () => {
    expect(hiddenLevels(text('x', { attributes: { hidden: true }, smAttributes: { hidden: false } }))).to.deep.equal([
      'desktop',
      'md',
    ]);
    expect(hiddenLevels(text('x', { xsAttributes: { hidden: true } }))).to.deep.equal(['xs']);
    expect(hiddenLevels(text('x'))).to.deep.equal([]);
  });

  it('marks rows hidden at the level shown, and their subtree as inside something hidden', () => {
    const hidden = freeze(
      page(section({ uid: 's', xsAttributes: { hidden: true } }, column({ uid: 'c' }, text('a', { uid: 't' })))),
      true,
    );
    const onDesktop = flattenLayers(hidden, desktop);
    expect(onDesktop.map((row) => row.hiddenHere)).to.deep.equal([false, false, false]);
    expect(onDesktop[0]!.hiddenAt).to.deep.equal(['xs']);
    const onMobile = flattenLayers(hidden, { level: 'xs', expanded: new Map() });
    expect(onMobile.map((row) => row.hiddenHere)).to.deep.equal([true, false, false]);
    expect(onMobile.map((row) => row.insideHidden)).to.deep.equal([false, true, true]);
  });

  it('marks locked nodes', () => {
    const rows = flattenLayers(freeze(page(section({ uid: 's', attributes: { locked: true } })), true), desktop);
    expect(rows[0]!.locked).to.equal(true);
  });

  it('reveals by clearing a value set at the level, or by overriding one inherited from a wider level', () => {
    // Hidden here only: clearing shows it.
    expect(revealValue(text('x', { xsAttributes: { hidden: true } }), 'xs')).to.equal(undefined);
    // Inherited from desktop: false at this level.
    expect(revealValue(text('x', { attributes: { hidden: true } }), 'xs')).to.equal(false);
    // Set here and on a wider level: clearing would still hide it.
    expect(revealValue(text('x', { attributes: { hidden: true }, mdAttributes: { hidden: true } }), 'md')).to.equal(
      false,
    );
    // Set here, wider level shows it explicitly: clearing is enough.
    expect(revealValue(text('x', { attributes: { hidden: false }, smAttributes: { hidden: true } }), 'sm')).to.equal(
      undefined,
    );
    expect(revealValue(text('x'), 'desktop')).to.equal(null);
    expect(revealValue(text('x', { xsAttributes: { hidden: true } }), 'desktop')).to.equal(null);
  });
});
