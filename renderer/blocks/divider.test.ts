import { expect } from 'chai';
import { renderPage } from '../render-page.ts';
import { goldenTests } from '../testing/golden.ts';
import { block, pageWith } from '../testing/builders.ts';

describe('divider', () => {
  goldenTests('divider');

  it('is an <hr> with its color, thickness, style and width on the line', () => {
    const { html } = renderPage(
      pageWith(
        block('divider', {
          uid: 'd',
          attributes: { color: '#f00', thickness: '3px', 'border-style': 'dotted', width: '40%' },
        }),
      ),
    );
    expect(html).to.contain('<hr class="lp-divider-line">');
    expect(html).to.contain(
      '.lp-n-d .lp-divider-line { border-top-color: #f00; border-top-width: 3px; border-top-style: dotted; width: 40%; }',
    );
  });
});
