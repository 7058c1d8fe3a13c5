/**
 * The canvas in Chromium: clicking selects the node under the pointer, a double click edits
 * text inline (typing becomes one undo step, the frame is not re-rendered while typing), the
 * device switch sets the frame's width (inside the level the panel names), and an edit
 * re-renders only the section it touched.
 */
import { expect } from 'chai';
import { page, section, column, text, button } from '../../../renderer/testing/builders.ts';
import { setAttribute, setContent } from '../../store/commands.ts';
import { mountEditor, nextPaint, part, until, type Mounted } from '../../testing/mount.ts';

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

describe('<lp-canvas>', () => {
  let mounted: Mounted;
  beforeEach(async () => {
    mounted = await mountEditor();
    await mounted.editor.load(template());
  });
  afterEach(() => mounted.cleanup());

  const frame = () => mounted.element.canvas!.frameDocument!;

  it('a click selects the node under the pointer and shows its toolbar; Escape goes out to the parent, then clears it', async () => {
    (frame().querySelector('[data-lp-uid="t2"] p') as HTMLElement).click();
    expect(mounted.element.store.state.selection).to.equal('t2');
    await until(() => part(mounted.element, 'lp-canvas', '.toolbar') !== null, 2000, 'the toolbar');
    expect(part(mounted.element, 'lp-canvas', '.toolbar .name')?.textContent).to.match(/Text/);
    const pressEscape = () => frame().dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    pressEscape();
    expect(mounted.element.store.state.selection).to.equal('c2');
    pressEscape();
    expect(mounted.element.store.state.selection).to.equal('s2');
    pressEscape();
    expect(mounted.element.store.state.selection).to.equal(null);
  });

  it('keyboard in the canvas: Delete removes the selection, Ctrl+S saves, Ctrl+Shift+Z and ⌘Y-style redo', async () => {
    const key = (init: KeyboardEventInit) =>
      frame().dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init }));
    mounted.element.store.select('t2');
    key({ key: 'Delete' });
    expect(JSON.stringify(mounted.editor.getJson())).to.not.include('Second');
    key({ key: 'z', metaKey: true });
    expect(JSON.stringify(mounted.editor.getJson())).to.include('Second');
    key({ key: 'Z', ctrlKey: true, shiftKey: true });
    expect(JSON.stringify(mounted.editor.getJson())).to.not.include('Second');
    key({ key: 'z', ctrlKey: true });
    expect(JSON.stringify(mounted.editor.getJson())).to.include('Second');
    key({ key: 'y', ctrlKey: true });
    expect(JSON.stringify(mounted.editor.getJson())).to.not.include('Second');
    key({ key: 's', ctrlKey: true });
    await until(() => mounted.named('onSave').length === 1, 5000, 'onSave from Ctrl+S');
  });

  it('arrow keys move the selection through the tree and Enter edits the selected text', () => {
    const key = (name: string) =>
      frame().dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));
    const selected = () => mounted.element.store.state.selection;
    key('ArrowDown');
    expect(selected()).to.equal('s1');
    key('ArrowDown');
    expect(selected()).to.equal('s2');
    key('ArrowUp');
    key('ArrowRight');
    expect(selected()).to.equal('c1');
    key('ArrowRight');
    expect(selected()).to.equal('t1');
    key('ArrowDown');
    expect(selected()).to.equal('b1');
    key('ArrowLeft');
    expect(selected()).to.equal('c1');
    key('ArrowRight');
    key('Enter');
    expect(mounted.element.canvas!.inlineEdit?.uid).to.equal('t1');
  });

  it('links in the canvas do not navigate', () => {
    const link = frame().querySelector<HTMLAnchorElement>('[data-lp-uid="b1"] a')!;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).to.equal(true);
    expect(mounted.element.store.state.selection).to.equal('b1');
  });

  it('edits text inline: typing is one undo step and the frame keeps the caret element', async () => {
    const canvas = mounted.element.canvas!;
    expect(canvas.startInline('t1')).to.equal(true);
    // The rich-text engine comes in its own part, loaded as the first edit starts.
    expect(await canvas.inlineEdit!.ready).to.equal(true);
    const element = frame().querySelector<HTMLElement>('[data-lp-uid="t1"]')!;
    expect(element.isContentEditable).to.equal(true);
    const selection = frame().getSelection()!;
    selection.selectAllChildren(element.querySelector('p')!);
    selection.collapseToEnd();
    // One word: the engine merges typing into one undo step per word.
    for (const char of 'Wide') frame().execCommand('insertText', false, char);
    // The engine reads the DOM in its own observer's time.
    await until(
      () => mounted.element.store.state.doc.children![0]!.children![0]!.children![0]!.content === '<p>HelloWide</p>',
      2000,
      'the typed word in the document',
    );
    expect(frame().querySelector('[data-lp-uid="t1"]')).to.equal(element);
    expect(mounted.element.store.undoCount).to.equal(1);
    const painted = nextPaint(mounted.element);
    frame().dispatchEvent(new KeyboardEvent('keydown', { key: 'z', ctrlKey: true, bubbles: true }));
    expect(mounted.element.store.state.doc.children![0]!.children![0]!.children![0]!.content).to.equal('<p>Hello</p>');
    await painted;
    // The section typed into is drawn again from the document: the undone text is gone.
    expect(frame().querySelector('[data-lp-uid="t1"]')?.textContent).to.equal('Hello');
    expect(frame().querySelector('[data-lp-uid="t1"]')?.hasAttribute('contenteditable')).to.equal(false);
  });

  it('a style edit replaces no section (only the stylesheet); a content edit replaces only its section', async () => {
    const first = frame().querySelector('[data-lp-uid="s1"]');
    const second = frame().querySelector('[data-lp-uid="s2"]');
    let painted = nextPaint(mounted.element);
    mounted.element.store.run(setAttribute('t1', 'color', '#ff0000'));
    await painted;
    expect(frame().querySelector('[data-lp-uid="s1"]')).to.equal(first);
    expect(frame().querySelector('[data-lp-uid="s2"]')).to.equal(second);
    expect(getComputedStyle(frame().querySelector('[data-lp-uid="t1"]')!).color).to.equal('rgb(255, 0, 0)');
    painted = nextPaint(mounted.element);
    mounted.element.store.run(setContent('t1', '<p>Changed</p>'));
    await painted;
    expect(frame().querySelector('[data-lp-uid="s1"]')).to.not.equal(first);
    expect(frame().querySelector('[data-lp-uid="t1"]')?.textContent).to.equal('Changed');
    expect(frame().querySelector('[data-lp-uid="s2"]')).to.equal(second);
  });

  it('the device switch sets the frame width (tablet 820, landscape 667, mobile 375) and mobile edits xsAttributes', async () => {
    const iframe = () => part<HTMLIFrameElement>(mounted.element, 'lp-canvas', 'iframe')!;
    part(mounted.element, 'lp-top-bar', '[data-control="device-mobile"]')!.click();
    await until(() => iframe().style.width === '375px', 2000, 'the mobile width');
    expect(frame().defaultView!.innerWidth).to.equal(375);
    part(mounted.element, 'lp-top-bar', '[data-control="device-tablet"]')!.click();
    await until(() => iframe().style.width === '820px', 2000, 'the tablet width');
    expect(frame().defaultView!.innerWidth).to.equal(820);
    part(mounted.element, 'lp-top-bar', '[data-control="device-landscape"]')!.click();
    await until(() => iframe().style.width === '667px', 2000, 'the mobile landscape width');
    expect(frame().defaultView!.innerWidth).to.equal(667);
    part(mounted.element, 'lp-top-bar', '[data-control="device-mobile"]')!.click();
    await until(() => iframe().style.width === '375px', 2000, 'the mobile width');
    mounted.element.store.select('t1');
    await until(
      () => part(mounted.element, 'lp-selection-panel', '[data-field="color"] input[type="text"]') !== null,
      2000,
      'the color field',
    );
    const input = part<HTMLInputElement>(
      mounted.element,
      'lp-selection-panel',
      '[data-field="color"] input[type="text"]',
    )!;
    input.value = '#00ff00';
    input.dispatchEvent(new Event('input'));
    const node = mounted.element.store.state.doc.children![0]!.children![0]!.children![0]!;
    expect(node.xsAttributes).to.deep.equal({ color: '#00ff00' });
    expect(node.attributes?.color).to.equal(undefined);
    await nextPaint(mounted.element);
    expect(getComputedStyle(frame().querySelector('[data-lp-uid="t1"]')!).color).to.equal('rgb(0, 255, 0)');
  });

  it("each device shows its level's CSS under its level's name: columns stacking from sm stack on Mobile, not on Tablet", async () => {
    const two = page(
      section(
        { uid: 's1', attributes: { 'stack-columns': 'sm' } },
        column({ uid: 'c1' }, text('<p>Left</p>', { uid: 't1' })),
        column({ uid: 'c2' }, text('<p>Right</p>', { uid: 't2' })),
      ),
    );
    await mounted.editor.load(two);
    mounted.element.store.select('t1');
    const iframe = () => part<HTMLIFrameElement>(mounted.element, 'lp-canvas', 'iframe')!;
    const stacked = () => {
      const [left, right] = ['c1', 'c2'].map((uid) => frame().querySelector(`[data-lp-uid="${uid}"]`)!);
      return left!.getBoundingClientRect().top !== right!.getBoundingClientRect().top;
    };
    const shown: [name: string, stacked: boolean][] = [];
    for (const device of ['desktop', 'tablet', 'mobile']) {
      const button = part<HTMLButtonElement>(mounted.element, 'lp-top-bar', `[data-control="device-${device}"]`)!;
      button.click();
      await until(
        () => part(mounted.element, 'lp-selection-panel', '.device')?.textContent?.includes(button.title) ?? false,
        2000,
        `the panel names ${button.title}`,
      );
      // The frame lays out at the width the canvas gave it before the columns are measured.
      await until(() => `${frame().defaultView!.innerWidth}px` === iframe().style.width, 2000, 'the width');
      shown.push([button.title, stacked()]);
    }
    expect(shown).to.deep.equal([
      ['Desktop', false],
      ['Tablet', false],
      ['Mobile', true],
    ]);
  });

  it('an invalid value in the panel is refused with the reason, and the document is unchanged', async () => {
    mounted.element.store.select('t1');
    await until(
      () => part(mounted.element, 'lp-selection-panel', '[data-field="font-size"] input') !== null,
      2000,
      'the field',
    );
    const before = mounted.element.store.state.doc;
    const input = part<HTMLInputElement>(mounted.element, 'lp-selection-panel', '[data-field="font-size"] input')!;
    input.value = '12 parsecs';
    input.dispatchEvent(new Event('change'));
    expect(mounted.element.store.state.doc).to.equal(before);
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(part(mounted.element, 'lp-selection-panel', '[data-field="font-size"] .error')?.textContent).to.match(
      /CSS length/,
    );
  });

  it('the reader role shows read-only and every command declines', async () => {
    await mounted.editor.setOptions({ role: 'reader' });
    expect(mounted.element.canvas!.startInline('t1')).to.equal(false);
    expect(mounted.element.store.run(setAttribute('t1', 'color', '#000000'))).to.equal(false);
    await until(() => part(mounted.element, 'lp-top-bar', '.badge') !== null, 2000, 'the read-only badge');
    // No save control shows for a reader, and the keyboard's save is no back door: Ctrl+S is
    // taken (the browser's own save dialog stays shut) and saves nothing.
    const press = new KeyboardEvent('keydown', { key: 's', ctrlKey: true, bubbles: true, cancelable: true });
    frame().dispatchEvent(press);
    expect(press.defaultPrevented).to.equal(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mounted.named('onSave')).to.have.length(0);
  });
});
