/**
 * alignText, the toolbar aligning a whole text: the node's `text-align` at the level the frame
 * shows and its content without the paragraphs' own alignment, written as one undo step; a dry
 * run changes nothing, and a reader or a node not in the document is refused.
 */
import { expect } from 'chai';
import type { PageDefinition, TemplateNode } from '../../renderer/index.ts';
import { column, page, section, text } from '../../renderer/testing/builders.ts';
import { EditorStore } from './editor-store.ts';
import { alignText } from './text-commands.ts';
import { locate } from './tree.ts';

const RIGHT_FIRST = '<p style="text-align:right">One</p><p>Two</p>';
const PLAIN = '<p>One</p><p>Two</p>';

const start = (fields: Partial<TemplateNode> = {}): PageDefinition =>
  page(section({ uid: 's1' }, column({ uid: 'c1' }, text(RIGHT_FIRST, { uid: 't1', ...fields }))));

const node = (store: EditorStore) => locate<TemplateNode>(store.state.doc, 't1')!.node;

describe('alignText', () => {
  it("writes the block's text-align and the content without paragraph alignment, as one undo step", () => {
    const store = new EditorStore(start());
    expect(store.run(alignText('t1', 'center', PLAIN, 'desktop'))).to.equal(true);
    expect(node(store).attributes?.['text-align']).to.equal('center');
    expect(node(store).content).to.equal(PLAIN);
    expect(store.undoCount).to.equal(1);
    expect(store.lastStep?.label).to.equal('Change text-align');
    store.undo();
    expect(node(store).content, 'one undo takes back both').to.equal(RIGHT_FIRST);
    expect(node(store).attributes?.['text-align']).to.equal(undefined);
    store.redo();
    expect(node(store).content).to.equal(PLAIN);
    expect(node(store).attributes?.['text-align']).to.equal('center');
  });

  it('writes at the level given, leaving the others as they are', () => {
    const store = new EditorStore(start({ attributes: { 'text-align': 'left' } }));
    store.run(alignText('t1', 'right', PLAIN, 'md'));
    expect(node(store).mdAttributes?.['text-align']).to.equal('right');
    expect(node(store).attributes?.['text-align'], 'desktop untouched').to.equal('left');
  });

  it('null removes the alignment at the level', () => {
    const store = new EditorStore(start({ attributes: { 'text-align': 'center', color: '#ff0000' } }));
    store.run(alignText('t1', null, PLAIN, 'desktop'));
    expect(node(store).attributes).to.deep.equal({ color: '#ff0000' });
    expect(node(store).content).to.equal(PLAIN);
    expect(store.undoCount).to.equal(1);
  });

  it('the same alignment and content again: applies, but adds no step', () => {
    const store = new EditorStore(start({ attributes: { 'text-align': 'center' } }));
    expect(store.run(alignText('t1', 'center', RIGHT_FIRST, 'desktop'))).to.equal(true);
    expect(store.undoCount).to.equal(0);
  });

  it('a dry run changes nothing; a node not in the document and a reader are refused', () => {
    const store = new EditorStore(start());
    const before = store.state.doc;
    expect(store.can(alignText('t1', 'center', PLAIN, 'desktop'))).to.equal(true);
    expect(store.state.doc, 'the dry run').to.equal(before);
    expect(store.run(alignText('missing', 'center', PLAIN, 'desktop'))).to.equal(false);
    const reader = new EditorStore(start(), { editable: false });
    expect(reader.run(alignText('t1', 'center', PLAIN, 'desktop'))).to.equal(false);
    expect(node(reader).attributes?.['text-align']).to.equal(undefined);
    expect(store.undoCount).to.equal(0);
  });
});
