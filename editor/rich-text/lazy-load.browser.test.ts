/**
 * The engine is a part (editor/lazy/parts.ts 'rich-text'): not loaded with the editor, loaded by
 * the first inline edit; the built first script carries none of ProseMirror.
 */
import { expect } from 'chai';
import { page, section, column, text } from '../../renderer/testing/builders.ts';
import { loadedPart } from '../lazy/load-part.ts';
import { mountEditor } from '../testing/mount.ts';

describe('rich-text part', () => {
  it('is not loaded before the first inline edit, and is once it started', async () => {
    const mounted = await mountEditor();
    try {
      await mounted.editor.load(page(section({ uid: 's1' }, column({ uid: 'c1' }, text('<p>Hi</p>', { uid: 't1' })))));
      mounted.element.store.select('t1');
      expect(loadedPart('rich-text'), 'not loaded with the editor').to.equal(undefined);
      expect(mounted.element.canvas!.startInline('t1')).to.equal(true);
      expect(await mounted.element.canvas!.inlineEdit!.ready).to.equal(true);
      expect(loadedPart('rich-text')?.startRichEdit).to.be.a('function');
    } finally {
      mounted.cleanup();
    }
  });

  it('the built first script carries no ProseMirror; a rich-text part file does', async () => {
    const script = await (await fetch('/dist/lp-editor.js')).text();
    expect(script.length).to.be.greaterThan(10_000);
    expect(script).to.not.include('ProseMirror-');
    const name = /rich-text\.[0-9a-f]{12}\.js/.exec(script)?.[0];
    expect(name, 'the parts table names the rich-text part').to.be.a('string');
    const part = await (await fetch(`/dist/lp-editor-parts/${name}`)).text();
    expect(part).to.include('ProseMirror-');
  });
});
