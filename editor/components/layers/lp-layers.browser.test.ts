/**
 * `<lp-layers>` in Chromium over a real store: the ARIA tree and its keys, the selection both
 * ways, hover highlighting, dragging with real mouse input (sendMouse), hidden and locked rows,
 * a reader's tree, and virtualization on a 2,000-block page (with its render time printed).
 */
import { expect } from 'chai';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import type { PageDefinition, TemplateNode } from '../../../renderer/index.ts';
import { button, column, image, page, section, text } from '../../../renderer/testing/builders.ts';
import { locate } from '../../store/tree.ts';
import { layersMemory } from './layers-memory.ts';
import { mountLayers, type LayersKit } from './layers-test-kit.ts';
import { mouseTestHooks } from '../../testing/mount.ts';

const doc = (): PageDefinition =>
  page(
    section(
      { uid: 's1' },
      column({ uid: 'c1' }, text('<p>Hello <b>big</b> world</p>', { uid: 't1' }), button('Buy now', { uid: 'b1' })),
      column({ uid: 'c2' }),
    ),
    section(
      { uid: 's2', xsAttributes: { hidden: true } },
      column(
        { uid: 'c3', attributes: { locked: true } },
        image('/a.png', { uid: 'i1', attributes: { alt: 'A red car' } }),
      ),
    ),
  );

// The English texts of notes/i18n/helper-layers.json, until the catalogs carry them.
const TEXTS = {
  'layers.title': 'Layers',
  'layers.moved': 'Moved {name} to position {position} of {count}',
  'layers.movedInto': 'Moved {name} into {parent}, position {position} of {count}',
  'layers.hiddenOn': 'Hidden on {device}',
  'layers.showOn': 'Show on {device}',
  'layers.locked': 'Locked',
};

const uids = (kit: LayersKit) => kit.rows().map((row) => row.dataset.uid);
const childUids = (kit: LayersKit, uid: string) =>
  (locate<TemplateNode>(kit.store.state.doc, uid)?.node.children ?? []).map((child) => child.uid);

/** The middle of an element, in the viewport's pixels (where sendMouse points). */
function centre(element: Element, dy = 0.5): [number, number] {
  const box = element.getBoundingClientRect();
  return [Math.round(box.left + box.width / 2), Math.round(box.top + box.height * dy)];
}

async function altPress(key: string): Promise<void> {
  await sendKeys({ down: 'Alt' });
  await sendKeys({ press: key });
  await sendKeys({ up: 'Alt' });
}

async function move(kit: LayersKit, [x, y]: [number, number]): Promise<void> {
  await sendMouse({ type: 'move', position: [x, y] });
  await kit.settle();
}

describe('<lp-layers>', () => {
  let kit: LayersKit | undefined;
  // The runner's own window: the tree is mounted alone, in a host of its own size.
  mouseTestHooks(() => {
    kit?.cleanup();
    kit = undefined;
  }, null);

  it('is an ARIA tree of treeitems with level, position, expansion and selection, and one tab stop', async () => {
    kit = await mountLayers(doc(), { texts: TEXTS });
    const tree = kit.tree();
    expect(tree.getAttribute('aria-label')).to.equal('Layers');
    expect(tree.tabIndex).to.equal(0);
    expect(uids(kit)).to.deep.equal(['s1', 'c1', 't1', 'b1', 'c2', 's2', 'c3', 'i1']);
    const t1 = kit.row('t1')!;
    expect([
      t1.getAttribute('aria-level'),
      t1.getAttribute('aria-posinset'),
      t1.getAttribute('aria-setsize'),
    ]).to.deep.equal(['3', '1', '2']);
    expect(t1.getAttribute('aria-label')).to.equal('Text: Hello big world');
    expect(kit.row('i1')!.getAttribute('aria-label')).to.equal('Image: A red car');
    expect(kit.row('s1')!.getAttribute('aria-expanded')).to.equal('true');
    expect(kit.row('c2')!.hasAttribute('aria-expanded')).to.equal(false);
    expect(kit.rows().every((row) => row.getAttribute('aria-selected') === 'false')).to.equal(true);
    // Nothing inside the tree is a tab stop of its own (no hidden row on desktop, so no buttons).
    expect(kit.root().querySelectorAll('[tabindex="0"]').length).to.equal(1);
    expect(kit.root().querySelector('[aria-live]')?.getAttribute('role')).to.equal('status');
  });

  it("draws a row's label whole in height, descenders included, also when an ellipsis cuts it short", async () => {
    kit = await mountLayers(doc(), { texts: TEXTS });
    const label = kit.rows()[2]!.querySelector<HTMLElement>('.label')!;
    expect(label.textContent).to.include('big');
    // The label clips at its line box (overflow hidden for the ellipsis): that box holds the glyphs' descent.
    const size = Number.parseFloat(getComputedStyle(label).fontSize);
    expect(label.getBoundingClientRect().height).to.be.at.least(size * 1.25);
  });

  it('syncs the selection both ways: a click selects, a selection made elsewhere opens, marks and scrolls to its row', async () => {
    kit = await mountLayers(doc(), { texts: TEXTS });
    kit.row('b1')!.click();
    expect(kit.store.state.selection).to.equal('b1');
    await kit.settle();
    expect(kit.row('b1')!.getAttribute('aria-selected')).to.equal('true');
    expect(kit.layers.shadowRoot!.activeElement).to.equal(kit.tree());
    // Closed by hand, then selected from the canvas: the path opens again.
    kit.row('s2')!.querySelector<HTMLElement>('.toggle')!.click();
    await kit.settle();
    expect(kit.row('i1')?.outerHTML ?? null).to.equal(null);
    kit.store.select('i1');
    await kit.settle();
    expect(kit.row('i1')!.getAttribute('aria-selected')).to.equal('true');
    expect(kit.row('b1')!.getAttribute('aria-selected')).to.equal('false');
    expect(kit.tree().getAttribute('aria-activedescendant')).to.equal(kit.row('i1')!.id);
  });

  it('moves the focus, opens, closes and selects by keyboard; Alt+Down moves the node and says so', async () => {
    kit = await mountLayers(doc(), { texts: TEXTS });
    kit.tree().focus();
    await kit.settle();
    const active = () =>
      kit!.root().getElementById(kit!.tree().getAttribute('aria-activedescendant') ?? '')?.dataset.uid;
    expect(active()).to.equal('s1');
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    await kit.settle();
    expect(active()).to.equal('t1');
    await sendKeys({ press: 'ArrowLeft' });
    await kit.settle();
    expect(active()).to.equal('c1');
    await sendKeys({ press: 'ArrowLeft' });
    await kit.settle();
    expect(kit.row('c1')!.getAttribute('aria-expanded')).to.equal('false');
    expect(kit.row('t1')?.outerHTML ?? null).to.equal(null);
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    await kit.settle();
    expect(active()).to.equal('t1');
    await sendKeys({ press: 'Enter' });
    expect(kit.store.state.selection).to.equal('t1');
    await sendKeys({ press: 'End' });
    await kit.settle();
    expect(active()).to.equal('i1');
    await sendKeys({ press: 'Home' });
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    await altPress('ArrowDown');
    await kit.settle();
    expect(childUids(kit, 'c1')).to.deep.equal(['b1', 't1']);
    expect(kit.store.undoCount).to.equal(1);
    expect(active()).to.equal('t1');
    expect(kit.root().querySelector('[aria-live]')!.textContent).to.equal('Moved Text to position 2 of 2');
    await altPress('ArrowUp');
    await kit.settle();
    expect(childUids(kit, 'c1')).to.deep.equal(['t1', 'b1']);
  });

  it('trades Left and Right in a right-to-left UI', async () => {
    kit = await mountLayers(doc(), { texts: TEXTS, language: 'ar' });
    expect(kit.tree().getAttribute('dir')).to.equal('rtl');
    kit.tree().focus();
    await sendKeys({ press: 'ArrowRight' });
    await kit.settle();
    expect(kit.row('s1')!.getAttribute('aria-expanded')).to.equal('false');
    await sendKeys({ press: 'ArrowLeft' });
    await kit.settle();
    expect(kit.row('s1')!.getAttribute('aria-expanded')).to.equal('true');
  });

  it('asks the canvas to outline the node under the pointer, and nothing once it leaves', async () => {
    kit = await mountLayers(doc(), { texts: TEXTS });
    const seen: (string | null)[] = [];
    document.addEventListener('lp-highlight', (event) =>
      seen.push((event as CustomEvent<{ uid: string | null }>).detail.uid),
    );
    await move(kit, centre(kit.row('t1')!));
    await move(kit, centre(kit.row('b1')!));
    const box = kit.host.getBoundingClientRect();
    await move(kit, [Math.round(box.right + 40), Math.round(box.top + 10)]);
    expect(seen).to.deep.equal(['t1', 'b1', null]);
  });

  it('drags a block into another column with the mouse: one move, one undo step', async () => {
    kit = await mountLayers(doc(), { texts: TEXTS });
    await move(kit, centre(kit.row('t1')!));
    await sendMouse({ type: 'down' });
    await move(kit, centre(kit.row('t1')!, 0.9));
    expect(kit.row('t1')!.classList.contains('dragged')).to.equal(true);
    await move(kit, centre(kit.row('c2')!));
    expect(kit.row('c2')!.classList.contains('drop-inside')).to.equal(true);
    await sendMouse({ type: 'up' });
    await kit.settle();
    expect(childUids(kit, 'c1')).to.deep.equal(['b1']);
    expect(childUids(kit, 'c2')).to.deep.equal(['t1']);
    expect(kit.store.undoCount).to.equal(1);
    expect(kit.store.state.selection).to.equal('t1');
    expect(kit.root().querySelector('[aria-live]')!.textContent).to.equal('Moved Text into Column, position 1 of 1');
    kit.store.undo();
    expect(childUids(kit, 'c1')).to.deep.equal(['t1', 'b1']);
  });

  it('drags between rows with a line, and refuses places that do not hold the kind', async () => {
    kit = await mountLayers(doc(), { texts: TEXTS });
    await move(kit, centre(kit.row('i1')!));
    await sendMouse({ type: 'down' });
    // The upper part of the first section's row: the page holds no image, nothing is offered.
    await move(kit, centre(kit.row('s1')!, 0.1));
    expect(kit.root().querySelector('.indicator')?.outerHTML ?? null).to.equal(null);
    // The lower part of the button's row: after it, in the first column.
    await move(kit, centre(kit.row('b1')!, 0.9));
    expect(kit.root().querySelector('.indicator')).to.not.equal(null);
    await sendMouse({ type: 'up' });
    await kit.settle();
    expect(childUids(kit, 'c1')).to.deep.equal(['t1', 'b1', 'i1']);
  });

  it('cancels a drag with Escape: nothing moves, the selection stays', async () => {
    kit = await mountLayers(doc(), { texts: TEXTS });
    kit.store.select('b1');
    await kit.settle();
    await move(kit, centre(kit.row('t1')!));
    await sendMouse({ type: 'down' });
    await move(kit, centre(kit.row('c2')!));
    expect(kit.row('c2')!.classList.contains('drop-inside')).to.equal(true);
    await sendKeys({ press: 'Escape' });
    await kit.settle();
    expect(kit.row('c2')!.classList.contains('drop-inside')).to.equal(false);
    await sendMouse({ type: 'up' });
    await kit.settle();
    expect(childUids(kit, 'c1')).to.deep.equal(['t1', 'b1']);
    expect(kit.store.undoCount).to.equal(0);
    expect(kit.store.state.selection).to.equal('b1');
  });

  it('drags by touch after a press held still; a quick swipe is a scroll, not a drag', async () => {
    kit = await mountLayers(doc(), { texts: TEXTS });
    const touch = (type: string, target: EventTarget, [x, y]: [number, number]) =>
      target.dispatchEvent(
        new PointerEvent(type, {
          pointerType: 'touch',
          pointerId: 7,
          isPrimary: true,
          button: type === 'pointermove' ? -1 : 0,
          clientX: x,
          clientY: y,
          bubbles: true,
          composed: true,
        }),
      );
    // A swipe: the finger moves at once.
    touch('pointerdown', kit.row('t1')!, centre(kit.row('t1')!));
    touch('pointermove', kit.row('t1')!, centre(kit.row('c2')!));
    await kit.settle();
    expect(kit.root().querySelector('.drop-inside')?.outerHTML ?? null).to.equal(null);
    touch('pointerup', kit.row('c2')!, centre(kit.row('c2')!));
    // A press held still, then moved: a drag.
    touch('pointerdown', kit.row('t1')!, centre(kit.row('t1')!));
    await new Promise((resolve) => setTimeout(resolve, 500));
    await kit.settle();
    expect(kit.row('t1')!.classList.contains('dragged')).to.equal(true);
    touch('pointermove', kit.row('t1')!, centre(kit.row('c2')!));
    await kit.settle();
    expect(kit.row('c2')!.classList.contains('drop-inside')).to.equal(true);
    touch('pointerup', kit.row('c2')!, centre(kit.row('c2')!));
    await kit.settle();
    expect(childUids(kit, 'c2')).to.deep.equal(['t1']);
  });

  it('scrolls the tree while a drag is held near its bottom edge', async () => {
    const sections = Array.from({ length: 10 }, (_, s) =>
      section(
        { uid: `s${s}` },
        column(
          { uid: `c${s}` },
          ...Array.from({ length: 5 }, (_, b) => text(`<p>${s}.${b}</p>`, { uid: `b${s}-${b}` })),
        ),
      ),
    );
    kit = await mountLayers(page(...sections), { texts: TEXTS, height: 300 });
    await move(kit, centre(kit.row('b0-0')!));
    await sendMouse({ type: 'down' });
    await move(kit, centre(kit.row('b0-1')!));
    const view = kit.tree().getBoundingClientRect();
    await move(kit, [Math.round(view.left + 100), Math.round(view.bottom - 4)]);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(kit.tree().scrollTop).to.be.greaterThan(50);
    await sendKeys({ press: 'Escape' });
    await sendMouse({ type: 'up' });
    await kit.settle();
    expect(kit.store.undoCount).to.equal(0);
  });

  it('opens a closed row the dragged node rests on after a moment, and the drop follows into it', async () => {
    kit = await mountLayers(doc(), { texts: TEXTS });
    kit.row('c1')!.querySelector<HTMLElement>('.toggle')!.click();
    await kit.settle();
    expect(kit.row('t1')?.outerHTML ?? null).to.equal(null);
    await move(kit, centre(kit.row('i1')!));
    await sendMouse({ type: 'down' });
    await move(kit, centre(kit.row('i1')!, 0.1));
    // A short rest on the closed column, then away: it stays closed.
    await move(kit, centre(kit.row('c1')!, 0.85));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await move(kit, centre(kit.row('s1')!, 0.5));
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(kit.row('c1')!.getAttribute('aria-expanded')).to.equal('false');
    // Over the lower part of the closed column no place takes an image: no line.
    await move(kit, centre(kit.row('c1')!, 0.85));
    expect(kit.root().querySelector('.indicator')?.outerHTML ?? null).to.equal(null);
    // Resting there opens it, and without a move the line moves to the gap before its first block.
    await new Promise((resolve) => setTimeout(resolve, 700));
    await kit.settle();
    expect(kit.row('c1')!.getAttribute('aria-expanded')).to.equal('true');
    const line = kit.root().querySelector<HTMLElement>('.indicator');
    expect(line?.getBoundingClientRect().top).to.be.closeTo(kit.row('t1')!.getBoundingClientRect().top, 2);
    await sendMouse({ type: 'up' });
    await kit.settle();
    expect(childUids(kit, 'c1')).to.deep.equal(['i1', 't1', 'b1']);
    expect(kit.store.undoCount).to.equal(1);
  });

  it('keeps its open and closed rows and where it was scrolled when its tab is closed and opened again', async () => {
    const sections = Array.from({ length: 10 }, (_, s) =>
      section(
        { uid: `s${s}` },
        column(
          { uid: `c${s}` },
          ...Array.from({ length: 5 }, (_, b) => text(`<p>${s}.${b}</p>`, { uid: `b${s}-${b}` })),
        ),
      ),
    );
    kit = await mountLayers(page(...sections), { texts: TEXTS, height: 300 });
    kit.row('s0')!.querySelector<HTMLElement>('.toggle')!.click();
    await kit.settle();
    kit.tree().scrollTop = 200;
    await new Promise((resolve) => kit!.tree().addEventListener('scroll', resolve, { once: true }));
    await kit.settle();
    // The rows around the view (the focused row, s0, is kept rendered out of view only while focused).
    const shown = uids(kit).filter((uid) => uid !== 's0');
    const model = layersMemory(kit.store, 0).rows;
    const built = model.built;
    await kit.reopen();
    // The rows were kept: not one was built again.
    expect([model.built, model.walks]).to.deep.equal([built, 1]);
    expect(kit.tree().scrollTop).to.equal(200);
    expect(uids(kit)).to.deep.equal(shown);
    kit.tree().scrollTop = 0;
    await new Promise((resolve) => kit!.tree().addEventListener('scroll', resolve, { once: true }));
    await kit.settle();
    expect(kit.row('s0')!.getAttribute('aria-expanded')).to.equal('false');
    expect(kit.row('c0')?.outerHTML ?? null).to.equal(null);
  });

  it('dims rows hidden on the device shown, names the device, and shows them there; marks locked rows', async () => {
    kit = await mountLayers(doc(), { texts: TEXTS });
    const s2 = () => kit!.row('s2')!;
    expect(s2().classList.contains('dimmed')).to.equal(false);
    expect(s2().getAttribute('aria-label')).to.equal('Section, Hidden on Mobile');
    expect(kit.row('c3')!.getAttribute('aria-label')).to.equal('Column, Locked');
    expect(kit.row('c3')!.querySelector('.lock')).to.not.equal(null);
    await kit.setDevice('mobile');
    expect(s2().classList.contains('dimmed')).to.equal(true);
    expect(s2().querySelector('.badge')!.textContent).to.equal('Mobile');
    expect(kit.row('i1')!.classList.contains('dimmed')).to.equal(true);
    const reveal = s2().querySelector<HTMLButtonElement>('button.reveal')!;
    expect(reveal.getAttribute('aria-label')).to.equal('Show on Mobile');
    reveal.click();
    await kit.settle();
    const node = locate<TemplateNode>(kit.store.state.doc, 's2')!.node;
    // Hidden at this level only: the value is cleared, not overridden.
    expect(node.xsAttributes).to.deep.equal({});
    expect(s2().classList.contains('dimmed')).to.equal(false);
    expect(s2().querySelector('button.reveal')?.outerHTML ?? null).to.equal(null);
  });

  it('lets a reader select but neither drag nor show hidden nodes', async () => {
    kit = await mountLayers(doc(), { texts: TEXTS, editable: false, device: 'mobile' });
    expect(kit.row('s2')!.querySelector('button.reveal')?.outerHTML ?? null).to.equal(null);
    await move(kit, centre(kit.row('t1')!));
    await sendMouse({ type: 'down' });
    await move(kit, centre(kit.row('c2')!));
    expect(kit.root().querySelector('.drop-inside')?.outerHTML ?? null).to.equal(null);
    await sendMouse({ type: 'up' });
    await kit.settle();
    expect(childUids(kit, 'c1')).to.deep.equal(['t1', 'b1']);
    kit.row('b1')!.click();
    expect(kit.store.state.selection).to.equal('b1');
  });

  it('renders only the rows in view of a 2,000-block page, and reaches a far selection', async () => {
    const sections = Array.from({ length: 100 }, (_, s) =>
      section(
        { uid: `s${s}` },
        column(
          { uid: `c${s}` },
          ...Array.from({ length: 20 }, (_, b) => text(`<p>Block ${s}.${b} of the page</p>`, { uid: `b${s}-${b}` })),
        ),
      ),
    );
    kit = await mountLayers(page(section({ uid: 'first' })), { texts: TEXTS, height: 600 });
    // The store's own work (freezing, uids) first, then the tree's: flattening (labels read for
    // the first time) and rendering the rows in view.
    const started = performance.now();
    kit.store.load(page(...sections));
    const loaded = performance.now();
    await kit.layers.updateComplete;
    const rendered = kit.rows().length;
    const renderTime = performance.now() - loaded;
    const storeTime = loaded - started;
    expect(rendered).to.be.lessThan(100);
    expect(rendered).to.be.greaterThan(600 / 28 - 1);
    const sizer = kit.root().querySelector<HTMLElement>('.sizer')!;
    expect(sizer.getBoundingClientRect().height).to.equal(100 * 22 * 28);
    // The last rows still say where they are among their siblings. Reaching them builds no row.
    const model = layersMemory(kit.store, 0).rows;
    const built = model.built;
    kit.store.select('b99-19');
    await kit.settle();
    expect(model.built).to.equal(built);
    const last = kit.row('b99-19')!;
    expect([
      last.getAttribute('aria-level'),
      last.getAttribute('aria-posinset'),
      last.getAttribute('aria-setsize'),
    ]).to.deep.equal(['3', '20', '20']);
    const box = last.getBoundingClientRect();
    const view = kit.tree().getBoundingClientRect();
    expect(box.top >= view.top && box.bottom <= view.bottom).to.equal(true);
    expect(kit.rows().length).to.be.lessThan(100);
    // A re-render after an edit of one block (a typed letter in the canvas).
    const edit = performance.now();
    kit.store.select('b50-3');
    await kit.layers.updateComplete;
    const selectTime = performance.now() - edit;
    // Scrolling half way: a new window of rows.
    const scroll = performance.now();
    kit.tree().scrollTop = 1100 * 28;
    await new Promise((resolve) => kit!.tree().addEventListener('scroll', resolve, { once: true }));
    await kit.layers.updateComplete;
    const scrollTime = performance.now() - scroll;
    expect(kit.row('b50-0')).to.not.equal(null);
    console.log(
      `lp-layers, 2,000 blocks (2,200 rows): ${rendered} rows rendered; first render ${renderTime.toFixed(1)} ms (after the store's load, ${storeTime.toFixed(1)} ms); a far selection ${selectTime.toFixed(1)} ms; a scroll ${scrollTime.toFixed(1)} ms`,
    );
  });
});
