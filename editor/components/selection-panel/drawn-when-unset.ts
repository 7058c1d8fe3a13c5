/**
 * What a length, number or color attribute that neither the node nor its kind's default sets
 * looks like on the page, so its field shows that (greyed, as a placeholder) instead of a blank
 * beside fields that show their default. For a length or a number, in order: the kind's own base
 * rule for the property (a button's line height, 1.25); for what a block inherits from the page
 * (its font size, line height, letter spacing, a section's content width), the template's global
 * `body` rule, else the page's design at the level (as the page settings tab shows it, with the
 * renderer's defaults: 16px, 1.5, 1140px); a minimum height, none (`0`). For a color: a hover
 * state's, the color its part shows at rest (a button's hover text color is its text color); a
 * text color, the one it inherits (the nearest block around it that sets one, else the body's:
 * the global `body` rule, the design's text color, the renderer's #111827); a border's, the text
 * color (CSS's `currentcolor`); a background, nothing (the field says "None"). Anything else stays
 * blank: a placeholder that guessed would say something the canvas does not draw. Only what is
 * shown changes; nothing is written.
 *
 * Not followed: a global style rule on another selector than `body` (`p`, `.lp-text`), which the
 * canvas still draws, and a kind's `baseCss` (its rules on other selectors than its parts').
 */
import { declarationsOf, type AttributeSpec } from '../../../renderer/attributes/spec.ts';
import {
  BODY_COLORS,
  cascadedValue,
  registry,
  type Level,
  type PageDefinition,
  type TemplateNode,
} from '../../../renderer/index.ts';
import { DESIGN_FIELDS, designFieldModel } from '../page-settings/design-model.ts';
import { designValueAt, type DesignPath } from '../../store/page-commands.ts';
import { locate } from '../../store/tree.ts';

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
  if (page === undefined) return undefined;
  // A color depends on the node's own values (a button's text color) and on the blocks around it:
  // not memoised by kind; a few look-ups of a node already indexed by uid (tree.ts).
  if (spec.control === 'color') return drawnColor(node, spec, level, page);
  if (!MEASURED.has(spec.control)) return undefined;
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

/** A hover part's selector ends so; the part at rest has the same selector without it. */
const HOVER = ':hover';

/** A border's color property (one side or all), whose initial value is the text color. */
const BORDER_COLOR = /^border(?:-(?:top|right|bottom|left|block|inline)(?:-(?:start|end))?)?-color$/;

function drawnColor(node: TemplateNode, spec: AttributeSpec, level: Level, page: PageDefinition): string | undefined {
  const target = propertyOf(spec);
  const kind = registry.get(node.tagName);
  if (target === undefined || kind === undefined) return undefined;
  const { part, property } = target;
  const at: Place = { chain: lineage(node, page), level, page };
  const selector = kind.parts[part];
  let drawn: string | undefined;
  if (selector?.endsWith(HOVER)) {
    // No hover rule: the part keeps the color it shows at rest.
    const atRest = selector.slice(0, -HOVER.length);
    const rest = Object.entries(kind.parts).find(([, other]) => other === atRest)?.[0];
    drawn = rest === undefined ? undefined : colorOf(at, 0, rest, property);
  } else if (property === 'color') drawn = inheritedColor(at, 0, part);
  else if (BORDER_COLOR.test(property)) drawn = colorOf(at, 0, part, 'color');
  return drawn !== undefined && spec.shape.test(drawn) ? drawn : undefined;
}

/** Where a color is asked: the node and the blocks around it (nearest first, the page left out), the level, the page. */
interface Place {
  readonly chain: readonly TemplateNode[];
  readonly level: Level;
  readonly page: PageDefinition;
}

/** `node`, then the blocks around it up to the page's children (nearest first); `node` alone when the page does not hold it. */
function lineage(node: TemplateNode, page: PageDefinition): TemplateNode[] {
  const path = node.uid === undefined ? undefined : locate<TemplateNode>(page, node.uid)?.path;
  const chain: TemplateNode[] = [];
  let at: TemplateNode = page;
  for (const index of path ?? []) {
    const child = at.children?.[index];
    if (child === undefined) break;
    chain.unshift((at = child));
  }
  return chain[0] === node ? chain : [node];
}

/**
 * The color `part` of `chain[index]` draws for `property`, in the stylesheet's order: what the
 * node sets (at the level or a wider one), the page design's value for the kind, the attribute's
 * default and the kind's base rule; for the text color, what it inherits.
 */
function colorOf(at: Place, index: number, part: string, property: string): string | undefined {
  const node = at.chain[index]!;
  const kind = registry.get(node.tagName);
  if (kind === undefined) return undefined;
  let fallback: unknown;
  for (const [name, spec] of Object.entries(kind.attributes)) {
    const target = propertyOf(spec);
    if (target?.part !== part || target.property !== property) continue;
    const set = cascadedValue(node, name, at.level);
    if (set !== undefined) return String(set.value);
    fallback ??= spec.default;
  }
  const hook = kind.design[part]?.find(([name]) => name === property)?.[1];
  const design = hook === undefined ? undefined : designValueAt({ doc: at.page }, hook, 'desktop');
  if (typeof design === 'string') return design;
  if (fallback !== undefined) return String(fallback);
  const base = kind.base[part]?.find(([name]) => name === property)?.[1];
  if (typeof base === 'string') return base;
  return property === 'color' ? inheritedColor(at, index, part) : undefined;
}

/** The text color `part` of `chain[index]` inherits when nothing on it sets one: its root's, its parent's, the body's. */
function inheritedColor(at: Place, index: number, part: string): string | undefined {
  if (part !== 'root') return colorOf(at, index, 'root', 'color');
  if (index + 1 < at.chain.length) return colorOf(at, index + 1, 'root', 'color');
  const body = at.page.style?.body?.color;
  if (body !== undefined) return String(body);
  const design = at.page.settings?.design?.textColor;
  return typeof design === 'string' ? design : BODY_COLORS.text;
}
