/**
 * An image URL: a preview thumbnail, the URL, and, with `customFileManager`, a Browse button that
 * asks the host's file manager (`lp-open-file-manager` with the attribute and the node's uid).
 * Without that option no one answers yet (the built-in file manager is a later issue), so there is
 * no button that would do nothing. A URL the renderer would leave out (a scheme other than
 * http(s), a relative path or a data:image URL) is refused where it is typed, with the reason.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import { icon } from '../../icons.ts';
import { display, type ControlInput } from './field-host.ts';
import { showError } from './field-error.ts';
import { isShowableImageUrl, previewUrl } from './image-url.ts';
import { text } from './text.ts';

export function imageControl({ field, id, label, disabled, host }: ControlInput): TemplateResult {
  const { t } = host;
  const preview = previewUrl(field.own ?? field.inherited);
  const commit = (event: Event) => {
    const input = event.target as HTMLInputElement;
    const value = input.value.trim();
    if (!isShowableImageUrl(value) || !field.spec.shape.test(value)) {
      // While typing ("dat", "data:ima"...) the value stays uncommitted; leaving the field says why.
      if (event.type === 'change') showError(input, text(t, 'panel.image.unsafe'));
      else input.setAttribute('aria-invalid', 'true');
      return;
    }
    showError(input, undefined);
    host.commit(field.name, value === '' ? undefined : value);
  };
  return html`<div class="image">
    <div class="thumb" aria-hidden="true">
      ${preview ? html`<img src=${preview} alt="" loading="lazy" decoding="async" />` : icon('folder', 18)}
    </div>
    <div class="image-inputs">
      <input
        id=${id}
        type="url"
        dir="ltr"
        spellcheck="false"
        .value=${live(display(field.own))}
        placeholder=${display(field.inherited) || 'https://'}
        ?disabled=${disabled}
        @input=${commit}
        @change=${commit}
      />
      ${
        host.options.customFileManager
          ? html`<button
        type="button"
        data-control="file-manager"
        aria-label=${text(t, 'panel.image.browseFor', { label })}
        ?disabled=${disabled}
        @click=${() => host.openFileManager(field.name)}
      >${icon('folder', 16)}${text(t, 'panel.image.browse')}</button>`
          : nothing
      }
    </div>
  </div>`;
}
