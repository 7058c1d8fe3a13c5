/**
 * What the panel shows for one attribute of the selected node at the current device: the value
 * the node sets at that level, and otherwise the value it inherits (from a wider device, or the
 * kind's default) with where it comes from. Breakpoint levels cascade as the renderer's do:
 * xs inherits sm inherits md inherits desktop.
 */
import type { AttributeSpec, TemplateNode } from '../../../renderer/index.ts';
import { ATTRIBUTE_SET as SET, type Device } from '../../store/commands.ts';

const ORDER = Object.keys(SET) as Device[];

export interface FieldModel {
  readonly name: string;
  readonly spec: AttributeSpec;
  /** The value set at this device, if any. */
  readonly own: unknown;
  /** What applies when nothing is set here: a wider device's value, or the default. */
  readonly inherited: unknown;
  /** Where the inherited value comes from (`default` for the kind's default). */
  readonly from: Device | 'default';
  /** Whether the attribute can differ at this device (only CSS-backed attributes can). */
  readonly editable: boolean;
}

/** The field model of `name` for `node` at `device`. */
export function fieldModel(node: TemplateNode, name: string, spec: AttributeSpec, device: Device): FieldModel {
  const responsive = spec.css !== undefined;
  const own = (node[SET[device]] as Record<string, unknown> | undefined)?.[name];
  let inherited: unknown = spec.default;
  let from: Device | 'default' = 'default';
  for (const level of ORDER.slice(0, ORDER.indexOf(device)).reverse()) {
    const value = (node[SET[level]] as Record<string, unknown> | undefined)?.[name];
    if (value !== undefined) {
      inherited = value;
      from = level;
      break;
    }
  }
  return { name, spec, own, inherited, from, editable: device === 'desktop' || responsive };
}
