/**
 * What the panel shows for one attribute of the selected node at the level the current device
 * edits: the value the node sets at that level, and otherwise the value it inherits (from a wider
 * level, or the kind's default) with where it comes from. Both come from the renderer's own
 * cascade (`cascadedValue`), so the panel says what the canvas shows; an attribute without a
 * default inherits what its spec says it looks like unset (`unset`: a border style's `none`, or
 * `solid` beside a width), never nothing, which a select would show as its first option. A length
 * or number with neither shows what the page draws for it where that is known (drawn-when-unset.ts:
 * a text's font size from the page's design), so blank fields and filled ones do not look random.
 */
import {
  cascadedValue,
  isResponsive,
  levelInfo,
  type AttributeSpec,
  type Level,
  type PageDefinition,
  type TemplateNode,
} from '../../../renderer/index.ts';
import { drawnWhenUnset } from './drawn-when-unset.ts';

export interface FieldModel {
  readonly name: string;
  readonly spec: AttributeSpec;
  /** The value set at this level, if any. */
  readonly own: unknown;
  /** What applies when nothing is set here: a wider level's value, the default, or what unset looks like. */
  readonly inherited: unknown;
  /** Where the inherited value comes from (`default` for the kind's default). */
  readonly from: Level | 'default';
  /** Whether the attribute can differ at this level (only CSS-backed attributes can). */
  readonly editable: boolean;
}

/**
 * The field model of `name` for `node` at `level`. With `page` (the node's page), an unset length
 * shows what the page draws; without it, only the attribute cascade (what the renderer writes).
 */
export function fieldModel(
  node: TemplateNode,
  name: string,
  spec: AttributeSpec,
  level: Level,
  page?: PageDefinition,
): FieldModel {
  const here = cascadedValue(node, name, level);
  const wider = levelInfo(level).inherits;
  const inherited = wider === undefined ? undefined : cascadedValue(node, name, wider);
  return {
    name,
    spec,
    own: here?.from === level ? here.value : undefined,
    inherited:
      inherited === undefined
        ? (spec.default ?? unsetLooks(node, spec, level) ?? drawnWhenUnset(node, spec, level, page))
        : inherited.value,
    from: inherited?.from ?? 'default',
    editable: level === 'desktop' || isResponsive(spec),
  };
}

/** What an attribute without a default looks like unset at `level` (its spec's `unset`), if it says. */
function unsetLooks(node: TemplateNode, spec: AttributeSpec, level: Level): unknown {
  const unset = spec.unset;
  if (unset === undefined) return undefined;
  const sibling = unset.whenSet;
  return sibling !== undefined && cascadedValue(node, sibling.attribute, level) !== undefined
    ? sibling.shows
    : unset.shows;
}
