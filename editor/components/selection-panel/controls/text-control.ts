/**
 * A free value typed in an input: text, a number, a URL outside links (a form's endpoint, a
 * video), a percentage. Unset, it shows what the field inherits as its placeholder. A number, a
 * URL or an id reads left to right in every language; free text follows the panel (ltr-value.ts).
 */
import { html, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { live } from 'lit/directives/live.js';
import { display, type ControlInput } from './field-host.ts';
import { textCommit } from './text-commit.ts';
import { valueDir } from './ltr-value.ts';

export function textControl(input: ControlInput, type: 'text' | 'number' | 'url' = 'text'): TemplateResult {
  const { field, id, disabled } = input;
  const commit = textCommit(input, type === 'number' ? Number : undefined);
  const dir = type === 'text' ? valueDir(field.spec.shape) : 'ltr';
  return html`<input
    id=${id}
    type=${type}
    dir=${ifDefined(dir)}
    spellcheck="false"
    .value=${live(display(field.own))}
    placeholder=${display(field.inherited)}
    ?disabled=${disabled}
    @input=${commit}
    @change=${commit}
  />`;
}
