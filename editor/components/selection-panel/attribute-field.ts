/**
 * One attribute's field: its label (with a reset when the level sets a value), the control its
 * spec asks for (`control`, and the shape for lists), what it inherits and from which level, and
 * an error line. The control is chosen from the spec alone, never from the kind: a color gets the
 * palette, a box the four sides, a link its type, an image its preview, a list its editor.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { icon } from '../icons.ts';
import type { FieldModel } from './field-model.ts';
import type { ControlInput, FieldHost } from './controls/field-host.ts';
import { boxControl } from './controls/box-control.ts';
import { colorControl } from './controls/color-control.ts';
import { fontControl } from './controls/font-control.ts';
import { imageControl } from './controls/image-control.ts';
import { lengthControl } from './controls/length-control.ts';
import { linkControl } from './controls/link-control.ts';
import { listControl } from './controls/list-field.ts';
import { selectControl } from './controls/select-control.ts';
import { textControl } from './controls/text-control.ts';
import { toggleControl } from './controls/toggle-control.ts';

export type { FieldHost } from './controls/field-host.ts';

/** What the field of a link attribute takes besides its own model: the kind's `target` field. */
export interface FieldExtras {
  readonly target?: FieldModel;
}

/** Whether a url attribute is a link (its panel group says so): it gets the link control. */
export const isLink = (field: FieldModel): boolean => field.spec.control === 'url' && field.spec.group === 'link';

/** The field's markup. */
export function attributeField(field: FieldModel, host: FieldHost, extras: FieldExtras = {}): TemplateResult {
  const { t } = host;
  const id = `f-${field.name}`;
  const label = t.t(`label.${field.spec.label}`);
  const disabled = host.readOnly || !field.editable;
  const overridden = field.own !== undefined;
  const note = !field.editable
    ? t.t('panel.desktopOnly')
    : field.own === undefined && field.from !== 'default'
      ? t.t('panel.inherited', { device: host.levelLabel(field.from) })
      : '';
  const input: ControlInput = { field, id, label, disabled, host };
  const list = field.spec.control === 'list';
  const inline = field.spec.control === 'toggle';
  // A list is a group named by its label; every other control is the label's input.
  const labelEl = list
    ? html`<span class="label" id="${id}-label">${label}</span>`
    : html`<label for=${id}>${label}</label>`;
  return html`<div class="field ${overridden ? 'set' : ''} ${inline ? 'inline' : ''}" data-field=${field.name} data-control=${field.spec.control}>
    <div class="label-row">
      ${labelEl}
      ${
        overridden && !disabled
          ? html`<button type="button" class="icon reset" title=${t.t('panel.reset')} aria-label="${t.t('panel.reset')}: ${label}" @click=${() => host.commit(field.name, undefined)}>${icon('reset', 14)}</button>`
          : nothing
      }
      ${inline ? control(input, extras) : nothing}
    </div>
    ${inline ? nothing : control(input, extras)}
    ${note ? html`<p class="note">${note}</p>` : nothing}
    <p class="error" role="alert" hidden></p>
  </div>`;
}

function control(input: ControlInput, extras: FieldExtras): TemplateResult {
  const { field } = input;
  switch (field.spec.control) {
    case 'toggle':
      return toggleControl(input);
    case 'select':
      return selectControl(input);
    case 'color':
      return colorControl(input);
    case 'font':
      return fontControl(input);
    case 'box':
      return boxControl(input);
    case 'length':
      return lengthControl(input);
    case 'image':
      return imageControl(input);
    case 'list':
      return listControl(input);
    case 'number':
      return textControl(input, 'number');
    case 'url':
      return isLink(field) ? linkControl(input, extras.target) : textControl(input, 'url');
    default:
      return textControl(input);
  }
}
