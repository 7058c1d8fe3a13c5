/**
 * The clipboard and the node menu as a user reaches them in a running editor: the real keyboard
 * (Ctrl+C, Ctrl+V, Ctrl+D) in the canvas, and a real right click that opens the menu on the node.
 */
import { expect } from 'chai';
import { resetMouse, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import type { TemplateNode } from '../../renderer/index.ts';
import { page, section, column, text } from '../../renderer/testing/builders.ts';
import { locate } from '../store/tree.ts';
import { mountEditor, part, until, type Mounted, canvasSettled } from '../testing/mount.ts';

describe('clipboard and node menu in the canvas', () => {
  let mounted: Mounted;
  before(() => setViewport({ width: 1320, height: 800 }));
  beforeEach(async () => {
    mounted = await mountEditor();
    await mounted.editor.load(
      page(
        section({ uid: 's1' }, column({ uid: 'c1' }, text('<p>Copy me</p>', { uid: 'a' }))),
        section({ uid: 's2' }, column({ uid: 'c2' }, text('<p>Target</p>', { uid: 'b' }))),
      ),
    );
    await until(() => part(mounted.element, 'lp-context-menu') !== null, 5000, 'the workspace part');
    await canvasSettled(mounted.element);
  });
  afterEach(async () => {
    await resetMouse();
    mounted.cleanup();
  });

  const kids = (uid: string) =>
    locate<TemplateNode>(mounted.element.store.state.doc, uid)!.node.children!.map((node) => node.content);
  function at(uid: string): [number, number] {
    const canvas = mounted.element.canvas!;
    const box = canvas.frameElement!.getBoundingClientRect();
    const rect = canvas.frameDocument!.querySelector(`[data-lp-uid="${uid}"]`)!.getBoundingClientRect();
    const { scale } = canvas.geometry;
    return [
      Math.round(box.left + (rect.left + rect.width / 2) * scale),
      Math.round(box.top + (rect.top + rect.height / 2) * scale),
    ];
  }

  it('Ctrl+D duplicates the node clicked in the canvas', async () => {
    await sendMouse({ type: 'click', position: at('a') });
    expect(mounted.element.store.state.selection).to.equal('a');
    await sendKeys({ down: 'Control' });
    await sendKeys({ press: 'd' });
    await sendKeys({ up: 'Control' });
    expect(kids('c1')).to.deep.equal(['<p>Copy me</p>', '<p>Copy me</p>']);
  });

  it('Ctrl+C then Ctrl+V with another node selected pastes a copy after it', async () => {
    await sendMouse({ type: 'click', position: at('a') });
    await sendKeys({ down: 'Control' });
    await sendKeys({ press: 'c' });
    await sendKeys({ up: 'Control' });
    await sendMouse({ type: 'click', position: at('b') });
    expect(mounted.element.store.state.selection).to.equal('b');
    await sendKeys({ down: 'Control' });
    await sendKeys({ press: 'v' });
    await sendKeys({ up: 'Control' });
    await until(() => kids('c2').length === 2, 3000, 'the pasted block');
    expect(kids('c2')).to.deep.equal(['<p>Target</p>', '<p>Copy me</p>']);
    expect(mounted.element.store.state.selection).to.not.equal('a');
  });

  it('a right click selects the node and opens the menu there; Escape closes it', async () => {
    await sendMouse({ type: 'click', position: at('b'), button: 'right' });
    expect(mounted.element.store.state.selection).to.equal('b');
    const menu = part(mounted.element, 'lp-context-menu')!;
    await until(
      () => menu.hasAttribute('open') || (menu as unknown as { open: boolean }).open === true,
      2000,
      'the menu',
    );
    const items = [...menu.shadowRoot!.querySelectorAll('[role="menuitem"]')];
    expect(items.length).to.be.above(4);
    await sendKeys({ press: 'Escape' });
    await until(() => (menu as unknown as { open: boolean }).open !== true, 2000, 'the menu to close');
  });

  it('Shift+F10 opens the menu on the selected node', async () => {
    await sendMouse({ type: 'click', position: at('a') });
    const menu = part(mounted.element, 'lp-context-menu')!;
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'F10' });
    await sendKeys({ up: 'Shift' });
    await until(() => (menu as unknown as { open: boolean }).open === true, 2000, 'the menu');
    await sendKeys({ press: 'Escape' });
  });
});
