/**
 * The editor's flows that wait (a save, a preview) while the document changes under them, in
 * Chromium over the real service: a load() during a save leaves the save about the document it
 * sent and the unsaved flag about the new template; a preview asked before a load shows the new
 * template; a save no handler takes is not "saved".
 */
import { expect } from 'chai';
import type { PageDefinition } from '../../../renderer/index.ts';
import { page, section, column, text } from '../../../renderer/testing/builders.ts';
import { setContent } from '../../store/commands.ts';
import { mountEditor, part, until, type Mounted } from '../../testing/mount.ts';

const first = () => page(section({ uid: 's1' }, column({ uid: 'c1' }, text('<p>First template</p>', { uid: 't1' }))));
// Templates often share uids: the second reuses every uid of the first.
const second = () => page(section({ uid: 's1' }, column({ uid: 'c1' }, text('<p>Second template</p>', { uid: 't1' }))));

const contentOf = (doc: PageDefinition) => doc.children![0]!.children![0]!.children![0]!.content;

/** A save callback whose Promise each test settles itself. */
function heldSaves() {
  const pending: (() => void)[] = [];
  return { onSave: () => new Promise<void>((resolve) => pending.push(resolve)), release: () => pending.shift()?.() };
}

describe('<lp-editor>: flows in flight while the document changes', () => {
  let mounted: Mounted | undefined;
  afterEach(() => mounted?.cleanup());

  it('load() during a save: the callback gets the document that was saved; the flag describes the new template', async () => {
    const saves = heldSaves();
    mounted = await mountEditor({}, { onSave: saves.onSave });
    const { editor, element } = mounted;
    await editor.load(first());
    element.store.run(setContent('t1', '<p>Edited first</p>'));
    const saving = editor.save();
    await until(() => mounted!.named('onSave').length === 1, 5000, 'onSave');
    await editor.load(second());
    expect(element.store.unsaved).to.equal(false);
    saves.release();
    expect((await saving).status).to.equal('saved');
    const payload = mounted.named('onSave')[0]!.args[0] as { json: PageDefinition; html: string };
    expect(contentOf(payload.json)).to.equal('<p>Edited first</p>');
    expect(payload.html).to.include('Edited first');
    expect(element.store.unsaved, 'the new template, untouched, is saved').to.equal(false);
    const flags = mounted
      .named('onEdittedWithoutSaveChanged')
      .map((call) => (call.args[0] as { value: boolean }).value);
    expect(flags.at(-1)).to.equal(false);

    // The same with an edit of the new template before the old save ends: it stays unsaved.
    element.store.run(setContent('t1', '<p>Edited second</p>'));
    const again = editor.save();
    await until(() => mounted!.named('onSave').length === 2, 5000, 'the second onSave');
    await editor.load(first());
    element.store.run(setContent('t1', '<p>Edited after the load</p>'));
    saves.release();
    expect((await again).status).to.equal('saved');
    expect(element.store.unsaved).to.equal(true);
  });

  it('a preview asked for before a load() shows the template loaded, not the one it started with', async () => {
    mounted = await mountEditor();
    await mounted.editor.load(first());
    const previewing = mounted.element.preview();
    await mounted.editor.load(second());
    await previewing;
    const [call] = mounted.named('onPreview');
    expect(call, 'onPreview').to.not.equal(undefined);
    const html = (call!.args[0] as { html: string }).html;
    expect(html).to.include('Second template');
    expect(html).to.not.include('First template');
  });

  describe('a save no handler takes', () => {
    let warnings: unknown[][];
    const realWarn = console.warn;
    beforeEach(() => {
      warnings = [];
      console.warn = (...args: unknown[]) => void warnings.push(args);
    });
    afterEach(() => (console.warn = realWarn));

    it('without onSave and onSaveAndClose: not saved, the flag stays, the editor stays open, one console warning', async () => {
      mounted = await mountEditor({}, {}, { without: ['onSave', 'onSaveAndClose'] });
      const { editor, element } = mounted;
      await editor.load(first());
      element.store.run(setContent('t1', '<p>Typed</p>'));
      expect((await editor.saveAndClose()).status).to.equal('unhandled');
      expect(editor.element, 'the editor is still mounted').to.equal(element);
      expect(element.isConnected).to.equal(true);
      expect(element.store.unsaved).to.equal(true);
      expect((await editor.save()).status).to.equal('unhandled');
      const codes = mounted
        .named('onAlert')
        .map((call) => (call.args[0] as { notification: { code: string } }).notification.code);
      expect(codes).to.not.include('saved');
      expect(codes.filter((code) => code === 'save-unhandled')).to.have.length(2);
      await until(
        () => part(element, 'lp-notifications', '[data-code="save-unhandled"]') !== null,
        2000,
        'the notification',
      );
      const ours = warnings.filter((args) => String(args[0]).includes('no handler'));
      expect(ours, 'one console warning per editor').to.have.length(1);
    });

    it('an onSave that throws has failed: a save error, still unsaved', async () => {
      mounted = await mountEditor(
        {},
        {
          onSave: () => {
            throw new Error('disk full');
          },
        },
      );
      await mounted.editor.load(first());
      mounted.element.store.run(setContent('t1', '<p>Typed</p>'));
      const result = await mounted.editor.save();
      expect(result.status).to.equal('failed');
      expect((result as { error: Error }).error.message).to.equal('disk full');
      expect(mounted.element.store.unsaved).to.equal(true);
    });

    it('an lp-save listener takes the save by calling event.waitUntil; one that does not, does not', async () => {
      mounted = await mountEditor({}, {}, { without: ['onSave', 'onSaveAndClose'] });
      const { editor, element } = mounted;
      await editor.load(first());
      element.store.run(setContent('t1', '<p>Typed</p>'));
      const looking = () => undefined;
      element.addEventListener('lp-save', looking);
      expect((await editor.save()).status).to.equal('unhandled');
      element.removeEventListener('lp-save', looking);
      let stored: unknown;
      element.addEventListener('lp-save', (event) => event.waitUntil((stored = event.detail.json)));
      expect((await editor.save()).status).to.equal('saved');
      expect(stored).to.equal(element.store.state.doc);
      expect(element.store.unsaved).to.equal(false);
    });
  });
});
