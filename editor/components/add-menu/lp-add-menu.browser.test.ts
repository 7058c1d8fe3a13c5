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
import { blockCatalog } from '../../blocks/catalog.ts';
import type { ShellElement } from '../shell-element.ts';

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

  it('draws each layout with the same thumbnail as the blocks panel, as wide as its columns', async () => {
    kit = await panelKit(template());
    const element = kit.mounted.element;
    part(element, 'lp-top-bar', '[data-control="add"]')!.click();
    await until(() => part(element, 'lp-add-menu', '.item') !== null, 5000, 'the add menu');
    const menu = part(element, 'lp-add-menu')!.shadowRoot!;
    // The dialog focuses its first item as it opens: no item lit up, as no tile of the panel is.
    (menu.activeElement as HTMLElement | null)?.blur();
    const shell = part<ShellElement>(element, 'lp-top-bar')!.shell!;
    const layouts = blockCatalog(shell.t, shell.options).layouts;
    const inPanel = kit.tiles('.layout').map((tile) => tile.querySelector('svg')!);
    const inMenu = [...menu.querySelectorAll('.item')]
      .slice(0, layouts.length)
      .map((item) => item.querySelector('svg')!);
    expect(inPanel).to.have.length(6);
    expect(inMenu).to.have.length(6);
    /** What a thumbnail draws: its markup, its size on screen and each column's colours. */
    const drawing = (thumb: SVGSVGElement) => ({
      markup: thumb.outerHTML.replace(/<!--[^>]*-->/g, ''),
      size: [thumb.getBoundingClientRect().width, thumb.getBoundingClientRect().height].map(Math.round),
      columns: [...thumb.querySelectorAll('rect')].map((rect) => {
        const style = getComputedStyle(rect);
        return [style.fill, style.stroke, style.strokeWidth].join(' ');
      }),
    });
    layouts.forEach((layout, index) => {
      const panel = drawing(inPanel[index]!);
      expect(drawing(inMenu[index]!), layout.id).to.deep.equal(panel);
      expect(panel.size[0], `${layout.id}: a tile's width`).to.be.within(56, 64);
      // Each column as wide as its share of the row (the gaps between them aside).
      const drawn = [...inPanel[index]!.querySelectorAll('rect')].map((rect) => rect.width.baseVal.value + 1);
      const shares = layout.widths.map((width) => Number.parseFloat(width));
      const room = drawn.reduce((sum, width) => sum + width, 0);
      const total = shares.reduce((sum, share) => sum + share, 0);
      for (const [column, width] of drawn.entries())
        expect(width / room, `${layout.id}, column ${column + 1}`).to.be.closeTo(shares[column]! / total, 0.01);
    });
  });
});
