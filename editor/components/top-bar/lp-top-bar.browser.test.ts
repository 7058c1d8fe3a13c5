/**
 * The top bar at every width the editor supports (down to its minimum, 600 px), left to right and
 * right to left, in a language with long labels: nothing overlaps or leaves the bar, the saved
 * status stays, every control has an accessible name, and what does not fit is in an overflow
 * menu that works with the keyboard alone. Real service, real Chromium layout.
 */
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { page, section, column, text } from '../../../renderer/testing/builders.ts';
import { mountEditor, part, until, type Mounted } from '../../testing/mount.ts';
import type { LpTopBar } from './lp-top-bar.ts';

const template = () => page(section({ uid: 's1' }, column({ uid: 'c1' }, text('<p>Hello</p>', { uid: 't1' }))));

const WIDTHS = [1280, 1024, 850, 700, 600];

/** Every action of the bar, by its data-control name. */
const ACTIONS = [
  'undo',
  'redo',
  'add',
  'device-desktop',
  'device-tablet',
  'device-landscape',
  'device-mobile',
  'preview',
  'saveAndClose',
  'save',
];

const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/** Elements of the bar that take room: shown and not empty. */
function shown(element: Element): boolean {
  const box = element.getBoundingClientRect();
  const style = getComputedStyle(element);
  return box.width > 0 && box.height > 0 && style.display !== 'none' && style.visibility !== 'hidden';
}

/** The accessible name a control has (aria-label, aria-labelledby or its visible text). */
function accessibleName(element: Element): string {
  const label = element.getAttribute('aria-label');
  if (label) return label;
  const visibleText = [...element.childNodes]
    .filter(
      (node) =>
        node.nodeType === Node.TEXT_NODE || (node instanceof Element && shown(node) && !node.matches('svg, .spinner')),
    )
    .map((node) => node.textContent)
    .join('');
  return visibleText.trim();
}

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;

describe('<lp-top-bar> at every supported width', () => {
  let mounted: Mounted | undefined;
  afterEach(() => mounted?.cleanup());

  for (const { language, dir } of [
    { language: 'en', dir: 'ltr' },
    { language: 'de', dir: 'ltr' },
    { language: 'ar', dir: 'rtl' },
  ]) {
    it(`${language} (${dir}): no overlap, nothing outside the bar, the status shown, every action reachable`, async () => {
      mounted = await mountEditor({ language: language as 'en' });
      await mounted.editor.load(template());
      const bar = () => part<LpTopBar>(mounted!.element, 'lp-top-bar')!;
      for (const width of WIDTHS) {
        mounted.host.style.width = `${width}px`;
        await frame();
        const root = bar().shadowRoot!;
        const barBox = root.querySelector('.bar')!.getBoundingClientRect();
        expect(Math.round(barBox.width), `${width}: the bar fills the editor`).to.equal(width);
        const items = [...root.querySelectorAll('button, [role="status"]')].filter(shown);
        for (const item of items) {
          const box = item.getBoundingClientRect();
          const name = item.getAttribute('data-control') ?? item.getAttribute('role');
          expect(
            box.left >= barBox.left - 0.5 && box.right <= barBox.right + 0.5,
            `${width}: ${name} inside the bar`,
          ).to.equal(true);
          if (item.localName === 'button')
            expect(accessibleName(item), `${width}: ${name} has an accessible name`).to.not.equal('');
        }
        for (let i = 0; i < items.length; i++) {
          for (let j = i + 1; j < items.length; j++) {
            const a = items[i]!;
            const b = items[j]!;
            if (a.contains(b) || b.contains(a)) continue;
            expect(
              overlaps(a.getBoundingClientRect(), b.getBoundingClientRect()),
              `${width}: ${a.getAttribute('data-control') ?? a.className} and ${b.getAttribute('data-control') ?? b.className} overlap`,
            ).to.equal(false);
          }
        }
        const status = root.querySelector('[role="status"]');
        expect(status !== null && shown(status), `${width}: the saved status is shown`).to.equal(true);
        expect(
          status!.getAttribute('aria-label') || status!.textContent!.trim(),
          `${width}: the status says something`,
        ).to.not.equal('');
        const more = root.querySelector<HTMLButtonElement>('[data-control="more"]');
        const inBar = new Set(items.map((item) => item.getAttribute('data-control')));
        const inMenu = new Set<string | null>();
        if (more !== null && shown(more)) {
          more.click();
          await bar().updateComplete;
          for (const item of root.querySelectorAll('[role="menu"] [role^="menuitem"]'))
            inMenu.add(item.getAttribute('data-control'));
          more.click();
          await bar().updateComplete;
        }
        for (const action of ACTIONS)
          expect(
            inBar.has(action) || inMenu.has(action),
            `${width}: ${action} is in the bar or the overflow menu`,
          ).to.equal(true);
      }
    });
  }

  it('the overflow menu works with the keyboard alone, and closes with Escape back on its button', async () => {
    mounted = await mountEditor();
    await mounted.editor.load(template());
    mounted.host.style.width = '600px';
    await frame();
    const root = part(mounted.element, 'lp-top-bar')!.shadowRoot!;
    const more = root.querySelector<HTMLButtonElement>('[data-control="more"]');
    expect(more !== null && shown(more), 'the overflow button at 600 px').to.equal(true);
    expect(more!.getAttribute('aria-haspopup')).to.equal('menu');
    expect(more!.getAttribute('aria-expanded')).to.equal('false');
    expect(accessibleName(more!)).to.not.equal('');
    more!.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => more!.getAttribute('aria-expanded') === 'true', 2000, 'the menu to open');
    const items = () => [...root.querySelectorAll<HTMLElement>('[role="menu"] [role="menuitem"]')];
    expect(items().length).to.be.greaterThan(0);
    expect(root.activeElement).to.equal(items()[0]);
    for (const item of items()) expect(accessibleName(item), item.getAttribute('data-control')!).to.not.equal('');
    await sendKeys({ press: 'ArrowDown' });
    expect(root.activeElement).to.equal(items()[1] ?? items()[0]);
    await sendKeys({ press: 'End' });
    expect(root.activeElement).to.equal(items().at(-1));
    await sendKeys({ press: 'Home' });
    expect(root.activeElement).to.equal(items()[0]);
    await sendKeys({ press: 'Escape' });
    expect(more!.getAttribute('aria-expanded')).to.equal('false');
    expect(root.activeElement).to.equal(more);
    // Choosing an item by keyboard runs it: the preview opens.
    await sendKeys({ press: 'Enter' });
    await until(() => items().length > 0, 2000, 'the menu to reopen');
    const preview = items().findIndex((item) => item.getAttribute('data-control') === 'preview');
    expect(preview, 'preview is in the menu at 600 px').to.be.greaterThan(-1);
    for (let i = 0; i < preview; i++) await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    await until(() => mounted!.named('onPreview').length === 1, 5000, 'the preview');
  });

  it('the editor states its minimum width: 600 px, never narrower than that', async () => {
    mounted = await mountEditor();
    mounted.host.style.width = '420px';
    await frame();
    expect(Math.round(mounted.element.getBoundingClientRect().width)).to.equal(600);
  });
});
