import { expect } from 'chai';
import { FontResolver } from '../renderer/fonts/resolver.ts';
import { placeholderPattern } from './placeholders.ts';
import type { EmailNode, EmailTemplate } from './schema.ts';
import { column, email, hero, image, raw, section, text } from './testing/builders.ts';
import { toMjml, type ToMjmlOptions } from './to-mjml.ts';
import { CONDITION_RAW } from './variants.ts';
import { EmailWarningSink } from './warnings.ts';

// These tests call the serializer directly, as a caller that skipped validation would: the sink
// must hold on its own.
function serialize(template: EmailTemplate, options: Partial<ToMjmlOptions> = {}) {
  const warnings = new EmailWarningSink();
  const result = toMjml(template, { fonts: new FontResolver([], []), warnings, ...options });
  return {
    ...result,
    mjml: result.mjml.replace(placeholderPattern(), (_, l: string, i: string) => `[${l}${i}]`),
    warnings: warnings.toArray(),
  };
}

describe('toMjml', () => {
  it('writes the document: root language and owa, head, body', () => {
    const { mjml } = serialize(
      email({ attributes: { subject: 'S', containerWidth: 480 } }, section(column(text('<p>x</p>')))),
      { lang: 'de', desktopFirst: true },
    );
    expect(mjml).to.equal(
      '<mjml lang="de" owa="desktop">\n<mj-head>\n<mj-title>S</mj-title>\n</mj-head>\n<mj-body width="480px">\n<mj-section>\n<mj-column>\n<mj-text><p>x</p></mj-text>\n</mj-column>\n</mj-section>\n</mj-body>\n</mjml>\n',
    );
  });

  it('global attributes become mj-attributes and mj-style; unknown ones are reported', () => {
    const { mjml, warnings } = serialize(
      email(
        {
          attributes: {
            ':font-family': 'Georgia, serif',
            ':color': '#333',
            'button:color': '#fff',
            'h1:color': '#111',
            'a:text-decoration': 'none',
            'mj-image': { 'border-radius': '4px' },
            'mj-evil': { x: 1 },
            foo: 'bar',
          },
        },
        section(column()),
      ),
    );
    expect(mjml).to.contain(
      '<mj-attributes>\n<mj-all font-family="Georgia, serif"></mj-all>\n<mj-text color="#333"></mj-text>\n<mj-button color="#fff"></mj-button>\n<mj-image border-radius="4px"></mj-image>\n</mj-attributes>',
    );
    expect(mjml).to.contain('<mj-style>h1 { color: #111; }\na { text-decoration: none; }</mj-style>');
    expect(warnings.map((w) => w.attribute)).to.deep.equal(['foo', 'mj-evil']);
  });

  it('the style sink holds without the schema: </style>, </mj-style>, braces and url() never reach mj-style', () => {
    const template = {
      ...email(section(column())),
      style: {
        h1: { color: 'red}</mj-style><mj-raw><script>x</script></mj-raw>', 'font-size': '12px' },
        'p</style>': { color: 'red' },
        a: { background: 'url(javascript:x)' },
      },
      attributes: { 'h2:color': 'red;}</style>' },
    } as EmailTemplate;
    const { mjml, warnings } = serialize(template);
    expect(mjml).to.contain('<mj-style>h1 { font-size: 12px; }</mj-style>');
    expect(mjml).not.to.match(/script|javascript|<\/style/);
    expect(warnings.filter((w) => w.type === 'unsafe_css')).to.have.length(4);
  });

  it('attribute values cannot break out of the MJML attribute or of the HTML attribute mjml copies them into', () => {
    const payload = `"' <>&\n`;
    const { mjml } = serialize(
      email(
        section(
          column(
            image({
              alt: payload,
              title: payload,
              src: `https://x.example/${payload}`,
              href: `https://x.example/?q=${payload}`,
            }),
          ),
        ),
      ),
    );
    expect(mjml).to.contain(
      '<mj-image alt="&quot;&#39; &lt;&gt;&amp;" title="&quot;&#39; &lt;&gt;&amp;" src="https://x.example/%22%27%20%3C%3E&amp;" href="https://x.example/?q=%22%27%20%3C%3E&amp;"></mj-image>',
    );
  });

  it('content cannot close its element: every < of text is escaped', () => {
    const { mjml } = serialize(
      email(section(column(text('</mj-text><mj-raw><script>alert(1)</script></mj-raw>a < b')))),
    );
    expect(mjml).to.contain('<mj-text>a &lt; b</mj-text>');
  });

  it('a node the schema would refuse is a programming error here, not passed through', () => {
    expect(() =>
      serialize(email(section(column({ tagName: 'mj-include', attributes: { path: '/etc/passwd' } } as EmailNode)))),
    ).to.throw(TypeError, /unknown tag/);
  });

  it('a placeholder delimiter that bypassed the schema is caught', () => {
    expect(() => serialize(email(section(column(text('<p>\uE000U0\uE001</p>')))))).to.throw(/placeholder delimiter/);
  });

  it('mj-raw in a column or hero becomes a row of its table; elsewhere it stays flow content', () => {
    const { mjml } = serialize(
      email(raw('<p>top</p>'), section(column(raw('<p>in column</p>'))), hero(raw('<p>in hero</p>'))),
    );
    expect(mjml).to.contain('<mj-raw><p>top</p></mj-raw>');
    expect(mjml).to.contain('<mj-raw><tr><td><p>in column</p></td></tr></mj-raw>');
    expect(mjml).to.contain('<mj-raw><tr><td><p>in hero</p></td></tr></mj-raw>');
  });

  it('returns the merge tags with their contexts, numbered in document order (head after body)', () => {
    const { mjml, mergeTags } = serialize(
      email(
        { attributes: { subject: 'Hi {{name}}' } },
        section(
          column(
            text('<p>{{name}} {{code}}</p>'),
            image({ src: '{{avatar}}', alt: '{{name}}', href: 'https://x.example/?c={{code}}' }),
          ),
        ),
      ),
    );
    expect(mergeTags.map((tag) => [tag.name, tag.context])).to.deep.equal([
      ['name', 'text'],
      ['code', 'text'],
      ['avatar', 'url'],
      ['code', 'url-part'],
    ]);
    expect(mjml).to.contain('<mj-title>Hi [T0]</mj-title>');
    expect(mjml).to.contain('src="[U2]"');
  });

  it('Topol conventions: containerWidth on mj-body, width 0 on an image, editor attributes ignored silently', () => {
    const template = email(
      { attributes: { containerWidth: 640 } },
      section(
        { attributes: { 'in-group': true, 'mj-class': 'section', containerWidth: 600 } },
        column(image({ src: 'https://x.example/a.png', alt: 'a', width: 0 })),
      ),
    );
    const { mjml, warnings } = serialize(template);
    expect(mjml).to.contain('<mj-body width="640px">');
    expect(mjml).to.contain('<mj-image src="https://x.example/a.png" alt="a"></mj-image>');
    expect(warnings).to.deep.equal([]);
  });

  it('emits the condition syntax of variants in place, as S placeholders holding it as written; an mj-raw from JSON is still sanitized', () => {
    const open = { tagName: 'mj-raw', content: '{% if vip %}', [CONDITION_RAW]: 'open' } as unknown as EmailNode;
    const close = { tagName: 'mj-raw', content: '{% endif %}', [CONDITION_RAW]: 'close' } as unknown as EmailNode;
    const { mjml, syntax } = serialize(
      email(section(column(open, text('VIP'), close, raw('{% if x %}<script>y</script>')))),
    );
    expect(mjml).to.contain(
      '<mj-column>\n<mj-raw>[S0]</mj-raw>\n<mj-text>VIP</mj-text>\n<mj-raw>[S1]</mj-raw>\n<mj-raw><tr><td>{% if x %}</td></tr></mj-raw>\n</mj-column>',
    );
    // The renderer's own syntax travels beside the document; the template's text stays in it.
    expect(syntax).to.deep.equal(['{% if vip %}', '{% endif %}']);
    const bad = { tagName: 'mj-raw', content: '</mj-raw><script>', [CONDITION_RAW]: 'open' } as unknown as EmailNode;
    expect(() => serialize(email(section(column(bad))))).to.throw(TypeError);
  });
});
