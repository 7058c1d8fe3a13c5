/**
 * The section layout control in Chromium over a mounted editor: three columns to two keeps every
 * block in order; a preset by keyboard sets the count and widths in one step and shows as
 * pressed; a typed width moves the neighbour so the row adds up to 100; Equal widths; a single
 * column centred; a reader gets disabled controls.
 */
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import type { PageDefinition, TemplateNode } from '../../../renderer/index.ts';
import { page, section, column, text, button } from '../../../renderer/testing/builders.ts';
import { locate } from '../../store/tree.ts';
import { columnWidths } from '../../store/section-layout.ts';
import { mountEditor, part, until, type Mounted } from '../../testing/mount.ts';
import { LpSectionLayoutControl } from './lp-section-layout-control.ts';

const template = (): PageDefinition =>
  page(
    section(
      { uid: 's1' },
      column({ uid: 'c1' }, text('<p>Alpha</p>', { uid: 'a' })),
      column({ uid: 'c2' }, text('<p>Beta</p>', { uid: 'b' }), button('Go', { uid: 'go' })),
      column({ uid: 'c3' }, text('<p>Gamma</p>', { uid: 'g' }), text('<p>Delta</p>', { uid: 'd' })),
    ),
  );

describe('<lp-section-layout-control>', () => {
  let mounted: Mounted;
  let control: LpSectionLayoutControl;
  beforeEach(async () => {
    mounted = await mountEditor();
    await mounted.editor.load(template());
    store().select('s1');
    const panel = part(mounted.element, 'lp-selection-panel');
    await until(() => panel?.shadowRoot?.querySelector('.body') != null, 5000, 'the panel');
    control = new LpSectionLayoutControl();
    control.uid = 's1';
    // Where the lead mounts it: at the top of the section's panel.
    panel!.shadowRoot!.querySelector('.body')!.prepend(control);
    await until(() => $$('button.preset').length === 6, 5000, 'the presets');
  });
  afterEach(() => mounted.cleanup());

  const store = () => mounted.element.store;
  const $ = <T extends Element = HTMLElement>(selector: string) => control.shadowRoot!.querySelector<T>(selector);
  const $$ = <T extends Element = HTMLElement>(selector: string) => [
    ...(control.shadowRoot?.querySelectorAll<T>(selector) ?? []),
  ];
  const node = (uid: string) => locate<TemplateNode>(store().state.doc, uid)!.node;
  const kids = (uid: string) => (node(uid).children ?? []).map((child) => child.uid);
  const settle = async () => {
    await control.updateComplete;
    await new Promise((resolve) => requestAnimationFrame(resolve));
  };
  const blockOrder = () => kids('s1').flatMap((uid) => kids(uid!));

  it('three columns to two with the stepper keeps every block, in order, in one undo step', async () => {
    expect(($('#count') as HTMLInputElement).value).to.equal('3');
    expect($('[data-layout="layout:1-1-1"]')!.getAttribute('aria-pressed')).to.equal('true');
    $('[data-control="fewer"]')!.click();
    await settle();
    expect(kids('s1')).to.deep.equal(['c1', 'c2']);
    expect(blockOrder()).to.deep.equal(['a', 'b', 'go', 'g', 'd']);
    expect(kids('c2')).to.deep.equal(['b', 'go', 'g', 'd']);
    expect(store().undoCount).to.equal(1);
    expect(($('#count') as HTMLInputElement).value).to.equal('2');
    expect($('[data-layout="layout:1-1"]')!.getAttribute('aria-pressed')).to.equal('true');
    expect($$('input[data-column]')).to.have.length(2);
  });

  it('a preset chosen by keyboard sets count and widths in one step, and shows as pressed', async () => {
    $('[data-layout="layout:1-2"]')!.focus();
    await sendKeys({ press: 'Enter' });
    await settle();
    expect(columnWidths(node('s1'))).to.deep.equal(['33.33%', '66.67%']);
    expect(blockOrder()).to.deep.equal(['a', 'b', 'go', 'g', 'd']);
    expect(store().undoCount).to.equal(1);
    expect($('[data-layout="layout:1-2"]')!.getAttribute('aria-pressed')).to.equal('true');
    expect($$('button.preset[aria-pressed="true"]')).to.have.length(1);
  });

  it('a typed width moves its neighbour so the row adds up to 100; Equal widths resets them', async () => {
    const [first, , last] = $$<HTMLInputElement>('input[data-column]');
    first!.value = '50';
    first!.dispatchEvent(new Event('change', { bubbles: true }));
    expect(columnWidths(node('s1'))).to.deep.equal(['50%', '16.67%', '33.33%']);
    await settle();
    last!.value = '23';
    last!.dispatchEvent(new Event('change', { bubbles: true }));
    expect(columnWidths(node('s1'))).to.deep.equal(['50%', '27%', '23%']);
    await settle();
    expect($$<HTMLInputElement>('input[data-column]').map((input) => input.value)).to.deep.equal(['50', '27', '23']);
    $('[data-control="equal"]')!.click();
    expect(columnWidths(node('s1'))).to.deep.equal([undefined, undefined, undefined]);
    await settle();
    expect($<HTMLButtonElement>('[data-control="equal"]')!.disabled).to.equal(true);
  });

  it('a single column can be made narrower and centred', async () => {
    $('[data-layout="layout:1"]')!.click();
    await settle();
    const [only] = $$<HTMLInputElement>('input[data-column]');
    only!.value = '60';
    only!.dispatchEvent(new Event('change', { bubbles: true }));
    await settle();
    $('[data-control="centre"]')!.click();
    await settle();
    expect(columnWidths(node('s1'))).to.deep.equal(['60%']);
    expect(node('s1').attributes?.['column-align']).to.equal('center');
    expect($('[data-control="centre"]')!.getAttribute('aria-pressed')).to.equal('true');
    expect(kids(kids('s1')[0]!)).to.deep.equal(['a', 'b', 'go', 'g', 'd']);
  });

  it('every control has a name, and a reader gets them disabled', async () => {
    for (const element of $$('button, input')) {
      const labels = (element as HTMLInputElement).labels;
      const name =
        element.getAttribute('aria-label') ||
        element.textContent?.trim() ||
        [...(labels ?? [])].map((label) => label.textContent?.trim()).join('');
      expect(name, element.outerHTML).to.be.a('string').and.not.equal('');
    }
    store().setEditable(false);
    await settle();
    expect(
      $$<HTMLButtonElement>('button.preset').every((preset) => preset.disabled || preset.ariaPressed === 'true'),
    ).to.equal(true);
    expect($<HTMLButtonElement>('[data-control="fewer"]')!.disabled).to.equal(true);
    expect($<HTMLFieldSetElement>('fieldset')!.disabled).to.equal(true);
  });
});
