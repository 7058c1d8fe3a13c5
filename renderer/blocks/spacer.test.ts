import { expect } from 'chai';
import { renderPage } from '../render-page.ts';
import { goldenTests } from '../testing/golden.ts';
import { block, pageWith } from '../testing/builders.ts';

describe('spacer', () => {
  goldenTests('spacer');

  it('is empty space hidden from assistive technology, with its height per breakpoint', () => {
    const { html } = renderPage(
      pageWith(block('spacer', { uid: 'gap', attributes: { height: '10px' }, xsAttributes: { height: '4px' } })),
    );
    expect(html).to.contain('<div class="lp-spacer lp-n-gap" aria-hidden="true"></div>');
    expect(html).to.contain('.lp-n-gap { height: 10px; }');
    expect(html).to.match(/max-width: 479px\) \{\n {2}\.lp-n-gap \{ height: 4px; \}/);
  });
});
