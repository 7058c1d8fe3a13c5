/**
 * Keyboard selection in the canvas, as rules: arrows without modifiers step to the previous and
 * next sibling, the parent and the first child (← and → mirrored on a right-to-left page); nothing
 * selected, the first section; no node that way, none.
 */
import { expect } from 'chai';
import { column, page, section, text } from '../../../renderer/testing/builders.ts';
import { arrowStep, stepTarget } from './canvas-navigation.ts';

const doc = page(
  section({ uid: 's1' }, column({ uid: 'c1' }, text('<p>A</p>', { uid: 'a' }), text('<p>B</p>', { uid: 'b' }))),
  section({ uid: 's2' }, column({ uid: 'c2' })),
);
const key = (key: string, init: Partial<KeyboardEvent> = {}) => ({
  key,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...init,
});

describe('canvas navigation', () => {
  it('arrows step to siblings, the parent and the first child; mirrored right to left', () => {
    expect(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'].map((k) => arrowStep(key(k), false))).to.deep.equal([
      'previous',
      'next',
      'parent',
      'child',
    ]);
    expect(arrowStep(key('ArrowLeft'), true)).to.equal('child');
    expect(arrowStep(key('ArrowRight'), true)).to.equal('parent');
  });

  it('leaves Alt+arrows (a move of the node), other modifiers and other keys alone', () => {
    expect(arrowStep(key('ArrowDown', { altKey: true }), false)).to.equal(undefined);
    expect(arrowStep(key('ArrowDown', { shiftKey: true }), false)).to.equal(undefined);
    expect(arrowStep(key('ArrowDown', { ctrlKey: true }), false)).to.equal(undefined);
    expect(arrowStep(key('Enter'), false)).to.equal(undefined);
  });

  it('finds the node each step leads to, and none past an end', () => {
    expect(stepTarget(doc, 'a', 'next')).to.equal('b');
    expect(stepTarget(doc, 'b', 'next')).to.equal(undefined);
    expect(stepTarget(doc, 'b', 'previous')).to.equal('a');
    expect(stepTarget(doc, 'a', 'parent')).to.equal('c1');
    expect(stepTarget(doc, 's1', 'parent')).to.equal(undefined);
    expect(stepTarget(doc, 's1', 'child')).to.equal('c1');
    expect(stepTarget(doc, 'c2', 'child')).to.equal(undefined);
    expect(stepTarget(doc, 'a', 'child')).to.equal(undefined);
  });

  it('with nothing selected, or a selection no longer in the page, any step selects the first section', () => {
    expect(stepTarget(doc, null, 'next')).to.equal('s1');
    expect(stepTarget(doc, 'gone', 'parent')).to.equal('s1');
    expect(stepTarget(page(), null, 'next')).to.equal(undefined);
  });
});
