/**
 * A list attribute (a form's fields, social links, a select's options) as a list editor built
 * from the list's shape (list-shape.ts): each item a row with its summary (its name on a line of
 * its own, its type under it), buttons to move it up or down and to remove it at the end of the
 * type's line, and its fields edited in place when opened; Alt+Arrow keys on a row move it too. Every change writes the whole new list as one store command (`setAttribute`
 * merges repeated edits of one attribute into one undo step).
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Shape } from '../../../../renderer/schema/shape.ts';
import type { Translator } from '../../../i18n/translator.ts';
import { defineElement } from '../../define-element.ts';
import { icon } from '../../icons.ts';
import { enumLabel } from './enum-label.ts';
import { itemFieldsView } from './list-item-fields.ts';
import { edited, itemFields, itemShape, maxItems, moved, newItem, type Item, type ItemField } from './list-shape.ts';
import { LightElement, staticHtml, tag } from './light-element.ts';
import { plural } from './plural.ts';
import { text } from './text.ts';

/** The message key family of a list (`panel.list.fields`), or the generic one when the catalog has none for it. */
function keysOf(t: Translator, name: string): string {
  return t.has(`panel.list.${name}.add`) ? `panel.list.${name}` : 'panel.list';
}

export class LpListControl extends LightElement {
  static override properties = {
    items: { attribute: false },
    shape: { attribute: false },
    name: { attribute: false },
    t: { attribute: false },
    disabled: { attribute: false },
    idBase: { attribute: false },
    labelId: { attribute: false },
    commit: { attribute: false },
    open: { state: true },
  };
  declare items: readonly Item[];
  /** The list's shape (an array of objects). */
  declare shape: Shape<unknown>;
  /** The attribute's (or item field's) name: picks the texts ("Add field", "2 fields"). */
  declare name: string;
  declare t: Translator;
  declare disabled: boolean;
  declare idBase: string;
  /** The id of the element that names the list. */
  declare labelId: string;
  /** Writes the whole new list; false when refused. */
  declare commit: (items: readonly Item[]) => boolean;
  /** The index of the item whose fields are shown, or -1. */
  declare open: number;

  constructor() {
    super();
    this.open = -1;
    this.items = [];
  }

  #write(items: readonly Item[], open: number, focus?: string): boolean {
    if (!this.shape.test(items) || !this.commit(items)) return false;
    // Taken at once: a second edit before the panel re-renders builds on this one, not on the old list.
    this.items = items;
    this.open = open;
    // The panel re-renders with the new list first; the focus follows the item that moved.
    if (focus !== undefined) requestAnimationFrame(() => this.querySelector<HTMLElement>(focus)?.focus());
    return true;
  }

  #add(): void {
    const item = itemShape(this.shape);
    if (item === undefined) return;
    const index = this.items.length;
    this.#write(
      [...this.items, newItem(item, this.items)],
      index,
      `[data-index="${index}"] .item-body :is(input, select)`,
    );
  }

  #move(from: number, to: number, focus: string): void {
    if (to < 0 || to >= this.items.length) return;
    const open = this.open === from ? to : this.open === to ? from : this.open;
    this.#write(moved(this.items, from, to), open, `[data-index="${to}"] ${focus}`);
  }

  #remove(index: number): void {
    const next = this.items.filter((_, i) => i !== index);
    const open = this.open === index ? -1 : this.open > index ? this.open - 1 : this.open;
    const focus = next.length === 0 ? '.list-add' : `[data-index="${Math.min(index, next.length - 1)}"] .item-toggle`;
    this.#write(next, open, focus);
  }

  #keydown(event: KeyboardEvent, index: number): void {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    event.stopPropagation();
    this.#move(index, index + (event.key === 'ArrowUp' ? -1 : 1), '.item-toggle');
  }

  #summary(item: Item, fields: readonly ItemField[]): { title: string; detail: string } {
    const t = this.t;
    const kind = fields.find((field) => field.control === 'enum');
    const kindText = kind === undefined ? '' : enumLabel(t, item[kind.name]);
    const strings = fields
      .filter((field) => field.control === 'text')
      .map((field) => item[field.name])
      .filter((value): value is string => typeof value === 'string' && value.trim() !== '');
    const named = ['label', 'name'].map((key) => item[key]).find((v) => typeof v === 'string' && v.trim() !== '');
    const title = typeof named === 'string' ? named : kindText || strings[0] || text(t, 'panel.list.untitled');
    const detail = kindText !== '' && kindText !== title ? kindText : (strings.find((s) => s !== title) ?? '');
    return { title, detail };
  }

  #item(item: Item, index: number, shape: Shape<unknown>, fields: readonly ItemField[]): TemplateResult {
    const { t, disabled } = this;
    const { title, detail } = this.#summary(item, fields);
    const open = this.open === index;
    const bodyId = `${this.idBase}-${index}`;
    const last = this.items.length - 1;
    return html`<li class="item ${open ? 'open' : ''}" data-index=${index}>
      <div class="item-head">
        <button
          type="button"
          class="item-toggle"
          aria-expanded=${String(open)}
          aria-controls=${bodyId}
          title=${text(t, 'panel.list.reorderHint')}
          @click=${() => (this.open = open ? -1 : index)}
          @keydown=${(event: KeyboardEvent) => this.#keydown(event, index)}
        >
          <span class="chevron" aria-hidden="true">${icon('chevronRight', 14)}</span>
          <span class="item-text">
            <span class="item-title">${title}</span>
            ${detail ? html`<span class="item-detail" dir="auto">${detail}</span>` : nothing}
          </span>
        </button>
        <span class="item-actions">
        <button type="button" class="icon" data-action="up" aria-label=${text(t, 'panel.list.moveUp', { item: title })} title=${text(t, 'panel.list.moveUp', { item: title })} ?disabled=${disabled || index === 0} @click=${() => this.#move(index, index - 1, '[data-action="up"]')}>${icon('up', 14)}</button>
        <button type="button" class="icon" data-action="down" aria-label=${text(t, 'panel.list.moveDown', { item: title })} title=${text(t, 'panel.list.moveDown', { item: title })} ?disabled=${disabled || index === last} @click=${() => this.#move(index, index + 1, '[data-action="down"]')}>${icon('down', 14)}</button>
        <button type="button" class="icon danger" data-action="remove" aria-label=${text(t, 'panel.list.remove', { item: title })} title=${text(t, 'panel.list.remove', { item: title })} ?disabled=${disabled} @click=${() => this.#remove(index)}>${icon('trash', 14)}</button>
        </span>
      </div>
      ${
        open
          ? html`<div class="item-body" id=${bodyId}>
          ${itemFieldsView(
            {
              t,
              disabled,
              idBase: bodyId,
              update: (change) =>
                this.#write(
                  this.items.map((old, i) => (i === index ? change(old) : old)),
                  index,
                ),
              edit: (current, field, value) =>
                edited(
                  shape,
                  current,
                  field,
                  value,
                  this.items.filter((_, i) => i !== index),
                ),
              nested: (field, items, id) =>
                listEditor({
                  items,
                  shape: field.shape,
                  name: field.name,
                  t,
                  disabled,
                  idBase: id,
                  labelId: `${id}-label`,
                  commit: (list) => {
                    const next = { ...item } as Record<string, unknown>;
                    if (list.length === 0) delete next[field.name];
                    else next[field.name] = list;
                    const all = this.items.map((old, i) => (i === index ? next : old));
                    if (!this.shape.test(all)) return false;
                    return this.commit(all);
                  },
                }),
            },
            item,
            fields,
          )}
        </div>`
          : nothing
      }
    </li>`;
  }

  protected override render(): TemplateResult {
    const { t, disabled } = this;
    const item = itemShape(this.shape);
    const fields = item === undefined ? [] : itemFields(item);
    const keys = keysOf(t, this.name);
    const full = this.items.length >= maxItems(this.shape);
    return html`<div class="list" role="group" aria-labelledby=${this.labelId}>
      <p class="list-count" aria-live="polite">${plural(t, `${keys}.count`, this.items.length)}</p>
      ${
        // A list whose items are not objects has no editor (itemShape): its items are not shown either.
        this.items.length === 0 || item === undefined
          ? nothing
          : html`<ol class="items">${this.items.map((entry, index) => this.#item(entry, index, item, fields))}</ol>`
      }
      <button type="button" class="list-add" ?disabled=${disabled || full || item === undefined} @click=${() => this.#add()}>
        ${icon('plus', 14)}${text(t, `${keys}.add`)}
      </button>
    </div>`;
  }
}

defineElement('lp-list-control', LpListControl);

/** What a list editor shows and how it writes. */
export interface ListEditorInput {
  readonly items: readonly Item[];
  readonly shape: Shape<unknown>;
  readonly name: string;
  readonly t: Translator;
  readonly disabled: boolean;
  readonly idBase: string;
  readonly labelId: string;
  commit(items: readonly Item[]): boolean;
}

/** A list editor, named for assistive technology by the element `labelId` points to. */
export function listEditor(input: ListEditorInput): TemplateResult {
  return staticHtml`<${tag(LpListControl)}
    .items=${input.items}
    .shape=${input.shape}
    .name=${input.name}
    .t=${input.t}
    .disabled=${input.disabled}
    .idBase=${input.idBase}
    .labelId=${input.labelId}
    .commit=${input.commit}
  ></${tag(LpListControl)}>`;
}
