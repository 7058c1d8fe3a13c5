/**
 * The window bar by role, through the public loader and the real service: a reader, who changes
 * nothing (docs/editor-api.md "Roles"), gets no rename button (nothing to reach by Tab or to
 * announce), so never fires onTemplateRename; a manager or an editor renames, and a reader
 * made an editor by setOptions gets the button back.
 */
import { expect } from 'chai';
import { mountEditor, part, until, type Mounted } from '../../testing/mount.ts';
import type { LpWindowBar } from './lp-window-bar.ts';

const rename = (mounted: Mounted) =>
  part<HTMLButtonElement>(mounted.element, 'lp-window-bar', '[data-control="rename"]');

describe('<lp-window-bar> and roles', () => {
  let mounted: Mounted | undefined;
  afterEach(() => mounted?.cleanup());

  it('offers no rename to a reader, keeps the title, and gives rename back when the role changes', async () => {
    mounted = await mountEditor({ role: 'reader', windowBar: ['title', 'rename', 'close'], title: 'Launch' });
    const m = mounted;
    await until(() => part(m.element, 'lp-window-bar', 'h1')?.textContent === 'Launch', 3000, 'the title');
    await until(() => m.element.store.state.editable === false, 3000, 'the read-only state');
    await part<LpWindowBar>(m.element, 'lp-window-bar')!.updateComplete;
    expect(rename(m)?.outerHTML ?? null).to.equal(null);
    // Nothing to reach with the keyboard or to announce either: close is the bar's only control.
    const bar = part<LpWindowBar>(m.element, 'lp-window-bar')!.shadowRoot!;
    const focusable = [...bar.querySelectorAll<HTMLElement>('button, [tabindex]')].map((el) => el.dataset.control);
    expect(focusable).to.deep.equal(['close']);
    expect(m.named('onTemplateRename')).to.deep.equal([]);

    await m.editor.setOptions({ role: 'editor' });
    await until(() => rename(m) !== null, 3000, 'the rename button');
    rename(m)!.click();
    expect(m.named('onTemplateRename')[0]!.args).to.deep.equal([{ name: 'Launch' }]);
  });

  it('renameTemplate alone shows rename to a manager, never to a reader', async () => {
    mounted = await mountEditor({ renameTemplate: true, title: 'Launch' });
    const m = mounted;
    await until(() => rename(m) !== null, 3000, 'the rename button');
    expect(rename(m)!.getAttribute('aria-label')).to.not.equal('');
    mounted.cleanup();
    mounted = await mountEditor({ role: 'reader', renameTemplate: true, title: 'Launch' });
    const r = mounted;
    await until(() => part(r.element, 'lp-window-bar', 'h1') !== null, 3000, 'the title');
    await until(() => r.element.store.state.editable === false, 3000, 'the read-only state');
    await part<LpWindowBar>(r.element, 'lp-window-bar')!.updateComplete;
    expect(rename(r)?.outerHTML ?? null).to.equal(null);
  });
});
