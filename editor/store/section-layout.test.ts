/**
 * A section's layout commands: the column count keeps every block in order, widths add up to 100
 * (or, where they wrap, keep their rows) and merge per group, one undo step each, locks and the
 * reader role; and the arithmetic of the handle between two columns (minimum, kept pair, rounding,
 * rows of wrapped widths), including a property test.
 */
import { expect } from 'chai';
import fc from 'fast-check';
import type { PageDefinition, TemplateNode } from '../../renderer/index.ts';
import { page, section, column, text, button } from '../../renderer/testing/builders.ts';
import { EditorStore } from './editor-store.ts';
import { locate } from './tree.ts';
import {
  columnRows,
  columnWidths,
  equalColumnWidths,
  MIN_COLUMN_PERCENT,
  resizeBetween,
  resolvedWidths,
  rowNeighbour,
  sameRow,
  setColumnCount,
  setColumnLayout,
  setColumnWidths,
} from './section-layout.ts';

const start = (): PageDefinition =>
  page(
    section(
      { uid: 's' },
      column({ uid: 'c1', attributes: { width: '20%' } }, text('<p>A</p>', { uid: 'a' })),
      column(
        { uid: 'c2', attributes: { width: '50%' }, mdAttributes: { width: '40%' } },
        text('<p>B</p>', { uid: 'b' }),
      ),
      column({ uid: 'c3', attributes: { width: '30%' } }, text('<p>C</p>', { uid: 'c' }), button('Go', { uid: 'd' })),
    ),
    section({ uid: 's2' }, column({ uid: 'c4' }, text('<p>E</p>', { uid: 'e' }))),
  );

const node = (store: EditorStore, uid: string) => locate<TemplateNode>(store.state.doc, uid)!.node;
const kids = (store: EditorStore, uid: string) => (node(store, uid).children ?? []).map((child) => child.uid);
const sum = (widths: readonly string[]) =>
  Math.round(widths.reduce((total, width) => total + Number.parseFloat(width) * 100, 0));

describe('setColumnCount', () => {
  it('fewer columns: the removed columns’ blocks go, in order, to the end of the last remaining one; one undo step', () => {
    const store = new EditorStore(start());
    const before = store.state.doc;
    expect(store.run(setColumnCount('s', 1))).to.equal(true);
    expect(kids(store, 's')).to.deep.equal(['c1']);
    expect(kids(store, 'c1')).to.deep.equal(['a', 'b', 'c', 'd']);
    expect(store.undoCount).to.equal(1);
    store.undo();
    expect(store.state.doc).to.deep.equal(before);
  });

  it('three to two keeps every block and resets the widths at every level', () => {
    const store = new EditorStore(start());
    store.run(setColumnCount('s', 2));
    expect(kids(store, 's')).to.deep.equal(['c1', 'c2']);
    expect(kids(store, 'c2')).to.deep.equal(['b', 'c', 'd']);
    expect(columnWidths(node(store, 's'))).to.deep.equal([undefined, undefined]);
    expect(node(store, 'c2').mdAttributes?.width).to.equal(undefined);
  });

  it('more columns: empty columns of the same kind with fresh uids, after the existing ones', () => {
    const store = new EditorStore(page(section({ uid: 's' }, column({ uid: 'c1' }, text('x', { uid: 't' })))));
    store.run(setColumnCount('s', 4));
    const columns = node(store, 's').children!;
    expect(columns.map((child) => child.tagName)).to.deep.equal(['column', 'column', 'column', 'column']);
    expect(columns[0]!.children!.map((child) => child.uid)).to.deep.equal(['t']);
    for (const added of columns.slice(1)) expect(added.children).to.deep.equal([]);
    expect(new Set(columns.map((child) => child.uid)).size).to.equal(4);
    expect(store.undoCount).to.equal(1);
  });

  it('refuses counts outside 1..6, non-sections, the same layout, and a reader', () => {
    const store = new EditorStore(start());
    for (const count of [0, 7, 2.5, Number.NaN])
      expect(store.can(setColumnCount('s', count)), String(count)).to.equal(false);
    expect(store.can(setColumnCount('c1', 2))).to.equal(false);
    expect(store.can(setColumnCount('s2', 1)), 'already one unsized column').to.equal(false);
    expect(store.can(setColumnCount('s', 3)), 'same count, sized: evens them').to.equal(true);
    store.setEditable(false);
    expect(store.run(setColumnCount('s', 2))).to.equal(false);
    expect(kids(store, 's')).to.have.length(3);
  });

  it('respects locks: a locked section, a locked removed column or block; an unlocked one changes', () => {
    const locked = (attributes: Record<string, unknown>) => ({ ...attributes, locked: true });
    const docs: [string, PageDefinition][] = [
      ['section', page(section({ uid: 's', attributes: locked({}) }, column({ uid: 'x' }), column({ uid: 'y' })))],
      [
        'removed column',
        page(section({ uid: 's' }, column({ uid: 'x' }), column({ uid: 'y', attributes: locked({}) }))),
      ],
      [
        'moved block',
        page(section({ uid: 's' }, column({ uid: 'x' }), column({ uid: 'y' }, text('t', { attributes: locked({}) })))),
      ],
    ];
    for (const [what, doc] of docs) {
      const store = new EditorStore(doc);
      store.setLocks(true);
      expect(store.run(setColumnCount('s', 1)), what).to.equal(false);
      store.setLocks(false);
      expect(store.run(setColumnCount('s', 1)), `${what}, manager`).to.equal(true);
    }
  });

  it('moves a selection on a removed column to the section', () => {
    const store = new EditorStore(start());
    store.select('c3');
    store.run(setColumnCount('s', 2));
    expect(store.state.selection).to.equal('s');
    store.undo();
    expect(store.state.selection).to.equal('c3');
  });
});

describe('setColumnLayout', () => {
  it('changes the count and sets the preset’s widths in one step; equal presets leave widths unset', () => {
    const store = new EditorStore(start());
    expect(store.run(setColumnLayout('s', ['33.33%', '66.67%']))).to.equal(true);
    expect(columnWidths(node(store, 's'))).to.deep.equal(['33.33%', '66.67%']);
    expect(kids(store, 'c2')).to.deep.equal(['b', 'c', 'd']);
    expect(store.undoCount).to.equal(1);
    store.run(setColumnLayout('s', ['50%', '50%']));
    expect(columnWidths(node(store, 's'))).to.deep.equal([undefined, undefined]);
    expect(store.can(setColumnLayout('s', ['50%', '50%']))).to.equal(false);
    expect(store.can(setColumnLayout('s', ['30%', '30%']))).to.equal(false);
  });
});

describe('setColumnWidths', () => {
  it('sets widths adding up to 100 at a level, normalized to two decimals', () => {
    const store = new EditorStore(start());
    expect(store.run(setColumnWidths('s', ['25%', '25.004%', '49.996%']))).to.equal(true);
    const widths = columnWidths(node(store, 's')) as string[];
    expect(sum(widths)).to.equal(10_000);
    expect(store.run(setColumnWidths('s', ['30%', '30%', '40%'], { level: 'md' }))).to.equal(true);
    expect(columnWidths(node(store, 's'), 'md')).to.deep.equal(['30%', '30%', '40%']);
    expect(columnWidths(node(store, 's')), 'desktop unchanged').to.deep.equal(widths);
  });

  it('refuses widths that do not add up to 100, the wrong count, garbage, and no change', () => {
    const store = new EditorStore(start());
    for (const widths of [
      ['50%', '50%', '10%'],
      ['50%', '50%'],
      ['a', '50%', '50%'],
      ['-10%', '60%', '50%'],
    ])
      expect(store.can(setColumnWidths('s', widths)), widths.join()).to.equal(false);
    expect(store.can(setColumnWidths('s', ['20%', '50%', '30%']))).to.equal(false);
    expect(store.can(setColumnWidths('s2', ['60%'])), 'a single column may be narrower').to.equal(true);
  });

  it('merges a group into one undo step, even across pauses when the time is the drag’s', () => {
    const store = new EditorStore(start());
    const time = Date.now() - 10_000;
    for (const first of [21, 22, 23, 24])
      store.run(setColumnWidths('s', [`${first}%`, `${70 - first}%`, '30%'], { group: 'drag:1', time }));
    expect(store.undoCount).to.equal(1);
    expect(columnWidths(node(store, 's'))[0]).to.equal('24%');
    store.run(setColumnWidths('s', ['30%', '40%', '30%'], { group: 'drag:2', time }));
    expect(store.undoCount).to.equal(2);
    store.undo();
    store.undo();
    expect(store.state.doc).to.deep.equal(new EditorStore(start()).state.doc);
  });

  it('where the columns wrap, keeps their rows each adding up to what it does; or makes one row of 100', () => {
    const wrapped = () =>
      new EditorStore(
        page(
          section(
            { uid: 's' },
            ...[1, 2, 3, 4].map((n) => column({ uid: `c${n}`, mdAttributes: { width: '50%' } }, text(`<p>${n}</p>`))),
          ),
        ),
      );
    const store = wrapped();
    expect(store.run(setColumnWidths('s', ['60%', '40%', '50%', '50%'], { level: 'md' }))).to.equal(true);
    expect(columnWidths(node(store, 's'), 'md')).to.deep.equal(['60%', '40%', '50%', '50%']);
    expect(columnWidths(node(store, 's')), 'desktop unchanged').to.deep.equal([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    for (const widths of [
      ['60%', '50%', '40%', '50%'],
      ['50%', '50%', '50%', '60%'],
      ['100%', '40%', '30%', '30%'],
    ])
      expect(store.can(setColumnWidths('s', widths, { level: 'md' })), widths.join()).to.equal(false);
    expect(store.can(setColumnWidths('s', ['60%', '50%', '40%', '50%'])), 'desktop is one row').to.equal(false);
    expect(store.run(setColumnWidths('s', ['25%', '25%', '25%', '25%'], { level: 'md' })), 'one row').to.equal(true);
    expect(store.can(setColumnWidths('s', ['60%', '40%', '50%', '50%'], { level: 'md' })), 'no rows now').to.equal(
      false,
    );
  });

  it('works on a locked section (widths are settings), not for a reader', () => {
    const store = new EditorStore(page(section({ uid: 's', attributes: { locked: true } }, column(), column())));
    store.setLocks(true);
    expect(store.run(setColumnWidths('s', ['40%', '60%']))).to.equal(true);
    store.setEditable(false);
    expect(store.can(setColumnWidths('s', ['30%', '70%']))).to.equal(false);
  });
});

describe('equalColumnWidths', () => {
  it('removes the widths at desktop; at md, where desktop still sets them, writes equal shares', () => {
    const store = new EditorStore(start());
    store.run(equalColumnWidths('s', 'md'));
    expect(columnWidths(node(store, 's'), 'md')).to.deep.equal(['33.34%', '33.33%', '33.33%']);
    store.run(equalColumnWidths('s'));
    expect(columnWidths(node(store, 's'))).to.deep.equal([undefined, undefined, undefined]);
    expect(store.can(equalColumnWidths('s'))).to.equal(false);
    expect(store.undoCount).to.equal(2);
  });
});

describe('resizeBetween', () => {
  it('moves the boundary: the pair’s sum is kept, the others unchanged', () => {
    expect(resizeBetween(['20%', '50%', '30%'], 0, 5)).to.deep.equal(['25%', '45%', '30%']);
    expect(resizeBetween(['20%', '50%', '30%'], 1, -12.345)).to.deep.equal(['20%', '37.66%', '42.34%']);
  });

  it('gives unset columns their equal share first', () => {
    expect(resizeBetween([undefined, undefined, undefined], 0, 10)).to.deep.equal(['43.34%', '23.33%', '33.33%']);
    expect(resizeBetween(['50%', undefined, undefined], 1, 5)).to.deep.equal(['50%', '30%', '20%']);
  });

  it('keeps each of the pair at least the minimum, and leaves a pair too narrow for it alone', () => {
    expect(resizeBetween(['50%', '50%'], 0, 80)).to.deep.equal(['90%', '10%']);
    expect(resizeBetween(['50%', '50%'], 0, -80)).to.deep.equal(['10%', '90%']);
    expect(resizeBetween(['85%', '8%', '7%'], 1, 1)).to.deep.equal(['85%', '8%', '7%']);
  });

  it('resizes within a row of wrapped widths, each row its own 100; never across a row’s end', () => {
    const twoByTwo = ['50%', '50%', '50%', '50%'];
    expect(columnRows(twoByTwo)).to.deep.equal([
      [0, 1],
      [2, 3],
    ]);
    expect(resolvedWidths(twoByTwo)).to.deep.equal([50, 50, 50, 50]);
    expect(resizeBetween(twoByTwo, 2, 10)).to.deep.equal(['50%', '50%', '60%', '40%']);
    expect(resizeBetween(twoByTwo, 1, 10), 'a row’s end').to.deep.equal(twoByTwo);
    expect(sameRow(twoByTwo, 1)).to.equal(false);
    expect([0, 1, 2, 3].map((index) => rowNeighbour(twoByTwo, index))).to.deep.equal([1, 0, 3, 2]);
    expect(rowNeighbour(['50%', '50%', '50%'], 2), 'alone on its row').to.equal(undefined);
    expect(rowNeighbour(['20%', '30%', '50%'], 2), 'one row: the last takes from the one before').to.equal(1);
    // More columns than fit: the third wraps alone and keeps its width.
    expect(columnRows(['50%', '50%', '50%'])).to.deep.equal([[0, 1], [2]]);
    expect(resizeBetween(['50%', '50%', '50%'], 0, -20)).to.deep.equal(['30%', '70%', '50%']);
    // A row's first column stays too wide for the end of a row before it that has room left.
    expect(resizeBetween(['50%', '30%', '80%', '10%'], 2, -70)).to.deep.equal(['50%', '30%', '20.01%', '69.99%']);
    // A full row within rounding is made exactly 100; unset widths never wrap.
    expect(resolvedWidths(['33.33%', '33.33%', '33.33%', '100%'])).to.deep.equal([33.34, 33.33, 33.33, 100]);
    expect(columnRows([undefined, '80%', '80%'])).to.deep.equal([[0, 1, 2]]);
    expect(columnRows(['33.34%', '33.34%', '33.34%']), 'rounding is no wrap').to.deep.equal([[0, 1, 2]]);
  });

  it('keeps the rows and what each adds up to (one row: exactly 100), with two decimals (property)', () => {
    const width = fc.option(
      fc.double({ min: 1, max: 90, noNaN: true }).map((value) => `${value}%`),
      { nil: undefined },
    );
    fc.assert(
      fc.property(
        fc.array(width, { minLength: 2, maxLength: 6 }),
        fc.nat(),
        fc.double({ min: -200, max: 200, noNaN: true }),
        (widths, at, delta) => {
          const index = at % (widths.length - 1);
          const result = resizeBetween(widths, index, delta);
          const rows = columnRows(widths);
          expect(columnRows(result)).to.deep.equal(rows);
          const before = resolvedWidths(widths);
          const hundredths = (values: readonly number[]) => Math.round(values.reduce((t, v) => t + v * 100, 0));
          for (const row of rows) {
            const after = hundredths(row.map((i) => Number.parseFloat(result[i]!)));
            expect(after).to.equal(hundredths(row.map((i) => before[i]!)));
            if (rows.length === 1) expect(after).to.equal(10_000);
          }
          for (const value of result) expect(value).to.match(/^\d+(\.\d{1,2})?%$/);
          const moved = sameRow(widths, index);
          result.forEach((value, i) => {
            if (!moved || (i !== index && i !== index + 1)) expect(Number.parseFloat(value)).to.equal(before[i]);
          });
          const pair = before[index]! + before[index + 1]!;
          // Wrapped, a row's first column may have no room to move (it would fit the row before).
          const kept = rows.length > 1 && result.every((value, i) => Number.parseFloat(value) === before[i]);
          if (moved && !kept && pair >= 2 * MIN_COLUMN_PERCENT)
            for (const i of [index, index + 1])
              expect(Number.parseFloat(result[i]!)).to.be.at.least(MIN_COLUMN_PERCENT);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
