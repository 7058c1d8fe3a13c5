/**
 * Drag and drop on the canvas in Chromium, with real pointer input (sendMouse drives the browser's
 * own mouse, so pointer capture, the frame boundary and the trailing click are the browser's):
 * moving blocks between columns and sections, reordering sections, dropping new nodes from a
 * source outside the canvas (as the blocks panel does), the indicator, Escape, refused targets,
 * one undo step per drop, and the announcement.
 */
import { expect } from 'chai';
import { resetMouse, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import type { PageDefinition, TemplateNode } from '../../../renderer/index.ts';
import { page, section, column, text, button } from '../../../renderer/testing/builders.ts';
import { locate } from '../../store/tree.ts';
import { mountEditor, part, until, type Mounted, canvasSettled } from '../../testing/mount.ts';
import type { DragPayload } from './drag-payload.ts';

const template = (): PageDefinition =>
  page(
    section(
      { uid: 's1' },
      column({ uid: 'c1' }, text('<p>Alpha block with some text</p>', { uid: 'a' }), button('Go', { uid: 'b' })),
      column({ uid: 'c2' }, text('<p>Beta</p>', { uid: 'beta' })),
    ),
    section(
      { uid: 's2', attributes: { padding: '48px 16px' } },
      column({ uid: 'c3' }, text('<p>Gamma</p>', { uid: 'g' })),
    ),
  );

describe('drag and drop on the canvas', () => {
  let mounted: Mounted;
  // The whole editor (1280 px) inside the window, so every point sendMouse goes to is on screen.
  before(() => setViewport({ width: 1320, height: 800 }));
  beforeEach(async () => {
    mounted = await mountEditor();
    await mounted.editor.load(template());
    await canvasSettled(mounted.element);
  });

  afterEach(async () => {
    await resetMouse();
    mounted.cleanup();
  });

  const store = () => mounted.element.store;
  const frame = () => mounted.element.canvas!.frameDocument!;
  const childUids = (uid: string) =>
    locate<TemplateNode>(store().state.doc, uid)!.node.children!.map((child) => child.uid);

  /** A point of a frame element in the page's coordinates (where sendMouse moves), at fractions of its box. */
  function at(uid: string, fx = 0.5, fy = 0.5): [number, number] {
    const canvas = mounted.element.canvas!;
    const box = canvas.frameElement!.getBoundingClientRect();
    const { scale } = canvas.geometry;
    const rect = frame().querySelector(`[data-lp-uid="${uid}"]`)!.getBoundingClientRect();
    return [
      Math.round(box.left + (rect.left + rect.width * fx) * scale),
      Math.round(box.top + (rect.top + rect.height * fy) * scale),
    ];
  }

  /** Moves the pressed mouse to a point in a few steps, as a hand would, then waits for the frame's search. */
  async function glide(from: [number, number], to: [number, number]): Promise<void> {
    for (let step = 1; step <= 4; step++) {
      const x = Math.round(from[0] + ((to[0] - from[0]) * step) / 4);
      const y = Math.round(from[1] + ((to[1] - from[1]) * step) / 4);
      await sendMouse({ type: 'move', position: [x, y] });
    }
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }

  async function drag(from: [number, number], to: [number, number]): Promise<void> {
    await sendMouse({ type: 'move', position: from });
    await sendMouse({ type: 'down' });
    await glide(from, to);
    await sendMouse({ type: 'up' });
  }

  it('moves a block into another column at the gap under the pointer: one undo step, selected, announced', async () => {
    await drag(at('a'), at('beta', 0.5, 0.9));
    expect(childUids('c1')).to.deep.equal(['b']);
    expect(childUids('c2')).to.deep.equal(['beta', 'a']);
    expect(store().state.selection).to.equal('a');
    expect(store().undoCount).to.equal(1);
    await until(
      () => /position 2 of 2/.test(part(mounted.element, 'lp-canvas', '.announcer')?.textContent ?? ''),
      2000,
      'the announcement',
    );
    store().undo();
    expect(childUids('c1')).to.deep.equal(['a', 'b']);
  });

  it('shows a line indicator while dragging over a column, and nothing is dropped on Escape', async () => {
    const from = at('a');
    await sendMouse({ type: 'move', position: from });
    await sendMouse({ type: 'down' });
    await glide(from, at('g', 0.5, 0.1));
    const indicator = part(mounted.element, 'lp-canvas', '.drop.line');
    expect(indicator?.outerHTML ?? null).to.not.equal(null);
    expect(part(mounted.element, 'lp-canvas', '.ghost')?.textContent).to.match(/Text/);
    await sendKeys({ press: 'Escape' });
    await sendMouse({ type: 'up' });
    expect(childUids('c1')).to.deep.equal(['a', 'b']);
    expect(store().undoCount).to.equal(0);
    expect(part(mounted.element, 'lp-canvas', '.drop')?.outerHTML ?? null).to.equal(null);
  });

  it('a selected section is dragged by its content and reorders the sections; the trailing click selects nothing else', async () => {
    store().select('s2');
    await mounted.element.canvas!.updateComplete;
    await drag(at('g'), at('a', 0.5, 0.05));
    expect(store().state.doc.children!.map((node) => node.uid)).to.deep.equal(['s2', 's1']);
    expect(store().state.selection).to.equal('s2');
  });

  it('a plain click still selects (no drag below the threshold)', async () => {
    const point = at('beta');
    await sendMouse({ type: 'click', position: point });
    expect(store().state.selection).to.equal('beta');
    expect(store().undoCount).to.equal(0);
  });

  it('drops a new block from a source outside the canvas, and a block on an empty page comes in a section', async () => {
    const source = document.createElement('button');
    source.textContent = 'Button block';
    source.style.cssText = 'position:fixed;left:4px;top:4px;width:80px;height:30px;touch-action:none;z-index:99';
    let payload: DragPayload = { type: 'insert', node: button('New', {}), label: 'Button' };
    source.addEventListener('pointerdown', (event) => mounted.element.canvas!.beginDrag(event, payload));
    document.body.append(source);
    try {
      await drag([40, 18], at('beta', 0.5, 0.1));
      expect(childUids('c2')).to.have.length(2);
      const added = locate<TemplateNode>(store().state.doc, childUids('c2')[0]!)!.node;
      expect(added.tagName).to.equal('button');
      expect(store().state.selection).to.equal(added.uid);

      await mounted.editor.load(page());
      await canvasSettled(mounted.element);
      payload = { type: 'insert', node: text('<p>Fresh</p>'), label: 'Text' };
      const box = mounted.element.canvas!.frameElement!.getBoundingClientRect();
      await drag([40, 18], [Math.round(box.left + box.width / 2), Math.round(box.top + 80)]);
      const [added2] = store().state.doc.children!;
      expect(added2?.tagName).to.equal('section');
      expect(JSON.stringify(added2)).to.include('Fresh');
    } finally {
      source.remove();
    }
  });

  it('refuses a section dropped into a column: it lands between sections instead, never inside', async () => {
    store().select('s1');
    await mounted.element.canvas!.updateComplete;
    await drag(at('beta'), at('g', 0.5, 0.9));
    // The section goes after s2 (the page is the innermost holder of a section under the pointer).
    expect(store().state.doc.children!.map((node) => node.uid)).to.deep.equal(['s2', 's1']);
    expect(childUids('c3')).to.deep.equal(['g']);
  });

  it('does nothing for a reader', async () => {
    store().setEditable(false);
    await drag(at('a'), at('beta', 0.5, 0.9));
    expect(childUids('c1')).to.deep.equal(['a', 'b']);
  });

  it('drags from the node toolbar’s grip: with the mouse, and with a finger (touch pointer events)', async () => {
    store().select('a');
    const grip = () => part(mounted.element, 'lp-canvas', '.toolbar [data-action="drag"]');
    await until(() => grip() !== null, 3000, 'the grip');
    const rect = grip()!.getBoundingClientRect();
    await drag([Math.round(rect.left + rect.width / 2), Math.round(rect.top + rect.height / 2)], at('beta', 0.5, 0.9));
    expect(childUids('c2')).to.deep.equal(['beta', 'a']);

    // A finger: the grip takes touch itself (touch-action: none), so the browser does not scroll.
    store().select('b');
    await until(() => grip() !== null && getComputedStyle(grip()!).touchAction === 'none', 3000, 'the grip for b');
    const handle = grip()!;
    const start = handle.getBoundingClientRect();
    const [x0, y0] = [start.left + start.width / 2, start.top + start.height / 2];
    const [x1, y1] = at('g', 0.5, 0.9);
    const touch = (type: string, x: number, y: number) =>
      handle.dispatchEvent(
        new PointerEvent(type, {
          pointerId: 7,
          pointerType: 'touch',
          isPrimary: true,
          button: type === 'pointermove' ? -1 : 0,
          clientX: x,
          clientY: y,
          bubbles: true,
          composed: true,
          cancelable: true,
        }),
      );
    touch('pointerdown', x0, y0);
    for (let step = 1; step <= 6; step++) {
      touch('pointermove', x0 + ((x1 - x0) * step) / 6, y0 + ((y1 - y0) * step) / 6);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    touch('pointerup', x1, y1);
    expect(childUids('c3')).to.deep.equal(['g', 'b']);
  });
});
