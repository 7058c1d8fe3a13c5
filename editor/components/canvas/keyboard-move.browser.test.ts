/**
 * Moving the selection with the keyboard (the drag's alternative): Alt+arrows in the canvas move
 * the selected node among its siblings and on into the next or previous container, one undo step
 * each, and the live region says where it went.
 */
import { expect } from 'chai';
import type { TemplateNode } from '../../../renderer/index.ts';
import { page, section, column, text } from '../../../renderer/testing/builders.ts';
import { locate } from '../../store/tree.ts';
import { mountEditor, part, until, type Mounted } from '../../testing/mount.ts';

describe('keyboard moves in the canvas', () => {
  let mounted: Mounted;
  beforeEach(async () => {
    mounted = await mountEditor();
    await mounted.editor.load(
      page(
        section({ uid: 's1' }, column({ uid: 'c1' }, text('<p>A</p>', { uid: 'a' }), text('<p>B</p>', { uid: 'b' }))),
        section({ uid: 's2' }, column({ uid: 'c2' }, text('<p>C</p>', { uid: 'c' }))),
      ),
    );
  });
  afterEach(() => mounted.cleanup());

  const kids = (uid: string) =>
    locate<TemplateNode>(mounted.element.store.state.doc, uid)!.node.children!.map((node) => node.uid);
  const press = (key: string, init: KeyboardEventInit = {}) =>
    mounted.element.canvas!.frameDocument!.dispatchEvent(
      new KeyboardEvent('keydown', { key, altKey: true, bubbles: true, cancelable: true, ...init }),
    );
  const said = () => part(mounted.element, 'lp-canvas', '.announcer')?.textContent ?? '';

  it('Alt+Down moves past the last sibling into the next section’s column, and says so', async () => {
    mounted.element.store.select('b');
    press('ArrowDown');
    expect(kids('c2')).to.deep.equal(['b', 'c']);
    expect(mounted.element.store.state.selection).to.equal('b');
    await until(() => /position 1 of 2/.test(said()), 2000, 'the announcement');
    press('ArrowUp');
    expect(kids('c1')).to.deep.equal(['a', 'b']);
    expect(mounted.element.store.undoCount).to.equal(2);
  });

  it('Alt+Up at the very start moves nothing and says it cannot', async () => {
    mounted.element.store.select('a');
    press('ArrowUp');
    expect(kids('c1')).to.deep.equal(['a', 'b']);
    await until(() => said() !== '', 2000, 'the announcement');
    expect(said()).to.not.match(/position/);
  });

  it('plain arrows still move the selection, not the node', () => {
    mounted.element.store.select('a');
    press('ArrowDown', { altKey: false });
    expect(mounted.element.store.state.selection).to.equal('b');
    expect(kids('c1')).to.deep.equal(['a', 'b']);
  });
});
