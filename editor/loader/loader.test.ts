/** The save callback's Promise rules (with a fake clock) and the history callbacks' firing rules. */
import { expect } from 'chai';
import type { PageDefinition } from '../../renderer/index.ts';
import { page, section, column, text } from '../../renderer/testing/builders.ts';
import { setContent, moveNode } from '../store/commands.ts';
import { EditorStore } from '../store/editor-store.ts';
import { runSaveCallback, SAVE_RELEASE_MS } from './save-callback.ts';
import { connectHistoryCallbacks } from './store-callbacks.ts';

/** A fake clock: timers run only when the test advances it. */
function fakeClock() {
  let now = 0;
  const timers = new Map<number, { at: number; run: () => void }>();
  let next = 1;
  return {
    setTimer: (run: () => void, ms: number) => {
      timers.set(next, { at: now + ms, run });
      return next++;
    },
    clearTimer: (id: unknown) => void timers.delete(id as number),
    advance(ms: number) {
      now += ms;
      for (const [id, timer] of [...timers])
        if (timer.at <= now) {
          timers.delete(id);
          timer.run();
        }
    },
    pending: () => timers.size,
  };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('save callbacks', () => {
  it('a plain return is saved at once; a throw is a failure', async () => {
    expect(await runSaveCallback(() => 'ok', {})).to.deep.equal({ status: 'saved' });
    const error = new Error('disk full');
    expect(
      await runSaveCallback(() => {
        throw error;
      }, {}),
    ).to.deep.equal({ status: 'failed', error });
    expect(await runSaveCallback(undefined, {})).to.deep.equal({ status: 'saved' });
  });

  it('waits for a Promise: resolved is saved, rejected is failed, and the timer is cleared', async () => {
    const clock = fakeClock();
    let resolve!: () => void;
    const saving = runSaveCallback(() => new Promise<void>((r) => (resolve = r)), { json: {} }, clock);
    let settled = false;
    void saving.then(() => (settled = true));
    clock.advance(29_999);
    await flush();
    expect(settled, 'still saving before 30 s').to.equal(false);
    resolve();
    expect(await saving).to.deep.equal({ status: 'saved' });
    expect(clock.pending()).to.equal(0);
    const error = new Error('nope');
    expect(await runSaveCallback(() => Promise.reject(error), {}, fakeClock())).to.deep.equal({
      status: 'failed',
      error,
    });
  });

  it('releases a Promise that never settles after 30 s, with a console warning', async () => {
    const clock = fakeClock();
    const warnings: string[] = [];
    const saving = runSaveCallback(() => new Promise(() => {}), {}, { ...clock, warn: (m) => warnings.push(m) });
    clock.advance(SAVE_RELEASE_MS);
    expect(await saving).to.deep.equal({ status: 'released' });
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.match(/did not settle within 30 s/);
  });
});

describe('history callbacks', () => {
  it('fire with the spec payloads, only when the value changes', () => {
    const store = new EditorStore(
      page(section(column(text('<p>a</p>', { uid: 't' }))), section({ uid: 's2' })) as PageDefinition,
      { mergeWindowMs: 0 },
    );
    const calls: string[] = [];
    connectHistoryCallbacks(store, () => ({
      onUndoChange: (p) => calls.push(`undo:${p.count}`),
      onRedoChange: (p) => calls.push(`redo:${p.count}`),
      onEdittedWithoutSaveChanged: (p) => calls.push(`unsaved:${p.value}`),
    }));
    store.select('t');
    store.run(setContent('t', '<p>b</p>'));
    store.run(setContent('t', '<p>c</p>'));
    store.undo();
    store.markSaved();
    store.run(moveNode('s2', -1));
    expect(calls).to.deep.equal([
      'undo:1',
      'unsaved:true',
      'undo:2',
      'undo:1',
      'redo:1',
      'unsaved:false',
      'undo:2',
      'redo:0',
      'unsaved:true',
    ]);
  });
});
