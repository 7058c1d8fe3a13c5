/**
 * HeldWrites: one write held at a time, run once, and never from inside itself, so a write that
 * reads the store it was held for (as the rich-text typing does) does not loop.
 */
import { expect } from 'chai';
import type { TemplateNode } from '../../renderer/index.ts';
import { column, page, section, text } from '../../renderer/testing/builders.ts';
import { setContent } from './commands.ts';
import { EditorStore } from './editor-store.ts';
import { HeldWrites } from './held-writes.ts';
import { locate } from './tree.ts';

describe('HeldWrites', () => {
  it('runs nothing until something is held, then the held write once', () => {
    const held = new HeldWrites();
    held.run();
    let runs = 0;
    held.hold(() => runs++);
    expect(runs, 'held, not run').to.equal(0);
    held.run();
    held.run();
    expect(runs).to.equal(1);
  });

  it('holding the same write again keeps one of it; another write runs the first one first', () => {
    const held = new HeldWrites();
    const order: string[] = [];
    const first = () => order.push('first');
    held.hold(first);
    held.hold(first);
    expect(order, 'the same write is not run to hold it again').to.deep.equal([]);
    held.hold(() => order.push('second'));
    expect(order, 'the first runs as the second is held').to.deep.equal(['first']);
    held.run();
    expect(order).to.deep.equal(['first', 'second']);
  });

  it('a run from inside the write does not run it again', () => {
    const held = new HeldWrites();
    let runs = 0;
    const write = () => {
      runs++;
      held.run();
    };
    held.hold(write);
    held.run();
    expect(runs).to.equal(1);
  });

  it('a write held while another runs stays held for the next run', () => {
    const held = new HeldWrites();
    const order: string[] = [];
    held.hold(() => {
      order.push('first');
      held.hold(() => order.push('next'));
    });
    held.run();
    expect(order, 'held, not run from inside the first').to.deep.equal(['first']);
    held.run();
    expect(order).to.deep.equal(['first', 'next']);
  });

  it("in a store: a write that reads the store's state and history and runs a command runs once", () => {
    const start = page(section({ uid: 's1' }, column({ uid: 'c1' }, text('<p>One</p>', { uid: 't1' }))));
    const store = new EditorStore(start, { mergeWindowMs: 0 });
    const seen: { content: string | undefined; undoCount: number }[] = [];
    let runs = 0;
    store.hold(() => {
      runs++;
      const content = locate<TemplateNode>(store.state.doc, 't1')?.node.content;
      seen.push({ content, undoCount: store.undoCount });
      store.run(setContent('t1', '<p>Typed</p>'));
      void store.unsaved;
    });
    expect(store.redoCount, 'a read runs it').to.equal(0);
    expect(runs).to.equal(1);
    expect(seen, 'inside, the store as it was before the write').to.deep.equal([
      { content: '<p>One</p>', undoCount: 0 },
    ]);
    expect(locate<TemplateNode>(store.state.doc, 't1')?.node.content).to.equal('<p>Typed</p>');
    expect(store.undoCount).to.equal(1);
    expect(runs, 'once').to.equal(1);
  });
});
