/**
 * The panel's field controls against the real store and renderer: an image URL the renderer would
 * drop is refused where it is typed, Browse asks the host's file manager; a link's type makes
 * mailto:/tel:/#anchor hrefs; spacing writes one value or per-side shorthands; the palette of
 * `colors` applies a color, and an unset color shows what the canvas draws (or None); a field never
 * shows a stale value of another selection or device, and another selection's panel opens at its top.
 */
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { block, button, column, image, page, section, text } from '../../../renderer/testing/builders.ts';
import type { LpEvent } from '../../events.ts';
import { part } from '../../testing/mount.ts';
import { panelKit, typeInto, type PanelKit } from './panel-test-kit.ts';

describe('field controls in the selection panel', () => {
  let kit: PanelKit | undefined;
  afterEach(() => kit?.mounted.cleanup());

  it('refuses an image URL the renderer would drop, shows a thumbnail, and Browse asks the file manager', async () => {
    kit = await panelKit(
      page(section({ uid: 's' }, column({ uid: 'c' }, image('https://example.com/a.png', { uid: 'i1' })))),
      { customFileManager: true },
    );
    await kit.select('i1');
    const k = kit;
    const opened: unknown[] = [];
    k.mounted.element.addEventListener('lp-open-file-manager', (event) =>
      opened.push((event as LpEvent<'lp-open-file-manager'>).detail),
    );
    const input = k.$<HTMLInputElement>('#f-src')!;
    expect(k.$<HTMLImageElement>('[data-field="src"] .thumb img')?.getAttribute('src')).to.equal(
      'https://example.com/a.png',
    );
    typeInto(input, 'javascript:alert(1)');
    await k.settle();
    expect(k.attrs('i1').src).to.equal('https://example.com/a.png');
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(k.$<HTMLElement>('[data-field="src"] .error')!.hidden).to.equal(false);
    typeInto(input, 'data:text/html,<b>x</b>');
    await k.settle();
    expect(k.attrs('i1').src).to.equal('https://example.com/a.png');
    typeInto(input, '/media/b.png');
    await k.settle();
    expect(k.attrs('i1').src).to.equal('/media/b.png');
    expect(input.getAttribute('aria-invalid')).to.equal('false');
    expect(k.$<HTMLElement>('[data-field="src"] .error')!.hidden).to.equal(true);
    k.$<HTMLButtonElement>('[data-field="src"] [data-control="file-manager"]')!.click();
    expect(opened).to.deep.equal([{ attribute: 'src', uid: 'i1' }]);
  });

  it('offers Browse only when the host answers it (customFileManager)', async () => {
    kit = await panelKit(
      page(section({ uid: 's' }, column({ uid: 'c' }, image('https://example.com/a.png', { uid: 'i1' })))),
    );
    await kit.select('i1');
    expect(kit.$('[data-field="src"] #f-src')?.tagName ?? null).to.equal('INPUT');
    expect(kit.$('[data-field="src"] [data-control="file-manager"]')?.outerHTML ?? null).to.equal(null);
    // An address reads left to right in a right-to-left UI too (not `//:https`).
    expect(kit.$<HTMLInputElement>('#f-src')!.dir).to.equal('ltr');
  });

  it('link type: email makes mailto:, phone tel:, a section #anchor, and new tab sets target', async () => {
    kit = await panelKit(
      page(
        section({ uid: 's1', attributes: { anchor: 'pricing' } }, column({ uid: 'c1', children: [] })),
        section({ uid: 's2', attributes: { anchor: 'faq' } }, column({ uid: 'c2' }, button('Go', { uid: 'b1' }))),
      ),
    );
    await kit.select('b1');
    const k = kit;
    const type = k.$<HTMLSelectElement>('[data-field="href"] [data-control="link-type"]')!;
    // The kind's target has no field of its own: the link control holds it.
    expect(k.$('[data-field="target"]')?.outerHTML ?? null).to.equal(null);
    typeInto(type, 'email');
    await k.settle();
    const address = k.$<HTMLInputElement>('#f-href-address')!;
    expect(address.type).to.equal('email');
    address.focus();
    await sendKeys({ type: 'hello@example.com' });
    await k.settle();
    expect(k.attrs('b1').href).to.equal('mailto:hello@example.com');

    typeInto(k.$<HTMLSelectElement>('[data-field="href"] [data-control="link-type"]')!, 'phone');
    await k.settle();
    typeInto(k.$<HTMLInputElement>('#f-href-address')!, '+1 (555) 010-0000');
    await k.settle();
    expect(k.attrs('b1').href).to.equal('tel:+15550100000');

    typeInto(k.$<HTMLSelectElement>('[data-field="href"] [data-control="link-type"]')!, 'anchor');
    await k.settle();
    const sections = k.$<HTMLSelectElement>('#f-href-address')!;
    expect([...sections.options].map((o) => o.value)).to.deep.equal(['', 'pricing', 'faq']);
    typeInto(sections, 'faq');
    await k.settle();
    expect(k.attrs('b1').href).to.equal('#faq');

    // A URL whose scheme the renderer refuses is not written.
    typeInto(k.$<HTMLSelectElement>('[data-field="href"] [data-control="link-type"]')!, 'url');
    await k.settle();
    typeInto(k.$<HTMLInputElement>('#f-href-address')!, 'javascript:alert(1)');
    await k.settle();
    expect(k.attrs('b1').href).to.equal('#faq');

    k.$<HTMLInputElement>('[data-control="new-tab"]')!.click();
    await k.settle();
    expect(k.attrs('b1').target).to.equal('_blank');
  });

  it('spacing: linked writes one value; unlinked writes the per-side shorthand', async () => {
    kit = await panelKit(page(section({ uid: 's' }, column({ uid: 'c' }, text('<p>Hi</p>', { uid: 't1' })))));
    await kit.select('t1');
    const k = kit;
    const field = () => k.$('[data-field="padding"]')!;
    // The default 8px 0 differs per side: the control starts unlinked, showing four sides.
    expect(field().querySelectorAll('input[data-side]').length).to.equal(4);
    field().querySelector<HTMLButtonElement>('[data-control="link-sides"]')!.click();
    await k.settle();
    const all = field().querySelector<HTMLInputElement>('input[data-side="all"]')!;
    typeInto(all, '20');
    await k.settle();
    expect(k.attrs('t1').padding).to.equal('20px');
    field().querySelector<HTMLButtonElement>('[data-control="link-sides"]')!.click();
    await k.settle();
    expect(field().querySelector('[data-control="link-sides"]')!.getAttribute('aria-pressed')).to.equal('false');
    typeInto(field().querySelector<HTMLInputElement>('input[data-side="top"]')!, '10px');
    await k.settle();
    expect(k.attrs('t1').padding).to.equal('10px 20px 20px');
    typeInto(field().querySelector<HTMLInputElement>('input[data-side="left"]')!, '4');
    await k.settle();
    expect(k.attrs('t1').padding).to.equal('10px 20px 20px 4px');
    // Linking again gives every side the first one's value.
    field().querySelector<HTMLButtonElement>('[data-control="link-sides"]')!.click();
    await k.settle();
    expect(k.attrs('t1').padding).to.equal('10px');
  });

  it('another selection opens its panel at the top, not where the previous one was scrolled', async () => {
    kit = await panelKit(
      page(section({ uid: 's' }, column({ uid: 'c' }, button('Go', { uid: 'b' }), text('<p>Hi</p>', { uid: 't1' })))),
    );
    await kit.select('b');
    const body = kit.root().querySelector<HTMLElement>('.body')!;
    body.scrollTop = body.scrollHeight;
    expect(body.scrollTop, 'the button panel scrolls').to.be.above(100);
    await kit.select('t1');
    expect(kit.root().querySelector<HTMLElement>('.body')!.scrollTop).to.equal(0);
  });

  it('never shows a stale value: controls are keyed by node, attribute and device level', async () => {
    kit = await panelKit(
      page(
        section(
          { uid: 's' },
          column(
            { uid: 'c' },
            text('<p>A</p>', { uid: 'a', attributes: { color: '#ff0000', 'font-size': '20px' } }),
            text('<p>B</p>', { uid: 'b' }),
            text('<p>C</p>', { uid: 'c3' }),
          ),
        ),
      ),
    );
    const k = kit;
    await k.select('a');
    expect(k.$<HTMLInputElement>('#f-color')!.value).to.equal('#ff0000');
    await k.select('b');
    expect(k.$<HTMLInputElement>('#f-color')!.value).to.equal('');
    // Typed but refused (not a color): b's field says why; none of it may follow to c.
    typeInto(k.$<HTMLInputElement>('#f-color')!, 'not a color!');
    await k.settle();
    expect(k.attrs('b').color).to.equal(undefined);
    expect(k.$<HTMLElement>('[data-field="color"] .error')!.hidden).to.equal(false);
    await k.select('c3');
    expect(k.$<HTMLInputElement>('#f-color')!.value).to.equal('');
    expect(k.$<HTMLInputElement>('#f-color')!.getAttribute('aria-invalid')).to.not.equal('true');
    expect(k.$<HTMLElement>('[data-field="color"] .error')!.hidden).to.equal(true);
    // A control's own state (the padding's sides unlinked on b) starts afresh for c.
    await k.select('b');
    k.$<HTMLButtonElement>('[data-field="padding"] [data-control="link-sides"]')!.click();
    await k.settle();
    const linkedOnB = k.$('[data-field="padding"] [data-control="link-sides"]')!.getAttribute('aria-pressed');
    await k.select('c3');
    expect(k.$('[data-field="padding"] [data-control="link-sides"]')!.getAttribute('aria-pressed')).to.not.equal(
      linkedOnB,
    );

    // Switching the device: a's tablet field shows nothing of its own and inherits desktop's 20px.
    await k.select('a');
    typeInto(k.$<HTMLInputElement>('#f-font-size')!, 'zz');
    await k.settle();
    expect(k.$<HTMLElement>('[data-field="font-size"] .error')!.hidden).to.equal(false);
    part<HTMLButtonElement>(k.mounted.element, 'lp-top-bar', '[data-control="device-tablet"]')!.click();
    await k.settle();
    const size = k.$<HTMLInputElement>('#f-font-size')!;
    expect(size.value).to.equal('');
    expect(k.$<HTMLElement>('[data-field="font-size"] .error')!.hidden).to.equal(true);
    expect(size.placeholder).to.equal('20px');
    expect(k.$('[data-field="font-size"] .note')?.textContent ?? '').to.not.equal('');
    typeInto(size, '16px');
    await k.settle();
    expect(k.attrs('a', 'mdAttributes')['font-size']).to.equal('16px');
    expect(k.attrs('a')['font-size']).to.equal('20px');
  });

  it('color: the palette of options.colors applies a color and marks it', async () => {
    kit = await panelKit(pageWithText(), { colors: ['#123456', 'rebeccapurple', 'not;a color'] });
    await kit.select('t1');
    const k = kit;
    const swatches = k.$$<HTMLButtonElement>('[data-field="color"] .swatch');
    // A palette entry the attribute's shape refuses is left out.
    expect(swatches.map((s) => s.dataset.color)).to.deep.equal(['#123456', 'rebeccapurple']);
    swatches[0]!.click();
    await k.settle();
    expect(k.attrs('t1').color).to.equal('#123456');
    expect(k.$('[data-field="color"] .swatch[data-color="#123456"]')!.getAttribute('aria-pressed')).to.equal('true');
    expect(k.$<HTMLInputElement>('[data-field="color"] input[type="color"]')!.value).to.equal('#123456');
    // Every color control has the palette.
    expect(k.$$('[data-control="color"]').every((f) => f.querySelectorAll('.swatch').length === 2)).to.equal(true);
  });

  it('color: unset, shows what the canvas draws as its placeholder, or None where nothing is drawn', async () => {
    kit = await panelKit(
      page(
        // The design's button text color wins over the kind's default (#ffffff), as in the stylesheet.
        { settings: { version: 1, design: { button: { color: '#fde68a' } } } },
        section(
          { uid: 's', attributes: { color: '#1e3a8a' } },
          column(
            text('<p>Hi</p>', { uid: 't' }),
            button('Go', { uid: 'b', attributes: { color: '#fafafa' } }),
            button('Plain', { uid: 'b2' }),
          ),
        ),
      ),
    );
    const k = kit;
    /** The canvas's computed color of `selector` (in the node's element) as #rrggbb. */
    const canvasColor = (uid: string, property: string, selector = '') => {
      const canvas = k.mounted.element.canvas!;
      canvas.renderNow();
      const node = canvas.frameDocument!.querySelector(`[data-lp-uid="${uid}"]${selector}`)!;
      const [r, g, b] = getComputedStyle(node).getPropertyValue(property).match(/\d+/g)!.map(Number);
      return `#${[r, g, b].map((c) => c!.toString(16).padStart(2, '0')).join('')}`;
    };
    const field = (name: string) => ({
      text: k.$<HTMLInputElement>(`[data-field="${name}"] input[type="text"]`)!,
      picker: k.$<HTMLInputElement>(`[data-field="${name}"] input[type="color"]`)!,
    });
    const none = k.t().t('panel.color.none' as never);

    // A text's color: the section's around it, which the canvas draws; its swatch shows that color.
    await k.select('t');
    const color = field('color');
    expect(color.text.value).to.equal('');
    expect(color.text.placeholder).to.equal('#1e3a8a');
    expect(canvasColor('t', 'color')).to.equal('#1e3a8a');
    expect(color.picker.value).to.equal('#1e3a8a');
    expect(color.picker.classList.contains('unset')).to.equal(false);
    // A background nothing sets draws nothing: "None", and the struck-through swatch.
    const background = field('background-color');
    expect(background.text.placeholder).to.not.equal('');
    expect(background.text.placeholder).to.equal(none);
    expect(background.picker.classList.contains('unset')).to.equal(true);

    // A button's hover colors, unset, stay what the button shows at rest: its own text color, the
    // kind's default background.
    await k.select('b');
    expect(field('hover-color').text.placeholder).to.equal('#fafafa');
    expect(canvasColor('b', 'color', ' .lp-button-link')).to.equal('#fafafa');
    expect(field('hover-background-color').text.placeholder).to.equal('#2563eb');
    expect(canvasColor('b', 'background-color', ' .lp-button-link')).to.equal('#2563eb');
    await k.select('b2');
    expect(field('hover-color').text.placeholder).to.equal('#fde68a');
    expect(canvasColor('b2', 'color', ' .lp-button-link')).to.equal('#fde68a');

    // Once set, the value is the node's own and the placeholder no longer shows.
    typeInto(field('hover-color').text, '#ff0000');
    await k.settle();
    expect(k.attrs('b2')['hover-color']).to.equal('#ff0000');
    expect(field('hover-color').text.value).to.equal('#ff0000');
  });

  it('sizes: fontSizes are offered to a length field; a bare number becomes pixels', async () => {
    kit = await panelKit(pageWithText(), { fontSizes: [12, 16, 24] });
    await kit.select('t1');
    const k = kit;
    const input = k.$<HTMLInputElement>('#f-font-size')!;
    const list = k.$<HTMLDataListElement>(`#${input.getAttribute('list')}`)!;
    expect([...list.options].map((o) => o.value)).to.deep.equal(['12px', '16px', '24px']);
    typeInto(input, '18');
    await k.settle();
    expect(k.attrs('t1')['font-size']).to.equal('18px');
  });
});

function pageWithText() {
  return page(
    section({ uid: 's' }, column({ uid: 'c' }, text('<p>Hi</p>', { uid: 't1' }), block('spacer', { uid: 'sp' }))),
  );
}
