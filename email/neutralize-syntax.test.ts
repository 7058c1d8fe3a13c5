/**
 * The provider-syntax sink on its own: where a delimiter stands decides how it is broken, and
 * breaking never changes what a browser reads (text, attribute values, a stylesheet's meaning)
 * nor mjml's own markup.
 */
import { expect } from 'chai';
import fc from 'fast-check';
import { parse, type DefaultTreeAdapterTypes as P } from 'parse5';
import { breakInCss, breakInHtml, neutralizeSyntax } from './neutralize-syntax.ts';
import { delimiters } from './providers/delimiters.ts';
import { EMAIL_SERVICE_PROVIDERS, getProvider } from './providers/index.ts';
import { renderEmail } from './render-email.ts';
import { multilingual, newsletter, receipt } from './testing/examples.ts';

const liquid = getProvider('liquid')!.delimiters;
const jinja = getProvider('klaviyo')!.delimiters;
const mailchimp = getProvider('mailchimp')!.delimiters;
const campaignMonitor = getProvider('campaign-monitor')!.delimiters;
const activecampaign = getProvider('activecampaign')!.delimiters;
const handlebars = getProvider('handlebars')!.delimiters;
const ampscript = getProvider('salesforce-marketing-cloud')!.delimiters;

/** Every delimiter of `d` that starts somewhere in `text`. */
function found(text: string, d: ReturnType<typeof delimiters>): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i++) {
    const length = d.at(text, i);
    if (length > 0) out.push(text.slice(i, i + length));
  }
  return out;
}

/** CSS as it means: comments dropped, escapes decoded (hex, or the character itself). */
function cssMeaning(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(
      /\\(?:([0-9a-fA-F]{1,6}) ?|([^0-9a-fA-F\n]))/g,
      (_, hex: string | undefined, ch: string | undefined) => ch ?? String.fromCodePoint(parseInt(hex as string, 16)),
    );
}

/** Text and attribute values as parse5 reads them, style text by its meaning. */
function read(html: string): string[] {
  const out: string[] = [];
  const walk = (node: P.ParentNode): void => {
    for (const child of node.childNodes) {
      if (child.nodeName === '#text')
        out.push(node.nodeName === 'style' ? cssMeaning((child as P.TextNode).value) : (child as P.TextNode).value);
      else if ('tagName' in child) {
        out.push(`<${child.tagName} ${child.attrs.map((a) => `${a.name}=${a.value}`).join(' ')}>`);
        walk(child);
      }
    }
  };
  walk(parse(html));
  return out;
}

describe('neutralizeSyntax (the provider-syntax sink)', () => {
  it('text and attribute values: the first character of each delimiter becomes a character reference', () => {
    const html = '<p title="{{ x | upcase }}">{% endif %}{{{y}}} 50%} {}</p>';
    const out = neutralizeSyntax(html, liquid);
    expect(out).to.equal(
      '<p title="&#123;{ x | upcase &#125;}">&#123;% endif &#37;}&#123;&#123;{y&#125;&#125;} 50&#37;} {}</p>',
    );
    expect(found(out, liquid)).to.deep.equal([]);
    expect(read(out)).to.deep.equal(read(html));
  });

  it('each provider its own: Mailchimp, Campaign Monitor, ActiveCampaign, AMPscript, Handlebars, Jinja comments', () => {
    const cases: [ReturnType<typeof delimiters>, string, string][] = [
      [mailchimp, '<p>*|END:IF|* a * b | c</p>', '<p>&#42;|END:IF&#124;* a * b | c</p>'],
      [campaignMonitor, '<p>[endif] [1] [ x]</p>', '<p>&#91;endif] [1] [ x]</p>'],
      [activecampaign, '<p>%/IF% 100% off %%</p>', '<p>&#37;/IF% 100% off &#37;%</p>'],
      [ampscript, '<p>%%=v(@x)=%% 50% 5%</p>', '<p>&#37;%=v(@x)=&#37;% 50% 5%</p>'],
      [handlebars, '<p>\\{{x}} {y}</p>', '<p>&#92;&#123;{x&#125;} {y}</p>'],
      [jinja, '<p>{# hides #} {a}</p>', '<p>&#123;# hides &#35;} {a}</p>'],
    ];
    for (const [d, html, expected] of cases) {
      const out = neutralizeSyntax(html, d);
      expect(out, html).to.equal(expected);
      expect(read(out), html).to.deep.equal(read(html));
    }
  });

  it('a delimiter spelled with character references is broken once the sanitizer has decoded it, and look-alikes are left alone', () => {
    // The sanitizer writes `&#123;&#123;` back as `{{`: the sink sees what the provider will.
    expect(neutralizeSyntax('<p>{{x}}</p>', liquid)).to.equal('<p>&#123;{x&#125;}</p>');
    const lookalikes = '<p>\uFF5B\uFF5Bx\uFF5D\uFF5D \uFF05\uFF05 \uFF0A\uFF5C \uFF3Bemail\uFF3D \u2774\u2774</p>';
    for (const p of EMAIL_SERVICE_PROVIDERS)
      expect(neutralizeSyntax(lookalikes, p.delimiters), p.id).to.equal(lookalikes);
  });

  it('CSS: an escape inside a string, an empty comment between tokens outside one, a space inside a comment; the meaning is kept', () => {
    const css = `@import url("https://f.example/{{x}}\\{{y}}"); h1 { font-family: '%%=v(@x)=%%', serif; width: 50%%; } a[href] { color: *|FNAME|*; } /* {{ c */`;
    for (const d of [liquid, ampscript, mailchimp, campaignMonitor, handlebars]) {
      const out = breakInCss(css, d);
      expect(found(out, d), out).to.deep.equal([]);
      expect(cssMeaning(out).replace(/\/\* ?\{ ?\{ c \*\//, ''), out).to.equal(
        cssMeaning(css).replace(/\/\* ?\{\{ c \*\//, ''),
      );
    }
    expect(breakInCss('a { width: 50%%; }', ampscript)).to.equal('a { width: 50%/**/%; }');
    expect(breakInCss('b { font-family: "{{x}}"; }', liquid)).to.equal('b { font-family: "\\7b {x\\7d }"; }');
    expect(breakInCss('/* {{x */', liquid)).to.equal('/* { {x */');
  });

  it("Outlook's conditional comments stay as mjml wrote them, their contents read as HTML; other comments are text", () => {
    const html =
      '<!--[if mso | IE]><table title="[email]"><tr><td>[endif]<![endif]--><!--[if !mso]><!--><p>[x]</p><!--<![endif]--><!-- [if:a=b] -->';
    const out = neutralizeSyntax(html, campaignMonitor);
    expect(out).to.equal(
      '<!--[if mso | IE]><table title="&#91;email]"><tr><td>&#91;endif]<![endif]--><!--[if !mso]><!--><p>&#91;x]</p><!--<![endif]--><!-- &#91;if:a=b] -->',
    );
  });

  it('keeps placeholder tokens and every character of markup', () => {
    const html = '<a href="\uE000U0\uE001">{\uE000T1\uE001}</a><mj-x data-a=b{{c>';
    expect(neutralizeSyntax(html, liquid)).to.equal(
      '<a href="\uE000U0\uE001">{\uE000T1\uE001}</a><mj-x data-a=b&#123;{c>',
    );
  });

  it("leaves mjml's own output as it is, byte for byte, but for the attribute selectors Campaign Monitor would read as tags", async () => {
    for (const template of [newsletter, receipt, multilingual]) {
      for (const desktopFirst of [false, true]) {
        const { html } = await renderEmail(template, { desktopFirst });
        for (const p of EMAIL_SERVICE_PROVIDERS) {
          const out = neutralizeSyntax(html, p.delimiters);
          if (p.id === 'campaign-monitor') expect(out.replace(/\[\/\*\*\//g, '[')).to.equal(html);
          else expect(out, p.id).to.equal(html);
        }
      }
    }
  }).timeout(20_000);

  it('property: no delimiter survives in text, and the text reads the same', () => {
    const piece = fc.constantFrom('{', '}', '%', '#', '*', '|', '[', '\\', 'a', 'IF', ' ', '/', '&#123;', '&amp;', '$');
    const text = fc.array(piece, { maxLength: 20 }).map((pieces) => pieces.join(''));
    fc.assert(
      fc.property(text, fc.constantFrom(...EMAIL_SERVICE_PROVIDERS), (t, p) => {
        const html = `<p title="${t.replace(/&/g, '&amp;')}">${t.replace(/&/g, '&amp;')}</p>`;
        const out = neutralizeSyntax(html, p.delimiters);
        expect(found(out, p.delimiters)).to.deep.equal([]);
        expect(read(out)).to.deep.equal(read(html));
        expect(breakInHtml(t, p.delimiters).length).to.be.at.least(t.length);
      }),
      { numRuns: 500 },
    );
  });

  it('delimiters(): written out or with a pattern; the first character is ASCII', () => {
    const d = delimiters('{{', ['%', /[A-Za-z]|\/[A-Za-z]/]);
    expect(d.firsts).to.equal('{%');
    expect([d.at('a{{', 1), d.at('%IF', 0), d.at('%/IF', 0), d.at('%/1', 0), d.at('% ', 0)]).to.deep.equal([
      2, 2, 3, 0, 0,
    ]);
    expect(() => delimiters('{')).to.throw(TypeError);
    expect(() => delimiters(['\uFF5B', /\{/])).to.throw(TypeError);
  });
});
