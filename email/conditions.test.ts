import { expect } from 'chai';
import fc from 'fast-check';
import {
  CONDITION_LIMITS,
  CONDITION_OPERATORS,
  conditionSchema,
  conditionSyntaxProblem,
  evaluateCondition,
  evaluateRule,
  wrapCondition,
  type ConditionOperator,
  type ConditionRule,
  type DisplayCondition,
} from './conditions.ts';
import type { MergeTagItem } from './merge-tags.ts';
import { defineProvider } from './providers/define.ts';
import { delimiters } from './providers/delimiters.ts';
import { liquid } from './providers/liquid.ts';

const rule = (tag: string, operator: ConditionOperator, value?: string): ConditionRule =>
  value === undefined ? { tag, operator } : { tag, operator, value };
const all = (...rules: ConditionRule[]): DisplayCondition => ({ match: 'all', rules });
const any = (...rules: ConditionRule[]): DisplayCondition => ({ match: 'any', rules });
const values = (record: Record<string, string>): Map<string, MergeTagItem> =>
  new Map(Object.entries(record).map(([name, value]) => [name, { name, value }]));

function issuesOf(input: unknown): string[] {
  const result = conditionSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('display conditions', () => {
  describe('the shape', () => {
    it('accepts rules, and matches all of them by default', () => {
      expect(conditionSchema.parse({ rules: [rule('plan', 'equals', 'pro')] })).to.deep.equal(
        all(rule('plan', 'equals', 'pro')),
      );
    });

    it('needs a value for comparisons and refuses one for isSet and isNotSet', () => {
      expect(issuesOf({ rules: [rule('plan', 'equals')] })).to.deep.equal(['rules.0.value: equals needs a value']);
      expect(issuesOf({ rules: [rule('plan', 'isSet', 'x')] })).to.deep.equal(['rules.0.value: isSet takes no value']);
      expect(issuesOf({ rules: [rule('plan', 'contains', '')] })[0]).to.match(/^rules\.0\.value: must not be empty/);
    });

    it('refuses no rules, too many rules, unknown operators, bad tags and control characters', () => {
      expect(issuesOf({ rules: [] })).to.have.length(1);
      expect(
        issuesOf({ rules: Array.from({ length: CONDITION_LIMITS.maxRules + 1 }, () => rule('a', 'isSet')) }),
      ).to.have.length(1);
      expect(issuesOf({ rules: [{ tag: 'a', operator: 'startsWith', value: 'x' }] })[0]).to.match(
        /^rules\.0\.operator/,
      );
      expect(issuesOf({ rules: [rule('first name', 'isSet')] })[0]).to.match(/^rules\.0\.tag/);
      expect(issuesOf({ rules: [rule('a', 'equals', 'line\nbreak')] })[0]).to.match(
        /^rules\.0\.value: must not contain control/,
      );
      expect(
        issuesOf({ rules: [rule('a', 'equals', 'x'.repeat(CONDITION_LIMITS.maxValueLength + 1))] }),
      ).to.have.length(1);
      expect(issuesOf({ match: 'some', rules: [rule('a', 'isSet')] })[0]).to.match(/^match/);
    });
  });

  describe('evaluation', () => {
    it('compares whole values exactly, and tests substrings for contains', () => {
      const v = values({ plan: 'Pro', city: 'Saint-Malo' });
      expect(evaluateCondition(all(rule('plan', 'equals', 'Pro')), v)).to.equal(true);
      expect(evaluateCondition(all(rule('plan', 'equals', 'pro')), v)).to.equal(false);
      expect(evaluateCondition(all(rule('city', 'contains', 'Malo')), v)).to.equal(true);
      expect(evaluateCondition(all(rule('city', 'notContains', 'Brest')), v)).to.equal(true);
    });

    it('counts a tag missing from the list, or without value and sample, as empty', () => {
      const v = new Map<string, MergeTagItem>([
        ['bare', { name: 'bare' }],
        ['sampled', { name: 'sampled', sample: 's' }],
      ]);
      for (const tag of ['missing', 'bare']) {
        expect(evaluateCondition(all(rule(tag, 'isNotSet')), v), tag).to.equal(true);
        expect(evaluateCondition(all(rule(tag, 'equals', 'x')), v), tag).to.equal(false);
        expect(evaluateCondition(all(rule(tag, 'notEquals', 'x')), v), tag).to.equal(true);
      }
      expect(evaluateCondition(all(rule('sampled', 'equals', 's')), v)).to.equal(true);
    });

    it('compares numbers as numbers when both sides are numbers, as text otherwise', () => {
      expect(evaluateRule(rule('n', 'greaterThan', '9'), '10')).to.equal(true); // as text "10" < "9"
      expect(evaluateRule(rule('n', 'lessThan', '-1.5'), ' -2 ')).to.equal(true);
      expect(evaluateRule(rule('n', 'greaterThan', '9'), '10 apples')).to.equal(false); // "10 apples" < "9" as text
      expect(evaluateRule(rule('n', 'greaterThan', 'b'), 'c')).to.equal(true);
      expect(evaluateRule(rule('n', 'greaterThan', '1e3'), '5')).to.equal(true); // 1e3 is not a condition number: text
    });

    it('defines each negative operator as the negation of its positive', () => {
      const pairs: [ConditionOperator, ConditionOperator][] = [
        ['equals', 'notEquals'],
        ['contains', 'notContains'],
        ['isSet', 'isNotSet'],
      ];
      fc.assert(
        fc.property(fc.string({ maxLength: 6 }), fc.string({ minLength: 1, maxLength: 3 }), (actual, value) => {
          for (const [yes, no] of pairs) {
            const takesValue = yes !== 'isSet';
            expect(evaluateRule(rule('t', no, takesValue ? value : undefined), actual)).to.equal(
              !evaluateRule(rule('t', yes, takesValue ? value : undefined), actual),
            );
          }
        }),
      );
    });

    it('matches all rules with "all" and at least one with "any"', () => {
      const arbRule = fc.record({
        tag: fc.constantFrom('a', 'b'),
        operator: fc.constantFrom(...CONDITION_OPERATORS),
        value: fc.constantFrom('1', '2', 'x'),
      });
      fc.assert(
        fc.property(
          fc.array(arbRule, { minLength: 1, maxLength: 5 }),
          fc.constantFrom('', '1', '2', 'x1'),
          fc.constantFrom('', '2', 'x'),
          (raw, a, b) => {
            const rules = raw.map((r) =>
              r.operator === 'isSet' || r.operator === 'isNotSet'
                ? rule(r.tag, r.operator)
                : rule(r.tag, r.operator, r.value),
            );
            const v = values({ a, b });
            const each = rules.map((r) => evaluateCondition(all(r), v));
            expect(evaluateCondition(all(...rules), v)).to.equal(each.every(Boolean));
            expect(evaluateCondition(any(...rules), v)).to.equal(each.some(Boolean));
          },
        ),
      );
    });
  });

  describe('provider syntax', () => {
    it('wraps with the provider and refuses a value that cannot appear in HTML as it is', () => {
      const ok = wrapCondition(liquid, all(rule('plan', 'equals', 'pro')));
      expect(ok).to.deep.equal({ ok: true, open: "{% if plan == 'pro' %}", close: '{% endif %}' });
      const amp = wrapCondition(liquid, all(rule('company', 'equals', 'Smith & Co')));
      expect(amp.ok).to.equal(false);
      const tag = wrapCondition(liquid, all(rule('plan', 'equals', '<img src=x onerror=alert(1)>')));
      expect(tag.ok).to.equal(false);
    });

    it('checks what a provider returns, whatever the provider', () => {
      const careless = defineProvider({
        id: 'careless',
        label: 'Careless',
        references: [],
        delimiters: delimiters('<!'),
        nameProblem: () => undefined,
        mergeTag: (name) => name,
        rule: (r) => ({ open: `<!--${r.value ?? ''}-->`, close: '' }),
      });
      const result = wrapCondition(careless, all(rule('a', 'equals', 'x')));
      expect(result.ok).to.equal(false);
      if (!result.ok) expect(result.reason).to.match(/Careless syntax .* "<!"/);
    });

    it('lets through < before a space or digit, > and quotes, but not & or a tag opening', () => {
      for (const fine of ['{% if n < 5 %}', '*|IF:N<5|*', 'x > \'y\' "z"'])
        expect(conditionSyntaxProblem(fine), fine).to.equal(undefined);
      for (const bad of ['a & b', '<script>', '</p>', '<!--', '<?x', 'tab\there', '\uE000T0\uE001'])
        expect(conditionSyntaxProblem(bad), bad).to.be.a('string');
    });
  });
});
