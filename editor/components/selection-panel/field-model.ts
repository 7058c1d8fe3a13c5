/**
 * What the panel shows for one attribute of the selected node at the level the current device
 * edits: the value the node sets at that level, and otherwise the value it inherits (from a wider
 * level, or the kind's default) with where it comes from. Both come from the renderer's own
 * cascade (`cascadedValue`), so the panel says what the canvas shows.
 */
import {
  cascadedValue,
  isResponsive,
  levelInfo,
  type AttributeSpec,
  type Level,
  type TemplateNode,
} from '../../../renderer/index.ts';

export interface FieldModel {
  readonly name: string;
  readonly spec: AttributeSpec;
  /** The value set at this level, if any. */
  readonly own: unknown;
  /** What applies when nothing is set here: a wider level's value, or the default. */
  readonly inherited: unknown;
  /** Where the inherited value comes from (`default` for the kind's default). */
  readonly from: Level | 'default';
  /** Whether the attribute can differ at this level (only CSS-backed attributes can). */
  readonly editable: boolean;
}

/** The field model of `name` for `node` at `level`. */
export function fieldModel(node: TemplateNode, name: string, spec: AttributeSpec, level: Level): FieldModel {
  const here = cascadedValue(node, name, level);
  const wider = levelInfo(level).inherits;
  const inherited = wider === undefined ? undefined : cascadedValue(node, name, wider);
  return {
    name,
    spec,
    own: here?.from === level ? here.value : undefined,
    inherited: inherited === undefined ? spec.default : inherited.value,
    from: inherited?.from ?? 'default',
    editable: level === 'desktop' || isResponsive(spec),
  };
}
