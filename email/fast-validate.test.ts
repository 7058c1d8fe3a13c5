/**
 * The fast path of email template validation must agree with the zod schema: the same result for
 * every template it accepts, and never accepting one zod refuses. Checked on the example emails
 * (which it must take, or it would speed nothing up) and on thousands of random templates built
 * from the tag table, salted with unknown keys, placeholder delimiters, wrong types, misplaced
 * tags and `__proto__` keys.
 */
import { expect } from 'chai';
import fc from 'fast-check';
import { fastValidateTemplate } from './fast-validate.ts';
import { emailTemplateSchema } from './schema.ts';
import { EMAIL_TAGS } from './tags.ts';
import { multilingual, newsletter, receipt } from './testing/examples.ts';

/** Mostly valid values, now and then one that is not: most random templates should be valid. */
const mostly = <T, U>(valid: fc.Arbitrary<T>, invalid: fc.Arbitrary<U>) =>
  fc.oneof({ weight: 30, arbitrary: valid }, { weight: 1, arbitrary: invalid });
const DELIMITED = fc.constantFrom('x', 'Hi \uE000T0\uE001', '\uE001', '<p>{{name}}</p>', 'two words');
const scalar = mostly(
  fc.oneof(
    DELIMITED,
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    fc.constant(null),
  ),
  fc.constantFrom([1], { nested: 'x' }, 'a'.repeat(4001)),
);
const key = mostly(
  fc.constantFrom('color', 'padding', 'href', 'src', 'alt', 'font-size'),
  fc.constantFrom('', '__proto__', 'x'.repeat(101)),
);
const attributes = fc.dictionary(key, scalar, { maxKeys: 4 });
const extras = fc.dictionary(
  fc.constantFrom('layout', 'customKey', 'content', 'syncedId', 'displayCondition'),
  fc.oneof(DELIMITED, fc.integer({ min: 0, max: 9 }), fc.constant({ match: 'all', rules: [] })),
  { maxKeys: 2 },
);

/** A random node that is usually (not always) allowed under `parent`. */
const node = (parent: string, depth: number): fc.Arbitrary<Record<string, unknown>> => {
  const allowed = EMAIL_TAGS.get(parent)?.children ?? [];
  const tagName = mostly(
    fc.constantFrom(...(allowed.length > 0 ? allowed : ['mj-text'])),
    fc.constantFrom('mj-text', 'mj-section', 'div', 'mj-body'),
  );
  return tagName.chain((name) => {
    const tag = EMAIL_TAGS.get(name);
    const children =
      tag !== undefined && tag.children.length > 0 && depth < 4
        ? fc.array(node(name, depth + 1), { maxLength: 3 })
        : fc.constant(undefined);
    return fc
      .record(
        {
          tagName: fc.constant(name),
          uid: fc.option(mostly(fc.string({ minLength: 1, maxLength: 8 }), fc.constant('')), { nil: undefined }),
          attributes: fc.option(attributes, { nil: undefined }),
          children,
          content: fc.option(DELIMITED, { nil: undefined }),
          extra: extras,
        },
        { requiredKeys: ['tagName'] },
      )
      .map(({ extra, ...fields }) => JSON.parse(JSON.stringify({ ...extra, ...fields })) as Record<string, unknown>);
  });
};

const body = node('mj-global-style-root', 0).map((n) => ({ ...n, tagName: 'mj-body' }));
const template = fc
  .record(
    {
      tagName: mostly(fc.constant('mj-global-style'), fc.constant('page')),
      attributes: fc.dictionary(key, fc.oneof(scalar, attributes), { maxKeys: 3 }),
      children: mostly(fc.tuple(body), fc.array(body, { maxLength: 2 })),
      style: fc.dictionary(
        mostly(fc.constantFrom('p', 'h1, h2', 'a:hover'), fc.constant('<b>')),
        fc.dictionary(
          mostly(fc.constantFrom('color', 'font-size'), fc.constant('Bad Prop')),
          mostly(fc.oneof(fc.constantFrom('red', '12px'), fc.integer()), fc.constantFrom('x;}', '</style>')),
          { maxKeys: 2 },
        ),
        { maxKeys: 2 },
      ),
      fonts: fc.array(
        fc.record(
          {
            label: mostly(DELIMITED, fc.constant('')),
            style: DELIMITED,
            url: fc.option(DELIMITED, { nil: undefined }),
          },
          { requiredKeys: ['label', 'style'] },
        ),
        { maxLength: 2 },
      ),
      feedBlocksApplyToAll: mostly(fc.boolean(), fc.constant('yes')),
      langs: fc.array(
        fc.record(
          {
            key: mostly(fc.constantFrom('en', 'de', 'pt-BR'), fc.constant('not a tag')),
            primary: mostly(fc.boolean(), fc.constant(1)),
            translations: fc.dictionary(
              mostly(fc.constantFrom('t1', 'b1'), fc.constant('')),
              fc.record({ content: DELIMITED, other: fc.constant(1) }),
            ),
          },
          { requiredKeys: ['key'] },
        ),
        { maxLength: 2 },
      ),
      junk: fc.constant(1),
    },
    { requiredKeys: ['children'] },
  )
  .map((value) => JSON.parse(JSON.stringify(value)) as unknown);

describe('fastValidateTemplate (the fast path of email template validation)', () => {
  it('takes the example emails, with the very result zod gives', () => {
    for (const example of [newsletter, receipt, multilingual]) {
      const input = JSON.parse(JSON.stringify(example)) as unknown;
      const fast = fastValidateTemplate(input);
      expect(fast, 'the fast path gave up on an example').to.not.equal(undefined);
      expect(fast).to.deep.equal(emailTemplateSchema.parse(input));
    }
  });

  it('property: on random templates it agrees with zod, or gives up; never accepts what zod refuses', () => {
    let accepted = 0;
    fc.assert(
      fc.property(template, (input) => {
        const zod = emailTemplateSchema.safeParse(input);
        const fast = fastValidateTemplate(input);
        if (fast !== undefined) {
          accepted++;
          expect(zod.success, JSON.stringify(input).slice(0, 300)).to.equal(true);
          expect(fast).to.deep.equal(zod.data);
        }
      }),
      { numRuns: 3000 },
    );
    // The property means little if the fast path never accepts: most random templates are valid.
    expect(accepted).to.be.greaterThan(300);
  });

  it('strips placeholder delimiters where zod does, and drops the keys zod drops', () => {
    const input = {
      tagName: 'mj-global-style',
      extra: 1,
      children: [
        {
          tagName: 'mj-body',
          layout: 'x',
          children: [
            {
              tagName: 'mj-section',
              children: [
                {
                  tagName: 'mj-column',
                  children: [{ tagName: 'mj-text', content: 'a\uE000T0\uE001b', attributes: { color: 'x\uE001' } }],
                },
              ],
            },
          ],
        },
      ],
    };
    const fast = fastValidateTemplate(input)!;
    expect(fast).to.deep.equal(emailTemplateSchema.parse(input));
    expect(JSON.stringify(fast)).to.not.match(/[\uE000\uE001]/);
    expect(fast).to.not.have.property('extra');
  });
});
