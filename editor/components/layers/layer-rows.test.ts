/**
 * LayerRows, the rows kept from one change to the next: after any run of opens, closes, edits,
 * moves, deletions, undos and device switches they are exactly what flattening the document
 * afresh gives, and each change builds only the rows it shows (counted, so the mechanism cannot
 * quietly fall back to rebuilding a 2,000-block page).
 */
import { expect } from 'chai';
import fc from 'fast-check';
import type { Level, PageDefinition, TemplateNode } from '../../../renderer/index.ts';
import { column, page, section, text } from '../../../renderer/testing/builders.ts';
import { deleteNode, duplicateNode, moveNodeTo, setAttribute } from '../../store/commands.ts';
import { EditorStore } from '../../store/editor-store.ts';
import { collectUids } from '../../store/tree.ts';
import { LayerRows } from './layer-rows.ts';
import { ancestorsOf, flattenLayers, OPEN_BY_DEFAULT_LIMIT, type LayerRow } from './layers-model.ts';

/** `count` sections of one column of `blocks` texts each; uids s<i>, c<i>, b<i>-<j>. */
function sections(count: number, blocks: number): PageDefinition {
  return page(
    ...Array.from({ length: count }, (_, s) =>
      section(
        { uid: `s${s}` },
        column(
          { uid: `c${s}` },
          ...Array.from({ length: blocks }, (_, b) => text(`<p>Block ${s}.${b}</p>`, { uid: `b${s}-${b}` })),
        ),
      ),
    ),
  );
}

/** What a row shows and where it is, as plain data. */
const shape = (rows: readonly LayerRow[]) =>
  rows.map((row) => ({
    uid: row.uid,
    depth: row.depth,
    parentRow: row.parentRow,
    parentUid: row.parentUid,
    index: row.index,
    setSize: row.setSize,
    expanded: row.expanded,
    hiddenHere: row.hiddenHere,
    insideHidden: row.insideHidden,
    label: row.label,
  }));

/** The model agrees with a fresh flattening, and finds every row (and only those) by uid. */
function expectFresh(model: LayerRows, doc: PageDefinition, level: Level): void {
  const fresh = flattenLayers(doc, { level, expanded: model.expanded });
  expect(shape(model.rows)).to.deep.equal(shape(fresh));
  for (const [index, row] of model.rows.entries()) expect(model.indexOf(row.uid)).to.equal(index);
  const shown = new Set(fresh.map((row) => row.uid));
  for (const uid of collectUids(doc)) if (!shown.has(uid)) expect(model.indexOf(uid), uid).to.equal(-1);
}

describe('LayerRows', () => {
  it('matches a fresh flattening after any run of opens, closes, edits, moves, undos and device switches', () => {
    const small = page(
      section(
        { uid: 's1' },
        column({ uid: 'c1' }, text('<p>One</p>', { uid: 't1' }), text('<p>Two</p>', { uid: 't2' })),
        column({ uid: 'c2' }, text('<p>Three</p>', { uid: 't3' })),
      ),
      section({ uid: 's2', smAttributes: { hidden: true } }, column({ uid: 'c3' }, text('<p>Four</p>', { uid: 't4' }))),
      section({ uid: 's3' }, column({ uid: 'c4' })),
    );
    const op = fc.oneof(
      fc.record({ type: fc.constant('toggle' as const), pick: fc.nat(), open: fc.boolean() }),
      fc.record({ type: fc.constant('reveal' as const), pick: fc.nat() }),
      fc.record({ type: fc.constant('edit' as const), pick: fc.nat(), hide: fc.boolean() }),
      fc.record({ type: fc.constant('move' as const), pick: fc.nat(), to: fc.nat(), index: fc.nat(4) }),
      fc.record({ type: fc.constant('duplicate' as const), pick: fc.nat() }),
      fc.record({ type: fc.constant('delete' as const), pick: fc.nat() }),
      fc.record({ type: fc.constant('undo' as const) }),
      fc.record({ type: fc.constant('level' as const), level: fc.constantFrom<Level>('desktop', 'md', 'sm', 'xs') }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 30 }), (ops) => {
        const store = new EditorStore(small);
        const model = new LayerRows();
        let level: Level = 'desktop';
        model.sync(store.state.doc, level);
        for (const step of ops) {
          const uids = [...collectUids(store.state.doc)].sort();
          const uid = uids[('pick' in step ? step.pick : 0) % Math.max(1, uids.length)];
          if (step.type === 'toggle' && uid !== undefined) model.setExpanded(uid, step.open);
          else if (step.type === 'reveal' && uid !== undefined) model.openPath(ancestorsOf(store.state.doc, uid));
          else if (step.type === 'edit' && uid !== undefined) store.run(setAttribute(uid, 'hidden', step.hide, 'md'));
          else if (step.type === 'move' && uid !== undefined)
            store.run(moveNodeTo(uid, uids[step.to % uids.length] ?? null, step.index));
          else if (step.type === 'duplicate' && uid !== undefined) store.run(duplicateNode(uid));
          else if (step.type === 'delete' && uid !== undefined) store.run(deleteNode(uid));
          else if (step.type === 'undo') store.undo();
          else if (step.type === 'level') level = step.level;
          model.sync(store.state.doc, level);
          expectFresh(model, store.state.doc, level);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('opens the path to a far node in a closed section by building only the rows it shows', () => {
    // 199 small sections (open by default), then one past the limit (closed): 2,000 blocks in all.
    const big = OPEN_BY_DEFAULT_LIMIT + 10;
    const doc = page(...sections(199, 9).children!, ...sections(200, big).children!.slice(199));
    const store = new EditorStore(doc);
    const model = new LayerRows();
    model.sync(store.state.doc, 'desktop');
    const first = model.built;
    expect(first).to.equal(199 * 11 + 1);
    expect(model.indexOf('b199-5')).to.equal(-1);
    store.select('b199-5');
    model.openPath(ancestorsOf(store.state.doc, 'b199-5'));
    // The section's column and the column's blocks: nothing else is built again.
    expect(model.built - first).to.equal(1 + big);
    expect(model.walks).to.equal(1);
    expect(model.indexOf('b199-5')).to.equal(199 * 11 + 1 + 1 + 5);
    expectFresh(model, store.state.doc, 'desktop');
    // Closing it again builds nothing.
    const opened = model.built;
    model.setExpanded('s199', false);
    expect(model.built).to.equal(opened);
    expect(model.indexOf('b199-5')).to.equal(-1);
  });

  it('rebuilds only the section an edit changed, and none for a section added or moved', () => {
    const store = new EditorStore(sections(200, 10));
    const model = new LayerRows();
    model.sync(store.state.doc, 'desktop');
    const rowsPerSection = 12;
    expect(model.built).to.equal(200 * rowsPerSection);
    let built = model.built;
    store.run(setAttribute('b150-3', 'color', '#ff0000'));
    model.sync(store.state.doc, 'desktop');
    expect(model.built - built).to.equal(rowsPerSection);
    built = model.built;
    // A section moved to the top: its rows and the others' are kept, with their places updated.
    store.run(moveNodeTo('s120', null, 0));
    model.sync(store.state.doc, 'desktop');
    expect(model.built - built).to.equal(0);
    expect(model.indexOf('s120')).to.equal(0);
    built = model.built;
    store.run(duplicateNode('s7'));
    model.sync(store.state.doc, 'desktop');
    expect(model.built - built).to.equal(rowsPerSection);
    expect(model.walks).to.equal(1);
    expectFresh(model, store.state.doc, 'desktop');
    // Another device: every row's hidden state may differ, so it is one new walk.
    model.sync(store.state.doc, 'xs');
    expect(model.walks).to.equal(2);
  });

  it('does nothing for the same document, level and choices', () => {
    const doc = sections(3, 2);
    const model = new LayerRows();
    expect(model.sync(doc, 'desktop')).to.equal(true);
    const version = model.version;
    expect(model.sync(doc, 'desktop')).to.equal(false);
    expect(model.setExpanded('s1', true)).to.equal(false);
    expect(model.openPath(['s0', 'c0'])).to.equal(false);
    expect(model.version).to.equal(version);
    const node = (uid: string) => model.rows[model.indexOf(uid)] as LayerRow & { node: TemplateNode };
    expect(node('b2-1').node.uid).to.equal('b2-1');
  });
});
