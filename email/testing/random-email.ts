/**
 * Random email templates for property tests of the MJML sink: every node where its parent allows
 * it, with attributes drawn from its tag's table, and values and content that mix what editors
 * write with what an attacker would. Values include ones our grammars take but mjml's types do
 * not (`hsl()` colors, `line-height: normal`), so that mjml has something to say, and text that
 * plays with the MJML parser (`</mj-text>`, comments, CDATA, raw-text elements, leading and
 * trailing white space). Every node has a uid, so that each warning can be told apart.
 */
import fc from 'fast-check';
import type { EmailNode, EmailTemplate } from '../schema.ts';
import { EMAIL_TAGS, type AttributeKind } from '../tags.ts';

/** Values per attribute kind: usual ones, ones only mjml refuses, and hostile ones. */
const SAMPLES: Record<Exclude<AttributeKind, readonly string[]>, readonly (string | number | boolean)[]> = {
  color: [
    '#fff',
    '#a1b2c3',
    'red',
    'rgb(1, 2, 3)',
    'rgba(1,2,3,0.5)',
    'transparent',
    'hsl(10, 20%, 30%)',
    '#AABBCCDD',
    'currentColor',
    'red;x:y',
    '#fff"',
  ],
  px: ['0', '12px', '1.5px', 15, 0, '12em'],
  length: ['0', '10%', '12px', 3, 'auto'],
  'length-or-auto': ['auto', '10%', '0', '40px'],
  box: ['0', '0 10px', '1px 2px 3px', '1px 2px 3px 4px', '10%', 5, '1px;'],
  'line-height': ['normal', '1.5', '150%', '20px', 2],
  'letter-spacing': ['normal', '0', '-1px', '0.1em', 2],
  integer: ['3', 0, '-1'],
  boolean: [true, false, 'true', 'maybe'],
  css: ['1px solid #000', 'cover', 'none', '4px', '50% 50%', 'center top', 'underline', "url('x')", 'red}'],
  'font-family': ['Arial, sans-serif', 'Open Sans, Arial', "'Brand Sans', Georgia", 'x;y'],
  'font-weight': ['400', 'bold', 'normal', '700', '450'],
  class: ['a', 'a b', 'mj-column-per-100'],
  link: [
    'https://x.example/a?b=1&c=2',
    'mailto:a@b.example',
    '#top',
    '/rel',
    'javascript:alert(1)',
    'https://x.example/?u={{first_name}}',
    '{{view_url}}',
    'https://x.example/"><b>',
  ],
  image: ['https://x.example/y.png', 'data:image/png;base64,AAAA', "https://x.example/a b'(c).png", '{{avatar}}'],
  background: ['https://x.example/y.png', 'javascript:x', "https://x.example/a'b.png"],
  text: [
    'Hello "x" <y> & z',
    'Hi {{first_name}}',
    "'><img src=x onerror=alert(1)>",
    '</mj-text>',
    'true',
    '  spaced  ',
  ],
  target: ['_blank', '_self', 'evil'],
  rel: ['noopener', 'noopener noreferrer'],
  name: ['x1', 'bad name'],
  'social-network': ['facebook', 'x', 'github-noshare', 'custom'],
};

/** Pieces of authored content: markup, text, and what plays with the MJML and HTML parsers. */
const CONTENT_PIECES = [
  '<p>Hello</p>',
  '<h1 style="color: #123; line-height: normal">Title</h1>',
  'plain text',
  ' leading and trailing ',
  '\n\t',
  '{{first_name}}',
  '<a href="https://x.example/{{id}}">link</a>',
  '<a href="javascript:alert(1)">x</a>',
  '<a>no url</a>',
  '</mj-text>',
  '</mj-raw>',
  '<mj-text>',
  '<mj-raw>x</mj-raw>',
  '<!-- comment -->',
  '<![CDATA[x]]>',
  '&amp; &lt; &#39;',
  '<script>alert(1)</script>',
  '<style>p{}</style>',
  '<title>t</title>',
  '<textarea></mj-text></textarea>',
  '<xmp></mj-raw></xmp>',
  '<table><tr><td>cell</td></tr></table>',
  '<img src="https://x.example/a.png" alt="a">',
  '<img src=x onerror=alert(1)>',
  '<span style="font-family: Brand Sans">b</span>',
  '<b>bold<i>both</b>italic</i>',
  '\u00a0nbsp\u00a0',
  '\u2028',
  'a < b > c',
  '<p title="</mj-text>">t</p>',
  '<br>',
  '<ul><li>one<li>two</ul>',
];

const content = fc
  .array(fc.constantFrom(...CONTENT_PIECES), { minLength: 0, maxLength: 4 })
  .map((pieces) => pieces.join(''));

function attributes(tagName: string): fc.Arbitrary<Record<string, string | number | boolean>> {
  const table = EMAIL_TAGS.get(tagName)!.attributes;
  const names = Object.keys(table);
  if (names.length === 0) return fc.constant({});
  return fc.uniqueArray(fc.constantFrom(...names), { maxLength: 4 }).chain((chosen) =>
    fc
      .tuple(
        ...chosen.map((name) => {
          const kind = table[name]!;
          const values: readonly (string | number | boolean)[] = Array.isArray(kind)
            ? [...kind, 'not-in-the-list']
            : SAMPLES[kind as keyof typeof SAMPLES];
          return fc.constantFrom(...values).map((value) => [name, value] as const);
        }),
      )
      .map((pairs) => Object.fromEntries(pairs)),
  );
}

let uidCounter = 0;

/** A node of `tagName` whose children are allowed there, down to `depth` levels. */
function node(tagName: string, depth: number): fc.Arbitrary<EmailNode> {
  const tag = EMAIL_TAGS.get(tagName)!;
  const children =
    tag.children.length > 0 && depth > 0
      ? fc.array(
          fc.constantFrom(...tag.children).chain((child) => node(child, depth - 1)),
          { minLength: 1, maxLength: 3 },
        )
      : fc.constant(undefined);
  return fc
    .record({
      attributes: attributes(tagName),
      children,
      content: tag.content === undefined ? fc.constant(undefined) : content,
    })
    .map((fields) => {
      const out: EmailNode = { tagName, uid: `n${uidCounter++}`, attributes: fields.attributes };
      if (fields.children !== undefined) (out as { children?: EmailNode[] }).children = fields.children;
      if (fields.content !== undefined) (out as { content?: string }).content = fields.content;
      return out;
    });
}

const rootAttributes = fc.record(
  {
    subject: fc.constantFrom('Hello {{first_name}}', '</mj-title><script>x</script>', '  '),
    preheader: fc.constantFrom('Ten stories', "'><b>", ''),
    ':font-family': fc.constantFrom('Georgia, serif', 'Brand Sans, Arial'),
    ':line-height': fc.constantFrom('1.5', 'normal'),
    ':color': fc.constantFrom('#333', 'hsl(0, 0%, 20%)'),
    'button:background-color': fc.constantFrom('#0b7285', 'currentColor'),
    'h1:color': fc.constantFrom('#111', 'red;}</mj-style>'),
    'mj-image': fc.constant({ 'border-radius': '4px', 'fluid-on-mobile': 'true' }),
    containerWidth: fc.constantFrom(600, 480),
  },
  { requiredKeys: [] },
);

/** A random template that the schema accepts. */
export const randomEmailTemplate: fc.Arbitrary<EmailTemplate> = fc
  .record({
    attributes: rootAttributes,
    body: node('mj-body', 5),
    style: fc.option(fc.constant({ p: { margin: '0' }, 'a:hover': { color: 'red' } }), { nil: undefined }),
  })
  .map(
    ({ attributes: root, body, style }) =>
      ({
        tagName: 'mj-global-style',
        attributes: root,
        children: [body],
        ...(style ? { style } : {}),
      }) as EmailTemplate,
  );
