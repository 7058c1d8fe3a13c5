/**
 * Typing is written to the store after a short pause (held-write.ts), and nothing typed is lost
 * or passed by: a burst of typing followed at once by an undo (the text's keys or the API), a
 * save, a read of the document, a click on another node, or the focus leaving the text, finds
 * every character in the document, one undo step per word.
 */
import { expect } from 'chai';
import { resetMouse, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import type { TemplateNode } from '../../renderer/index.ts';
import { page, section, column, text } from '../../renderer/testing/builders.ts';
import type { StoreChange } from '../store/editor-store.ts';
import { locate } from '../store/tree.ts';
import { canvasSettled, mountEditor, until, type Mounted } from '../testing/mount.ts';
import { WRITE_DELAY } from './held-write.ts';

describe('typing written after a pause', () => {
  let mounted: Mounted;
  /** The contents of t1 the store's changes carried, in order (heard without reading the store, which would write). */
  let heard: (string | undefined)[];
  before(() => setViewport({ width: 1320, height: 800 }));
  beforeEach(async () => {
    mounted = await mountEditor({}, { onSave: () => Promise.resolve() });
    await mounted.editor.load(
      page(
        section({ uid: 's1' }, column({ uid: 'c1' }, text('<p>Hello</p>', { uid: 't1' }))),
        section({ uid: 's2' }, column({ uid: 'c2' }, text('<p>Other</p><p>text</p><p>here</p>', { uid: 't2' }))),
      ),
    );
    await canvasSettled(mounted.element);
    heard = [];
    mounted.element.store.subscribe((change: StoreChange) => {
      if (change.cause === 'transaction')
        heard.push(locate<TemplateNode>(change.state.doc, 't1')?.node.content ?? undefined);
    });
  });
  afterEach(async () => {
    await resetMouse();
    mounted.cleanup();
  });

  const canvas = () => mounted.element.canvas!;
  const stored = (uid: string) => locate<TemplateNode>(mounted.element.store.state.doc, uid)?.node.content;
  /** Starts editing t1 with the caret at its end. */
  async function start(): Promise<HTMLElement> {
    expect(canvas().startInline('t1')).to.equal(true);
    expect(await canvas().inlineEdit!.ready).to.equal(true);
    const target = canvas().inlineEdit!.element;
    const selection = canvas().frameDocument!.getSelection()!;
    selection.selectAllChildren(target);
    selection.collapseToEnd();
    await new Promise((resolve) => setTimeout(resolve, 30)); // the view reads the DOM selection
    heard.length = 0;
    return target;
  }
  /**
   * Types `typed` as the browser's editing does for each key, with no pause at all: each change is
   * read by the engine (its DOM observer hears it in a microtask), no timer runs in between.
   */
  async function burst(typed: string): Promise<void> {
    for (const char of typed) {
      canvas().frameDocument!.execCommand('insertText', false, char);
      await Promise.resolve();
    }
  }
  async function key(combo: string): Promise<void> {
    const [modifier, press] = combo.split('+') as [string, string];
    await sendKeys({ down: modifier });
    await sendKeys({ press });
    await sendKeys({ up: modifier });
  }

  it('a burst is not written key by key: once, after the pause, one change per word', async () => {
    const target = await start();
    await burst(' one two');
    expect(heard, 'nothing written while typing').to.deep.equal([]);
    await new Promise((resolve) => setTimeout(resolve, WRITE_DELAY + 100));
    expect(heard, 'each word written once, after the pause').to.deep.equal([
      '<p>Hello one</p>',
      '<p>Hello one two</p>',
    ]);
    expect(target.textContent).to.equal('Hello one two');
    expect(mounted.element.store.undoCount).to.equal(2);
  });

  it("the text's undo right after a burst takes back its last word; redo brings it back", async () => {
    const target = await start();
    await burst(' one two');
    await key('Control+z');
    expect(stored('t1')).to.equal('<p>Hello one</p>');
    expect(target.textContent).to.equal('Hello one');
    expect(canvas().inlineEdit?.uid, 'the edit stays').to.equal('t1');
    await key('Control+y');
    expect(stored('t1')).to.equal('<p>Hello one two</p>');
    expect(target.textContent).to.equal('Hello one two');
  });

  it("the API's undo right after a burst undoes the typed word, and its redo brings it back", async () => {
    await start();
    await burst(' one two');
    expect(mounted.editor.undo()).to.equal(true);
    expect(stored('t1')).to.equal('<p>Hello one</p>');
    expect(mounted.editor.redo()).to.equal(true);
    expect(stored('t1')).to.equal('<p>Hello one two</p>');
  });

  it('a save right after a burst saves the typed text, and the page is saved', async () => {
    await start();
    await burst(' saved words');
    const result = await mounted.editor.save();
    expect(result.status).to.equal('saved');
    const { json, html } = mounted.named('onSave')[0]!.args[0] as { json: unknown; html: string };
    expect(locate<TemplateNode>(json as TemplateNode, 't1')?.node.content).to.equal('<p>Hello saved words</p>');
    expect(html).to.contain('Hello saved words');
    expect(mounted.element.store.unsaved).to.equal(false);
  });

  it('getJson right after a burst has the typed text', async () => {
    await start();
    await burst('!?');
    expect(locate<TemplateNode>(mounted.editor.getJson() as TemplateNode, 't1')?.node.content).to.equal(
      '<p>Hello!?</p>',
    );
  });

  it('a click on another node right after a burst keeps every character', async () => {
    await start();
    await burst(' typed fast');
    const frame = canvas().frameElement!.getBoundingClientRect();
    const rect = canvas().frameDocument!.querySelector('[data-lp-uid="t2"]')!.getBoundingClientRect();
    const { scale } = canvas().geometry;
    await sendMouse({
      type: 'click',
      position: [
        Math.round(frame.left + (rect.left + rect.width / 2) * scale),
        Math.round(frame.top + (rect.bottom - 6) * scale),
      ],
    });
    await until(() => canvas().inlineEdit === undefined, 3000, 'the edit to end');
    expect(mounted.element.store.state.selection).to.equal('t2');
    expect(stored('t1')).to.equal('<p>Hello typed fast</p>');
    expect(canvas().frameDocument!.querySelector('[data-lp-uid="t1"]')!.textContent).to.equal('Hello typed fast');
  });

  it('the focus leaving the text writes what was typed', async () => {
    const target = await start();
    await burst(' left');
    expect(heard).to.deep.equal([]);
    target.blur();
    expect(heard, 'written as the text lost the focus').to.deep.equal(['<p>Hello left</p>']);
  });
});
