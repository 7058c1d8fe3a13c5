import { expect } from 'chai';
import { renderPage } from '../render-page.ts';
import { goldenTests } from '../testing/golden.ts';
import { pageWith, raw } from '../testing/builders.ts';

describe('raw', () => {
  goldenTests('raw');

  it('has no box of its own on the page (display: contents), but can still be hidden per breakpoint', () => {
    const { html } = renderPage(pageWith(raw('<p>x</p>', { uid: 'r', smAttributes: { hidden: true } })));
    expect(html).to.contain('.lp-raw { display: contents; }');
    expect(html).to.match(/max-width: 767px\) \{[^@]*\n {2}\.lp-n-r \{ display: none; \}/);
  });

  it('gets a box while editing, so the canvas can select it', () => {
    expect(renderPage(pageWith(raw('<p>x</p>', { uid: 'r' })), { mode: 'edit' }).html).to.contain(
      '.lp-raw { display: block; }',
    );
  });
});
