/**
 * A free value typed in an input: text, a number, a URL outside links (a form's endpoint, a
 * video), a percentage. Unset, it shows what the field inherits as its placeholder.
 */
import { html, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import { display, type ControlInput } from './field-host.ts';
import { textCommit } from './text-commit.ts';

export function textControl(input: ControlInput, type: 'text' | 'number' | 'url' = 'text'): TemplateResult {
  const { field, id, disabled } = input;
  const commit = textCommit(input, type === 'number' ? Number : undefined);
  return html`<input
    id=${id}
    type=${type}
    spellcheck="false"
    .value=${live(display(field.own))}
    placeholder=${display(field.inherited)}
    ?disabled=${disabled}
    @input=${commit}
    @change=${commit}
  />`;
}
