/**
 * The layers tree as a drop zone of the editor's drags, in the whole editor with the real mouse:
 * a new node dragged from a source outside the canvas (as a blocks panel tile is) over the tree's
 * rows lands where the tree's line or outline says, in one undo step, selected; places that do
 * not take the node show nothing and drop nothing; Escape cancels; a block held over a closed
 * section opens it.
 */
import { expect } from 'chai';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import type { PageDefinition, TemplateNode } from '../../../renderer/index.ts';
import { button, column, page, section, text } from '../../../renderer/testing/builders.ts';
import { locate } from '../../store/tree.ts';
import { mountTemplate, mouseTestHooks, part, until, type Mounted } from '../../testing/mount.ts';
import type { DragPayload } from '../drag/drag-payload.ts';
import { HOVER_OPEN_MS } from './layers-hover-open.ts';
import type { LpLayers } from './lp-layers.ts';

const template = (): PageDefinition =>
  page(
    section(
      { uid: 's1' },
      column({ uid: 'c1' }, text('<p>Alpha</p>', { uid: 'a' }), button('Go', { uid: 'b' })),
      column({ uid: 'c2' }),
    ),
    section({ uid: 's2' }, column({ uid: 'c3' }, text('<p>Gamma</p>', { uid: 'g' }))),
  );

describe('<lp-layers> as a drop zone of the editor’s drags', () => {
  let mounted: Mounted;
  let source: HTMLElement;
  let payload: DragPayload;

  beforeEach(async () => {
    mounted = await mountTemplate(template());
    part(mounted.element, 'lp-side-panel', '[data-tab="layers"]')!.click();
    await until(() => layers()?.shadowRoot?.querySelector('[role=tree]') != null, 3000, 'the layers tree');
    // A drag source outside the canvas, as the blocks panel's tiles are (the same event, the same controller).
    source = document.createElement('button');
    source.textContent = 'Tile';
    source.style.cssText = 'position:fixed;right:4px;bottom:4px;width:80px;height:30px;touch-action:none;z-index:99';
    payload = { type: 'insert', node: button('New', {}), label: 'Button' };
    source.addEventListener('pointerdown', (event) => mounted.element.canvas!.beginDrag(event, payload));
    document.body.append(source);
  });
  mouseTestHooks(() => {
    source.remove();
    mounted.cleanup();
  });

  const store = () => mounted.element.store;
  const layers = () => part<LpLayers>(mounted.element, 'lp-side-panel', 'lp-layers');
  const row = (uid: string) => layers()!.shadowRoot!.querySelector<HTMLElement>(`[role=treeitem][data-uid="${uid}"]`);
  const childUids = (uid: string) =>
    (locate<TemplateNode>(store().state.doc, uid)?.node.children ?? []).map((child) => child.uid);
  const frames = (count: number) =>
    new Promise<void>((resolve) => {
      const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
      step(count);
    });

  /** A point of a row, at a fraction of its height. */
  function at(uid: string, fy = 0.5): [number, number] {
    const box = row(uid)!.getBoundingClientRect();
    return [Math.round(box.left + box.width * 0.6), Math.round(box.top + box.height * fy)];
  }

  async function press(): Promise<[number, number]> {
    const box = source.getBoundingClientRect();
    const from: [number, number] = [Math.round(box.left + 20), Math.round(box.top + 15)];
    await sendMouse({ type: 'move', position: from });
    await sendMouse({ type: 'down' });
    return from;
  }

  async function glide(from: [number, number], to: [number, number]): Promise<void> {
    for (let step = 1; step <= 5; step++)
      await sendMouse({
        type: 'move',
        position: [
          Math.round(from[0] + ((to[0] - from[0]) * step) / 5),
          Math.round(from[1] + ((to[1] - from[1]) * step) / 5),
        ],
      });
    await frames(3);
  }

  it('drops a new block into an empty column under the outline: one undo step, selected, its row shown', async () => {
    await glide(await press(), at('c2'));
    expect(row('c2')!.classList.contains('drop-inside')).to.equal(true);
    await sendMouse({ type: 'up' });
    expect(childUids('c2')).to.have.length(1);
    const added = locate<TemplateNode>(store().state.doc, childUids('c2')[0]!)!.node;
    expect(added.tagName).to.equal('button');
    expect(store().undoCount).to.equal(1);
    expect(store().state.selection).to.equal(added.uid);
    await until(() => row(added.uid!)?.getAttribute('aria-selected') === 'true', 3000, 'the new row selected');
    expect(layers()!.shadowRoot!.querySelector('.drop-inside, .indicator')?.outerHTML ?? null).to.equal(null);
    store().undo();
    expect(childUids('c2')).to.deep.equal([]);
  });

  it('drops between blocks at the line, and a section between sections', async () => {
    await glide(await press(), at('a', 0.85));
    expect(layers()!.shadowRoot!.querySelector('.indicator')?.outerHTML ?? null).to.not.equal(null);
    await sendMouse({ type: 'up' });
    expect(childUids('c1')).to.have.length(3);
    expect(childUids('c1')[0]).to.equal('a');
    expect(locate<TemplateNode>(store().state.doc, childUids('c1')[1]!)!.node.tagName).to.equal('button');

    payload = { type: 'insert', node: section({}, column({})), label: 'Section' };
    await glide(await press(), at('s2', 0.1));
    await sendMouse({ type: 'up' });
    const sections = store().state.doc.children!;
    expect(sections.map((node) => node.uid)).to.have.length(3);
    expect([sections[0]!.uid, sections[2]!.uid]).to.deep.equal(['s1', 's2']);
  });

  it('shows nothing and drops nothing where the node does not fit; Escape cancels', async () => {
    payload = { type: 'insert', node: column({}), label: 'Column' };
    // A column over the middle of a text row: no place there takes a column.
    await glide(await press(), at('a', 0.5));
    expect(layers()!.shadowRoot!.querySelector('.drop-inside, .indicator')?.outerHTML ?? null).to.equal(null);
    await sendMouse({ type: 'up' });
    expect(childUids('c1')).to.deep.equal(['a', 'b']);
    expect(store().undoCount).to.equal(0);

    payload = { type: 'insert', node: button('New', {}), label: 'Button' };
    await glide(await press(), at('c2'));
    expect(row('c2')!.classList.contains('drop-inside')).to.equal(true);
    await sendKeys({ press: 'Escape' });
    await frames(2);
    expect(row('c2')!.classList.contains('drop-inside')).to.equal(false);
    await sendMouse({ type: 'up' });
    expect(childUids('c2')).to.deep.equal([]);
    expect(store().undoCount).to.equal(0);
  });

  it('opens a closed section the new block rests on, and drops into its column', async () => {
    // Closed by a click on its chevron.
    const toggle = row('s2')!.querySelector<HTMLElement>('.toggle')!;
    const box = toggle.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(box.left + 5), Math.round(box.top + 5)] });
    await until(() => row('g') === null, 2000, 's2 closed');
    await glide(await press(), at('s2'));
    await new Promise((resolve) => setTimeout(resolve, HOVER_OPEN_MS + 100));
    await until(() => row('c3') !== null, 2000, 's2 opened');
    await glide(at('s2'), at('g', 0.85));
    await sendMouse({ type: 'up' });
    expect(childUids('c3')).to.have.length(2);
    expect(childUids('c3')[0]).to.equal('g');
  });
});
