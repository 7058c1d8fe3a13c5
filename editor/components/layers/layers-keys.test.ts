import { expect } from 'chai';
import { freeze } from 'immer';
import { column, page, section, text } from '../../../renderer/testing/builders.ts';
import { keyAction } from './layers-keys.ts';
import { flattenLayers } from './layers-model.ts';

// Rows: 0 s1 (open), 1 c1 (open), 2 t1, 3 t2, 4 s2 (closed: the user closed it), with c2 below.
const rows = flattenLayers(
  freeze(
    page(
      section({ uid: 's1' }, column({ uid: 'c1' }, text('a', { uid: 't1' }), text('b', { uid: 't2' }))),
      section({ uid: 's2' }, column({ uid: 'c2' })),
    ),
    true,
  ),
  { level: 'desktop', expanded: new Map([['s2', false]]) },
);

describe('layers keys', () => {
  it('moves the focus with Up, Down, Home and End, staying inside the rows', () => {
    expect(keyAction(rows, 2, { key: 'ArrowDown' })).to.deep.equal({ type: 'focus', row: 3 });
    expect(keyAction(rows, 4, { key: 'ArrowDown' })).to.deep.equal({ type: 'focus', row: 4 });
    expect(keyAction(rows, 0, { key: 'ArrowUp' })).to.deep.equal({ type: 'focus', row: 0 });
    expect(keyAction(rows, 3, { key: 'Home' })).to.deep.equal({ type: 'focus', row: 0 });
    expect(keyAction(rows, 0, { key: 'End' })).to.deep.equal({ type: 'focus', row: 4 });
    // Nothing focused yet: Down focuses the first row.
    expect(keyAction(rows, -1, { key: 'ArrowDown' })).to.deep.equal({ type: 'focus', row: 0 });
  });

  it('opens with Right, then goes to the first child; closes with Left, then goes to the parent', () => {
    expect(keyAction(rows, 4, { key: 'ArrowRight' })).to.deep.equal({ type: 'expand', row: 4 });
    expect(keyAction(rows, 1, { key: 'ArrowRight' })).to.deep.equal({ type: 'focus', row: 2 });
    expect(keyAction(rows, 1, { key: 'ArrowLeft' })).to.deep.equal({ type: 'collapse', row: 1 });
    expect(keyAction(rows, 3, { key: 'ArrowLeft' })).to.deep.equal({ type: 'focus', row: 1 });
    expect(keyAction(rows, 0, { key: 'ArrowLeft' })).to.deep.equal({ type: 'collapse', row: 0 });
  });

  it('trades Left and Right in a right-to-left UI', () => {
    expect(keyAction(rows, 4, { key: 'ArrowLeft' }, 'rtl')).to.deep.equal({ type: 'expand', row: 4 });
    expect(keyAction(rows, 3, { key: 'ArrowRight' }, 'rtl')).to.deep.equal({ type: 'focus', row: 1 });
  });

  it('selects with Enter and Space, moves among siblings with Alt+Up and Alt+Down', () => {
    expect(keyAction(rows, 2, { key: 'Enter' })).to.deep.equal({ type: 'select', row: 2 });
    expect(keyAction(rows, 2, { key: ' ' })).to.deep.equal({ type: 'select', row: 2 });
    expect(keyAction(rows, 2, { key: 'ArrowDown', altKey: true })).to.deep.equal({
      type: 'move',
      row: 2,
      direction: 1,
    });
    expect(keyAction(rows, 3, { key: 'ArrowUp', altKey: true })).to.deep.equal({ type: 'move', row: 3, direction: -1 });
    // The first cannot go up, the last cannot go down.
    expect(keyAction(rows, 2, { key: 'ArrowUp', altKey: true })).to.equal(undefined);
    expect(keyAction(rows, 3, { key: 'ArrowDown', altKey: true })).to.equal(undefined);
    // Ctrl and Cmd chords are the editor's.
    expect(keyAction(rows, 2, { key: 'ArrowDown', ctrlKey: true })).to.equal(undefined);
  });

  it('renames the focused row with F2, and none when no row is focused', () => {
    expect(keyAction(rows, 3, { key: 'F2' })).to.deep.equal({ type: 'rename', row: 3 });
    expect(keyAction(rows, -1, { key: 'F2' })).to.equal(undefined);
    expect(keyAction(rows, 3, { key: 'F2', shiftKey: true })).to.equal(undefined);
  });
});
