/**
 * Inline editing in Chromium over the real service: whatever way content enters the edited
 * element (typing, execCommand, the toolbar's link, paste, drop, a spellcheck replacement, an IME
 * composition), what the document stores is the renderer's sanitized content for that kind, and
 * the frame shows what is stored; a load, a role change or an undo from outside the text ends
 * the edit first, so the old text never reaches the new document. Undo and redo keys in the text
 * take back its own words with the edit kept open, the store and the frame agreeing after each. The rich-text engine (editor/rich-text/) reads the
 * element's changes asynchronously (a mutation observer, as the browser reports them), so the
 * tests let it settle before they look.
 */
import { expect } from 'chai';
import type { PageDefinition, TemplateNode } from '../../../renderer/index.ts';
import { sanitizeContent } from '../../../renderer/sanitize/rich-text.ts';
import { page, section, column, text, button } from '../../../renderer/testing/builders.ts';
import { locate } from '../../store/tree.ts';
import { EditorStore } from '../../store/editor-store.ts';
import { setContent } from '../../store/commands.ts';
import { mountEditor, nextPaint, until, type Mounted } from '../../testing/mount.ts';
import { sendKeys } from '@web/test-runner-commands';
import { startInlineEdit } from './inline-editing.ts';
import { loadedPart } from '../../lazy/load-part.ts';

const template = () =>
  page(
    section(
      { uid: 's1' },
      column(
        { uid: 'c1' },
        text('<p>Hello</p>', { uid: 't1' }),
        button('Go', { uid: 'b1', attributes: { href: '#x' } }),
      ),
    ),
    section({ uid: 's2' }, column({ uid: 'c2' }, text('<p>Second</p>', { uid: 't2' }))),
  );
// Another page with the same uids (templates made from one another share them).
const sameUids = () =>
  page(
    section(
      { uid: 's1' },
      column({ uid: 'c1' }, text('<p>Other page</p>', { uid: 't1' }), button('Buy', { uid: 'b1' })),
    ),
  );

/** Lets the engine read what the browser changed (its observer flushes within a few ms). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 40));

const HOSTILE =
  '<img src="/x.png" onerror="alert(1)"><b onclick="alert(2)">bold</b><script>alert(3)</script><style>p{color:red}</style><a href="javascript:alert(4)">link</a>';

describe('inline editing', () => {
  let mounted: Mounted;
  beforeEach(async () => {
    mounted = await mountEditor();
    await mounted.editor.load(template());
  });
  afterEach(() => mounted.cleanup());

  const frame = () => mounted.element.canvas!.frameDocument!;
  const stored = (uid: string) => locate<TemplateNode>(mounted.element.store.state.doc, uid)?.node.content ?? '';
  const element = (uid: string) => frame().querySelector<HTMLElement>(`[data-lp-uid="${uid}"]`)!;
  /** Starts editing `uid` (the engine loaded) with the caret at the end of its content element. */
  async function edit(uid: string): Promise<HTMLElement> {
    expect(mounted.element.canvas!.startInline(uid)).to.equal(true);
    expect(await mounted.element.canvas!.inlineEdit!.ready).to.equal(true);
    const target = mounted.element.canvas!.inlineEdit!.element;
    const selection = frame().getSelection()!;
    selection.selectAllChildren(target.lastElementChild ?? target);
    selection.collapseToEnd();
    await settle();
    return target;
  }
  /** The element's markup as the frame's parser writes `html` (the same serializer on both sides). */
  const asFrameWrites = (html: string) => {
    const template = frame().createElement('template');
    template.innerHTML = html;
    return template.innerHTML;
  };
  /** What is stored is the renderer's sanitized content, and the frame shows exactly that. */
  function expectClean(uid: string, policy: 'rich' | 'inline', target: HTMLElement): void {
    const content = stored(uid);
    expect(content, 'stored as the renderer sanitizes it').to.equal(sanitizeContent(content, policy).html);
    expect(content).to.not.match(/<img|<script|<style|onerror|onclick|javascript:/i);
    expect(target.innerHTML, 'the frame shows what is stored').to.equal(asFrameWrites(content));
  }

  describe('ends before the document is replaced', () => {
    it('load(): the new template shows, and the old text is never written into it (same uids)', async () => {
      const target = await edit('t1');
      for (const char of ' world') frame().execCommand('insertText', false, char);
      await settle();
      expect(stored('t1')).to.equal('<p>Hello world</p>');
      await mounted.editor.load(sameUids());
      expect(mounted.element.canvas!.inlineEdit?.uid, 'the edit ended').to.equal(undefined);
      expect(target.isContentEditable).to.equal(false);
      await until(() => element('t1')?.textContent === 'Other page', 3000, 'the new template in the frame');
      // An input from the old element (an IME finishing, a late browser event) writes nothing.
      target.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: '!' }));
      expect(stored('t1')).to.equal('<p>Other page</p>');
      expect(mounted.element.store.unsaved).to.equal(false);
    });

    it('a role change to reader ends the edit', async () => {
      const target = await edit('t1');
      await mounted.editor.setOptions({ role: 'reader' });
      expect(mounted.element.canvas!.inlineEdit?.uid, 'the edit ended').to.equal(undefined);
      expect(target.isContentEditable).to.equal(false);
    });

    it('undo through the API ends the edit and the frame shows the undone text', async () => {
      await edit('t1');
      for (const char of ' world') frame().execCommand('insertText', false, char);
      await settle();
      const painted = nextPaint(mounted.element);
      expect(mounted.editor.undo()).to.equal(true);
      expect(mounted.element.canvas!.inlineEdit?.uid, 'the edit ended').to.equal(undefined);
      await painted;
      expect(element('t1').textContent).to.equal('Hello');
      expect(element('t1').isContentEditable).to.equal(false);
    });
  });

  describe('every way content enters goes through the sanitizer', () => {
    it('typing on the keyboard (trusted events): stored clean, and the element under the caret is never rewritten', async () => {
      const target = await edit('t1');
      const paragraph = target.querySelector('p')!;
      await sendKeys({ type: ' a<b>&c' });
      await sendKeys({ press: 'Enter' });
      await sendKeys({ type: 'Next' });
      expect(stored('t1')).to.equal('<p>Hello a&lt;b&gt;&amp;c</p><p>Next</p>');
      expect(target.querySelector('p'), 'the paragraph typed into is the same element').to.equal(paragraph);
      expectClean('t1', 'rich', target);
    });

    it('execCommand insertHTML (rich text): sanitized in the document and in the frame; typing goes on at the caret', async () => {
      const target = await edit('t1');
      frame().execCommand('insertHTML', false, HOSTILE);
      await settle();
      expectClean('t1', 'rich', target);
      // The engine's schema writes bold as <strong> (it reads <b> as bold).
      expect(stored('t1')).to.include('<strong>bold</strong>');
      frame().execCommand('insertText', false, '!');
      await settle();
      expect(target.textContent).to.equal('Helloboldlink!');
      expectClean('t1', 'rich', target);
    });

    it('execCommand insertHTML in a button keeps only inline markup', async () => {
      const target = await edit('b1');
      frame().execCommand('insertHTML', false, '<p>para</p><h1>head</h1><em>em</em>');
      await settle();
      expectClean('b1', 'inline', target);
      expect(stored('b1')).to.not.match(/<p|<h1/);
      expect(stored('b1')).to.include('<em>em</em>');
    });

    it('the toolbar link with a javascript: URL stores the text without the URL', async () => {
      const target = await edit('t1');
      frame().getSelection()!.selectAllChildren(target.querySelector('p')!);
      await settle();
      const engine = mounted.element.canvas!.inlineEdit!.engine!;
      expect(loadedPart('rich-text')!.formatRich(engine, 'link', 'javascript:alert(1)')).to.equal(false);
      await settle();
      expectClean('t1', 'rich', target);
      expect(target.textContent).to.equal('Hello');
    });

    // Changed with the rich-text engine: a drop, like a paste, keeps the formatting the schema allows.
    it('drop of HTML from outside: its allowed formatting inserted at the drop point, the rest dropped', async () => {
      const target = await edit('t1');
      const data = new DataTransfer();
      data.setData('text/html', HOSTILE);
      data.setData('text/plain', 'Dropped');
      const box = target.querySelector('p')!.getBoundingClientRect();
      const drop = new DragEvent('drop', {
        bubbles: true,
        cancelable: true,
        dataTransfer: data,
        clientX: box.right - 1,
        clientY: box.top + box.height / 2,
      });
      target.querySelector('p')!.dispatchEvent(drop);
      expect(drop.defaultPrevented).to.equal(true);
      await settle();
      expect(target.textContent).to.equal('Helloboldlink');
      expect(stored('t1')).to.equal('<p>Hello<strong>bold</strong>link</p>');
      expectClean('t1', 'rich', target);
    });

    it('drop that carries only HTML inserts its sanitized form, here at the start', async () => {
      const target = await edit('t1');
      const data = new DataTransfer();
      data.setData('text/html', HOSTILE);
      const box = target.querySelector('p')!.getBoundingClientRect();
      const drop = new DragEvent('drop', {
        bubbles: true,
        cancelable: true,
        dataTransfer: data,
        clientX: box.left,
        clientY: box.top + box.height / 2,
      });
      target.dispatchEvent(drop);
      await settle();
      expect(target.textContent).to.equal('boldlinkHello');
      expectClean('t1', 'rich', target);
    });

    // Changed with the rich-text engine: a paste keeps the formatting the schema allows.
    it('paste inserts the HTML as the schema reads it: allowed formatting kept, the rest dropped', async () => {
      const target = await edit('t1');
      const data = new DataTransfer();
      data.setData('text/html', HOSTILE);
      const paste = new ClipboardEvent('paste', { bubbles: true, cancelable: true, clipboardData: data });
      target.dispatchEvent(paste);
      expect(paste.defaultPrevented).to.equal(true);
      await settle();
      expect(target.textContent).to.equal('Helloboldlink');
      expect(stored('t1')).to.equal('<p>Hello<strong>bold</strong>link</p>');
      expectClean('t1', 'rich', target);
    });

    it('a spellcheck replacement (insertReplacementText) that brings markup', async () => {
      const target = await edit('t1');
      const data = new DataTransfer();
      data.setData('text/html', HOSTILE);
      const before = new InputEvent('beforeinput', {
        bubbles: true,
        cancelable: true,
        inputType: 'insertReplacementText',
        dataTransfer: data,
      });
      target.dispatchEvent(before);
      // What a browser does when the replacement is not cancelled: the word becomes the data.
      if (!before.defaultPrevented) target.querySelector('p')!.innerHTML = HOSTILE;
      target.dispatchEvent(
        new InputEvent('input', { bubbles: true, inputType: 'insertReplacementText', dataTransfer: data }),
      );
      await settle();
      expectClean('t1', 'rich', target);
      expect(stored('t1')).to.include('bold');
    });

    it('an IME composition: the composed text stored clean once it ends, the composition never disturbed', async () => {
      const target = await edit('t1');
      const p = target.querySelector('p')!;
      target.dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true, data: '' }));
      const composing = frame().createTextNode('日本');
      p.append(composing, frame().createElement('img'));
      p.lastElementChild!.setAttribute('src', '/x.png');
      target.dispatchEvent(
        new InputEvent('input', { bubbles: true, inputType: 'insertCompositionText', data: '日本', isComposing: true }),
      );
      await settle();
      expect(composing.isConnected, 'the composition is left where the IME has it').to.equal(true);
      target.dispatchEvent(new CompositionEvent('compositionend', { bubbles: true, data: '日本' }));
      await settle();
      expect(stored('t1')).to.equal('<p>Hello日本</p>');
      expectClean('t1', 'rich', target);
      expect(target.textContent).to.equal('Hello日本');
    });
  });

  describe('undo and redo keys while editing', () => {
    /** Presses `key` with Control (and Shift), as the keyboard does. */
    const chord = async (key: string, shift = false) => {
      if (shift) await sendKeys({ down: 'Shift' });
      await sendKeys({ down: 'Control' });
      await sendKeys({ press: key });
      await sendKeys({ up: 'Control' });
      if (shift) await sendKeys({ up: 'Shift' });
      await settle();
    };
    const editing = () => mounted.element.canvas!.inlineEdit?.uid;
    /** The edit is open, the store holds `html`, and the edited element shows exactly that. */
    const expectShown = (target: HTMLElement, html: string) => {
      expect(editing(), 'still editing').to.equal('t1');
      expect(stored('t1')).to.equal(html);
      expectClean('t1', 'rich', target);
    };

    it('Ctrl+Z takes back a word in the text, the edit open; Ctrl+Y and Ctrl+Shift+Z redo; typing goes on at the change', async () => {
      const target = await edit('t1');
      await sendKeys({ type: ' one two three' });
      expect(stored('t1')).to.equal('<p>Hello one two three</p>');
      await chord('z');
      expectShown(target, '<p>Hello one two</p>');
      await chord('z');
      expectShown(target, '<p>Hello one</p>');
      await chord('y');
      expectShown(target, '<p>Hello one two</p>');
      await chord('z', true);
      expectShown(target, '<p>Hello one two three</p>');
      await chord('z');
      await sendKeys({ type: '!' });
      expectShown(target, '<p>Hello one two!</p>');
      expect(mounted.element.store.redoCount, 'typing after an undo drops the redo').to.equal(0);
      // What the frame shows once the edit ends is the same text.
      mounted.element.canvas!.endInline();
      await until(() => !element('t1').isContentEditable, 3000, 'the edit ended');
      expect(element('t1').textContent).to.equal('Hello one two!');
    });

    it("an undone format comes back selected; the browser's own undo (historyUndo) is the text's too", async () => {
      const target = await edit('t1');
      frame().getSelection()!.selectAllChildren(target.querySelector('p')!);
      await settle();
      await chord('b');
      expect(stored('t1')).to.equal('<p><strong>Hello</strong></p>');
      await chord('z');
      expectShown(target, '<p>Hello</p>');
      expect(frame().getSelection()!.toString(), 'the text is selected again').to.equal('Hello');
      const before = new InputEvent('beforeinput', { bubbles: true, cancelable: true, inputType: 'historyRedo' });
      target.dispatchEvent(before);
      await settle();
      expect(before.defaultPrevented, 'the browser does not undo in the DOM itself').to.equal(true);
      expectShown(target, '<p><strong>Hello</strong></p>');
    });

    it("once the text's own steps are used up, undo goes on to the store: the edit ends and the other change is undone", async () => {
      const store = mounted.element.store;
      store.run(setContent('t2', '<p>Changed</p>'));
      const target = await edit('t1');
      await sendKeys({ type: ' world' });
      await chord('z');
      expectShown(target, '<p>Hello</p>');
      await chord('z');
      expect(editing(), 'the edit ended').to.equal(undefined);
      expect(stored('t2')).to.equal('<p>Second</p>');
      expect(stored('t1')).to.equal('<p>Hello</p>');
      await until(() => element('t2')?.textContent === 'Second', 3000, 'the frame shows the undone change');
    });

    it("on a focused button of the text's toolbar, the keys are the text's too", async () => {
      const target = await edit('t1');
      await sendKeys({ type: ' world' });
      const toolbar = mounted.element.canvas!.inlineEdit!.toolbar!;
      toolbar.shadowRoot!.querySelector<HTMLButtonElement>('[data-action="mark-strong"]')!.focus();
      await chord('z');
      expectShown(target, '<p>Hello</p>');
      await chord('y');
      expectShown(target, '<p>Hello world</p>');
    });

    it('with nothing to undo or redo, the keys do nothing and the edit stays', async () => {
      const target = await edit('t1');
      await chord('z');
      await chord('y');
      expectShown(target, '<p>Hello</p>');
      expect(mounted.element.store.undoCount).to.equal(0);
    });
  });

  it('a load() makes no command of the canvas reach the new document through an old closure', async () => {
    // The node toolbar acts on the selection as it is when clicked, never on one captured before.
    mounted.element.store.select('t2');
    await mounted.editor.load(sameUids() as PageDefinition);
    expect(mounted.element.store.state.selection).to.equal(null);
    mounted.element.canvas!.runAction('delete');
    expect(stored('t1')).to.equal('<p>Other page</p>');
    expect(mounted.element.store.undoCount).to.equal(0);
  });

  it('an edit whose document was replaced or changed under it writes nothing and asks to end, even if still listening', async () => {
    // Its own store and frame, without a canvas to end the edit: the edit's own guard is tested.
    const iframe = document.createElement('iframe');
    document.body.append(iframe);
    try {
      const doc = iframe.contentDocument!;
      doc.body.innerHTML =
        '<main><section data-lp-uid="s1"><div data-lp-uid="t1" data-lp-content><p>Hello</p></div></section></main>';
      const store = new EditorStore(template() as PageDefinition, { mergeWindowMs: 0 });
      let ended = 0;
      const edit = startInlineEdit(
        doc,
        store,
        't1',
        (run) => run(),
        () => ended++,
      )!;
      expect(await edit.ready).to.equal(true);
      /** Replaces the paragraph's text, as a browser's editing would; the engine reads it. */
      const type = async (value: string) => {
        const paragraph = doc.querySelector('[data-lp-content] p')!;
        paragraph.firstChild!.textContent = value;
        await settle();
      };
      const content = () => locate<TemplateNode>(store.state.doc, 't1')?.node.content;
      await type('Hello world');
      expect(content()).to.equal('<p>Hello world</p>');
      store.load(sameUids() as PageDefinition);
      await type('Hello world!');
      expect(content(), 'nothing written into the new template').to.equal('<p>Other page</p>');
      expect(ended).to.equal(1);
      edit.stop();

      store.load(template() as PageDefinition);
      doc.body.innerHTML =
        '<main><section data-lp-uid="s1"><div data-lp-uid="t1" data-lp-content><p>Hello</p></div></section></main>';
      const again = startInlineEdit(
        doc,
        store,
        't1',
        (run) => run(),
        () => ended++,
      )!;
      expect(await again.ready).to.equal(true);
      await type('Typed');
      expect(content()).to.equal('<p>Typed</p>');
      store.undo();
      await type('Typed more');
      expect(content(), 'the undone content stays undone').to.equal('<p>Hello</p>');
      expect(ended).to.equal(2);
      again.stop();
    } finally {
      iframe.remove();
    }
  });
});
