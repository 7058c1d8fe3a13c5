/**
 * The fields of one list item, each with the control its shape asks for (list-shape.ts): a select
 * for an enum, a switch for a boolean, a nested list editor for a list of objects (a select's
 * options), an input otherwise. An edit hands the whole new item to `update`, which says whether
 * the list took it; a refused value says why under its input and is not written.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { live } from 'lit/directives/live.js';
import type { Translator } from '../../../i18n/translator.ts';
import { display } from './field-host.ts';
import { showError } from './field-error.ts';
import { enumLabel } from './enum-label.ts';
import { isRelevant, type Item, type ItemField } from './list-shape.ts';
import { text, textOr } from './text.ts';
import { valueDir } from './ltr-value.ts';

/** What the item's fields need from their list. */
export interface ItemContext {
  readonly t: Translator;
  readonly disabled: boolean;
  /** The id prefix of this item's inputs. */
  readonly idBase: string;
  /** Writes the item as `change` makes it from its latest value; false when the list's shape refuses it. */
  update(change: (item: Item) => Item): boolean;
  /** The item with one field set (list-shape.ts `edited`: a form field's new type brings its texts). */
  edit(item: Item, field: ItemField, value: unknown): Item;
  /** A nested list editor for a list field of the item. */
  nested(field: ItemField, items: readonly Item[], id: string): TemplateResult;
}

/** The label of an item's field: `panel.item.<name>`, else the name. */
export const fieldLabel = (t: Translator, field: ItemField): string =>
  textOr(t, `panel.item.${field.name}`, field.name);

function commitValue(ctx: ItemContext, field: ItemField, value: unknown, event: Event): void {
  const input = event.target as HTMLElement;
  if (ctx.update((current) => ctx.edit(current, field, value))) {
    showError(input, undefined);
    return;
  }
  const reason = value === undefined || field.shape.test(value) ? undefined : field.shape.describe;
  if (event.type === 'change' || event.type === 'click')
    showError(input, ctx.t.t('panel.invalid', { reason: reason ?? text(ctx.t, 'panel.item.incomplete') }));
  else input.setAttribute('aria-invalid', 'true');
}

function control(ctx: ItemContext, item: Item, field: ItemField, id: string): TemplateResult {
  const { t, disabled } = ctx;
  const value = item[field.name];
  switch (field.control) {
    case 'enum':
      return html`<select id=${id} ?disabled=${disabled} @change=${(event: Event) => commitValue(ctx, field, (event.target as HTMLSelectElement).value, event)}>
        ${field.required ? nothing : html`<option value="" ?selected=${value === undefined}>—</option>`}
        ${(field.values ?? []).map((option) => html`<option value=${option} ?selected=${option === value}>${enumLabel(t, option)}</option>`)}
      </select>`;
    case 'boolean':
      return html`<input id=${id} class="switch" type="checkbox" role="switch" .checked=${live(value === true)} ?disabled=${disabled} @change=${(event: Event) => commitValue(ctx, field, (event.target as HTMLInputElement).checked, event)} />`;
    case 'list':
      return ctx.nested(field, Array.isArray(value) ? (value as Item[]) : [], id);
    default: {
      const number = field.control === 'number';
      const typed = (event: Event) => {
        const raw = (event.target as HTMLInputElement).value;
        const trimmed = raw.trim();
        commitValue(ctx, field, trimmed === '' && !field.required ? undefined : number ? Number(trimmed) : raw, event);
      };
      // A field's name or a link's URL reads left to right in every language (ltr-value.ts).
      const dir = number ? 'ltr' : valueDir(field.shape);
      return html`<input id=${id} type=${number ? 'number' : 'text'} dir=${ifDefined(dir)} spellcheck="false" .value=${live(display(value))} ?disabled=${disabled} @input=${typed} @change=${typed} />`;
    }
  }
}

/** The item's relevant fields. */
export function itemFieldsView(ctx: ItemContext, item: Item, fields: readonly ItemField[]): TemplateResult {
  return html`${fields
    .filter((field) => isRelevant(field, item))
    .map((field) => {
      const id = `${ctx.idBase}-${field.name}`;
      const label = fieldLabel(ctx.t, field);
      const inline = field.control === 'boolean';
      return html`<div class="item-field ${inline ? 'inline-switch' : ''} ${field.control === 'list' ? 'nested' : ''}" data-item-field=${field.name}>
        ${
          field.control === 'list'
            ? html`<span class="item-label" id="${id}-label">${label}</span>`
            : inline
              ? nothing
              : html`<label for=${id}>${label}</label>`
        }
        ${control(ctx, item, field, id)}
        ${inline ? html`<label for=${id}>${label}</label>` : nothing}
        <p class="error" role="alert" hidden></p>
      </div>`;
    })}`;
}
