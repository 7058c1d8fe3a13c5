/**
 * Copy and paste through the store, without a browser: what a copy writes pastes back near the
 * selection with fresh uids as one undo step, a synced section keeps its syncedId, several nodes
 * paste as one step, and every refusal (the target cannot hold it, a reader, the page's node
 * limit, text that is not ours) changes nothing and says why.
 */
import { expect } from 'chai';
import { LIMITS, type PageDefinition, type TemplateNode } from '../../renderer/index.ts';
import { column, page, section, text } from '../../renderer/testing/builders.ts';
import type { EditorNotification } from '../events.ts';
import { Translator } from '../i18n/translator.ts';
import { EditorStore } from '../store/editor-store.ts';
import { collectUids, locate } from '../store/tree.ts';
import { canPaste, copyData, pasteText, type ClipboardShell } from './clipboard-actions.ts';
import { writeClipboard } from './clipboard-format.ts';
import { insertNodes } from './paste-command.ts';

type Notice = Omit<EditorNotification, 'duration'>;

function setup(doc: PageDefinition, editable = true) {
  const store = new EditorStore(doc, { editable });
  const notices: Notice[] = [];
  const shell: ClipboardShell = { store, t: new Translator('en', {}), notify: (notice) => void notices.push(notice) };
  return { store, notices, shell };
}

const sample = () =>
  page(
    section(
      { uid: 's1' },
      column({ uid: 'c1' }, text('<p>a</p>', { uid: 'a' })),
      column({ uid: 'c2' }, text('<p>b</p>', { uid: 'b' })),
    ),
    section({ uid: 's2' }, column({ uid: 'c3' }, text('<p>d</p>', { uid: 'd' }))),
  ) as PageDefinition;

const childUids = (store: EditorStore, uid: string | null) =>
  (uid === null ? store.state.doc : locate<TemplateNode>(store.state.doc, uid)!.node).children!.map((node) => node.uid);

describe('copy and paste through the store', () => {
  it('pastes a copied block after the selected block of another column: fresh uids, selected, one undo step', () => {
    const { store, shell, notices } = setup(sample());
    const copied = copyData(store.state, 'a')!;
    store.select('b');
    const before = store.state.doc;
    const uidsBefore = collectUids(before);
    expect(pasteText(shell, copied.text)).to.equal(true);
    expect(notices).to.deep.equal([]);
    const pasted = childUids(store, 'c2');
    expect(pasted).to.have.length(2);
    expect(pasted[0]).to.equal('b');
    expect(uidsBefore.has(pasted[1]!)).to.equal(false);
    expect(store.state.selection).to.equal(pasted[1]);
    expect(locate<TemplateNode>(store.state.doc, pasted[1]!)!.node.content).to.equal('<p>a</p>');
    expect(store.undoCount).to.equal(1);
    store.undo();
    expect(store.state.doc).to.deep.equal(before);
    expect(store.state.selection).to.equal('b');
  });

  it('pastes a section after the selected block’s section, with fresh uids all the way down', () => {
    const { store, shell } = setup(sample());
    const copied = copyData(store.state, 's2')!;
    store.select('a');
    expect(pasteText(shell, copied.text)).to.equal(true);
    const sections = childUids(store, null);
    expect(sections.slice(0, 1)).to.deep.equal(['s1']);
    expect(sections[2]).to.equal('s2');
    const copy = store.state.doc.children![1]!;
    const uids = [...collectUids(copy)];
    expect(uids).to.have.length(3);
    for (const uid of uids) expect(['s2', 'c3', 'd']).to.not.include(uid);
    expect(collectUids(store.state.doc).size).to.equal(11);
  });

  it('keeps a synced section’s syncedId and gives its container a fresh uid', () => {
    const synced = {
      ...section({ uid: 'sy' }, column({ uid: 'cy' })),
      syncedId: 7,
      container: { tagName: 'container', uid: 'k1' },
    };
    const { store, shell } = setup(page(synced) as PageDefinition);
    store.select('sy');
    expect(pasteText(shell, copyData(store.state, 'sy')!.text)).to.equal(true);
    const [original, copy] = store.state.doc.children!;
    expect(copy!.syncedId).to.equal(7);
    expect(copy!.uid).to.not.equal(original!.uid);
    expect(copy!.container!.uid).to.not.equal('k1');
  });

  it('pastes several nodes in their order as one undo step, the first selected', () => {
    const { store } = setup(sample());
    const nodes = [text('<p>1</p>', { uid: 'a' }), text('<p>2</p>', { uid: 'a' })];
    expect(store.run(insertNodes('c3', 0, nodes))).to.equal(true);
    const [first, second, third] = locate<TemplateNode>(store.state.doc, 'c3')!.node.children!;
    expect([first!.content, second!.content, third!.uid]).to.deep.equal(['<p>1</p>', '<p>2</p>', 'd']);
    expect(first!.uid).to.not.equal(second!.uid);
    expect(store.state.selection).to.equal(first!.uid);
    expect(store.undoCount).to.equal(1);
  });

  it('refuses a column on a page without sections, saying so, and changes nothing', () => {
    const { store, shell, notices } = setup(page() as PageDefinition);
    const before = store.state.doc;
    expect(canPaste(store.state, writeClipboard([column(text('<p>x</p>'))]), null)).to.equal(false);
    expect(pasteText(shell, writeClipboard([column(text('<p>x</p>'))]))).to.equal(false);
    expect(store.state.doc).to.equal(before);
    expect(notices.map((notice) => [notice.type, notice.code])).to.deep.equal([['error', 'clipboard-refused.column']]);
    expect(notices[0]!.text).to.be.a('string').and.not.equal('');
  });

  it('pastes a block on an empty page inside a new one-column section', () => {
    const { store, shell } = setup(page() as PageDefinition);
    expect(pasteText(shell, writeClipboard([text('<p>x</p>')]))).to.equal(true);
    const [only] = store.state.doc.children!;
    expect(only!.children).to.have.length(1);
    expect(only!.children![0]!.children!.map((node) => node.content)).to.deep.equal(['<p>x</p>']);
    expect(store.undoCount).to.equal(1);
  });

  it('a reader copies but never pastes', () => {
    const { store, shell, notices } = setup(sample(), false);
    const copied = copyData(store.state, 'a');
    expect(copied?.tagName).to.equal('text');
    expect(pasteText(shell, copied!.text)).to.equal(false);
    expect(notices.map((notice) => notice.code)).to.deep.equal(['read-only']);
  });

  it('says what is wrong with text that is not ours, or invalid, or of an unknown kind', () => {
    const { store, shell, notices } = setup(sample());
    const before = store.state.doc;
    pasteText(shell, 'just some text');
    pasteText(shell, writeClipboard([{ tagName: 'marquee' }]));
    pasteText(shell, writeClipboard([text('<p>x</p>', { attributes: { hidden: 'yes' } })]));
    expect(store.state.doc).to.equal(before);
    expect(notices.map((notice) => [notice.type, notice.code])).to.deep.equal([
      ['info', 'clipboard-foreign'],
      ['error', 'clipboard-unknownKind'],
      ['error', 'clipboard-invalid'],
    ]);
  });

  it('refuses a paste that would take the page past the renderer’s node limit', () => {
    // The page, a section and a column, then blocks up to one below the limit.
    const blocks = Array.from({ length: LIMITS.maxNodes - 4 }, () => ({ tagName: 'spacer' }));
    const { store, shell, notices } = setup(
      page(section({ uid: 's' }, column({ uid: 'c' }, ...blocks))) as PageDefinition,
    );
    store.select('c');
    expect(pasteText(shell, writeClipboard([text('<p>1</p>')]))).to.equal(true);
    expect(pasteText(shell, writeClipboard([text('<p>2</p>')]))).to.equal(false);
    expect(notices.map((notice) => notice.code)).to.deep.equal(['clipboard-pageFull']);
  });

  it('copies nothing for a uid that is not there', () => {
    const { store } = setup(sample());
    expect(copyData(store.state, 'nope')).to.equal(undefined);
    expect(copyData(store.state, null)).to.equal(undefined);
  });
});
