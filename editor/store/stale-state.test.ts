/**
 * The store refuses stale input instead of writing it into a newer document: a transaction built
 * from an older document, a save point taken before a load or across a `skip` change, a
 * selection of a node that is not in the document. The property test holds the unsaved flag to
 * what it promises: whenever it says "saved", the document is the one the last completed save
 * stored (or the one loaded).
 */
import { expect } from 'chai';
import fc from 'fast-check';
import type { PageDefinition, TemplateNode } from '../../renderer/index.ts';
import { page, section, column, text } from '../../renderer/testing/builders.ts';
import { deleteNode, moveNode, setAttribute, setContent, setMetadata } from './commands.ts';
import { EditorStore } from './editor-store.ts';
import { transaction, type Transaction } from './transaction.ts';
import { collectUids, locate } from './tree.ts';

const start = (): PageDefinition =>
  page(
    section({ uid: 's1' }, column({ uid: 'c1' }, text('<p>One</p>', { uid: 't1' }))),
    section({ uid: 's2' }, column({ uid: 'c2' }, text('<p>Two</p>', { uid: 't2' }))),
  ) as PageDefinition;

const other = (): PageDefinition =>
  page(section({ uid: 's1' }, column({ uid: 'c1' }, text('<p>Other</p>', { uid: 't1' })))) as PageDefinition;

const contentOf = (store: EditorStore, uid: string) => locate<TemplateNode>(store.state.doc, uid)?.node.content;

/** A normalization the editor applies without an undo step (policy `skip`). */
function skipChange(store: EditorStore, title: string): void {
  const tx = transaction(store.state, 'Normalize', (doc) => void ((doc.metadata ??= {}).description = title), {
    policy: 'skip',
  });
  if (tx) store.dispatch(tx);
}

describe('EditorStore and stale input', () => {
  it('refuses a transaction built from an older document with a RangeError, changing nothing', () => {
    const store = new EditorStore(start());
    let stale: Transaction | undefined;
    setContent('t1', '<p>Built earlier</p>')(store.state, (tx) => (stale = tx));
    store.run(setContent('t2', '<p>Typed later</p>'));
    const before = store.state;
    expect(() => store.dispatch(stale!)).to.throw(RangeError, /mismatched transaction/);
    expect(store.state).to.equal(before);
    expect(contentOf(store, 't2')).to.equal('<p>Typed later</p>');
    expect(store.undoCount).to.equal(1);
  });

  it('refuses a transaction built before an undo or a load', () => {
    const store = new EditorStore(start());
    store.run(setContent('t1', '<p>A</p>'));
    let stale: Transaction | undefined;
    setContent('t1', '<p>B</p>')(store.state, (tx) => (stale = tx));
    store.undo();
    expect(() => store.dispatch(stale!)).to.throw(RangeError);
    store.redo();
    setContent('t1', '<p>C</p>')(store.state, (tx) => (stale = tx));
    store.load(other());
    expect(() => store.dispatch(stale!)).to.throw(RangeError);
    expect(contentOf(store, 't1')).to.equal('<p>Other</p>');
  });

  it('a save point taken across a skip change never marks later typing as saved', () => {
    const store = new EditorStore(start());
    store.run(setContent('t1', '<p>Saved</p>'));
    skipChange(store, 'normalized');
    const point = store.savePoint();
    store.run(setContent('t2', '<p>Typed while saving</p>'));
    store.markSaved(point);
    expect(store.unsaved, 'the typing is not in the save').to.equal(true);
    store.undo();
    expect(store.unsaved, 'undone back to what was saved').to.equal(false);
  });

  it('a skip change made while a save is in flight stays unsaved', () => {
    const store = new EditorStore(start());
    store.run(setContent('t1', '<p>Saved</p>'));
    const point = store.savePoint();
    skipChange(store, 'normalized during the save');
    store.markSaved(point);
    expect(store.unsaved).to.equal(true);
  });

  it('a save that completes after a load leaves the new template saved (or unsaved, as its own edits say)', () => {
    const store = new EditorStore(start());
    store.run(setContent('t1', '<p>Edited</p>'));
    const point = store.savePoint();
    store.load(other());
    expect(store.markSaved(point)).to.equal(false);
    expect(store.unsaved, 'a fresh template is saved').to.equal(false);

    store.run(setContent('t1', '<p>Before</p>'));
    const second = store.savePoint();
    store.load(other());
    store.run(setContent('t1', '<p>Edited after the load</p>'));
    store.markSaved(second);
    expect(store.unsaved, 'the new template has its own edit').to.equal(true);
  });

  it('the selection always names a node of the document, or nothing', () => {
    const store = new EditorStore(start());
    store.select('ghost');
    expect(store.state.selection).to.equal(null);
    store.select('c1');
    store.run(deleteNode('s1'));
    expect(store.state.selection, 'a selection inside a deleted node moves to a neighbour').to.equal('s2');
    store.undo();
    expect(store.state.selection).to.equal('c1');
    store.select('t1');
    store.load(other());
    expect(store.state.selection).to.equal(null);
  });

  it('property: "saved" is never claimed for a document other than the one stored, across skip, undo, redo, saves in flight and loads', function () {
    this.timeout(120_000);
    const op = fc.oneof(
      fc.record({ kind: fc.constant('content' as const), pick: fc.nat(), text: fc.string({ maxLength: 4 }) }),
      fc.record({
        kind: fc.constant('attr' as const),
        pick: fc.nat(),
        value: fc.constantFrom('#000000', '#ffffff', undefined),
      }),
      fc.record({ kind: fc.constant('move' as const), pick: fc.nat(), up: fc.boolean() }),
      fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant('title' as const), value: fc.constantFrom('a', 'b') }),
      fc.record({ kind: fc.constant('skip' as const), value: fc.constantFrom('x', 'y', 'z') }),
      fc.record({ kind: fc.constant('select' as const), pick: fc.nat() }),
      fc.constant({ kind: 'undo' as const }),
      fc.constant({ kind: 'redo' as const }),
      fc.constant({ kind: 'save-begin' as const }),
      fc.constant({ kind: 'save-end' as const }),
      fc.constant({ kind: 'load' as const }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 40 }), fc.boolean(), (ops, merging) => {
        const store = new EditorStore(start(), { mergeWindowMs: merging ? 1e9 : 0 });
        // The model: what the host stored last, and how many loads came before each save began.
        let stored = store.state.doc;
        let loads = 0;
        const inFlight: { point: ReturnType<EditorStore['savePoint']>; doc: PageDefinition; loads: number }[] = [];
        for (const o of ops) {
          const uids = [...collectUids(store.state.doc)];
          const uid = 'pick' in o ? uids[o.pick % Math.max(1, uids.length)] : undefined;
          switch (o.kind) {
            case 'undo':
              store.undo();
              break;
            case 'redo':
              store.redo();
              break;
            case 'title':
              store.run(setMetadata('title', o.value));
              break;
            case 'skip':
              skipChange(store, o.value);
              break;
            case 'save-begin':
              inFlight.push({ point: store.savePoint(), doc: store.state.doc, loads });
              break;
            case 'save-end': {
              const save = inFlight.shift();
              if (save === undefined) break;
              store.markSaved(save.point);
              // A save of a document since replaced by a load stored that one, not this.
              if (save.loads === loads) stored = save.doc;
              break;
            }
            case 'load':
              store.load(other());
              stored = store.state.doc;
              loads++;
              break;
            default:
              if (uid === undefined) break;
              if (o.kind === 'content') store.run(setContent(uid, o.text));
              else if (o.kind === 'attr') store.run(setAttribute(uid, 'color', o.value));
              else if (o.kind === 'move') store.run(moveNode(uid, o.up ? -1 : 1));
              else if (o.kind === 'delete') store.run(deleteNode(uid));
              else store.select(uid);
          }
          if (!store.unsaved) expect(store.state.doc, 'saved means the stored document').to.deep.equal(stored);
          const selection = store.state.selection;
          if (selection !== null)
            expect(locate<TemplateNode>(store.state.doc, selection), `selection ${selection}`).to.not.equal(undefined);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
