import { expect } from 'chai';
import { renderPage } from '../render-page.ts';
import { goldenTests } from '../testing/golden.ts';
import { button, pageWith } from '../testing/builders.ts';
import { button as buttonKind } from './button.ts';

describe('button', () => {
  goldenTests('button');

  it('is a link with its label, and keeps only inline formatting in the label', () => {
    const { html } = renderPage(
      pageWith(button('<p>Buy <em>now</em></p><img src=x>', { uid: 'b', attributes: { href: '/buy' } })),
    );
    expect(html).to.contain(
      '<div class="lp-button lp-n-b"><a class="lp-button-link" href="/buy">Buy <em>now</em></a></div>',
    );
  });

  it('opens a new tab with rel=noopener only when asked', () => {
    expect(
      renderPage(pageWith(button('x', { uid: 'b', attributes: { href: '/x', target: '_blank' } }))).html,
    ).to.contain('href="/x" target="_blank" rel="noopener"');
    expect(renderPage(pageWith(button('x', { uid: 'b', attributes: { href: '/x' } }))).html).not.to.contain('target=');
  });

  it('renders without href when the link is empty or refused, and warns only when refused', () => {
    expect(renderPage(pageWith(button('x', { uid: 'b' }))).warnings).to.deep.equal([]);
    const refused = renderPage(pageWith(button('x', { uid: 'b', attributes: { href: ' javascript:alert(1)' } })));
    expect(refused.html).to.contain('<a class="lp-button-link">x</a>');
    expect(refused.warnings.map((w) => `${w.type}:${w.attribute}`)).to.deep.equal(['unsafe_url:href']);
  });

  it('writes hover colors as a :hover rule and full width per breakpoint', () => {
    const { html } = renderPage(
      pageWith(
        button('x', {
          uid: 'b',
          attributes: { 'hover-background-color': '#000' },
          smAttributes: { 'full-width': true },
        }),
      ),
    );
    expect(html).to.contain('.lp-n-b .lp-button-link:hover { background-color: #000; }');
    expect(html).to.match(/max-width: 767px\) \{[^@]*\n {2}\.lp-n-b \.lp-button-link \{ display: block; \}/);
  });

  it('takes a shadow preset on its link, never text of the template', () => {
    const { html } = renderPage(pageWith(button('x', { uid: 'b', attributes: { shadow: 'small' } })));
    expect(html).to.match(/\.lp-n-b \.lp-button-link \{ box-shadow: 0 1px 2px rgba\(15, 23, 42, 0\.08\)[^;]*; \}/);
    expect(() => renderPage(pageWith(button('x', { uid: 'b', attributes: { shadow: 'red 0 0 1px' } })))).to.throw(
      /shadow/,
    );
  });

  it('keeps its border attributes and their defaults (the shared border preset)', () => {
    const { html } = renderPage(pageWith(button('x', { uid: 'b' })));
    expect(html).to.match(
      /\.lp-button \.lp-button-link \{[^}]*border-width: 0; border-style: solid; border-color: transparent;/,
    );
  });

  it('names its three spacings for what each spaces: the block around the button, the button around its label, the margin', () => {
    // "Padding" and "Inner padding" read alike once translated ("Innenabstand", "Innerer Abstand").
    const spacing = Object.values(buttonKind.attributes)
      .filter((spec) => spec.group === 'spacing')
      .map((spec) => spec.label);
    expect(spacing).to.deep.equal(['Block padding', 'Button padding', 'Margin']);
  });
});
