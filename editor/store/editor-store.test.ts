/**
 * The store: commands (dry runs, the reader role), undo and redo with their counts, merging, the
 * unsaved flag, and property tests: any sequence of edits undone entirely gives back the first
 * document, redone entirely the last, and every snapshot stays frozen; one edit's history entry
 * stays small on a large page (patches, not copies).
 */
import { expect } from 'chai';
import fc from 'fast-check';
import { LEVELS, type PageDefinition, type TemplateNode } from '../../renderer/index.ts';
import { page, section, column, text, button } from '../../renderer/testing/builders.ts';
import { deleteNode, duplicateNode, insertNode, moveNode, setAttribute, setContent, setMetadata } from './commands.ts';
import { EditorStore, type StoreChange } from './editor-store.ts';
import { collectUids, locate } from './tree.ts';

const start = (): PageDefinition =>
  page(
    section({ uid: 's1' }, column({ uid: 'c1' }, text('<p>One</p>', { uid: 't1' }), button('Go', { uid: 'b1' }))),
    section({ uid: 's2' }, column({ uid: 'c2' }, text('<p>Two</p>', { uid: 't2' }))),
  ) as PageDefinition;

function isDeepFrozen(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return true;
  if (!Object.isFrozen(value)) return false;
  return Object.values(value).every(isDeepFrozen);
}

describe('EditorStore', () => {
  it('gives every node a unique uid on load, keeping the ones it has', () => {
    const doc = page(section(column(text('a'), text('b', { uid: 'x' }), text('c', { uid: 'x' })))) as PageDefinition;
    const store = new EditorStore(doc);
    const uids = [...collectUids(store.state.doc)];
    expect(uids).to.include('x');
    expect(new Set(uids).size).to.equal(5); // section, column, three texts
    expect(isDeepFrozen(store.state)).to.equal(true);
  });

  it('a command is a dry run without dispatch, and declines for a reader', () => {
    const store = new EditorStore(start());
    expect(store.can(setContent('t1', '<p>New</p>'))).to.equal(true);
    expect(store.state.doc.children?.[0]?.children?.[0]?.children?.[0]?.content).to.equal('<p>One</p>');
    expect(store.can(setContent('nope', 'x'))).to.equal(false);
    expect(store.can(moveNode('s1', -1))).to.equal(false);
    expect(store.can(setContent('t1', '<p>One</p>')), 'no change, no step').to.equal(false);
    store.setEditable(false);
    for (const command of [
      setContent('t1', 'x'),
      setAttribute('t1', 'color', '#000'),
      moveNode('s1', 1),
      duplicateNode('t1'),
      deleteNode('t1'),
      insertNode(null, 0, section()),
      setMetadata('title', 'x'),
    ]) {
      expect(store.can(command)).to.equal(false);
      expect(store.run(command)).to.equal(false);
    }
    expect(store.undoCount).to.equal(0);
  });

  it('undo and redo restore the document and the selection, and the counts follow', () => {
    const store = new EditorStore(start());
    const changes: StoreChange[] = [];
    store.subscribe((change) => changes.push(change));
    const before = store.state.doc;
    store.select('t1');
    expect(store.run(duplicateNode('t1'))).to.equal(true);
    const copy = store.state.selection!;
    expect(copy).to.not.equal('t1');
    expect(locate<TemplateNode>(store.state.doc, copy)?.node.content).to.equal('<p>One</p>');
    expect([store.undoCount, store.redoCount]).to.deep.equal([1, 0]);
    expect(store.undo()).to.equal(true);
    expect(store.state.doc).to.deep.equal(before);
    expect(store.state.selection).to.equal('t1');
    expect([store.undoCount, store.redoCount]).to.deep.equal([0, 1]);
    expect(store.redo()).to.equal(true);
    expect(store.state.selection).to.equal(copy);
    expect(store.undo() && store.undo()).to.equal(false);
    expect(changes.map((c) => c.cause)).to.deep.equal(['select', 'transaction', 'undo', 'redo', 'undo']);
  });

  it('a new step clears redo; selecting does not', () => {
    const store = new EditorStore(start());
    store.run(moveNode('s1', 1));
    store.undo();
    store.select('t2');
    expect(store.redoCount).to.equal(1);
    store.run(setAttribute('t2', 'color', '#ff0000'));
    expect(store.redoCount).to.equal(0);
  });

  it('typing in one block within the merge window is one undo step; a pause starts another', () => {
    let now = 1_000;
    const store = new EditorStore(start(), { mergeWindowMs: 500 });
    const type = (content: string) => {
      const command = setContent('t1', content);
      command(store.state, (tx) => store.dispatch({ ...tx, time: now }));
    };
    type('<p>O</p>');
    now += 100;
    type('<p>On</p>');
    now += 100;
    type('<p>One!</p>');
    expect(store.undoCount).to.equal(1);
    now += 2_000;
    type('<p>One!!</p>');
    expect(store.undoCount).to.equal(2);
    store.undo();
    expect(locate<TemplateNode>(store.state.doc, 't1')?.node.content).to.equal('<p>One!</p>');
    store.undo();
    expect(locate<TemplateNode>(store.state.doc, 't1')?.node.content).to.equal('<p>One</p>');
  });

  it('device edits land in their attribute set and undo alone', () => {
    const store = new EditorStore(start());
    store.run(setAttribute('b1', 'background-color', '#000000'));
    store.run(setAttribute('b1', 'background-color', '#ff0000', 'xs'));
    const node = locate<TemplateNode>(store.state.doc, 'b1')!.node;
    expect(node.attributes?.['background-color']).to.equal('#000000');
    expect(node.xsAttributes?.['background-color']).to.equal('#ff0000');
    store.undo();
    expect(locate<TemplateNode>(store.state.doc, 'b1')!.node.xsAttributes?.['background-color']).to.equal(undefined);
  });

  it('the unsaved flag follows the history position, not object identity', () => {
    const store = new EditorStore(start());
    const flags: boolean[] = [];
    store.subscribe((change) => flags.push(change.unsaved));
    expect(store.unsaved).to.equal(false);
    store.run(setMetadata('title', 'Launch'));
    store.markSaved();
    store.run(moveNode('s2', -1));
    store.undo();
    store.undo();
    store.redo();
    expect(flags).to.deep.equal([true, false, true, false, true, false]);
  });

  it('deleting the selected node selects a neighbour', () => {
    const store = new EditorStore(start());
    store.select('t1');
    store.run(deleteNode('t1'));
    expect(store.state.selection).to.equal('b1');
    store.run(deleteNode('b1'));
    expect(store.state.selection).to.equal('c1');
  });

  it('history is bounded: past maxDepth the oldest steps go', () => {
    const store = new EditorStore(start(), { maxDepth: 3 });
    for (let i = 0; i < 5; i++) store.run(setAttribute('t1', 'padding', `${i}px`, i % 2 ? 'md' : 'sm'));
    expect(store.undoCount).to.equal(3);
  });

  it('property: any edits undone give the first document, redone the last; snapshots stay frozen', function () {
    this.timeout(120_000);
    const devices = LEVELS.map((level) => level.name);
    const op = fc.oneof(
      fc.record({ kind: fc.constant('content' as const), pick: fc.nat(), text: fc.string({ maxLength: 8 }) }),
      fc.record({
        kind: fc.constant('attr' as const),
        pick: fc.nat(),
        device: fc.constantFrom(...devices),
        value: fc.constantFrom('#000000', '#ffffff', '12px', undefined),
      }),
      fc.record({ kind: fc.constant('move' as const), pick: fc.nat(), up: fc.boolean() }),
      fc.record({ kind: fc.constant('duplicate' as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant('insert' as const), at: fc.nat() }),
      fc.record({ kind: fc.constant('undo' as const) }),
      fc.record({ kind: fc.constant('select' as const), pick: fc.nat() }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 40 }), fc.boolean(), (ops, merging) => {
        // With merging on, repeated edits of one field join one step (compacted patches).
        const store = new EditorStore(start(), { mergeWindowMs: merging ? 1e9 : 0 });
        const first = store.state.doc;
        for (const o of ops) {
          const uids = [...collectUids(store.state.doc)];
          const uid = 'pick' in o ? uids[o.pick % Math.max(1, uids.length)] : undefined;
          if (o.kind === 'undo') store.undo();
          else if (o.kind === 'insert')
            store.run(
              insertNode(
                null,
                o.at % ((store.state.doc.children?.length ?? 0) + 1),
                section(column(text('<p>New</p>'))),
              ),
            );
          else if (uid === undefined) continue;
          else if (o.kind === 'content') store.run(setContent(uid, o.text));
          else if (o.kind === 'attr') store.run(setAttribute(uid, 'color', o.value, o.device));
          else if (o.kind === 'move') store.run(moveNode(uid, o.up ? -1 : 1));
          else if (o.kind === 'duplicate') store.run(duplicateNode(uid));
          else if (o.kind === 'delete') store.run(deleteNode(uid));
          else if (o.kind === 'select') store.select(uid);
          expect(isDeepFrozen(store.state.doc)).to.equal(true);
        }
        const last = store.state.doc;
        const steps = store.undoCount;
        while (store.undo());
        expect(store.state.doc).to.deep.equal(first);
        expect(store.unsaved).to.equal(false);
        for (let i = 0; i < steps; i++) expect(store.redo()).to.equal(true);
        expect(store.state.doc).to.deep.equal(last);
      }),
      { numRuns: 1500 },
    );
  });

  it('a merged step of many keystrokes is the size of one', () => {
    const store = new EditorStore(start(), { mergeWindowMs: 1e9 });
    let content = '<p>One</p>';
    for (let i = 0; i < 300; i++) store.run(setContent('t1', (content = `<p>One ${'x'.repeat(i)}</p>`)));
    expect(store.undoCount).to.equal(1);
    store.undo();
    expect(locate<TemplateNode>(store.state.doc, 't1')?.node.content).to.equal('<p>One</p>');
    store.redo();
    expect(locate<TemplateNode>(store.state.doc, 't1')?.node.content).to.equal(content);
    const step = store.lastStep!;
    // One patch and one inverse: about the size of the text, not 300 copies of it.
    expect(step.patches).to.have.length(1);
    expect(JSON.stringify([step.patches, step.inverse]).length).to.be.below(content.length + 300);
  });

  it('one edit of a block on a 500-block page is a history entry under 4 KB, not a copy of the page', () => {
    const sections = Array.from({ length: 50 }, (_, s) =>
      section(
        { uid: `s${s}` },
        ...[0, 1].map((c) =>
          column(
            { uid: `c${s}-${c}` },
            ...Array.from({ length: 5 }, (_, b) =>
              text(`<p>Block ${s}.${c}.${b} with a sentence of copy.</p>`, { uid: `t${s}-${c}-${b}` }),
            ),
          ),
        ),
      ),
    );
    const store = new EditorStore(page(...sections) as PageDefinition);
    const sizes: Record<string, number> = {};
    const measure = (name: string, command: Parameters<EditorStore['run']>[0]) => {
      expect(command(store.state, (tx) => (sizes[name] = JSON.stringify([tx.patches, tx.inverse]).length))).to.equal(
        true,
      );
    };
    measure('attribute', setAttribute('t25-1-3', 'color', '#123456', 'xs'));
    measure('content', setContent('t25-1-3', '<p>Typed</p>'));
    measure('move', moveNode('t25-1-3', -1));
    measure('duplicate', duplicateNode('t25-1-3'));
    measure('delete', deleteNode('t25-1-3'));
    measure('insert', insertNode('c25-1', 0, text('<p>New</p>')));
    for (const [name, bytes] of Object.entries(sizes)) expect(bytes, name).to.be.below(4096);
    // The page itself is about 40 KB of JSON: an entry holds patches, never a copy of it.
    expect(JSON.stringify(store.state.doc).length).to.be.above(30_000);
  });
});

describe('EditorStore gestures', () => {
  const content = (store: EditorStore, uid: string) => locate<TemplateNode>(store.state.doc, uid)?.node.content;

  it('shows each change at once and, committed, is one step whatever the policies and the pauses', () => {
    const store = new EditorStore(start(), { mergeWindowMs: 0 });
    const counts: number[] = [];
    store.subscribe((change) => counts.push(change.undoCount));
    const gesture = store.beginGesture();
    for (const word of ['A', 'B', 'C']) expect(gesture.run(setContent('t1', `<p>${word}</p>`))).to.equal(true);
    expect(gesture.run(setAttribute('t1', 'color', '#000000'))).to.equal(true);
    expect(content(store, 't1')).to.equal('<p>C</p>');
    expect(store.undoCount, 'nothing in history yet').to.equal(0);
    expect(store.unsaved, 'but the document changed').to.equal(true);
    gesture.commit();
    expect(gesture.active).to.equal(false);
    expect(store.undoCount).to.equal(1);
    expect(counts).to.deep.equal([0, 0, 0, 0, 1]);
    store.undo();
    expect(store.state.doc).to.deep.equal(new EditorStore(start()).state.doc);
    store.redo();
    expect(content(store, 't1')).to.equal('<p>C</p>');
    expect(locate<TemplateNode>(store.state.doc, 't1')?.node.attributes?.color).to.equal('#000000');
  });

  it('cancelled, leaves the document, the selection and both stacks exactly as they were', () => {
    const store = new EditorStore(start());
    store.run(setContent('t2', '<p>Kept</p>'));
    store.run(setContent('t1', '<p>Undone</p>'));
    store.undo();
    store.select('b1');
    const before = { state: store.state, top: store.lastStep, undo: store.undoCount, redo: store.redoCount };
    const flags: boolean[] = [];
    store.subscribe((change) => flags.push(change.unsaved));
    const gesture = store.beginGesture();
    gesture.run(setContent('t1', '<p>Dragged</p>'));
    gesture.run(deleteNode('b1'));
    expect(store.state.selection).to.not.equal('b1');
    gesture.cancel();
    expect(store.state.doc).to.equal(before.state.doc);
    expect(store.state.selection).to.equal('b1');
    expect(store.lastStep).to.equal(before.top);
    expect([store.undoCount, store.redoCount]).to.deep.equal([before.undo, before.redo]);
    expect(gesture.run(setContent('t1', '<p>Late</p>')), 'over').to.equal(false);
    expect(store.redo()).to.equal(true);
    expect(content(store, 't1')).to.equal('<p>Undone</p>');
    expect(flags.every(Boolean), 'unsaved all along (one step since the load)').to.equal(true);
  });

  it('a gesture that changed nothing adds no step, committed or cancelled', () => {
    const store = new EditorStore(start());
    store.run(setContent('t1', '<p>X</p>'));
    store.undo();
    store.beginGesture().commit();
    const gesture = store.beginGesture();
    expect(gesture.run(setContent('t1', '<p>One</p>')), 'refused: nothing would change').to.equal(false);
    gesture.cancel();
    expect([store.undoCount, store.redoCount]).to.deep.equal([0, 1]);
  });

  it('anything else that changes the document or the history commits it first', () => {
    const store = new EditorStore(start());
    let gesture = store.beginGesture();
    gesture.run(setContent('t1', '<p>Drag</p>'));
    store.run(setContent('t2', '<p>Other</p>'));
    expect(gesture.active).to.equal(false);
    expect(store.undoCount, 'the gesture, then the other edit').to.equal(2);
    gesture.cancel();
    expect(content(store, 't1'), 'too late to cancel').to.equal('<p>Drag</p>');

    gesture = store.beginGesture();
    gesture.run(setContent('t1', '<p>Drag 2</p>'));
    store.undo();
    expect(content(store, 't1'), 'undo takes the gesture back').to.equal('<p>Drag</p>');
    expect(store.redoCount).to.equal(1);

    gesture = store.beginGesture();
    gesture.run(setContent('t1', '<p>Drag 3</p>'));
    const next = store.beginGesture();
    expect(gesture.active).to.equal(false);
    expect(next.active).to.equal(true);
    expect(store.undoCount).to.equal(3);

    next.run(setContent('t1', '<p>Drag 4</p>'));
    store.load(start());
    expect(next.active, 'a load ends it').to.equal(false);
    next.commit();
    expect([store.undoCount, content(store, 't1')]).to.deep.equal([0, '<p>One</p>']);
  });

  it('a save of its unfinished document stays unsaved, committed or cancelled', () => {
    for (const end of ['commit', 'cancel'] as const) {
      const store = new EditorStore(start());
      const gesture = store.beginGesture();
      gesture.run(setContent('t1', '<p>Mid-drag</p>'));
      expect(store.markSaved(store.savePoint())).to.equal(true);
      expect(store.unsaved, end).to.equal(true);
      gesture[end]();
      expect(store.unsaved, end).to.equal(true);
      store.markSaved();
      expect(store.unsaved, end).to.equal(false);
    }
  });

  it('a gesture that edits a block, deletes the section before another and edits that one redoes all of it', () => {
    // Found by the property below (seed -1577588268): the merge compacted the second edit into the
    // first because both wrote `children/0/.../content`, but the deletion between them had moved
    // another block to that path, so a redo replayed the second edit onto the deleted block.
    const store = new EditorStore(start());
    const first = store.state.doc;
    const gesture = store.beginGesture();
    gesture.run(setContent('t1', ''));
    gesture.run(deleteNode('s1'));
    gesture.run(setContent('t2', ''));
    gesture.commit();
    const last = store.state.doc;
    expect(store.undo()).to.equal(true);
    expect(store.state.doc).to.deep.equal(first);
    expect(store.redo()).to.equal(true);
    expect(store.state.doc).to.deep.equal(last);
  });

  it('property: cancelled gestures leave no trace; committed ones undo and redo like any step', function () {
    this.timeout(60_000);
    const op = fc.oneof(
      fc.record({ kind: fc.constant('content' as const), pick: fc.nat(), text: fc.string({ maxLength: 6 }) }),
      fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
      fc.record({ kind: fc.constantFrom('begin' as const, 'commit' as const, 'cancel' as const) }),
      fc.record({ kind: fc.constantFrom('undo' as const, 'redo' as const) }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 40 }), (ops) => {
        const store = new EditorStore(start());
        const first = store.state.doc;
        let gesture: ReturnType<EditorStore['beginGesture']> | undefined;
        let began: { doc: PageDefinition; top: unknown; undo: number; redo: number } | undefined;
        for (const o of ops) {
          const uids = [...collectUids(store.state.doc)];
          const uid = 'pick' in o ? uids[o.pick % Math.max(1, uids.length)] : undefined;
          const run = (command: Parameters<EditorStore['run']>[0]) =>
            gesture?.active ? gesture.run(command) : store.run(command);
          if (o.kind === 'begin') {
            gesture = store.beginGesture();
            began = { doc: store.state.doc, top: store.lastStep, undo: store.undoCount, redo: store.redoCount };
          } else if (o.kind === 'commit') gesture?.commit();
          else if (o.kind === 'cancel') {
            const active = gesture?.active === true;
            gesture?.cancel();
            if (active && began !== undefined) {
              expect(store.state.doc).to.equal(began.doc);
              expect(store.lastStep).to.equal(began.top);
              expect([store.undoCount, store.redoCount]).to.deep.equal([began.undo, began.redo]);
            }
          } else if (o.kind === 'undo') store.undo();
          else if (o.kind === 'redo') store.redo();
          else if (uid === undefined) continue;
          else if (o.kind === 'content') run(setContent(uid, o.text));
          else run(deleteNode(uid));
          expect(isDeepFrozen(store.state.doc)).to.equal(true);
        }
        gesture?.commit();
        const last = store.state.doc;
        const steps = store.undoCount;
        while (store.undo());
        expect(store.state.doc).to.deep.equal(first);
        for (let i = 0; i < steps; i++) expect(store.redo()).to.equal(true);
        expect(store.state.doc).to.deep.equal(last);
      }),
      { numRuns: 1000 },
    );
  });
});
