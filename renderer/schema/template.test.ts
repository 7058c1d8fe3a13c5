import { expect } from 'chai';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { pageShape, validatePage, validateSection } from './template.ts';
import { templateSchema } from '../zod.ts';
import { pageOf } from '../testing/arbitraries.ts';
import { column, page, pageWith, section, text } from '../testing/builders.ts';
import { formatPath } from '../errors.ts';
import { toJSONSchema } from 'zod';

const example = JSON.parse(readFileSync(new URL('../../examples/landing-page.json', import.meta.url), 'utf8'));
const synced = JSON.parse(readFileSync(new URL('../../examples/synced-sections.json', import.meta.url), 'utf8'));

/** Replaces the value at a random path in a JSON value, to make most pages invalid in one place. */
function mutate(value: unknown, path: number[], replacement: unknown): unknown {
  if (path.length === 0 || typeof value !== 'object' || value === null) return replacement;
  const [head, ...rest] = path as [number, ...number[]];
  if (Array.isArray(value)) {
    if (value.length === 0) return replacement;
    const i = head % value.length;
    return value.map((item, j) => (j === i ? mutate(item, rest, replacement) : item));
  }
  const keys = Object.keys(value);
  if (keys.length === 0) return replacement;
  const key = keys[head % keys.length] as string;
  return { ...(value as object), [key]: mutate((value as Record<string, unknown>)[key], rest, replacement) };
}

describe('template schema', () => {
  it('accepts the example page and its synced section', () => {
    expect(validatePage(example)).to.deep.equal([]);
    expect(templateSchema.safeParse(example).success).to.equal(true);
    const definition = JSON.parse(synced[0].definition);
    expect(validateSection(definition, [])).to.deep.equal([]);
  });

  it('agrees with zod on random valid pages', () => {
    fc.assert(
      fc.property(pageOf(), (p) => {
        expect(validatePage(p), JSON.stringify(validatePage(p)[0])).to.deep.equal([]);
        expect(templateSchema.safeParse(p).success).to.equal(true);
      }),
      { numRuns: 200 },
    );
  });

  it('agrees with zod on pages broken in one random place', () => {
    const junk = fc.oneof(
      fc.constantFrom(null, 1, -1, 'x', '', true, [], {}, '#fff', '10px', 'red;}', '</style>', { tagName: 'nope' }),
      fc.anything(),
    );
    fc.assert(
      fc.property(pageOf(), fc.array(fc.nat(), { minLength: 1, maxLength: 8 }), junk, (p, path, replacement) => {
        const broken = mutate(p, path, replacement);
        const fast = validatePage(broken);
        const zod = templateSchema.safeParse(broken);
        expect(pageShape.test(broken), 'the fast verdict agrees with the checker').to.equal(fast.length === 0);
        expect(
          fast.length === 0,
          `fast: ${JSON.stringify(fast[0])}, zod: ${zod.success ? 'ok' : JSON.stringify(zod.error.issues[0])}`,
        ).to.equal(zod.success);
        if (!zod.success) {
          // The first problem the fast checks find is one zod finds too.
          const zodPaths = new Set(zod.error.issues.map((issue) => formatPath(issue.path as (string | number)[])));
          const first = formatPath(fast[0]?.path ?? []);
          expect(
            [...zodPaths].some((zp) => zp === first || zp.startsWith(first) || first.startsWith(zp)),
            `${first} not in ${[...zodPaths].join(' | ')}`,
          ).to.equal(true);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('refuses an unknown block kind, naming the kinds it knows', () => {
    const issues = validatePage(pageWith({ tagName: 'buton' }));
    expect(issues).to.have.length(1);
    expect(formatPath(issues[0]?.path ?? [])).to.equal('children[0].children[0].children[0].tagName');
    expect(issues[0]?.message).to.contain('"text"').and.contain('"custom-raw"');
  });

  it('refuses a block directly in a section and a section in a column', () => {
    expect(validatePage(page(section(text('x'))))).to.not.deep.equal([]);
    expect(validatePage(page(section(column(section()))))).to.not.deep.equal([]);
  });

  it('accepts a breakpoint override of an attribute that cannot change per breakpoint (the renderer ignores it)', () => {
    // Non-responsive keys in overrides are unknown keys there: accepted by the schema (forward
    // compatible) and ignored by the renderer with an unknown_attribute warning.
    expect(validatePage(pageWith(text('x', { mdAttributes: { content: 'y' } })))).to.deep.equal([]);
  });

  it('refuses a value of the wrong type with its path and the expected form', () => {
    const issues = validatePage(pageWith(text('x', { uid: 't', attributes: { color: 'red; background: url(x)' } })));
    expect(formatPath(issues[0]?.path ?? [])).to.equal('children[0].children[0].children[0].attributes.color');
    expect(issues[0]?.message).to.contain('CSS color');
  });

  it('refuses a template version newer than this renderer', () => {
    const issues = validatePage({ ...page(), settings: { version: 99 } });
    expect(formatPath(issues[0]?.path ?? [])).to.equal('settings.version');
  });

  it('is a zod schema that describes itself as JSON Schema (for the OpenAPI document)', () => {
    const json = toJSONSchema(templateSchema, { unrepresentable: 'any' }) as { properties?: Record<string, unknown> };
    expect(json.properties).to.have.keys([
      'tagName',
      'uid',
      'metadata',
      'settings',
      'fonts',
      'style',
      'children',
      'aiGenerateContent',
    ]);
  });
});
