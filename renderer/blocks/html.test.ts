import { expect } from 'chai';
import { renderPage } from '../render-page.ts';
import { goldenTests } from '../testing/golden.ts';
import { html as htmlBlock, pageWith, text } from '../testing/builders.ts';
import { attr, elements, renderedBlocks } from '../testing/inspect.ts';

describe('html', () => {
  goldenTests('html');

  it('is published as authored, scripts included', () => {
    const content = '<div id="widget"></div><script src="https://widgets.example/w.js" async></script>';
    expect(renderPage(pageWith(htmlBlock(content, { uid: 'h' }))).html).to.contain(
      `<div class="lp-html lp-n-h">${content}</div>`,
    );
  });

  it('is isolated while editing: inside a sandboxed frame without allow-scripts, never in the page itself', () => {
    const { html } = renderPage(
      pageWith(htmlBlock('<script>parent.hacked = 1</script><img src=x onerror="top.hacked=1">', { uid: 'h' })),
      { mode: 'edit' },
    );
    const all = elements(html);
    expect(all.some((el) => el.tagName === 'script' || (el.tagName === 'img' && attr(el, 'onerror')))).to.equal(false);
    const frame = all.find((el) => el.tagName === 'iframe')!;
    expect(attr(frame, 'sandbox')).to.equal('allow-same-origin');
    expect(attr(frame, 'srcdoc')).to.contain('<script>parent.hacked = 1</script>');
  });

  it('repairs markup that would break the blocks after it, and warns', () => {
    const { html, warnings } = renderPage(
      pageWith(htmlBlock('<div><b>open', { uid: 'h' }), text('after', { uid: 't' })),
    );
    expect(html).to.contain('<div class="lp-html lp-n-h"><div><b>open</b></div></div>');
    expect(renderedBlocks(html).map((el) => attr(el, 'class'))).to.deep.equal(['lp-html lp-n-h', 'lp-text lp-n-t']);
    expect(warnings.map((w) => w.type)).to.deep.equal(['html_repaired']);
  });

  it('leaves out markup that would swallow the rest of the page and cannot be repaired', () => {
    const { html, warnings } = renderPage(
      pageWith(htmlBlock('<plaintext>', { uid: 'h' }), text('after', { uid: 't' })),
    );
    expect(html).to.contain('<div class="lp-html lp-n-h"></div>');
    expect(html).to.contain('<div class="lp-text lp-n-t">after</div>');
    expect(warnings.map((w) => w.type)).to.deep.equal(['html_dropped']);
  });
});
