/**
 * A length (a size, a width, a line height): free input, with the host's `fontSizes` offered as
 * choices (a datalist, in pixels) when the option is given. A bare number is taken as pixels.
 * Lengths read left to right in every language (ltr-value.ts).
 */
import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import { display, type ControlInput } from './field-host.ts';
import { textCommit } from './text-commit.ts';
import { asLength } from './box-sides.ts';

export function lengthControl(input: ControlInput): TemplateResult {
  const { field, id, disabled, host } = input;
  const sizes = host.options.fontSizes ?? [];
  const listId = `${id}-sizes`;
  // While typing, only what the spec takes as it is; on leaving the field, `12` becomes `12px`
  // (converting on each key would rewrite the input under the caret).
  const typing = textCommit(input);
  const leaving = textCommit(input, asLength);
  return html`<input
      id=${id}
      type="text"
      dir="ltr"
      spellcheck="false"
      autocomplete="off"
      list=${sizes.length > 0 ? listId : nothing}
      .value=${live(display(field.own))}
      placeholder=${display(field.inherited)}
      ?disabled=${disabled}
      @input=${typing}
      @change=${leaving}
    />${
      sizes.length > 0
        ? html`<datalist id=${listId}>${sizes.map((size) => html`<option value="${size}px"></option>`)}</datalist>`
        : nothing
    }`;
}
