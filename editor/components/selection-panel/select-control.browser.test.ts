/**
 * The panel's selects show what the canvas draws, against the real store and renderer: an unset
 * border style reads "None" while no line is drawn and "Solid" once a width draws one, "None"
 * first; a choice the page's design decides reads "Default"; and no select of any kind's panel
 * falls back to its first option because it chose none.
 */
import { expect } from 'chai';
import { registry } from '../../../renderer/index.ts';
import { button, column, page, section, text } from '../../../renderer/testing/builders.ts';
import { panelKit, typeInto, type PanelKit } from './panel-test-kit.ts';

/** The computed style of a node's element (or of `inner` inside it) in the canvas. */
function drawn(kit: PanelKit, uid: string, property: string, inner?: string): string {
  const canvas = kit.mounted.element.canvas!;
  canvas.renderNow();
  const node = canvas.frameDocument!.querySelector(`[data-lp-uid="${uid}"]`)!;
  const element = inner === undefined ? node : node.querySelector(inner)!;
  return getComputedStyle(element).getPropertyValue(property);
}

/** The option a select shows, and whether the panel chose it (rather than the browser's first-option fallback). */
function shown(select: HTMLSelectElement): { value: string; chosen: boolean } {
  const option = select.selectedOptions[0];
  return { value: option?.value ?? '', chosen: option?.hasAttribute('selected') ?? false };
}

describe('selects in the selection panel', () => {
  let kit: PanelKit | undefined;
  afterEach(() => kit?.mounted.cleanup());

  it('an unset border style shows None while nothing is drawn, Solid once a width draws a line; None first', async () => {
    kit = await panelKit(page(section({ uid: 's' }, column({ uid: 'c' }, text('<p>Hi</p>', { uid: 't' })))));
    const k = kit;
    for (const uid of ['s', 'c']) {
      await k.select(uid);
      const style = () => k.$<HTMLSelectElement>('#f-border-style')!;
      expect([...style().options].map((o) => o.value)[0], uid).to.equal('none');
      expect(shown(style()), uid).to.deep.equal({ value: 'none', chosen: true });
      expect(drawn(k, uid, 'border-top-style'), uid).to.equal('none');
      expect(shown(k.$<HTMLSelectElement>('#f-shadow')!), uid).to.deep.equal({ value: 'none', chosen: true });

      typeInto(k.$<HTMLInputElement>('#f-border-width')!, '2px');
      await k.settle();
      expect(k.attrs(uid)).to.not.have.property('border-style');
      expect(shown(style()), uid).to.deep.equal({ value: 'solid', chosen: true });
      expect(drawn(k, uid, 'border-top-style'), uid).to.equal('solid');

      typeInto(style(), 'dashed');
      await k.settle();
      expect(k.attrs(uid)['border-style']).to.equal('dashed');
      expect(drawn(k, uid, 'border-top-style'), uid).to.equal('dashed');
    }
  });

  it("a choice the page's design decides shows Default, and picking Default removes the value", async () => {
    kit = await panelKit(
      page(section({ uid: 's' }, column({ uid: 'c' }, text('<p>Hi</p>', { uid: 't' }), button('Go', { uid: 'b' })))),
    );
    const k = kit;
    await k.select('t');
    const weight = () => k.$<HTMLSelectElement>('#f-font-weight')!;
    expect(shown(weight())).to.deep.equal({ value: '', chosen: true });
    expect(weight().selectedOptions[0]!.textContent!.trim()).to.equal(k.t().t('panel.default'));
    typeInto(weight(), 'bold');
    await k.settle();
    expect(k.attrs('t')['font-weight']).to.equal('bold');
    typeInto(weight(), '');
    await k.settle();
    expect(k.attrs('t')).to.not.have.property('font-weight');
    expect(shown(weight())).to.deep.equal({ value: '', chosen: true });

    // A button's label is drawn semibold when unset: the select says 600, not Normal.
    await k.select('b');
    expect(shown(weight())).to.deep.equal({ value: '600', chosen: true });
    expect(drawn(k, 'b', 'font-weight', '.lp-button-link')).to.equal('600');
    expect(shown(k.$<HTMLSelectElement>('#f-text-transform')!)).to.deep.equal({ value: 'none', chosen: true });
  });

  it("no select of any kind's panel shows its first option only because it chose none", async () => {
    const blocks = registry.kinds
      .filter((kind) => kind.role === 'block' && !kind.hostDefined)
      .map((kind, index) => ({ tagName: kind.tagName, ...kind.starter, uid: `b${index}` }));
    kit = await panelKit(page(section({ uid: 's' }, column({ uid: 'c' }, ...blocks))));
    const k = kit;
    const unchosen: string[] = [];
    for (const uid of ['s', 'c', ...blocks.map((b) => b.uid)]) {
      await k.select(uid);
      for (const select of k.$$<HTMLSelectElement>('select'))
        if (!shown(select).chosen)
          unchosen.push(`${uid} ${select.closest('[data-field]')?.getAttribute('data-field')}`);
    }
    expect(unchosen).to.deep.equal([]);
  });
});
