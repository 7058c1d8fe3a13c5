/**
 * The toolbar's color popover: the embedder's swatches (`colors`; the one of the current color
 * pressed), the browser's color picker, and "remove color". Escape closes it and gives the text
 * the focus back. Colors are compared in their stored form (css-style.ts), so `#FF0000` in the
 * options is the swatch of a text stored as `#ff0000`.
 */
import { html, type TemplateResult } from 'lit';
import { normalizeColor } from './css-style.ts';

export interface ColorPickerHandlers {
  readonly t: (key: string) => string;
  /** The embedder's swatches. */
  readonly colors: readonly string[];
  /** A color chosen (null: remove the color). */
  readonly pick: (value: string | null) => void;
  readonly close: () => void;
}

/** The popover for the text color `current` (stored form, or null). */
export function colorPicker(current: string | null, on: ColorPickerHandlers): TemplateResult {
  const hex = current !== null && /^#[0-9a-f]{6}$/i.test(current) ? current : '#000000';
  return html`<div class="popover colors" role="group" aria-label=${on.t('richText.color')}
    @keydown=${(event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      on.close();
    }}>
    <div class="swatches">
      ${on.colors.map(
        (value) => html`<button
          class="swatch"
          style="background:${value}"
          aria-label=${value}
          title=${value}
          aria-pressed=${String(current !== null && normalizeColor(value) === current)}
          @click=${() => on.pick(value)}
        ></button>`,
      )}
    </div>
    <div class="row">
      <label class="picker">
        <input type="color" .value=${hex} aria-label=${on.t('richText.colorCustom')} @change=${(event: Event) => on.pick((event.target as HTMLInputElement).value)} />
        ${on.t('richText.colorCustom')}
      </label>
      <button class="remove" @click=${() => on.pick(null)}>${on.t('richText.colorRemove')}</button>
    </div>
  </div>`;
}
