import { expect } from 'chai';
import { renderPage } from '../render-page.ts';
import { goldenTests } from '../testing/golden.ts';
import { block, pageWith } from '../testing/builders.ts';

describe('custom-raw', () => {
  goldenTests('custom-raw');

  it("publishes the host's markup as authored, in a block box", () => {
    const { html } = renderPage(
      pageWith(
        block('custom-raw', {
          uid: 'promo',
          customKey: 'promo',
          content: '<p class="promo">Sale</p>',
          attributes: { padding: '4px' },
        }),
      ),
    );
    expect(html).to.contain('<div class="lp-custom-raw lp-n-promo"><p class="promo">Sale</p></div>');
    expect(html).to.contain('.lp-n-promo { padding: 4px; }');
  });
});
