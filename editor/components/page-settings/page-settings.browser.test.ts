/**
 * The page settings tab in a mounted editor, against the real store and renderer: each metadata
 * field writes the document (and refuses what the renderer would leave out), the noindex switch,
 * language (listed and typed) and direction, a palette color of the design reaching the canvas's
 * computed style, a tablet override showing the inherited desktop value, and the block panel's
 * lock group shown to a manager only.
 */
import { expect } from 'chai';
import { page, section, column, text } from '../../../renderer/testing/builders.ts';
import type { PageDefinition } from '../../../renderer/index.ts';
import type { EditorOptionsInput } from '../../options/options-schema.ts';
import { part, until } from '../../testing/mount.ts';
import { panelKit, typeInto, type PanelKit } from '../selection-panel/panel-test-kit.ts';

const template = (design?: object): PageDefinition =>
  page(
    design === undefined ? {} : { settings: { design } },
    section({ uid: 's1' }, column({ uid: 'c1' }, text('<p>Hello</p>', { uid: 't1' }))),
  );

/** Mounts an editor and opens the page settings tab. */
async function openSettings(doc: PageDefinition, config: Partial<EditorOptionsInput> = {}): Promise<PanelKit> {
  const kit = await panelKit(doc, config);
  kit.$<HTMLButtonElement>('[data-tab="settings"]')!.click();
  await until(() => kit.$('#m-title') !== null, 3000, 'the page settings');
  return kit;
}

describe('page settings tab', () => {
  let kit: PanelKit | undefined;
  afterEach(() => kit?.mounted.cleanup());
  const doc = () => kit!.mounted.element.store.state.doc;

  it('each metadata field writes the document; a URL the renderer would drop is refused with a reason', async () => {
    kit = await openSettings(template());
    typeInto(kit.$<HTMLInputElement>('#m-title')!, 'Launch');
    typeInto(kit.$<HTMLInputElement>('#m-description')!, 'Our new product.');
    typeInto(kit.$<HTMLInputElement>('#m-image')!, 'https://example.com/share.png');
    typeInto(kit.$<HTMLInputElement>('#m-favicon')!, '/favicon.ico');
    const canonical = kit.$<HTMLInputElement>('#m-canonical')!;
    typeInto(canonical, '/relative/page');
    await kit.settle();
    expect(doc().metadata?.canonical, 'a relative canonical URL is not written').to.equal(undefined);
    expect(canonical.getAttribute('aria-invalid')).to.equal('true');
    expect(kit.$('[data-field="metadata.canonical"] .error')?.hidden).to.equal(false);
    typeInto(kit.$<HTMLInputElement>('#m-canonical')!, 'https://example.com/launch');
    typeInto(kit.$<HTMLInputElement>('#m-favicon')!, 'javascript:alert(1)');
    await kit.settle();
    expect(doc().metadata).to.deep.equal({
      title: 'Launch',
      description: 'Our new product.',
      image: 'https://example.com/share.png',
      favicon: '/favicon.ico',
      canonical: 'https://example.com/launch',
    });
    // Each field is one undo step.
    expect(kit.mounted.element.store.undoCount).to.equal(5);
  });

  it('the noindex switch sets and clears metadata.noindex', async () => {
    kit = await openSettings(template());
    const toggle = kit.$<HTMLInputElement>('#m-noindex')!;
    expect(toggle.getAttribute('role')).to.equal('switch');
    toggle.click();
    await kit.settle();
    expect(doc().metadata?.noindex).to.equal(true);
    expect(kit.$<HTMLInputElement>('#m-noindex')!.checked).to.equal(true);
    kit.$<HTMLInputElement>('#m-noindex')!.click();
    await kit.settle();
    expect(doc().metadata).to.not.have.property('noindex');
  });

  it('language from the list or typed (checked as a language tag), and direction', async () => {
    kit = await openSettings(template());
    typeInto(kit.$<HTMLSelectElement>('#m-lang')!, 'pt-BR');
    await kit.settle();
    expect(doc().settings?.lang).to.equal('pt-BR');
    expect(kit.$('#m-lang-other')?.outerHTML ?? null, 'no free entry for a listed language').to.equal(null);
    typeInto(kit.$<HTMLSelectElement>('#m-lang')!, '*');
    await kit.settle();
    const other = kit.$<HTMLInputElement>('#m-lang-other')!;
    typeInto(other, 'not a tag!');
    await kit.settle();
    expect(doc().settings?.lang).to.equal('pt-BR');
    expect(other.getAttribute('aria-invalid')).to.equal('true');
    typeInto(kit.$<HTMLInputElement>('#m-lang-other')!, 'gsw-CH');
    await kit.settle();
    expect(doc().settings?.lang).to.equal('gsw-CH');
    // A tag not in the list keeps the free entry showing it.
    expect(kit.$<HTMLInputElement>('#m-lang-other')?.value).to.equal('gsw-CH');
    expect(kit.$<HTMLSelectElement>('#m-lang')!.value).to.equal('*');
    typeInto(kit.$<HTMLSelectElement>('#m-dir')!, 'rtl');
    await kit.settle();
    expect(doc().settings?.dir).to.equal('rtl');
    await until(
      () => kit!.mounted.element.canvas?.frameDocument?.documentElement.dir === 'rtl',
      3000,
      'the canvas in rtl',
    );
    typeInto(kit.$<HTMLSelectElement>('#m-dir')!, '');
    await kit.settle();
    expect(doc().settings).to.not.have.property('dir');
  });

  it('a palette color for the text reaches the canvas: the computed color of the page’s text', async () => {
    kit = await openSettings(template(), { colors: ['#ff0000', '#0055ff'] });
    const frame = () => kit!.mounted.element.canvas!.frameDocument!;
    await until(() => frame()?.querySelector('[data-lp-uid="t1"] p') !== null, 3000, 'the text on the canvas');
    const color = () => getComputedStyle(frame().querySelector('[data-lp-uid="t1"] p')!).color;
    expect(color()).to.not.equal('rgb(0, 85, 255)');
    kit.$<HTMLButtonElement>('[data-field="design.textColor"] .swatch[data-color="#0055ff"]')!.click();
    await kit.settle();
    expect(doc().settings?.design?.textColor).to.equal('#0055ff');
    await until(() => color() === 'rgb(0, 85, 255)', 3000, 'the canvas text in the palette color');
    expect(
      kit.$('[data-field="design.textColor"] .swatch[data-color="#0055ff"]')?.getAttribute('aria-pressed'),
    ).to.equal('true');
    // Reset: the field's reset removes the value, and the empty design with it.
    kit.$<HTMLButtonElement>('[data-field="design.textColor"] .reset')!.click();
    await kit.settle();
    expect(doc().settings).to.not.have.property('design');
    await until(() => color() !== 'rgb(0, 85, 255)', 3000, 'the canvas back to its color');
  });

  it('at tablet, a per-device value shows the desktop value as inherited and writes settings.design.md', async () => {
    kit = await openSettings(template({ fontSize: '18px', textColor: '#111111' }));
    part<HTMLButtonElement>(kit.mounted.element, 'lp-top-bar', '[data-control="device-tablet"]')!.click();
    await until(() => kit!.$('[data-field="design.fontSize"] .note') !== null, 3000, 'the tablet level');
    const size = kit.$<HTMLInputElement>('#d-fontSize')!;
    expect(size.value).to.equal('');
    expect(size.placeholder).to.equal('18px');
    expect(kit.$('[data-field="design.fontSize"] .note')?.textContent).to.contain(kit.t().t('device.desktop'));
    // A color is the same on every device: shown, not editable here.
    expect(kit.$<HTMLInputElement>('#d-textColor')!.disabled).to.equal(true);
    typeInto(kit.$<HTMLInputElement>('#d-fontSize')!, '15px');
    await kit.settle();
    expect(doc().settings?.design).to.deep.equal({ fontSize: '18px', textColor: '#111111', md: { fontSize: '15px' } });
    expect(kit.$('[data-field="design.fontSize"] .reset')?.outerHTML ?? null).to.not.equal(null);
    const frame = kit.mounted.element.canvas!.frameDocument!;
    await until(() => getComputedStyle(frame.body).fontSize === '15px', 3000, 'the tablet size on the canvas');
  });

  it('the old settings tab’s case still holds: a share image is taken once it is an absolute URL', async () => {
    kit = await openSettings(template());
    const input = kit.$<HTMLInputElement>('#m-image')!;
    typeInto(input, 'https:/', false);
    expect(doc().metadata?.image).to.equal(undefined);
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    typeInto(input, 'https://example.com/s.png', false);
    expect(doc().metadata?.image).to.equal('https://example.com/s.png');
    expect(input.getAttribute('aria-invalid')).to.equal('false');
  });
});

describe('lock group of the block panel', () => {
  let kit: PanelKit | undefined;
  afterEach(() => kit?.mounted.cleanup());

  it('a manager sees the Locked switch and locks the block', async () => {
    kit = await panelKit(template(), { role: 'manager' });
    await kit.select('t1');
    const toggle = kit.$<HTMLInputElement>('[data-group="lock"] [data-field="locked"] input.switch');
    expect(toggle?.outerHTML ?? null).to.not.equal(null);
    expect(kit.$('[data-group="lock"] .hint')?.outerHTML ?? null).to.not.equal(null);
    toggle!.click();
    await kit.settle();
    expect(kit.attrs('t1').locked).to.equal(true);
  });

  for (const role of [undefined, 'editor'] as const) {
    it(`no lock group for ${role === undefined ? 'no role' : `the ${role} role`}`, async () => {
      kit = await panelKit(template(), role === undefined ? {} : { role });
      await kit.select('t1');
      expect(kit.$('[data-group="visibility"]')?.outerHTML ?? null).to.not.equal(null);
      expect(kit.$('[data-group="lock"]')?.outerHTML ?? null).to.equal(null);
      expect(kit.$('[data-field="locked"]')?.outerHTML ?? null).to.equal(null);
    });
  }
});
