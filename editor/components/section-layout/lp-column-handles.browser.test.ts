/**
 * The column handles in Chromium, over a mounted editor, with the browser's own mouse (sendMouse:
 * pointer capture and the frame boundary are the browser's): a drag resizes the two columns live,
 * adds up to 100 and is one undo step; Escape during a drag puts the widths back and leaves both
 * history stacks as they were; arrow keys on the focused separator, announced in %; columns that
 * wrap get a handle per line; a right-to-left page mirrors; no handles for a reader, a locked
 * section or stacked columns.
 */
import { expect } from 'chai';
import { resetMouse, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import type { PageDefinition, TemplateNode } from '../../../renderer/index.ts';
import { page, section, column, text } from '../../../renderer/testing/builders.ts';
import { locate } from '../../store/tree.ts';
import { columnWidths, setColumnWidths } from '../../store/section-layout.ts';
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
    expect(store().redoCount, 'no step to redo either').to.equal(0);
    expect(store().unsaved).to.equal(false);
    await sendMouse({ type: 'move', position: [from[0] - 120, from[1]] });
    await sendMouse({ type: 'up' });
    expect(columnWidths(sectionNode()), 'the rest of the drag does nothing').to.deep.equal([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('a cancelled drag leaves both history stacks as they were: the step to undo and the step to redo', async () => {
    // One step to undo (on the other section) and one to redo (on this one).
    expect(store().run(setColumnWidths('s2', ['50%']))).to.equal(true);
    expect(store().run(setColumnWidths('s1', ['50%', '25%', '25%'], { group: 'before' }))).to.equal(true);
    store().undo();
    const before = { undo: store().undoCount, redo: store().redoCount, top: store().lastStep };
    expect(before.undo).to.equal(1);
    expect(before.redo).to.equal(1);
    const from = middle(grips()[0]!);
    await sendMouse({ type: 'move', position: from });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'move', position: [from[0] + 40, from[1]] });
    await sendMouse({ type: 'move', position: [from[0] + 80, from[1]] });
    expect(widths()[0], 'the drag shows at once').to.be.above(34);
    await sendKeys({ press: 'Escape' });
    await sendMouse({ type: 'up' });
    expect(columnWidths(sectionNode())).to.deep.equal([undefined, undefined, undefined]);
    expect(store().undoCount, 'undo stack').to.equal(before.undo);
    expect(store().redoCount, 'redo stack').to.equal(before.redo);
    expect(store().lastStep, 'the same step on top').to.equal(before.top);
    expect(store().unsaved, 'the document as loaded but for the step on s2').to.equal(true);
    expect(store().redo(), 'the step undone before the drag is still there').to.equal(true);
    expect(columnWidths(sectionNode())).to.deep.equal(['50%', '25%', '25%']);
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
    await sendKeys({ press: 'End' });
    expect(widths()).to.deep.equal([56.67, 10, 33.33]);
  });

  it('announces the value in % of the row, and keys pressed in a run are one undo step', async () => {
    const [first] = grips();
    first!.focus();
    for (let press = 0; press < 3; press++) await sendKeys({ press: 'ArrowRight' });
    await until(() => grips()[0]?.getAttribute('aria-valuenow') === '36.34', 2000, 'the new value');
    expect(grips()[0]!.getAttribute('aria-valuetext')).to.equal('36.34% and 30.33%');
    expect(grips()[0]!.getAttribute('aria-valuemax')).to.equal('56.67');
    expect(store().undoCount).to.equal(1);
    store().undo();
    expect(columnWidths(sectionNode())).to.deep.equal([undefined, undefined, undefined]);
  });

  it('columns that wrap two and two (tablet): a handle on each line, none across, and each line its own 100%', async () => {
    await mounted.editor.load(
      page(
        section(
          { uid: 's1', attributes: { 'column-gap': '24px' } },
          ...[1, 2, 3, 4].map((n) =>
            column({ uid: `c${n}`, mdAttributes: { width: '50%' } }, text(`<p>Column ${n}</p>`)),
          ),
        ),
      ),
    );
    handles.shell!.setDevice('tablet');
    await canvasSettled(mounted.element);
    await until(
      () =>
        grips()
          .map((grip) => grip.dataset.index)
          .join() === '0,2',
      5000,
      'a handle on each line',
    );
    expect(frameRect('c3').top, 'wrapped').to.be.at.least(frameRect('c1').bottom - 1);
    const { scale } = mounted.element.canvas!.geometry;
    const overlay = mounted.element.canvas!.renderRoot.querySelector('.overlay')!.getBoundingClientRect();
    const [upper, lower] = grips().map((grip) => grip.getBoundingClientRect());
    for (const [grip, a, b] of [
      [upper!, 'c1', 'c2'],
      [lower!, 'c3', 'c4'],
    ] as const) {
      const gapMiddle = ((frameRect(a).right + frameRect(b).left) / 2) * scale;
      expect(Math.abs(grip.left + 4 - overlay.left - gapMiddle), a).to.be.below(1.5);
      expect(Math.abs(grip.top - overlay.top - frameRect(a).top * scale), a).to.be.below(1.5);
    }
    expect(upper!.bottom, 'the two never overlap').to.be.at.most(lower!.top);
    expect(grips()[0]!.getAttribute('aria-valuenow')).to.equal('50');
    expect(grips()[0]!.getAttribute('aria-valuemax')).to.equal('90');

    const from = middle(grips()[0]!);
    await sendMouse({ type: 'move', position: from });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'move', position: [from[0] + 30, from[1]] });
    await sendMouse({ type: 'move', position: [from[0] + 60, from[1]] });
    await sendMouse({ type: 'up' });
    const md = () => columnWidths(sectionNode(), 'md').map((width) => Number.parseFloat(width ?? 'NaN'));
    const [one, two, three, four] = md();
    expect(one).to.be.above(55);
    expect(Math.round((one! + two!) * 100)).to.equal(10_000);
    expect([three, four]).to.deep.equal([50, 50]);
    expect(columnWidths(sectionNode()), 'desktop untouched').to.deep.equal([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    await until(() => frameRect('c1').width > frameRect('c2').width + 40, 2000, 'the frame to follow');
    expect(frameRect('c3').top, 'still two lines').to.be.at.least(frameRect('c1').bottom - 1);

    grips()[1]!.focus();
    await sendKeys({ press: 'ArrowLeft' });
    expect(md().slice(2)).to.deep.equal([49, 51]);
    expect(store().undoCount).to.equal(2);

    // More columns than fit one line: the one that wraps alone has no handle.
    await mounted.editor.load(
      page(
        section(
          { uid: 's1' },
          ...[1, 2, 3].map((n) => column({ uid: `c${n}`, attributes: { width: '50%' } }, text(`<p>${n}</p>`))),
        ),
      ),
    );
    handles.shell!.setDevice('desktop');
    await canvasSettled(mounted.element);
    await until(
      () =>
        grips()
          .map((grip) => grip.dataset.index)
          .join() === '0',
      5000,
      'one handle, on the first line',
    );
  });

  it('a right-to-left page: the first column on the right; a drag or Right to the right narrows it', async () => {
    await mounted.editor.load({ ...template(), settings: { dir: 'rtl' } } as PageDefinition);
    await canvasSettled(mounted.element);
    await until(() => grips().length === 2 && frameRect('c1').left > frameRect('c2').left, 5000, 'rtl columns');
    const from = middle(grips()[0]!);
    await sendMouse({ type: 'move', position: from });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'move', position: [from[0] + 40, from[1]] });
    await sendMouse({ type: 'move', position: [from[0] + 80, from[1]] });
    await until(() => handles.shadowRoot!.querySelector('.tip') !== null, 2000, 'the tooltip');
    const during = widths();
    expect(during[0], 'the right-hand (first) column narrows').to.be.below(33.34);
    expect(during[1]).to.be.above(33.33);
    expect(handles.shadowRoot!.querySelector('.tip')!.textContent, 'read left to right').to.equal(
      `${during[1]}% | ${during[0]}%`,
    );
    await sendMouse({ type: 'up' });
    await until(() => grips()[0]?.getAttribute('aria-valuenow') === String(during[0]), 2000, 'the value');
    grips()[0]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    expect(widths()[0]).to.equal(Math.round((during[0]! - 1) * 100) / 100);
    await sendKeys({ press: 'ArrowLeft' });
    await sendKeys({ press: 'ArrowLeft' });
    expect(widths()[0]).to.equal(Math.round((during[0]! + 1) * 100) / 100);
  });

  it('a right-to-left editor over a left-to-right page: physical, as the page lays the columns out', async () => {
    mounted.host.dir = 'rtl';
    await canvasSettled(mounted.element);
    await until(() => grips().length === 2, 5000, 'handles');
    expect(frameRect('c1').left).to.be.below(frameRect('c2').left);
    const overlay = mounted.element.canvas!.renderRoot.querySelector('.overlay')!.getBoundingClientRect();
    const { scale } = mounted.element.canvas!.geometry;
    const gapMiddle = ((frameRect('c1').right + frameRect('c2').left) / 2) * scale;
    expect(Math.abs(grips()[0]!.getBoundingClientRect().left + 4 - overlay.left - gapMiddle)).to.be.below(1.5);
    const from = middle(grips()[0]!);
    await sendMouse({ type: 'move', position: from });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'move', position: [from[0] + 60, from[1]] });
    await sendMouse({ type: 'up' });
    expect(widths()[0], 'the left-hand (first) column widens').to.be.above(34);
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
