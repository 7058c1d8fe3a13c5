/**
 * A true/false attribute as a switch: one state indicator (the knob's side and the track's fill
 * say the same thing), named by the field's label and announced as a switch that is on or off.
 */
import { html, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import type { ControlInput } from './field-host.ts';

export function toggleControl({ field, id, disabled, host }: ControlInput): TemplateResult {
  const checked = Boolean(field.own ?? field.inherited ?? false);
  return html`<input
    id=${id}
    class="switch"
    type="checkbox"
    role="switch"
    .checked=${live(checked)}
    ?disabled=${disabled}
    @change=${(event: Event) => host.commit(field.name, (event.target as HTMLInputElement).checked)}
  />`;
}
