/**
 * A held write (EditorStore `hold`: the rich-text edit's typing, written after a pause) runs once,
 * before anything reads the store or changes it: no reader sees the document without it, and no
 * undo, save point, selection, load or role change passes it by.
 */
import { expect } from 'chai';
import type { PageDefinition, TemplateNode } from '../../renderer/index.ts';
import { page, section, column, text } from '../../renderer/testing/builders.ts';
import { setAttribute, setContent } from './commands.ts';
import { EditorStore } from './editor-store.ts';
import { locate } from './tree.ts';

const start = (): PageDefinition =>
  page(section({ uid: 's1' }, column({ uid: 'c1' }, text('<p>One</p>', { uid: 't1' })))) as PageDefinition;

/** A store, and a writer that holds `<p>Typed</p>` for t1 (counting its runs). */
function held(): { store: EditorStore; runs: () => number; hold: () => void } {
  const store = new EditorStore(start(), { mergeWindowMs: 0 });
  let runs = 0;
  let pending = false;
  const write = () => {
    if (!pending) return;
    pending = false;
    runs++;
    store.run(setContent('t1', '<p>Typed</p>'));
  };
  return {
    store,
    runs: () => runs,
    hold: () => {
      pending = true;
      store.hold(write);
    },
  };
}

const content = (store: EditorStore) => locate<TemplateNode>(store.state.doc, 't1')?.node.content;

describe('EditorStore hold', () => {
  it('a read of the state runs the held write first, once', () => {
    const { store, runs, hold } = held();
    hold();
    expect(runs(), 'held until read').to.equal(0);
    expect(content(store)).to.equal('<p>Typed</p>');
    expect(content(store)).to.equal('<p>Typed</p>');
    expect(runs()).to.equal(1);
  });

  it('undo takes back the held write, not the step before it', () => {
    const { store, hold } = held();
    store.run(setAttribute('t1', 'color', '#ff0000'));
    hold();
    expect(store.undoCount, 'the count includes the held write').to.equal(2);
    expect(store.undo()).to.equal(true);
    expect(content(store)).to.equal('<p>One</p>');
    expect(locate<TemplateNode>(store.state.doc, 't1')?.node.attributes?.color).to.equal('#ff0000');
    expect(store.redo()).to.equal(true);
    expect(content(store)).to.equal('<p>Typed</p>');
  });

  it('a save point includes the held write, and the unsaved flag says so', () => {
    const { store, hold } = held();
    hold();
    expect(store.unsaved).to.equal(true);
    store.markSaved(store.savePoint());
    expect(store.unsaved).to.equal(false);
    expect(content(store)).to.equal('<p>Typed</p>');
  });

  it('a command, a selection, a role change and a load each run it before they act', () => {
    for (const act of [
      (store: EditorStore) => store.run(setAttribute('t1', 'color', '#00ff00')),
      (store: EditorStore) => store.select('c1'),
      (store: EditorStore) => store.setEditable(false),
      (store: EditorStore) => store.load(start()),
    ]) {
      const { store, runs, hold } = held();
      let seen: string | undefined;
      store.subscribe((change) => {
        seen ??= locate<TemplateNode>(change.state.doc, 't1')?.node.content;
      });
      hold();
      act(store);
      expect(runs(), act.toString()).to.equal(1);
      expect(seen, `the first change heard is the held write: ${act.toString()}`).to.equal('<p>Typed</p>');
    }
  });

  it('a write run by its writer first is not run again; a second writer runs the first one first', () => {
    const { store, runs, hold } = held();
    hold();
    let other = 0;
    store.hold(() => other++);
    expect(runs(), 'the first holder wrote when the second one came').to.equal(1);
    void store.state;
    expect(other).to.equal(1);
    void store.state;
    expect(other, 'once').to.equal(1);
  });
});
