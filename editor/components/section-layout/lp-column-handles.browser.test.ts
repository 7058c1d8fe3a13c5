/**
 * The column handles in Chromium, over a mounted editor, with the browser's own mouse (sendMouse:
 * pointer capture and the frame boundary are the browser's): a drag resizes the two columns live,
 * adds up to 100 and is one undo step; Escape during a drag puts the widths back; arrow keys on
 * the focused separator; no handles for a reader, a locked section or stacked columns.
 */
import { expect } from 'chai';
import { resetMouse, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import type { PageDefinition, TemplateNode } from '../../../renderer/index.ts';
import { page, section, column, text } from '../../../renderer/testing/builders.ts';
import { locate } from '../../store/tree.ts';
import { columnWidths } from '../../store/section-layout.ts';
import { mountEditor, until, type Mounted, canvasSettled } from '../../testing/mount.ts';
import { LpColumnHandles } from './lp-column-handles.ts';

const template = (): PageDefinition =>
  page(
    section(
      { uid: 's1', attributes: { 'column-gap': '24px' } },
      column({ uid: 'c1' }, text('<p>Alpha</p>', { uid: 'a' })),
      column({ uid: 'c2' }, text('<p>Beta</p>', { uid: 'b' })),
      column({ uid: 'c3' }, text('<p>Gamma</p>', { uid: 'g' })),
    ),
    section({ uid: 's2' }, column({ uid: 'c4' }, text('<p>Delta</p>', { uid: 'd' }))),
  );

describe('<lp-column-handles>', () => {
  let mounted: Mounted;
  let handles: LpColumnHandles;
  before(() => setViewport({ width: 1320, height: 800 }));
  beforeEach(async () => {
    mounted = await mountEditor();
    await mounted.editor.load(template());
    await canvasSettled(mounted.element);
    store().select('s1');
    handles = new LpColumnHandles();
    const canvas = mounted.element.canvas!;
    handles.canvas = canvas;
    handles.sectionUid = 's1';
    await canvas.updateComplete;
    canvas.renderRoot.querySelector('.overlay')!.append(handles);
    await until(() => grips().length === 2, 5000, 'two handles');
  });
  afterEach(async () => {
    await resetMouse();
    mounted.cleanup();
  });

  const store = () => mounted.element.store;
  const grips = () => [...(handles.shadowRoot?.querySelectorAll<HTMLElement>('[role=separator]') ?? [])];
  const sectionNode = () => locate<TemplateNode>(store().state.doc, 's1')!.node;
  const widths = () => columnWidths(sectionNode()).map((width) => Number.parseFloat(width ?? 'NaN'));
  const total = (values: number[]) => Math.round(values.reduce((sum, value) => sum + value * 100, 0));
  /** The middle of an element, in the page's coordinates (where sendMouse moves). */
  const middle = (element: Element): [number, number] => {
    const rect = element.getBoundingClientRect();
    return [Math.round(rect.left + rect.width / 2), Math.round(rect.top + rect.height / 2)];
  };
  const frameRect = (uid: string) =>
    mounted.element.canvas!.frameDocument!.querySelector(`[data-lp-uid="${uid}"]`)!.getBoundingClientRect();

  it('draws a separator in the gap between each pair of columns', () => {
    const { scale } = mounted.element.canvas!.geometry;
    const overlay = mounted.element.canvas!.renderRoot.querySelector('.overlay')!.getBoundingClientRect();
    const [first] = grips();
    const x = first!.getBoundingClientRect().left + 4 - overlay.left;
    const gapMiddle = ((frameRect('c1').right + frameRect('c2').left) / 2) * scale;
    expect(Math.abs(x - gapMiddle)).to.be.below(1.5);
    expect(first!.getAttribute('aria-valuenow')).to.equal('33.34');
    expect(first!.getAttribute('aria-valuemin')).to.equal('10');
    expect(first!.getAttribute('aria-valuemax')).to.equal('56.67');
  });

  it('a mouse drag resizes the two columns live, adding up to 100, as one undo step', async () => {
    const from = middle(grips()[0]!);
    const c1Before = frameRect('c1').width;
    await sendMouse({ type: 'move', position: from });
    await sendMouse({ type: 'down' });
    for (let step = 1; step <= 6; step++) {
      await sendMouse({ type: 'move', position: [from[0] + step * 15, from[1]] });
      await new Promise((resolve) => setTimeout(resolve, step === 3 ? 700 : 16));
    }
    await until(() => handles.shadowRoot!.querySelector('.tip') !== null, 2000, 'the tooltip');
    const tip = handles.shadowRoot!.querySelector('.tip')!.textContent ?? '';
    const during = widths();
    expect(tip).to.include(`${during[0]}%`).and.include(`${during[1]}%`);
    await sendMouse({ type: 'up' });
    const after = widths();
    expect(after[0]).to.be.above(33.34);
    expect(after[1]).to.be.below(33.33);
    expect(after[2]).to.equal(33.33);
    expect(total(after)).to.equal(10_000);
    expect(store().undoCount, 'one step, even with a pause longer than the merge window').to.equal(1);
    await until(() => frameRect('c1').width > c1Before + 40, 2000, 'the first column to widen in the frame');
    expect(handles.shadowRoot!.querySelector('.tip')?.outerHTML ?? null).to.equal(null);
    store().undo();
    expect(columnWidths(sectionNode())).to.deep.equal([undefined, undefined, undefined]);
  });

  it('Escape during a drag puts the widths back and leaves no step', async () => {
    const from = middle(grips()[1]!);
    await sendMouse({ type: 'move', position: from });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'move', position: [from[0] - 40, from[1]] });
    await sendMouse({ type: 'move', position: [from[0] - 80, from[1]] });
    expect(widths()[1]).to.be.below(33.33);
    await sendKeys({ press: 'Escape' });
    expect(columnWidths(sectionNode())).to.deep.equal([undefined, undefined, undefined]);
    expect(store().undoCount).to.equal(0);
    await sendMouse({ type: 'move', position: [from[0] - 120, from[1]] });
    await sendMouse({ type: 'up' });
    expect(columnWidths(sectionNode()), 'the rest of the drag does nothing').to.deep.equal([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('arrow keys move the focused separator by 1% (Shift: 10%), Home to its limit', async () => {
    const [first] = grips();
    first!.focus();
    await sendKeys({ press: 'ArrowRight' });
    expect(widths()).to.deep.equal([34.34, 32.33, 33.33]);
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'ArrowLeft' });
    await sendKeys({ up: 'Shift' });
    expect(widths()).to.deep.equal([24.34, 42.33, 33.33]);
    await until(() => grips()[0]?.getAttribute('aria-valuenow') === '24.34', 2000, 'the new value');
    expect(handles.shadowRoot!.activeElement, 'focus stays on the handle').to.equal(grips()[0]);
    await sendKeys({ press: 'Home' });
    expect(widths()).to.deep.equal([10, 56.67, 33.33]);
    expect(total(widths())).to.equal(10_000);
  });

  it('shows nothing for a reader, a locked section for an editor, or stacked columns', async () => {
    store().setEditable(false);
    await until(() => grips().length === 0, 2000, 'no handles for a reader');
    store().setEditable(true);
    await until(() => grips().length === 2, 2000, 'handles again');

    await mounted.editor.load(
      page(
        section(
          { uid: 's1', attributes: { locked: true } },
          column({ uid: 'c1' }, text('<p>A</p>')),
          column({ uid: 'c2' }, text('<p>B</p>')),
        ),
      ),
    );
    store().setLocks(true);
    handles.requestUpdate();
    await until(() => grips().length === 0, 2000, 'no handles on a locked section');
    store().setLocks(false);
    handles.requestUpdate();
    await until(() => grips().length === 1, 2000, 'a manager has the handle');

    handles.shell!.setDevice('mobile');
    await until(() => grips().length === 0, 5000, 'no handles on stacked columns');
  });
});
