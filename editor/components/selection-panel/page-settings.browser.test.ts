/**
 * The page settings (title, description, share image) in the selection panel, typed with real key
 * presses against the real renderer: a value the template format refuses (a share image that is
 * not yet an absolute http(s) URL, a title past its length) is not written into the page, so the
 * canvas never fails to render while someone types; the field says what is expected instead.
 */
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { page, section, column, text } from '../../../renderer/testing/builders.ts';
import type { LpEvent } from '../../events.ts';
import { mountEditor, part, until, type Mounted } from '../../testing/mount.ts';

const template = () => page(section({ uid: 's1' }, column({ uid: 'c1' }, text('<p>Hello</p>', { uid: 't1' }))));

describe('page settings in the selection panel', () => {
  let mounted: Mounted | undefined;
  afterEach(() => mounted?.cleanup());

  it('typing a share image URL commits it only once it is an absolute http(s) URL; the canvas never fails', async () => {
    mounted = await mountEditor();
    const alerts: string[] = [];
    mounted.element.addEventListener('lp-alert', (event) =>
      alerts.push((event as LpEvent<'lp-alert'>).detail.notification.code),
    );
    await mounted.editor.load(template());
    part(mounted.element, 'lp-selection-panel', '[data-tab="settings"]')!.click();
    await until(() => part(mounted!.element, 'lp-selection-panel', '#m-image') !== null, 3000, 'the share image input');
    const input = part<HTMLInputElement>(mounted.element, 'lp-selection-panel', '#m-image')!;
    input.focus();
    await sendKeys({ type: 'https:/' });
    expect(mounted.element.store.state.doc.metadata?.image).to.equal(undefined);
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    await sendKeys({ type: '/example.com/share.png' });
    expect(mounted.element.store.state.doc.metadata?.image).to.equal('https://example.com/share.png');
    expect(input.getAttribute('aria-invalid')).to.equal('false');
    // Cleared: no share image, which is valid.
    input.select();
    await sendKeys({ press: 'Backspace' });
    expect(mounted.element.store.state.doc.metadata?.image).to.equal('');
    // A title past its 300 characters is not taken either.
    const title = part<HTMLInputElement>(mounted.element, 'lp-selection-panel', '#m-title')!;
    title.value = 'x'.repeat(301);
    title.dispatchEvent(new Event('input', { bubbles: true }));
    expect(mounted.element.store.state.doc.metadata?.title).to.equal(undefined);
    mounted.element.canvas!.renderNow();
    expect(alerts).to.not.include('render-failed');
    expect(mounted.element.canvas?.frameDocument?.querySelector('[data-lp-uid="t1"]')?.textContent).to.equal('Hello');
  });
});
