/**
 * A link: what it points to (a web address, an email address, a phone number or a section of
 * this page, from the anchors the page's sections have), the address itself, and "open in a new
 * tab" when the kind has a `target` attribute that can say so. What is written is the href
 * (link-value.ts), and only when the renderer would keep it (`safeUrl(href, 'link')`).
 */
import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import { safeUrl } from '../../../../renderer/html/url.ts';
import { defineElement } from '../../define-element.ts';
import type { FieldModel } from '../field-model.ts';
import { display, type ControlInput } from './field-host.ts';
import { showError } from './field-error.ts';
import { LightElement, staticHtml, tag } from './light-element.ts';
import { formatLink, LINK_TYPES, parseLink, type LinkType } from './link-value.ts';
import { text } from './text.ts';

/** What an address of each type must look like before it is written (a URL: what safeUrl takes). */
const LOOKS_RIGHT: Record<Exclude<LinkType, 'url' | 'anchor'>, RegExp> = {
  // The domain as dot-separated labels that hold no dot: one way to match, so no backtracking.
  email: /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/,
  phone: /^\+?[\d\s().-]{3,}$/,
};

/**
 * A section's anchor as its option reads it: `#signup`, isolated left to right (LRI ... PDI) so a
 * right-to-left UI does not show `signup#`. Not `dir="ltr"` on the option: Chrome then lays the
 * closed select's text out left to right too, against the arrow, where every other select of the
 * panel holds its text at the right.
 */
const anchorText = (anchor: string): string => `\u2066#${anchor}\u2069`;

export class LpLinkControl extends LightElement {
  static override properties = {
    input: { attribute: false },
    target: { attribute: false },
    type: { state: true },
  };
  declare input: ControlInput;
  /** The kind's `target` field, when it has one with `_blank` among its options. */
  declare target: FieldModel | undefined;
  declare type: LinkType | undefined;

  #href(): string {
    const { field } = this.input;
    return display(field.own ?? field.inherited);
  }

  #commit(event: Event, typed: string): void {
    const { field, host } = this.input;
    const type = this.type ?? parseLink(this.#href()).type;
    const input = event.target as HTMLInputElement;
    const href = formatLink({ type, value: typed });
    const pattern = type === 'email' || type === 'phone' ? LOOKS_RIGHT[type] : undefined;
    const valid =
      href === undefined ||
      (field.spec.shape.test(href) &&
        safeUrl(href, 'link') !== undefined &&
        (pattern === undefined || pattern.test(typed.trim())));
    if (!valid) {
      if (event.type === 'change') showError(input, text(host.t, `panel.link.invalid.${type}`));
      else input.setAttribute('aria-invalid', 'true');
      return;
    }
    showError(input, undefined);
    host.commit(field.name, href);
  }

  #value(type: LinkType, id: string): TemplateResult {
    const { field, disabled, host, label } = this.input;
    const { t } = host;
    const current = parseLink(display(field.own));
    const value = current.type === type ? current.value : '';
    if (type === 'anchor') {
      const anchors = host.anchors();
      return html`<select
          id=${id}
          aria-label=${text(t, 'panel.link.section', { label })}
          ?disabled=${disabled || anchors.length === 0}
          @change=${(event: Event) => this.#commit(event, (event.target as HTMLSelectElement).value)}
        >
          <option value="" ?selected=${value === ''}>${text(t, 'panel.link.chooseSection')}</option>
          ${anchors.map((anchor) => html`<option value=${anchor} ?selected=${anchor === value}>${anchorText(anchor)}</option>`)}
          ${value !== '' && !anchors.includes(value) ? html`<option value=${value} selected>${anchorText(value)}</option>` : nothing}
        </select>
        ${anchors.length === 0 ? html`<p class="note">${text(t, 'panel.link.noSections')}</p>` : nothing}`;
    }
    const kinds = { url: 'url', email: 'email', phone: 'tel' } as const;
    return html`<input
      id=${id}
      type=${kinds[type]}
      dir="ltr"
      spellcheck="false"
      aria-label=${text(t, `panel.link.address.${type}`, { label })}
      .value=${live(value)}
      placeholder=${type === 'url' ? display(field.inherited) || 'https://' : text(t, `panel.link.placeholder.${type}`)}
      ?disabled=${disabled}
      @input=${(event: Event) => this.#commit(event, (event.target as HTMLInputElement).value)}
      @change=${(event: Event) => this.#commit(event, (event.target as HTMLInputElement).value)}
    />`;
  }

  #newTab(): TemplateResult | typeof nothing {
    const target = this.target;
    const { id, disabled, host } = this.input;
    if (target === undefined) return nothing;
    const on = (target.own ?? target.inherited) === '_blank';
    return html`<div class="inline-switch">
      <input
        id="${id}-new-tab"
        class="switch"
        type="checkbox"
        role="switch"
        data-control="new-tab"
        .checked=${live(on)}
        ?disabled=${disabled || !target.editable}
        @change=${(event: Event) =>
          host.commit(target.name, (event.target as HTMLInputElement).checked ? '_blank' : undefined)}
      />
      <label for="${id}-new-tab">${text(host.t, 'panel.link.newTab')}</label>
    </div>`;
  }

  protected override render(): TemplateResult {
    const { id, disabled, host, label } = this.input;
    const { t } = host;
    const type = this.type ?? parseLink(this.#href()).type;
    return html`<div class="link">
        <select
          id=${id}
          data-control="link-type"
          aria-label=${text(t, 'panel.link.type', { label })}
          ?disabled=${disabled}
          @change=${(event: Event) => (this.type = (event.target as HTMLSelectElement).value as LinkType)}
        >
          ${LINK_TYPES.map((option) => html`<option value=${option} ?selected=${option === type}>${text(t, `panel.link.kind.${option}`)}</option>`)}
        </select>
        ${this.#value(type, `${id}-address`)}
      </div>
      ${this.#newTab()}`;
  }
}

defineElement('lp-link-control', LpLinkControl);

/** The control for a link attribute, with the kind's `target` field when it has one. */
export function linkControl(input: ControlInput, target: FieldModel | undefined): TemplateResult {
  return staticHtml`<${tag(LpLinkControl)} .input=${input} .target=${target}></${tag(LpLinkControl)}>`;
}
