/**
 * POST /email/v1/json2html over real HTTP against createApp (worker pool, both databases): the
 * secret key, the response and error shapes, every option end to end (merge tags evaluated and in
 * a provider's syntax, variants both ways, languages, synced sections), and the hostile inputs of
 * the landing endpoints, each a 4xx or inert output and never a 5xx.
 */
import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import type { Database } from '../db/database.ts';
import type { CreatedKeys } from '../keys/accounts.ts';
import { postgresAvailable, TEST_DATABASES } from '../testing/databases.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { email, section, column, text, button, image } from '../../email/testing/builders.ts';
import { multilingual, multilingualSyncedSections, newsletter, receipt } from '../../email/testing/examples.ts';
import { renderEmail } from '../../email/render-email.ts';
import { providerFor } from '../../email/providers/index.ts';
import { EMAIL_LIMITS } from '../../email/limits.ts';
import { personalize } from '../../email/personalize.ts';

const hello = JSON.stringify(
  email(
    section(
      column(
        text('<p>Hello {{first_name}}</p>', { uid: 't1' }),
        button('Open', { uid: 'b1', attributes: { href: 'https://example.com/{{path}}' } }),
      ),
    ),
  ),
);

for (const database of TEST_DATABASES) {
  describe(`POST /email/v1/json2html (${database.name})`, function () {
    this.timeout(60_000);
    let db: Database;
    let app: TestApp;
    let keys: CreatedKeys;

    before(async function () {
      if (database.name === 'postgres' && !(await postgresAvailable())) this.skip();
      db = await database.open();
      app = await startTestApp(db);
      keys = await app.keys(['example.com']);
    });
    after(async () => {
      await app?.close();
      await db?.close();
    });

    const post = (
      body: Record<string, unknown>,
      headers: Record<string, string> = { 'x-secret-key': keys.secretKey },
    ) => app.post('/email/v1/json2html', body, headers);

    it('200 {html, warnings}: what the email renderer gives, with only `definition` required', async () => {
      const response = await post({ definition: hello });
      expect(response.status).to.equal(200);
      expect(Object.keys(response.body)).to.deep.equal(['html', 'warnings']);
      expect(response.body.warnings).to.be.an('array');
      expect(response.body.html).to.match(/^<!doctype html>/i);
      // Not evaluated: the default provider (handlebars) writes the tags as the template did.
      expect(response.body.html).to.include('Hello {{first_name}}');
      // The endpoint is the email renderer then the personalization, nothing else.
      const direct = await renderEmail(hello);
      expect(response.body.html).to.equal(
        personalize(direct.html, direct.mergeTags, {
          evaluate: false,
          mergeTags: new Map(),
          provider: providerFor(undefined),
        }).html,
      );
    });

    it('the request that examples/README.md builds from the example files: 200, no warnings', async () => {
      const example = (name: string) => readFileSync(new URL(`../../examples/${name}`, import.meta.url), 'utf8');
      const response = await post({
        definition: example('email-newsletter.json'),
        options: JSON.parse(example('email-options.json')),
        syncedSections: JSON.parse(example('email-synced-sections.json')),
      });
      expect(response.status).to.equal(200);
      expect(response.body.warnings).to.deep.equal([]);
      expect(response.body.html).to.contain('Der Frühling ist da, Ada');
    });

    it('401 {message} without, or with a wrong, X-Secret-Key; the body is not read', async () => {
      const attempts: Record<string, string>[] = [{}, { 'x-secret-key': 'sk_wrong' }, { 'x-secret-key': keys.apiKey }];
      for (const headers of attempts) {
        const response = await post({ definition: hello }, headers);
        expect(response.status).to.equal(401);
        expect(response.body).to.include({ code: 'invalid_secret_key' });
        expect(response.body.message).to.be.a('string');
      }
    });

    it('422 naming the field: a missing definition, JSON that does not parse, an unknown provider with the allowed ones', async () => {
      const missing = await post({ options: {} });
      expect(missing.status).to.equal(422);
      expect(missing.body.errors.map((e: { path: string }) => e.path)).to.include('definition');

      const notJson = await post({ definition: '{"tagName":' });
      expect(notJson.status).to.equal(422);
      expect(notJson.body).to.include({ code: 'invalid_json' });
      expect(notJson.body.errors[0].path).to.equal('definition');

      const fonts = await post({ definition: hello, options: { fonts: '[{' } });
      expect(fonts.status).to.equal(422);
      expect(fonts.body.errors[0].path).to.equal('options.fonts');

      const provider = await post({ definition: hello, options: { emailServiceProvider: 'pigeon-post' } });
      expect(provider.status).to.equal(422);
      expect(provider.body.errors[0].path).to.equal('options.emailServiceProvider');
      for (const id of ['mailchimp', 'klaviyo', 'sendgrid'])
        expect(JSON.stringify(provider.body.errors)).to.include(id);

      const section = JSON.stringify({ tagName: 'mj-section', children: [] });
      const tooMany = await post({
        definition: hello,
        syncedSections: Array.from({ length: EMAIL_LIMITS.maxSyncedSections + 1 }, (_, id) => ({
          id,
          definition: section,
        })),
      });
      expect(tooMany.status).to.equal(422);
      expect(tooMany.body).to.include({ code: 'template_limit' });
      expect(tooMany.body.errors[0].path).to.equal('syncedSections');
    });

    it('merge tags evaluated: values HTML-escaped in text, a javascript: value refused in a URL', async () => {
      const response = await post({
        definition: hello,
        options: {
          evaluateMergeTags: true,
          mergeTags: [
            { name: 'first_name', value: '<img src=x onerror=alert(1)>' },
            { name: 'path', value: 'javascript:alert(1)' },
          ],
        },
      });
      expect(response.status).to.equal(200);
      expect(response.body.html).to.include('Hello &lt;img src=x onerror=alert(1)&gt;');
      expect(response.body.html).to.not.include('<img src=x');
      expect(response.body.html).to.not.match(/href="javascript:/i);
    });

    it("merge tags not evaluated: each provider's syntax", async () => {
      const expected: Record<string, string> = {
        mailchimp: '*|FIRST_NAME|*',
        klaviyo: '{{ first_name }}',
        activecampaign: '%FIRST_NAME%',
      };
      for (const [provider, tag] of Object.entries(expected)) {
        const response = await post({ definition: hello, options: { emailServiceProvider: provider } });
        expect(response.status, provider).to.equal(200);
        expect(response.body.html, provider).to.include(`Hello ${tag}`);
      }
    });

    it('variants: evaluate renders only the blocks whose condition holds; enrich wraps them in the provider syntax', async () => {
      const conditional = JSON.stringify(
        email(
          section(
            column(
              text('<p>For pro customers</p>', {
                uid: 'pro',
                displayCondition: { match: 'all', rules: [{ tag: 'plan', operator: 'equals', value: 'pro' }] },
              } as never),
              text('<p>For everyone</p>', { uid: 'all' }),
            ),
          ),
        ),
      );
      const free = await post({
        definition: conditional,
        options: { variants: { evaluate: true }, mergeTags: [{ name: 'plan', value: 'free' }] },
      });
      expect(free.status).to.equal(200);
      expect(free.body.html).to.include('For everyone').and.not.include('For pro customers');
      const pro = await post({
        definition: conditional,
        options: { variants: { evaluate: true }, mergeTags: [{ name: 'plan', value: 'pro' }] },
      });
      expect(pro.body.html).to.include('For pro customers');
      const enriched = await post({
        definition: conditional,
        options: { variants: { enrichWithConditions: true }, emailServiceProvider: 'mailchimp' },
      });
      expect(enriched.status).to.equal(200);
      expect(enriched.body.html).to.match(/\*\|IF:PLAN=pro\|\*[\s\S]*For pro customers[\s\S]*\*\|END:IF\|\*/);
    });

    it('language: the translation, and a block without one keeps the primary language', async () => {
      const german = await post({
        definition: JSON.stringify(multilingual),
        options: { language: 'de' },
        syncedSections: multilingualSyncedSections,
      });
      expect(german.status).to.equal(200);
      expect(german.body.html).to.match(/<html[^>]* lang="de"/);
      expect(german.body.html).to.contain('Unser neuer Laden ist eröffnet').and.contain('Kostenloser Versand');
      expect(german.body.html, 'a block without a German translation').to.contain('Come and see us at Hauptstraße 12');
      const unknown = await post({ definition: JSON.stringify(multilingual), options: { language: 'xx' } });
      expect(unknown.status).to.equal(200);
      expect(unknown.body.warnings.map((w: { type: string }) => w.type)).to.include('unknown_language');
    });

    it('warnings with the uid they concern: an image without alt text, a button without a URL, missing fonts', async () => {
      const definition = JSON.stringify(
        email(
          { attributes: { ':font-family': 'Brandon Grotesque, sans-serif' } },
          section(column(image({ src: 'https://example.com/a.png' }, { uid: 'img1' }), button('Go', { uid: 'btn1' }))),
        ),
      );
      const response = await post({ definition });
      expect(response.status).to.equal(200);
      const warnings = response.body.warnings as { type: string; uid?: string; missing_fonts?: string[] }[];
      expect(warnings.find((w) => w.type === 'missing_alt')?.uid).to.equal('img1');
      expect(warnings.find((w) => w.type === 'missing_url')?.uid).to.equal('btn1');
      expect(warnings.find((w) => w.type === 'missing_fonts')?.missing_fonts).to.deep.equal(['Brandon Grotesque']);
    });

    it('the example emails render without a 5xx, the receipt with every merge tag evaluated', async () => {
      for (const template of [newsletter, receipt]) {
        const response = await post({
          definition: JSON.stringify(template),
          options: {
            evaluateMergeTags: true,
            mergeTags: [
              { name: 'first_name', value: 'Ada' },
              { name: 'tracking_url', value: 'https://track.example.com/1' },
            ],
          },
        });
        expect(response.status).to.equal(200);
        expect(response.body.html).to.not.include('\uE000');
      }
    });

    it('hostile inputs are a 4xx or inert output, never a 5xx', async () => {
      const deep = '{"tagName":"mj-global-style","children":[{"tagName":"mj-body","children":['.concat(
        '{"tagName":"mj-wrapper","children":['.repeat(20_000),
        ']}'.repeat(20_000),
        ']}]}',
      );
      const cases: Record<string, unknown>[] = [
        {
          definition: JSON.stringify(
            email(
              section({ attributes: { 'background-color': '"><script>alert(1)</script>' } }, column(text('<p>x</p>'))),
            ),
          ),
        },
        {
          definition: JSON.stringify(
            email(section(column(button('x', { attributes: { href: 'javascript:alert(1)' } })))),
          ),
        },
        {
          definition: JSON.stringify(
            email(section(column(text('<a href="javascript:alert(1)">x</a><script>alert(1)</script>')))),
          ),
        },
        {
          definition: JSON.stringify({
            ...email(section(column(text('<p>x</p>')))),
            style: { p: { color: 'red;}</style><script>alert(1)</script>' } },
          }),
        },
        { definition: deep },
        { definition: JSON.stringify(email(section(column(text('x'.repeat(600_000)))))) },
        {
          definition:
            '{"__proto__":{"polluted":1},"tagName":"mj-global-style","children":[{"tagName":"mj-body","children":[]}]}',
        },
        { definition: hello, options: { mergeTags: [{ name: '__proto__', value: 'x' }] } },
        { definition: hello, syncedSections: [{ id: 1, definition: '{"__proto__":1}' }] },
      ];
      for (const body of cases) {
        const response = await post(body);
        const what = JSON.stringify(body).slice(0, 120);
        expect(response.status, what).to.be.lessThan(500);
        if (response.status === 200) {
          expect(response.body.html, what).to.not.match(/<script>alert|href="javascript:|onerror=alert/i);
        } else {
          expect(response.status, what).to.equal(422);
          expect(response.body.errors, what).to.be.an('array').that.is.not.empty;
        }
      }
      expect(({} as Record<string, unknown>).polluted).to.equal(undefined);
    });

    it('422 output_too_large, never a huge answer: a tag repeated with a long value, written tags, mjml copying a default', async () => {
      const repeated = (tag: string, times: number) =>
        JSON.stringify(email(section(column(text(tag.repeat(times)), text(tag.repeat(times))))));
      const cases: Record<string, Record<string, unknown>> = {
        // 1,200 tags x 5,000 characters: 6 MB of values.
        'evaluated values': {
          definition: repeated('{{a}}', 600),
          options: { evaluateMergeTags: true, mergeTags: [{ name: 'a', value: 'x'.repeat(5_000) }] },
        },
        // 30,000 AMPscript tags with a 200-character fallback, about 260 characters each: 7.8 MB.
        'written tags': {
          definition: repeated('{{a}}', 15_000),
          options: {
            emailServiceProvider: 'salesforce-marketing-cloud',
            mergeTags: [{ name: 'a', fallback: 'y'.repeat(200) }],
          },
        },
        // One 4,000-character default background, which mjml copies into each of 1,000 sections three times: 12 MB.
        'mjml copying a default': {
          definition: JSON.stringify({
            ...email(...Array.from({ length: 1_000 }, () => section())),
            attributes: { 'mj-section': { 'background-url': `https://example.com/${'b'.repeat(3_900)}.png` } },
          }),
        },
      };
      for (const [what, body] of Object.entries(cases)) {
        const response = await post(body);
        expect(response.status, what).to.equal(422);
        expect(response.body, what).to.include({ code: 'output_too_large' });
        expect(response.body.message, what).to.match(/maxOutputBytes/);
        expect(response.body.errors, what).to.be.an('array').that.is.not.empty;
      }
      // Under the budget the same request is a 200: 100 tags of 5,000 characters.
      const fine = await post({
        definition: repeated('{{a}}', 50),
        options: { evaluateMergeTags: true, mergeTags: [{ name: 'a', value: 'x'.repeat(5_000) }] },
      });
      expect(fine.status).to.equal(200);
      expect(fine.body.html.length).to.be.greaterThan(500_000);
    });

    it('405 for other methods', async () => {
      const response = await app.get('/email/v1/json2html');
      expect(response.status).to.equal(405);
    });
  });
}
