/**
 * The left panel in a running editor: Blocks and Layers tabs (ARIA tabs, arrow keys), collapse
 * to a rail and back, and the whole path a designer takes: drag a layout and then a block from
 * the blocks panel onto the canvas with the real mouse, and see both in the layers tree.
 */
import { expect } from 'chai';
import { resetMouse, sendKeys, setViewport } from '@web/test-runner-commands';
import { page } from '../../../renderer/testing/builders.ts';
import { mountEditor, part, until, type Mounted, canvasSettled } from '../../testing/mount.ts';
import { canvasPoint, dragMouse, pointOf } from '../../testing/pointer.ts';

describe('<lp-side-panel>', () => {
  let mounted: Mounted;
  before(() => setViewport({ width: 1320, height: 800 }));
  beforeEach(async () => {
    mounted = await mountEditor();
    await mounted.editor.load(page());
    await until(() => side() !== null && tile('[data-entry="layout:1-1"]') !== null, 5000, 'the blocks panel');
    await canvasSettled(mounted.element);
  });
  afterEach(async () => {
    await resetMouse();
    mounted.cleanup();
  });

  const side = () => part(mounted.element, 'lp-side-panel');
  const tile = (selector: string) => part(mounted.element, 'lp-side-panel', 'lp-blocks-panel', selector);

  it('never makes the editor scroll as a whole: its hidden live region sits inside the panel', async () => {
    // The panel's status region came after the full-height panel and hung 1 px below the editor,
    // so scrolling a field into view moved the whole editor up (screenshot review).
    const root = mounted.element.shadowRoot!.querySelector<HTMLElement>('.root')!;
    expect(root.scrollHeight, 'the editor root overflows').to.equal(root.clientHeight);
    const status = side()!.shadowRoot!.querySelector<HTMLElement>('[role="status"]')!;
    const panel = side()!.getBoundingClientRect();
    expect(status.getBoundingClientRect().bottom).to.be.at.most(panel.bottom);
  });

  it('builds a page by dragging: a two-column layout onto the empty page, then a button into its second column', async () => {
    const frame = mounted.element.canvas!.frameElement!;
    const box = frame.getBoundingClientRect();
    await dragMouse(pointOf(tile('[data-entry="layout:1-1"]')!), [
      Math.round(box.left + box.width / 2),
      Math.round(box.top + 60),
    ]);
    const store = mounted.element.store;
    const [section] = store.state.doc.children ?? [];
    expect(section?.children).to.have.length(2);
    await until(() => mounted.element.canvas!.shows(store.state.doc), 3000, 'the canvas to show the section');
    const second = section!.children![1]!;
    await dragMouse(
      pointOf(tile('[data-entry="block:button"]')!),
      canvasPoint(mounted.element.canvas!, second.uid!, 0.5, 0.95),
    );
    const column = store.state.doc.children![0]!.children![1]!;
    expect(column.children!.map((node) => node.tagName)).to.deep.equal(['text', 'button']);
    expect(store.undoCount).to.equal(2);
    // The layers tree shows what was built.
    side()!.shadowRoot!.querySelector<HTMLElement>('[data-tab="layers"]')!.click();
    await until(() => part(mounted.element, 'lp-side-panel', 'lp-layers') !== null, 3000, 'the layers tab');
    await until(
      () => (part(mounted.element, 'lp-side-panel', 'lp-layers')?.shadowRoot?.textContent ?? '').includes('Button'),
      3000,
      'the button in the tree',
    );
  });

  it('tabs follow the arrow keys; the panel collapses to a rail and opens a tab from it', async () => {
    const blocksTab = side()!.shadowRoot!.querySelector<HTMLElement>('[data-tab="blocks"]')!;
    blocksTab.focus();
    await sendKeys({ press: 'ArrowRight' });
    await until(() => side()!.getAttribute('tab') === 'layers', 2000, 'the layers tab');
    expect(side()!.shadowRoot!.activeElement?.getAttribute('data-tab')).to.equal('layers');
    side()!.shadowRoot!.querySelector<HTMLElement>('[data-control="collapse"]')!.click();
    await until(() => side()!.hasAttribute('collapsed'), 2000, 'the rail');
    expect(side()!.getBoundingClientRect().width).to.be.below(60);
    side()!.shadowRoot!.querySelector<HTMLElement>('[data-open="blocks"]')!.click();
    await until(() => !side()!.hasAttribute('collapsed') && side()!.getAttribute('tab') === 'blocks', 2000, 'reopened');
    expect(side()!.getBoundingClientRect().width).to.be.above(200);
  });
});
