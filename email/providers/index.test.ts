import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { CONDITION_OPERATORS, wrapCondition, type ConditionRule } from '../conditions.ts';
import { breakInHtml } from '../neutralize-syntax.ts';
import {
  DEFAULT_PROVIDER_ID,
  EMAIL_SERVICE_PROVIDERS,
  getProvider,
  PROVIDER_IDS,
  providerFor,
  providerIdSchema,
  writeMergeTag,
  type EmailServiceProvider,
} from './index.ts';

const DOCS = readFileSync(new URL('../../docs/email-merge-tags.md', import.meta.url), 'utf8');

/** The rows of the Markdown table between `<!-- name:start -->` and `<!-- name:end -->`, cells unescaped and unquoted. */
function table(name: string): string[][] {
  const start = DOCS.indexOf(`<!-- ${name}:start -->`);
  const end = DOCS.indexOf(`<!-- ${name}:end -->`);
  expect(start, name).to.be.greaterThan(-1);
  return DOCS.slice(start, end)
    .split('\n')
    .filter((line) => line.startsWith('|') && !line.startsWith('|---'))
    .map((line) =>
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim().replace(/\\\|/g, '|').replace(/`/g, '')),
    );
}

const rule = (operator: ConditionRule['operator']): ConditionRule =>
  operator === 'isSet' || operator === 'isNotSet'
    ? { tag: 'a', operator }
    : { tag: 'a', operator, value: operator === 'greaterThan' || operator === 'lessThan' ? '5' : 'x' };

/** Whether `provider` can combine two rules under `match` (with the first operator it supports). */
function combines(provider: EmailServiceProvider, match: 'all' | 'any'): boolean {
  const operator = CONDITION_OPERATORS.find((op) => wrapCondition(provider, { match: 'all', rules: [rule(op)] }).ok);
  if (operator === undefined) return false;
  return wrapCondition(provider, { match, rules: [rule(operator), { ...rule(operator), tag: 'b' }] }).ok;
}

describe('email service providers: the registry', () => {
  it('lists every provider the issue asks for, once each', () => {
    expect(PROVIDER_IDS).to.include.members([
      'mailchimp',
      'klaviyo',
      'hubspot',
      'sendgrid',
      'brevo',
      'mailgun',
      'campaign-monitor',
      'activecampaign',
      'salesforce-marketing-cloud',
      'handlebars',
      'liquid',
    ]);
    expect(new Set(PROVIDER_IDS).size).to.equal(PROVIDER_IDS.length);
    for (const id of PROVIDER_IDS) expect(getProvider(id)?.id).to.equal(id);
  });

  it("knows no other id, not even Object's own keys", () => {
    for (const id of ['Mailchimp', 'mailchimp ', 'unknown', '__proto__', 'constructor', 'toString', ''])
      expect(getProvider(id), id).to.equal(undefined);
  });

  it('refuses an unknown id with a message naming the allowed ones', () => {
    const result = providerIdSchema.safeParse('mandrill');
    expect(result.success).to.equal(false);
    const message = result.error!.issues[0]!.message;
    for (const id of PROVIDER_IDS) expect(message).to.include(id);
  });

  it('uses Handlebars when none is given, which writes tags as the template does', () => {
    expect(DEFAULT_PROVIDER_ID).to.equal('handlebars');
    const text = writeMergeTag(providerFor(undefined), 'first_name');
    expect(text).to.deep.equal({ ok: true, text: '{{first_name}}' });
    expect(() => providerFor('nope')).to.throw(TypeError);
  });

  it("cites where each provider's syntax comes from", () => {
    for (const provider of EMAIL_SERVICE_PROVIDERS)
      expect(provider.references, provider.id).to.have.length.greaterThan(0);
  });

  describe('docs/email-merge-tags.md', () => {
    it("shows each provider's syntax as the code writes it", () => {
      const [header, ...rows] = table('providers');
      expect(header).to.have.length(5);
      expect(rows.map((r) => r[0])).to.deep.equal([...PROVIDER_IDS]);
      for (const [id, tag, fallback, equals, isSet] of rows) {
        const provider = getProvider(id!)!;
        const written = writeMergeTag(provider, 'first_name');
        expect(written.ok && written.text, `${id} tag`).to.equal(tag);
        const withFallback = writeMergeTag(provider, 'first_name', 'there');
        expect(withFallback.ok && !withFallback.fallbackIgnored ? withFallback.text : '—', `${id} fallback`).to.equal(
          fallback,
        );
        for (const [cell, condition] of [
          [equals, rule('equals')],
          [isSet, rule('isSet')],
        ] as const) {
          const syntax = wrapCondition(provider, {
            match: 'all',
            rules: [{ ...condition, tag: 'plan', ...(condition.value ? { value: 'pro' } : {}) }],
          });
          expect(syntax.ok ? `${syntax.open} … ${syntax.close}` : '—', `${id} ${condition.operator}`).to.equal(cell);
        }
      }
    });

    it('shows what each provider receives of text that spells its syntax, as the sink writes it', () => {
      const [header, ...rows] = table('delimiters');
      expect(header).to.have.length(4);
      const listed = rows.flatMap((r) => r[0]!.split(', '));
      expect(listed).to.have.members([...PROVIDER_IDS]);
      for (const [ids, , text, received] of rows) {
        for (const id of ids!.split(', '))
          expect(breakInHtml(text!, getProvider(id)!.delimiters), `${id}: ${text}`).to.equal(received);
      }
    });

    it('shows which operators each provider can write', () => {
      const [header, ...rows] = table('operators');
      expect(header!.slice(1)).to.deep.equal([...PROVIDER_IDS]);
      expect(rows.map((r) => r[0])).to.deep.equal([
        ...CONDITION_OPERATORS,
        'all (several rules)',
        'any (several rules)',
      ]);
      for (const row of rows) {
        const label = row[0]!;
        PROVIDER_IDS.forEach((id, i) => {
          const provider = getProvider(id)!;
          const can = label.startsWith('all')
            ? combines(provider, 'all')
            : label.startsWith('any')
              ? combines(provider, 'any')
              : wrapCondition(provider, { match: 'all', rules: [rule(label as ConditionRule['operator'])] }).ok;
          expect(row[i + 1], `${label} / ${id}`).to.equal(can ? 'yes' : '—');
        });
      }
    });
  });
});
