import { expect } from 'chai';
import { freeze } from 'immer';
import type { PageDefinition } from '../../../renderer/index.ts';
import { button, column, page, section, text } from '../../../renderer/testing/builders.ts';
import { EditorStore } from '../../store/editor-store.ts';
import { insertNode, moveNodeTo } from '../../store/commands.ts';
import { dropTarget, gapPlaces, opensOnHover, type DropPointer } from './layers-drop.ts';
import { flattenLayers, rowOf, type LayerRow } from './layers-model.ts';

const doc = (): PageDefinition =>
  freeze(
    page(
      section(
        { uid: 's1' },
        column({ uid: 'c1' }, text('<p>One</p>', { uid: 't1' }), button('Two', { uid: 'b1' })),
        column({ uid: 'c2' }),
      ),
      section({ uid: 's2' }, column({ uid: 'c3' }, text('<p>Three</p>', { uid: 't3' }))),
    ),
    true,
  );
// Rows: 0 s1, 1 c1, 2 t1, 3 b1, 4 c2, 5 s2, 6 c3, 7 t3.
const rows = (): LayerRow[] => flattenLayers(doc(), { level: 'desktop', expanded: new Map() });

function drop(uid: string, pointer: DropPointer) {
  const all = rows();
  return dropTarget(all, rowOf(all, uid), pointer);
}

/** The uids of each column's children after running the drop on a store. */
function afterDrop(uid: string, pointer: DropPointer): string {
  const store = new EditorStore(doc());
  const target = drop(uid, pointer);
  expect(target, 'a drop target').to.not.equal(undefined);
  expect(store.run(moveNodeTo(uid, target!.parentUid, target!.index))).to.equal(true);
  return flattenLayers(store.state.doc, { level: 'desktop', expanded: new Map() })
    .map((row) => '-'.repeat(row.depth - 1) + row.uid)
    .join(' ');
}

describe('layers drop mapping', () => {
  it('lists the places a gap stands for, deepest first', () => {
    // Between b1 (end of c1) and c2: after b1 in c1, then before c2 in s1.
    expect(gapPlaces(rows(), 4).map((p) => `${p.parentUid}@${p.index}:${p.depth}`)).to.deep.equal(['c1@2:3', 's1@1:2']);
    // Below the last row: after t3, after c3, after s2.
    expect(gapPlaces(rows(), 8).map((p) => `${p.parentUid}@${p.index}:${p.depth}`)).to.deep.equal([
      'c3@1:3',
      's2@1:2',
      'null@2:1',
    ]);
    // Between an open section and its first column: before the column only.
    expect(gapPlaces(rows(), 1).map((p) => `${p.parentUid}@${p.index}`)).to.deep.equal(['s1@0']);
  });

  it('drops a block into an empty column when over the middle of its row', () => {
    const target = drop('t1', { row: 4, fraction: 0.5 });
    expect(target).to.deep.equal({ parentUid: 'c2', index: 0, indicator: { type: 'inside', row: 4 } });
    expect(afterDrop('t1', { row: 4, fraction: 0.5 })).to.equal('s1 -c1 --b1 -c2 --t1 s2 -c3 --t3');
  });

  it('drops a column onto a section as its last column', () => {
    expect(drop('c3', { row: 0, fraction: 0.5 })).to.deep.equal({
      parentUid: 's1',
      index: 2,
      indicator: { type: 'inside', row: 0 },
    });
    expect(afterDrop('c3', { row: 0, fraction: 0.5 })).to.equal('s1 -c1 --t1 --b1 -c2 -c3 --t3 s2');
  });

  it('places a block between blocks by the half of the row under the pointer, counting the index before the move', () => {
    // Lower half of b1: after it in c1 (index 2 before the move, which removes t1 first).
    expect(drop('t1', { row: 3, fraction: 0.9 })).to.deep.include({ parentUid: 'c1', index: 2 });
    expect(afterDrop('t1', { row: 3, fraction: 0.9 })).to.equal('s1 -c1 --b1 --t1 -c2 s2 -c3 --t3');
    // Upper half of t3: before it, in another section's column.
    expect(afterDrop('b1', { row: 7, fraction: 0.1 })).to.equal('s1 -c1 --t1 -c2 s2 -c3 --b1 --t3');
  });

  it('only offers places whose parent holds the dragged kind', () => {
    // A block over a section's upper half: the page cannot hold a block, so nothing (the gap
    // above the first section has no other place).
    expect(drop('t3', { row: 0, fraction: 0.1 })).to.equal(undefined);
    // A block over the upper half of the second section: after the empty column c2 is the
    // section's place, which holds no block; the empty column itself takes it by its middle.
    expect(drop('t1', { row: 5, fraction: 0.1 })).to.equal(undefined);
    // A block over the top of the empty column: the end of the column above.
    expect(drop('t3', { row: 4, fraction: 0.1 })).to.deep.include({ parentUid: 'c1', index: 2 });
    // A section over a block: only the page's gaps, never into a column.
    expect(drop('s2', { row: 2, fraction: 0.5 })).to.equal(undefined);
    expect(drop('s2', { row: 0, fraction: 0.1 })).to.deep.equal({
      parentUid: null,
      index: 0,
      indicator: { type: 'line', row: 0, depth: 1 },
    });
  });

  it('follows the depth the pointer points at in a gap that ends several nodes', () => {
    // Below the last row, a column: after c3 in s2 (depth 2); a section: at the page's end.
    expect(drop('c1', { row: 8, fraction: 0 })).to.deep.include({ parentUid: 's2', index: 1 });
    expect(drop('s1', { row: 8, fraction: 0 })).to.deep.include({ parentUid: null, index: 2 });
    // Between b1 and c2, a block: the end of c1 (depth 3) whatever the hint, the only valid place.
    expect(drop('t3', { row: 3, fraction: 0.9, depth: 1 })).to.deep.include({ parentUid: 'c1', index: 2 });
  });

  it('refuses the dragged node, its subtree and the places where it already is', () => {
    expect(drop('c1', { row: 1, fraction: 0.5 })).to.equal(undefined);
    expect(drop('c1', { row: 2, fraction: 0.9 })).to.equal(undefined);
    // Right above or right below itself: no move.
    expect(drop('b1', { row: 3, fraction: 0.1 })).to.equal(undefined);
    expect(drop('t1', { row: 3, fraction: 0.1 })).to.equal(undefined);
    // Into its own parent's middle, where it already is the last child.
    expect(drop('b1', { row: 1, fraction: 0.5 })).to.equal(undefined);
  });

  it('every target it offers is a move the store accepts (all rows, all nodes, three heights)', () => {
    const all = rows();
    const store = new EditorStore(doc());
    let offered = 0;
    for (let dragged = 0; dragged < all.length; dragged++)
      for (let row = -1; row <= all.length; row++)
        for (const fraction of [0.1, 0.5, 0.9]) {
          const target = dropTarget(all, dragged, { row, fraction });
          if (target === undefined) continue;
          offered++;
          expect(
            store.can(moveNodeTo(all[dragged]!.uid, target.parentUid, target.index)),
            `${all[dragged]!.uid} ${row} ${fraction}`,
          ).to.equal(true);
        }
    expect(offered).to.be.greaterThan(20);
  });

  it('opens, under a drag, only closed rows the dragged node could go into at some depth', () => {
    const closed = (...uids: string[]) =>
      flattenLayers(doc(), { level: 'desktop', expanded: new Map(uids.map((uid) => [uid, false])) });
    // Rows: 0 s1 (closed), 1 s2, 2 c3, 3 t3.
    const all = closed('s1');
    const hovers = (dragged: string, over: string) => opensOnHover(all, rowOf(all, dragged), rowOf(all, over));
    // A block over a closed section: its columns take blocks.
    expect(hovers('t3', 's1')).to.equal(true);
    // A section over a closed section: nothing inside takes a section.
    expect(hovers('s2', 's1')).to.equal(false);
    // Open rows, leaves and the dragged subtree never open.
    expect(hovers('s1', 's2')).to.equal(false);
    expect(hovers('s1', 't3')).to.equal(false);
    const own = closed('c3');
    expect(opensOnHover(own, rowOf(own, 's2'), rowOf(own, 'c3'))).to.equal(false);
    expect(opensOnHover(own, rowOf(own, 't1'), rowOf(own, 'c3'))).to.equal(true);
    // An empty column has nothing to open.
    expect(opensOnHover(own, rowOf(own, 't1'), rowOf(own, 'c2'))).to.equal(false);
  });

  it('places a new node (a blocks panel tile) where its kind fits, including the places a moved node would leave out', () => {
    const all = rows();
    const image = { tagName: 'image' };
    // Over the middle of an empty column: into it; over a block's lower half: after it.
    expect(dropTarget(all, image, { row: 4, fraction: 0.5 })).to.deep.equal({
      parentUid: 'c2',
      index: 0,
      indicator: { type: 'inside', row: 4 },
    });
    expect(dropTarget(all, image, { row: 2, fraction: 0.9 })).to.deep.include({ parentUid: 'c1', index: 1 });
    // Right above t1 and into c1's middle: a moved t1 would stay put, a new node is a change.
    expect(dropTarget(all, image, { row: 2, fraction: 0.1 })).to.deep.include({ parentUid: 'c1', index: 0 });
    expect(dropTarget(all, image, { row: 1, fraction: 0.5 })).to.deep.include({ parentUid: 'c1', index: 2 });
    // A new section only between sections; a new column only in a section.
    expect(dropTarget(all, { tagName: 'section' }, { row: 5, fraction: 0.1 })).to.deep.include({
      parentUid: null,
      index: 1,
    });
    expect(dropTarget(all, { tagName: 'column' }, { row: 5, fraction: 0.5 })).to.deep.include({
      parentUid: 's2',
      index: 1,
    });
    expect(dropTarget(all, { tagName: 'section' }, { row: 2, fraction: 0.5 })).to.equal(undefined);
  });

  it('every place it offers a new node is an insert the store accepts (every kind, all rows, three heights)', () => {
    const all = rows();
    const store = new EditorStore(doc());
    let offered = 0;
    for (const tagName of ['section', 'column', 'text', 'image', 'button'])
      for (let row = -1; row <= all.length; row++)
        for (const fraction of [0.1, 0.5, 0.9]) {
          const target = dropTarget(all, { tagName }, { row, fraction });
          if (target === undefined) continue;
          offered++;
          const node = tagName === 'section' || tagName === 'column' ? { tagName, children: [] } : { tagName };
          expect(store.can(insertNode(target.parentUid, target.index, node)), `${tagName} ${row} ${fraction}`).to.equal(
            true,
          );
        }
    expect(offered).to.be.greaterThan(20);
  });

  it('opens, under a new node, the closed rows that could hold it', () => {
    const all = flattenLayers(doc(), { level: 'desktop', expanded: new Map([['s1', false]]) });
    expect(opensOnHover(all, { tagName: 'text' }, rowOf(all, 's1'))).to.equal(true);
    expect(opensOnHover(all, { tagName: 'section' }, rowOf(all, 's1'))).to.equal(false);
  });
});
