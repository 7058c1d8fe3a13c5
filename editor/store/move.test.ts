/**
 * moveNodeTo and the structure checks of insertNode: a node lands exactly in the gap it is
 * dropped on (indexes counted before the move), only where the registry says its parent kind
 * accepts it, never into itself; one move is one undo step.
 */
import { expect } from 'chai';
import fc from 'fast-check';
import type { PageDefinition, TemplateNode } from '../../renderer/index.ts';
import { registry } from '../../renderer/index.ts';
import { page, section, column, text, button } from '../../renderer/testing/builders.ts';
import { insertNode, moveNodeTo } from './commands.ts';
import { EditorStore } from './editor-store.ts';
import { collectUids, locate } from './tree.ts';

function sample(): EditorStore {
  return new EditorStore(
    page(
      section(
        { uid: 's1' },
        column(
          { uid: 'c1' },
          text('<p>a</p>', { uid: 'a' }),
          text('<p>b</p>', { uid: 'b' }),
          button('c', { uid: 'c' }),
        ),
        column({ uid: 'c2' }),
      ),
      section({ uid: 's2' }, column({ uid: 'c3' }, text('<p>d</p>', { uid: 'd' }))),
    ) as PageDefinition,
  );
}

const uidsOf = (store: EditorStore, parent: string | null) =>
  (parent === null ? store.state.doc : locate<TemplateNode>(store.state.doc, parent)!.node).children!.map((n) => n.uid);

describe('moveNodeTo', () => {
  it('moves a block down within its column to the gap it names (index before the move)', () => {
    const store = sample();
    expect(store.run(moveNodeTo('a', 'c1', 2))).to.equal(true);
    expect(uidsOf(store, 'c1')).to.deep.equal(['b', 'a', 'c']);
    expect(store.state.selection).to.equal('a');
  });

  it('moves a block up within its column', () => {
    const store = sample();
    store.run(moveNodeTo('c', 'c1', 0));
    expect(uidsOf(store, 'c1')).to.deep.equal(['c', 'a', 'b']);
  });

  it('moves a block into an empty column of the same section and into another section', () => {
    const store = sample();
    store.run(moveNodeTo('b', 'c2', 0));
    store.run(moveNodeTo('a', 'c3', 1));
    expect(uidsOf(store, 'c1')).to.deep.equal(['c']);
    expect(uidsOf(store, 'c2')).to.deep.equal(['b']);
    expect(uidsOf(store, 'c3')).to.deep.equal(['d', 'a']);
  });

  it('reorders sections and moves columns between sections', () => {
    const store = sample();
    store.run(moveNodeTo('s2', null, 0));
    expect(uidsOf(store, null)).to.deep.equal(['s2', 's1']);
    store.run(moveNodeTo('c3', 's1', 1));
    expect(uidsOf(store, 's1')).to.deep.equal(['c1', 'c3', 'c2']);
    expect(uidsOf(store, 's2')).to.deep.equal([]);
  });

  it('moves a column into a section that comes after it in the page (the removal shifts nothing wrong)', () => {
    const store = sample();
    store.run(moveNodeTo('c1', 's2', 0));
    expect(uidsOf(store, 's1')).to.deep.equal(['c2']);
    expect(uidsOf(store, 's2')).to.deep.equal(['c1', 'c3']);
  });

  it('refuses what the target kind does not accept, the node itself and its subtree, and no-op moves', () => {
    const store = sample();
    const before = store.state.doc;
    expect(store.run(moveNodeTo('a', null, 0)), 'block into the page').to.equal(false);
    expect(store.run(moveNodeTo('a', 's1', 0)), 'block into a section').to.equal(false);
    expect(store.run(moveNodeTo('s1', 'c3', 0)), 'section into a column').to.equal(false);
    expect(store.run(moveNodeTo('c1', 'c2', 0)), 'column into a column').to.equal(false);
    expect(store.run(moveNodeTo('a', 'b', 0)), 'into a leaf').to.equal(false);
    expect(store.run(moveNodeTo('a', 'c1', 0)), 'to its own gap before').to.equal(false);
    expect(store.run(moveNodeTo('a', 'c1', 1)), 'to its own gap after').to.equal(false);
    expect(store.run(moveNodeTo('a', 'c1', 4)), 'past the end').to.equal(false);
    expect(store.run(moveNodeTo('nope', 'c1', 0)), 'unknown node').to.equal(false);
    expect(store.state.doc).to.equal(before);
  });

  it('is one undo step, and undo restores the document exactly', () => {
    const store = sample();
    const before = store.state.doc;
    store.run(moveNodeTo('a', 'c3', 0));
    expect(store.undoCount).to.equal(1);
    store.undo();
    expect(store.state.doc).to.deep.equal(before);
  });

  it('keeps every node exactly once whatever moves are asked (property)', () => {
    const uids = ['s1', 's2', 'c1', 'c2', 'c3', 'a', 'b', 'c', 'd'];
    const parents = [null, 's1', 's2', 'c1', 'c2', 'c3', 'a'];
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...uids), fc.constantFrom(...parents), fc.nat(4)), { maxLength: 12 }),
        (moves) => {
          const store = sample();
          const all = collectUids(store.state.doc);
          for (const [uid, parent, index] of moves) {
            const allowed = store.run(moveNodeTo(uid, parent, index));
            const node = locate<TemplateNode>(store.state.doc, uid)!;
            if (allowed) expect(registry.holds(node.parent.tagName, node.node.tagName)).to.equal(true);
          }
          expect(collectUids(store.state.doc)).to.deep.equal(all);
          // Every parent holds only what it accepts.
          const stack: TemplateNode[] = [store.state.doc];
          let count = 0;
          while (stack.length > 0) {
            const node = stack.pop()!;
            for (const child of node.children ?? []) {
              expect(registry.holds(node.tagName, child.tagName)).to.equal(true);
              stack.push(child);
              count++;
            }
          }
          expect(count).to.equal(all.size);
        },
      ),
    );
  });
});

describe('insertNode checks the structure', () => {
  it('refuses a block into the page or a section, and a section into a column', () => {
    const store = sample();
    expect(store.run(insertNode(null, 0, text('<p>x</p>')))).to.equal(false);
    expect(store.run(insertNode('s1', 0, text('<p>x</p>')))).to.equal(false);
    expect(store.run(insertNode('c1', 0, section()))).to.equal(false);
    expect(store.run(insertNode('c1', 0, text('<p>x</p>')))).to.equal(true);
    expect(store.run(insertNode(null, 0, section()))).to.equal(true);
  });
});
