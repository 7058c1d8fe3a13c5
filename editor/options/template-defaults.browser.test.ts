/**
 * `defaultTemplateSettings` in a running editor: an empty page loads with the host's design and
 * settings, and a block added from the blocks panel starts with the host's element defaults.
 */
import { expect } from 'chai';
import type { TemplateNode } from '../../renderer/index.ts';
import { page } from '../../renderer/testing/builders.ts';
import { locate } from '../store/tree.ts';
import { mountEditor, part, until, type Mounted } from '../testing/mount.ts';

describe('defaultTemplateSettings', () => {
  let mounted: Mounted;
  beforeEach(async () => {
    mounted = await mountEditor({
      defaultTemplateSettings: {
        design: { textColor: '#1e293b', button: { backgroundColor: '#16a34a' } },
        settings: { lang: 'de' },
        blocks: { button: { attributes: { 'border-radius': '999px', padding: 'lots' } } },
      },
    } as never);
  });
  afterEach(() => mounted.cleanup());

  it('shapes an empty page and the blocks added to it; invalid values are dropped', async () => {
    await mounted.editor.load(page());
    const doc = mounted.element.store.state.doc;
    expect(doc.settings?.lang).to.equal('de');
    expect(doc.settings?.design?.textColor).to.equal('#1e293b');
    const tile = () => part(mounted.element, 'lp-side-panel', 'lp-blocks-panel', '[data-entry="block:button"]');
    await until(() => tile() !== null, 5000, 'the blocks panel');
    tile()!.click();
    const uid = mounted.element.store.state.selection!;
    const added = locate<TemplateNode>(mounted.element.store.state.doc, uid)!.node;
    expect(added.tagName).to.equal('button');
    expect(added.attributes?.['border-radius']).to.equal('999px');
    expect(added.attributes).to.not.have.property('padding');
  });

  it('leaves a page with content as it is', async () => {
    const saved = JSON.parse(JSON.stringify((await import('../../renderer/testing/builders.ts')).pageWith()));
    await mounted.editor.load(saved);
    expect(mounted.element.store.state.doc.settings?.lang).to.not.equal('de');
  });
});
