/**
 * The page's own fields: title, description, share image, favicon and canonical URL (text,
 * checked as the renderer checks them before anything is written, so the canvas never renders a
 * half-typed value), the noindex switch, and the page's language and direction.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import { METADATA_FIELDS } from '../../../renderer/schema/template.ts';
import { safeUrl } from '../../../renderer/html/url.ts';
import type { PageDefinition } from '../../../renderer/index.ts';
import type { Translator } from '../../i18n/translator.ts';
import type { Command } from '../../store/transaction.ts';
import { setMetadata } from '../../store/commands.ts';
import { setMetadataFlag, setPageSetting } from '../../store/page-commands.ts';
import { showError } from '../selection-panel/controls/field-error.ts';
import { text } from '../selection-panel/controls/text.ts';
import { isLanguageTag, languageName, PAGE_LANGUAGES } from './page-languages.ts';

/** What the page fields need from the element. */
export interface PageFieldsHost {
  readonly t: Translator;
  readonly doc: PageDefinition;
  readonly readOnly: boolean;
  run(command: Command): boolean;
}

type TextField = keyof typeof METADATA_FIELDS;

/** Why a typed value is refused, or undefined when it may be written. Empty is always allowed (no value). */
function refusal(t: Translator, name: TextField, value: string): string | undefined {
  const shape = METADATA_FIELDS[name];
  if (!shape.test(value)) return t.t('panel.invalid', { reason: shape.describe });
  if (value.trim() === '') return undefined;
  // The renderer's own URL rules (render/document.ts): the favicon is an image URL, the canonical
  // URL an absolute http(s) one; anything else would be left out of the page.
  if (name === 'favicon' && safeUrl(value, 'image') === undefined) return text(t, 'panel.image.unsafe');
  if (name === 'canonical' && safeUrl(value, 'canonical') === undefined) return text(t, 'settings.canonicalInvalid');
  return undefined;
}

/** One text field of the metadata (`#m-<name>`). */
export function metadataField(host: PageFieldsHost, name: TextField, label: string, multiline = false): TemplateResult {
  const { t } = host;
  const value = host.doc.metadata?.[name] ?? '';
  const onInput = (event: Event) => {
    const input = event.target as HTMLInputElement;
    const why = refusal(t, name, input.value);
    // While typing, the field is only marked; leaving it says why.
    if (why === undefined || event.type === 'change') showError(input, why);
    else input.setAttribute('aria-invalid', 'true');
    if (why === undefined) host.run(setMetadata(name, input.value));
  };
  const type = name === 'title' || name === 'description' ? 'text' : 'url';
  const placeholder = type === 'url' ? 'https://' : '';
  return html`<div class="field" data-field="metadata.${name}">
    <div class="label-row"><label for="m-${name}">${label}</label></div>
    ${
      multiline
        ? html`<textarea id="m-${name}" rows="3" .value=${live(value)} ?disabled=${host.readOnly} @input=${onInput} @change=${onInput}></textarea>`
        : html`<input id="m-${name}" type=${type} spellcheck=${type === 'text' ? 'true' : 'false'} placeholder=${placeholder} .value=${live(value)} ?disabled=${host.readOnly} @input=${onInput} @change=${onInput} />`
    }
    <p class="error" role="alert" hidden></p>
  </div>`;
}

/** The noindex switch (`#m-noindex`), with what it does. */
export function noindexField(host: PageFieldsHost): TemplateResult {
  const { t } = host;
  const checked = host.doc.metadata?.noindex === true;
  return html`<div class="field inline" data-field="metadata.noindex">
    <div class="label-row">
      <label for="m-noindex">${t.t('settings.noindex')}</label>
      <input
        id="m-noindex"
        class="switch"
        type="checkbox"
        role="switch"
        aria-describedby="m-noindex-hint"
        .checked=${live(checked)}
        ?disabled=${host.readOnly}
        @change=${(event: Event) => host.run(setMetadataFlag('noindex', (event.target as HTMLInputElement).checked))}
      />
    </div>
    <p class="note" id="m-noindex-hint">${text(t, 'settings.noindexHint')}</p>
  </div>`;
}

/** The "other language" choice of the language select. */
export const OTHER_LANGUAGE = '*';

/**
 * The page language: a list of common tags by name, and "Other…" for any tag, typed (`#m-lang-other`)
 * and written once the template format takes it. `other` is whether "Other…" is chosen.
 */
export function languageField(
  host: PageFieldsHost,
  other: boolean,
  setOther: (other: boolean) => void,
): TemplateResult {
  const { t } = host;
  const lang = host.doc.settings?.lang ?? '';
  const listed = lang === '' || PAGE_LANGUAGES.includes(lang);
  const showOther = other || !listed;
  const onSelect = (event: Event) => {
    const value = (event.target as HTMLSelectElement).value;
    if (value === OTHER_LANGUAGE) return setOther(true);
    setOther(false);
    host.run(setPageSetting('lang', value === '' ? undefined : value));
  };
  const onType = (event: Event) => {
    const input = event.target as HTMLInputElement;
    const value = input.value.trim();
    const valid = value === '' || isLanguageTag(value);
    if (valid || event.type === 'change') showError(input, valid ? undefined : text(t, 'settings.langInvalid'));
    else input.setAttribute('aria-invalid', 'true');
    if (valid) host.run(setPageSetting('lang', value === '' ? undefined : value));
  };
  return html`<div class="field" data-field="settings.lang">
    <div class="label-row"><label for="m-lang">${text(t, 'settings.lang')}</label></div>
    <select id="m-lang" ?disabled=${host.readOnly} @change=${onSelect}>
      <option value="" ?selected=${lang === '' && !showOther}>${text(t, 'settings.langDefault')}</option>
      ${PAGE_LANGUAGES.map((tag) => html`<option value=${tag} ?selected=${tag === lang && !showOther}>${languageName(tag, t.language)}</option>`)}
      <option value=${OTHER_LANGUAGE} ?selected=${showOther}>${text(t, 'settings.langOther')}</option>
    </select>
    ${
      showOther
        ? html`<input
            id="m-lang-other"
            type="text"
            spellcheck="false"
            autocomplete="off"
            aria-label=${text(t, 'settings.langTag')}
            placeholder="pt-BR"
            .value=${live(listed ? '' : lang)}
            ?disabled=${host.readOnly}
            @input=${onType}
            @change=${onType}
          />`
        : nothing
    }
    <p class="note">${text(t, 'settings.langHint')}</p>
    <p class="error" role="alert" hidden></p>
  </div>`;
}

const DIRECTIONS = ['ltr', 'rtl', 'auto'] as const;

/** The page's writing direction (`#m-dir`). */
export function directionField(host: PageFieldsHost): TemplateResult {
  const { t } = host;
  const dir = host.doc.settings?.dir ?? '';
  return html`<div class="field" data-field="settings.dir">
    <div class="label-row"><label for="m-dir">${text(t, 'settings.dir')}</label></div>
    <select
      id="m-dir"
      ?disabled=${host.readOnly}
      @change=${(event: Event) => {
        const value = (event.target as HTMLSelectElement).value;
        host.run(setPageSetting('dir', value === '' ? undefined : value));
      }}
    >
      <option value="" ?selected=${dir === ''}>${text(t, 'settings.dir.default')}</option>
      ${DIRECTIONS.map((value) => html`<option value=${value} ?selected=${value === dir}>${text(t, `settings.dir.${value}`)}</option>`)}
    </select>
  </div>`;
}
