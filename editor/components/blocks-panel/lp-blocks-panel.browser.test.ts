/**
 * The blocks panel over a real editor (service, store, translator): clicking or pressing Enter
 * on a tile inserts after the selection and selects the new node, hidden blocks are absent,
 * disabled ones explain themselves and insert nothing, custom blocks ask the host's dialog,
 * layouts insert sections with their column widths, a press hands the drag controller
 * `lp-drag-start`, arrow keys move between tiles, the filter narrows and says when nothing
 * matches, and a reader's panel inserts nothing.
 */
import { expect } from 'chai';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import { pointOf } from '../../testing/pointer.ts';
import { registry } from '../../../renderer/blocks/registry.ts';
import { page, section, column, text } from '../../../renderer/testing/builders.ts';
import type { TemplateNode } from '../../../renderer/index.ts';
import { until } from '../../testing/mount.ts';
import { panelKit, type PanelKit } from './blocks-panel-test-kit.ts';
import type { DragStartDetail } from '../drag/drag-payload.ts';

const template = () =>
  page(
    section({ uid: 's1' }, column({ uid: 'c1' }, text('<p>One</p>', { uid: 't1' }), text('<p>Two</p>', { uid: 't2' }))),
    section({ uid: 's2' }, column({ uid: 'c2' }, text('<p>Three</p>', { uid: 't3' }))),
  );

const plain = registry
  .withRole('block')
  .filter((kind) => !kind.hostDefined)
  .map((kind) => kind.tagName);
const hostTag = registry.withRole('block').find((kind) => kind.hostDefined)!.tagName;
const [first, second, third] = plain as [string, string, string];

const doc = (kit: PanelKit) => kit.mounted.element.store.state.doc;
const selection = (kit: PanelKit) => kit.mounted.element.store.state.selection;
const children = (kit: PanelKit, uid: string): readonly TemplateNode[] => {
  const walk = (nodes: readonly TemplateNode[] | undefined): TemplateNode | undefined => {
    for (const node of nodes ?? []) {
      if (node.uid === uid) return node;
      const found = walk(node.children);
      if (found) return found;
    }
    return undefined;
  };
  return walk(doc(kit).children)?.children ?? [];
};

describe('<lp-blocks-panel>', () => {
  let kit: PanelKit | undefined;
  afterEach(async () => {
    // A test that fails with the button held must not leave it held for the next file.
    await resetMouse();
    kit?.cleanup();
  });

  it('a click on a block inserts it after the selected block and selects it', async () => {
    kit = await panelKit(template());
    kit.mounted.element.store.select('t1');
    kit.tile(`block:${first}`)!.click();
    const column = children(kit, 'c1');
    expect(column.map((node) => node.tagName)).to.deep.equal([text('').tagName, first, text('').tagName]);
    expect(selection(kit)).to.equal(column[1]!.uid);
    // One undo step takes it away.
    kit.mounted.element.store.undo();
    expect(children(kit, 'c1')).to.have.length(2);
  });

  it('Enter on a focused tile inserts it (at the end of the last column without a selection)', async () => {
    kit = await panelKit(template());
    kit.tile(`block:${second}`)!.focus();
    await sendKeys({ press: 'Enter' });
    const column = children(kit, 'c2');
    expect(column.map((node) => node.tagName)).to.deep.equal([text('').tagName, second]);
    expect(selection(kit)).to.equal(column[1]!.uid);
    await until(() => kit!.$('.visually-hidden[role="status"]')!.textContent!.trim() !== '', 2000, 'the announcement');
  });

  it('lists every block kind with its icon, leaves hidden ones out and shows disabled ones with their badge and text', async () => {
    kit = await panelKit(template(), {
      contentBlocks: {
        [first]: { hidden: true },
        [second]: { disabled: true, disabledText: 'Upgrade to use it', disabledBadge: 'Pro' },
      },
    });
    const ids = kit.tiles('.block').map((tile) => tile.dataset.entry);
    expect(ids).to.deep.equal([...plain.filter((tag) => tag !== first), hostTag].map((tag) => `block:${tag}`));
    for (const tile of kit.tiles('.block')) expect(tile.querySelector('svg')?.outerHTML ?? null).to.not.equal(null);
    expect(kit.tile(`block:${first}`)?.outerHTML ?? null).to.equal(null);

    const disabled = kit.tile(`block:${second}`)!;
    expect(disabled.getAttribute('aria-disabled')).to.equal('true');
    expect(disabled.getAttribute('aria-description')).to.equal('Upgrade to use it');
    expect(disabled.title).to.equal('Upgrade to use it');
    expect(disabled.querySelector('.badge')?.textContent).to.equal('Pro');
    // Still reachable by keyboard (its explanation is read), but it inserts nothing.
    disabled.focus();
    expect(kit.panel.shadowRoot!.activeElement === disabled, 'the disabled tile takes the focus').to.equal(true);
    const before = doc(kit);
    let drags = 0;
    kit.host.addEventListener('lp-drag-start', () => drags++);
    disabled.click();
    await sendKeys({ press: 'Enter' });
    const [x, y] = pointOf(disabled);
    await sendMouse({ type: 'move', position: [x, y] });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'up' });
    expect(doc(kit)).to.equal(before);
    expect(drags).to.equal(0);
    // An enabled tile has no description nor badge.
    const enabled = kit.tile(`block:${third}`)!;
    expect([enabled.getAttribute('aria-disabled'), enabled.getAttribute('aria-description')]).to.deep.equal([
      null,
      null,
    ]);
  });

  it('lists the custom blocks; adding one inserts the host-defined block and asks the host for its content', async () => {
    kit = await panelKit(template(), {
      customBlocks: [
        { key: 'promo', name: 'Promo banner', content: '<p>Sale</p>' },
        { key: 'countdown', name: 'Countdown' },
      ],
    });
    expect(kit.tiles('.block').map((tile) => tile.dataset.entry)).to.not.include(`block:${hostTag}`);
    const custom = kit.$('[data-group="custom"]')!;
    expect([...custom.querySelectorAll('.tile')].map((tile) => tile.textContent!.trim())).to.deep.equal([
      'Promo banner',
      'Countdown',
    ]);
    kit.mounted.element.store.select('t2');
    kit.tile('custom:promo')!.click();
    const inserted = children(kit, 'c1')[2]!;
    expect(inserted).to.deep.include({ tagName: hostTag, customKey: 'promo', content: '<p>Sale</p>' });
    expect(selection(kit)).to.equal(inserted.uid);
    const [call] = kit.mounted.named('onOpenCustomBlockDialog');
    expect((call!.args[0] as { block: TemplateNode }).block).to.deep.include({ uid: inserted.uid, customKey: 'promo' });
  });

  it('layouts insert a section after the selected one, with the column widths they draw', async () => {
    kit = await panelKit(template());
    const layouts = kit.tiles('.layout').map((tile) => tile.dataset.entry);
    expect(layouts).to.have.length(6);
    // The drawing: each column as wide as its share.
    const drawn = [...kit.tile('layout:1-2')!.querySelectorAll('.layout-thumb rect')].map(
      (span) => span.getBoundingClientRect().width,
    );
    expect(drawn[1]! / drawn[0]!).to.be.closeTo(2, 0.25);

    kit.mounted.element.store.select('t1');
    kit.tile('layout:1-2')!.click();
    const sections = doc(kit).children!;
    const added = sections[1]!;
    expect(sections.map((node) => node.uid)).to.deep.equal(['s1', added.uid, 's2']);
    expect(selection(kit)).to.equal(added.uid);
    expect(added.children!.map((child) => child.attributes?.width)).to.deep.equal(['33.33%', '66.67%']);

    kit.tile('layout:1-1-1-1')!.click();
    const four = doc(kit).children![2]!;
    expect(four.children!.map((child) => child.attributes?.width)).to.deep.equal([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('a press on a tile fires lp-drag-start with the pointer event and what to insert, and the click still inserts', async () => {
    kit = await panelKit(template(), { customBlocks: [{ key: 'promo', name: 'Promo', content: '<b>x</b>' }] });
    const events: CustomEvent<DragStartDetail>[] = [];
    const origins: EventTarget[] = [];
    /** What an insert drag drops (a move would carry a uid). */
    const inserted = (index: number) => {
      const payload = events[index]!.detail.payload;
      if (payload.type !== 'insert') throw new Error('not an insert');
      return payload.node;
    };
    const listener = (event: Event) => {
      events.push(event as CustomEvent<DragStartDetail>);
      origins.push(event.composedPath()[0]!);
    };
    document.addEventListener('lp-drag-start', listener);
    try {
      const tile = kit.tile(`block:${third}`)!;
      // In view and laid out before the mouse aims at it.
      tile.scrollIntoView({ block: 'center' });
      await new Promise(requestAnimationFrame);
      const [x, y] = pointOf(tile);
      await sendMouse({ type: 'move', position: [x, y] });
      await sendMouse({ type: 'down' });
      expect(events).to.have.length(1);
      const [event] = events;
      expect(origins[0] === tile, 'fired from the tile').to.equal(true);
      expect(event!.detail.event instanceof PointerEvent, 'a PointerEvent').to.equal(true);
      expect(event!.detail.event.type).to.equal('pointerdown');
      expect(event!.detail.event.defaultPrevented).to.equal(false);
      expect(event!.detail.payload).to.deep.equal({
        type: 'insert',
        node: { tagName: third, ...structuredClone(registry.get(third)!.starter) },
        label: tile.textContent!.trim(),
      });
      await sendMouse({ type: 'up' });
      expect(children(kit, 'c2').map((node) => node.tagName)).to.deep.equal([text('').tagName, third]);

      // A layout drags its section; a custom block its host-defined block.
      kit.tile('layout:2-1')!.dispatchEvent(
        new PointerEvent('pointerdown', {
          bubbles: true,
          composed: true,
          button: 0,
          isPrimary: true,
          pointerType: 'touch',
        }),
      );
      const layout = inserted(1);
      expect(layout.children!.map((child) => child.attributes?.width)).to.deep.equal(['66.67%', '33.33%']);
      kit.tile('custom:promo')!.dispatchEvent(
        new PointerEvent('pointerdown', {
          bubbles: true,
          composed: true,
          button: 0,
          isPrimary: true,
          pointerType: 'pen',
        }),
      );
      expect(inserted(2)).to.deep.equal({
        tagName: hostTag,
        customKey: 'promo',
        content: '<b>x</b>',
      });
      // Not for another button.
      kit
        .tile('layout:2-1')!
        .dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true, button: 2, isPrimary: true }));
      expect(events).to.have.length(3);
      // Touch and pen drags move the block, not the panel.
      expect(getComputedStyle(tile).touchAction).to.equal('none');
      expect(getComputedStyle(tile).userSelect).to.equal('none');
    } finally {
      document.removeEventListener('lp-drag-start', listener);
    }
  });

  it('arrow keys move the focus between tiles (one tab stop per group), mirrored right to left', async () => {
    for (const dir of ['ltr', 'rtl'] as const) {
      kit = await panelKit(template(), {}, { dir });
      const blocks = kit.tiles('.block');
      expect(blocks.filter((tile) => tile.tabIndex === 0)).to.have.length(1);
      blocks[0]!.focus();
      const active = () => (kit!.panel.shadowRoot!.activeElement as HTMLElement | null)?.dataset.entry;
      await sendKeys({ press: dir === 'ltr' ? 'ArrowRight' : 'ArrowLeft' });
      expect(active(), dir).to.equal(blocks[1]!.dataset.entry);
      await sendKeys({ press: 'ArrowDown' });
      expect(active(), dir).to.equal(blocks[4]!.dataset.entry);
      await sendKeys({ press: 'ArrowUp' });
      expect(active(), dir).to.equal(blocks[1]!.dataset.entry);
      await sendKeys({ press: 'End' });
      expect(active(), dir).to.equal(blocks.at(-1)!.dataset.entry);
      await sendKeys({ press: 'Home' });
      expect(active(), dir).to.equal(blocks[0]!.dataset.entry);
      await sendKeys({ press: dir === 'ltr' ? 'ArrowLeft' : 'ArrowRight' });
      expect(active(), `${dir}: stays at the first`).to.equal(blocks[0]!.dataset.entry);
      // The tile last focused is the group's tab stop.
      await sendKeys({ press: 'End' });
      await kit.settle();
      expect(
        kit
          .tiles('.block')
          .filter((tile) => tile.tabIndex === 0)
          .map((tile) => tile.dataset.entry),
      ).to.deep.equal([blocks.at(-1)!.dataset.entry]);
      // Tab leaves the group (the next group or out of the panel), not to the next tile.
      // Shift+Tab from the group goes back to the layouts' tab stop, not to the previous tile.
      await sendKeys({ down: 'Shift' });
      await sendKeys({ press: 'Tab' });
      await sendKeys({ up: 'Shift' });
      expect(active()).to.equal('layout:1');
      kit.cleanup();
      kit = undefined;
    }
  });

  it('the filter narrows the tiles, says when nothing matches, and Escape clears it', async () => {
    kit = await panelKit(template());
    const input = kit.$<HTMLInputElement>('input[type="search"]')!;
    expect(input.getAttribute('aria-label')).to.not.equal(null);
    input.focus();
    const label = kit.tile(`block:${third}`)!.textContent!.trim();
    await sendKeys({ type: label });
    await kit.settle();
    expect(kit.tiles().map((tile) => tile.dataset.entry)).to.include(`block:${third}`);
    expect(kit.tiles('.layout')).to.have.length(0);
    expect(kit.$('.empty')!.classList.contains('shown')).to.equal(false);
    // ArrowDown goes from the field to the tiles.
    await sendKeys({ press: 'ArrowDown' });
    expect((kit.panel.shadowRoot!.activeElement as HTMLElement).dataset.entry).to.equal(kit.tiles()[0]!.dataset.entry);
    input.focus();
    await sendKeys({ type: 'zzqx' });
    await kit.settle();
    expect(kit.tiles()).to.have.length(0);
    expect(kit.$('.empty')!.classList.contains('shown')).to.equal(true);
    expect(kit.$('.empty')!.getAttribute('role')).to.equal('status');
    // (Its words are a new key, not in the catalogs until merged: only that it says something.)
    expect(kit.$('.empty')!.textContent!.trim()).to.not.equal('');
    await sendKeys({ press: 'Escape' });
    await kit.settle();
    expect(input.value).to.equal('');
    expect(kit.tiles().length).to.be.greaterThan(plain.length);
  });

  it("a reader's panel shows every tile disabled and inserts nothing", async () => {
    kit = await panelKit(template(), { role: 'reader' });
    await kit.settle();
    const tiles = kit.tiles();
    expect(tiles.length).to.be.greaterThan(plain.length);
    expect(tiles.every((tile) => tile.getAttribute('aria-disabled') === 'true')).to.equal(true);
    let drags = 0;
    kit.host.addEventListener('lp-drag-start', () => drags++);
    const before = doc(kit);
    for (const tile of tiles) {
      tile.dispatchEvent(
        new PointerEvent('pointerdown', { bubbles: true, composed: true, button: 0, isPrimary: true }),
      );
      tile.click();
    }
    expect(doc(kit)).to.equal(before);
    expect(drags).to.equal(0);
  });

  it('fits 240 to 320 px: three tiles a row, nothing wider than the panel, and it scrolls vertically', async () => {
    kit = await panelKit(template(), {
      customBlocks: [{ key: 'long', name: 'A custom block with a very long name indeed' }],
    });
    for (const width of [240, 280, 320]) {
      kit.host.style.width = `${width}px`;
      kit.host.style.height = '400px';
      await kit.settle();
      const panelBox = kit.panel.getBoundingClientRect();
      expect(Math.round(panelBox.width)).to.equal(width);
      const rows = new Set(
        kit
          .tiles('.block')
          .slice(0, 3)
          .map((tile) => Math.round(tile.getBoundingClientRect().top)),
      );
      expect(rows.size, `${width}: three a row`).to.equal(1);
      for (const tile of kit.tiles()) {
        const box = tile.getBoundingClientRect();
        expect(box.left >= panelBox.left && box.right <= panelBox.right, `${width}: ${tile.dataset.entry}`).to.equal(
          true,
        );
      }
      const scroll = kit.$('.scroll')!;
      expect(scroll.scrollHeight).to.be.greaterThan(scroll.clientHeight);
      expect(scroll.scrollWidth).to.equal(scroll.clientWidth);
    }
  });
});
