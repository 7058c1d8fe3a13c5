/**
 * The schemas are the sanitizer's allow-list: for random documents built from each schema, what
 * the engine writes is what the renderer's sanitizer keeps (compared as the browser's parser
 * writes both, since the two escape quotes in attributes differently), and reading the stored
 * content back gives the same document. Also: every element the schemas know is one the
 * sanitizer's policy allows, and colors and font lists are stored in one form (css-style.ts).
 */
import { expect } from 'chai';
import fc from 'fast-check';
import type { Mark, Node as PMNode, Schema } from 'prosemirror-model';
import {
  BLOCK_ELEMENTS,
  INLINE_ELEMENTS,
  sanitizeContent,
  type ContentPolicy,
} from '../../renderer/sanitize/rich-text.ts';
import { SCHEMAS, schemaElements } from './schema.ts';
import { inert, parseContent, serialize } from './serialize.ts';

const asParsed = (html: string) => {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.innerHTML;
};

const words = fc.stringMatching(/^[a-zA-Z0-9 &<>"'é日]{1,8}$/).filter((s) => s.trim() !== '' && !/^ | $| {2}/.test(s));
// Values in their stored form (css-style.ts): colors as #rrggbb (translucent ones as rgba(), named
// ones as named), font lists as their font choice writes them, other lists as the CSS object model does.
const colors = fc.constantFrom('#ff0000', 'red', '#010203', 'rgba(0, 0, 0, 0.5)');
const families = fc.constantFrom(
  'Georgia, serif',
  "'Helvetica Neue', Helvetica, Arial, sans-serif",
  'Arial',
  '"Brand Sans", serif',
);
const sizes = fc.constantFrom('12px', '1.5em', '18px', '11pt');
const heights = fc.constantFrom('1', '1.5', '2', '20px');

function marksOf(schema: Schema) {
  const simple = ['strong', 'em', 'underline', 'strike', 'code', 'sub', 'mark', 'small'].map(
    (name) => fc.constant(schema.marks[name]!.create()) as fc.Arbitrary<Mark>,
  );
  const styled = [
    colors.map((value) => schema.marks.color!.create({ value })),
    families.map((value) => schema.marks.fontFamily!.create({ value })),
    sizes.map((value) => schema.marks.fontSize!.create({ value })),
  ];
  const link = schema.marks.link
    ? [
        fc
          .tuple(fc.constantFrom('https://example.com/a?b=1&c=2', '/page', 'mailto:a@b.test'), fc.boolean())
          .map(([href, blank]) => schema.marks.link!.create({ href, target: blank ? '_blank' : null })),
      ]
    : [];
  return fc.array(fc.oneof(...simple, ...styled, ...link), { maxLength: 3 });
}

function inlineContent(schema: Schema) {
  return fc.array(fc.tuple(words, marksOf(schema)), { minLength: 1, maxLength: 4 }).map((runs) =>
    runs.map(([text, marks]) =>
      schema.text(
        text,
        marks.reduce<readonly Mark[]>((set, mark) => mark.addToSet(set), []),
      ),
    ),
  );
}

function richDoc(schema: Schema): fc.Arbitrary<PMNode> {
  const { paragraph, heading, bullet_list, ordered_list, list_item, blockquote, horizontal_rule } = schema.nodes;
  const blockAttrs = fc.record({
    align: fc.constantFrom(null, 'left', 'center', 'right', 'justify'),
    lineHeight: fc.option(heights, { nil: null }),
  });
  const para = fc.tuple(blockAttrs, inlineContent(schema)).map(([attrs, text]) => paragraph!.create(attrs, text));
  const head = fc
    .tuple(fc.integer({ min: 1, max: 6 }), blockAttrs, inlineContent(schema))
    .map(([level, attrs, text]) => heading!.create({ ...attrs, level }, text));
  const item = fc.array(para, { minLength: 1, maxLength: 2 }).map((ps) => list_item!.create(null, ps));
  const list = fc
    .tuple(fc.boolean(), fc.array(item, { minLength: 1, maxLength: 3 }), fc.integer({ min: 1, max: 5 }))
    .map(([ordered, items, start]) =>
      ordered ? ordered_list!.create({ start }, items) : bullet_list!.create(null, items),
    );
  const quote = fc.array(para, { minLength: 1, maxLength: 2 }).map((ps) => blockquote!.create(null, ps));
  const block = fc.oneof(para, head, list, quote, fc.constant(horizontal_rule!.create()));
  return fc.array(block, { minLength: 1, maxLength: 5 }).map((blocks) => schema.topNodeType.create(null, blocks));
}

function inlineDoc(schema: Schema): fc.Arbitrary<PMNode> {
  return inlineContent(schema).map((text) => schema.topNodeType.create(null, text));
}

function roundTrip(policy: ContentPolicy, docs: fc.Arbitrary<PMNode>): void {
  fc.assert(
    fc.property(docs, (doc) => {
      const written = serialize(doc);
      const kept = sanitizeContent(written, policy).html;
      expect(asParsed(kept), written).to.equal(asParsed(written));
      const back = parseContent(kept, policy);
      expect(
        back.eq(doc),
        `${written} reads back as ${JSON.stringify(back.toJSON())}, not ${JSON.stringify(doc.toJSON())}`,
      ).to.equal(true);
    }),
    { numRuns: 300, verbose: true },
  );
}

describe('rich-text schemas and the sanitizer', () => {
  it('every element of the rich schema is allowed by the rich policy, of the inline schema by the inline policy', () => {
    const rich = new Set([...INLINE_ELEMENTS, ...BLOCK_ELEMENTS]);
    for (const element of schemaElements(SCHEMAS.rich)) expect(rich.has(element), element).to.equal(true);
    for (const element of schemaElements(SCHEMAS.inline)) expect(INLINE_ELEMENTS, element).to.include(element);
    expect(schemaElements(SCHEMAS.inline)).to.not.include('a');
    expect(schemaElements(SCHEMAS.inline)).to.not.include('p');
    expect([...schemaElements(SCHEMAS.rich)]).to.include.members(['p', 'h1', 'h4', 'ul', 'ol', 'li', 'a', 'strong']);
  });

  it('rich: what the schema writes is what the sanitizer keeps, and reads back the same (property)', () => {
    roundTrip('rich', richDoc(SCHEMAS.rich));
  });

  it('inline: the same for button labels (property)', () => {
    roundTrip('inline', inlineDoc(SCHEMAS.inline));
  });

  it('stored content of the earlier editor reads and writes back unchanged', () => {
    for (const html of [
      '<p>Hello <strong>bold</strong> <em>it</em> <a href="https://x.test/" target="_blank" rel="noopener">l</a></p>',
      '<h2 style="text-align:center">Title</h2><ul><li>One</li><li>Two</li></ul><ol start="3"><li>Three</li></ol>',
      '<p><span style="font-size:18px;color:#ff0000">red</span></p><hr><blockquote><p>q</p></blockquote>',
      '<ul><li>One<ul><li>Two<ol><li>Three</li></ol></li></ul></li></ul>',
    ])
      expect(serialize(parseContent(html, 'rich'))).to.equal(asParsed(html));
  });

  it('colors and font lists as the browser writes them are stored in one form, which reads back unchanged', () => {
    const cases: [string, string][] = [
      ['color:rgb(255, 0, 0)', 'color:#ff0000'],
      ['color:#C00000', 'color:#c00000'],
      ['color:rgb(18 52 86)', 'color:#123456'],
      ['color:hsl(0, 100%, 50%)', 'color:#ff0000'],
      ['color:rgba(0, 0, 0, 0.5)', 'color:rgba(0, 0, 0, 0.5)'],
      ['color:#00000080', 'color:rgba(0, 0, 0, 0.5)'],
      ['color:red', 'color:red'],
      [
        'font-family:"Helvetica Neue", Helvetica, Arial, sans-serif',
        "font-family:'Helvetica Neue', Helvetica, Arial, sans-serif",
      ],
      ["font-family:'Trebuchet MS',Helvetica,sans-serif", "font-family:'Trebuchet MS', Helvetica, sans-serif"],
      ['font-family:georgia, serif', 'font-family:Georgia, serif'],
      ["font-family:'Brand Sans', serif", 'font-family:"Brand Sans", serif'],
    ];
    for (const [given, written] of cases) {
      const once = serialize(parseContent(`<p><span style="${given.replace(/"/g, '&quot;')}">x</span></p>`, 'rich'));
      const span = inert().createElement('div');
      span.innerHTML = once;
      expect(span.querySelector('span')?.getAttribute('style'), given).to.equal(written);
      // Stored, read again and written again: the same (no drift over edits).
      const kept = sanitizeContent(once, 'rich').html;
      expect(serialize(parseContent(kept, 'rich')), given).to.equal(once);
    }
  });
});
