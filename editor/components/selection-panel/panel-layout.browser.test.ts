/**
 * How the panel lays values out, as the screenshot review found them wanting: left-to-right values
 * (a color, a length, a URL, an anchor, a field name) read left to right in Arabic and still sit
 * at the panel's start; a list row gives its item's name the whole width and its type a line of
 * its own beside the buttons; "open in a new tab" is a field's distance from the address; an
 * unset length shows what the canvas draws.
 */
import { expect } from 'chai';
import { block, button, column, page, pageWith, section, text } from '../../../renderer/testing/builders.ts';
import { panelKit, type PanelKit } from './panel-test-kit.ts';

/** The computed style of a node's element in the canvas. */
function drawn(kit: PanelKit, uid: string, property: string): string {
  const canvas = kit.mounted.element.canvas!;
  canvas.renderNow();
  const node = canvas.frameDocument!.querySelector(`[data-lp-uid="${uid}"]`)!;
  return getComputedStyle(node).getPropertyValue(property);
}

const linked = () =>
  page(
    section({ uid: 's1', attributes: { anchor: 'signup' } }, column({ uid: 'c1' }, text('<p>Hi</p>', { uid: 't' }))),
    section(column(button('Go', { uid: 'b1', attributes: { href: '#signup', color: '#ffffff' } }))),
  );

describe('panel layout', () => {
  let kit: PanelKit | undefined;
  afterEach(() => kit?.mounted.cleanup());

  it('in Arabic, colors, lengths, box sides, anchors and field names read left to right, aligned to the right', async () => {
    kit = await panelKit(linked(), { language: 'ar' });
    const k = kit;
    await k.select('b1');
    const color = k.$<HTMLInputElement>('#f-color')!;
    expect(color.dir).to.equal('ltr');
    expect(getComputedStyle(color).textAlign).to.equal('right');
    expect(k.$<HTMLInputElement>('#f-font-size')!.dir).to.equal('ltr');
    expect(k.$<HTMLInputElement>('#f-inner-padding')!.dir).to.equal('ltr');
    // The section's anchor option reads "#signup", not "signup#" (isolated left to right); the
    // select keeps the panel's direction, its text at the right like every other select's.
    const anchors = k.$<HTMLSelectElement>('#f-href-address')!;
    expect(anchors.selectedOptions[0]!.text).to.equal('\u2066#signup\u2069');
    expect(getComputedStyle(anchors).direction).to.equal('rtl');
    // Free text follows the panel.
    await k.select('s1');
    expect(k.$<HTMLInputElement>('#f-anchor')!.dir).to.equal('ltr');
    expect(k.$<HTMLTextAreaElement>('textarea.code')?.dir ?? 'ltr').to.equal('ltr');
  });

  it('a form field list item: the name on the whole width, the type under it clear of the buttons', async () => {
    const label = 'What would you like to plan first?';
    kit = await panelKit(
      pageWith(
        block('form', {
          uid: 'f1',
          attributes: {
            fields: [
              { type: 'hidden', name: 'source' },
              { type: 'textarea', name: 'plan', label },
            ],
          },
        }),
      ),
      { language: 'de' },
    );
    await kit.select('f1');
    const row = kit.$$('[data-field="fields"] .item')[1]!;
    const title = row.querySelector<HTMLElement>('.item-title')!;
    expect(title.textContent).to.equal(label);
    // Not cut: the whole label fits (wrapping if it must).
    expect(title.scrollHeight).to.be.at.most(title.clientHeight + 1);
    expect(title.scrollWidth).to.be.at.most(title.clientWidth + 1);
    const detail = row.querySelector<HTMLElement>('.item-detail')!;
    const buttons = row.querySelector<HTMLElement>('[data-action="up"]')!.getBoundingClientRect();
    const type = detail.getBoundingClientRect();
    // The type's line is the buttons' line, below the name, and its text stops before them.
    expect(type.top).to.be.at.least(title.getBoundingClientRect().bottom - 1);
    expect(Math.abs(type.top + type.height / 2 - (buttons.top + buttons.height / 2))).to.be.below(3);
    expect(detail.scrollWidth).to.be.at.most(detail.clientWidth + 1);
    const text = document.createRange();
    text.selectNodeContents(detail);
    expect(text.getBoundingClientRect().right).to.be.at.most(buttons.left);
  });

  it("in Arabic, an English field name sits at the row's start (the right), beside its chevron", async () => {
    kit = await panelKit(
      pageWith(
        block('form', { uid: 'f1', attributes: { fields: [{ type: 'text', name: 'name', label: 'Your name' }] } }),
      ),
      { language: 'ar' },
    );
    await kit.select('f1');
    const title = kit.$$('[data-field="fields"] .item')[0]!.querySelector<HTMLElement>('.item-title')!;
    const words = document.createRange();
    words.selectNodeContents(title);
    // The screenshot review found the name at the row's left, above the buttons, away from its chevron.
    expect(title.getBoundingClientRect().right - words.getBoundingClientRect().right).to.be.below(2);
  });

  it('"open in a new tab" sits as far below the address as one field from the next', async () => {
    kit = await panelKit(linked());
    await kit.select('b1');
    const address = kit.$('[data-field="href"] .link')!.getBoundingClientRect();
    const newTab = kit.$('[data-field="href"] .inline-switch')!.getBoundingClientRect();
    const fields = kit.$$('[data-group="typography"] > .field').map((field) => field.getBoundingClientRect());
    const between = fields[1]!.top - fields[0]!.bottom;
    expect(between).to.be.above(0);
    expect(newTab.top - address.bottom).to.be.closeTo(between, 1);
  });

  it('an unset font size and line height show, greyed, what the canvas draws; nothing is written', async () => {
    kit = await panelKit(linked());
    const k = kit;
    await k.select('t');
    const size = k.$<HTMLInputElement>('#f-font-size')!;
    expect(size.value).to.equal('');
    expect(size.placeholder).to.equal(drawn(k, 't', 'font-size'));
    const lineHeight = k.$<HTMLInputElement>('#f-line-height')!;
    expect(Number(lineHeight.placeholder) * Number.parseFloat(drawn(k, 't', 'font-size'))).to.be.closeTo(
      Number.parseFloat(drawn(k, 't', 'line-height')),
      0.01,
    );
    expect(k.attrs('t')).to.not.have.property('font-size');
  });
});
