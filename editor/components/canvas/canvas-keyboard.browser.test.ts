/**
 * The canvas's nodes reached with the keyboard alone (the browser's own keys, no layers tree):
 * Tab reaches the canvas's frame; there the arrows walk the page's tree (↑ ↓ siblings, ← the
 * parent, → the first child, mirrored on a right-to-left page), Enter goes into a container and
 * edits a text, Escape goes out to the parent and on a section clears the selection. Each step
 * scrolls the node into view and the live region names it by its label and place. The canvas is
 * ringed while the keyboard brought the focus to it.
 */
import { expect } from 'chai';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import type { PageDefinition } from '../../../renderer/index.ts';
import { column, page, section, text } from '../../../renderer/testing/builders.ts';
import { mountTemplate, mouseTestHooks, part, until, type Mounted } from '../../testing/mount.ts';

/** Twelve sections, each a column with a text and a second, taller one: more than the canvas shows. */
const template = (): PageDefinition =>
  page(
    ...Array.from({ length: 12 }, (_, i) =>
      section(
        { uid: `s${i}` },
        column(
          { uid: `c${i}` },
          text(`<p>Opening words of section ${i}</p>`, { uid: `t${i}` }),
          text('<p>More</p><p>and more</p><p>text</p>', { uid: `m${i}` }),
        ),
      ),
    ),
  );

describe('canvas keyboard navigation', () => {
  let mounted: Mounted;
  mouseTestHooks(() => mounted.cleanup());

  const load = async (doc: PageDefinition) => {
    mounted = await mountTemplate(doc);
  };
  const selection = () => mounted.element.store.state.selection;
  const frameDoc = () => mounted.element.canvas!.frameDocument!;
  const said = () => part(mounted.element, 'lp-canvas', '.announcer')?.textContent?.trim() ?? '';
  const press = async (key: string) => {
    await sendKeys({ press: key });
  };
  /** Tab, as a user would, until the canvas's frame holds the focus. */
  const tabToCanvas = async () => {
    for (let i = 0; i < 40 && !frameDoc().hasFocus(); i++) await press('Tab');
    expect(frameDoc().hasFocus(), 'Tab reaches the canvas').to.equal(true);
  };
  /** Node `uid` lies inside the frame's view. */
  const inView = (uid: string) => {
    const rect = frameDoc().querySelector(`[data-lp-uid="${uid}"]`)!.getBoundingClientRect();
    return rect.top >= 0 && rect.bottom <= frameDoc().defaultView!.innerHeight;
  };

  it('Tab reaches the canvas; arrows walk siblings, into the first child and out to the parent, each named', async () => {
    await load(template());
    await tabToCanvas();
    expect(selection()).to.equal(null);
    await press('ArrowDown');
    expect(selection(), 'nothing selected: the first section').to.equal('s0');
    await until(() => said() === 'Section selected, in the page, position 1 of 12', 2000, 'the section named');
    await press('ArrowRight');
    expect(selection()).to.equal('c0');
    await press('ArrowRight');
    expect(selection()).to.equal('t0');
    await until(
      () => said() === 'Text “Opening words of section 0” selected, in Column, position 1 of 2',
      2000,
      `the text named by its words (said: ${said()})`,
    );
    await press('ArrowDown');
    expect(selection()).to.equal('m0');
    await press('ArrowDown');
    expect(selection(), 'past the last sibling: it stays').to.equal('m0');
    await press('ArrowLeft');
    expect(selection()).to.equal('c0');
    await press('ArrowLeft');
    expect(selection()).to.equal('s0');
  });

  it('a step to a node out of view scrolls it into view', async () => {
    await load(template());
    await tabToCanvas();
    await press('ArrowDown');
    for (let i = 1; i < 12; i++) await press('ArrowDown');
    expect(selection()).to.equal('s11');
    await until(() => inView('s11'), 2000, 'the last section in view');
    expect(frameDoc().defaultView!.scrollY, 'the frame scrolled').to.be.above(0);
    await until(() => /position 12 of 12/.test(said()), 2000, 'the last section named');
  });

  it('Enter goes into a section and a column, then edits the text; Escape ends the edit, then goes out, then clears', async () => {
    await load(template());
    await tabToCanvas();
    await press('ArrowDown');
    await press('Enter');
    expect(selection()).to.equal('c0');
    await press('Enter');
    expect(selection()).to.equal('t0');
    await press('Enter');
    await until(() => mounted.element.canvas!.inlineEdit?.uid === 't0', 2000, 'the inline edit');
    await press('Escape');
    expect(mounted.element.canvas!.inlineEdit?.uid).to.equal(undefined);
    expect(selection()).to.equal('t0');
    await press('Escape');
    expect(selection()).to.equal('c0');
    await press('Escape');
    expect(selection()).to.equal('s0');
    await press('Escape');
    expect(selection(), 'on a section Escape clears the selection').to.equal(null);
  });

  it('rings the canvas while Tab brought the focus to it, not once the pointer pressed in it', async () => {
    await load(template());
    const ring = () => part(mounted.element, 'lp-canvas', '.stage.focus-ring')?.outerHTML ?? null;
    expect(ring()).to.equal(null);
    await tabToCanvas();
    await until(() => ring() !== null, 2000, 'the ring');
    const box = mounted.element.canvas!.frameElement!.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(box.left + 40), Math.round(box.top + 40)] });
    await until(() => ring() === null, 2000, 'no ring after a click');
    expect(frameDoc().hasFocus()).to.equal(true);
  });

  it('on a right-to-left page, ← goes into the first child and → out to the parent', async () => {
    await load({ ...template(), settings: { dir: 'rtl' } } as PageDefinition);
    await tabToCanvas();
    await press('ArrowDown');
    await press('ArrowLeft');
    expect(selection()).to.equal('c0');
    await press('ArrowRight');
    expect(selection()).to.equal('s0');
  });
});
