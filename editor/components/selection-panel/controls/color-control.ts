/**
 * A color: the host's palette (`colors` option) as swatches a click applies, the browser's color
 * picker, and a text field for any CSS color the spec takes (a name, rgb(), hsl()). The swatch of
 * the color in use is marked pressed. The text reads left to right in every language (ltr-value.ts).
 *
 * Unset, the field says what the node draws, as every field does: the color it inherits or the
 * page draws (drawn-when-unset.ts: a button's hover text color is its text color, a text's color
 * the one around it) as the text's greyed placeholder, with the swatch showing that color, the
 * way it shows a default (a struck-through swatch there would say nothing is drawn, and a faded
 * one would show another color than the canvas). Where nothing is drawn (a background that is
 * not set), the placeholder says "None" and the swatch is struck through, rather than a black
 * that is not there.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import { display, type ControlInput } from './field-host.ts';
import { textCommit } from './text-commit.ts';
import { sameColor, toHex } from './color-value.ts';
import { text } from './text.ts';

export function colorControl(input: ControlInput): TemplateResult {
  const { field, id, label, disabled, host } = input;
  const { t } = host;
  const inherited = display(field.inherited);
  const shown = display(field.own ?? field.inherited);
  const hex = toHex(shown);
  const commit = textCommit(input);
  const palette = (host.options.colors ?? []).filter((color) => field.spec.shape.test(color));
  return html`<div class="color">
      <input
        type="color"
        class=${hex === undefined ? 'unset' : ''}
        aria-label=${text(t, 'panel.color.picker', { label })}
        .value=${live(hex ?? '#000000')}
        ?disabled=${disabled}
        @input=${(event: Event) => host.commit(field.name, (event.target as HTMLInputElement).value)}
      />
      <input
        id=${id}
        type="text"
        dir="ltr"
        spellcheck="false"
        .value=${live(display(field.own))}
        placeholder=${inherited === '' ? text(t, 'panel.color.none') : inherited}
        ?disabled=${disabled}
        @input=${commit}
        @change=${commit}
      />
    </div>
    ${
      palette.length === 0
        ? nothing
        : html`<div class="palette" role="group" aria-label=${text(t, 'panel.color.palette', { label })}>
          ${palette.map(
            (color) => html`<button
              type="button"
              class="swatch"
              style="--swatch: ${color}"
              data-color=${color}
              aria-label=${text(t, 'panel.color.use', { color })}
              title=${color}
              aria-pressed=${String(field.own !== undefined && sameColor(display(field.own), color))}
              ?disabled=${disabled}
              @click=${() => host.commit(field.name, color)}
            ></button>`,
          )}
        </div>`
    }`;
}
