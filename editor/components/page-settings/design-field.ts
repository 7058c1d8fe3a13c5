/**
 * One design field of the page settings: its label (with a reset when the current level sets a
 * value), the selection panel's control for it (color with the `colors` palette, length with the
 * `fontSizes`, font with the built-in and custom fonts, box for the button's corners), what it
 * inherits and from which level, and an error line. Laid out as attribute-field.ts lays out an
 * attribute, so both panels read the same.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import { FONT_WEIGHTS } from '../../../renderer/attributes/patterns.ts';
import { icon } from '../icons.ts';
import type { FieldModel } from '../selection-panel/field-model.ts';
import { display, type ControlInput, type FieldHost } from '../selection-panel/controls/field-host.ts';
import { boxControl } from '../selection-panel/controls/box-control.ts';
import { colorControl } from '../selection-panel/controls/color-control.ts';
import { fontControl } from '../selection-panel/controls/font-control.ts';
import { lengthControl } from '../selection-panel/controls/length-control.ts';
import { textControl } from '../selection-panel/controls/text-control.ts';
import { textCommit } from '../selection-panel/controls/text-commit.ts';
import { text } from '../selection-panel/controls/text.ts';
import type { DesignFieldDef } from './design-model.ts';
import { HEADING_SCALE } from '../../../renderer/schema/design.ts';

/** The id of a design field's input (`d-button-color`). */
export const designInputId = (path: string): string => `d-${path.replace('.', '-')}`;

/** The field's markup. */
export function designField(def: DesignFieldDef, field: FieldModel, host: FieldHost): TemplateResult {
  const { t } = host;
  const id = designInputId(def.path);
  const label = text(t, `design.${def.path}`);
  const disabled = host.readOnly || !field.editable;
  const overridden = field.own !== undefined;
  const note = !field.editable
    ? t.t('panel.desktopOnly')
    : !overridden && field.from !== 'default'
      ? t.t('panel.inherited', { device: host.levelLabel(field.from) })
      : '';
  const input: ControlInput = { field, id, label, disabled, host };
  return html`<div class="field ${overridden ? 'set' : ''}" data-field=${`design.${def.path}`} data-control=${def.control}>
    <div class="label-row">
      <label for=${id}>${label}</label>
      ${
        overridden && !disabled
          ? html`<button type="button" class="icon reset" title=${t.t('panel.reset')} aria-label="${t.t('panel.reset')}: ${label}" @click=${() => host.commit(field.name, undefined)}>${icon('reset', 14)}</button>`
          : nothing
      }
    </div>
    ${control(def, input)}
    ${note ? html`<p class="note">${note}</p>` : nothing}
    <p class="error" role="alert" hidden></p>
  </div>`;
}

function control(def: DesignFieldDef, input: ControlInput): TemplateResult {
  switch (def.control) {
    case 'color':
      return colorControl(input);
    case 'font':
      return fontControl(input);
    case 'length':
      return lengthControl(input);
    case 'box':
      return boxControl(input);
    case 'select':
      return weightControl(input);
    case 'scale':
      return scaleControl(input);
    default:
      return textControl(input);
  }
}

/** The heading weight: like the panel's select, with a first "Default" entry, since the design may leave it unset. */
function weightControl({ field, id, disabled, host }: ControlInput): TemplateResult {
  const { t } = host;
  const current = display(field.own);
  return html`<select id=${id} ?disabled=${disabled} @change=${(event: Event) => host.commit(field.name, (event.target as HTMLSelectElement).value || undefined)}>
    <option value="" ?selected=${current === ''}>${t.t('panel.default')}${field.inherited === undefined ? '' : ` (${t.t(`option.${display(field.inherited)}`)})`}</option>
    ${FONT_WEIGHTS.map((weight) => html`<option value=${weight} ?selected=${weight === current}>${t.t(`option.${weight}`)}</option>`)}
  </select>`;
}

/** The heading scale: a number from 1 to 2, stepped by 0.05 with the arrow keys. */
function scaleControl(input: ControlInput): TemplateResult {
  const { field, id, disabled } = input;
  const commit = textCommit(input, Number);
  return html`<input
    id=${id}
    type="number"
    inputmode="decimal"
    min=${HEADING_SCALE.min}
    max=${HEADING_SCALE.max}
    step="0.05"
    .value=${live(display(field.own))}
    placeholder=${display(field.inherited)}
    ?disabled=${disabled}
    @input=${commit}
    @change=${commit}
  />`;
}
