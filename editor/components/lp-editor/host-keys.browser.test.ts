/**
 * Keys the editor handles stay in the editor: typing in its panel's inputs and its own shortcuts
 * never reach a host page's document-level (bubbling) key listeners, which would see them
 * retargeted to `<lp-editor>` and could not tell them from keys meant for the host. Keys the editor
 * does not handle still reach the host. Real key presses (web-test-runner's sendKeys), real
 * service.
 */
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { page, section, column, text } from '../../../renderer/testing/builders.ts';
import { mountEditor, part, until, type Mounted } from '../../testing/mount.ts';

/** Presses `key` with `modifier` held (the Chrome launcher's sendKeys takes one key per press). */
async function chord(modifier: 'Control' | 'Shift', key: string): Promise<void> {
  await sendKeys({ down: modifier });
  await sendKeys({ press: key });
  await sendKeys({ up: modifier });
}

const template = () => page(section({ uid: 's1' }, column({ uid: 'c1' }, text('<p>Hello</p>', { uid: 't1' }))));

/** What a host's document-level hotkey listeners see: `type:key` of every key event. */
function hostListeners(): { bubbling: string[]; capturing: { key: string; fromEditor: boolean }[]; stop(): void } {
  const bubbling: string[] = [];
  const capturing: { key: string; fromEditor: boolean }[] = [];
  const bubble = (event: Event) => bubbling.push(`${event.type}:${(event as KeyboardEvent).key}`);
  const capture = (event: Event) => {
    if (event.type !== 'keydown') return;
    capturing.push({
      key: (event as KeyboardEvent).key,
      fromEditor: event.composedPath().some((node) => node instanceof Element && node.localName === 'lp-editor'),
    });
  };
  for (const type of ['keydown', 'keypress', 'keyup']) {
    document.addEventListener(type, bubble);
    window.addEventListener(type, bubble);
    document.addEventListener(type, capture, true);
  }
  return {
    bubbling,
    capturing,
    stop() {
      for (const type of ['keydown', 'keypress', 'keyup']) {
        document.removeEventListener(type, bubble);
        window.removeEventListener(type, bubble);
        document.removeEventListener(type, capture, true);
      }
    },
  };
}

describe("<lp-editor> and the host page's hotkeys", () => {
  let mounted: Mounted | undefined;
  let host: ReturnType<typeof hostListeners>;
  beforeEach(() => (host = hostListeners()));
  afterEach(() => {
    host.stop();
    mounted?.cleanup();
  });

  it("typing and editing keys in a panel input never reach the host's bubbling listeners", async () => {
    mounted = await mountEditor();
    await mounted.editor.load(template());
    await mounted.editor.setOptions({ title: 'Keys' });
    part(mounted.element, 'lp-selection-panel', '[data-tab="settings"]')!.click();
    await until(
      () => part(mounted!.element, 'lp-selection-panel', 'input[type="text"]') !== null,
      3000,
      'a text input in the panel',
    );
    const input = part<HTMLInputElement>(mounted.element, 'lp-selection-panel', 'input[type="text"]')!;
    input.focus();
    input.select();
    await sendKeys({ type: 'ks?/' });
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ press: 'ArrowLeft' });
    await chord('Shift', 'Home');
    await sendKeys({ press: 'Delete' });
    await chord('Control', 'a');
    await chord('Control', 'z');
    expect(host.bubbling).to.deep.equal([]);
    // A capture listener sees them, and can tell they come from the editor.
    expect(host.capturing.length).to.be.greaterThan(5);
    expect(host.capturing.every((entry) => entry.fromEditor)).to.equal(true);
  });

  it("the editor's shortcuts stay in the editor; keys it does not handle reach the host", async () => {
    mounted = await mountEditor();
    await mounted.editor.load(template());
    const { setContent } = await import('../../store/commands.ts');
    mounted.element.store.run(setContent('t1', '<p>Changed</p>'));
    part(mounted.element, 'lp-top-bar', '[data-control="preview"]')!.focus();
    await chord('Control', 'z');
    expect(mounted.element.store.undoCount).to.equal(0);
    await chord('Control', 'y');
    expect(mounted.element.store.undoCount).to.equal(1);
    expect(host.bubbling.filter((entry) => entry.startsWith('keydown:') && entry !== 'keydown:Control')).to.deep.equal(
      [],
    );
    // F2 and Ctrl+K mean nothing to the editor: the host's hotkeys get them.
    await sendKeys({ press: 'F2' });
    await chord('Control', 'k');
    expect(host.bubbling).to.include('keydown:F2');
    expect(host.bubbling).to.include('keydown:k');
  });
});
