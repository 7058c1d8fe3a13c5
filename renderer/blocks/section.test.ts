import { expect } from 'chai';
import { renderPage } from '../render-page.ts';
import { goldenTests } from '../testing/golden.ts';
import { attr, renderedSections } from '../testing/inspect.ts';
import { column, page, section, text } from '../testing/builders.ts';
import { isSafeCssValue } from '../css/value.ts';
import { section as sectionKind } from './section.ts';
import { SHADOWS } from './shared/common.ts';

describe('section', () => {
  goldenTests('section');

  it('writes its anchor as the id, and drops a duplicate anchor with a warning', () => {
    const { html, warnings } = renderPage(
      page(section({ uid: 'a', attributes: { anchor: 'faq' } }), section({ uid: 'b', attributes: { anchor: 'faq' } })),
    );
    const [first, second] = renderedSections(html);
    expect(attr(first!, 'id')).to.equal('faq');
    expect(attr(second!, 'id')).to.equal(undefined);
    expect(warnings).to.deep.include({
      type: 'duplicate_anchor',
      uid: 'b',
      attribute: 'anchor',
      message: 'Anchor "faq" is used by an earlier section; this one has no anchor.',
    });
  });

  it('stacks columns from sm down by default, from xs down when asked, and never when asked', () => {
    const two = (stack?: string) =>
      page(
        section(
          { uid: 's', attributes: stack ? { 'stack-columns': stack } : {} },
          column({ uid: 'a' }),
          column({ uid: 'b' }),
        ),
      );
    expect(renderPage(two()).html).to.match(
      /@media \(max-width: 767px\) \{\n {2}\.lp-n-a \{ flex: 0 0 100%; max-width: 100%; \}/,
    );
    const xs = renderPage(two('xs')).html;
    expect(xs).not.to.contain('max-width: 767px');
    expect(xs).to.match(/@media \(max-width: 479px\) \{\n {2}\.lp-n-a \{ flex: 0 0 100%/);
    expect(renderPage(two('never')).html).not.to.contain('flex: 0 0 100%');
  });

  it('lets the container span the full width when asked', () => {
    expect(renderPage(page(section({ uid: 's', attributes: { 'full-width': true } }))).html).to.contain(
      'class="lp-section lp-n-s lp-section--full"',
    );
  });

  it('scheme-checks its background image at the CSS sink', () => {
    const ok = renderPage(
      page(section({ uid: 's', attributes: { 'background-image': 'https://example.com/a b.jpg' } })),
    ).html;
    expect(ok).to.contain('.lp-n-s { background-image: url("https://example.com/a b.jpg"); }');
    const refused = renderPage(page(section({ uid: 's', attributes: { 'background-image': 'javascript:alert(1)' } })));
    expect(refused.html).not.to.contain('javascript');
    expect(refused.warnings.map((w) => w.type)).to.include('unsafe_url');
  });

  it('renders the columns inside its container, in order', () => {
    const rendered = renderPage(
      page(section({ uid: 's' }, column({ uid: 'x' }, text('1')), column({ uid: 'y' }, text('2')))),
    ).html;
    const html = rendered.slice(rendered.indexOf('<body>'));
    expect(html.indexOf('lp-n-s-c')).to.be.lessThan(html.indexOf('lp-n-x'));
    expect(html.indexOf('lp-n-x')).to.be.lessThan(html.indexOf('lp-n-y'));
  });

  it('spaces its columns with column-gap per breakpoint, as the gap and the variable the columns read', () => {
    const { html } = renderPage(
      page(section({ uid: 's', attributes: { 'column-gap': '24px' }, xsAttributes: { 'column-gap': '0' } })),
    );
    expect(html).to.contain('.lp-section > .lp-container { column-gap: 0; --lp-column-gap: 0px;');
    expect(html).to.contain('.lp-n-s > .lp-container { column-gap: 24px; --lp-column-gap: 24px; row-gap: 24px; }');
    expect(html).to.match(
      /@media \(max-width: 479px\) \{\n {2}\.lp-n-s > \.lp-container \{ column-gap: 0; --lp-column-gap: 0px; row-gap: 0; \}/,
    );
  });

  it('spaces stacked and wrapped columns vertically by the same gap (row-gap), only where a gap is given', () => {
    const rendered = (fields: Parameters<typeof section>[0]) =>
      renderPage(page(section({ uid: 's', ...fields }, column({ uid: 'a' }), column({ uid: 'b' })))).html;
    const gap = rendered({ attributes: { 'column-gap': '24px' }, smAttributes: { 'column-gap': '12px' } });
    expect(gap).to.contain('.lp-n-s > .lp-container { column-gap: 24px; --lp-column-gap: 24px; row-gap: 24px; }');
    // The columns stack at sm; the gap given there spaces them vertically.
    expect(gap).to.match(
      /@media \(max-width: 767px\) \{\n(?: {2}.*\n)*? {2}\.lp-n-s > \.lp-container \{[^}]*row-gap: 12px; \}/,
    );
    const none = rendered({});
    expect(none).not.to.contain('row-gap');
    expect(rendered({ attributes: { 'column-gap': '0' } })).not.to.contain('row-gap');
  });

  it('starts new sections with a 24px column gap, and leaves the default (existing templates) at 0', () => {
    expect(sectionKind.starter.attributes?.['column-gap']).to.equal('24px');
    expect(sectionKind.attributes['column-gap'].default).to.equal('0');
    const { html, warnings } = renderPage(
      page({ tagName: 'section', uid: 'n', ...structuredClone(sectionKind.starter) }),
    );
    expect(warnings).to.deep.equal([]);
    expect(html).to.contain('.lp-n-n > .lp-container { column-gap: 24px; --lp-column-gap: 24px; row-gap: 24px; }');
  });

  it('gives links inside it its text color when it sets one, from the widest level that sets it', () => {
    const linked = (fields: Parameters<typeof section>[0]) =>
      renderPage(
        page(
          section({ uid: 's', ...fields }, column({ uid: 'c' }, text('<p><a href="#x">more</a></p>', { uid: 't' }))),
        ),
      ).html;
    expect(linked({ attributes: { color: '#f8fafc' } })).to.contain('.lp-n-s a { color: inherit; }');
    expect(linked({})).not.to.contain('.lp-n-s a');
    expect(linked({ attributes: { 'background-color': '#0f172a' } })).not.to.contain('color: inherit');
    expect(linked({ smAttributes: { color: '#ffffff' } })).to.match(
      /@media \(max-width: 767px\) \{\n(?: {2}.*\n)*? {2}\.lp-n-s a \{ color: inherit; \}/,
    );
    // A link's own color in the text is inline, so it still wins over the inherited one.
    expect(
      renderPage(
        page(
          section(
            { uid: 's', attributes: { color: '#ffffff' } },
            column({ uid: 'c' }, text('<p><a href="#x" style="color: #fbbf24">gold</a></p>', { uid: 't' })),
          ),
        ),
      ).html,
    ).to.contain('<a href="#x" style="color:#fbbf24">gold</a>');
  });

  it("makes its vertical alignment the default of its columns' content; a column's own value wins", () => {
    const { html } = renderPage(
      page(
        section(
          { uid: 's', attributes: { 'vertical-align': 'middle' }, xsAttributes: { 'vertical-align': 'top' } },
          column({ uid: 'follows' }),
          column({ uid: 'own', attributes: { 'vertical-align': 'bottom' } }),
          column({ uid: 'later', smAttributes: { 'vertical-align': 'bottom' } }),
        ),
      ),
    );
    expect(html).to.contain('.lp-n-follows { justify-content: center; }');
    expect(html).to.match(
      /@media \(max-width: 479px\) \{\n(?: {2}.*\n)*? {2}\.lp-n-follows \{ justify-content: flex-start; \}/,
    );
    expect(html).to.contain('.lp-n-own { justify-content: flex-end; }');
    expect(html).not.to.match(/\.lp-n-own \{ justify-content: (?:center|flex-start)/);
    // Follows the section on desktop and md, its own value from sm down (the section's xs value does not reach it).
    expect(html).to.contain('.lp-n-later { justify-content: center; }');
    expect(html).not.to.match(/\.lp-n-later \{ justify-content: flex-start/);
    // Columns keep stretching to the row's height (equal-height backgrounds).
    expect(html).to.contain('.lp-container { flex-wrap: wrap; align-items: stretch;');
    const plain = renderPage(page(section({ uid: 's' }, column({ uid: 'c' })))).html;
    expect(plain).not.to.match(/\.lp-n-c \{[^}]*justify-content/);
  });

  it('takes a border (a width alone draws a solid line) and a shadow from the presets', () => {
    const bordered = renderPage(
      page(section({ uid: 's', attributes: { 'border-width': '1px', 'border-color': '#e2e8f0', shadow: 'medium' } })),
    ).html;
    expect(bordered).to.match(
      /\.lp-n-s \{ [^}]*border-width: 1px; border-color: #e2e8f0; box-shadow: 0 4px 6px -1px [^}]*; border-style: solid; \}/,
    );
    const dashed = renderPage(
      page(section({ uid: 's', attributes: { 'border-width': '2px', 'border-style': 'dashed' } })),
    ).html;
    expect(dashed).to.contain('.lp-n-s { border-width: 2px; border-style: dashed; }');
    expect(sectionKind.attributes.shadow.group).to.equal('border');
    expect(sectionKind.attributes['border-style'].group).to.equal('border');
  });

  it('draws the implied solid line only from the widest level that gives a width (no medium line on desktop)', () => {
    // A solid style without a width is a medium (3px) line: a width set on phones only must not draw one on desktop.
    const phones = renderPage(page(section({ uid: 's', smAttributes: { 'border-width': '2px' } }))).html;
    const desktop = phones.slice(0, phones.indexOf('@media'));
    expect(desktop).not.to.match(/\.lp-n-s \{[^}]*border-style/);
    expect(phones).to.match(
      /@media \(max-width: 767px\) \{\n\s*\.lp-n-s \{ border-width: 2px; border-style: solid; \}/,
    );
    // A style given at that level or wider is the template's: nothing is implied.
    const styled = renderPage(
      page(section({ uid: 's', mdAttributes: { 'border-style': 'dotted' }, xsAttributes: { 'border-width': '1px' } })),
    ).html;
    expect(styled).not.to.contain('border-style: solid');
  });

  it('never writes template text into box-shadow: only the presets reach the stylesheet', () => {
    for (const shadow of ['0 0 40px red', 'inherit', 'x; } body { display: none', 'constructor', '__proto__'])
      expect(() => renderPage(page(section({ uid: 's', attributes: { shadow } })))).to.throw(/one of "none", "small"/);
    // Even a value that skipped validation maps to a preset.
    const declarations = sectionKind.attributes.shadow.css?.declarations;
    for (const shadow of ['0 0 40px red', 'constructor', 'toString', '__proto__'])
      expect(declarations?.(shadow as 'none')).to.deep.equal([['box-shadow', 'none']]);
    for (const [name, value] of Object.entries(SHADOWS)) {
      expect(declarations?.(name as 'none')).to.deep.equal([['box-shadow', value]]);
      expect(isSafeCssValue(value)).to.equal(true);
    }
  });

  it('sets its own content width for its container, and aligns a row that does not fill it', () => {
    const { html } = renderPage(
      page(
        section({ uid: 's', attributes: { 'content-width': '720px', 'column-align': 'center' } }),
        section({ uid: 't', mdAttributes: { 'column-align': 'right' } }),
      ),
    );
    expect(html).to.contain('.lp-n-s { --lp-content-width: 720px; }');
    expect(html).to.contain('.lp-n-s > .lp-container { justify-content: center; }');
    expect(html).to.match(/\.lp-n-t > \.lp-container \{ justify-content: flex-end; \}/);
    expect(html).not.to.contain('.lp-n-t {');
  });
});
