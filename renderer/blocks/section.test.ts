import { expect } from 'chai';
import { renderPage } from '../render-page.ts';
import { goldenTests } from '../testing/golden.ts';
import { attr, renderedSections } from '../testing/inspect.ts';
import { column, page, section, text } from '../testing/builders.ts';

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
    expect(html).to.contain('.lp-n-s > .lp-container { column-gap: 24px; --lp-column-gap: 24px; }');
    expect(html).to.match(
      /@media \(max-width: 479px\) \{\n {2}\.lp-n-s > \.lp-container \{ column-gap: 0; --lp-column-gap: 0px; \}/,
    );
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
