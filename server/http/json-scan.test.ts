import { expect } from 'chai';
import fc from 'fast-check';
import { HttpError } from './error-codes.ts';
import { BODY_SHAPE_LIMITS, MAX_MEMBER_CHARS, scanJson } from './json-scan.ts';

const OPEN = { maxDepth: 1_000, maxItems: 1_000_000, maxValues: 1_000_000 };

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    if (error instanceof HttpError) return error.code;
    throw error;
  }
}

describe('scanJson', () => {
  it('reads the same top-level members as JSON.parse, whatever the text around them (property)', () => {
    const names = ['apiKey', 'hostname', 'a', '__proto__', 'k"ey', 'ke\\y'];
    const member = fc.tuple(fc.constantFrom(...names), fc.jsonValue());
    fc.assert(
      fc.property(fc.array(member, { maxLength: 8 }), fc.constantFrom('', ' ', '\n\t '), (members, space) => {
        const text = `${space}{${members.map(([name, value]) => `${space}${JSON.stringify(name)}${space}:${space}${JSON.stringify(value)}${space}`).join(',')}}${space}`;
        const parsed = JSON.parse(text) as Record<string, unknown>;
        const scan = scanJson(text, names, OPEN);
        expect(scan.top).to.equal('object');
        for (const name of names) {
          if (Object.hasOwn(parsed, name)) expect(scan.members[name], name).to.deep.equal(parsed[name]);
          else expect(Object.hasOwn(scan.members, name), name).to.equal(false);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('never refuses valid JSON within the limits, and never reads members below the top level (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (value) => {
        const text = JSON.stringify({ inner: value, apiKey: 'pk_real' });
        expect(scanJson(text, ['apiKey', 'hostname'], OPEN).members).to.deep.equal({ apiKey: 'pk_real' });
      }),
      { numRuns: 500 },
    );
  });

  it('last member wins, as with JSON.parse (no key the scan checks differs from the one the route uses)', () => {
    expect(
      scanJson('{"apiKey":"pk_first","x":{"apiKey":"inner"},"apiKey":"pk_last"}', ['apiKey']).members,
    ).to.deep.equal({ apiKey: 'pk_last' });
  });

  it('reads primitive, escaped and spaced members', () => {
    const text = '{ "userId" : 12 , "hostname":"a\\"b\\\\" , "flag":true,"n":null}';
    expect(scanJson(text, ['userId', 'hostname', 'flag', 'n']).members).to.deep.equal(JSON.parse(text));
  });

  it('stands a marker in for a member longer than the member limit (never parsed)', () => {
    const long = `{"apiKey":"${'A'.repeat(MAX_MEMBER_CHARS)}"}`;
    expect(scanJson(long, ['apiKey']).members.apiKey).to.deep.equal({ tooLong: true });
  });

  it('tells an array, an object and an empty body apart', () => {
    expect(scanJson('[]').top).to.equal('array');
    expect(scanJson(' {} ').top).to.equal('object');
    expect(scanJson('  ').top).to.equal(undefined);
  });

  const limits: [string, string, string][] = [
    [
      'nesting past maxDepth',
      `{"x":${'['.repeat(BODY_SHAPE_LIMITS.maxDepth)}${']'.repeat(BODY_SHAPE_LIMITS.maxDepth)}}`,
      'body_limit',
    ],
    ['an array of numbers past maxItems', `{"x":[${'0,'.repeat(BODY_SHAPE_LIMITS.maxItems)}0]}`, 'body_limit'],
    ['an array of strings past maxItems', `{"x":[${'"",'.repeat(BODY_SHAPE_LIMITS.maxItems)}""]}`, 'body_limit'],
    [
      'an object past maxItems',
      `{${Array.from({ length: BODY_SHAPE_LIMITS.maxItems + 1 }, (_, i) => `"k${i}":0`).join(',')}}`,
      'body_limit',
    ],
    [
      'values past maxValues in many small arrays',
      `{"x":[${'[0,0,0,0,0,0,0,0,0],'.repeat(BODY_SHAPE_LIMITS.maxValues / 10)}0]}`,
      'body_limit',
    ],
    ['a string that never ends', '{"apiKey":"pk_abc', 'invalid_json'],
    ['a bracket closed by a brace', '{"x":[}', 'invalid_json'],
    ['an unclosed object', '{"x":{"y":1}', 'invalid_json'],
    ['a top-level string', '"apiKey"', 'invalid_json'],
    ['a top-level number', '12', 'invalid_json'],
  ];
  for (const [name, text, code] of limits) {
    it(`refuses ${name}: ${code}`, () => expect(codeOf(() => scanJson(text))).to.equal(code));
  }

  it('accepts a body at every limit exactly', () => {
    const depth = `{"x":${'['.repeat(BODY_SHAPE_LIMITS.maxDepth - 1)}${']'.repeat(BODY_SHAPE_LIMITS.maxDepth - 1)}}`;
    const items = `{"x":[${'0,'.repeat(BODY_SHAPE_LIMITS.maxItems - 1)}0]}`;
    expect(codeOf(() => scanJson(depth))).to.equal(undefined);
    expect(codeOf(() => scanJson(items))).to.equal(undefined);
  });

  it("stops at the limit: the work on a 10 MB hostile body is the limit's, not the body's (growth ratio)", () => {
    // Best of five, ratios only: a body 1,000 times longer past the limit costs about the same.
    const best = (text: string) => {
      let fastest = Infinity;
      for (let run = 0; run < 5; run++) {
        const started = performance.now();
        expect(codeOf(() => scanJson(text))).to.equal('body_limit');
        fastest = Math.min(fastest, performance.now() - started);
      }
      return fastest;
    };
    const deep = (levels: number) => `{"x":${'['.repeat(levels)}${']'.repeat(levels)}}`;
    const wide = (items: number) => `{"x":[${'0,'.repeat(items)}0]}`;
    expect(best(deep(5_000_000))).to.be.below(best(deep(5_000)) * 20 + 2);
    expect(best(wide(5_000_000))).to.be.below(best(wide(20_000)) * 20 + 2);
  });
});
