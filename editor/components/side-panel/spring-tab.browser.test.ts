/**
 * Spring-loaded tabs of the left panel, in the whole editor with the real mouse: a block tile
 * dragged from the Blocks tab and held on the Layers tab opens the tree, and the same drag drops
 * among its rows where the tree's line shows, in one undo step; a drag crossing the tab opens
 * nothing; Escape cancels; in a narrow editor the drawer's tab strip stays while the tile passes
 * and the drawer shows the tree; a canvas node held on the collapsed rail opens the panel too.
 */
import { expect } from 'chai';
import { resetMouse, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import type { PageDefinition, TemplateNode } from '../../../renderer/index.ts';
import { button, column, page, section, text } from '../../../renderer/testing/builders.ts';
import type { MessageKey } from '../../i18n/translator.ts';
import { locate } from '../../store/tree.ts';
import { canvasSettled, mountEditor, part, until, type Mounted } from '../../testing/mount.ts';
import { canvasPoint, frames, glide, pointOf, type Point } from '../../testing/pointer.ts';
import type { LpSidePanel } from './lp-side-panel.ts';
import { SPRING_MS } from './spring-tab.ts';

const template = (): PageDefinition =>
  page(
    section(
      { uid: 's1' },
      column({ uid: 'c1' }, text('<p>Alpha</p>', { uid: 'a' }), button('Go', { uid: 'b' })),
      column({ uid: 'c2' }),
    ),
    section({ uid: 's2' }, column({ uid: 'c3' }, text('<p>Gamma</p>', { uid: 'g' }))),
  );

const rest = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('<lp-side-panel> spring-loaded tabs', () => {
  let mounted: Mounted;

  before(() => setViewport({ width: 1320, height: 800 }));
  afterEach(async () => {
    await resetMouse();
    mounted.cleanup();
  });

  async function mount(width = 1280): Promise<void> {
    mounted = await mountEditor();
    mounted.host.style.width = `${width}px`;
    await mounted.editor.load(template());
    await until(() => side() !== null, 5000, 'the side panel');
    await canvasSettled(mounted.element);
  }

  const store = () => mounted.element.store;
  const side = () => part<LpSidePanel>(mounted.element, 'lp-side-panel');
  const sideRoot = () => side()!.shadowRoot!;
  const tab = (id: string) => sideRoot().querySelector<HTMLElement>(`[data-tab="${id}"]`)!;
  const tile = () => part(mounted.element, 'lp-side-panel', 'lp-blocks-panel', '[data-entry="block:button"]');
  const layers = () => part(mounted.element, 'lp-side-panel', 'lp-layers');
  const row = (uid: string) => layers()?.shadowRoot?.querySelector<HTMLElement>(`[role=treeitem][data-uid="${uid}"]`);
  const status = () => sideRoot().querySelector('[role=status]')!.textContent!.trim();
  const said = (key: MessageKey) => side()!.shell!.t.t(key);
  const childUids = (uid: string) =>
    (locate<TemplateNode>(store().state.doc, uid)?.node.children ?? []).map((child) => child.uid);

  /** A point of a row, at a fraction of its height. */
  function at(uid: string, fy = 0.5): Point {
    const box = row(uid)!.getBoundingClientRect();
    return [Math.round(box.left + box.width * 0.6), Math.round(box.top + box.height * fy)];
  }

  /** Presses on the button tile and drags it onto the Layers tab, where it rests. */
  async function tileToLayersTab(): Promise<Point> {
    await until(() => tile() !== null, 3000, 'the tiles');
    const from = pointOf(tile()!);
    const to = pointOf(tab('layers'));
    await sendMouse({ type: 'move', position: from });
    await sendMouse({ type: 'down' });
    await glide(from, to, 6);
    return to;
  }

  it('opens the Layers tab under a tile held on it; the drop lands between two rows, one undo step', async () => {
    await mount();
    const onTab = await tileToLayersTab();
    // Armed at once (pressed, the line filling), opened only once the pointer has rested.
    expect(tab('layers').hasAttribute('data-armed')).to.equal(true);
    expect(side()!.tab).to.equal('blocks');
    // Armed is not selected: no fill (the selected tab's look), a dashed accent outline; one tab
    // looks selected. (The fill is waited for: a hover before the arming may still be fading.)
    await until(
      () => getComputedStyle(tab('layers')).backgroundColor === 'rgba(0, 0, 0, 0)',
      SPRING_MS / 2,
      'the armed tab without fill',
    );
    expect(getComputedStyle(tab('blocks')).backgroundColor).to.not.equal('rgba(0, 0, 0, 0)');
    expect(getComputedStyle(tab('layers')).borderTopStyle).to.equal('dashed');
    expect(getComputedStyle(tab('blocks')).borderTopStyle).to.equal('solid');
    await until(() => side()!.tab === 'layers' && row('a') != null, SPRING_MS + 2000, 'the tree under the drag');
    expect(tab('layers').getAttribute('aria-selected')).to.equal('true');
    expect(tab('layers').hasAttribute('data-armed')).to.equal(false);
    expect(status()).to.equal(said('side.layersOpened'));
    // The tile's panel is kept, hidden, while its drag runs.
    expect(part(mounted.element, 'lp-side-panel', 'lp-blocks-panel')!.hidden).to.equal(true);

    await glide(onTab, at('a', 0.85));
    expect(layers()!.shadowRoot!.querySelector('.indicator')?.outerHTML ?? null).to.not.equal(null);
    await sendMouse({ type: 'up' });
    expect(childUids('c1')).to.have.length(3);
    expect(childUids('c1')[0]).to.equal('a');
    expect(childUids('c1')[2]).to.equal('b');
    const added = childUids('c1')[1]!;
    expect(locate<TemplateNode>(store().state.doc, added)!.node.tagName).to.equal('button');
    expect(store().undoCount).to.equal(1);
    await until(
      () => part(mounted.element, 'lp-side-panel', 'lp-blocks-panel') === null,
      2000,
      'the blocks panel gone',
    );
    store().undo();
    expect(childUids('c1')).to.deep.equal(['a', 'b']);
  });

  it('does not switch for a drag that crosses the tab without resting on it', async () => {
    await mount();
    const onTab = await tileToLayersTab();
    // On to the canvas at once, and a rest there longer than the spring's.
    await glide(onTab, canvasPoint(mounted.element.canvas!, 'g', 0.5, 0.5), 2);
    await rest(SPRING_MS + 200);
    expect(side()!.tab).to.equal('blocks');
    expect(tab('layers').hasAttribute('data-armed')).to.equal(false);
    await sendKeys({ press: 'Escape' });
    await sendMouse({ type: 'up' });
    expect(store().undoCount).to.equal(0);
  });

  it('Escape during the drag cancels: nothing is inserted', async () => {
    await mount();
    const onTab = await tileToLayersTab();
    await until(() => side()!.tab === 'layers' && row('a') != null, SPRING_MS + 2000, 'the tree under the drag');
    await glide(onTab, at('a', 0.85));
    expect(layers()!.shadowRoot!.querySelector('.indicator')?.outerHTML ?? null).to.not.equal(null);
    await sendKeys({ press: 'Escape' });
    await frames();
    expect(layers()!.shadowRoot!.querySelector('.indicator')?.outerHTML ?? null).to.equal(null);
    await sendMouse({ type: 'up' });
    expect(childUids('c1')).to.deep.equal(['a', 'b']);
    expect(store().undoCount).to.equal(0);
  });

  it('in a narrow editor, the drawer keeps its tabs while the tile passes, and shows the tree it opened', async () => {
    await mount(1024);
    sideRoot().querySelector<HTMLElement>('[data-open="blocks"]')!.click();
    await until(() => side()!.hasAttribute('overlay'), 2000, 'the drawer');
    const onTab = await tileToLayersTab();
    await until(() => side()!.hasAttribute('passing'), 2000, 'the drawer to fade');
    // The tab strip is still there to aim at, while the tiles below it have faded.
    expect(getComputedStyle(sideRoot().querySelector('.tabs')!).backgroundColor).to.not.equal('rgba(0, 0, 0, 0)');
    expect(tab('layers').hasAttribute('data-armed')).to.equal(true);
    await until(() => side()!.tab === 'layers' && row('c2') != null, SPRING_MS + 2000, 'the tree under the drag');
    expect(side()!.hasAttribute('passing')).to.equal(false);
    // The tree lies over the canvas: the drop goes to the tree, not to the page under it.
    await glide(onTab, at('c2'));
    expect(row('c2')!.classList.contains('drop-inside')).to.equal(true);
    expect(mounted.element.canvas!.shadowRoot!.querySelector('.drop')?.outerHTML ?? null).to.equal(null);
    await sendMouse({ type: 'up' });
    expect(childUids('c2')).to.have.length(1);
    expect(store().undoCount).to.equal(1);
    await until(() => side()!.hasAttribute('collapsed'), 2000, 'the drawer to close');
  });

  it('a node of the canvas held on the collapsed rail opens the panel on Layers, and moves among the rows', async () => {
    await mount();
    sideRoot().querySelector<HTMLElement>('[data-control="collapse"]')!.click();
    await until(() => side()!.hasAttribute('collapsed'), 2000, 'the rail');
    await canvasSettled(mounted.element);
    const rail = sideRoot().querySelector<HTMLElement>('[data-open="layers"]')!;
    const onRail = pointOf(rail);
    const from = canvasPoint(mounted.element.canvas!, 'g');
    await sendMouse({ type: 'move', position: from });
    await sendMouse({ type: 'down' });
    await glide(from, onRail, 6);
    expect(rail.hasAttribute('data-armed')).to.equal(true);
    expect(getComputedStyle(rail).borderTopStyle, 'the armed look on the rail').to.equal('dashed');
    await until(() => !side()!.collapsed && side()!.tab === 'layers', SPRING_MS + 2000, 'the panel on Layers');
    await until(() => row('a') != null, 3000, 'the tree');
    await frames();
    await glide(onRail, at('a', 0.15));
    await sendMouse({ type: 'up' });
    expect(childUids('c1')).to.deep.equal(['g', 'a', 'b']);
    expect(store().undoCount).to.equal(1);
  });
});
