import { expect } from 'chai';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { renderPage } from './render-page.ts';
import { TemplateLimitError, TemplateValidationError, formatPath } from './errors.ts';
import { pageOf } from './testing/arbitraries.ts';
import { deepFreeze, renderedBlocks, renderedColumns, renderedSections, styleText } from './testing/inspect.ts';
import { column, page, pageWith, section, text } from './testing/builders.ts';
import type { PageDefinition } from './model/node.ts';

const example = (): PageDefinition =>
  JSON.parse(readFileSync(new URL('../examples/landing-page.json', import.meta.url), 'utf8'));
const syncedExample = () =>
  JSON.parse(readFileSync(new URL('../examples/synced-sections.json', import.meta.url), 'utf8'));

const countBlocks = (p: PageDefinition) =>
  (p.children ?? []).reduce((n, s) => n + (s.children ?? []).reduce((m, c) => m + (c.children?.length ?? 0), 0), 0);
const countColumns = (p: PageDefinition) => (p.children ?? []).reduce((n, s) => n + (s.children?.length ?? 0), 0);

describe('renderPage', () => {
  it('renders any page the schema accepts, and the output parses back to the same sections, columns and blocks', () => {
    fc.assert(
      fc.property(pageOf(), fc.constantFrom('publish' as const, 'edit' as const), fc.boolean(), (p, mode, minify) => {
        const { html } = renderPage(p, { mode, minify });
        expect(renderedSections(html)).to.have.length(p.children?.length ?? 0);
        expect(renderedColumns(html)).to.have.length(countColumns(p));
        expect(renderedBlocks(html)).to.have.length(countBlocks(p));
        styleText(html); // exactly one stylesheet
      }),
      { numRuns: 200 },
    );
  });

  it('gives byte-identical output for the same input, twice', () => {
    const first = renderPage(example(), { syncedSections: syncedExample() });
    const second = renderPage(example(), { syncedSections: syncedExample() });
    expect(second.html).to.equal(first.html);
    expect(second.warnings).to.deep.equal(first.warnings);
    fc.assert(
      fc.property(pageOf(), (p) => {
        expect(renderPage(p).html).to.equal(renderPage(structuredClone(p)).html);
      }),
      { numRuns: 50 },
    );
  });

  it('takes the template as an object or as its JSON text, with the same result', () => {
    const p = example();
    expect(renderPage(JSON.stringify(p)).html).to.equal(renderPage(p).html);
  });

  it('never mutates its input (the editor passes frozen snapshots)', () => {
    const frozen = deepFreeze(example());
    const before = JSON.stringify(frozen);
    expect(() => renderPage(frozen, { mode: 'edit', syncedSections: deepFreeze(syncedExample()) })).not.to.throw();
    expect(JSON.stringify(frozen)).to.equal(before);
  });

  it('renders the example page without warnings', () => {
    expect(renderPage(example(), { syncedSections: syncedExample() }).warnings).to.deep.equal([]);
  });

  it('minified output holds the same elements without the whitespace between them', () => {
    const pretty = renderPage(example()).html;
    const minified = renderPage(example(), { minify: true }).html;
    expect(minified.length).to.be.lessThan(pretty.length);
    expect(minified).not.to.match(/>\n</);
    const shape = (html: string) =>
      renderedBlocks(html).map((el) => el.attrs.map((a) => `${a.name}=${a.value}`).join(' '));
    expect(shape(minified)).to.deep.equal(shape(pretty));
  });

  it('refuses JSON text that does not parse, naming the definition', () => {
    const error = captureError(() => renderPage('{"tagName": "page",'));
    expect(error).to.be.instanceOf(TemplateValidationError);
    expect(formatPath((error as TemplateValidationError).issues[0]?.path ?? [])).to.equal('definition');
  });

  it('refuses a root that is not a page', () => {
    for (const bad of [null, 42, 'x'.repeat(3), [], { tagName: 'section' }]) {
      expect(() => renderPage(typeof bad === 'string' ? JSON.stringify(bad) : bad)).to.throw(TemplateValidationError);
    }
  });

  it('refuses unknown option values, naming the option', () => {
    const error = captureError(() => renderPage(page(), { mode: 'preview' as never }));
    expect(formatPath((error as TemplateValidationError).issues[0]?.path ?? [])).to.equal('options.mode');
    const fonts = captureError(() => renderPage(page(), { fonts: [{ label: 'X' } as never] }));
    expect(formatPath((fonts as TemplateValidationError).issues[0]?.path ?? [])).to.equal('options.fonts[0].style');
  });

  it('throws a TemplateLimitError (a RangeError) for a template past a limit, before validating it', () => {
    const half = () => column(...Array.from({ length: 5_001 }, () => text('x')));
    const tooMany = page(section(half(), half()));
    const error = captureError(() => renderPage(tooMany));
    expect(error).to.be.instanceOf(TemplateLimitError).and.instanceOf(RangeError);
    expect((error as TemplateLimitError).limit).to.equal('maxNodes');
  });

  it('renders an empty page, an empty section and an empty column', () => {
    expect(renderPage(page()).html).to.contain('<main class="lp-page">');
    const { html } = renderPage(page(section({ uid: 's' }, column({ uid: 'c' }))));
    expect(renderedColumns(html)).to.have.length(1);
  });

  it('marks every node with its uid in edit mode only', () => {
    const p = pageWith(text('<p>Hi</p>', { uid: 'hello' }));
    expect(renderPage(p, { mode: 'edit' }).html).to.contain('data-lp-uid="hello"');
    expect(renderPage(p).html).not.to.contain('data-lp-uid');
  });
});

function captureError(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected an error');
}
