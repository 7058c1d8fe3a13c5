import { expect } from 'chai';
import { FontResolver, splitFamilies } from './resolver.ts';
import { renderPage } from '../render-page.ts';
import { page, pageWith, text } from '../testing/builders.ts';

describe('fonts', () => {
  it('splits a font-family list into names, unquoted', () => {
    expect(splitFamilies(` 'Open Sans' , "Noto  Sans", serif`)).to.deep.equal(['Open Sans', 'Noto Sans', 'serif']);
  });

  it('covers generic families, web-safe fonts and built-in web fonts; reports the rest', () => {
    const fonts = new FontResolver([], []);
    fonts.use("'Inter', Arial, sans-serif");
    fonts.use('"Brand Grotesk", system-ui');
    fonts.use('brand grotesk');
    expect(fonts.missing()).to.deep.equal(['Brand Grotesk']);
    expect(fonts.stylesheets()).to.deep.equal([
      'https://fonts.googleapis.com/css2?family=Inter:wght@400;700&display=swap',
    ]);
  });

  it('treats fonts given in the options as covered and links their stylesheet', () => {
    const fonts = new FontResolver(
      [{ label: 'Brand Grotesk', style: "'Brand Grotesk', sans-serif", url: 'https://cdn.example/brand.css' }],
      [],
    );
    fonts.use("'Brand Grotesk', sans-serif");
    expect(fonts.missing()).to.deep.equal([]);
    expect(fonts.stylesheets()).to.deep.equal(['https://cdn.example/brand.css']);
  });

  it('links a font the page declares, but still reports it missing (only options and built-ins cover)', () => {
    const fonts = new FontResolver([], [{ label: 'Mine', style: 'Mine, serif', url: 'https://cdn.example/mine.css' }]);
    fonts.use('Mine, serif');
    expect(fonts.stylesheets()).to.deep.equal(['https://cdn.example/mine.css']);
    expect(fonts.missing()).to.deep.equal(['Mine']);
  });

  it('finds fonts in attributes, breakpoint overrides, the global style and inline styles of text', () => {
    const p = {
      ...pageWith(
        text('<span style="font-family: Inline Font">x</span>', {
          attributes: { 'font-family': 'Attr Font' },
          xsAttributes: { 'font-family': 'Small Font, serif' },
        }),
      ),
      style: { body: { 'font-family': 'Global Font' } },
    };
    const { warnings } = renderPage(p);
    expect(warnings).to.deep.include({
      type: 'missing_fonts',
      message:
        'These fonts are used but are neither built in nor given in the fonts option: Global Font, Attr Font, Small Font, Inline Font. Visitors see a fallback font.',
      missing_fonts: ['Global Font', 'Attr Font', 'Small Font', 'Inline Font'],
    });
  });

  it('reports no missing fonts for a page using only built-in ones', () => {
    expect(
      renderPage({ ...page(), style: { body: { 'font-family': "'Playfair Display', Georgia, serif" } } }).warnings,
    ).to.deep.equal([]);
  });

  it('leaves out a font stylesheet whose URL is not http(s)', () => {
    const { html } = renderPage(
      { ...page(), style: { body: { 'font-family': 'Evil' } } },
      { fonts: [{ label: 'Evil', style: 'Evil', url: 'javascript:alert(1)' }] },
    );
    expect(html).not.to.contain('javascript:');
  });
});
