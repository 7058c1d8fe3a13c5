/**
 * The left panel in an editor narrower than NARROW_EDITOR_WIDTH (a 1024 px laptop): it starts as
 * its rail so the desktop canvas is not shrunk to 40%, opens over the canvas as a drawer, and gets
 * out of the way on Escape, on an insert, on a press elsewhere and after a tile is dragged out of
 * it and dropped (with the real mouse); a wider editor docks it open again.
 */
import { expect } from 'chai';
import { resetMouse, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import { canvasPoint, dragMouse, frames, pointOf } from '../../testing/pointer.ts';
import { page, section, column, text } from '../../../renderer/testing/builders.ts';
import { mountEditor, part, until, type Mounted, canvasSettled } from '../../testing/mount.ts';
import { NARROW_EDITOR_WIDTH } from './narrow-overlay.ts';

const template = () => page(section({ uid: 's1' }, column({ uid: 'c1' }, text('<p>Hello</p>', { uid: 't1' }))));

describe('<lp-side-panel> in a narrow editor', () => {
  let mounted: Mounted;
  before(() => setViewport({ width: 1320, height: 800 }));
  beforeEach(async () => {
    mounted = await mountEditor();
    mounted.host.style.width = '1024px';
    await mounted.editor.load(template());
    await until(() => side() !== null, 5000, 'the side panel');
    await canvasSettled(mounted.element);
  });
  afterEach(async () => {
    await resetMouse();
    mounted.cleanup();
  });

  const side = () => part(mounted.element, 'lp-side-panel');
  const sideRoot = () => side()!.shadowRoot!;
  const canvasBox = () => mounted.element.canvas!.getBoundingClientRect();

  async function openBlocks(): Promise<void> {
    sideRoot().querySelector<HTMLElement>('[data-open="blocks"]')!.click();
    await until(() => side()!.hasAttribute('overlay'), 2000, 'the drawer');
    await until(
      () => part(mounted.element, 'lp-side-panel', 'lp-blocks-panel', '[data-entry="block:button"]') !== null,
      3000,
      'the tiles',
    );
  }

  it('starts as a rail, so the desktop canvas keeps most of the width', async () => {
    expect(NARROW_EDITOR_WIDTH).to.be.above(1024);
    await until(() => side()!.hasAttribute('collapsed'), 2000, 'the rail');
    expect(side()!.getBoundingClientRect().width).to.be.below(60);
    // 1024 px less the rail and the selection panel: about two thirds of the desktop page, not 40%.
    expect(mounted.element.canvas!.geometry.scale).to.be.above(0.6);
  });

  it('opens over the canvas without shrinking it, and Escape closes it with focus back on the rail', async () => {
    await until(() => side()!.hasAttribute('collapsed'), 2000, 'the rail');
    const before = canvasBox();
    await openBlocks();
    await frames();
    const after = canvasBox();
    expect(after.width).to.equal(before.width);
    const drawer = sideRoot().querySelector('aside')!.getBoundingClientRect();
    expect(drawer.width).to.be.above(200);
    expect(drawer.right, 'the drawer lies over the canvas').to.be.above(after.left + 100);
    sideRoot().querySelector<HTMLElement>('[data-tab="blocks"]')!.focus();
    await sendKeys({ press: 'Escape' });
    await until(() => side()!.hasAttribute('collapsed') && !side()!.hasAttribute('overlay'), 2000, 'closed');
    expect(sideRoot().activeElement?.getAttribute('data-open')).to.equal('blocks');
  });

  it('closes once a tile inserts its block, which is selected', async () => {
    mounted.element.store.select('t1');
    await (side() as HTMLElement & { updateComplete: Promise<boolean> }).updateComplete;
    await openBlocks();
    part(mounted.element, 'lp-side-panel', 'lp-blocks-panel', '[data-entry="block:button"]')!.click();
    await until(() => side()!.hasAttribute('collapsed'), 2000, 'the drawer to close');
    const selected = mounted.element.store.state.selection;
    expect(mounted.element.store.state.doc.children![0]!.children![0]!.children!.map((n) => n.tagName)).to.deep.equal([
      'text',
      'button',
    ]);
    expect(selected).to.not.equal('t1');
  });

  it('stays open while the layers tree selects: a click on a row, the keyboard', async () => {
    sideRoot().querySelector<HTMLElement>('[data-open="layers"]')!.click();
    await until(() => side()!.hasAttribute('overlay'), 2000, 'the drawer');
    const tree = () => part(mounted.element, 'lp-side-panel', 'lp-layers');
    const row = (uid: string) =>
      tree()?.shadowRoot?.querySelector<HTMLElement>(`[data-uid="${uid}"] .name, [data-uid="${uid}"]`);
    await until(() => row('s1') != null, 5000, 'the tree');
    await sendMouse({ type: 'click', position: pointOf(row('s1')!) });
    await until(() => mounted.element.store.state.selection === 's1', 2000, 'the row selected');
    await frames();
    expect(side()!.hasAttribute('collapsed'), 'closed by the click on a row').to.equal(false);
    // The arrow keys walk the rows, Enter selects (the WAI-ARIA tree pattern).
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    await until(() => mounted.element.store.state.selection === 'c1', 2000, 'the next row selected');
    await frames();
    expect(side()!.hasAttribute('collapsed'), 'closed by a selection from the keyboard').to.equal(false);
    // A selection made elsewhere (a click on the canvas beside the drawer) still makes way.
    await sendMouse({ type: 'click', position: canvasPoint(mounted.element.canvas!, 't1', 0.9, 0.5) });
    await until(() => side()!.hasAttribute('collapsed'), 2000, 'the drawer to close');
    expect(mounted.element.store.state.selection).to.equal('t1');
  });

  it('closes on a press elsewhere in the editor (the top bar)', async () => {
    await openBlocks();
    const save = part(mounted.element, 'lp-top-bar', '[data-control="save"]')!;
    const box = save.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(box.left + 4), Math.round(box.top + 4)] });
    await until(() => side()!.hasAttribute('collapsed'), 2000, 'the drawer to close');
  });

  it('a tile dragged out of the drawer drops onto the canvas it covered, and the drawer closes', async () => {
    await openBlocks();
    const tile = part(mounted.element, 'lp-side-panel', 'lp-blocks-panel', '[data-entry="block:button"]')!;
    tile.scrollIntoView({ block: 'center' });
    await frames();
    // Below the text, inside the column: a point the open drawer covers when the canvas is narrow.
    await dragMouse(pointOf(tile), canvasPoint(mounted.element.canvas!, 't1', 0.5, 0.95), {
      steps: 6,
      beforeDrop: async () => {
        await until(() => side()!.hasAttribute('passing'), 2000, 'the drawer to fade');
        await frames();
      },
    });
    await until(
      () => side()!.hasAttribute('collapsed') && !side()!.hasAttribute('passing'),
      2000,
      'the drawer to close',
    );
    const column = mounted.element.store.state.doc.children![0]!.children![0]!;
    expect(column.children!.map((n) => n.tagName)).to.deep.equal(['text', 'button']);
    expect(mounted.element.store.undoCount).to.equal(1);
  });

  it('docks open again when the editor gets wide', async () => {
    await until(() => side()!.hasAttribute('collapsed'), 2000, 'the rail');
    mounted.host.style.width = '1280px';
    await until(() => !side()!.hasAttribute('collapsed') && !side()!.hasAttribute('overlay'), 2000, 'docked');
    expect(side()!.getBoundingClientRect().width).to.be.above(200);
  });
});
