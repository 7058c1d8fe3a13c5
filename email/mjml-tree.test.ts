/**
 * The tree the serializer hands mjml is the document its MJML text describes: mjml's own parser
 * turns the text into that very tree, and mjml renders the tree (validator off) to the HTML it
 * renders the text to (validator on, as a plain caller would). Checked on the example emails and
 * on random templates full of content that plays with the parser (random-email.ts).
 */
import { expect } from 'chai';
import fc from 'fast-check';
import { createRequire } from 'node:module';
import mjml2html from 'mjml';
import { mjmlElement, mjmlLeaf, mjmlText, type MjmlElement } from './mjml-tree.ts';
import { MJML_BASE_OPTIONS } from './render-mjml.ts';
import { multilingual, newsletter, receipt } from './testing/examples.ts';
import { randomEmailTemplate } from './testing/random-email.ts';
import { serializeForTest } from './testing/serialize.ts';

// mjml-core and its parser as mjml resolves them.
const fromMjml = createRequire(createRequire(import.meta.url).resolve('mjml'));
const { components } = fromMjml('mjml-core') as { components: Record<string, unknown> };
type Parser = (xml: string, options: object) => unknown;
const parserModule = createRequire(fromMjml.resolve('mjml-core'))('mjml-parser-xml') as Parser & { default?: Parser };
const parseMjml: Parser = parserModule.default ?? parserModule;

/** What mjml2html gets from MJML text, as mjml2html calls the parser, without line and file bookkeeping. */
function parsed(text: string): unknown {
  const tree = parseMjml(text, {
    keepComments: true,
    components,
    filePath: '.',
    actualPath: '.',
    preprocessors: [],
    ignoreIncludes: true,
  });
  return JSON.parse(
    JSON.stringify(tree, (key, value: unknown) =>
      ['line', 'file', 'absoluteFilePath', 'includedIn'].includes(key) ? undefined : value,
    ),
  );
}

const examples = [newsletter, receipt, multilingual];

/** mjml's navbar hamburger gets a random id per render (mjml-navbar: randomBytes(8)). */
const withoutRandomIds = (html: string) => html.replace(/\b[0-9a-f]{16}\b/g, '<random id>');

describe('the MJML tree', function () {
  this.timeout(120_000);

  it('builds nodes as the parser does: booleans, no empty children, content trimmed or absent', () => {
    const tree = mjmlElement('mjml', { lang: 'de' }, [
      mjmlElement('mj-body', {}, [
        mjmlElement('mj-section', { 'full-width': 'full-width' }, [
          mjmlElement('mj-column', {}, [
            mjmlLeaf('mj-text', { align: 'left' }, '  <p>x</p>\n'),
            mjmlLeaf('mj-text', {}, ' \n '),
          ]),
        ]),
      ]),
    ]);
    expect(mjmlText(tree)).to.equal(
      '<mjml lang="de">\n<mj-body>\n<mj-section full-width="full-width">\n<mj-column>\n<mj-text align="left"><p>x</p></mj-text>\n<mj-text></mj-text>\n</mj-column>\n</mj-section>\n</mj-body>\n</mjml>\n',
    );
    expect(parsed(mjmlText(tree))).to.deep.equal(tree);
  });

  it('parsing the text of each example gives its tree back', () => {
    for (const example of examples) {
      const { tree, mjml } = serializeForTest(example);
      expect(parsed(mjml)).to.deep.equal(JSON.parse(JSON.stringify(tree)));
    }
  });

  it('property: parsing the text of a random hostile template gives its tree back', () => {
    fc.assert(
      fc.property(randomEmailTemplate, fc.boolean(), (template, desktopFirst) => {
        const { tree, mjml } = serializeForTest(template, { lang: 'en', desktopFirst });
        expect(parsed(mjml), mjml.slice(0, 2000)).to.deep.equal(JSON.parse(JSON.stringify(tree)));
      }),
      { numRuns: 400 },
    );
  });

  it('property: mjml renders the tree without its validator to the HTML it renders the text to', async () => {
    const samples = [...examples, ...fc.sample(randomEmailTemplate, { numRuns: 80, seed: 20261123 })];
    for (const template of samples) {
      const { tree, mjml } = serializeForTest(template);
      const fromText = await mjml2html(mjml, { ...MJML_BASE_OPTIONS, fonts: {}, validationLevel: 'soft' });
      const fromTree = await mjml2html(tree as MjmlElement, { ...MJML_BASE_OPTIONS, fonts: {} });
      expect(withoutRandomIds(fromTree.html), mjml.slice(0, 2000)).to.equal(withoutRandomIds(fromText.html));
    }
  });
});
