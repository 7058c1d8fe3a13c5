/**
 * A list attribute's control: the list editor (list-control.ts) over the value set at the level
 * (lists are not CSS, so that is desktop's), writing the attribute at once; an unset list shows
 * what the kind gives by default.
 */
import type { TemplateResult } from 'lit';
import type { ControlInput } from './field-host.ts';
import { listEditor } from './list-control.ts';
import type { Item } from './list-shape.ts';

export function listControl({ field, id, disabled, host }: ControlInput): TemplateResult {
  const value = field.own ?? field.inherited;
  return listEditor({
    items: Array.isArray(value) ? (value as Item[]) : [],
    shape: field.spec.shape,
    name: field.name,
    t: host.t,
    disabled,
    idBase: id,
    labelId: `${id}-label`,
    commit: (items) => host.commit(field.name, items),
  });
}
