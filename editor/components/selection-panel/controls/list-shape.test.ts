/** List editors read their items from the attribute's shape: fields, new items, moves. */
import { expect } from 'chai';
import { registry, renderPage } from '../../../../renderer/index.ts';
import { block, pageWith } from '../../../../renderer/testing/builders.ts';
import * as s from '../../../../renderer/schema/shape.ts';
import { edited, isRelevant, itemFields, itemShape, moved, newItem, withField } from './list-shape.ts';

const shapeOf = (tag: string, name: string) => registry.get(tag)!.attributes[name]!.shape;

describe('list shape', () => {
  it("reads a form field's fields and controls from the form kind's shape", () => {
    const item = itemShape(shapeOf('form', 'fields'))!;
    const fields = itemFields(item);
    expect(fields.map((f) => [f.name, f.control, f.required])).to.deep.equal([
      ['type', 'enum', true],
      ['name', 'text', true],
      ['label', 'text', false],
      ['placeholder', 'text', false],
      ['required', 'boolean', false],
      ['options', 'list', false],
      ['value', 'text', false],
    ]);
  });

  it('makes new items the list shape accepts', () => {
    for (const [tag, name] of [
      ['form', 'fields'],
      ['social', 'links'],
    ] as const) {
      const list = shapeOf(tag, name);
      const item = itemShape(list)!;
      let items: Record<string, unknown>[] = [];
      for (let i = 0; i < 4; i++) {
        items = [...items, newItem(item, items) as Record<string, unknown>];
        expect(list.test(items), `${tag} ${JSON.stringify(items)}`).to.equal(true);
      }
    }
    const fields = shapeOf('form', 'fields');
    const made = [newItem(itemShape(fields)!, [])];
    const second = newItem(itemShape(fields)!, made);
    // A form field starts as text; its name keeps it apart.
    expect(second.type).to.equal('text');
    expect(second.name).to.not.equal(made[0]!.name);
    // A social link starts with a network no link uses yet.
    const links = itemShape(shapeOf('social', 'links'))!;
    const first = newItem(links, []);
    expect(newItem(links, [first]).network).to.not.equal(first.network);
  });

  it('starts a new form field as something a published form can use: a label and a name by its type, unique', () => {
    const item = itemShape(shapeOf('form', 'fields'))!;
    const starter = [{ type: 'email', name: 'email', label: 'Email', required: true }];
    const first = newItem(item, starter);
    expect(first).to.deep.equal({ type: 'text', name: 'text', label: 'Text field' });
    const second = newItem(item, [...starter, first]);
    expect(second).to.deep.equal({ type: 'text', name: 'text_2', label: 'Text field' });
    // The form renders it with its label, sent under its name.
    const { html } = renderPage(
      pageWith(block('form', { uid: 'f', attributes: { fields: [...starter, first, second] } })),
    );
    expect(html).to.contain('>Text field</label><input class="lp-form-input" type="text" id="lp-f-f-2" name="text_2">');
  });

  it("turns a new field's texts into those of its new type, and leaves texts someone wrote", () => {
    const item = itemShape(shapeOf('form', 'fields'))!;
    const type = itemFields(item).find((f) => f.name === 'type')!;
    const others = [{ type: 'email', name: 'email', label: 'Email' }];
    const fresh = { type: 'text', name: 'text_3', label: 'Text field', required: true };
    // Another email field: numbered, since the form already sends an `email`.
    expect(edited(item, fresh, type, 'email', others)).to.deep.equal({
      type: 'email',
      name: 'email_2',
      label: 'Email',
      required: true,
    });
    // A hidden field has no label to show.
    expect(edited(item, fresh, type, 'hidden', others)).to.deep.equal({
      type: 'hidden',
      name: 'hidden',
      required: true,
    });
    // A name or label someone wrote stays.
    const written = { type: 'text', name: 'company', label: 'Text field' };
    expect(edited(item, written, type, 'tel', others)).to.deep.equal({ type: 'tel', name: 'company', label: 'Phone' });
    expect(edited(item, { type: 'text', name: 'text', label: 'Company' }, type, 'textarea', [])).to.deep.equal({
      type: 'textarea',
      name: 'message',
      label: 'Company',
    });
    // A label someone cleared stays cleared; `text_x` is not a numbered start.
    expect(edited(item, { type: 'text', name: 'text_x' }, type, 'email', [])).to.deep.equal({
      type: 'email',
      name: 'text_x',
    });
    // Every type starts with a name the shape takes, and a label unless it shows none.
    for (const value of itemFields(item).find((f) => f.name === 'type')!.values!) {
      const made = edited(item, newItem(item, []), type, value, []);
      expect(shapeOf('form', 'fields').test([made]), value).to.equal(true);
      expect(made.name, value).to.not.match(/^name\d/);
      expect(typeof made.label === 'string' && made.label !== '', value).to.equal(value !== 'hidden');
    }
  });

  it('sets and clears item fields, and moves items', () => {
    const fields = itemFields(itemShape(shapeOf('form', 'fields'))!);
    const label = fields.find((f) => f.name === 'label')!;
    const item = { type: 'text', name: 'a', label: 'A' };
    expect(withField(item, label, 'B')).to.deep.equal({ type: 'text', name: 'a', label: 'B' });
    expect(withField(item, label, '')).to.deep.equal({ type: 'text', name: 'a' });
    expect(moved([1, 2, 3], 0, 2)).to.deep.equal([2, 3, 1]);
    expect(moved([1, 2, 3], 2, 5)).to.deep.equal([1, 2, 3]);
    const options = fields.find((f) => f.name === 'options')!;
    expect(isRelevant(options, { type: 'select' })).to.equal(true);
    expect(isRelevant(options, { type: 'email' })).to.equal(false);
  });

  it("takes when a field shows from the item shape's own rule, not from field names it knows", () => {
    const item = s.object(
      { kind: s.oneOf(['a', 'b'] as const), extra: s.boolean(), options: s.boolean() },
      { required: ['kind'], shownWhen: { extra: { field: 'kind', values: ['b'] } } },
    );
    const fields = itemFields(item as never);
    const extra = fields.find((f) => f.name === 'extra')!;
    expect(isRelevant(extra, { kind: 'a' })).to.equal(false);
    expect(isRelevant(extra, { kind: 'b' })).to.equal(true);
    expect(isRelevant(extra, { kind: 'a', extra: true }), 'a set value always shows').to.equal(true);
    // A field named like the form's options, without a rule of its own here, always shows.
    expect(isRelevant(fields.find((f) => f.name === 'options')!, { kind: 'a' })).to.equal(true);
  });
});
