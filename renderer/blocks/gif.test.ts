import { expect } from 'chai';
import { renderPage } from '../render-page.ts';
import { goldenTests } from '../testing/golden.ts';
import { block, pageWith } from '../testing/builders.ts';

describe('gif', () => {
  goldenTests('gif');

  it('accepts an image data: URL (a GIF picked from the library can be inlined)', () => {
    const { html, warnings } = renderPage(
      pageWith(block('gif', { uid: 'g', attributes: { src: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=', alt: 'x' } })),
    );
    expect(html).to.contain('src="data:image/gif;base64,R0lGODlhAQABAAAAACw="');
    expect(warnings).to.deep.equal([]);
  });

  it('has its own kind class so designers can style GIFs apart from images', () => {
    expect(renderPage(pageWith(block('gif', { uid: 'g', attributes: { src: '/a.gif', alt: 'x' } }))).html).to.contain(
      'class="lp-gif lp-n-g"',
    );
  });
});
