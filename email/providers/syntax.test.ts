import { expect } from 'chai';
import fc from 'fast-check';
import {
  CONDITION_OPERATORS,
  conditionSyntaxProblem,
  wrapCondition,
  type ConditionOperator,
  type ConditionRule,
  type DisplayCondition,
} from '../conditions.ts';
import { MERGE_TAG_NAME } from '../merge-tags.ts';
import {
  EMAIL_SERVICE_PROVIDERS,
  getProvider,
  tagSyntaxProblem,
  writeMergeTag,
  type EmailServiceProvider,
} from './index.ts';

const rule = (tag: string, operator: ConditionOperator, value?: string): ConditionRule =>
  value === undefined ? { tag, operator } : { tag, operator, value };
const all = (...rules: ConditionRule[]): DisplayCondition => ({ match: 'all', rules });
const any = (...rules: ConditionRule[]): DisplayCondition => ({ match: 'any', rules });

function provider(id: string): EmailServiceProvider {
  const found = getProvider(id);
  if (found === undefined) throw new Error(`no provider ${id}`);
  return found;
}

/** `[open, close]`, or `unsupported: reason`. */
function wrap(id: string, condition: DisplayCondition): [string, string] | string {
  const syntax = wrapCondition(provider(id), condition);
  return syntax.ok ? [syntax.open, syntax.close] : `unsupported: ${syntax.reason}`;
}

function tag(id: string, name: string, fallback?: string): string {
  const syntax = writeMergeTag(provider(id), name, fallback);
  if (!syntax.ok) return `unsupported: ${syntax.reason}`;
  return syntax.fallbackIgnored ? `${syntax.text} (fallback ignored)` : syntax.text;
}

/**
 * Each provider's syntax, as its documentation writes it (the file of each provider cites where
 * from). These are the specification, not a copy of the output: a change here is a change of
 * what the ESP will read.
 */
const SYNTAX: Record<
  string,
  { tag: string; fallback: string; equals: [string, string] | RegExp; isSet: [string, string] | RegExp }
> = {
  mailchimp: {
    tag: '*|FIRST_NAME|*',
    fallback: '*|FIRST_NAME|* (fallback ignored)',
    equals: ['*|IF:PLAN=pro|*', '*|END:IF|*'],
    isSet: ['*|IF:PLAN|*', '*|END:IF|*'],
  },
  klaviyo: {
    tag: '{{ first_name }}',
    fallback: "{{ first_name|default:'there' }}",
    equals: ["{% if plan == 'pro' %}", '{% endif %}'],
    isSet: ['{% if plan %}', '{% endif %}'],
  },
  hubspot: {
    tag: '{{ contact.first_name }}',
    fallback: "{{ contact.first_name|default('there') }}",
    equals: ["{% if contact.plan == 'pro' %}", '{% endif %}'],
    isSet: ['{% if contact.plan %}', '{% endif %}'],
  },
  sendgrid: {
    tag: '{{@root.first_name}}',
    fallback: "{{insert @root.first_name 'default=there'}}",
    equals: ["{{#equals @root.plan 'pro'}}", '{{/equals}}'],
    isSet: ['{{#if @root.plan}}', '{{/if}}'],
  },
  brevo: {
    tag: '{{ contact.first_name }}',
    fallback: "{{ contact.first_name | default : 'there' }}",
    equals: ["{% if contact.plan == 'pro' %}", '{% endif %}'],
    isSet: ['{% if contact.plan %}', '{% endif %}'],
  },
  mailgun: {
    tag: '{{first_name}}',
    fallback: '{{first_name}} (fallback ignored)',
    equals: ["{{#equal plan 'pro'}}", '{{/equal}}'],
    isSet: ['{{#if plan}}', '{{/if}}'],
  },
  'campaign-monitor': {
    tag: '[first_name,fallback=]',
    fallback: '[first_name,fallback=there]',
    equals: ['[if:plan=pro]', '[endif]'],
    isSet: /^unsupported: rule 0: Campaign Monitor has no syntax for isSet/,
  },
  activecampaign: {
    tag: '%FIRST_NAME%',
    fallback: '%FIRST_NAME% (fallback ignored)',
    equals: ["%IF $PLAN == 'pro'%", '%/IF%'],
    isSet: ["%IF $PLAN != ''%", '%/IF%'],
  },
  'salesforce-marketing-cloud': {
    tag: "%%=AttributeValue('first_name')=%%",
    fallback: "%%=Iif(Empty(AttributeValue('first_name')), 'there', AttributeValue('first_name'))=%%",
    equals: ["%%[ IF (AttributeValue('plan') == 'pro') THEN ]%%", '%%[ ENDIF ]%%'],
    isSet: ["%%[ IF (NOT Empty(AttributeValue('plan'))) THEN ]%%", '%%[ ENDIF ]%%'],
  },
  handlebars: {
    tag: '{{first_name}}',
    fallback: '{{first_name}} (fallback ignored)',
    equals: /^unsupported: rule 0: Handlebars has no syntax for equals/,
    isSet: ['{{#if plan}}', '{{/if}}'],
  },
  liquid: {
    tag: '{{ first_name | escape }}',
    fallback: "{{ first_name | default: 'there' | escape }}",
    equals: ["{% if plan == 'pro' %}", '{% endif %}'],
    isSet: ['{% if plan != blank %}', '{% endif %}'],
  },
};

function expectSyntax(actual: [string, string] | string, expected: [string, string] | RegExp): void {
  if (expected instanceof RegExp) expect(actual).to.be.a('string').and.match(expected);
  else expect(actual).to.deep.equal(expected);
}

describe('email service providers: syntax', () => {
  it('has a syntax row for every provider', () => {
    expect(Object.keys(SYNTAX)).to.have.members(EMAIL_SERVICE_PROVIDERS.map((p) => p.id));
  });

  for (const [id, expected] of Object.entries(SYNTAX)) {
    describe(id, () => {
      it('writes a tag, and a tag with a fallback where the ESP has one', () => {
        expect(tag(id, 'first_name')).to.equal(expected.tag);
        expect(tag(id, 'first_name', 'there')).to.equal(expected.fallback);
      });
      it('writes equals and isSet conditions', () => {
        expectSyntax(wrap(id, all(rule('plan', 'equals', 'pro'))), expected.equals);
        expectSyntax(wrap(id, all(rule('plan', 'isSet'))), expected.isSet);
      });
    });
  }

  it('nests blocks for "all" where the ESP has no "and", and joins expressions where it has', () => {
    const both = all(rule('a', 'equals', '1'), rule('b', 'equals', '2'));
    expect(wrap('mailchimp', both)).to.deep.equal(['*|IF:A=1|**|IF:B=2|*', '*|END:IF|**|END:IF|*']);
    expect(wrap('sendgrid', both)).to.deep.equal([
      "{{#equals @root.a '1'}}{{#equals @root.b '2'}}",
      '{{/equals}}{{/equals}}',
    ]);
    expect(wrap('liquid', both)).to.deep.equal(["{% if a == '1' and b == '2' %}", '{% endif %}']);
    expect(wrap('salesforce-marketing-cloud', both)).to.deep.equal([
      "%%[ IF (AttributeValue('a') == '1') AND (AttributeValue('b') == '2') THEN ]%%",
      '%%[ ENDIF ]%%',
    ]);
  });

  it('writes "any" only where the ESP has an "or"', () => {
    const either = any(rule('a', 'equals', '1'), rule('b', 'isSet'));
    expect(wrap('klaviyo', either)).to.deep.equal(["{% if a == '1' or b %}", '{% endif %}']);
    expect(wrap('hubspot', either)).to.deep.equal(["{% if contact.a == '1' or contact.b %}", '{% endif %}']);
    const eitherSet = any(rule('a', 'isSet'), rule('b', 'isSet'));
    for (const id of ['mailchimp', 'sendgrid', 'mailgun', 'handlebars'])
      expect(wrap(id, eitherSet), id).to.match(/^unsupported: .*match "any"/);
    for (const id of ['campaign-monitor', 'activecampaign'])
      expect(wrap(id, eitherSet), id).to.match(/^unsupported: .*one rule/);
    // One rule under "any" is just that rule.
    expect(wrap('mailchimp', any(rule('a', 'equals', '1')))).to.deep.equal(['*|IF:A=1|*', '*|END:IF|*']);
  });

  it('writes negations the way each ESP can', () => {
    expect(wrap('mailgun', all(rule('plan', 'notEquals', 'pro')))).to.deep.equal([
      "{{#equal plan 'pro'}}{{else}}",
      '{{/equal}}',
    ]);
    expect(wrap('campaign-monitor', all(rule('plan', 'notEquals', 'pro')))).to.deep.equal([
      '[if:plan=pro][else]',
      '[endif]',
    ]);
    expect(wrap('mailchimp', all(rule('plan', 'isNotSet')))).to.deep.equal(['*|IFNOT:PLAN|*', '*|END:IF|*']);
    expect(wrap('klaviyo', all(rule('tags', 'notContains', 'vip')))).to.deep.equal([
      "{% if 'vip' not in tags %}",
      '{% endif %}',
    ]);
    expect(wrap('hubspot', all(rule('tags', 'notContains', 'vip')))).to.deep.equal([
      "{% if contact.tags is not string_containing 'vip' %}",
      '{% endif %}',
    ]);
    // Liquid has no `not`: notContains is an unless block, nested under "all", impossible under "any".
    expect(wrap('liquid', all(rule('a', 'equals', '1'), rule('tags', 'notContains', 'vip')))).to.deep.equal([
      "{% if a == '1' %}{% unless tags contains 'vip' %}",
      '{% endunless %}{% endif %}',
    ]);
    expect(wrap('liquid', any(rule('a', 'equals', '1'), rule('tags', 'notContains', 'vip')))).to.match(
      /^unsupported: Liquid cannot combine/,
    );
  });

  it('writes numbers unquoted for comparisons, and refuses text where the ESP compares numbers only', () => {
    expect(wrap('liquid', all(rule('points', 'greaterThan', '150')))).to.deep.equal([
      '{% if points > 150 %}',
      '{% endif %}',
    ]);
    expect(wrap('liquid', all(rule('name', 'lessThan', 'm')))).to.deep.equal(["{% if name < 'm' %}", '{% endif %}']);
    expect(wrap('mailgun', all(rule('points', 'greaterThan', '-1.5')))).to.deep.equal([
      '{{#ifGt points -1.5}}',
      '{{/ifGt}}',
    ]);
    expect(wrap('sendgrid', all(rule('points', 'lessThan', 'ten')))).to.match(/^unsupported: .*compares numbers only/);
  });

  it('writes names the way each ESP names its fields, and refuses names it cannot hold', () => {
    expect(tag('hubspot', 'company.name')).to.equal('{{ company.name }}');
    expect(tag('brevo', 'params.orderId')).to.equal('{{ params.orderId }}');
    expect(tag('klaviyo', 'person.City')).to.equal('{{ person.City }}');
    expect(tag('mailchimp', 'first-name')).to.match(/^unsupported: .*letters, digits and _/);
    expect(tag('campaign-monitor', 'a.b')).to.match(/^unsupported/);
    expect(tag('klaviyo', '_private')).to.match(/^unsupported: .*Klaviyo \(Django\) variable/);
    expect(tag('klaviyo', 'first-name')).to.match(/^unsupported/); // Django reads - as nothing it knows
    expect(tag('liquid', 'blank')).to.match(/^unsupported: .*reserved word/);
    expect(tag('handlebars', 'else')).to.match(/^unsupported: .*reserved word/);
    expect(tag('handlebars', 'a..b')).to.match(/^unsupported/);
    expect(tag('handlebars', 'first-name')).to.equal('{{first-name}}'); // - is part of a Handlebars id
    expect(tag('salesforce-marketing-cloud', 'first-name.x')).to.equal("%%=AttributeValue('first-name.x')=%%");
  });

  it('refuses values each ESP cannot hold rather than emitting broken syntax', () => {
    expect(wrap('mailchimp', all(rule('a', 'equals', 'x|y')))).to.match(/^unsupported: rule 0: .*"\|"/);
    expect(wrap('mailchimp', all(rule('a', 'equals', ' padded')))).to.match(/^unsupported: .*space/);
    expect(wrap('campaign-monitor', all(rule('a', 'equals', 'a]b')))).to.match(/^unsupported/);
    expect(wrap('liquid', all(rule('a', 'equals', `it's "x"`)))).to.match(/^unsupported: .*both kinds of quote/);
    expect(wrap('liquid', all(rule('a', 'equals', "it's")))).to.deep.equal([`{% if a == "it's" %}`, '{% endif %}']);
    expect(wrap('klaviyo', all(rule('a', 'equals', 'x %} {{ evil }}')))).to.match(/^unsupported: .*"}"/);
    expect(wrap('salesforce-marketing-cloud', all(rule('a', 'equals', '50%')))).to.match(/^unsupported/);
    expect(wrap('activecampaign', all(rule('a', 'equals', '$5')))).to.match(/^unsupported/);
    expect(wrap('sendgrid', all(rule('a', 'equals', 'back\\slash')))).to.match(/^unsupported: .*backslash/);
    expect(wrap('mailgun', all(rule('a', 'contains', 'a.b')))).to.match(/^unsupported: .*regex/);
    expect(tag('sendgrid', 'a', `it's`)).to.match(/^unsupported: fallback: .*quote/); // only ' is usable inside an attribute
    expect(tag('campaign-monitor', 'a', 'x]y')).to.match(/^unsupported: fallback/);
    expect(tag('liquid', 'a', 'Tom & Jerry')).to.match(/^unsupported: fallback: .*"&"/);
  });

  describe('properties over hostile input', () => {
    const HOSTILE = [
      'a',
      'B',
      '1',
      ' ',
      "'",
      '"',
      '\\',
      '{',
      '}',
      '%',
      '|',
      '*',
      '[',
      ']',
      '=',
      '!',
      '<',
      '>',
      '&',
      '$',
      '.',
      '-',
      '#',
      '/',
      ':',
      '^',
      '(',
      ')',
      '?',
      '+',
      'é',
      '\u2028',
    ];
    // Mostly plain characters, so that many values are written; the rest hostile, one or two at a time.
    const valueChar = fc.oneof(
      { arbitrary: fc.constantFrom('a', 'B', '1', 'z', ' '), weight: 5 },
      { arbitrary: fc.constantFrom(...HOSTILE), weight: 1 },
    );
    const value = fc.array(valueChar, { minLength: 1, maxLength: 8 }).map((chars) => chars.join(''));
    // Mostly names every provider accepts (one identifier, letter first), else any merge tag name.
    const name = fc.oneof(
      { arbitrary: fc.stringMatching(/^[A-Za-z][A-Za-z0-9_]{2,10}$/), weight: 3 },
      { arbitrary: fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_.-]{0,10}$/), weight: 1 },
    );
    const anyRule = fc
      .tuple(name, fc.constantFrom(...CONDITION_OPERATORS), value)
      .map(([t, op, v]) => (op === 'isSet' || op === 'isNotSet' ? rule(t, op) : rule(t, op, v)));
    // One rule half the time: Campaign Monitor and ActiveCampaign write no more.
    const rules = fc.oneof(
      anyRule.map((r) => [r]),
      fc.array(anyRule, { minLength: 2, maxLength: 3 }),
    );

    /**
     * What a value written into a condition must never hold, from each provider's syntax (its file
     * cites the docs): the characters that would end or break the place the value sits in. `bare`:
     * written without quotes, so no space at either end either. `contains`: a stricter set for the
     * substring operators. null: the provider writes no values.
     */
    const VALUE_DELIMITERS: Record<string, { chars: string; bare?: true; contains?: string } | null> = {
      mailchimp: { chars: '|*=!<>', bare: true }, // *|IF:TAG=value|*, *|IF:TAG!=value|*
      klaviyo: { chars: '{}\\' }, // {% if x == 'value' %}
      hubspot: { chars: '{}\\' },
      brevo: { chars: '{}\\' },
      sendgrid: { chars: '{}\\' }, // {{#equals @root.x 'value'}}
      mailgun: { chars: '{}\\', contains: '{}\\^$.|?*+()[]' }, // {{#equal x 'value'}}; contains is a regex
      'campaign-monitor': { chars: '[]=', bare: true }, // [if:field=value]
      activecampaign: { chars: '%$\\' }, // %IF $FIELD == 'value'%
      'salesforce-marketing-cloud': { chars: '%\\' }, // %%[ IF (AttributeValue('x') == 'value') THEN ]%%
      handlebars: null,
      liquid: { chars: '{}\\' }, // {% if x == 'value' %}
    };

    it('has a delimiter row for every provider', () => {
      expect(Object.keys(VALUE_DELIMITERS)).to.have.members(EMAIL_SERVICE_PROVIDERS.map((p) => p.id));
    });

    for (const p of EMAIL_SERVICE_PROVIDERS) {
      it(`${p.id}: every tag it writes is inert in HTML text and attributes, and holds the fallback as given`, () => {
        fc.assert(
          fc.property(name, fc.option(value, { nil: undefined }), (n, fallback) => {
            expect(MERGE_TAG_NAME.test(n)).to.equal(true);
            const syntax = writeMergeTag(p, n, fallback);
            if (!syntax.ok) {
              expect(syntax.reason).to.be.a('string').that.is.not.empty;
              return;
            }
            expect(tagSyntaxProblem(syntax.text)).to.equal(undefined);
            expect(syntax.text.toLowerCase()).to.include(n.toLowerCase());
            if (fallback !== undefined && !syntax.fallbackIgnored) expect(syntax.text).to.include(fallback);
          }),
        );
      });

      it(`${p.id}: every condition it writes is inert in HTML, and holds each value verbatim, quoted with a quote the value lacks, with none of its delimiters`, () => {
        const delimiters = VALUE_DELIMITERS[p.id];
        if (delimiters === undefined) throw new Error(`no delimiter row for ${p.id}`);
        let withValue = 0;
        fc.assert(
          fc.property(rules, fc.constantFrom('all', 'any'), (rs, match) => {
            const syntax = wrapCondition(p, { match: match as 'all' | 'any', rules: rs });
            if (!syntax.ok) {
              expect(syntax.reason).to.be.a('string').that.is.not.empty;
              return;
            }
            expect(conditionSyntaxProblem(syntax.open)).to.equal(undefined);
            expect(conditionSyntaxProblem(syntax.close)).to.equal(undefined);
            if (rs.some((r) => r.value !== undefined)) withValue++;
            for (const r of rs) {
              if (r.value === undefined) continue;
              const v = r.value;
              const where: string = `${JSON.stringify(v)} in ${syntax.open}`;
              if (delimiters === null) expect.fail(`${p.id} writes no values, yet wrote ${where}`);
              const forms = [`'${v}'`, `"${v}"`, `=${v}|*`, `!=${v}|*`, `=${v}]`, ` ${v}}}`, ` ${v} `, ` ${v})`];
              const form = forms.find((f) => syntax.open.includes(f));
              expect(form, where).to.be.a('string');
              const quote = (form as string)[0];
              if (quote === "'" || quote === '"') expect(v).not.to.include(quote);
              const forbidden =
                (r.operator === 'contains' || r.operator === 'notContains') && delimiters.contains !== undefined
                  ? delimiters.contains
                  : delimiters.chars;
              const bad = [...v].find((c) => forbidden.includes(c));
              expect(bad, `${where}: the value holds a ${p.id} delimiter`).to.equal(undefined);
              if (delimiters.bare) expect(v.trim(), `${where}: a bare value with a space at an end`).to.equal(v);
            }
          }),
          { numRuns: 2000 },
        );
        // The checks above mean little unless values are written: about 150 of 2000 runs for the
        // strictest providers (Mailchimp, Campaign Monitor), far more for the others.
        if (delimiters === null) expect(withValue).to.equal(0);
        else expect(withValue, 'conditions written with a value').to.be.greaterThan(75);
      });
    }
  });
});
