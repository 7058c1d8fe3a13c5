/**
 * Copy, cut and paste in Chromium, through real `copy` / `cut` / `paste` ClipboardEvents on the
 * canvas frame's document, handled by the canvas's own listeners (handleClipboardEvent with the
 * inline-editing flag): a copied block pastes after the selection in another column with fresh
 * uids as one undo step, a cut and a paste move it, a section pasted while a block is selected
 * goes after its section, a refused paste shows its message, and a copy from one editor pastes
 * into another. The async Clipboard API without a permission says to press Ctrl+V / ⌘V.
 */
import { expect } from 'chai';
import { column, page, section, text } from '../../renderer/testing/builders.ts';
import type { TemplateNode } from '../../renderer/index.ts';
import { mountEditor, nextPaint, until, type Mounted } from '../testing/mount.ts';
import { collectUids, locate } from '../store/tree.ts';
import { LpContextMenu } from '../components/context-menu/lp-context-menu.ts';
import { tagOf } from '../components/define-element.ts';
import type { EditorShell } from '../context/editor-context.ts';
import { paste } from './clipboard-actions.ts';

const template = () =>
  page(
    section(
      { uid: 's1' },
      column({ uid: 'c1' }, text('<p>Alpha</p>', { uid: 'a' }), text('<p>Beta</p>', { uid: 'b' })),
      column({ uid: 'c2' }, text('<p>Gamma</p>', { uid: 'g' })),
    ),
    section({ uid: 's2' }, column({ uid: 'c3' }, text('<p>Delta</p>', { uid: 'd' }))),
  );

/** An editor (its canvas hears the frame's clipboard events), and its shell. */
async function mountWired(): Promise<{ mounted: Mounted; shell: EditorShell; frame: () => Document }> {
  const mounted = await mountEditor();
  await mounted.editor.load(template());
  // A part inside the editor consumes the shell as every part does.
  const probe = document.createElement(tagOf(LpContextMenu)) as LpContextMenu;
  mounted.element.shadowRoot!.querySelector('.root')!.append(probe);
  await until(() => probe.shell !== undefined, 5000, 'the shell');
  const shell = probe.shell!;
  const canvas = mounted.element.canvas!;
  return { mounted, shell, frame: () => canvas.frameDocument! };
}

/** Fires a clipboard event at the frame's body, as Ctrl+C / Ctrl+X / Ctrl+V do; its data and whether it was taken. */
function fire(doc: Document, type: 'copy' | 'cut' | 'paste', data = new DataTransfer()) {
  const event = new ClipboardEvent(type, { clipboardData: data, bubbles: true, cancelable: true, composed: true });
  (doc.activeElement ?? doc.body).dispatchEvent(event);
  return { data, taken: event.defaultPrevented };
}

const childUids = (mounted: Mounted, uid: string) =>
  locate<TemplateNode>(mounted.element.store.state.doc, uid)!.node.children!.map((node) => node.uid);

describe('clipboard', () => {
  let editors: Mounted[] = [];
  afterEach(() => {
    for (const mounted of editors) mounted.cleanup();
    editors = [];
  });
  const wired = async () => {
    const result = await mountWired();
    editors.push(result.mounted);
    return result;
  };

  it('copies a block and pastes it after the selection in another column: fresh uids, shown, one undo step', async () => {
    const { mounted, frame } = await wired();
    const store = mounted.element.store;
    store.select('a');
    const copied = fire(frame(), 'copy');
    expect(copied.taken).to.equal(true);
    expect(copied.data.getData('text/plain')).to.include('"lp-editor/nodes"');
    expect(copied.data.getData('text/html')).to.include('Alpha');
    store.select('g');
    const before = store.state.doc;
    const steps = store.undoCount;
    const uidsBefore = collectUids(before);
    const painted = nextPaint(mounted.element);
    expect(fire(frame(), 'paste', copied.data).taken).to.equal(true);
    const [, pasted] = childUids(mounted, 'c2');
    expect(pasted).to.be.a('string');
    expect(uidsBefore.has(pasted!)).to.equal(false);
    expect(store.state.selection).to.equal(pasted);
    expect(store.undoCount).to.equal(steps + 1);
    await painted;
    expect(frame().querySelector(`[data-lp-uid="${pasted}"]`)?.textContent).to.equal('Alpha');
    store.undo();
    expect(store.state.doc).to.deep.equal(before);
  });

  it('cut then paste moves a block: the cut is one undo step, the paste another', async () => {
    const { mounted, frame } = await wired();
    const store = mounted.element.store;
    store.select('b');
    const steps = store.undoCount;
    const cut = fire(frame(), 'cut');
    expect(cut.taken).to.equal(true);
    expect(childUids(mounted, 'c1')).to.deep.equal(['a']);
    expect(store.undoCount).to.equal(steps + 1);
    store.select('d');
    fire(frame(), 'paste', cut.data);
    const moved = childUids(mounted, 'c3');
    expect(moved).to.have.length(2);
    expect(locate<TemplateNode>(store.state.doc, moved[1]!)!.node.content).to.equal('<p>Beta</p>');
    expect(JSON.stringify(store.state.doc).match(/Beta/g)).to.have.length(1);
    expect(store.undoCount).to.equal(steps + 2);
  });

  it('pastes a section while a block is selected after that block’s section', async () => {
    const { mounted, frame } = await wired();
    const store = mounted.element.store;
    store.select('s2');
    const copied = fire(frame(), 'copy');
    store.select('a');
    fire(frame(), 'paste', copied.data);
    const sections = store.state.doc.children!;
    expect(sections.map((node) => node.uid).filter((uid) => uid === 's1' || uid === 's2')).to.deep.equal(['s1', 's2']);
    expect(sections).to.have.length(3);
    expect(sections[1]!.uid).to.not.equal('s2');
    expect(JSON.stringify(sections[1])).to.include('Delta');
    expect(store.state.selection).to.equal(sections[1]!.uid);
  });

  it('refuses a column pasted on a page without sections, and shows why', async () => {
    const { mounted, frame } = await wired();
    const store = mounted.element.store;
    store.select('c2');
    const copied = fire(frame(), 'copy');
    await mounted.editor.load(page());
    const before = store.state.doc;
    fire(frame(), 'paste', copied.data);
    expect(store.state.doc).to.equal(before);
    const alerts = alertsOf(mounted);
    expect(alerts.at(-1)).to.include({ code: 'clipboard-refused.column', type: 'error' });
    await until(() => toast(mounted, 'clipboard-refused.column') !== null, 2000, 'the toast');
    expect(toast(mounted, 'clipboard-refused.column')!.getAttribute('role')).to.equal('alert');
  });

  it('pastes into a second editor what the first one copied', async () => {
    const first = await wired();
    const second = await wired();
    first.mounted.element.store.select('c1');
    const copied = fire(first.frame(), 'copy');
    const other = second.mounted.element.store;
    other.select('c3');
    fire(second.frame(), 'paste', copied.data);
    const sectionUids = locate<TemplateNode>(other.state.doc, 's2')!.node.children!.map((node) => node.uid);
    expect(sectionUids).to.have.length(2);
    const pasted = locate<TemplateNode>(other.state.doc, sectionUids[1]!)!.node;
    expect(pasted.children!.map((node) => node.content)).to.deep.equal(['<p>Alpha</p>', '<p>Beta</p>']);
    // Uids fresh in the second document: no node shares one with another.
    const all: string[] = [];
    const stack = [...other.state.doc.children!];
    while (stack.length > 0) {
      const node = stack.pop()!;
      all.push(node.uid!);
      stack.push(...(node.children ?? []));
    }
    expect(new Set(all).size).to.equal(all.length);
    // The first editor is untouched.
    expect(first.mounted.element.store.undoCount).to.equal(0);
  });

  it('leaves the keys to the text while it is edited inline', async () => {
    const { mounted, frame } = await wired();
    const store = mounted.element.store;
    store.select('a');
    expect(mounted.element.canvas!.startInline('a')).to.equal(true);
    const before = store.state.doc;
    expect(fire(frame(), 'copy').taken).to.equal(false);
    expect(fire(frame(), 'cut').taken).to.equal(false);
    const data = new DataTransfer();
    data.setData('text/plain', 'typed');
    expect(fire(frame(), 'paste', data).taken).to.equal(false);
    expect(store.state.doc).to.equal(before);
  });

  it('says to press Ctrl+V / ⌘V when the browser will not let the menu read the clipboard', async () => {
    const { mounted, shell } = await wired();
    const before = mounted.element.store.state.doc;
    // No clipboard-read permission was granted to this page: reading is refused, not prompted.
    const result = await Promise.race([
      paste(shell, 'a'),
      new Promise<string>((resolve) => setTimeout(() => resolve('hung'), 5000)),
    ]);
    if (result === true) throw new Error('read without permission');
    expect(result).to.equal(false);
    expect(mounted.element.store.state.doc).to.equal(before);
    const alerts = alertsOf(mounted);
    expect(alerts.at(-1)?.code).to.equal('clipboard-readRefused');
  });
});

/** The notifications the editor gave (onAlert's payloads), in order. */
function alertsOf(mounted: Mounted): { code: string; type: string; text: string }[] {
  return mounted
    .named('onAlert')
    .map((call) => (call.args[0] as { notification: { code: string; type: string; text: string } }).notification);
}

/** The toast with `code` on screen, or null. */
function toast(mounted: Mounted, code: string): Element | null {
  for (const element of mounted.element.shadowRoot!.querySelectorAll('*')) {
    const found = element.shadowRoot?.querySelector(`.toast[data-code="${code}"]`);
    if (found) return found;
  }
  return null;
}
