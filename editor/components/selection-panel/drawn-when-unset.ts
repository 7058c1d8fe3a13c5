/**
 * What a length or number attribute that neither the node nor its kind's default sets looks like
 * on the page, so its field shows that (greyed, as a placeholder) instead of a blank beside fields
 * that show their default. In order: the kind's own base rule for the property (a button's line
 * height, 1.25); for what a block inherits from the page (its font size, line height, letter
 * spacing, a section's content width), the template's global `body` rule, else the page's design
 * at the level (as the page settings tab shows it, with the renderer's defaults: 16px, 1.5,
 * 1140px); a minimum height, none (`0`). Anything else stays blank: a placeholder that guessed
 * would say something the canvas does not draw. Only what is shown changes; nothing is written.
 *
 * Not followed: a global style rule on another selector than `body` (`p`, `.lp-text`), which the
 * canvas still draws.
 */
import { declarationsOf, type AttributeSpec } from '../../../renderer/attributes/spec.ts';
import { registry, type Level, type PageDefinition, type TemplateNode } from '../../../renderer/index.ts';
import { DESIGN_FIELDS, designFieldModel } from '../page-settings/design-model.ts';
import type { DesignPath } from '../../store/page-commands.ts';

/** The controls whose blank reads as "nothing", where a number or a length is drawn all the same. */
const MEASURED = new Set<string>(['length', 'number']);

/** Properties a block inherits from the page, and the design value that sets them. */
const FROM_PAGE: Readonly<Record<string, DesignPath | undefined>> = {
  'font-size': 'fontSize',
  'line-height': 'lineHeight',
  'letter-spacing': undefined,
  '--lp-content-width': 'contentWidth',
};

/** What the property draws with no rule at all (CSS's initial value, in the field's grammar). */
const INITIAL: Readonly<Record<string, string>> = {
  'letter-spacing': 'normal',
  'min-height': '0',
};

/** The CSS property an attribute writes (one, on its part or the root), if it writes one. */
function propertyOf(spec: AttributeSpec): { part: string; property: string } | undefined {
  const css = spec.css;
  if (css === undefined) return undefined;
  const part = css.part ?? 'root';
  if (css.property !== undefined) return { part, property: css.property };
  // A computed mapping (a section's content width): the one property it writes for a sample value.
  const written = declarationsOf(css, '1px').map(([property]) => property);
  return written.length === 1 && written[0] !== undefined ? { part, property: written[0] } : undefined;
}

/** The key of a page without settings or style in the memo. */
const NONE = {};
/**
 * The answers by page settings, page style, kind and level, and attribute: the panel asks for every
 * field at every edit of the selected node, and the answer depends on none of the node's values.
 * The settings and style objects are the store's frozen ones, the same until they change.
 */
const memo = new WeakMap<object, WeakMap<object, Map<string, Map<AttributeSpec, unknown>>>>();

/** What `page` draws for `spec` of `node` at `level` while nothing sets it, when that is known (never without the page). */
export function drawnWhenUnset(
  node: TemplateNode,
  spec: AttributeSpec,
  level: Level,
  page: PageDefinition | undefined,
): unknown {
  if (page === undefined || !MEASURED.has(spec.control)) return undefined;
  let bySettings = memo.get(page.settings ?? NONE);
  if (bySettings === undefined) memo.set(page.settings ?? NONE, (bySettings = new WeakMap()));
  let byKind = bySettings.get(page.style ?? NONE);
  if (byKind === undefined) bySettings.set(page.style ?? NONE, (byKind = new Map()));
  const kindKey = `${node.tagName}\u0000${level}`;
  let bySpec = byKind.get(kindKey);
  if (bySpec === undefined) byKind.set(kindKey, (bySpec = new Map()));
  if (!bySpec.has(spec)) bySpec.set(spec, drawnFor(node.tagName, spec, level, page));
  return bySpec.get(spec);
}

function drawnFor(tagName: string, spec: AttributeSpec, level: Level, page: PageDefinition): unknown {
  const target = propertyOf(spec);
  if (target === undefined) return undefined;
  const { part, property } = target;
  const inherited = Object.hasOwn(FROM_PAGE, property);
  // A part inherits what the kind's root rule gives it (these properties are inherited in CSS).
  const rules = registry.get(tagName)?.base ?? {};
  const base = [part, ...(inherited && part !== 'root' ? ['root'] : [])]
    .map((at) => rules[at]?.find(([name]) => name === property)?.[1])
    .find((value) => value !== undefined);
  if (typeof base === 'string' && spec.shape.test(base)) return base;
  if (inherited) {
    const body = page.style?.body?.[property];
    if (body !== undefined && spec.shape.test(String(body))) return String(body);
    const path = FROM_PAGE[property];
    const def = DESIGN_FIELDS.find((field) => field.path === path);
    if (def !== undefined) {
      const design = designFieldModel(page, def, level);
      const value = design.own ?? design.inherited;
      if (value !== undefined && spec.shape.test(String(value))) return String(value);
    }
  }
  const initial = INITIAL[property];
  return initial !== undefined && spec.shape.test(initial) ? initial : undefined;
}
