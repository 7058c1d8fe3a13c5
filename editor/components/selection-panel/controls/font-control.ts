/**
 * A font family: one entry per family (options/font-list.ts), the host's `customFonts` joining or
 * replacing the built-in list; a value the list does not know stays selectable as it is (a CSS
 * font list, left to right in every language).
 */
import { html, nothing, type TemplateResult } from 'lit';
import { display, type ControlInput } from './field-host.ts';
import { familyOf, fontChoices } from '../../../options/font-list.ts';

export function fontControl({ field, id, disabled, host }: ControlInput): TemplateResult {
  const { t } = host;
  const fonts = fontChoices(host.options);
  const current = display(field.own);
  // A value written with another fallback list still selects its family's entry.
  const selected =
    fonts.find((font) => font.style === current) ?? fonts.find((font) => familyOf(font.style) === familyOf(current));
  const known = current === '' || selected !== undefined;
  return html`<select id=${id} ?disabled=${disabled} @change=${(event: Event) => host.commit(field.name, (event.target as HTMLSelectElement).value || undefined)}>
    <option value="" ?selected=${current === ''}>${t.t('panel.default')}</option>
    ${fonts.map((font) => html`<option value=${font.style} ?selected=${font === selected}>${font.label}</option>`)}
    ${known ? nothing : html`<option value=${current} dir="ltr" selected>${current}</option>`}
  </select>`;
}
