/**
 * fast-check arbitraries derived from the registry and the shapes: random values a shape
 * accepts, random nodes of every kind, random pages. Used by the property tests.
 */
import fc from 'fast-check';
import type { Shape } from '../schema/shape.ts';
import { isResponsive } from '../attributes/spec.ts';
import { registry } from '../blocks/registry.ts';
import type { NodeKind } from '../blocks/define.ts';
import { BREAKPOINTS } from '../breakpoints.ts';
import { fontShape, pageShape } from '../schema/template.ts';
import type { PageDefinition, TemplateNode } from '../model/node.ts';
import * as p from '../attributes/patterns.ts';

/** Markup fragments that exercise the sanitizers and the containment of authored HTML. */
const FRAGMENTS = [
  '<p>',
  '</p>',
  '<b>',
  '</b>',
  '<a href="https://example.com">',
  '<a href="javascript:alert(1)">',
  '</a>',
  '<div>',
  '</div>',
  '<!--',
  '-->',
  '<script>alert(1)</script>',
  '<script>',
  '<textarea>',
  '<table><tr><td>',
  '<form>',
  '<plaintext>',
  '<svg><g>',
  '<img src=x onerror=alert(1)>',
  '<span style="color:red;font-family:Foo">',
  '</span>',
  '<ul><li>',
  '&amp;',
  '&lt;',
  '&',
  '<',
  '>',
  '"',
  "'",
  '</section>',
  '</main>',
  '</body>',
  '<style>p{}</style>',
  '<br>',
  '<template>',
  '<select><option>',
  '<h1>',
];

/** A string that may be text, markup or a broken mix of both. */
export const markup = (): fc.Arbitrary<string> =>
  fc.oneof(
    fc.string({ maxLength: 40 }),
    fc
      .array(fc.oneof(fc.constantFrom(...FRAGMENTS), fc.string({ maxLength: 8 })), { maxLength: 8 })
      .map((parts) => parts.join('')),
  );

/**
 * Realistic values for the grammars whose random generation is slow (a unicode font-family
 * pattern takes about 0.5 ms a value); the pattern itself still supplies one value in twenty.
 */
const SAMPLES = new Map<RegExp, readonly string[]>([
  [
    p.FONT_FAMILY,
    [
      "'Inter', sans-serif",
      'Arial',
      'Georgia, serif',
      '"Open Sans", Helvetica, sans-serif',
      'Brand Sans',
      'Söhne, system-ui',
    ],
  ],
  [
    p.COLOR,
    ['#fff', '#1f2937', 'rgb(0, 0, 0)', 'rgba(0,0,0,0.5)', 'hsl(210, 40%, 50%)', 'transparent', 'rebeccapurple'],
  ],
]);

/** The pattern with unicode property classes narrowed to ASCII: fast-check generates those slowly. */
function asciiOnly(pattern: RegExp): RegExp {
  if (!pattern.flags.includes('u')) return pattern;
  return new RegExp(pattern.source.replace(/\\p\{L\}/g, 'A-Za-z').replace(/\\p\{N\}/g, '0-9'));
}

const built = new WeakMap<Shape<unknown>, fc.Arbitrary<unknown>>();

/**
 * A value the shape accepts (small: arrays and maps hold a few entries). Memoized per shape:
 * building a regex arbitrary costs fast-check milliseconds, and pages reuse a few shapes often.
 */
export function arbitraryValueOf(shape: Shape<unknown>): fc.Arbitrary<unknown> {
  let arbitrary = built.get(shape);
  if (!arbitrary) built.set(shape, (arbitrary = buildValueOf(shape)));
  return arbitrary;
}

function buildValueOf(shape: Shape<unknown>): fc.Arbitrary<unknown> {
  const info = shape.info;
  switch (info.kind) {
    case 'string': {
      const samples = info.pattern ? SAMPLES.get(info.pattern) : undefined;
      const generated = info.pattern
        ? fc.stringMatching(asciiOnly(info.pattern), { size: 'xsmall' })
        : fc.oneof(fc.string({ maxLength: 30 }), markup());
      const base = samples
        ? fc.oneof({ arbitrary: fc.constantFrom(...samples), weight: 19 }, { arbitrary: generated, weight: 1 })
        : generated;
      return base.filter(
        (value) => value.length >= info.min && value.length <= info.max && (!info.test || info.test(value)),
      );
    }
    case 'literal':
      return fc.constant(info.value);
    case 'enum':
      return fc.constantFrom(...info.values);
    case 'number':
      return info.integer
        ? fc.integer({ min: Math.max(info.min, -1e9), max: Math.min(info.max, 1e9) })
        : fc.double({ min: info.min, max: info.max, noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'either':
      return fc.oneof(arbitraryValueOf(info.options[0]), arbitraryValueOf(info.options[1]));
    case 'nullable':
      return fc.option(arbitraryValueOf(info.inner), { nil: null });
    case 'array':
      return fc.array(arbitraryValueOf(info.item), { maxLength: Math.min(info.max, 3) });
    case 'object': {
      const fields: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, field] of Object.entries(info.fields)) fields[key] = arbitraryValueOf(field as Shape<unknown>);
      return fc.record(fields, { requiredKeys: [...info.required] });
    }
    case 'record':
      return fc.dictionary(
        fc.stringMatching(info.keyPattern, { size: 'xsmall' }).filter((key) => key !== '__proto__'),
        arbitraryValueOf(info.value),
        { maxKeys: Math.min(info.maxKeys, 3) },
      );
    case 'discriminated':
      return fc.oneof(...info.options.map(([, option]) => arbitraryValueOf(option)));
  }
}

/** Random attribute maps of a kind: any subset of its attributes, or of its responsive ones. */
function attributesOf(kind: NodeKind, responsiveOnly: boolean): fc.Arbitrary<Record<string, unknown>> {
  const fields: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, spec] of Object.entries(kind.attributes))
    if (!responsiveOnly || isResponsive(spec)) fields[name] = arbitraryValueOf(spec.shape);
  return fc.record(fields, { requiredKeys: [] });
}

const uid = () =>
  fc.option(fc.oneof(fc.stringMatching(/^[a-z][a-z0-9-]{0,8}$/), fc.string({ maxLength: 6 })), { nil: undefined });

/** A node of `kind` with random attributes, overrides and content, and the given children. */
export function nodeOf(kind: NodeKind, children: fc.Arbitrary<TemplateNode[]> | undefined): fc.Arbitrary<TemplateNode> {
  const overrides: Record<string, fc.Arbitrary<unknown>> = {};
  for (const bp of BREAKPOINTS) overrides[bp.key] = attributesOf(kind, true);
  const fields: Record<string, fc.Arbitrary<unknown>> = {
    tagName: fc.constant(kind.tagName),
    uid: uid(),
    attributes: attributesOf(kind, false),
    ...overrides,
    ...(kind.content ? { content: markup() } : {}),
    ...(children ? { children } : {}),
  };
  return fc.record(fields, {
    requiredKeys: children ? ['tagName', 'children'] : ['tagName'],
  }) as fc.Arbitrary<TemplateNode>;
}

const kind = (tagName: string): NodeKind => registry.get(tagName) as NodeKind;

/** A random block of any kind. (Picking a kind and chaining generates about 5x faster than fc.oneof here.) */
export function blockNode(): fc.Arbitrary<TemplateNode> {
  const kinds = registry.withRole('block').map((k) => nodeOf(k, undefined));
  return fc.nat({ max: kinds.length - 1 }).chain((i) => kinds[i] as fc.Arbitrary<TemplateNode>);
}

/** A random page: up to 3 sections of up to 3 columns of up to 4 blocks, with random page fields. */
export function pageOf(): fc.Arbitrary<PageDefinition> {
  const columns = fc.array(nodeOf(kind('column'), fc.array(blockNode(), { maxLength: 4 })), { maxLength: 3 });
  const sectionBase = nodeOf(kind('section'), columns);
  const container = nodeOf(kind('container'), undefined);
  const sectionNode = fc
    .tuple(sectionBase, fc.option(container, { nil: undefined }))
    .map(([s, c]) => (c ? { ...s, container: c } : s));
  const fields = (pageShape.info.kind === 'object' ? pageShape.info.fields : {}) as Record<string, Shape<unknown>>;
  return fc.record(
    {
      tagName: fc.constant('page' as const),
      metadata: arbitraryValueOf(fields.metadata as Shape<unknown>),
      settings: arbitraryValueOf(fields.settings as Shape<unknown>),
      fonts: fc.array(arbitraryValueOf(fontShape as Shape<unknown>), { maxLength: 2 }),
      style: arbitraryValueOf(fields.style as Shape<unknown>),
      children: fc.array(sectionNode, { maxLength: 3 }),
    },
    { requiredKeys: ['tagName', 'children'] },
  ) as fc.Arbitrary<PageDefinition>;
}
