import { expect } from 'chai';
import { renderPage } from '../render-page.ts';
import { goldenTests } from '../testing/golden.ts';
import { column, page, section } from '../testing/builders.ts';
import { shareOfRow } from './column.ts';

describe('column', () => {
  goldenTests('column');

  it('shares the row equally without a width, and takes its share with one', () => {
    const { html } = renderPage(
      page(section({ uid: 's' }, column({ uid: 'a', attributes: { width: '25%' } }), column({ uid: 'b' }))),
    );
    const desktop = html.slice(0, html.indexOf('@media'));
    expect(desktop).to.contain(
      '.lp-n-a { flex: 0 0 calc(25% - var(--lp-column-gap, 0px) * 0.75); max-width: calc(25% - var(--lp-column-gap, 0px) * 0.75); }',
    );
    expect(html).to.contain('.lp-column { flex: 1 1 0%;');
    expect(desktop).not.to.contain('.lp-n-b {');
  });

  it('keeps a width given at the stacking breakpoint instead of stacking there', () => {
    const { html } = renderPage(
      page(section({ uid: 's' }, column({ uid: 'a', smAttributes: { width: '50%' } }), column({ uid: 'b' }))),
    );
    const sm = html.slice(html.indexOf('@media (max-width: 767px)'));
    expect(sm).to.contain(
      '.lp-n-a { flex: 0 0 calc(50% - var(--lp-column-gap, 0px) * 0.5); max-width: calc(50% - var(--lp-column-gap, 0px) * 0.5); }',
    );
    expect(sm).not.to.contain('.lp-n-a { flex: 0 0 100%');
    expect(sm).to.contain('.lp-n-b { flex: 0 0 100%; max-width: 100%; }');
  });

  it('is hidden at a breakpoint with display: none there, and shown again below when told', () => {
    const { html } = renderPage(
      page(
        section({ uid: 's' }, column({ uid: 'a', mdAttributes: { hidden: true }, xsAttributes: { hidden: false } })),
      ),
    );
    expect(html).to.match(/max-width: 1023px\) \{\n {2}\.lp-n-a \{ display: none; \}/);
    expect(html).to.match(/max-width: 479px\) \{\n {2}\.lp-n-a \{ display: flex; \}/);
  });

  it("makes room for the section's column gaps: its share minus (1 - share) gaps, a full row as it is", () => {
    expect(shareOfRow('33.33%')).to.equal('calc(33.33% - var(--lp-column-gap, 0px) * 0.6667)');
    expect(shareOfRow('66.66%')).to.equal('calc(66.66% - var(--lp-column-gap, 0px) * 0.3334)');
    expect(shareOfRow('0%')).to.equal('calc(0% - var(--lp-column-gap, 0px) * 1)');
    expect(shareOfRow('100%')).to.equal('100%');
    expect(shareOfRow('100.0%')).to.equal('100.0%');
  });

  it('takes a border (a width alone draws a solid line), a shadow preset and a text color its links follow', () => {
    const { html } = renderPage(
      page(
        section(
          { uid: 's' },
          column({
            uid: 'card',
            attributes: { 'border-width': '1px', 'border-color': '#e2e8f0', shadow: 'small', color: '#ffffff' },
          }),
          column({ uid: 'plain' }),
        ),
      ),
    );
    expect(html).to.match(
      /\.lp-n-card \{ border-width: 1px; border-color: #e2e8f0; box-shadow: 0 1px 2px [^;]*; color: #ffffff; border-style: solid; \}/,
    );
    expect(html).to.contain('.lp-n-card a { color: inherit; }');
    expect(html).not.to.contain('.lp-n-plain a');
    expect(html).not.to.match(/\.lp-n-plain \{[^}]*(?:border|box-shadow)/);
  });

  it('keeps its own border style over the implied solid one, at every level', () => {
    const { html } = renderPage(
      page(
        section(
          { uid: 's' },
          column({ uid: 'c', attributes: { 'border-style': 'dotted' }, smAttributes: { 'border-width': '2px' } }),
        ),
      ),
    );
    expect(html).to.contain('.lp-n-c { border-style: dotted; }');
    expect(html).not.to.contain('border-style: solid');
  });

  it('aligns its content as its section does unless it gives its own vertical alignment', () => {
    const { html } = renderPage(
      page(
        section(
          { uid: 's', mdAttributes: { 'vertical-align': 'bottom' } },
          column({ uid: 'a' }),
          column({ uid: 'b', attributes: { 'vertical-align': 'top' } }),
        ),
      ),
    );
    expect(html).to.match(
      /@media \(max-width: 1023px\) \{\n(?: {2}.*\n)*? {2}\.lp-n-a \{ justify-content: flex-end; \}/,
    );
    expect(html).not.to.match(/\.lp-n-b \{[^}]*justify-content/);
  });
});
