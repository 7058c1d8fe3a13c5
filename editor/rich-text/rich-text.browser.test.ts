/**
 * The rich-text engine in the real editor over the real service: each toolbar format reaches the
 * document as the sanitizer's markup, the link editor refuses unsafe URLs without a prompt, Word
 * and Google Docs clipboards keep what the schema allows (nested lists nested), undo takes back a word, Ctrl+A stays in
 * the edited text, and Escape closes the link editor before it ends the edit.
 */
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import type { TemplateNode } from '../../renderer/index.ts';
import { sanitizeContent } from '../../renderer/sanitize/rich-text.ts';
import { page, section, column, text, button } from '../../renderer/testing/builders.ts';
import { locate } from '../store/tree.ts';
import { mountEditor, until, type Mounted } from '../testing/mount.ts';
import type { LpRichTextToolbar } from './lp-rich-text-toolbar.ts';
import { GDOCS_HTML, WEB_HTML, WORD_HTML } from './testing/clipboard-fixtures.ts';
import {
  GDOCS_NESTED_HTML,
  GDOCS_NESTED_LISTS,
  listShape,
  WORD_NESTED_HTML,
  WORD_NESTED_STORED,
} from './testing/nested-list-fixtures.ts';

const template = () =>
  page(
    section(
      { uid: 's1' },
      column(
        { uid: 'c1' },
        text('<p>Hello world</p>', { uid: 't1' }),
        button('Go', { uid: 'b1', attributes: { href: '#x' } }),
      ),
    ),
  );

describe('rich text editing', () => {
  let mounted: Mounted;
  beforeEach(async () => {
    mounted = await mountEditor({ colors: ['#ff0000', '#00aa00'], fontSizes: [12, 18, 30] });
    await mounted.editor.load(template());
  });
  afterEach(() => mounted.cleanup());

  const frame = () => mounted.element.canvas!.frameDocument!;
  const node = (uid: string) => locate<TemplateNode>(mounted.element.store.state.doc, uid)?.node;
  const stored = (uid: string) => node(uid)?.content ?? '';
  const edit = () => mounted.element.canvas!.inlineEdit!;
  const toolbar = () => edit().toolbar as LpRichTextToolbar;
  const bar = () => toolbar().shadowRoot!;
  /** Starts editing `uid` (the engine loaded) and selects all of its text. */
  async function start(uid: string, select: 'all' | 'end' = 'all'): Promise<HTMLElement> {
    expect(mounted.element.canvas!.startInline(uid)).to.equal(true);
    expect(await edit().ready, 'the engine started').to.equal(true);
    await toolbar().updateComplete;
    const target = edit().element;
    const selection = frame().getSelection()!;
    selection.selectAllChildren(target);
    if (select === 'end') selection.collapseToEnd();
    await new Promise((resolve) => setTimeout(resolve, 30)); // the view reads the DOM selection
    return target;
  }
  /** The control `selector` finds, in the bar or else behind "More" (opened for it). */
  const control = async <E extends Element>(selector: string): Promise<E> => {
    if (bar().querySelector(selector) === null) {
      bar().querySelector<HTMLButtonElement>('[data-action="more"]')!.click();
      await toolbar().updateComplete;
    }
    return bar().querySelector<E>(selector)!;
  };
  const click = async (action: string) => {
    (await control<HTMLButtonElement>(`[data-action="${action}"]`)).click();
    await toolbar().updateComplete;
  };
  const choose = async (selector: string, value: string) => {
    const select = await control<HTMLSelectElement>(selector);
    select.value = value;
    select.dispatchEvent(new Event('change'));
    await toolbar().updateComplete;
  };
  /** Stored exactly as the sanitizer writes it. */
  const expectSanitized = (uid: string, policy: 'rich' | 'inline') =>
    expect(stored(uid)).to.equal(sanitizeContent(stored(uid), policy).html);

  it('the toolbar shows above the text, every button named, marks pressed as they apply', async () => {
    await start('t1');
    const host = toolbar();
    expect(host.isConnected).to.equal(true);
    const barBox = host.getBoundingClientRect();
    const frameElement = frame().defaultView!.frameElement as HTMLElement;
    const frameBox = frameElement.getBoundingClientRect();
    const scale = frameBox.width / frameElement.offsetWidth; // the canvas scales the page down to fit
    const textBox = edit().element.getBoundingClientRect();
    expect(barBox.height).to.be.greaterThan(20);
    // Above the text (or below it when there is no room above), never over it.
    const textTop = frameBox.top + textBox.top * scale;
    const textBottom = frameBox.top + textBox.bottom * scale;
    expect(
      barBox.bottom <= textTop + 1 || barBox.top >= textBottom - 1,
      `not over the text: bar ${barBox.top}-${barBox.bottom}, text ${textTop}-${textBottom}`,
    ).to.equal(true);
    const more = bar().querySelector('[data-action="more"]')!;
    expect(more.getAttribute('aria-expanded')).to.equal('false');
    await click('more');
    expect(more.getAttribute('aria-expanded')).to.equal('true');
    // Every control, in the bar and behind "More", is named.
    for (const named of bar().querySelectorAll('button, select'))
      expect(named.getAttribute('aria-label'), named.outerHTML).to.be.a('string').and.not.equal('');
    for (const action of ['list-bullet_list', 'align-center', 'clear'])
      expect(bar().querySelector(`[data-action="${action}"]`)?.outerHTML ?? null, action).to.not.equal(null);
    expect(bar().querySelector('select.line-height')?.outerHTML ?? null).to.not.equal(null);
    // Escape in the popover closes it.
    bar()
      .querySelector('#more')!
      .dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    await toolbar().updateComplete;
    expect(bar().querySelector('#more')?.outerHTML ?? null).to.equal(null);
    const bold = bar().querySelector('[data-action="mark-strong"]')!;
    expect(bold.getAttribute('aria-pressed')).to.equal('false');
    await click('mark-strong');
    expect(bold.getAttribute('aria-pressed')).to.equal('true');
  });

  it('the bar is one row on a 1280 px editor, at most two at 1024 px, and shows lists and alignment when it has room', async () => {
    /** The rows the bar's controls take (their distinct middles: a separator is shorter than a button). */
    const rows = () =>
      new Set(
        [...bar().querySelector('.bar')!.children].map((item) => {
          const box = item.getBoundingClientRect();
          return Math.round(box.top + box.height / 2);
        }),
      ).size;
    /** Resizes the editor and lets the toolbar measure again (a resize, then its update). */
    const resize = async (width: number) => {
      mounted.host.style.width = `${width}px`;
      await new Promise((resolve) => setTimeout(resolve, 120));
      await toolbar().updateComplete;
      await new Promise((resolve) => requestAnimationFrame(resolve));
      await toolbar().updateComplete;
    };
    await start('t1');
    await resize(1280);
    expect(rows(), 'one row at 1280 px').to.equal(1);
    await resize(1024);
    expect(rows(), 'two rows at most at 1024 px').to.be.at.most(2);
    expect(bar().querySelector('.block-tools')?.outerHTML ?? null, 'lists and alignment behind "More"').to.equal(null);
    await resize(1800);
    // A loaded machine may take more than one resize callback to measure again.
    await until(() => bar().querySelector('.block-tools') !== null, 3000, 'lists and alignment in the bar');
    expect(rows(), 'one row at 1800 px').to.equal(1);
    await click('align-center');
    // A text of one paragraph is aligned as a block (alignment.browser.test.ts).
    expect(node('t1')?.attributes?.['text-align']).to.equal('center');
  });

  it('block type, marks, lists, alignment, font, size, color and line height reach the document', async () => {
    await start('t1');
    await choose('select.block', 'h2');
    expect(stored('t1')).to.equal('<h2>Hello world</h2>');
    await choose('select.block', 'paragraph');
    await click('mark-strong');
    await click('mark-em');
    await click('mark-underline');
    await click('mark-strike');
    expect(stored('t1')).to.equal('<p><strong><em><u><s>Hello world</s></u></em></strong></p>');
    await click('clear');
    expect(stored('t1')).to.equal('<p>Hello world</p>');
    await click('list-bullet_list');
    expect(stored('t1')).to.equal('<ul><li>Hello world</li></ul>');
    await click('list-ordered_list');
    expect(stored('t1')).to.equal('<ol><li>Hello world</li></ol>');
    await click('list-ordered_list');
    expect(stored('t1')).to.equal('<p>Hello world</p>');
    await click('align-center');
    expect(node('t1')?.attributes?.['text-align']).to.equal('center');
    await choose('select.line-height', '1.5');
    expect(stored('t1')).to.equal('<p style="line-height:1.5">Hello world</p>');
    // fontSizes from the options.
    const sizes = [...bar().querySelectorAll<HTMLOptionElement>('select.size option')].map((o) => o.value);
    expect(sizes).to.deep.equal(['', '12px', '18px', '30px']);
    await choose('select.size', '18px');
    await choose('select.font', 'Georgia, serif');
    await click('clear');
    await choose('select.size', '30px');
    expect(stored('t1')).to.equal('<p><span style="font-size:30px">Hello world</span></p>');
    await choose('select.font', 'Georgia, serif');
    expect(stored('t1')).to.equal('<p><span style="font-family:Georgia, serif;font-size:30px">Hello world</span></p>');
    // Colors: the options' swatches, and the picker.
    bar().querySelector<HTMLButtonElement>('button.color')!.click();
    await toolbar().updateComplete;
    const swatches = [...bar().querySelectorAll<HTMLButtonElement>('button.swatch')];
    expect(swatches.map((s) => s.getAttribute('aria-label'))).to.deep.equal(['#ff0000', '#00aa00']);
    swatches[0]!.click();
    await toolbar().updateComplete;
    // Colors are stored as lower-case #rrggbb, whatever the browser's CSS object model made of them.
    expect(stored('t1')).to.include('color:#ff0000');
    bar().querySelector<HTMLButtonElement>('button.color')!.click();
    await toolbar().updateComplete;
    expect(
      bar().querySelector('button.swatch[aria-pressed="true"]')?.getAttribute('aria-label') ?? null,
      'the swatch of the stored color shows as chosen',
    ).to.equal('#ff0000');
    const picker = bar().querySelector<HTMLInputElement>('input[type=color]')!;
    picker.value = '#123456';
    picker.dispatchEvent(new Event('change'));
    await toolbar().updateComplete;
    expect(stored('t1')).to.equal(
      '<p><span style="font-family:Georgia, serif;font-size:30px;color:#123456">Hello world</span></p>',
    );
    // A font list stored in the browser's quoting is the toolbar's choice, and is stored as the choice writes it.
    await choose('select.font', "'Helvetica Neue', Helvetica, Arial, sans-serif");
    expect(stored('t1')).to.include('font-family:&#39;Helvetica Neue&#39;, Helvetica, Arial, sans-serif;');
    expect(bar().querySelector<HTMLSelectElement>('select.font')!.value).to.equal(
      "'Helvetica Neue', Helvetica, Arial, sans-serif",
    );
    expectSanitized('t1', 'rich');
  });

  it('the link editor: a URL with "open in new tab", a javascript: URL refused inline, unlink', async () => {
    const prompt = window.prompt;
    window.prompt = () => {
      throw new Error('the browser prompt must not be used');
    };
    try {
      await start('t1');
      await click('link');
      const form = bar().querySelector<HTMLFormElement>('form.link-editor')!;
      const url = form.querySelector<HTMLInputElement>('input.url')!;
      expect(bar().activeElement, 'the URL field has the focus').to.equal(url);
      url.value = 'javascript:alert(1)';
      url.dispatchEvent(new Event('input'));
      form.querySelector<HTMLButtonElement>('button.apply')!.click();
      await toolbar().updateComplete;
      expect(url.getAttribute('aria-invalid')).to.equal('true');
      expect(form.querySelector('.message')!.textContent).to.not.equal('');
      expect(stored('t1')).to.equal('<p>Hello world</p>');
      url.value = 'example.com/page';
      url.dispatchEvent(new Event('input'));
      const box = form.querySelector<HTMLInputElement>('input.new-tab')!;
      box.checked = true;
      box.dispatchEvent(new Event('change'));
      form.querySelector<HTMLButtonElement>('button.apply')!.click();
      await toolbar().updateComplete;
      expect(stored('t1')).to.equal(
        '<p><a href="https://example.com/page" target="_blank" rel="noopener">Hello world</a></p>',
      );
      expect(bar().querySelector('form.link-editor')).to.equal(null);
      await click('link');
      expect(bar().querySelector<HTMLInputElement>('input.url')!.value).to.equal('https://example.com/page');
      bar().querySelector<HTMLButtonElement>('button.unlink')!.click();
      await toolbar().updateComplete;
      expect(stored('t1')).to.equal('<p>Hello world</p>');
    } finally {
      window.prompt = prompt;
    }
  });

  it('Escape closes the link editor first, then ends the edit', async () => {
    await start('t1');
    edit().engine!.view.focus();
    await sendKeys({ down: 'Control' });
    await sendKeys({ press: 'k' });
    await sendKeys({ up: 'Control' });
    await toolbar().updateComplete;
    expect(bar().querySelector('form.link-editor')?.outerHTML ?? null, 'Ctrl+K opens the link editor').to.not.equal(
      null,
    );
    await sendKeys({ press: 'Escape' });
    await toolbar().updateComplete;
    expect(bar().querySelector('form.link-editor')?.outerHTML ?? null).to.equal(null);
    expect(mounted.element.canvas!.inlineEdit?.uid, 'still editing').to.equal('t1');
    await sendKeys({ press: 'Escape' });
    expect(mounted.element.canvas!.inlineEdit?.uid, 'the edit ended').to.equal(undefined);
  });

  it('keyboard shortcuts: Ctrl+B, Ctrl+I, Ctrl+U, Shift+Ctrl+8 and Shift+Ctrl+7', async () => {
    await start('t1');
    edit().engine!.view.focus();
    await sendKeys({ down: 'Control' });
    await sendKeys({ press: 'b' });
    await sendKeys({ up: 'Control' });
    await sendKeys({ down: 'Control' });
    await sendKeys({ press: 'i' });
    await sendKeys({ up: 'Control' });
    await sendKeys({ down: 'Control' });
    await sendKeys({ press: 'u' });
    await sendKeys({ up: 'Control' });
    expect(stored('t1')).to.equal('<p><strong><em><u>Hello world</u></em></strong></p>');
    await sendKeys({ down: 'Shift' });
    await sendKeys({ down: 'Control' });
    await sendKeys({ press: 'Digit8' });
    await sendKeys({ up: 'Control' });
    await sendKeys({ up: 'Shift' });
    expect(stored('t1')).to.match(/^<ul><li>/);
    await sendKeys({ down: 'Shift' });
    await sendKeys({ down: 'Control' });
    await sendKeys({ press: 'Digit7' });
    await sendKeys({ up: 'Control' });
    await sendKeys({ up: 'Shift' });
    expect(stored('t1')).to.match(/^<ol><li>/);
  });

  it('paste from Word keeps bold, italic, underline, color, size, lists and alignment, and nothing of Office', async () => {
    await start('t1');
    paste(WORD_HTML);
    const content = stored('t1');
    expect(content, content).to.include(
      '<strong><span style="font-size:14pt;color:#c00000">Quarterly report</span></strong>',
    );
    expect(content).to.include('<em>strongly</em>');
    expect(content).to.include('<u>quarter</u>');
    expect(content).to.include('<ul><li>First point</li><li>Second point</li></ul>');
    expect(content).to.include('<p style="text-align:center">Centered</p>');
    expect(content).to.not.match(/mso|Mso|o:p|<!--|class=|Symbol|·/);
    expectSanitized('t1', 'rich');
  });

  it('paste from Google Docs: the wrapper is not bold, font-weight:700 is, italic spans are, and headings, lists, links stay', async () => {
    await start('t1');
    paste(GDOCS_HTML);
    const content = stored('t1');
    expect(content, content).to.match(/<h2[^>]*>.*Plan.*<\/h2>/);
    expect(content).to.not.match(/<h2[^>]*><strong>/);
    expect(content).to.match(/<strong>(<span[^>]*>)?Bold/);
    expect(content).to.not.match(/<strong>(<span[^>]*>)? and /);
    expect(content).to.match(/<em>(<span[^>]*>)?italic/);
    expect(content).to.match(/<ul><li[^>]*>.*Item.*<\/li><\/ul>/);
    expect(content).to.include('<a href="https://example.com/docs">');
    expect(content).to.not.match(/docs-internal-guid|background-color|white-space|font-variant/);
    expectSanitized('t1', 'rich');
  });

  it('nested lists pasted from Word (mso-list levels) and Google Docs (lists inside lists) keep their nesting', async () => {
    await start('t1');
    paste(WORD_NESTED_HTML);
    expect(stored('t1')).to.equal(WORD_NESTED_STORED);
    expectSanitized('t1', 'rich');
    // Afresh: a paste into the list just pasted would join that list.
    await mounted.editor.load(template());
    await start('t1');
    paste(GDOCS_NESTED_HTML);
    expect(listShape(stored('t1'))).to.equal(GDOCS_NESTED_LISTS);
    expectSanitized('t1', 'rich');
  });

  it('paste from a web page drops unsafe links, images and attributes; a button label keeps only marks', async () => {
    await start('t1');
    paste(WEB_HTML);
    expect(stored('t1')).to.include('<h3>News</h3>');
    expect(stored('t1')).to.include('<a href="https://example.org/">that</a>');
    expect(stored('t1')).to.not.match(/javascript|<img|onclick|onerror|class=|id=/);
    expectSanitized('t1', 'rich');
    mounted.element.canvas!.endInline();
    await start('b1');
    paste('<h1>Big</h1><p><strong>Buy</strong> <a href="https://x.test">now</a></p>');
    expect(stored('b1')).to.not.match(/<h1|<p|<a /);
    expect(stored('b1')).to.include('<strong>Buy</strong>');
    expectSanitized('b1', 'inline');
  });

  it('undo inside a text takes back one word', async () => {
    await start('t1', 'end');
    await sendKeys({ type: ' one two three' });
    expect(stored('t1')).to.equal('<p>Hello world one two three</p>');
    await sendKeys({ down: 'Control' });
    await sendKeys({ press: 'z' });
    await sendKeys({ up: 'Control' });
    expect(stored('t1')).to.equal('<p>Hello world one two</p>');
    await sendKeys({ down: 'Control' });
    await sendKeys({ press: 'z' });
    await sendKeys({ up: 'Control' });
    expect(stored('t1')).to.equal('<p>Hello world one</p>');
  });

  it('Ctrl+A selects the edited text only', async () => {
    const target = await start('t1', 'end');
    await sendKeys({ down: 'Control' });
    await sendKeys({ press: 'a' });
    await sendKeys({ up: 'Control' });
    await new Promise((resolve) => setTimeout(resolve, 30));
    const selection = frame().getSelection()!;
    const range = selection.getRangeAt(0);
    expect(target.contains(range.startContainer) || range.startContainer === target).to.equal(true);
    expect(target.contains(range.endContainer) || range.endContainer === target).to.equal(true);
    expect(selection.toString()).to.equal('Hello world');
    await sendKeys({ type: 'New' });
    expect(stored('t1')).to.equal('<p>New</p>');
    expect(frame().body.textContent).to.include('Go');
  });

  it('Enter in a button label ends the edit; the label stays one line', async () => {
    await start('b1', 'end');
    await sendKeys({ type: '!' });
    await sendKeys({ press: 'Enter' });
    expect(stored('b1')).to.equal('Go!');
    expect(mounted.element.canvas!.inlineEdit?.uid).to.equal(undefined);
  });

  /** A paste of `html` (with its text) on the edited element, as the browser dispatches it. */
  function paste(html: string): void {
    const data = new DataTransfer();
    data.setData('text/html', html);
    data.setData('text/plain', 'plain text');
    edit().engine!.view.dom.dispatchEvent(
      new ClipboardEvent('paste', { bubbles: true, cancelable: true, clipboardData: data }),
    );
  }
});
