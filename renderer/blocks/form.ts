/**
 * A form: fields and a submit button that post to the author's endpoint. Plain HTML: it works
 * without JavaScript; the browser checks `required` and email fields before sending.
 */
import { attr } from '../attributes/spec.ts';
import * as s from '../schema/shape.ts';
import * as t from '../attributes/types.ts';
import { attrs, html, type SafeHtml } from '../html/html.ts';
import { checkedUrl } from './shared/checked.ts';
import { pageWith, block } from '../testing/builders.ts';
import { defineKind } from './define.ts';
import { padding, typography } from './shared/common.ts';

/** Most fields one form holds, and most options one select holds. */
export const MAX_FORM_FIELDS = 50;
export const MAX_SELECT_OPTIONS = 200;

const FIELD_TYPES = ['text', 'email', 'tel', 'textarea', 'select', 'checkbox', 'hidden'] as const;

// Texts are plain text, with the documented plain-text limit (docs/template-format.md, Limits).
const option = s.object({ label: t.text(), value: t.text() }, { required: ['label'] });

export const formField = s.object(
  {
    type: s.oneOf(FIELD_TYPES),
    name: t.fieldName,
    label: t.text(),
    placeholder: t.text(),
    required: s.boolean(),
    options: s.array(option, { max: MAX_SELECT_OPTIONS }),
    value: t.text(),
  },
  {
    required: ['type', 'name'],
    // What the editor offers for each type: a select's options, a checkbox's or hidden field's value,
    // a placeholder where one shows.
    shownWhen: {
      options: { field: 'type', values: ['select'] },
      value: { field: 'type', values: ['checkbox', 'hidden'] },
      placeholder: { field: 'type', values: ['text', 'email', 'tel', 'textarea', 'select'] },
    },
    // What a field added in the editor starts as, by its type: a label the published form shows and
    // the name it is sent under (numbered when another field has it: `text_2`), never `name2` and
    // no label. Changing the type of a field that still has them changes them too.
    startsAs: {
      field: 'type',
      values: {
        text: { label: 'Text field', name: 'text' },
        email: { label: 'Email', name: 'email' },
        tel: { label: 'Phone', name: 'phone' },
        textarea: { label: 'Message', name: 'message' },
        select: { label: 'Choose one', name: 'choice' },
        checkbox: { label: 'I agree', name: 'consent' },
        hidden: { name: 'hidden' },
      },
    },
  },
);

type Field = s.Infer<typeof formField>;

const AUTOCOMPLETE: Record<string, string> = { email: 'email', tel: 'tel' };

const part = (name: string, property: string) => ({ part: name, property });

function renderField(field: Field, id: string): SafeHtml {
  const label = field.label?.trim() ?? '';
  const placeholder = field.placeholder?.trim() || undefined;
  const required = field.required === true;
  // A field without a visible label still needs an accessible name.
  const ariaLabel = label === '' ? (placeholder ?? field.name) : undefined;
  const labelHtml =
    label === ''
      ? ''
      : html`<label class="lp-form-label" for="${id}">${label}${required ? html`<span class="lp-form-required" aria-hidden="true"> *</span>` : ''}</label>`;
  switch (field.type) {
    case 'hidden':
      return html`<input${attrs({ type: 'hidden', name: field.name, value: field.value ?? '' })}>`;
    case 'checkbox':
      return html`<div class="lp-form-field lp-form-check"><input${attrs({ class: 'lp-form-checkbox', type: 'checkbox', id, name: field.name, value: field.value || 'yes', required, 'aria-label': ariaLabel })}>${labelHtml}</div>`;
    case 'textarea':
      return html`<div class="lp-form-field">${labelHtml}<textarea${attrs({ class: 'lp-form-input', id, name: field.name, placeholder, required, rows: 4, 'aria-label': ariaLabel })}></textarea></div>`;
    case 'select': {
      const options = (field.options ?? []).map(
        (o) => html`<option${attrs({ value: o.value ?? o.label })}>${o.label}</option>`,
      );
      const prompt = html`<option value="">${placeholder ?? 'Choose…'}</option>`;
      return html`<div class="lp-form-field">${labelHtml}<select${attrs({ class: 'lp-form-input', id, name: field.name, required, 'aria-label': ariaLabel })}>${prompt}${options}</select></div>`;
    }
    default:
      return html`<div class="lp-form-field">${labelHtml}<input${attrs({ class: 'lp-form-input', type: field.type, id, name: field.name, placeholder, required, autocomplete: AUTOCOMPLETE[field.type], 'aria-label': ariaLabel })}></div>`;
  }
}

export const form = defineKind({
  tagName: 'form',
  label: 'Form',
  role: 'block',
  description: "Fields and a submit button, sent to the author's endpoint (`action`) without JavaScript.",
  // Its labels, options and submit text are typed by the designer: long words wrap.
  showsText: true,
  icon: 'M4 4h16a1 1 0 0 1 1 1v3a1 1 0 0 1 -1 1h-16a1 1 0 0 1 -1 -1v-3a1 1 0 0 1 1 -1ZM4 11h16a1 1 0 0 1 1 1v3a1 1 0 0 1 -1 1h-16a1 1 0 0 1 -1 -1v-3a1 1 0 0 1 1 -1ZM14 20h7',
  starter: {
    attributes: {
      fields: [{ type: 'email', name: 'email', label: 'Email', required: true }],
      'submit-text': 'Subscribe',
    },
  },
  example: () =>
    pageWith(
      block('form', {
        uid: 'signup',
        attributes: {
          action: 'https://example.com/api/signups',
          method: 'post',
          fields: [
            { type: 'text', name: 'name', label: 'Name', required: true },
            { type: 'email', name: 'email', label: 'Email', placeholder: 'you@example.com', required: true },
            { type: 'tel', name: 'phone', placeholder: 'Phone (optional)' },
            {
              type: 'select',
              name: 'plan',
              label: 'Plan',
              options: [{ label: 'Free' }, { label: 'Pro', value: 'pro' }],
            },
            { type: 'textarea', name: 'message', label: 'Message' },
            { type: 'checkbox', name: 'consent', label: 'I agree to the terms', required: true },
            { type: 'hidden', name: 'campaign', value: 'spring' },
          ],
          'submit-text': 'Sign me up',
          'submit-background-color': '#7c3aed',
          'border-radius': '8px',
        },
        xsAttributes: { 'submit-full-width': true },
      }),
    ),
  attributes: {
    action: attr.url({
      label: 'Send to (URL)',
      group: 'form',
      doc: 'Where the browser sends the form: http(s), mailto: or a relative URL. Other schemes are refused (`unsafe_url`) and the form is rendered without an action.',
    }),
    method: attr.choice(['post', 'get'], { label: 'Method', group: 'form', default: 'post' }),
    fields: attr.list(s.array(formField, { max: MAX_FORM_FIELDS }), {
      label: 'Fields',
      group: 'form',
      default: [],
      doc: `A list (at most ${MAX_FORM_FIELDS}) of \`{type, name, label?, placeholder?, required?, options?, value?}\`. \`type\` is one of ${FIELD_TYPES.map((v) => `\`${v}\``).join(', ')}; \`name\` is ${t.fieldName.describe}; \`options\` (for select, at most ${MAX_SELECT_OPTIONS}) are \`{label, value?}\`; \`value\` is what a checkbox sends when ticked (\`yes\` by default) or a hidden field's value.`,
    }),
    'submit-text': attr.text({ label: 'Button text', group: 'form', default: 'Submit', max: 200 }),
    'submit-background-color': attr.color({
      label: 'Button color',
      group: 'form',
      default: '#2563eb',
      css: part('submit', 'background-color'),
    }),
    'submit-color': attr.color({
      label: 'Button text color',
      group: 'form',
      default: '#ffffff',
      css: part('submit', 'color'),
    }),
    'submit-full-width': attr.boolean({
      label: 'Full-width button',
      group: 'form',
      default: false,
      css: { part: 'submit', declarations: (full) => [['width', full ? '100%' : 'auto']] },
    }),
    'field-background-color': attr.color({
      label: 'Field background',
      group: 'form',
      default: '#ffffff',
      css: part('input', 'background-color'),
    }),
    'field-border-color': attr.color({
      label: 'Field border',
      group: 'form',
      default: '#d1d5db',
      css: part('input', 'border-color'),
    }),
    'label-color': attr.color({ label: 'Label color', group: 'form', css: part('label', 'color') }),
    'border-radius': attr.length({
      label: 'Corner radius',
      group: 'border',
      default: '6px',
      css: { part: 'controls', property: 'border-radius' },
    }),
    gap: attr.length({ label: 'Spacing', group: 'layout', default: '12px', css: part('form', 'gap') }),
    'font-family': typography()['font-family'],
    'font-size': typography()['font-size'],
    padding: padding('12px 0'),
  },
  parts: {
    form: ' .lp-form-el',
    label: ' .lp-form-label',
    input: ' .lp-form-input',
    submit: ' .lp-form-submit',
    controls: ' :is(.lp-form-input, .lp-form-submit)',
  },
  baseCss: [
    '.lp-form .lp-form-el { display: flex; flex-direction: column; margin: 0; }',
    '.lp-form .lp-form-field { display: flex; flex-direction: column; gap: 4px; }',
    '.lp-form .lp-form-check { flex-direction: row; align-items: center; gap: 8px; }',
    // A flex item's minimum width is its longest word unless told otherwise.
    '.lp-form .lp-form-check .lp-form-label { min-width: 0; }',
    '.lp-form .lp-form-label { font-size: 0.9em; font-weight: 600; }',
    '.lp-form .lp-form-input { font: inherit; color: inherit; width: 100%; padding: 10px 12px; border: 1px solid #d1d5db; }',
    '.lp-form .lp-form-input:focus-visible, .lp-form .lp-form-submit:focus-visible { outline: 2px solid #2563eb; outline-offset: 2px; }',
    '.lp-form .lp-form-submit { font: inherit; font-weight: 600; align-self: flex-start; max-width: 100%; padding: 12px 24px; border: 0; cursor: pointer; }',
  ].join('\n'),
  // Its submit button looks like the design's buttons.
  design: {
    submit: [
      ['background-color', 'button.backgroundColor'],
      ['color', 'button.color'],
      ['border-radius', 'button.borderRadius'],
    ],
  },
  render: (input) => {
    const { values, id, root } = input;
    const action = checkedUrl(
      input,
      values.action,
      'form',
      'action',
      'The form action has a URL scheme that is not allowed; the form was rendered without one.',
    );
    const fields = (values.fields ?? []).map((field, i) => renderField(field, `lp-f-${id}-${i}`));
    const submit = html`<button class="lp-form-submit" type="submit">${values['submit-text'] ?? 'Submit'}</button>`;
    return html`<div${root}><form${attrs({ class: 'lp-form-el', action, method: values.method })}>${fields}${submit}</form></div>`;
  },
});
