/**
 * A box shorthand (padding, inner padding, corner radius): one value for all four sides, or each
 * side (each corner for a radius) on its own, switched by a "linked" toggle. What is written is the
 * shortest shorthand the spec (`attr.box`) takes; a side typed as a bare number means pixels.
 * Starts linked when every side holds the same value.
 */
import { html, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import { icon } from '../../icons.ts';
import { defineElement } from '../../define-element.ts';
import { display, type ControlInput } from './field-host.ts';
import { showError } from './field-error.ts';
import { allSame, asLength, formatBox, parseBox, type Sides } from './box-sides.ts';
import { LightElement, staticHtml, tag } from './light-element.ts';
import { text } from './text.ts';

const SIDES = ['top', 'right', 'bottom', 'left'] as const;
const CORNERS = ['topLeft', 'topRight', 'bottomRight', 'bottomLeft'] as const;

export class LpBoxControl extends LightElement {
  static override properties = { input: { attribute: false }, linked: { state: true } };
  declare input: ControlInput;
  declare linked: boolean | undefined;

  #sides(): { own: Sides | undefined; base: Sides } {
    const { field } = this.input;
    const own = parseBox(display(field.own));
    return { own, base: own ?? parseBox(display(field.inherited)) ?? ['0', '0', '0', '0'] };
  }

  #commit(event: Event, value: string): void {
    const { field, host } = this.input;
    const target = event.target as HTMLInputElement;
    if (value !== '' && !field.spec.shape.test(value)) {
      if (event.type === 'change') showError(target, host.t.t('panel.invalid', { reason: field.spec.shape.describe }));
      else target.setAttribute('aria-invalid', 'true');
      return;
    }
    showError(target, undefined);
    host.commit(field.name, value === '' ? undefined : value);
  }

  #toggle(): void {
    const linked = !this.#isLinked();
    this.linked = linked;
    const { own } = this.#sides();
    // Linking sides that differ gives them all the first side's value: "one value for all".
    if (linked && own !== undefined && !allSame(own)) this.input.host.commit(this.input.field.name, own[0]);
  }

  #isLinked(): boolean {
    return this.linked ?? allSame(this.#sides().base);
  }

  protected override render(): TemplateResult {
    const { field, id, label, disabled, host } = this.input;
    const { t } = host;
    const linked = this.#isLinked();
    const { own, base } = this.#sides();
    const corners = field.spec.css?.property === 'border-radius';
    const names = corners ? CORNERS : SIDES;
    const toggle = html`<button
      type="button"
      class="icon link-toggle"
      data-control="link-sides"
      aria-pressed=${String(linked)}
      aria-label=${text(t, corners ? 'panel.box.linkedCorners' : 'panel.box.linked', { label })}
      title=${text(t, corners ? 'panel.box.linkedCorners' : 'panel.box.linked', { label })}
      ?disabled=${disabled}
      @click=${() => this.#toggle()}
    >${icon('link', 16)}</button>`;
    if (linked) {
      const typed = (event: Event, leaving: boolean) => {
        const raw = (event.target as HTMLInputElement).value.trim();
        this.#commit(event, leaving ? raw.split(/ +/).map(asLength).join(' ') : raw);
      };
      return html`<div class="box linked">
        <input
          id=${id}
          type="text"
          dir="ltr"
          spellcheck="false"
          data-side="all"
          .value=${live(display(field.own))}
          placeholder=${display(field.inherited)}
          ?disabled=${disabled}
          @input=${(event: Event) => typed(event, false)}
          @change=${(event: Event) => typed(event, true)}
        />${toggle}
      </div>`;
    }
    const side = (index: number) => {
      const typed = (event: Event, leaving: boolean) => {
        const raw = (event.target as HTMLInputElement).value.trim();
        const sides = [...(own ?? base)] as [string, string, string, string];
        sides[index] = raw === '' ? (base[index] ?? '0') : leaving ? asLength(raw) : raw;
        this.#commit(event, formatBox(sides));
      };
      const name = text(t, `panel.box.${names[index]}`);
      return html`<label class="side">
        <span class="side-name" aria-hidden="true">${name}</span>
        <input
          id=${index === 0 ? id : `${id}-${index}`}
          type="text"
          dir="ltr"
          spellcheck="false"
          data-side=${names[index]}
          aria-label=${`${label}: ${name}`}
          .value=${live(own?.[index] ?? '')}
          placeholder=${base[index] ?? ''}
          ?disabled=${disabled}
          @input=${(event: Event) => typed(event, false)}
          @change=${(event: Event) => typed(event, true)}
        />
      </label>`;
    };
    return html`<div class="box">
      <div class="sides">${[0, 1, 2, 3].map(side)}</div>
      ${toggle}
    </div>`;
  }
}

defineElement('lp-box-control', LpBoxControl);

/** The control for a box attribute. */
export function boxControl(input: ControlInput): TemplateResult {
  return staticHtml`<${tag(LpBoxControl)} .input=${input}></${tag(LpBoxControl)}>`;
}
