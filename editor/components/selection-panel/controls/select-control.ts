/** A choice among the spec's options, each named by its `option.<value>` text. */
import { html, type TemplateResult } from 'lit';
import { display, type ControlInput } from './field-host.ts';

export function selectControl({ field, id, disabled, host }: ControlInput): TemplateResult {
  const { t } = host;
  const current = display(field.own ?? field.inherited);
  return html`<select id=${id} ?disabled=${disabled} @change=${(event: Event) => host.commit(field.name, (event.target as HTMLSelectElement).value)}>
    ${(field.spec.options ?? []).map((option) => html`<option value=${option} ?selected=${option === current}>${t.t(`option.${option}`)}</option>`)}
  </select>`;
}
