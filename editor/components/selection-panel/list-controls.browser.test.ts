/**
 * The list editors of the panel, driven as a user would (clicks and keys) against the real store:
 * a form's fields and a social block's links are added, edited, reordered and removed, each edit
 * one store command writing the whole list, and the count says "1 field" / "2 fields".
 */
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { block, pageWith } from '../../../renderer/testing/builders.ts';
import { panelKit, typeInto, type PanelKit } from './panel-test-kit.ts';
import { pluralKey } from './controls/plural.ts';

const form = () =>
  pageWith(
    block('form', {
      uid: 'f1',
      attributes: {
        fields: [
          { type: 'email', name: 'email', label: 'Email', required: true },
          { type: 'text', name: 'company', label: 'Company' },
        ],
      },
    }),
  );

const social = () =>
  pageWith(
    block('social', {
      uid: 'so',
      attributes: {
        links: [
          { network: 'facebook', href: 'https://facebook.com/a' },
          { network: 'x', href: 'https://x.com/a' },
        ],
      },
    }),
  );

type Field = Record<string, unknown>;

describe('list editors in the selection panel', () => {
  let kit: PanelKit | undefined;
  afterEach(() => kit?.mounted.cleanup());

  it('adds, edits, reorders (buttons and Alt+Arrow) and removes form fields, one command each', async () => {
    kit = await panelKit(form());
    await kit.select('f1');
    const k = kit;
    const fields = () => k.attrs('f1').fields as Field[];
    const list = () => k.$('[data-field="fields"]')!;
    expect(list().querySelectorAll('.item').length).to.equal(2);
    // The count's key is the plural category's (two: "other").
    expect(pluralKey(k.t(), 'panel.list.fields.count', 2)).to.match(/\.other$/);

    const undoBefore = k.mounted.element.store.undoCount;
    list().querySelector<HTMLButtonElement>('.list-add')!.click();
    await k.settle();
    expect(fields().length).to.equal(3);
    // Usable as it is added: a label the form shows and a name of its own (not `name3`).
    expect(fields()[2]).to.deep.equal({ type: 'text', name: 'text', label: 'Text field' });
    expect(k.mounted.element.store.undoCount).to.equal(undoBefore + 1);

    // The new item is open: edit its label and type in place.
    const body = list().querySelector('[data-index="2"] .item-body')!;
    typeInto(body.querySelector<HTMLInputElement>('[data-item-field="label"] input')!, 'Phone');
    typeInto(body.querySelector<HTMLSelectElement>('[data-item-field="type"] select')!, 'tel');
    await k.settle();
    // The label someone typed stays; the name the field started with follows its new type.
    expect(fields()[2]).to.deep.equal({ type: 'tel', name: 'phone', label: 'Phone' });

    // A name the shape refuses is not written, and the field says so.
    const name = body.querySelector<HTMLInputElement>('[data-item-field="name"] input')!;
    const nameBefore = fields()[2]!.name;
    typeInto(name, 'has space');
    await k.settle();
    expect(fields()[2]!.name).to.equal(nameBefore);
    expect(name.getAttribute('aria-invalid')).to.equal('true');

    // Reorder with the buttons: the last field moves up.
    list().querySelector<HTMLButtonElement>('[data-index="2"] [data-action="up"]')!.click();
    await k.settle();
    expect(fields().map((f) => f.name)).to.deep.equal(['email', nameBefore, 'company']);

    // And with the keyboard: Alt+ArrowUp on the first row's toggle does nothing; Alt+ArrowDown moves it.
    list().querySelector<HTMLButtonElement>('[data-index="0"] .item-toggle')!.focus();
    await sendKeys({ down: 'Alt' });
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ up: 'Alt' });
    await k.settle();
    expect(fields().map((f) => f.name)).to.deep.equal([nameBefore, 'email', 'company']);
    // The focus followed the moved row.
    expect(k.root().activeElement?.closest('[data-index]')?.getAttribute('data-index')).to.equal('1');

    // Remove the first field.
    list().querySelector<HTMLButtonElement>('[data-index="0"] [data-action="remove"]')!.click();
    await k.settle();
    expect(fields().map((f) => f.name)).to.deep.equal(['email', 'company']);
  });

  it("edits a select field's options as a nested list", async () => {
    kit = await panelKit(form());
    await kit.select('f1');
    const k = kit;
    const list = () => k.$('[data-field="fields"]')!;
    list().querySelector<HTMLButtonElement>('[data-index="1"] .item-toggle')!.click();
    await k.settle();
    // Options show once the field is a select.
    expect(list().querySelector('[data-index="1"] [data-item-field="options"]')?.outerHTML ?? null).to.equal(null);
    typeInto(list().querySelector<HTMLSelectElement>('[data-index="1"] [data-item-field="type"] select')!, 'select');
    await k.settle();
    const options = list().querySelector('[data-index="1"] [data-item-field="options"]')!;
    options.querySelector<HTMLButtonElement>('.list-add')!.click();
    await k.settle();
    typeInto(options.querySelector<HTMLInputElement>('[data-index="0"] [data-item-field="label"] input')!, 'Small');
    await k.settle();
    const field = (k.attrs('f1').fields as Field[])[1]!;
    expect(field).to.deep.include({ type: 'select', options: [{ label: 'Small' }] });
    // Inside the open field, a closed option's chevron points forward, not down (the outer item's
    // open state does not reach the items nested in it).
    options.querySelector<HTMLButtonElement>('.list-add')!.click();
    await k.settle();
    const closed = [...options.querySelectorAll('.item-toggle[aria-expanded="false"] .chevron')];
    expect(closed.length, 'a closed option').to.be.above(0);
    for (const chevron of closed) {
      // The one that just closed turns back: where it ends is what counts.
      for (const animation of chevron.getAnimations()) animation.finish();
      expect(getComputedStyle(chevron).transform).to.equal('none');
    }
  });

  it('adds, edits, reorders and removes social links, networks from the renderer', async () => {
    kit = await panelKit(social());
    await kit.select('so');
    const k = kit;
    const links = () => k.attrs('so').links as Field[];
    const list = () => k.$('[data-field="links"]')!;
    list().querySelector<HTMLButtonElement>('.list-add')!.click();
    await k.settle();
    // A network not used yet.
    expect(links().length).to.equal(3);
    expect(['facebook', 'x']).to.not.include(links()[2]!.network);
    const body = list().querySelector('[data-index="2"] .item-body')!;
    const network = body.querySelector<HTMLSelectElement>('[data-item-field="network"] select')!;
    expect([...network.options].map((o) => o.value)).to.include.members(['facebook', 'linkedin', 'github', 'email']);
    // Named as the renderer names them.
    expect([...network.options].find((o) => o.value === 'linkedin')?.textContent?.trim()).to.equal('LinkedIn');
    typeInto(network, 'github');
    typeInto(body.querySelector<HTMLInputElement>('[data-item-field="href"] input')!, 'https://github.com/a');
    await k.settle();
    expect(links()[2]).to.deep.equal({ network: 'github', href: 'https://github.com/a' });

    list().querySelector<HTMLButtonElement>('[data-index="0"] [data-action="down"]')!.click();
    await k.settle();
    expect(links().map((l) => l.network)).to.deep.equal(['x', 'facebook', 'github']);
    list().querySelector<HTMLButtonElement>('[data-index="1"] [data-action="remove"]')!.click();
    await k.settle();
    expect(links().map((l) => l.network)).to.deep.equal(['x', 'github']);
    // The canvas renders the list the store holds.
    k.mounted.element.canvas!.renderNow();
    const hrefs = [...(k.mounted.element.canvas!.frameDocument?.querySelectorAll('.lp-social-icon') ?? [])].map((a) =>
      a.getAttribute('href'),
    );
    expect(hrefs).to.deep.equal(['https://x.com/a', 'https://github.com/a']);
  });
});
