import { expect } from 'chai';
import { renderPage } from '../render-page.ts';
import { goldenTests } from '../testing/golden.ts';
import { block, column, page, pageWith, section } from '../testing/builders.ts';
import { attr, elements } from '../testing/inspect.ts';

const imgs = (html: string) => elements(html).filter((el) => el.tagName === 'img');

describe('image', () => {
  goldenTests('image');

  it('carries its intrinsic width and height, and loads lazily only below the first section', () => {
    const picture = (uid: string) =>
      block('image', {
        uid,
        attributes: { src: `https://example.com/${uid}.png`, alt: uid, 'image-width': 640, 'image-height': 480 },
      });
    const { html } = renderPage(
      page(
        section({ uid: 'a' }, column({ uid: 'c1' }, picture('first'))),
        section({ uid: 'b' }, column({ uid: 'c2' }, picture('second'))),
      ),
    );
    const [first, second] = imgs(html);
    expect([attr(first!, 'width'), attr(first!, 'height'), attr(first!, 'loading')]).to.deep.equal([
      '640',
      '480',
      undefined,
    ]);
    expect(attr(second!, 'loading')).to.equal('lazy');
  });

  it('renders nothing without a source on the page, and a placeholder while editing', () => {
    const empty = pageWith(block('image', { uid: 'i' }));
    expect(imgs(renderPage(empty).html)).to.have.length(0);
    expect(renderPage(empty, { mode: 'edit' }).html).to.contain('<span class="lp-placeholder"></span>');
  });

  it('warns about a missing alt, but not about an empty (decorative) one', () => {
    const warned = renderPage(pageWith(block('image', { uid: 'i', attributes: { src: 'https://x.test/a.png' } })));
    expect(warned.warnings.map((w) => w.type)).to.deep.equal(['missing_alt']);
    expect(attr(imgs(warned.html)[0]!, 'alt')).to.equal('');
    expect(
      renderPage(pageWith(block('image', { uid: 'i', attributes: { src: 'https://x.test/a.png', alt: '' } }))).warnings,
    ).to.deep.equal([]);
  });

  it('refuses a non-image data: URL and a script URL as its source', () => {
    for (const src of ['data:text/html,<script>alert(1)</script>', 'javascript:alert(1)']) {
      const result = renderPage(pageWith(block('image', { uid: 'i', attributes: { src, alt: 'x' } })));
      expect(imgs(result.html)).to.have.length(0);
      expect(result.warnings.map((w) => w.type)).to.include('unsafe_url');
    }
  });

  it('wraps itself in its link', () => {
    const { html } = renderPage(
      pageWith(block('image', { uid: 'i', attributes: { src: '/a.png', alt: 'a', href: '/more' } })),
    );
    expect(html).to.contain('<a href="/more"><img class="lp-img" src="/a.png" alt="a" decoding="async"></a>');
  });

  it('takes a shadow preset on the image itself', () => {
    const { html } = renderPage(
      pageWith(block('image', { uid: 'i', attributes: { src: '/a.png', alt: '', shadow: 'medium' } })),
    );
    expect(html).to.match(/\.lp-n-i \.lp-img \{ box-shadow: 0 4px 6px -1px [^;]*; \}/);
    expect(() =>
      renderPage(pageWith(block('image', { uid: 'i', attributes: { src: '/a.png', shadow: 'none; color: red' } }))),
    ).to.throw(/shadow/);
  });
});
