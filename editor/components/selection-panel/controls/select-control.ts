/**
 * A choice among the spec's options, each named by its `option.<value>` text. It shows what the
 * page shows: the value set here, else the one inherited (a wider level's, the default, or what
 * the spec says unset looks like: field-model.ts). When none of them is known (a font weight the
 * page's design decides), a first "Default" entry says so and picking it removes the value; the
 * select never falls back to its first option, which the page may not draw.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { display, type ControlInput } from './field-host.ts';

export function selectControl({ field, id, disabled, host }: ControlInput): TemplateResult {
  const { t } = host;
  const current = display(field.own ?? field.inherited);
  const unknown = field.inherited === undefined;
  return html`<select id=${id} ?disabled=${disabled} @change=${(event: Event) => host.commit(field.name, (event.target as HTMLSelectElement).value || undefined)}>
    ${unknown ? html`<option value="" ?selected=${current === ''}>${t.t('panel.default')}</option>` : nothing}
    ${(field.spec.options ?? []).map((option) => html`<option value=${option} ?selected=${option === current}>${t.t(`option.${option}`)}</option>`)}
  </select>`;
}
