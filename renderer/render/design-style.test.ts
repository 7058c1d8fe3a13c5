import { expect } from 'chai';
import { KIND_FIXTURES } from '../blocks/fixtures.ts';
import type { PageDesign } from '../model/node.ts';
import { renderPage } from '../render-page.ts';
import { validatePage } from '../schema/template.ts';
import { button, column, page, section, text } from '../testing/builders.ts';
import { templateSchema } from '../zod.ts';

const withDesign = (design: unknown, ...children: ReturnType<typeof section>[]) =>
  page({ settings: { design: design as PageDesign } }, ...children);

const sample = section(
  { uid: 's' },
  column({ uid: 'c' }, text('<h1>Hi</h1><p>Text <a href="#x">link</a></p>'), button('Go')),
);

/** The stylesheet of a rendered page. */
const styleOf = (html: string) => html.slice(html.indexOf('<style>'), html.indexOf('</style>'));

const FULL: PageDesign = {
  fontFamily: "'Inter', sans-serif",
  headingFontFamily: 'Georgia, serif',
  headingFontWeight: '700',
  textColor: '#1f2937',
  headingColor: '#0f172a',
  linkColor: '#7c3aed',
  backgroundColor: '#fafafa',
  fontSize: '18px',
  lineHeight: '1.6',
  headingScale: 1.25,
  sectionSpacing: '80px',
  contentWidth: '960px',
  button: { backgroundColor: '#16a34a', color: '#ffffff', borderRadius: '999px' },
  md: { sectionSpacing: '56px', fontSize: '17px' },
  xs: { sectionSpacing: '32px', fontSize: '16px', headingScale: 1.15, contentWidth: '100%' },
};

describe('the design system (settings.design)', () => {
  it('changes nothing when absent: every kind fixture renders as before (goldens hold that too)', () => {
    for (const fixture of Object.values(KIND_FIXTURES)) {
      const { html } = renderPage(fixture);
      expect(html).not.to.contain('--lp-font-size');
      expect(html).not.to.contain('--lp-section-spacing');
    }
    const empty = renderPage(withDesign({}, sample)).html;
    expect(empty).to.equal(renderPage(page(sample)).html);
  });

  it('is validated by the schema (fast checks and zod agree), field by field', () => {
    expect(validatePage(withDesign(FULL, sample))).to.deep.equal([]);
    expect(templateSchema.safeParse(withDesign(FULL, sample)).success).to.equal(true);
    const bad: [unknown, string][] = [
      [{ fontSize: 'big' }, 'settings.design.fontSize'],
      [{ textColor: 'red;}body{' }, 'settings.design.textColor'],
      [{ headingScale: 3 }, 'settings.design.headingScale'],
      [{ button: { borderRadius: '</style>' } }, 'settings.design.button.borderRadius'],
      [{ xs: { sectionSpacing: 'url(x)' } }, 'settings.design.xs.sectionSpacing'],
      [{ fontFamily: "x'; }" }, 'settings.design.fontFamily'],
      ['dark', 'settings.design'],
    ];
    for (const [design, path] of bad) {
      const p = withDesign(design, sample);
      expect(
        validatePage(p).map((issue) => issue.path.join('.')),
        JSON.stringify(design),
      ).to.deep.equal([path]);
      expect(templateSchema.safeParse(p).success, JSON.stringify(design)).to.equal(false);
    }
  });

  it('writes variables on :root per device, and rules that read them, before the global style and the nodes', () => {
    const { html, warnings } = renderPage({
      ...withDesign(FULL, sample),
      style: { body: { color: '#ff0000' } },
    });
    expect(warnings).to.deep.equal([]);
    const css = styleOf(html);
    expect(css).to.contain(
      ':root { --lp-font-size: 18px; --lp-line-height: 1.6; --lp-h1: 3.052em; --lp-h2: 2.441em; --lp-h3: 1.953em; --lp-h4: 1.563em; --lp-h5: 1.25em; --lp-h6: 1em; --lp-section-spacing: 80px; --lp-content-width: 960px; }',
    );
    expect(css).to.contain(
      "body { font-family: 'Inter', sans-serif; font-size: var(--lp-font-size); line-height: var(--lp-line-height); color: #1f2937; background-color: #fafafa; }",
    );
    expect(css).to.contain('h1, h2, h3, h4, h5, h6 { font-family: Georgia, serif; font-weight: 700; color: #0f172a; }');
    expect(css).to.contain('h1 { font-size: var(--lp-h1); }');
    expect(css).to.contain('h6 { font-size: var(--lp-h6); }');
    expect(css).to.contain('a { color: #7c3aed; }');
    expect(css).to.contain(
      '.lp-button .lp-button-link { background-color: #16a34a; color: #ffffff; border-radius: 999px; }',
    );
    expect(css).to.contain(
      '.lp-section { padding-top: var(--lp-section-spacing); padding-bottom: var(--lp-section-spacing); }',
    );
    expect(css).to.match(
      /@media \(max-width: 1023px\) \{\n {2}:root \{ --lp-font-size: 17px; --lp-section-spacing: 56px; \}/,
    );
    expect(css).to.match(
      /@media \(max-width: 479px\) \{\n {2}:root \{ --lp-font-size: 16px; --lp-h1: 2.011em; --lp-h2: 1.749em; --lp-h3: 1.521em; --lp-h4: 1.322em; --lp-h5: 1.15em; --lp-h6: 1em; --lp-section-spacing: 32px; --lp-content-width: 100%; \}/,
    );
    // Order: kinds' base rules, then the design, then the template's global style, then nodes.
    const at = (text: string) => css.indexOf(text);
    expect(at('.lp-button .lp-button-link { text-decoration')).to.be.lessThan(
      at('.lp-button .lp-button-link { background-color: #16a34a'),
    );
    expect(at("body { font-family: 'Inter'")).to.be.lessThan(at('body { color: #ff0000; }'));
  });

  it('gives a value set only for a narrower device its default on desktop, so desktop keeps its look', () => {
    const css = styleOf(renderPage(withDesign({ sm: { sectionSpacing: '24px', fontSize: '15px' } }, sample)).html);
    expect(css).to.contain(':root { --lp-font-size: 16px; --lp-section-spacing: 48px; }');
    expect(css).to.match(
      /@media \(max-width: 767px\) \{\n {2}:root \{ --lp-font-size: 15px; --lp-section-spacing: 24px; \}/,
    );
  });

  it("lets a node's own attributes win over the design (at every breakpoint)", () => {
    const { html } = renderPage(
      withDesign(
        { sectionSpacing: '80px', button: { backgroundColor: '#16a34a' } },
        section(
          { uid: 'own', attributes: { padding: '10px' } },
          column({ uid: 'c' }, button('Go', { uid: 'b', attributes: { 'background-color': '#000000' } })),
        ),
      ),
    );
    const css = styleOf(html);
    expect(css.indexOf('.lp-section { padding-top: var(--lp-section-spacing)')).to.be.lessThan(
      css.indexOf('.lp-n-own { padding: 10px; }'),
    );
    expect(css.indexOf('.lp-button .lp-button-link { background-color: #16a34a')).to.be.lessThan(
      css.indexOf('.lp-n-b .lp-button-link { background-color: #000000; }'),
    );
  });

  it('uses the design fonts (font links, missing-font warnings)', () => {
    const { warnings } = renderPage(withDesign({ headingFontFamily: "'Nowhere Sans', sans-serif" }, sample));
    expect(warnings.map((w) => w.type)).to.deep.equal(['missing_fonts']);
  });
});
