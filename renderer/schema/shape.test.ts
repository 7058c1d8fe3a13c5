import { expect } from 'chai';
import fc from 'fast-check';
import * as s from './shape.ts';
import * as t from '../attributes/types.ts';
import { toZod } from './to-zod.ts';
import { arbitraryValueOf } from '../testing/arbitraries.ts';

/** The fast verdict, the checker that names problems, and the zod schema must all agree. */
function agree<T>(shape: s.Shape<T>, value: unknown): void {
  const issues: s.Issue[] = [];
  const checked = shape.check(value, [], issues);
  const tested = shape.test(value);
  const zod = toZod(shape).safeParse(value).success;
  expect(checked, `check=${checked} zod=${zod} for ${JSON.stringify(value)}`).to.equal(zod);
  expect(tested, `test=${tested} check=${checked} for ${JSON.stringify(value)}`).to.equal(checked);
  expect(issues.length === 0).to.equal(checked);
}

const SHAPES: Record<string, s.Shape<unknown>> = {
  color: t.color,
  length: t.length,
  lengthOrAuto: t.lengthOrAuto,
  box: t.box,
  percent: t.percent,
  lineHeight: t.lineHeight,
  letterSpacing: t.letterSpacing,
  fontFamily: t.fontFamily,
  fontWeight: t.fontWeight,
  anchor: t.anchor,
  fieldName: t.fieldName,
  text: t.text(10),
  number: s.number({ min: -5, max: 5 }),
  integer: s.number({ min: 0, max: 100, integer: true }),
  boolean: s.boolean(),
  literal: s.literal('page'),
  nullable: s.nullable(t.text(5)),
  either: s.either(s.number({ min: 0, max: 9, integer: true }), s.string({ min: 1, max: 3 })),
  array: s.array(t.color, { max: 2 }),
  object: s.object({ a: t.color, b: s.boolean() }, { required: ['a'] }),
  record: s.record(/^[a-z]{1,3}$/, 'a short name', t.length, { maxKeys: 2 }),
  discriminated: s.discriminated('tagName', [
    ['x', s.object({ tagName: s.literal('x'), n: s.number({ min: 0, max: 1 }) }, { required: ['tagName'] })],
    ['y', s.object({ tagName: s.literal('y') }, { required: ['tagName'] })],
  ]),
};

/** Values near the edges of the grammars, where two implementations would drift first. */
const EDGES = [
  '',
  ' ',
  '0',
  '00',
  '-0px',
  '1px',
  '1.5rem',
  '.5em',
  '100%',
  '100.5%',
  '101%',
  'auto',
  'normal',
  '#fff',
  '#ffff',
  '#fffff',
  '#ggg',
  'rgb(1,2,3)',
  'rgb(1, 2, 3, 0.5)',
  'rgba(1 2 3 / 50%)',
  'hsl(120deg, 50%, 50%)',
  'red',
  'red;',
  'red}',
  '</style>',
  'a\nb',
  "'Inter', sans-serif",
  '"Open Sans"',
  'Inter,',
  'x'.repeat(11),
  'bold',
  '700',
  '750',
  null,
  undefined,
  true,
  1,
  1.5,
  -6,
  NaN,
  Infinity,
  [],
  ['#fff'],
  ['#fff', '#000', '#111'],
  {},
  { a: '#fff' },
  { a: 'nope' },
  { b: true },
  { tagName: 'x', n: 0.5 },
  { tagName: 'y' },
  { tagName: 'z' },
  { tagName: 'x', n: 2 },
  { aa: '1px' },
  { aaaa: '1px' },
  { a: '1px', b: '2px', c: '3px' },
  JSON.parse('{"__proto__": {"a": 1}}'),
];

describe('shapes: the fast checks and the zod schema agree', () => {
  for (const [name, shape] of Object.entries(SHAPES)) {
    it(`${name}: on edge values`, () => {
      for (const value of EDGES) agree(shape, value);
    });
    it(`${name}: on values it accepts`, () => {
      fc.assert(
        fc.property(arbitraryValueOf(shape), (value) => agree(shape, value)),
        { numRuns: 200 },
      );
    });
    it(`${name}: on anything`, () => {
      fc.assert(
        fc.property(fc.anything(), (value) => agree(shape, value)),
        { numRuns: 200 },
      );
    });
  }

  it('reports the path of a nested problem', () => {
    const shape = s.object({ list: s.array(s.object({ color: t.color }), { max: 5 }) });
    const issues: s.Issue[] = [];
    shape.check({ list: [{ color: '#fff' }, { color: 'red;}' }] }, ['root'], issues);
    expect(issues).to.have.length(1);
    expect(issues[0]?.path).to.deep.equal(['root', 'list', 1, 'color']);
    expect(issues[0]?.message).to.match(/CSS color/);
  });

  it('names the known kinds when a discriminator is unknown', () => {
    const issues: s.Issue[] = [];
    SHAPES.discriminated?.check({ tagName: 'constructor' }, [], issues);
    expect(issues[0]?.path).to.deep.equal(['tagName']);
    expect(issues[0]?.message).to.contain('"x", "y"');
  });
});

describe('rememberFrozen', () => {
  it('remembers a deeply frozen valid value, and checks anything else every time', () => {
    let calls = 0;
    const counted: s.Shape<unknown> = {
      ...s.object({ a: s.string({ max: 3 }) }),
      test: (value) => (calls++, s.object({ a: s.string({ max: 3 }) }).test(value)),
    };
    const shape = s.rememberFrozen(counted);
    const frozen = Object.freeze({ a: 'ok' });
    expect(shape.test(frozen)).to.equal(true);
    expect(shape.test(frozen)).to.equal(true);
    expect(calls).to.equal(1);
    const shallow = Object.freeze({ a: 'ok', nested: { b: 1 } }) as unknown;
    shape.test(shallow);
    shape.test(shallow);
    expect(calls).to.equal(3);
    const loose = { a: 'ok' };
    expect(shape.test(loose)).to.equal(true);
    loose.a = 'too long';
    expect(shape.test(loose)).to.equal(false);
    expect(shape.test(Object.freeze({ a: 'too long' }))).to.equal(false);
  });
});
