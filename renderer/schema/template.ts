/**
 * The landing page template schema, built from the registry: one node shape per kind (its
 * attributes, and the responsive subset of them for md/sm/xsAttributes), nested as the registry's
 * `accepts` says: page -> sections (with an optional container) -> columns -> blocks.
 *
 * `validatePage` runs the rules as fast checks on the render path; `templateSchema` in
 * ../zod.ts compiles the same shapes to zod (shape.ts explains why, template.test.ts checks
 * they agree).
 */
import * as s from './shape.ts';
import * as t from '../attributes/types.ts';
import { CSS_PROPERTY, LANGUAGE_TAG, SELECTOR, UID_MAX } from '../attributes/patterns.ts';
import { isResponsive } from '../attributes/spec.ts';
import { isSafeCssValue, MAX_CSS_VALUE } from '../css/value.ts';
import { LIMITS } from '../limits.ts';
import { registry, type Registry } from '../blocks/registry.ts';
import type { NodeKind, Role } from '../blocks/define.ts';
import { CURRENT_VERSION } from '../model/migrate.ts';
import { designShape } from './design.ts';

/** Most fonts a page or a render request lists. */
export const MAX_FONTS = 200;
/** Most selectors in the global style, and most properties per selector. */
export const MAX_STYLE_SELECTORS = 200;
export const MAX_STYLE_PROPERTIES = 100;

function attributesOf(kind: NodeKind, responsiveOnly: boolean) {
  const fields: s.Fields = {};
  for (const [name, spec] of Object.entries(kind.attributes))
    if (!responsiveOnly || isResponsive(spec)) fields[name] = spec.shape;
  return s.object(fields);
}

/** The fields every node has, typed for one kind. */
function nodeShape(kind: NodeKind, extra: s.Fields) {
  return s.object(
    {
      tagName: s.literal(kind.tagName),
      uid: s.string({ max: UID_MAX }),
      attributes: attributesOf(kind, false),
      mdAttributes: attributesOf(kind, true),
      smAttributes: attributesOf(kind, true),
      xsAttributes: attributesOf(kind, true),
      content: s.string({ max: LIMITS.maxStringLength }),
      customKey: s.nullable(s.string({ max: 256 })),
      aiGenerateContent: s.string({ max: 10_000 }),
      ...extra,
    },
    { required: ['tagName'] },
  );
}

/** The one kind with a structural role (the tree is page -> section (+ container) -> column -> block). */
const kindWithRole = (kinds: Registry, role: Role): NodeKind => {
  const [found, other] = kinds.withRole(role);
  if (!found || other) throw new Error(`schema: the registry needs exactly one ${role} kind`);
  return found;
};

/** A synced section id: a number (as the spec's `id`) or a non-empty string. */
export const syncedIdShape = s.either(
  s.number({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER, integer: true }),
  s.string({ min: 1, max: 128 }),
);

/** The spec's font object. */
export const fontShape = s.object(
  { label: s.string({ min: 1, max: 200 }), style: s.string({ min: 1, max: 400 }), url: t.url },
  { required: ['label', 'style'] },
);

const styleValue = s.either(
  s.string({
    max: MAX_CSS_VALUE,
    test: isSafeCssValue,
    patternName: 'a CSS value without < > { } ; \\, comments, url() or unbalanced quotes',
  }),
  s.number({ min: -1_000_000, max: 1_000_000 }),
);

/**
 * An absolute http(s) URL (a scheme, `//`, a host without spaces, then anything without control
 * characters: a space in a path is what browsers encode), or `""` for none. The share image is
 * fetched by social networks' crawlers, which resolve nothing against the page: a relative or
 * `data:` URL there is useless, so it is refused. Linear: no two quantifiers match the same text.
 */
// eslint-disable-next-line no-control-regex
const ABSOLUTE_HTTP_URL =
  /^(?:[Hh][Tt][Tt][Pp][Ss]?:\/\/[^\u0000-\u0020\u007f/?#\\]+(?:[/?#][^\u0000-\u001f\u007f]*)?)?$/;

/**
 * The page's metadata fields given as text (the document title, its description, the share
 * image, the favicon and the canonical URL), by name: the editor checks each before writing it.
 * The favicon and the canonical URL are checked at the sink, as URL attributes are: a refused
 * scheme (or a canonical URL that is not absolute http(s)) is left out with an `unsafe_url` warning.
 */
export const METADATA_FIELDS = {
  title: t.text(300),
  description: t.text(1_000),
  image: s.string({
    max: t.MAX_URL,
    pattern: ABSOLUTE_HTTP_URL,
    patternName: 'an absolute http(s) URL (or "" for none)',
  }),
  favicon: t.url,
  canonical: t.url,
} as const;

/** The page's metadata flags, by name (the editor edits them as toggles). */
export const METADATA_FLAGS = {
  noindex: s.boolean(),
} as const;

/** The page's metadata. */
export const metadataShape = s.object({ ...METADATA_FIELDS, ...METADATA_FLAGS });

/** The shapes of a template whose nodes are the kinds of `kinds`, nested as their `accepts` says. */
function buildShapes(kinds: Registry) {
  const blockShape = s.discriminated(
    'tagName',
    kinds.withRole('block').map((k) => [k.tagName, nodeShape(k, {})] as const),
  );
  const columnShape = nodeShape(kindWithRole(kinds, 'column'), {
    children: s.array(blockShape, { max: LIMITS.maxNodes }),
  });
  const containerShape = nodeShape(kindWithRole(kinds, 'container'), {});
  const sectionShape = nodeShape(kindWithRole(kinds, 'section'), {
    children: s.array(columnShape, { max: LIMITS.maxNodes }),
    container: containerShape,
    syncedId: syncedIdShape,
  });
  const pageShape = s.object(
    {
      tagName: s.literal(kindWithRole(kinds, 'page').tagName),
      uid: s.string({ max: UID_MAX }),
      metadata: metadataShape,
      settings: s.object({
        version: s.number({ min: 1, max: CURRENT_VERSION, integer: true }),
        lang: s.string({ max: 35, pattern: LANGUAGE_TAG, patternName: 'a language tag such as en or pt-BR' }),
        dir: s.oneOf(['ltr', 'rtl', 'auto']),
        contentWidth: t.length,
        design: designShape,
      }),
      fonts: s.array(fontShape, { max: MAX_FONTS }),
      style: s.record(
        SELECTOR,
        'a selector (letters, digits, . # : , > + ~ * ( ) - _ and spaces)',
        s.record(CSS_PROPERTY, 'a CSS property name', styleValue, { maxKeys: MAX_STYLE_PROPERTIES }),
        { maxKeys: MAX_STYLE_SELECTORS },
      ),
      children: s.array(s.rememberFrozen(sectionShape), { max: LIMITS.maxNodes }),
      aiGenerateContent: s.string({ max: 10_000 }),
    },
    { required: ['tagName'] },
  );
  return { blockShape, columnShape, containerShape, sectionShape, pageShape };
}

/** The template's node and page shapes for one registry. */
export type TemplateShapes = ReturnType<typeof buildShapes>;

const shapesOf = new WeakMap<Registry, TemplateShapes>();

/**
 * The template's shapes for the kinds of `kinds`, built once per registry. The exports below are
 * the built-in registry's; a test that adds a kind builds a registry of its own and asks here.
 */
export function templateShapes(kinds: Registry): TemplateShapes {
  let shapes = shapesOf.get(kinds);
  if (shapes === undefined) shapesOf.set(kinds, (shapes = buildShapes(kinds)));
  return shapes;
}

/** The shapes of the built-in registry's templates: what `validatePage` and the zod schema check by default. */
export const { blockShape, columnShape, containerShape, sectionShape, pageShape } = templateShapes(registry);

/** Most issues one validation reports. */
export const MAX_ISSUES = 50;

/** Issues of a page (empty when it is valid), from the fast checks; `kinds` are the node kinds it may hold. */
export function validatePage(value: unknown, kinds: Registry = registry): s.Issue[] {
  const { pageShape } = templateShapes(kinds);
  // The fast verdict first; paths and messages are worked out only for a page that fails it.
  if (pageShape.test(value)) return [];
  const issues: s.Issue[] = [];
  pageShape.check(value, [], issues);
  return issues.slice(0, MAX_ISSUES);
}

/** Issues of one section (a synced section's definition), with paths under `prefix`. */
export function validateSection(value: unknown, prefix: (string | number)[], kinds: Registry = registry): s.Issue[] {
  const { sectionShape } = templateShapes(kinds);
  if (sectionShape.test(value)) return [];
  const issues: s.Issue[] = [];
  sectionShape.check(value, prefix.slice(), issues);
  return issues.slice(0, MAX_ISSUES);
}
