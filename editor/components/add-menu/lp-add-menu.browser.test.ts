/**
 * The add dialog and the blocks panel show one catalog (editor/blocks/catalog.ts): the same
 * layouts, blocks and custom blocks in the same order, under the same `contentBlocks` settings,
 * and the dialog inserts what the panel would, where it would.
 */
import { expect } from 'chai';
import { registry } from '../../../renderer/blocks/registry.ts';
import { page, section, column, text } from '../../../renderer/testing/builders.ts';
import { part, until } from '../../testing/mount.ts';
import { panelKit, type PanelKit } from '../blocks-panel/blocks-panel-test-kit.ts';

const template = () =>
  page(section({ uid: 's1' }, column({ uid: 'c1' }, text('<p>One</p>', { uid: 't1' }))), section({ uid: 's2' }));

const [first, second] = registry
  .withRole('block')
  .filter((kind) => !kind.hostDefined)
  .map((kind) => kind.tagName) as [string, string];

/** A tile's name as a screen reader would take it (a layout tile is a drawing with a label). */
const name = (tile: Element) => tile.getAttribute('aria-label') ?? tile.textContent!.replace(/\s+/g, ' ').trim();

describe('<lp-add-menu>', () => {
  let kit: PanelKit | undefined;
  afterEach(() => kit?.cleanup());

  it('offers what the blocks panel offers, and inserts a layout after the selected section', async () => {
    kit = await panelKit(template(), {
      contentBlocks: { [first]: { hidden: true }, [second]: { disabled: true, disabledBadge: 'Pro' } },
      customBlocks: [{ key: 'promo', name: 'Promo' }],
    });
    const element = kit.mounted.element;
    part(element, 'lp-top-bar', '[data-control="add"]')!.click();
    await until(() => part(element, 'lp-add-menu', '.item') !== null, 5000, 'the add menu');
    const menu = part(element, 'lp-add-menu')!.shadowRoot!;
    const items = [...menu.querySelectorAll<HTMLButtonElement>('.item')];
    expect(items.map((item) => name(item))).to.deep.equal(kit.tiles().map((tile) => name(tile)));
    expect(items.filter((item) => item.disabled).map((item) => item.dataset.add)).to.deep.equal([second]);
    expect(items.map((item) => item.dataset.add)).to.not.include(first);

    element.store.select('t1');
    menu.querySelector<HTMLButtonElement>('[data-add="layout:2-1"]')!.click();
    const sections = element.store.state.doc.children!;
    expect(sections.map((node) => node.uid)).to.deep.equal(['s1', sections[1]!.uid, 's2']);
    expect(sections[1]!.children!.map((child) => child.attributes?.width)).to.deep.equal(['66.67%', '33.33%']);
    expect(element.store.state.selection).to.equal(sections[1]!.uid);
    await until(() => part(element, 'lp-add-menu') === null, 2000, 'the menu to close');
  });

  it('a block added to a page without columns comes in a new section, and is what gets selected', async () => {
    kit = await panelKit(page());
    const element = kit.mounted.element;
    part(element, 'lp-top-bar', '[data-control="add"]')!.click();
    await until(() => part(element, 'lp-add-menu', `[data-add="${second}"]`) !== null, 5000, 'the add menu');
    part(element, 'lp-add-menu', `[data-add="${second}"]`)!.click();
    const added = element.store.state.doc.children![0]!.children![0]!.children![0]!;
    expect(added.tagName).to.equal(second);
    expect(element.store.state.selection).to.equal(added.uid);
  });
});
