/**
 * README's recipe "Adding a node kind", followed for a `quote` block: the kind is written as
 * step 1 says (here rather than in blocks/quote.ts, so it joins no real page), added to a registry
 * as step 2 says (the built-in list and one more line), and then everything the recipe says
 * follows from the registry is checked against that registry: the schema, the render, the
 * fixtures, the docs, the editor's catalog, its starter and the `contentBlocks` keys.
 */
import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { attr } from '../attributes/spec.ts';
import { attrs, html } from '../html/html.ts';
import { checkTemplate, renderPage } from '../render-page.ts';
import { TemplateValidationError } from '../errors.ts';
import { validatePage } from '../schema/template.ts';
import { templateSchema, templateSchemaOf } from '../zod.ts';
import { block, pageWith, text } from '../testing/builders.ts';
import { kindContractTests, pageAround } from '../testing/kind-contract.ts';
import { defineKind } from './define.ts';
import { KIND_FIXTURES, kindFixtures } from './fixtures.ts';
import { registry, Registry } from './registry.ts';
import { checkedUrl, sanitizedContent } from './shared/checked.ts';
import { padding } from './shared/common.ts';
import { kindSections } from '../../scripts/docs/template-format.ts';
import { blockCatalog } from '../../editor/blocks/catalog.ts';
import { placement, starterNode } from '../../editor/blocks/starters.ts';
import { contentBlocksShape, OPTION_FIELDS } from '../../editor/options/options-schema.ts';
import { Translator, type Catalog } from '../../editor/i18n/translator.ts';

// Step 1: the kind's file, `blocks/quote.ts`.
const quote = defineKind({
  tagName: 'quote',
  label: 'Quote',
  role: 'block',
  description: 'A quotation and who said it. `content` is the quotation, with inline formatting only.',
  icon: 'M10 11h-4a1 1 0 0 1 -1 -1v-3a1 1 0 0 1 1 -1h3a1 1 0 0 1 1 1v6c0 2.667 -1.333 4.333 -4 5M19 11h-4a1 1 0 0 1 -1 -1v-3a1 1 0 0 1 1 -1h3a1 1 0 0 1 1 1v6c0 2.667 -1.333 4.333 -4 5',
  starter: { content: 'Say something worth quoting.', attributes: { cite: 'Someone' } },
  example: () =>
    pageWith(
      block('quote', {
        uid: 'q',
        content: 'Simplicity is <em>prerequisite</em> for reliability.',
        attributes: { cite: 'Edsger W. Dijkstra', 'font-size': '28px', 'quote-style': 'bordered' },
        xsAttributes: { 'font-size': '20px' },
      }),
    ),
  content: 'inline',
  attributes: {
    cite: attr.text({ label: 'Cited', group: 'content', doc: 'Who said it, shown under the quotation.' }),
    source: attr.url({ label: 'Source', group: 'link', doc: 'Where the quotation comes from (`cite`).' }),
    'font-size': attr.length({
      label: 'Font size',
      group: 'typography',
      default: '24px',
      css: { part: 'text', property: 'font-size' },
    }),
    'quote-style': attr.choice(['plain', 'bordered'], {
      label: 'Style',
      group: 'border',
      default: 'plain',
      css: {
        part: 'text',
        declarations: (style) => [
          ['border-left', style === 'bordered' ? '4px solid currentColor' : '0'],
          ['padding-left', style === 'bordered' ? '16px' : '0'],
        ],
      },
    }),
    padding: padding('16px 0'),
  },
  parts: { text: ' .lp-quote-text' },
  base: { text: [['margin', '0']] },
  render: (input) => {
    const { values } = input;
    const quotation = sanitizedContent(
      input,
      'inline',
      'A link in the quotation has a URL scheme that is not allowed; the link was removed and its text kept.',
    );
    const source = checkedUrl(
      input,
      values.source,
      'link',
      'source',
      'The source of the quotation has a URL scheme that is not allowed; it was left out.',
    );
    const text = attrs({ class: 'lp-quote-text', cite: source, 'data-lp-content': input.ctx.mode === 'edit' });
    const cite = values.cite ? html`<figcaption class="lp-quote-cite">${values.cite}</figcaption>` : '';
    return html`<figure${input.root}><blockquote${text}>${quotation}</blockquote>${cite}</figure>`;
  },
});

// Step 2: one more line in the registry's list.
const kinds = new Registry([...registry.kinds, quote]);

// Compile-time checks (`tsc --noEmit` runs them; the function is never called): a kind's render
// reads its values, at every level, typed from its attribute specs.
function typedValues(input: Parameters<typeof quote.render>[0]): void {
  const size: string = input.values['font-size'];
  const style: 'plain' | 'bordered' = input.values['quote-style'];
  const atPhones: string = input.levels.xs['font-size'];
  const override: string | undefined = input.levels.overrides.xs['font-size'];
  const hidden: boolean = input.levels.sm.hidden;
  // @ts-expect-error: cite has no default, so it may be undefined
  const cite: string = input.values.cite;
  // @ts-expect-error: no attribute of that name
  void input.values['font-sise'];
  // @ts-expect-error: no attribute of that name, at a breakpoint either
  void input.levels.sm['font-sise'];
  // @ts-expect-error: nor among the overrides
  void input.levels.overrides.md.colour;
  // @ts-expect-error: a choice is one of its values
  const misspelled: 'boxed' = input.values['quote-style'];
  void [size, style, atPhones, override, hidden, cite, misspelled];
}
void typedValues;

const quotePage = (fields: Parameters<typeof block>[1]) =>
  pageWith(text('<p>Before</p>', { uid: 't' }), block('quote', fields));

describe('adding a node kind as renderer/README.md says (a quote block)', () => {
  describe('the registry holds it to what every kind carries', () => kindContractTests(quote, kinds));

  it('gets the margin every block has, and the hidden, locked and layer-name attributes every kind but the page has', () => {
    expect(Object.keys(quote.attributes)).to.deep.equal([
      'cite',
      'source',
      'font-size',
      'quote-style',
      'padding',
      'margin',
      'hidden',
      'locked',
      'layer-name',
    ]);
  });

  it('is in the template schema (zod, and the render path checks): valid values pass, a misspelled value does not', () => {
    const schema = templateSchemaOf(kinds);
    const example = quote.example();
    expect(schema.safeParse(example).success).to.equal(true);
    expect(validatePage(example, kinds)).to.deep.equal([]);
    // Only the registry that has the kind accepts it.
    expect(templateSchema.safeParse(example).success).to.equal(false);
    expect(validatePage(example)).to.not.deep.equal([]);

    const misspelled = quotePage({ uid: 'q', attributes: { 'quote-style': 'boxed' } });
    const parsed = schema.safeParse(misspelled);
    expect(parsed.success).to.equal(false);
    expect(parsed.error!.issues.map((issue) => issue.path.join('.'))).to.include(
      'children.0.children.0.children.1.attributes.quote-style',
    );
    expect(validatePage(misspelled, kinds).map((issue) => issue.path.join('.'))).to.deep.equal([
      'children.0.children.0.children.1.attributes.quote-style',
    ]);
    expect(() => checkTemplate(misspelled, kinds)).to.throw(TemplateValidationError);
    // Per breakpoint too: a CSS-backed attribute may be overridden, the others may not.
    expect(validatePage(quotePage({ smAttributes: { 'font-size': '18px' } }), kinds)).to.deep.equal([]);
    expect(schema.safeParse(quotePage({ smAttributes: { 'font-size': 'big' } })).success).to.equal(false);
  });

  it('renders its markup and CSS, escaping what the template gives', () => {
    const { html, warnings } = renderPage(
      quotePage({
        uid: 'q',
        content: 'Less <script>alert(1)</script>is <strong>more</strong> & so on',
        attributes: { cite: '<b>Mies</b> & "co"', source: 'https://example.com/?a=1&b=2', 'quote-style': 'bordered' },
        xsAttributes: { 'font-size': '18px' },
      }),
      {},
      kinds,
    );
    expect(warnings).to.deep.equal([]);
    expect(html).to.contain(
      '<figure class="lp-quote lp-n-q"><blockquote class="lp-quote-text" cite="https://example.com/?a=1&amp;b=2">Less is <strong>more</strong> &amp; so on</blockquote><figcaption class="lp-quote-cite">&lt;b&gt;Mies&lt;/b&gt; &amp; &quot;co&quot;</figcaption></figure>',
    );
    expect(html).not.to.contain('<script>');
    expect(html).to.contain(
      '.lp-quote .lp-quote-text { margin: 0; font-size: 24px; border-left: 0; padding-left: 0; }',
    );
    expect(html).to.contain('.lp-n-q .lp-quote-text { border-left: 4px solid currentColor; padding-left: 16px; }');
    expect(html).to.match(/@media \(max-width: 479px\) \{[^}]*\.lp-n-q \.lp-quote-text \{ font-size: 18px; \}/);
  });

  it('refuses a source URL with a scheme that is not allowed, with a warning', () => {
    const { html, warnings } = renderPage(
      quotePage({ uid: 'q', attributes: { source: 'javascript:alert(1)' } }),
      {},
      kinds,
    );
    expect(html).not.to.contain('javascript:');
    expect(html).to.contain('<blockquote class="lp-quote-text">');
    expect(warnings.map((warning) => [warning.type, warning.uid, warning.attribute])).to.deep.equal([
      ['unsafe_url', 'q', 'source'],
    ]);
  });

  it('marks its content for inline editing in the canvas (edit mode)', () => {
    const { html } = renderPage(quotePage({ uid: 'q', content: 'x' }), { mode: 'edit' }, kinds);
    expect(html).to.contain('<blockquote class="lp-quote-text" data-lp-content>x</blockquote>');
    expect(quote.inlineEditable).to.equal(true);
  });

  it('has its example among the fixtures (golden tests, HTML validation, docs)', () => {
    expect(kindFixtures(kinds).quote).to.deep.equal(quote.example());
    expect(Object.keys(kindFixtures(kinds))).to.deep.equal([...Object.keys(KIND_FIXTURES), 'quote']);
  });

  it('gets its section in the docs, with its attribute table and example', () => {
    const docs = kindSections(kinds);
    const section = docs.slice(docs.indexOf('### `quote`'));
    expect(section).to.contain(`### \`quote\` (Quote)\n\n${quote.description}\n`);
    expect(section).to.contain('| Attribute | Value | Default | Per breakpoint | Meaning |');
    for (const name of Object.keys(quote.attributes)) expect(section, name).to.contain(`| \`${name}\` | `);
    expect(section).to.contain('| `quote-style` | one of `plain`, `bordered` | `plain` | yes | Style |');
    expect(section).to.match(
      /\| `cite` \| [^|]+ \| \(not set\) \| no \| Cited\. Who said it, shown under the quotation\. \|/,
    );
    expect(section).to.contain('"content": "Simplicity is <em>prerequisite</em> for reliability."');
    // The built-in registry's docs are the same sections, without it.
    expect(docs).to.equal(`${kindSections()}\n\n${section}`);
  });

  describe('in the editor', () => {
    const english = JSON.parse(
      readFileSync(new URL('../../editor/i18n/catalogs/en.json', import.meta.url), 'utf8'),
    ) as Catalog;
    // Step 5: its name in the UI catalogs.
    const t = new Translator('en', { ...english, 'kind.quote': 'Quotation' });

    it('is offered by "add" with its name and its icon, after the kinds before it in the registry', () => {
      const { blocks } = blockCatalog(t, {}, kinds);
      const entry = blocks.at(-1)!;
      expect([entry.id, entry.tagName, entry.label, entry.icon]).to.deep.equal([
        'block:quote',
        'quote',
        'Quotation',
        quote.icon,
      ]);
      expect(blocks.slice(0, -1)).to.deep.equal(blockCatalog(t, {}).blocks);
    });

    it('inserts its starter, after the selected block', () => {
      const entry = blockCatalog(t, {}, kinds).blocks.find((candidate) => candidate.tagName === 'quote')!;
      expect(entry.node).to.deep.equal({ tagName: 'quote', ...quote.starter });
      expect(starterNode('quote', kinds)).to.deep.equal(entry.node);
      const doc = pageWith(text('<p>a</p>', { uid: 't' }));
      expect(placement(doc, 't', entry.node, kinds)).to.deep.equal({ parent: 'c', index: 1, node: entry.node });
      // Without the kind, nothing knows where it goes.
      expect(placement(doc, 't', entry.node)).to.equal(undefined);
      expect(() => checkTemplate(pageAround(quote, kinds), kinds)).not.to.throw();
    });

    it('is a key of the contentBlocks option, whose settings hide or disable it', () => {
      const keys = (shape: ReturnType<typeof contentBlocksShape>) =>
        shape.info.kind === 'object' ? Object.keys(shape.info.fields) : [];
      expect(keys(contentBlocksShape(kinds))).to.deep.equal([...keys(OPTION_FIELDS.contentBlocks), 'quote']);
      expect(contentBlocksShape(kinds).test({ quote: { disabled: true, disabledBadge: 'Pro' } })).to.equal(true);
      expect(contentBlocksShape(kinds).test({ quote: { disabled: 'yes' } })).to.equal(false);
      const hidden = blockCatalog(t, { contentBlocks: { quote: { hidden: true } } }, kinds).blocks;
      expect(hidden.map((entry) => entry.tagName)).not.to.include('quote');
      const disabled = blockCatalog(t, { contentBlocks: { quote: { disabled: true } } }, kinds).blocks;
      expect(disabled.find((entry) => entry.tagName === 'quote')!.disabled).to.equal(true);
    });
  });
});
