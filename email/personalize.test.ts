import { expect } from 'chai';
import fc from 'fast-check';
import mjml2html from 'mjml';
import { flattenMergeTags, mergeTagsSchema, type MergeTagEntry, type MergeTagItem } from './merge-tags.ts';
import { checkMergeTagSyntax, compilePersonalization, personalize, type PersonalizeOptions } from './personalize.ts';
import { PlaceholderTable } from './placeholders.ts';
import { getProvider, providerFor } from './providers/index.ts';

const HOSTILE_HTML = '<img src=x onerror=alert(1)>';
const SCRIPT_URLS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'javascript&colon;alert(1)',
  '&#106;avascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
];

const tags = (record: Record<string, string>): Map<string, MergeTagItem> =>
  new Map(Object.entries(record).map(([name, value]) => [name, { name, value }]));
const evaluate = (values: Map<string, MergeTagItem>): PersonalizeOptions => ({
  evaluate: true,
  mergeTags: values,
  provider: providerFor(undefined),
});
const write = (id: string, values: Map<string, MergeTagItem> = new Map()): PersonalizeOptions => ({
  evaluate: false,
  mergeTags: values,
  provider: getProvider(id)!,
});

/** A snippet of HTML as mjml would emit it, with merge tags turned into tokens by the serializer's table. */
function snippet(build: (t: PlaceholderTable) => string) {
  const table = new PlaceholderTable();
  const html = build(table);
  return { html, uses: table.uses };
}

const TOKEN_CHARS = /[\uE000\uE001]/;

describe('personalize', () => {
  describe('with evaluated merge tags', () => {
    it('writes values escaped, so that markup in a value stays text, in text and in attributes', () => {
      const { html, uses } = snippet((t) => `<p>Hi ${t.inText('{{name}}')}</p><img alt="${t.inText('{{name}}')}">`);
      const out = personalize(html, uses, evaluate(tags({ name: `${HOSTILE_HTML}" onload="x` })));
      expect(out.html).to.equal(
        '<p>Hi &lt;img src=x onerror=alert(1)&gt;&quot; onload=&quot;x</p><img alt="&lt;img src=x onerror=alert(1)&gt;&quot; onload=&quot;x">',
      );
      expect(out.warnings).to.deep.equal([]);
    });

    for (const url of SCRIPT_URLS) {
      it(`blocks the URL value ${JSON.stringify(url)} at the start of a link`, () => {
        const { html, uses } = snippet((t) => `<a href="${t.inUrl('{{link}}', 'link')}">x</a>`);
        const out = personalize(html, uses, evaluate(tags({ link: url })));
        expect(out.html).to.equal('<a href="#">x</a>');
        expect(out.warnings.map((w) => [w.type, w.name])).to.deep.equal([['unsafe_merge_tag_url', 'link']]);
      });
    }

    it('keeps an allowed URL value, escaped for the attribute', () => {
      const { html, uses } = snippet((t) => `<a href="${t.inUrl('{{link}}', 'link')}">x</a>`);
      expect(personalize(html, uses, evaluate(tags({ link: 'https://example.com/?a=1&b="2"' }))).html).to.equal(
        '<a href="https://example.com/?a=1&amp;b=&quot;2&quot;">x</a>',
      );
    });

    it('percent-encodes a value inside a URL, so it can add neither a scheme nor markup', () => {
      const { html, uses } = snippet((t) => `<a href="${t.inUrl('https://example.com/?e={{email}}', 'link')}">x</a>`);
      const out = personalize(html, uses, evaluate(tags({ email: '"><script>alert(1)</script>javascript:' })));
      expect(out.html).to.equal(
        '<a href="https://example.com/?e=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3Ejavascript%3A">x</a>',
      );
      const lone = personalize(html, uses, evaluate(tags({ email: 'a\uD800b' }))); // would throw in encodeURIComponent
      expect(lone.html).to.include('?e=a%EF%BF%BDb');
    });

    it('leaves an unknown tag empty, with one warning however often it is used', () => {
      const { html, uses } = snippet(
        (t) => `<p>${t.inText('{{ghost}}')} and ${t.inText('{{ghost}}')} and ${t.inText('{{known}}')}</p>`,
      );
      const out = personalize(html, uses, evaluate(tags({ known: 'K' })));
      expect(out.html).to.equal('<p> and  and K</p>');
      expect(out.warnings.map((w) => [w.type, w.name])).to.deep.equal([['unknown_merge_tag', 'ghost']]);
    });

    it('uses the sample when there is no value', () => {
      const { html, uses } = snippet((t) => `<p>${t.inText('{{plan}}')}</p>`);
      expect(personalize(html, uses, evaluate(new Map([['plan', { name: 'plan', sample: 'Pro' }]]))).html).to.equal(
        '<p>Pro</p>',
      );
    });

    it('leaves empty a token with no row in the table, or whose context letter disagrees with its row', () => {
      const { html, uses } = snippet((t) => `<p>${t.inText('{{a}}')}</p>`);
      const forged = `${html}<p>\uE000T7\uE001</p><a href="\uE000U0\uE001">`;
      const out = personalize(forged, uses, evaluate(tags({ a: 'A' })));
      expect(out.html).to.equal('<p>A</p><p></p><a href="">');
      expect(out.warnings.map((w) => w.name)).to.deep.equal(['#7', '#0']);
    });
  });

  describe("with the provider's syntax", () => {
    it("writes each tag in the provider's syntax, as it is, in text and in URLs", () => {
      const { html, uses } = snippet(
        (t) =>
          `<p>Hi ${t.inText('{{first_name}}')}</p><a href="${t.inUrl('{{profile_url}}', 'link')}">p</a><a href="${t.inUrl('https://x.test/?e={{email}}', 'link')}">e</a>`,
      );
      expect(personalize(html, uses, write('mailchimp')).html).to.equal(
        '<p>Hi *|FIRST_NAME|*</p><a href="*|PROFILE_URL|*">p</a><a href="https://x.test/?e=*|EMAIL|*">e</a>',
      );
      expect(personalize(html, uses, write('klaviyo')).html).to.equal(
        '<p>Hi {{ first_name }}</p><a href="{{ profile_url }}">p</a><a href="https://x.test/?e={{ email }}">e</a>',
      );
      expect(personalize(html, uses, write('salesforce-marketing-cloud')).html).to.include(
        `href="%%=AttributeValue('profile_url')=%%"`,
      );
    });

    it('writes the fallback where the provider has a syntax for one, and says when it has none', () => {
      const { html, uses } = snippet((t) => `<p>${t.inText('{{first_name}}')}</p>`);
      const values = new Map([['first_name', { name: 'first_name', fallback: 'there' }]]);
      expect(personalize(html, uses, write('campaign-monitor', values)).html).to.equal(
        '<p>[first_name,fallback=there]</p>',
      );
      const mailchimp = personalize(html, uses, write('mailchimp', values));
      expect(mailchimp.html).to.equal('<p>*|FIRST_NAME|*</p>');
      expect(mailchimp.warnings.map((w) => w.type)).to.deep.equal(['merge_tag_fallback_ignored']);
    });

    it('leaves out, with a warning, a tag the provider cannot write', () => {
      const { html, uses } = snippet((t) => `<p>${t.inText('{{first-name}}')}!</p>`);
      const out = personalize(html, uses, write('mailchimp'));
      expect(out.html).to.equal('<p>!</p>');
      expect(out.warnings.map((w) => [w.type, w.name])).to.deep.equal([['unsupported_merge_tag', 'first-name']]);
    });

    it('reports before rendering the names and fallbacks the provider cannot write, with their paths', () => {
      const { uses } = snippet((t) => `${t.inText('{{first-name}}')}${t.inText('{{ok}}')}`);
      const entries = mergeTagsSchema.parse([
        { name: 'ok' },
        { label: 'g', items: [{ name: 'city', fallback: 'x|y' }] },
      ]) as MergeTagEntry[];
      const issues = checkMergeTagSyntax(uses, entries, write('mailchimp', flattenMergeTags(entries)));
      expect(issues.map((i) => i.path)).to.deep.equal([['definition']]); // Mailchimp writes no fallback, so none is refused
      const cm = checkMergeTagSyntax(
        uses,
        [{ label: 'g', items: [{ name: 'city', fallback: 'a]b' }] }],
        write('campaign-monitor'),
      );
      expect(cm.map((i) => i.path)).to.deep.equal([
        ['definition'],
        ['options', 'mergeTags', 0, 'items', 0, 'fallback'],
      ]);
      expect(checkMergeTagSyntax(uses, entries, evaluate(new Map()))).to.deep.equal([]);
    });
  });

  it('replaces every token and keeps every other character, in order', () => {
    // Text around the tokens looks like them (T, digits, & and <), but holds no delimiter: the
    // renderer strips delimiters from every template string before tokens are made.
    const text = fc
      .stringMatching(/^[T0-9a&< \uE000\uE001]{0,6}$/)
      .map((s) => ({ text: s.replace(/[\uE000\uE001]/g, '') }));
    const piece = fc.oneof(
      text,
      fc.constantFrom('a', 'b', 'c').map((name) => ({ name })),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const table = new PlaceholderTable();
        const html = pieces.map((p) => ('name' in p ? table.token(p.name, 'text') : p.text)).join('');
        const out = personalize(html, table.uses, evaluate(tags({ a: 'A', b: 'B' })));
        expect(out.html).to.equal(
          pieces
            .map((p) => ('name' in p ? (({ a: 'A', b: 'B' } as Record<string, string>)[p.name] ?? '') : p.text))
            .join(''),
        );
        expect(out.html).not.to.match(TOKEN_CHARS);
        expect(out.warnings.length).to.equal(pieces.some((p) => 'name' in p && p.name === 'c') ? 1 : 0);
      }),
    );
  });

  describe('when the provider reads the output: its syntax is only what the renderer writes', () => {
    it("breaks a delimiter made where text meets the renderer's tag, on the text's side", () => {
      const { html, uses } = snippet((t) => `<p>{${t.inText('{{x}}')}}</p><p>\\${t.inText('{{x}}')}</p>`);
      expect(personalize(html, uses, write('liquid')).html).to.equal(
        '<p>&#123;{{ x | escape }}&#125;</p><p>\\{{ x | escape }}</p>',
      );
      expect(personalize(html, uses, write('handlebars')).html).to.equal('<p>&#123;{{x}}&#125;</p><p>&#92;{{x}}</p>');
    });

    it("breaks a delimiter made where a value meets text or the renderer's syntax, on the value's side", () => {
      const { html, uses } = snippet((t) => `<p>{${t.inText('{{a}}')}%</p><p>${t.inText('{{b}}')}</p>`);
      const values = tags({ a: '{a{', b: '{%x%}' });
      const out = personalize(html, uses, {
        ...evaluate(values),
        provider: getProvider('liquid')!,
        providerReads: true,
      });
      // Text's `{` before the value's `{`; the value's `{` before the text's `%`; inside a value.
      expect(out.html).to.equal('<p>&#123;{a&#123;%</p><p>&#123;%x&#37;}</p>');
      // ActiveCampaign: a value's letter right after the renderer's condition would extend it.
      const ac = compilePersonalization(`<p>\uE000S0\uE001${uses[0]!.token}</p>`, uses, ["%IF $PLAN == 'pro'%"]);
      expect(ac.render({ ...evaluate(tags({ a: 'IF' })), provider: getProvider('activecampaign')! }).html).to.equal(
        "<p>%IF $PLAN == 'pro'%&#73;F</p>",
      );
    });

    it("writes the renderer's conditions (S tokens) as they are, and reads the output for the provider whenever it wrote any", () => {
      const { html, uses } = snippet((t) => `\uE000S0\uE001<p>{{ ${t.inText('{{a}}')} }}</p>\uE000S1\uE001`);
      const compiled = compilePersonalization(html, uses, ['{% if a %}', '{% endif %}']);
      // Tags evaluated, but a condition is written: Liquid reads the output.
      expect(compiled.render({ ...evaluate(tags({ a: 'A' })), provider: getProvider('liquid')! }).html).to.equal(
        '{% if a %}<p>&#123;{ A &#125;}</p>{% endif %}',
      );
      // Nothing written and no provider named: the HTML is final, nothing is broken.
      const plain = compilePersonalization(`<p>{{ ${uses[0]!.token} }}</p>`, uses);
      expect(plain.render(evaluate(tags({ a: 'A' }))).html).to.equal('<p>{{ A }}</p>');
      expect(plain.render({ ...evaluate(tags({ a: 'A' })), providerReads: true }).html).to.equal(
        '<p>&#123;{ A &#125;}</p>',
      );
    });
  });

  describe('the output budget', () => {
    it('stops as soon as the personalized HTML passes it, without building the rest: 20,000 tags of 5,000 characters', () => {
      const table = new PlaceholderTable();
      const token = table.inText('{{a}}');
      const html = `<p>${token.repeat(20_000)}</p>`;
      const budget = 1_000_000;
      let thrown: unknown;
      try {
        personalize(html, table.uses, { ...evaluate(tags({ a: 'x'.repeat(5_000) })), maxOutputBytes: budget });
      } catch (error) {
        thrown = error;
      }
      expect(thrown)
        .to.be.an('error')
        .with.property('message')
        .that.matches(/maxOutputBytes/);
      const { limit, counted } = thrown as { limit: number; counted: number };
      expect(limit).to.equal(budget);
      // It stopped at the first piece past the budget: at most one value (5,000 bytes) beyond it.
      expect(counted)
        .to.be.greaterThan(budget)
        .and.at.most(budget + 5_000);
    });

    it('counts bytes of UTF-8, written tags and conditions included, and lets an email of exactly the budget through', () => {
      const table = new PlaceholderTable();
      const html = `<p>${table.inText('{{a}}')}</p>`;
      const value = 'é'.repeat(10); // 20 bytes in UTF-8
      const exact = Buffer.byteLength(`<p>${value}</p>`);
      expect(personalize(html, table.uses, { ...evaluate(tags({ a: value })), maxOutputBytes: exact }).html).to.equal(
        `<p>${value}</p>`,
      );
      expect(() =>
        personalize(html, table.uses, { ...evaluate(tags({ a: value })), maxOutputBytes: exact - 1 }),
      ).to.throw(/maxOutputBytes/);
      const written = Buffer.byteLength("<p>%%=AttributeValue('a')=%%</p>");
      expect(() =>
        personalize(html, table.uses, { ...write('salesforce-marketing-cloud'), maxOutputBytes: written - 1 }),
      ).to.throw(/maxOutputBytes/);
    });
  });

  it('compiles once and renders for each recipient', () => {
    const { html, uses } = snippet((t) => `<p>${t.inText('{{name}}')}</p>`);
    const compiled = compilePersonalization(html, uses);
    expect(compiled.tokenCount).to.equal(1);
    expect(compiled.render(evaluate(tags({ name: 'Ada' }))).html).to.equal('<p>Ada</p>');
    expect(compiled.render(evaluate(tags({ name: 'Grace' }))).html).to.equal('<p>Grace</p>');
  });

  it('personalizes real mjml output: tokens survive mjml, minified or not, and hostile values stay inert', async () => {
    const table = new PlaceholderTable();
    const source = `<mjml><mj-body><mj-section><mj-column>
      <mj-text>Hello ${table.inText('{{name}}')}</mj-text>
      <mj-button href="${table.inUrl('{{link}}', 'link')}">Go</mj-button>
      <mj-image src="https://example.com/a.png" alt="${table.inText('{{name}}')}" href="${table.inUrl('https://example.com/?u={{name}}', 'link')}"></mj-image>
    </mj-column></mj-section></mj-body></mjml>`;
    for (const minify of [false, true]) {
      const { html } = await mjml2html(source, { minify, validationLevel: 'strict' });
      const compiled = compilePersonalization(html, table.uses);
      expect(compiled.tokenCount, 'tokens after mjml').to.equal(4);
      const out = compiled.render(evaluate(tags({ name: HOSTILE_HTML, link: 'javascript:alert(1)' })));
      expect(out.html).not.to.match(TOKEN_CHARS);
      expect(out.html).not.to.include('<img src=x');
      expect(out.html).not.to.include('javascript:');
      expect(out.html).to.include('Hello &lt;img src=x onerror=alert(1)&gt;');
      expect(out.html).to.match(/href="#"/);
      const esp = compiled.render(write('liquid'));
      expect(esp.html).to.include('Hello {{ name | escape }}').and.include('href="{{ link | escape }}"');
    }
  }).timeout(20_000);
});
