import { expect } from 'chai';
import { renderPage } from '../render-page.ts';
import { goldenTests } from '../testing/golden.ts';
import { page, section } from '../testing/builders.ts';

describe('container', () => {
  goldenTests('container');

  it('is there with its defaults when the section gives none, classed after the section', () => {
    const { html } = renderPage(page(section({ uid: 'hero' })));
    expect(html).to.contain('<div class="lp-container lp-n-hero-c">');
    expect(html).to.contain('max-width: var(--lp-content-width, 1140px)');
  });

  it('overrides the content width for its section only', () => {
    const { html } = renderPage(
      page(
        section({ uid: 'a', container: { tagName: 'container', attributes: { 'max-width': '720px' } } }),
        section({ uid: 'b' }),
      ),
    );
    expect(html).to.contain('.lp-n-a-c { max-width: 720px; }');
    expect(html).not.to.contain('.lp-n-b-c {');
  });

  it('takes a border (a width alone draws a solid line) and a shadow from the presets, as a card', () => {
    const { html } = renderPage(
      page(
        section({
          uid: 'card',
          container: { tagName: 'container', attributes: { 'border-width': '1px', shadow: 'large' } },
        }),
      ),
    );
    expect(html).to.match(
      /\.lp-n-card-c \{ border-width: 1px; box-shadow: 0 10px 15px -3px [^;]*; border-style: solid; \}/,
    );
    expect(() =>
      renderPage(
        page(section({ uid: 'x', container: { tagName: 'container', attributes: { shadow: '0 0 9px red' } } })),
      ),
    ).to.throw(/shadow/);
  });
});
