import { expect } from 'chai';
import { TemplateValidationError } from '../errors.ts';
import { CURRENT_VERSION } from '../model/migrate.ts';
import { renderPage } from '../render-page.ts';
import { goldenTests } from '../testing/golden.ts';
import { attr, elements } from '../testing/inspect.ts';
import { page } from '../testing/builders.ts';
import { DEFAULT_TITLE } from '../render/document.ts';

const head = (html: string) =>
  elements(html).filter((el) => el.parentNode && 'tagName' in el.parentNode && el.parentNode.tagName === 'head');
const meta = (html: string, key: string) =>
  head(html).find((el) => el.tagName === 'meta' && (attr(el, 'name') === key || attr(el, 'property') === key));

describe('page', () => {
  goldenTests('page');

  it('writes lang and dir from settings, English left-to-right by default', () => {
    expect(renderPage(page()).html).to.contain('<html lang="en" dir="ltr">');
    expect(renderPage({ ...page(), settings: { lang: 'ar', dir: 'rtl' } }).html).to.contain(
      '<html lang="ar" dir="rtl">',
    );
  });

  it('turns metadata into title, description and Open Graph tags, escaped', () => {
    const { html } = renderPage({
      ...page(),
      metadata: { title: 'Fish & "Chips" <Co>', description: 'Fresh < daily', image: 'https://example.com/og.png' },
    });
    expect(html).to.contain('<title>Fish &amp; &quot;Chips&quot; &lt;Co&gt;</title>');
    expect(attr(meta(html, 'description')!, 'content')).to.equal('Fresh < daily');
    expect(attr(meta(html, 'og:title')!, 'content')).to.equal('Fish & "Chips" <Co>');
    expect(attr(meta(html, 'og:image')!, 'content')).to.equal('https://example.com/og.png');
    expect(attr(meta(html, 'twitter:card')!, 'content')).to.equal('summary_large_image');
  });

  it('gives a page without a title the default one, and no description tag', () => {
    const { html } = renderPage(page());
    expect(html).to.contain(`<title>${DEFAULT_TITLE}</title>`);
    expect(meta(html, 'description')).to.equal(undefined);
    expect(attr(meta(html, 'twitter:card')!, 'content')).to.equal('summary');
  });

  it('refuses a share image that is not an absolute http(s) URL (data:, relative, another scheme); "" is none', () => {
    const current = { version: CURRENT_VERSION };
    for (const image of ['data:image/png;base64,AAAA', 'javascript:alert(1)', '/og.png', '//example.com/og.png']) {
      expect(() => renderPage({ ...page(), settings: current, metadata: { image } }), image).to.throw(
        TemplateValidationError,
        /metadata\.image/,
      );
      // A stored version 1 page still renders: migration leaves the share image out.
      expect(
        meta(renderPage({ ...page(), metadata: { image } }).html, 'og:image'),
        `${image} in a version 1 page`,
      ).to.equal(undefined);
    }
    expect(meta(renderPage({ ...page(), settings: current, metadata: { image: '' } }).html, 'og:image')).to.equal(
      undefined,
    );
  });

  it('links the favicon and the canonical URL, and asks robots not to index a noindex page', () => {
    const { html, warnings } = renderPage({
      ...page(),
      metadata: {
        favicon: '/favicon.ico',
        canonical: 'https://example.com/spring-sale?a=1&b="x"',
        noindex: true,
      },
    });
    const link = (rel: string) => head(html).filter((el) => el.tagName === 'link' && attr(el, 'rel') === rel);
    expect(link('icon').map((el) => attr(el, 'href'))).to.deep.equal(['/favicon.ico']);
    expect(link('canonical').map((el) => attr(el, 'href'))).to.deep.equal([
      'https://example.com/spring-sale?a=1&b="x"',
    ]);
    expect(html).to.contain('href="https://example.com/spring-sale?a=1&amp;b=&quot;x&quot;"');
    expect(attr(meta(html, 'og:url')!, 'content')).to.equal('https://example.com/spring-sale?a=1&b="x"');
    expect(attr(meta(html, 'robots')!, 'content')).to.equal('noindex');
    expect(warnings).to.deep.equal([]);
    // None of it without the fields (or with noindex false, or empty URLs).
    const plain = renderPage({ ...page(), metadata: { favicon: '', canonical: '', noindex: false } });
    expect(plain.html).not.to.match(/rel="(icon|canonical)"|name="robots"|og:url/);
    expect(plain.warnings).to.deep.equal([]);
  });

  it('takes a data: image as favicon, and refuses other schemes there and anything but absolute http(s) as canonical', () => {
    const icon = 'data:image/png;base64,iVBORw0KGgo=';
    expect(renderPage({ ...page(), metadata: { favicon: icon } }).html).to.contain(`<link rel="icon" href="${icon}">`);
    for (const [field, value] of [
      ['favicon', 'javascript:alert(1)'],
      ['favicon', 'data:text/html,<script>alert(1)</script>'],
      ['canonical', 'javascript:alert(1)'],
      ['canonical', '/relative/page'],
      ['canonical', '//example.com/x'],
      ['canonical', 'mailto:a@example.com'],
      ['canonical', 'data:image/png;base64,AAAA'],
    ] as const) {
      const { html, warnings } = renderPage({ ...page(), metadata: { [field]: value } });
      expect(html, value).not.to.match(/rel="(icon|canonical)"|og:url|javascript|data:text/);
      expect(
        warnings.map((w) => [w.type, w.attribute]),
        value,
      ).to.deep.equal([['unsafe_url', `metadata.${field}`]]);
    }
  });

  it('refuses a noindex that is not a boolean', () => {
    expect(() => renderPage({ ...page(), metadata: { noindex: 'yes' as unknown as boolean } })).to.throw(
      TemplateValidationError,
      /metadata\.noindex/,
    );
  });

  it('sets the content width for every container through one custom property', () => {
    const { html } = renderPage({ ...page(), settings: { contentWidth: '960px' } });
    expect(html).to.contain(':root { --lp-content-width: 960px; }');
  });

  it('needs no JavaScript: the document has no script of its own', () => {
    expect(elements(renderPage(page()).html).some((el) => el.tagName === 'script')).to.equal(false);
  });
});
