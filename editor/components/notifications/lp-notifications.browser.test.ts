/**
 * Toasts in a running editor: they sit over the foot of the selection panel, never over the
 * canvas (a designer walkthrough found one covering the page's bottom right), in left-to-right
 * and right-to-left UIs; the gap between toasts takes no clicks; a toast can be dismissed.
 */
import { expect } from 'chai';
import { page } from '../../../renderer/testing/builders.ts';
import { mountEditor, part, until, type Mounted, canvasSettled } from '../../testing/mount.ts';

describe('<lp-notifications> in the editor', () => {
  let mounted: Mounted;
  afterEach(() => mounted.cleanup());

  const toasts = () => [
    ...(part(mounted.element, 'lp-notifications')?.shadowRoot?.querySelectorAll<HTMLElement>('.toast') ?? []),
  ];

  /** True when two boxes share any area. */
  const overlap = (a: DOMRect, b: DOMRect) =>
    a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

  for (const language of ['en', 'ar'] as const)
    it(`keep off the canvas (${language})`, async () => {
      mounted = await mountEditor({ language });
      await mounted.editor.load(page());
      await canvasSettled(mounted.element);
      mounted.element.notify({ type: 'error', code: 'test-long', text: 'A long message that wraps: '.repeat(6) });
      mounted.element.notify({ type: 'success', code: 'test-short', text: 'Saved' });
      await until(() => toasts().length === 2, 2000, 'two toasts');
      const canvas = mounted.element.canvas!.getBoundingClientRect();
      const panel = part(mounted.element, 'lp-selection-panel')!.getBoundingClientRect();
      for (const toast of toasts()) {
        const box = toast.getBoundingClientRect();
        expect(overlap(box, canvas), `${toast.dataset.code} over the canvas`).to.equal(false);
        expect(box.left).to.be.at.least(panel.left);
        expect(box.right).to.be.at.most(panel.right);
      }
      // Between the two toasts, a click reaches what lies under them.
      const [first, second] = toasts().map((toast) => toast.getBoundingClientRect());
      const gapY = Math.round((first!.bottom + second!.top) / 2);
      const under = mounted.element.shadowRoot!.elementFromPoint(Math.round(first!.left + 20), gapY);
      expect(under?.localName ?? '').to.not.match(/notifications/);
    });

  it('a dismissed toast leaves', async () => {
    mounted = await mountEditor();
    await mounted.editor.load(page());
    mounted.element.notify({ type: 'error', code: 'test-stays', text: 'Stays until dismissed' });
    await until(() => toasts().length === 1, 2000, 'the toast');
    toasts()[0]!.querySelector<HTMLElement>('button')!.click();
    await until(() => toasts().length === 0, 2000, 'the toast to leave');
  });
});
