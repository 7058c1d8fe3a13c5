/**
 * The canvas's selection after patches: the boxes follow a node whose section a patch replaced
 * (the node elements the selection remembers are looked up again), and what a patch brings in
 * (a new section, a changed one) has its links taken out of the tab order, while `afterPatch`
 * searches only the sections the patch inserted.
 */
import { expect } from 'chai';
import { page, section, column, text, button } from '../../../renderer/testing/builders.ts';
import { insertNode, moveNodeTo, setAttribute, setContent } from '../../store/commands.ts';
import { mountEditor, nextPaint, until, type Mounted } from '../../testing/mount.ts';

const template = () =>
  page(
    section(
      { uid: 's1' },
      column(
        { uid: 'c1' },
        text('<p>Hello</p>', { uid: 't1' }),
        button('Go', { uid: 'b1', attributes: { href: 'https://example.com/a' } }),
      ),
    ),
    section({ uid: 's2' }, column({ uid: 'c2' }, text('<p>Second</p>', { uid: 't2' }))),
  );

describe('canvas selection after patches', () => {
  let mounted: Mounted;
  beforeEach(async () => {
    mounted = await mountEditor();
    await mounted.editor.load(template());
  });
  afterEach(() => mounted.cleanup());

  const canvas = () => mounted.element.canvas!;
  const frame = () => canvas().frameDocument!;
  /** The box the canvas draws for the selection, and the one the node's element has now (scaled as the canvas does). */
  const boxes = (uid: string) => {
    const element = frame().querySelector(`[data-lp-uid="${uid}"]`)!;
    const rect = element.getBoundingClientRect();
    const { scale } = canvas().geometry;
    return {
      drawn: canvas()._boxes.selected,
      actual: {
        top: rect.top * scale,
        left: rect.left * scale,
        width: rect.width * scale,
        height: rect.height * scale,
      },
    };
  };
  const sameBox = (uid: string) => {
    const { drawn, actual } = boxes(uid);
    return drawn !== undefined && JSON.stringify(drawn) === JSON.stringify(actual) && actual.height > 0;
  };

  it('the selection box follows a node whose section a patch replaced', async () => {
    const store = mounted.element.store;
    store.select('t1');
    await until(() => sameBox('t1'), 3000, 'the first box');
    const before = frame().querySelector('[data-lp-uid="t1"]');
    const painted = nextPaint(mounted.element);
    // Longer text: its section's markup changes, so the patch puts in a new element, with another box.
    expect(store.run(setContent('t1', '<p>Hello</p><p>Two</p><p>Three</p><p>Four</p>'))).to.equal(true);
    await painted;
    expect(frame().querySelector('[data-lp-uid="t1"]')).to.not.equal(before);
    await until(() => sameBox('t1'), 3000, 'the box of the new element');
    expect(boxes('t1').drawn!.height).to.be.above(90);
  });

  it('the selection box follows a node moved into another section', async () => {
    const store = mounted.element.store;
    store.select('b1');
    await until(() => sameBox('b1'), 3000, 'the first box');
    const top = canvas()._boxes.selected!.top;
    expect(store.run(moveNodeTo('b1', 'c2', 1))).to.equal(true);
    await until(() => sameBox('b1') && canvas()._boxes.selected!.top > top, 3000, 'the box in the second section');
  });

  it('takes the links of sections a patch brings in out of the tab order', async () => {
    const store = mounted.element.store;
    await until(() => frame().querySelector<HTMLElement>('a[href]')?.tabIndex === -1, 3000, 'the first link');
    // A new section, and a changed one (its link's address): both are new elements.
    store.run(insertNode(null, 2, section(column(button('New', { attributes: { href: 'https://example.com/b' } })))));
    store.run(setAttribute('b1', 'href', 'https://example.com/c'));
    await until(
      () =>
        frame().querySelector('a[href="https://example.com/b"]') !== null &&
        frame().querySelector('[data-lp-uid="s1"] a[href="https://example.com/c"]') !== null,
      3000,
      'the patched sections',
    );
    const links = [...frame().querySelectorAll<HTMLElement>('a[href], button')];
    expect(links.map((link) => link.tabIndex)).to.deep.equal(links.map(() => -1));
    expect(links.length).to.be.at.least(2);
  });
});
