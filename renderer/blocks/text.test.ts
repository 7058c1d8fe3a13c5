import { expect } from 'chai';
import { renderPage } from '../render-page.ts';
import { goldenTests } from '../testing/golden.ts';
import { pageWith, text } from '../testing/builders.ts';
import { renderedBlocks } from '../testing/inspect.ts';
import { registry } from './registry.ts';
import { serializeOuter } from 'parse5';

const body = (content: string) =>
  serializeOuter(renderedBlocks(renderPage(pageWith(text(content, { uid: 't' }))).html)[0]!);

describe('text', () => {
  goldenTests('text');

  it('keeps paragraphs, headings, lists, links and inline formatting', () => {
    const content =
      '<h2>Title</h2><p>A <strong>b</strong> <em>c</em> <u>d</u> <s>e</s> <a href="/x">f</a><br>g</p><ol start="3"><li>h</li></ol><blockquote>i</blockquote>';
    expect(body(content)).to.equal(`<div class="lp-text lp-n-t">${content}</div>`);
  });

  it('removes scripts, handlers, frames and unknown elements but keeps their text where it is text', () => {
    expect(
      body('<p onclick="x()">Hi <script>alert(1)</script><iframe src="x"></iframe><marquee>there</marquee></p>'),
    ).to.equal('<div class="lp-text lp-n-t"><p>Hi there</p></div>');
  });

  it('keeps only typographic inline styles, and collects their fonts', () => {
    const result = renderPage(
      pageWith(text('<span style="color: #f00; position: fixed; font-family: \'Lora\', serif">x</span>', { uid: 't' })),
    );
    expect(result.html).to.contain('<span style="color:#f00;font-family:&#39;Lora&#39;, serif">x</span>');
    expect(result.html).to.contain('family=Lora:wght@400;700');
  });

  it('drops a link with a refused scheme, keeps its text, and warns', () => {
    const result = renderPage(pageWith(text('<a href="javascript:alert(1)">click</a>', { uid: 't' })));
    expect(result.html).to.contain('<a>click</a>');
    expect(result.warnings.map((w) => `${w.type}:${w.uid}`)).to.deep.equal(['unsafe_url:t']);
  });

  it('opens links in a new tab with rel=noopener', () => {
    expect(body('<a href="https://x.test" target="_blank" rel="opener">x</a>')).to.contain(
      '<a href="https://x.test" target="_blank" rel="noopener">x</a>',
    );
  });

  it('refuses the lp- class namespace in content, keeping other classes for the global style', () => {
    expect(body('<span class="lp-section lp-n-x highlight">x</span>')).to.contain('<span class="highlight">x</span>');
  });

  it('has the outer margin every block has (the shared preset), negative and auto values included', () => {
    for (const kind of registry.withRole('block')) {
      expect(kind.attributes.margin, kind.tagName).to.include({ control: 'box', group: 'spacing', label: 'Margin' });
      expect(kind.attributes.margin?.default, kind.tagName).to.equal(undefined);
    }
    for (const kind of registry.kinds.filter((k) => k.role !== 'block'))
      expect(kind.attributes.margin, kind.tagName).to.equal(undefined);
    const { html } = renderPage(
      pageWith(text('<p>a</p>', { uid: 't', attributes: { margin: '-16px auto 0' }, xsAttributes: { margin: '0' } })),
    );
    expect(html).to.contain('.lp-n-t { margin: -16px auto 0; }');
    expect(html).to.match(/@media \(max-width: 479px\) \{\n(?: {2}.*\n)*? {2}\.lp-n-t \{ margin: 0; \}/);
    expect(() =>
      renderPage(pageWith(text('<p>a</p>', { uid: 't', attributes: { margin: '1px; color: red' } }))),
    ).to.throw(/margin/);
    expect(renderPage(pageWith(text('<p>a</p>', { uid: 't' }))).html).not.to.contain('margin: -');
  });
});
