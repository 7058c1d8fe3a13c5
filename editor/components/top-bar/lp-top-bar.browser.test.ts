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
import { LANGUAGES } from '../../options/languages.ts';

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

  it('German at 1280 px: every label stays, the device switch moving aside for the longer end group', async () => {
    // Before: each side had half the bar whatever the other needed, so the German end group
    // (status, Vorschau, Speichern und schließen, Speichern) did not fit its half and Add lost
    // its label beside an almost empty start group.
    mounted = await mountEditor({ language: 'de' });
    await mounted.editor.load(template());
    mounted.host.style.width = '1280px';
    await frame();
    const root = part<LpTopBar>(mounted.element, 'lp-top-bar')!.shadowRoot!;
    const control = (name: string) => root.querySelector<HTMLElement>(`[data-control="${name}"]`);
    expect(control('add')!.querySelector('.label')?.textContent, 'Add keeps its label').to.equal('Hinzufügen');
    expect(control('preview')!.querySelector('.label')?.textContent, 'Preview keeps its label').to.equal('Vorschau');
    expect(control('saveAndClose')?.textContent?.trim(), 'Save and close in the bar').to.equal(
      'Speichern und schließen',
    );
    expect(control('more'), 'no overflow menu').to.equal(null);
    expect(root.querySelector('.status.compact'), 'the status in words').to.equal(null);
    expect(root.querySelector('.bar')!.getAttribute('data-level')).to.equal('0');
  });

  it('every language at 1280 and 1024 px: nothing overlaps or is cut, labels go least needed first', async () => {
    mounted = await mountEditor();
    await mounted.editor.load(template());
    const bar = () => part<LpTopBar>(mounted!.element, 'lp-top-bar')!;
    for (const language of LANGUAGES) {
      await mounted.editor.setOptions({ language });
      for (const width of [1280, 1024]) {
        mounted.host.style.width = `${width}px`;
        await frame();
        await bar().updateComplete;
        const root = bar().shadowRoot!;
        const where = `${language} ${width}`;
        expect(root.querySelector('[data-control="save"]')!.getAttribute('aria-label'), where).to.equal(
          bar().shell!.t.t('topbar.save'),
        );
        const barBox = root.querySelector('.bar')!.getBoundingClientRect();
        const items = [...root.querySelectorAll('.bar > * > *')].filter(shown);
        for (const item of items) {
          const box = item.getBoundingClientRect();
          const name = item.getAttribute('data-control') ?? item.className;
          expect(
            box.left >= barBox.left - 0.5 && box.right <= barBox.right + 0.5,
            `${where}: ${name} inside the bar`,
          ).to.equal(true);
          // Cut: a label wider than its control, or words drawn past their box.
          for (const text of [item, ...item.querySelectorAll('.label, .text')]) {
            const own = text.getBoundingClientRect();
            expect(
              own.left >= box.left - 0.5 && own.right <= box.right + 0.5,
              `${where}: ${name}'s words inside it`,
            ).to.equal(true);
            expect(
              text.scrollWidth <= text.clientWidth + 1 || text.clientWidth === 0,
              `${where}: ${name} not cut`,
            ).to.equal(true);
          }
        }
        for (let i = 0; i < items.length; i++)
          for (let j = i + 1; j < items.length; j++)
            expect(
              overlaps(items[i]!.getBoundingClientRect(), items[j]!.getBoundingClientRect()),
              `${where}: ${items[i]!.getAttribute('data-control') ?? items[i]!.className} and ${items[j]!.getAttribute('data-control') ?? items[j]!.className} overlap`,
            ).to.equal(false);
        // The order: Preview's label goes before Add's, Add's before Save's.
        const labelled = (name: string) => root.querySelector(`[data-control="${name}"] .label`) !== null;
        const preview = root.querySelector('[data-control="preview"]');
        if (preview !== null && labelled('preview'))
          expect(labelled('add'), `${where}: Add labelled while Preview is`).to.equal(true);
        if (labelled('add')) expect(labelled('save'), `${where}: Save labelled while Add is`).to.equal(true);
      }
    }
  });

  it('a reader: no save controls, in the bar or its menu; "Read only" in words; Preview at hand', async () => {
    // A reader cannot save (every command declines, docs/editor-api.md, Roles): a disabled Save
    // and Save and close took the room of the longest labels and said nothing the badge does not.
    mounted = await mountEditor({ role: 'reader' });
    await mounted.editor.load(template());
    const bar = () => part<LpTopBar>(mounted!.element, 'lp-top-bar')!;
    for (const width of [1280, 1024, 600]) {
      mounted.host.style.width = `${width}px`;
      await frame();
      const root = bar().shadowRoot!;
      const more = root.querySelector<HTMLButtonElement>('[data-control="more"]');
      if (more !== null) {
        more.click();
        await bar().updateComplete;
      }
      const controls = [...root.querySelectorAll('[data-control]')].map((item) => item.getAttribute('data-control'));
      expect(controls, `${width}: no save control`).to.not.include.members(['save']);
      expect(controls, `${width}: no save and close`).to.not.include.members(['saveAndClose']);
      expect(controls, `${width}: preview in the bar or the menu`).to.include('preview');
      if (more !== null) {
        more.click();
        await bar().updateComplete;
      }
      const badge = root.querySelector('.badge')!;
      expect(badge.getAttribute('title'), `${width}: why, as a tooltip`).to.equal(
        bar().shell!.t.t('editor.readOnlyHelp'),
      );
      expect(badge.textContent!.trim(), `${width}: the badge's words, shown or for screen readers`).to.equal(
        'Read only',
      );
      if (width >= 1024) expect(shown(badge.querySelector('.label')!), `${width}: "Read only" shown`).to.equal(true);
    }
    // Back to a role that edits: the save controls come back, enabled.
    await mounted.editor.setOptions({ role: 'editor' });
    await until(() => bar().shadowRoot!.querySelector('[data-control="save"]') !== null, 2000, 'Save');
    expect(bar().shadowRoot!.querySelector<HTMLButtonElement>('[data-control="save"]')!.disabled).to.equal(false);
  });

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
    // Choosing an item by keyboard runs it: Save and close (the first action to move into the
    // menu; at 600 px the bar keeps Preview as an icon) saves through onSaveAndClose.
    await sendKeys({ press: 'Enter' });
    await until(() => items().length > 0, 2000, 'the menu to reopen');
    const saveAndClose = items().findIndex((item) => item.getAttribute('data-control') === 'saveAndClose');
    expect(saveAndClose, 'save and close is in the menu at 600 px').to.be.greaterThan(-1);
    for (let i = 0; i < saveAndClose; i++) await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    await until(() => mounted!.named('onSaveAndClose').length === 1, 10000, 'the save and close');
  });

  it('the editor states its minimum width: 600 px, never narrower than that', async () => {
    mounted = await mountEditor();
    mounted.host.style.width = '420px';
    await frame();
    expect(Math.round(mounted.element.getBoundingClientRect().width)).to.equal(600);
  });
});
