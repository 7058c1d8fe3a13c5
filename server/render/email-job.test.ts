/**
 * The email job as a worker runs it: one template for many recipients renders once and is only
 * personalized after; what the merge-tag values decide (evaluated display conditions) is never
 * served from another recipient's render; failures come back as request paths, never thrown.
 */
import { expect } from 'chai';
import { Piscina } from 'piscina';
import { clearEmailCaches, runEmailJob, type EmailJob } from './email-job.ts';
import emailWorker from './email-worker.ts';
import { createMeter } from './cpu-meter.ts';
import { mjmlCache } from '../../email/render-mjml.ts';
import { email, section, column, text } from '../../email/testing/builders.ts';

const greeting = JSON.stringify(email(section(column(text('<p>Hello {{first_name}}</p>', { uid: 't' })))));
const conditional = JSON.stringify(
  email(
    section(
      column(
        text('<p>Pro perks</p>', {
          uid: 'pro',
          displayCondition: { match: 'all', rules: [{ tag: 'plan', operator: 'equals', value: 'pro' }] },
        } as never),
        text('<p>Hello</p>', { uid: 'all' }),
      ),
    ),
  ),
);
const job = (definition: string, values: Record<string, string>, options: EmailJob['options'] = {}): EmailJob => ({
  definition,
  options: {
    evaluateMergeTags: true,
    mergeTags: Object.entries(values).map(([name, value]) => ({ name, value })),
    ...options,
  },
});

describe('the email job (server/render/email-job.ts)', () => {
  beforeEach(() => clearEmailCaches());

  it('renders a template once: the next recipients are personalized from it, each with their own values', async () => {
    const first = await runEmailJob(job(greeting, { first_name: 'Ada' }));
    const mjmlLookups = [mjmlCache.misses, mjmlCache.hits];
    const second = await runEmailJob(job(greeting, { first_name: 'Grace <3' }));
    expect(first.ok && second.ok).to.equal(true);
    if (!first.ok || !second.ok) return;
    expect(first.html).to.include('Hello Ada');
    expect(second.html).to.include('Hello Grace &lt;3');
    expect(second.html).to.not.include('Ada');
    // The second never reached mjml's cache, let alone mjml.
    expect([mjmlCache.misses, mjmlCache.hits]).to.deep.equal(mjmlLookups);
  });

  it("evaluated display conditions follow each recipient's values, never an earlier render", async () => {
    const free = await runEmailJob(job(conditional, { plan: 'free' }, { variants: { evaluate: true } }));
    const pro = await runEmailJob(job(conditional, { plan: 'pro' }, { variants: { evaluate: true } }));
    const freeAgain = await runEmailJob(job(conditional, { plan: 'free' }, { variants: { evaluate: true } }));
    if (!free.ok || !pro.ok || !freeAgain.ok) throw new Error('a render failed');
    expect(free.html).to.not.include('Pro perks');
    expect(pro.html).to.include('Pro perks');
    expect(freeAgain.html).to.not.include('Pro perks');
  });

  it('options that change the render are part of what is remembered: language, minify, provider', async () => {
    const plain = await runEmailJob({ definition: greeting, options: {} });
    const minified = await runEmailJob({ definition: greeting, options: { minify: true } });
    const mailchimp = await runEmailJob({ definition: greeting, options: { emailServiceProvider: 'mailchimp' } });
    if (!plain.ok || !minified.ok || !mailchimp.ok) throw new Error('a render failed');
    expect(minified.html.length).to.be.lessThan(plain.html.length);
    expect(plain.html).to.include('{{first_name}}');
    expect(mailchimp.html).to.include('*|FIRST_NAME|*');
    // The language decides the HTML itself, not only what personalization writes into it.
    const multilingual = JSON.stringify({
      ...JSON.parse(greeting),
      langs: [
        { key: 'en', primary: true },
        { key: 'de', translations: { t: { content: '<p>Hallo {{first_name}}</p>' } } },
        { key: 'fr', translations: { t: { content: '<p>Bonjour {{first_name}}</p>' } } },
      ],
    });
    const german = await runEmailJob({ definition: multilingual, options: { language: 'de' } });
    const french = await runEmailJob({ definition: multilingual, options: { language: 'fr' } });
    if (!german.ok || !french.ok) throw new Error('a render failed');
    expect(german.html).to.include('lang="de"').and.include('Hallo');
    expect(french.html).to.include('lang="fr"').and.include('Bonjour');
    // So does the provider, when conditions are wrapped in its syntax before mjml runs.
    const wrapped = (emailServiceProvider: string) =>
      runEmailJob({
        definition: conditional,
        options: { emailServiceProvider, variants: { enrichWithConditions: true } },
      });
    const [inMailchimp, inLiquid] = [await wrapped('mailchimp'), await wrapped('liquid')];
    if (!inMailchimp.ok || !inLiquid.ok) throw new Error('a render failed');
    expect(inMailchimp.html).to.include('*|IF:PLAN=pro|*');
    expect(inLiquid.html).to.include('{% if plan ==').and.not.include('*|IF');
  });

  it("two templates that differ only in a tag's name each get their own values (their HTML is the same)", async () => {
    const lastName = JSON.stringify(email(section(column(text('<p>Hello {{last_name}}</p>', { uid: 't' })))));
    const values = { first_name: 'Ada', last_name: 'Lovelace' };
    const first = await runEmailJob(job(greeting, values));
    const last = await runEmailJob(job(lastName, values));
    if (!first.ok || !last.ok) throw new Error('a render failed');
    expect(first.html).to.include('Hello Ada');
    expect(last.html).to.include('Hello Lovelace');
  });

  it('a template that does not parse is a failure with its request path, not an exception', async () => {
    const outcome = await runEmailJob({ definition: '{', options: {} });
    expect(outcome).to.deep.include({ ok: false, code: 'invalid_json' });
    expect(!outcome.ok && outcome.errors[0]?.path).to.equal('definition');
  });

  it('the worker answers with the response body as bytes, moved to the main thread rather than copied: no string for it to stringify', async () => {
    const result: unknown = await emailWorker({ job: job(greeting, { first_name: 'Ada' }), meter: createMeter() });
    // piscina's movable wrapper: the value handed over, and the buffers transferred with it.
    const moved = result as Record<symbol, unknown>;
    const outcome = moved[Piscina.valueSymbol] as { ok: boolean; body: unknown; html?: unknown; renderMs: number };
    const transferred = moved[Piscina.transferableSymbol] as unknown[];
    expect(outcome.ok).to.equal(true);
    expect(outcome.body).to.be.an.instanceOf(Uint8Array);
    expect(outcome).not.to.have.property('html');
    expect(transferred).to.deep.equal([(outcome.body as Uint8Array).buffer]);
    const body = JSON.parse(new TextDecoder().decode(outcome.body as Uint8Array));
    expect(Object.keys(body)).to.deep.equal(['html', 'warnings']);
    expect(body.html).to.include('Hello Ada');
    // A failure stays a plain outcome, with nothing to move.
    const failed: unknown = await emailWorker({ job: { definition: '{', options: {} }, meter: createMeter() });
    expect(failed).to.deep.include({ ok: false, code: 'invalid_json' });
  });
});
