/**
 * Locks as each role meets them: the `editor` role (locks hold) cannot move, delete, duplicate or
 * add into a locked node or what it holds, nor set or lift a lock, but edits its text and
 * settings; a manager (locks do not hold) does all of it.
 */
import { expect } from 'chai';
import type { PageDefinition } from '../../renderer/index.ts';
import { page, section, column, text } from '../../renderer/testing/builders.ts';
import { deleteNode, duplicateNode, insertNode, moveNode, moveNodeTo, setAttribute, setContent } from './commands.ts';
import { EditorStore } from './editor-store.ts';
import { moveAcross } from './move-across.ts';

const sample = () =>
  new EditorStore(
    page(
      section(
        { uid: 'locked', attributes: { locked: true } },
        column({ uid: 'c1' }, text('<p>a</p>', { uid: 'a' }), text('<p>b</p>', { uid: 'b' })),
      ),
      section({ uid: 'open' }, column({ uid: 'c2' }, text('<p>c</p>', { uid: 'c' }))),
    ) as PageDefinition,
  );

describe('locks', () => {
  it('hold for the editor role: no structural change in or of a locked node, no lock change', () => {
    const store = sample();
    store.setLocks(true);
    const refused = {
      'move a block inside': moveNode('a', 1),
      'move the locked section': moveNodeTo('locked', null, 2),
      'move a block out': moveNodeTo('a', 'c2', 0),
      'move a block in': moveNodeTo('c', 'c1', 0),
      'keyboard move out': moveAcross('b', 1),
      'delete inside': deleteNode('a'),
      'delete the section': deleteNode('locked'),
      'duplicate inside': duplicateNode('a'),
      'insert into': insertNode('c1', 0, text('<p>x</p>')),
      unlock: setAttribute('locked', 'locked', false),
      'lock another': setAttribute('open', 'locked', true),
    };
    for (const [what, command] of Object.entries(refused)) expect(store.can(command), what).to.equal(false);
    expect(store.run(setContent('a', '<p>changed</p>')), 'edit text inside').to.equal(true);
    expect(store.run(setAttribute('a', 'color', '#ff0000')), 'edit a setting inside').to.equal(true);
    expect(store.run(moveNodeTo('open', null, 0)), 'an unlocked section moves').to.equal(true);
    expect(store.run(duplicateNode('c')), 'outside the lock').to.equal(true);
  });

  it('do not hold for a manager, who can also lock and unlock', () => {
    const store = sample();
    expect(store.run(moveNode('a', 1))).to.equal(true);
    expect(store.run(moveNodeTo('open', null, 0))).to.equal(true);
    expect(store.run(setAttribute('locked', 'locked', false))).to.equal(true);
    expect(store.run(setAttribute('open', 'locked', true))).to.equal(true);
    expect(store.run(deleteNode('b'))).to.equal(true);
  });
});
