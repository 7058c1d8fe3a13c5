/**
 * The inner shape of the `defaultTemplateSettings` option, and what it does: typography, colors
 * and element defaults for a NEW page. The spec leaves the shape open and says "all nested fields
 * optional, merged over built-in defaults, invalid values silently dropped"; this file fixes it:
 *
 *   {
 *     design?:   the page's design system (renderer/schema/design.ts: fonts, colors, sizes,
 *                button style, md/sm/xs overrides), written into `settings.design`;
 *     metadata?: title, description, image, favicon, canonical, noindex (the template format's
 *                metadata fields), written into `metadata`;
 *     settings?: { lang, dir, contentWidth }, written into `settings`;
 *     blocks?:   { [tagName]: { attributes?: { ...that kind's attributes } } }: what a newly
 *                inserted node of that kind starts with (a button's colors, a section's padding).
 *   }
 *
 * Every part is described with the renderer's shapes (renderer/schema/shape.ts), which compile to
 * zod with `toZod` (renderer/schema/to-zod.ts) for docs and servers; the editor's bundle runs the
 * shapes' own checks and carries no zod. The option is read leniently: each value is checked on
 * its own and an invalid one is dropped, never its neighbours or the whole object. Values go
 * through the same shapes the template format uses, so a default can never make a page invalid.
 */
import type { PageDefinition, TemplateNode } from '../../renderer/index.ts';
import { registry } from '../../renderer/blocks/registry.ts';
import { designShape } from '../../renderer/schema/design.ts';
import { metadataShape, pageShape } from '../../renderer/schema/template.ts';
import * as s from '../../renderer/schema/shape.ts';
import { isPlainObject } from '../../renderer/schema/shape-core.ts';
import type { PageDesign, PageMetadata, PageMetadataFlags, PageSettings } from '../../renderer/model/node.ts';

type Loose = Record<string, unknown>;

const pageFields = pageShape.info.kind === 'object' ? pageShape.info.fields : {};
const settingsFields = pageFields.settings?.info.kind === 'object' ? pageFields.settings.info.fields : {};

/** The attribute shapes of a kind, as an object shape. */
const attributesShape = (tagName: string) =>
  s.object(Object.fromEntries(Object.entries(registry.get(tagName)?.attributes ?? {}).map(([n, a]) => [n, a.shape])));

/** Every kind but the page (which has no attributes and is never inserted): from the registry. */
const BLOCK_DEFAULTS_SHAPE = s.object(
  Object.fromEntries(
    registry.kinds
      .filter((kind) => kind.role !== 'page')
      .map((kind) => [kind.tagName, s.object({ attributes: attributesShape(kind.tagName) })]),
  ),
);

/** The shape of `defaultTemplateSettings` (compile it with `toZod` for a zod schema). */
export const templateDefaultsShape = s.object({
  design: designShape,
  metadata: metadataShape,
  settings: s.object({
    lang: settingsFields.lang!,
    dir: settingsFields.dir!,
    contentWidth: settingsFields.contentWidth!,
  }),
  blocks: BLOCK_DEFAULTS_SHAPE,
});

/** The option, once read: only valid values, every field optional. */
export interface TemplateDefaults {
  readonly design?: PageDesign;
  readonly metadata?: PageMetadata & PageMetadataFlags;
  readonly settings?: Pick<PageSettings, 'lang' | 'dir' | 'contentWidth'>;
  readonly blocks?: Readonly<Record<string, { readonly attributes?: Readonly<Loose> }>>;
}

/**
 * What a new page has when the host gives nothing: the language and direction the renderer
 * assumes anyway (render/document.ts), written out so the page settings show them. No design:
 * a page without one renders exactly as before (renderer/README.md, "Design system").
 */
export const BUILTIN_TEMPLATE_DEFAULTS: TemplateDefaults = Object.freeze({
  settings: Object.freeze({ lang: 'en', dir: 'ltr' as const }),
});

/**
 * The valid part of `value` for `shape`: for an object shape, each known field kept only when
 * its own value is valid (recursively; unknown keys dropped), for any other shape the value if
 * valid. Undefined when nothing valid is left.
 */
export function keepValid(shape: s.Shape<unknown>, value: unknown): unknown {
  if (shape.info.kind !== 'object') return shape.test(value) ? value : undefined;
  if (!isPlainObject(value)) return undefined;
  const kept: Loose = {};
  for (const [name, field] of Object.entries(shape.info.fields)) {
    if (!Object.hasOwn(value, name)) continue;
    const valid = keepValid(field, value[name]);
    if (valid !== undefined) kept[name] = valid;
  }
  return Object.keys(kept).length > 0 ? kept : undefined;
}

/** `over` merged into `base`, plain objects key by key (`over` wins), anything else replaced. */
function merge(base: unknown, over: unknown): unknown {
  if (!isPlainObject(base) || !isPlainObject(over)) return over === undefined ? base : over;
  const result: Loose = { ...base };
  for (const [key, value] of Object.entries(over)) result[key] = merge(base[key], value);
  return result;
}

const parsed = new WeakMap<object, TemplateDefaults>();

/**
 * The host's `defaultTemplateSettings` as the editor uses it: its valid values merged over the
 * built-in defaults. Anything that is not an object gives the built-ins. Remembered per object.
 */
export function resolveTemplateDefaults(option: unknown): TemplateDefaults {
  if (!isPlainObject(option)) return BUILTIN_TEMPLATE_DEFAULTS;
  let result = parsed.get(option);
  if (result === undefined) {
    const valid = keepValid(templateDefaultsShape as s.Shape<unknown>, option);
    result = (merge(BUILTIN_TEMPLATE_DEFAULTS, valid) ?? {}) as TemplateDefaults;
    parsed.set(option, result);
  }
  return result;
}

/**
 * A new page: the empty `doc` with the defaults' metadata, settings and design, under what the
 * document already sets (a value the page has wins). A page that has sections is not new: it is
 * returned as it is, so loading a saved page never changes it. `defaults` is the raw option
 * (`options.defaultTemplateSettings`) or resolved defaults.
 */
export function applyTemplateDefaults(doc: PageDefinition, defaults: unknown): PageDefinition {
  if ((doc.children?.length ?? 0) > 0) return doc;
  const resolved = resolveTemplateDefaults(defaults);
  const result: Loose = { ...doc };
  if (resolved.metadata !== undefined) result.metadata = merge(resolved.metadata, doc.metadata);
  const settings = merge(
    { ...resolved.settings, ...(resolved.design === undefined ? {} : { design: resolved.design }) },
    doc.settings,
  );
  if (isPlainObject(settings) && Object.keys(settings).length > 0) result.settings = settings;
  return result as unknown as PageDefinition;
}

/**
 * A node about to be inserted (a kind's starter, a layout's section, a block in a new section)
 * with the defaults' attributes of each kind in it: the host's defaults win over the starter's
 * own attributes, since they are what this host's new elements look like. Returns a new tree; the
 * node is not changed.
 */
export function defaultsForStarter<T extends TemplateNode>(node: T, defaults: unknown): T {
  const blocks = resolveTemplateDefaults(defaults).blocks;
  if (blocks === undefined) return node;
  const apply = (current: TemplateNode): TemplateNode => {
    const own = Object.hasOwn(blocks, current.tagName) ? blocks[current.tagName]?.attributes : undefined;
    const next: Loose = { ...current };
    if (own !== undefined) next.attributes = { ...current.attributes, ...own };
    if (current.container !== undefined) next.container = apply(current.container);
    if (current.children !== undefined) next.children = current.children.map(apply);
    return next as unknown as TemplateNode;
  };
  return apply(node) as T;
}
