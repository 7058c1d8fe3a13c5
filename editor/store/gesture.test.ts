/**
 * GestureSession against a bare host (no store): what it asks of `GestureHost`. While it runs it
 * only shows; its commit records exactly one step that takes the start document to the shown one;
 * it refuses a stale transaction through the host before showing anything. The store's own
 * gesture behaviour (counts, undo, redo, unsaved) is in editor-store.test.ts.
 */
import { expect } from 'chai';
import { applyPatches, freeze, produce } from 'immer';
import type { PageDefinition } from '../../renderer/index.ts';
import { column, page, section, text } from '../../renderer/testing/builders.ts';
import { setAttribute, setContent } from './commands.ts';
import { GestureSession, type GestureHost } from './gesture.ts';
import type { EditorState } from './state.ts';
import type { Transaction } from './transaction.ts';
import { assignMissingUids } from './tree.ts';

/** A host that keeps a state and logs what the session asked of it. */
function bareHost(editable = true) {
  const doc = freeze(
    produce(page(section(column(text('<p>One</p>', { uid: 't1' })))) as PageDefinition, assignMissingUids),
    true,
  );
  const log = { shown: 0, recorded: [] as Transaction[] };
  let state: EditorState = { doc, selection: 't1', editable };
  const host: GestureHost = {
    current: () => state,
    checkBase: (tx) => {
      if (tx.base !== state.doc) throw new RangeError('mismatched');
    },
    show: (next, selection) => {
      log.shown++;
      state = { ...state, doc: next, selection };
    },
    record: (tx) => log.recorded.push(tx),
  };
  return { host, log, start: state, state: () => state };
}

describe('GestureSession', () => {
  it('shows each change, then commits them as one recorded step from the start document to the shown one', () => {
    const { host, log, start, state } = bareHost();
    const gesture = new GestureSession(host).begin();
    expect(gesture.run(setContent('t1', '<p>A</p>'))).to.equal(true);
    expect(gesture.run(setAttribute('t1', 'color', '#000000'))).to.equal(true);
    expect(log.shown).to.equal(2);
    expect(log.recorded, 'nothing recorded while it runs').to.have.length(0);
    gesture.commit();
    expect(log.recorded).to.have.length(1);
    const [tx] = log.recorded as [Transaction];
    expect(tx.policy).to.equal('record');
    expect(tx.group, 'the first change names the step').to.equal('content:t1');
    expect([tx.base, tx.doc]).to.deep.equal([start.doc, state().doc]);
    expect(tx.selectionBefore).to.equal('t1');
    expect(applyPatches(start.doc, tx.patches as never)).to.deep.equal(state().doc);
    expect(applyPatches(state().doc, tx.inverse as never)).to.deep.equal(start.doc);
  });

  it('refuses a transaction from another document through the host, before showing anything', () => {
    const { host, log } = bareHost();
    const session = new GestureSession(host);
    const gesture = session.begin();
    const stale: Parameters<typeof gesture.run>[0] = (state, dispatch) =>
      setContent('t1', '<p>Stale</p>')({ ...state, doc: { ...state.doc } }, dispatch);
    expect(() => gesture.run(stale)).to.throw(RangeError);
    expect([log.shown, session.changed]).to.deep.equal([0, false]);
  });

  it('for a host that cannot be edited, shows and commits nothing, even a change built as if it could', () => {
    const { host, log } = bareHost(false);
    const session = new GestureSession(host);
    const gesture = session.begin();
    // As a reader's store ignores every dispatched transaction, whoever built it.
    gesture.run((state, dispatch) => setContent('t1', '<p>A</p>')({ ...state, editable: true }, dispatch));
    expect(session.changed).to.equal(false);
    gesture.commit();
    expect([log.shown, log.recorded.length]).to.deep.equal([0, 0]);
  });

  it('a dropped gesture is over: it runs nothing and commits nothing', () => {
    const { host, log } = bareHost();
    const session = new GestureSession(host);
    const dropped = session.begin();
    dropped.run(setContent('t1', '<p>A</p>'));
    session.drop();
    expect(dropped.active).to.equal(false);
    expect(dropped.run(setContent('t1', '<p>B</p>'))).to.equal(false);
    dropped.commit();
    expect([log.shown, log.recorded.length]).to.deep.equal([1, 0]);
  });
});
