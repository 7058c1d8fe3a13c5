/**
 * `<lp-context-menu>` inside a mounted editor (its shell from `<lp-editor>`'s context): the items
 * and their disabled states from the commands' dry runs (first and last block, a column's left and
 * right, a reader who can only copy), the keyboard (focus on the first item, ↓ ↑ wrapping, Home,
 * End, Enter runs, a disabled item does nothing, Escape closes and gives the focus back), a press
 * outside, and where it opens: after the point, flipped inside the editor, mirrored in RTL.
 */
import { expect } from 'chai';
import { column, page, section, text } from '../../../renderer/testing/builders.ts';
import type { TemplateNode } from '../../../renderer/index.ts';
import { locate } from '../../store/tree.ts';
import { mountEditor, until, type Mounted } from '../../testing/mount.ts';
import { tagOf } from '../define-element.ts';
import { LpContextMenu } from './lp-context-menu.ts';

const template = () =>
  page(
    section(
      { uid: 's1' },
      column({ uid: 'c1' }, text('<p>Alpha</p>', { uid: 'a' }), text('<p>Beta</p>', { uid: 'b' })),
      column({ uid: 'c2' }, text('<p>Gamma</p>', { uid: 'g' })),
    ),
  );

describe('<lp-context-menu>', () => {
  let mounted: Mounted;
  let menu: LpContextMenu;
  let before: HTMLButtonElement;

  async function setup(config: Parameters<typeof mountEditor>[0] = {}) {
    mounted = await mountEditor(config);
    await mounted.editor.load(template());
    const root = mounted.element.shadowRoot!.querySelector('.root')!;
    // Something focused before the menu opens, for Escape to give the focus back to.
    before = document.createElement('button');
    before.textContent = 'before';
    // In view: focusing a button below the editor's fold would scroll its root.
    before.style.cssText = 'position: absolute; top: 0; left: 0;';
    root.append(before);
    menu = document.createElement(tagOf(LpContextMenu)) as LpContextMenu;
    root.append(menu);
    await until(() => menu.shell !== undefined, 5000, 'the shell');
  }
  afterEach(() => mounted.cleanup());

  async function open(uid: string, x = 100, y = 100) {
    before.focus();
    menu.show(x, y, uid);
    await menu.updateComplete;
  }
  const items = () => [...menu.shadowRoot!.querySelectorAll<HTMLButtonElement>('[role="menuitem"]')];
  const state = () =>
    Object.fromEntries(items().map((item) => [item.dataset.action, item.getAttribute('aria-disabled') === 'false']));
  const focused = () => (menu.shadowRoot!.activeElement as HTMLElement | null)?.dataset.action;
  const key = (name: string) =>
    menu.shadowRoot!.activeElement!.dispatchEvent(
      new KeyboardEvent('keydown', { key: name, bubbles: true, composed: true, cancelable: true }),
    );

  it('is a menu of menu items, each with its shortcut, disabled where the command would not apply', async () => {
    await setup();
    await open('a');
    expect(menu.shadowRoot!.querySelector('[role="menu"]')).to.not.equal(null);
    expect(items().map((item) => item.dataset.action)).to.deep.equal([
      'copy',
      'cut',
      'paste',
      'duplicate',
      'delete',
      'parent',
      'up',
      'down',
    ]);
    expect(state()).to.deep.equal({
      copy: true,
      cut: true,
      paste: true,
      duplicate: true,
      delete: true,
      parent: true,
      up: false,
      down: true,
    });
    const copy = items()[0]!;
    expect(copy.querySelector('.shortcut')?.textContent).to.match(/^(⌘C|Ctrl\+C)$/);
    expect(copy.getAttribute('aria-keyshortcuts')).to.match(/^(Meta\+C|Control\+C)$/);
    expect(menu.shadowRoot!.querySelectorAll('[role="separator"]')).to.have.length(1);
    await open('b');
    expect(state()).to.include({ up: true, down: false });
  });

  it('offers a column left and right, and a reader only Copy', async () => {
    await setup();
    await open('c1');
    const labels = items().map((item) => item.querySelector('.label')!.textContent);
    expect(labels.slice(-2)).to.deep.equal(['Move left', 'Move right']);
    expect(state()).to.include({ up: false, down: true });
    menu.hide();
    mounted.element.store.setEditable(false);
    await open('a');
    expect(state()).to.deep.equal({
      copy: true,
      cut: false,
      paste: false,
      duplicate: false,
      delete: false,
      parent: false,
      up: false,
      down: false,
    });
  });

  it('moves by keyboard: first item focused, ↓ ↑ wrap, Home, End; Enter runs the item and closes', async () => {
    await setup();
    const closed: Event[] = [];
    menu.addEventListener('close', (event) => closed.push(event));
    await open('a');
    expect(focused()).to.equal('copy');
    key('ArrowUp');
    expect(focused()).to.equal('down');
    key('ArrowDown');
    expect(focused()).to.equal('copy');
    key('ArrowDown');
    expect(focused()).to.equal('cut');
    key('End');
    expect(focused()).to.equal('down');
    key('Home');
    expect(focused()).to.equal('copy');
    for (let i = 0; i < 3; i++) key('ArrowDown');
    expect(focused()).to.equal('duplicate');
    // Enter on a button is its click.
    (menu.shadowRoot!.activeElement as HTMLElement).click();
    await menu.updateComplete;
    expect(menu.open).to.equal(false);
    expect(closed).to.have.length(1);
    expect(locate<TemplateNode>(mounted.element.store.state.doc, 'c1')!.node.children).to.have.length(3);
    expect(document.activeElement === before || mounted.element.shadowRoot!.activeElement === before).to.equal(true);
  });

  it('a disabled item does nothing and keeps the menu open', async () => {
    await setup();
    await open('a');
    const doc = mounted.element.store.state.doc;
    items()
      .find((item) => item.dataset.action === 'up')!
      .click();
    await menu.updateComplete;
    expect(menu.open).to.equal(true);
    expect(mounted.element.store.state.doc).to.equal(doc);
  });

  it('Escape closes and gives the focus back, without clearing the selection; a press outside closes', async () => {
    await setup();
    mounted.element.store.select('a');
    await open('a');
    key('Escape');
    await menu.updateComplete;
    expect(menu.open).to.equal(false);
    expect(mounted.element.shadowRoot!.activeElement).to.equal(before);
    expect(mounted.element.store.state.selection).to.equal('a');
    await open('a');
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    await menu.updateComplete;
    expect(menu.open).to.equal(false);
  });

  it('runs Select parent and Move down from the menu', async () => {
    await setup();
    await open('a');
    items()
      .find((item) => item.dataset.action === 'parent')!
      .click();
    expect(mounted.element.store.state.selection).to.equal('c1');
    await open('a');
    items()
      .find((item) => item.dataset.action === 'down')!
      .click();
    expect(locate<TemplateNode>(mounted.element.store.state.doc, 'c1')!.node.children!.map((n) => n.uid)).to.deep.equal(
      ['b', 'a'],
    );
  });

  it('opens after the point and flips to stay inside the editor', async () => {
    await setup();
    const placed = () => menu.shadowRoot!.querySelector('.menu')!.getBoundingClientRect();
    await open('a', 100, 100);
    // Measured open: closed, the host is not displayed.
    const box = menu.getBoundingClientRect();
    expect(box.width).to.be.above(600);
    expect(placed().left - box.left).to.equal(100);
    expect(placed().top - box.top).to.equal(100);
    await open('a', box.width - 10, box.height - 10);
    // Measured again: focusing the item may scroll the test page (smaller than the editor).
    const now = menu.getBoundingClientRect();
    expect(placed().right).to.be.closeTo(now.left + box.width - 10, 1);
    expect(placed().bottom).to.be.closeTo(now.top + box.height - 10, 1);
  });

  it('opens to the left of the point in a right-to-left UI', async () => {
    await setup({ language: 'ar' });
    const placed = () => menu.shadowRoot!.querySelector('.menu')!.getBoundingClientRect();
    await open('a', 600, 100);
    const box = menu.getBoundingClientRect();
    expect(placed().right - box.left).to.be.closeTo(600, 1);
    await open('a', 20, 100);
    expect(placed().left - box.left).to.be.closeTo(20, 1);
  });
});
