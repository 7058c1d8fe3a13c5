/**
 * One attribute's control, chosen by the registry's field descriptor (`control`): color, length
 * and box (text with units), percent, select, toggle, text, url, image, number, font and list.
 * A value is committed only when the attribute's own shape accepts it; otherwise the field says
 * why and the document is left as it was.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { WEB_FONTS, WEB_SAFE_FONTS, type Level } from '../../../renderer/index.ts';
import type { Translator } from '../../i18n/translator.ts';
import type { EditorOptions } from '../../options/options-schema.ts';
import { icon } from '../icons.ts';
import type { FieldModel } from './field-model.ts';

export interface FieldHost {
  readonly t: Translator;
  readonly options: EditorOptions;
  readonly readOnly: boolean;
  /** A level's name, as the device switch shows it. */
  readonly levelLabel: (level: Level) => string;
  commit(name: string, value: unknown): boolean;
  openFileManager(): void;
}

const display = (value: unknown): string =>
  value === undefined || value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** The field's markup. */
export function attributeField(field: FieldModel, host: FieldHost): TemplateResult {
  const { t } = host;
  const id = `f-${field.name}`;
  const label = t.t(`label.${field.spec.label}`);
  const disabled = host.readOnly || !field.editable;
  const overridden = field.own !== undefined;
  const note = !field.editable
    ? t.t('panel.desktopOnly')
    : field.own === undefined && field.from !== 'default'
      ? t.t('panel.inherited', { device: host.levelLabel(field.from) })
      : '';
  return html`<div class="field ${field.own !== undefined ? 'set' : ''}" data-field=${field.name}>
    <div class="label-row">
      <label for=${id}>${label}</label>
      ${
        overridden && !disabled
          ? html`<button class="icon reset" title=${t.t('panel.reset')} aria-label="${t.t('panel.reset')}: ${label}" @click=${() => host.commit(field.name, undefined)}>${icon('reset', 14)}</button>`
          : nothing
      }
    </div>
    ${control(field, id, disabled, host)}
    ${note ? html`<p class="note">${note}</p>` : nothing}
    <p class="error" role="alert" hidden></p>
  </div>`;
}

function showError(input: HTMLElement, message: string | undefined): void {
  const error = input.closest('.field')?.querySelector<HTMLElement>('.error');
  input.setAttribute('aria-invalid', String(message !== undefined));
  if (error) {
    error.hidden = message === undefined;
    error.textContent = message ?? '';
  }
}

function textCommit(field: FieldModel, host: FieldHost, parse: (text: string) => unknown = (text) => text) {
  return (event: Event) => {
    const input = event.target as HTMLInputElement;
    const text = input.value.trim();
    const value = text === '' ? undefined : parse(text);
    if (value !== undefined && !field.spec.shape.test(value)) {
      if (event.type === 'change') showError(input, host.t.t('panel.invalid', { reason: field.spec.shape.describe }));
      return;
    }
    showError(input, undefined);
    host.commit(field.name, value);
  };
}

function control(field: FieldModel, id: string, disabled: boolean, host: FieldHost): TemplateResult {
  const { t } = host;
  const value = field.own;
  const placeholder = display(field.inherited);
  switch (field.spec.control) {
    case 'toggle': {
      const checked = Boolean(value ?? field.inherited ?? false);
      return html`<label class="switch"><input id=${id} type="checkbox" role="switch" .checked=${checked} ?disabled=${disabled} @change=${(event: Event) => host.commit(field.name, (event.target as HTMLInputElement).checked)} /><span>${checked ? t.t('panel.on') : t.t('panel.off')}</span></label>`;
    }
    case 'select': {
      const current = display(value ?? field.inherited);
      return html`<select id=${id} ?disabled=${disabled} @change=${(event: Event) => host.commit(field.name, (event.target as HTMLSelectElement).value)}>
        ${(field.spec.options ?? []).map((option) => html`<option value=${option} ?selected=${option === current}>${t.t(`option.${option}`)}</option>`)}
      </select>`;
    }
    case 'color': {
      const shown = display(value ?? field.inherited);
      const hex = /^#[0-9a-f]{6}$/i.test(shown)
        ? shown
        : /^#[0-9a-f]{3}$/i.test(shown)
          ? `#${[...shown.slice(1)].map((c) => c + c).join('')}`
          : undefined;
      // No color to show (unset, or a named or rgb() color): the swatch says so instead of showing black.
      return html`<div class="color">
        <input type="color" class=${hex === undefined ? 'unset' : ''} aria-label=${t.t(`label.${field.spec.label}`)} .value=${hex ?? '#000000'} ?disabled=${disabled} @input=${(event: Event) => host.commit(field.name, (event.target as HTMLInputElement).value)} />
        <input id=${id} type="text" spellcheck="false" .value=${display(value)} placeholder=${placeholder} ?disabled=${disabled} @input=${textCommit(field, host)} @change=${textCommit(field, host)} />
      </div>`;
    }
    case 'number':
      return html`<input id=${id} type="number" .value=${display(value)} placeholder=${placeholder} ?disabled=${disabled} @input=${textCommit(field, host, Number)} @change=${textCommit(field, host, Number)} />`;
    case 'font': {
      const fonts = [
        ...(host.options.customFonts?.fonts ?? []),
        ...(host.options.customFonts?.override ? [] : [...WEB_FONTS, ...WEB_SAFE_FONTS]),
      ];
      const current = display(value);
      return html`<select id=${id} ?disabled=${disabled} @change=${(event: Event) => host.commit(field.name, (event.target as HTMLSelectElement).value || undefined)}>
        <option value="" ?selected=${current === ''}>${t.t('panel.default')}</option>
        ${fonts.map((font) => html`<option value=${font.style} ?selected=${font.style === current}>${font.label}</option>`)}
        ${current && !fonts.some((font) => font.style === current) ? html`<option value=${current} selected>${current}</option>` : nothing}
      </select>`;
    }
    case 'list': {
      const count = Array.isArray(value ?? field.inherited) ? (value ?? (field.inherited as unknown[])) : [];
      return html`<p class="list" id=${id}>${t.t('panel.listItems', { count: (count as unknown[]).length })}</p>`;
    }
    case 'image':
      return html`<div class="image">
        <input id=${id} type="url" spellcheck="false" .value=${display(value)} placeholder=${placeholder || 'https://'} ?disabled=${disabled} @input=${textCommit(field, host)} @change=${textCommit(field, host)} />
        ${host.options.customFileManager ? html`<button data-control="file-manager" ?disabled=${disabled} @click=${() => host.openFileManager()}>${icon('folder', 16)}${t.t('panel.chooseFile')}</button>` : nothing}
      </div>`;
    default:
      return html`<input id=${id} type=${field.spec.control === 'url' ? 'url' : 'text'} spellcheck="false" .value=${display(value)} placeholder=${placeholder} ?disabled=${disabled} @input=${textCommit(field, host)} @change=${textCommit(field, host)} />`;
  }
}
