/**
 * Provider-syntax injection, end to end through the email job (what a worker runs for POST
 * /email/v1/json2html): when the output goes to an email service provider, text of the template
 * (content, attributes, URLs, alt, titles, subject, preheader, mj-raw and mj-table blocks, styles,
 * font URLs, translations, synced sections) and evaluated merge values must not carry that
 * provider's own syntax to it. The only provider syntax in the output is what the renderer wrote
 * itself: its merge tags and its display conditions.
 *
 * The check is differential: the same email is rendered once with hostile strings and once with
 * each hostile string replaced by `x`. mjml's own markup and the renderer's syntax are the same in
 * both, so every delimiter of the provider's language (this file's own table, from each
 * provider's documented syntax) must occur as often in the first as in the second; a delimiter
 * formed across a boundary (`{` before the renderer's `{{name}}`) counts as one more. A second
 * check reads the output as a browser does: neutralization must not change a single character a
 * recipient sees, nor any attribute value, nor what a stylesheet means.
 */
import { expect } from 'chai';
import fc from 'fast-check';
import { decodeHTML } from 'entities/decode';
import { parse, type DefaultTreeAdapterTypes as P } from 'parse5';
import { clearEmailCaches, runEmailJob, type EmailJob } from './email-job.ts';
import { EMAIL_SERVICE_PROVIDERS } from '../../email/providers/index.ts';
import { button, column, email, image, raw, section, table, text } from '../../email/testing/builders.ts';
import type { EmailTemplate } from '../../email/schema.ts';
import { isSafeCssValue } from '../../renderer/css/value.ts';

/**
 * Each provider's delimiters, as its template language reads them (the provider files cite the
 * docs): every position where one starts. AMPscript: `%%[`, `%%=`, `]%%`, `=%%`, `%%name%%`.
 * ActiveCampaign: `%NAME%`, `%IF …%`, `%ELSE%`, `%/IF%`. Campaign Monitor: `[name,fallback=]`,
 * `[if:…]`, `[else]`, `[endif]`. Mailchimp: `*|…|*`. Handlebars: `{{`, `{{{`, `}}`, and `\{{`
 * (an escaped tag). Liquid: `{{`, `{%` and their ends. Jinja-like (Django, HubL, Brevo): also
 * `{#` comments.
 */
const JINJA = /\{[{%#]|[}%#]\}/y;
const HANDLEBARS = /\{\{|\}\}|\\\{/y;
const DELIMITERS: Record<string, RegExp> = {
  mailchimp: /\*\||\|\*/y,
  klaviyo: JINJA,
  hubspot: JINJA,
  sendgrid: HANDLEBARS,
  brevo: JINJA,
  mailgun: HANDLEBARS,
  'campaign-monitor': /\[[A-Za-z]/y,
  activecampaign: /%(?:[A-Za-z$%]|\/[A-Za-z])/y,
  'salesforce-marketing-cloud': /%%/y,
  handlebars: HANDLEBARS,
  liquid: /\{[{%]|[}%]\}/y,
};

/** How many delimiters of `provider` start somewhere in `html` (overlapping ones each count). */
function delimiterCount(html: string, provider: string): number {
  const re = DELIMITERS[provider] as RegExp;
  let count = 0;
  for (let i = 0; i < html.length; i++) {
    re.lastIndex = i;
    if (re.test(html)) count++;
  }
  return count;
}

/** The places author text reaches an email, each filled with `s` (merge tags written around some). */
interface Slots {
  readonly s: string;
}

/** A condition every provider can write: core Handlebars tests only whether a value is set. */
const condition = (provider: string) =>
  provider === 'handlebars'
    ? { match: 'all', rules: [{ tag: 'plan', operator: 'isSet' }] }
    : { match: 'all', rules: [{ tag: 'plan', operator: 'equals', value: 'pro' }] };

/** `value` when the CSS sink takes it (the schema refuses the template otherwise), else `x`. */
const css = (value: string): string => (isSafeCssValue(value) ? value : 'x');

function template({ s }: Slots, provider: string): EmailTemplate {
  const family = css(`'${s.replace(/['"]/g, '')}', serif`);
  // A font the template lists with a URL: it reaches a <link href> and a CSS @import url("…").
  const fontUrl = `https://fonts.example/css?family=${encodeURI(s.slice(0, 300)).replace(/"/g, '%22')}&x=${s.slice(0, 300)}`;
  return email(
    {
      attributes: {
        subject: `${s} {{first_name}}${s}`,
        preheader: `${s}{{first_name}}${s}`,
        ':font-family': "'Brand', sans-serif",
        'h1:font-family': family,
      },
      style: { p: { 'font-family': family }, h2: { color: css(s) } },
      fonts: [{ label: 'Brand', style: "'Brand', sans-serif", url: fontUrl }],
      langs: [
        { key: 'en', primary: true },
        { key: 'de', translations: { translated: { content: `<p>DE ${s}{{first_name}}${s}</p>` } } },
      ],
    },
    section(
      column(
        text(
          `<p>${s}{{first_name}}${s} <a href="https://x.example/${s}?q={{first_name}}&s=${s}" title="${s}">${s}</a></p>`,
          { uid: 'translated' },
        ),
        button(`${s}{{first_name}}${s}`, { attributes: { href: `https://x.example/b/${s}` } }),
        image({
          src: `https://x.example/i/${s}.png`,
          alt: `${s}{{first_name}}${s}`,
          title: s,
          href: `{{profile_url}}${s}`,
        }),
        raw(`<div title="${s}">${s}{{first_name}}${s}</div>`),
        table(`<tr><td>${s}{{first_name}}${s}</td></tr>`),
      ),
    ),
    section(
      { uid: 'conditional', displayCondition: condition(provider) } as never,
      column(text(`<p>${s}</p>`), text(`<p>${s}{{plan}}${s}</p>`)),
    ),
    section({ displayCondition: condition(provider) } as never, column(text(`<p>inside ${s}</p>`))),
    { tagName: 'mj-section', syncedId: 7 },
  );
}

const synced = (s: string) => [
  { id: 7, definition: JSON.stringify(section(column(text(`<p>synced ${s}{{first_name}}${s}</p>`)))) },
];

function job(provider: string, s: string, mode: 'write' | 'evaluate', value = s): EmailJob {
  return {
    definition: JSON.stringify(template({ s }, provider)),
    options: {
      emailServiceProvider: provider,
      language: 'de',
      evaluateMergeTags: mode === 'evaluate',
      variants: { enrichWithConditions: true },
      mergeTags: [
        { name: 'first_name', value: `${value}Ada${value}` },
        { name: 'plan', value },
        { name: 'profile_url', value: `https://x.example/p/${value}` },
      ],
    },
    syncedSections: synced(s),
  };
}

async function html(request: EmailJob): Promise<string> {
  const outcome = await runEmailJob(request);
  if (!outcome.ok) throw new Error(`render failed: ${outcome.message} ${JSON.stringify(outcome.errors)}`);
  return outcome.html;
}

/** A merge tag as templates write it (email/placeholders.ts): the renderer writes its own syntax for each. */
const MERGE_TAG = /\{\{\s*[A-Za-z_][A-Za-z0-9_.-]{0,99}\s*\}\}/g;
const SPELLS_TAG = new RegExp(MERGE_TAG.source);

/**
 * `s` with every character any provider's delimiters are made of replaced by `~`, except inside
 * merge tags: the same email (the same markup, the same merge tags, URLs as valid or not: `~` is
 * no more a scheme character than those it replaces, opens nothing after `<`, and is never
 * percent-encoded) with nothing to neutralize.
 */
function baselineOf(s: string): string {
  const plain = (text: string) => text.replace(/[{}%#*|[\]\\$&]/g, '~');
  let out = '';
  let last = 0;
  for (const m of s.matchAll(MERGE_TAG)) {
    out += plain(s.slice(last, m.index)) + m[0];
    last = m.index + m[0].length;
  }
  return out + plain(s.slice(last));
}

/** Renders `s` and the baseline, and asserts the provider finds no more syntax in the first. */
async function expectNoInjectedSyntax(
  provider: string,
  s: string,
  mode: 'write' | 'evaluate',
  value = s,
): Promise<string> {
  const hostile = await html(job(provider, s, mode, value));
  const baseline = await html(job(provider, baselineOf(s), mode, baselineOf(value)));
  expect(delimiterCount(hostile, provider), `${provider} (${mode}) delimiters with ${JSON.stringify(s)}`).to.equal(
    delimiterCount(baseline, provider),
  );
  return hostile;
}

/** CSS as it means: comments dropped, escapes decoded, hex or not (a neutralized stylesheet means the same). */
function cssMeaning(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(
      /\\(?:([0-9a-fA-F]{1,6}) ?|([^0-9a-fA-F\n]))/g,
      (_, hex: string | undefined, ch: string | undefined) => ch ?? String.fromCodePoint(parseInt(hex as string, 16)),
    );
}

/** What a browser (and Outlook, for conditional comments) reads of `html`: text, attributes, styles. */
function visible(html: string): string[] {
  const out: string[] = [];
  const walk = (node: P.ParentNode): void => {
    for (const child of node.childNodes) {
      if (child.nodeName === '#text')
        out.push(node.nodeName === 'style' ? cssMeaning((child as P.TextNode).value) : (child as P.TextNode).value);
      else if (child.nodeName === '#comment') out.push(`<!--${decodeHTML((child as P.CommentNode).data)}-->`);
      else if ('tagName' in child) {
        out.push(`<${child.tagName} ${child.attrs.map((a) => `${a.name}=${a.value}`).join(' ')}>`);
        walk(child);
      }
    }
  };
  walk(parse(html));
  return out;
}

/**
 * Breakouts that work when nothing neutralizes the output, per provider (the examples of the
 * issue and each provider's documented syntax): closing the renderer's condition early and
 * opening one that hides the rest, printing a value raw, running code.
 */
const BREAKOUTS: Record<string, readonly string[]> = {
  liquid: [
    '{{ first_name | upcase }}',
    '{% endif %}shown to all{% if false %}',
    '{{{first_name}}}',
    '{%raw%}',
    '{{',
    '{',
    '}',
  ],
  handlebars: ['{{{first_name}}}', '{{/if}}shown to all{{#if false}}', '\\', '{{', '{', '}', '{{> partial}}'],
  sendgrid: ['{{{@root.first_name}}}', '{{/if}}{{#if false}}', '{{insert @root.x "default=y"}}', '\\', '{', '}'],
  mailgun: ['{{{first_name}}}', '{{/equal}}{{#if false}}', '\\', '{', '}'],
  klaviyo: ['{{ person.email }}', '{% endif %}{% if false %}', '{# hides the rest', '{', '}', '%', '#'],
  hubspot: [
    '{{ contact.email }}',
    '{% endif %}{% if false %}',
    '{# hides the rest',
    '{{ request.query_dict }}',
    '{',
    '}',
    '%',
    '#',
  ],
  brevo: ['{{ contact.EMAIL }}', '{% endif %}{% if false %}', '{# x #}', '{', '}', '%'],
  mailchimp: ['*|EMAIL|*', '*|END:IF|*shown to all*|IF:NOPE|*', '*|', '|*', '*', '|', '*|MC:SUBJECT|*'],
  'campaign-monitor': ['[email]', '[endif]shown to all[if:x=y]', '[firstname,fallback=]', '[', '[else]'],
  activecampaign: ['%EMAIL%', "%/IF%shown to all%IF $X == 'y'%", '%ELSE%', '%', '%%', '100%OFF%'],
  'salesforce-marketing-cloud': [
    '%%=v(@x)=%%',
    '%%[ ENDIF ]%%shown to all%%[ IF 1 == 2 THEN ]%%',
    '%%emailaddr%%',
    '%',
    '%%',
    '%%[ SET @x = HTTPGet("https://x.example") ]%%',
  ],
};

/** Characters of a provider's syntax split across an HTML character reference, which sanitized text decodes. */
const SPLIT = [
  '&#123;{ first_name | upcase }}',
  '&lbrace;&lbrace;x.y z}}',
  '&#x7b;% endif %}',
  '*&#124;EMAIL|*',
  '&percnt;%=v(@x)=%%',
  '&lsqb;email]',
  '&#37;EMAIL%',
];

/** Look-alikes no provider reads as syntax: left as they are. */
const LOOKALIKES = [
  '\uFF5B\uFF5Bfirst_name\uFF5D\uFF5D',
  '\uFE5B% endif %\uFE5C',
  '\uFF0A\uFF5CEMAIL\uFF5C\uFF0A',
  '\uFF05\uFF05=v(@x)=\uFF05\uFF05',
  '\uFF3Bemail\uFF3D',
  '\u2774\u2774x\u2775\u2775',
];

describe('provider syntax in template text and merge values (server/render/email-job.ts)', function () {
  this.timeout(180_000);
  beforeEach(() => clearEmailCaches());

  it('has a delimiter row and a breakout row for every provider', () => {
    const ids = EMAIL_SERVICE_PROVIDERS.map((p) => p.id);
    expect(Object.keys(DELIMITERS)).to.have.members(ids);
    expect(Object.keys(BREAKOUTS)).to.have.members(ids);
  });

  for (const p of EMAIL_SERVICE_PROVIDERS) {
    it(`${p.id}: each breakout, in every place author text or a merge value reaches, adds no ${p.label} syntax`, async () => {
      for (const s of [...(BREAKOUTS[p.id] as string[]), ...SPLIT]) {
        await expectNoInjectedSyntax(p.id, s, 'write');
        await expectNoInjectedSyntax(p.id, s, 'evaluate');
      }
    });
  }

  it("liquid: the issue's examples come out as text, and the renderer's own tag and condition stay intact", async () => {
    const out = await html(job('liquid', '{{ first_name | upcase }}{% endif %}{{{x}}}', 'write'));
    expect(out).not.to.include('{{ first_name | upcase }}').and.not.to.include('{% endif %}{{{');
    expect(out).to.include('{{ first_name | escape }}');
    expect(out).to.include(`{% if plan == 'pro' %}`).and.include('{% endif %}');
    const texts = visible(out).join('\n');
    expect(texts).to.include('{{ first_name | upcase }}{% endif %}{{{x}}}');
  });

  it('look-alike characters are not escaped: the provider would not read them', async () => {
    for (const p of EMAIL_SERVICE_PROVIDERS) {
      const out = await html(job(p.id, LOOKALIKES.join(' '), 'evaluate'));
      for (const lookalike of LOOKALIKES) expect(out, `${p.id}: ${lookalike}`).to.include(lookalike);
    }
  });

  it('neutralizing changes nothing a recipient sees: the same text, attributes and styles as with no provider', async () => {
    const s = `${Object.values(BREAKOUTS).flat().join(' ')} ${SPLIT.join(' ')}`;
    const reference = job('handlebars', s, 'evaluate');
    const plain = await html({
      ...reference,
      options: { ...reference.options, emailServiceProvider: undefined, variants: {} },
    });
    expect(plain, 'the reference is not neutralized').to.include('{{ first_name | upcase }}');
    for (const p of EMAIL_SERVICE_PROVIDERS) {
      const request = job(p.id, s, 'evaluate');
      const neutralized = await html({ ...request, options: { ...request.options, variants: {} } });
      expect(neutralized, p.id).not.to.equal(plain);
      const [got, want] = [visible(neutralized), visible(plain)];
      const first = got.findIndex((item, i) => item !== want[i]);
      const [a, b] = [got[first] ?? '', want[first] ?? ''];
      let at = 0;
      while (at < a.length && a[at] === b[at]) at++;
      const where = (text: string) => JSON.stringify(text.slice(Math.max(0, at - 60), at + 60));
      expect(first, `${p.id}, item ${first}: ${where(a)} where ${where(b)} was`).to.equal(-1);
      expect(got.length, p.id).to.equal(want.length);
    }
  });

  describe("property: strings from every provider's delimiter alphabet add no syntax", () => {
    // Mostly delimiter characters and character references of them, some letters and markup.
    const piece = fc.oneof(
      { arbitrary: fc.constantFrom('{', '}', '%', '#', '*', '|', '[', ']', '\\', '=', '$', '/', ':'), weight: 8 },
      {
        arbitrary: fc.constantFrom('&#123;', '&#x7b;', '&lbrace;', '&percnt;', '&#124;', '&lsqb;', '&#42;', '&bsol;'),
        weight: 2,
      },
      { arbitrary: fc.constantFrom('a', 'IF', 'endif', 'EMAIL', ' ', 'x.y', '@root'), weight: 3 },
      { arbitrary: fc.constantFrom('<b>', '</b>', '"', "'", '&', '<', '\uFF5B', '\uFF05'), weight: 1 },
    );
    const hostile = fc.array(piece, { minLength: 1, maxLength: 14 }).map((pieces) => pieces.join(''));
    for (const p of EMAIL_SERVICE_PROVIDERS) {
      it(p.id, async () => {
        await fc.assert(
          fc.asyncProperty(
            hostile,
            hostile,
            fc.constantFrom('write' as const, 'evaluate' as const),
            async (s, value, mode) => {
              // A merge tag the string spells (`{{a}}`, or `&#123;{a}}` once decoded) is the
              // renderer's to write: the baseline could not keep it.
              fc.pre(!SPELLS_TAG.test(decodeHTML(s)) && !SPELLS_TAG.test(s));
              await expectNoInjectedSyntax(p.id, s, mode, value);
            },
          ),
          { numRuns: Number(process.env.BREAKOUT_RUNS ?? 12) },
        );
      });
    }
  });
});
