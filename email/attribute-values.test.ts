import { expect } from 'chai';
import { FontResolver } from '../renderer/fonts/resolver.ts';
import { encodeUrlSyntax, mjmlAttributes, normalizeAttribute } from './attribute-values.ts';
import { PlaceholderTable } from './placeholders.ts';
import { EMAIL_TAGS, type AttributeKind } from './tags.ts';
import { EmailWarningSink } from './warnings.ts';

const check = (kind: AttributeKind, raw: string | number | boolean) =>
  normalizeAttribute(kind, raw, new PlaceholderTable());
const value = (kind: AttributeKind, raw: string | number | boolean) => {
  const outcome = check(kind, raw);
  return outcome.ok ? outcome.value : `refused:${outcome.reason}`;
};

function sink(tagName: string, attributes: Record<string, string | number | boolean | null>) {
  const warnings = new EmailWarningSink();
  const fonts = new FontResolver([], []);
  const record = mjmlAttributes(
    EMAIL_TAGS.get(tagName)!,
    attributes,
    { placeholders: new PlaceholderTable(), fonts, warnings },
    'n1',
  );
  // As the MJML text writes them (mjml-tree.ts).
  const markup = Object.entries(record)
    .map(([name, value]) => ` ${name}="${String(value)}"`)
    .join('');
  return { record, markup, warnings: warnings.toArray(), fonts };
}

describe('attribute values', () => {
  it("accepts each kind's usual values; bare numbers are pixels where the kind measures", () => {
    expect(value('px', 15)).to.equal('15px');
    expect(value('length', '50%')).to.equal('50%');
    expect(value('box', '10px 0 4px 25%')).to.equal('10px 0 4px 25%');
    expect(value('line-height', 1.5)).to.equal('1.5');
    expect(value('letter-spacing', '-0.5px')).to.equal('-0.5px');
    expect(value('color', 'rgba(0, 0, 0, 0.5)')).to.equal('rgba(0, 0, 0, 0.5)');
    expect(value('font-family', "'Open Sans', Arial, sans-serif")).to.equal("'Open Sans', Arial, sans-serif");
    expect(value('css', '1px solid #000')).to.equal('1px solid #000');
    expect(value('boolean', true)).to.equal('true');
    expect(value(['full-width', 'false'], false)).to.equal('false');
    expect(value('text', 'Tom & "Jerry"')).to.equal('Tom & "Jerry"');
  });

  it('refuses anything that could end a CSS declaration, rule or string', () => {
    const attacks = [
      'red;background:red',
      'red}',
      '#fff</style>',
      "x'",
      'x"',
      'expression(alert(1))',
      'url(javascript:x)',
      'a\\62 c',
      '1px\nsolid',
    ];
    for (const attack of attacks) {
      for (const kind of ['color', 'px', 'length', 'box', 'css', 'font-family', 'class', 'line-height'] as const) {
        expect(check(kind, attack).ok, `${kind} ${JSON.stringify(attack)}`).to.equal(false);
      }
    }
    expect(check('css', "'quoted'").ok).to.equal(false);
  });

  it('refuses URLs with a script scheme and percent-encodes CSS syntax in the rest', () => {
    for (const url of [
      'javascript:alert(1)',
      'JAVASCRIPT:x',
      'java\nscript:x',
      'javascript&colon;x',
      'vbscript:x',
      'data:text/html,x',
    ]) {
      expect(value('link', url), url).to.equal('refused:unsafe_url');
      expect(value('background', url), url).to.equal('refused:unsafe_url');
    }
    expect(value('background', 'https://x.example/a b\'(c)".png')).to.equal('https://x.example/a%20b%27%28c%29%22.png');
    expect(value('link', 'mailto:a@example.com')).to.equal('mailto:a@example.com');
    expect(value('image', 'mailto:a@example.com')).to.equal('refused:unsafe_url');
    expect(encodeUrlSyntax('a<b>`c\\')).to.equal('a%3Cb%3E%60c%5C');
  });

  it('writes only allowed names, escaping every value for the attribute mjml copies it into', () => {
    const { markup, warnings } = sink('mj-image', {
      alt: `"'<>&`,
      title: 'a\nb',
      containerWidth: 600,
      'on-error': 'x',
      onerror: 'alert(1)',
      constructor: 'x',
      src: null,
    });
    expect(markup).to.equal(' alt="&quot;&#39;&lt;&gt;&amp;" title="a\nb"');
    expect(warnings.map((w) => [w.type, w.attribute, w.uid])).to.deep.equal([
      ['unknown_attribute', 'on-error', 'n1'],
      ['unknown_attribute', 'onerror', 'n1'],
      ['unknown_attribute', 'constructor', 'n1'],
    ]);
  });

  it('an own __proto__ attribute name (from JSON) is reported, not followed', () => {
    const attributes = JSON.parse('{"__proto__": "x", "align": "left"}') as Record<string, string>;
    const { markup, warnings } = sink('mj-text', attributes);
    expect(markup).to.equal(' align="left"');
    expect(warnings.map((w) => w.attribute)).to.deep.equal(['__proto__']);
  });

  it('reports refused values by reason and records font families', () => {
    const { markup, warnings, fonts } = sink('mj-button', {
      href: 'javascript:x',
      color: 'red;x:y',
      width: 'wide',
      'font-family': 'Brand Sans, Arial',
    });
    expect(markup).to.equal(' font-family="Brand Sans, Arial"');
    expect(warnings.map((w) => [w.type, w.attribute])).to.deep.equal([
      ['unsafe_url', 'href'],
      ['unsafe_css', 'color'],
      ['invalid_attribute', 'width'],
    ]);
    expect(fonts.missing()).to.deep.equal(['Brand Sans']);
  });

  it('gives "true" and "false" as booleans, as mjml\'s parser does', () => {
    expect(sink('mj-image', { 'fluid-on-mobile': true, src: 'https://x.example/a.png' }).record).to.deep.equal({
      'fluid-on-mobile': true,
      src: 'https://x.example/a.png',
    });
    expect(sink('mj-image', { 'fluid-on-mobile': 'false' }).record['fluid-on-mobile']).to.equal(false);
  });

  it("keeps a value that mjml's type refuses, as mjml does, with mjml's words, the node and the attribute", () => {
    const { markup, warnings } = sink('mj-text', {
      'line-height': 'normal',
      color: 'hsl(10, 20%, 30%)',
      'font-size': '15px',
    });
    expect(markup).to.equal(' line-height="normal" color="hsl(10, 20%, 30%)" font-size="15px"');
    expect(warnings.map((w) => [w.type, w.uid, w.attribute, w.message])).to.deep.equal([
      [
        'mjml_validation',
        'n1',
        'line-height',
        'mjml: mj-text: Attribute line-height has invalid value: normal for type Unit, only accepts (px, %, ) units and 1 value(s)',
      ],
      [
        'mjml_validation',
        'n1',
        'color',
        'mjml: mj-text: Attribute color has invalid value: hsl(10, 20%, 30%) for type Color ',
      ],
    ]);
  });
});
