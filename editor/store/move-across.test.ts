/** The keyboard's move: within the siblings, then into the previous or next container in reading order. */
import { expect } from 'chai';
import type { PageDefinition, TemplateNode } from '../../renderer/index.ts';
import { page, section, column, text } from '../../renderer/testing/builders.ts';
import { EditorStore } from './editor-store.ts';
import { moveAcross } from './move-across.ts';
import { locate } from './tree.ts';

const sample = () =>
  new EditorStore(
    page(
      section(
        { uid: 's1' },
        column({ uid: 'c1' }, text('a', { uid: 'a' }), text('b', { uid: 'b' })),
        column({ uid: 'c2' }),
      ),
      section({ uid: 's2' }, column({ uid: 'c3' }, text('c', { uid: 'c' }))),
    ) as PageDefinition,
  );
const kids = (store: EditorStore, uid: string) =>
  locate<TemplateNode>(store.state.doc, uid)!.node.children!.map((node) => node.uid);

describe('moveAcross', () => {
  it('moves among siblings first', () => {
    const store = sample();
    expect(store.run(moveAcross('a', 1))).to.equal(true);
    expect(kids(store, 'c1')).to.deep.equal(['b', 'a']);
    expect(store.run(moveAcross('a', -1))).to.equal(true);
    expect(kids(store, 'c1')).to.deep.equal(['a', 'b']);
  });

  it('past the last sibling, into the start of the next container (an empty column, then the next section)', () => {
    const store = sample();
    store.run(moveAcross('b', 1));
    expect(kids(store, 'c2')).to.deep.equal(['b']);
    store.run(moveAcross('b', 1));
    expect(kids(store, 'c3')).to.deep.equal(['b', 'c']);
    expect(kids(store, 'c2')).to.deep.equal([]);
  });

  it('past the first sibling, to the end of the previous container', () => {
    const store = sample();
    store.run(moveAcross('c', -1));
    expect(kids(store, 'c2')).to.deep.equal(['c']);
    store.run(moveAcross('c', -1));
    expect(kids(store, 'c1')).to.deep.equal(['a', 'b', 'c']);
  });

  it('columns cross sections; sections stop at the ends of the page; each move is one undo step', () => {
    const store = sample();
    expect(store.run(moveAcross('c2', 1))).to.equal(true);
    expect(kids(store, 's2')).to.deep.equal(['c2', 'c3']);
    expect(store.run(moveAcross('s1', -1))).to.equal(false);
    expect(store.run(moveAcross('s2', 1))).to.equal(false);
    expect(store.run(moveAcross('a', -1))).to.equal(false);
    expect(store.undoCount).to.equal(1);
  });

  it('does nothing for a reader', () => {
    const store = sample();
    store.setEditable(false);
    expect(store.run(moveAcross('a', 1))).to.equal(false);
  });
});
