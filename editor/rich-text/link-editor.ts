/**
 * The toolbar's link editor (never the browser's prompt): a URL field checked as the published
 * page checks links (link-url.ts; `javascript:` and the like refused with a message beside the
 * field), an "open in a new tab" box, Apply, and Unlink when the selection is in a link. It opens
 * with the address selected, so typing replaces it (the toolbar's `openLink`). Enter
 * applies, Escape closes it and gives the text the focus back.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { LinkCheck } from './link-url.ts';
import { richIcon } from './icons.ts';

export interface LinkDraft {
  readonly href: string;
  readonly newTab: boolean;
  /** The refusal shown, once Apply was tried. */
  readonly error: Extract<LinkCheck, { error: string }>['error'] | undefined;
  /** Whether the selection is in a link (Unlink is offered). */
  readonly linked: boolean;
}

export interface LinkEditorHandlers {
  readonly t: (key: string) => string;
  readonly change: (draft: Partial<LinkDraft>) => void;
  readonly apply: () => void;
  readonly unlink: () => void;
  readonly close: () => void;
}

export function linkEditor(draft: LinkDraft, on: LinkEditorHandlers): TemplateResult {
  const message = draft.error === undefined ? '' : on.t(`richText.link.${draft.error}`);
  return html`<form
    class="popover link-editor"
    role="group"
    aria-label=${on.t('richText.link.editor')}
    @submit=${(event: Event) => {
      event.preventDefault();
      on.apply();
    }}
    @keydown=${(event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      on.close();
    }}
  >
    <div class="row">
      <input
        class="url"
        type="text"
        dir="ltr"
        inputmode="url"
        autocomplete="off"
        spellcheck="false"
        placeholder="https://"
        aria-label=${on.t('richText.link.url')}
        aria-invalid=${draft.error === undefined ? 'false' : 'true'}
        aria-describedby="link-message"
        .value=${draft.href}
        @input=${(event: Event) => on.change({ href: (event.target as HTMLInputElement).value, error: undefined })}
      />
      <button type="submit" class="primary apply">${on.t('richText.link.apply')}</button>
      ${
        draft.linked
          ? html`<button type="button" class="unlink" @click=${on.unlink}>
            ${richIcon('unlink', 14)}${on.t('richText.link.unlink')}
          </button>`
          : nothing
      }
      <button type="button" class="icon" aria-label=${on.t('richText.link.close')} title=${on.t('richText.link.close')} @click=${on.close}>
        ${richIcon('close', 14)}
      </button>
    </div>
    <label class="check">
      <input
        type="checkbox"
        class="new-tab"
        .checked=${draft.newTab}
        @change=${(event: Event) => on.change({ newTab: (event.target as HTMLInputElement).checked })}
      />
      ${on.t('richText.link.newTab')}
    </label>
    <p id="link-message" class="message" role="alert">${message}</p>
  </form>`;
}
