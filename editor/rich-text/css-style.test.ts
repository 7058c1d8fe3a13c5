/**
 * The stored form of colors and font families: what the browser's CSS object model writes
 * (`rgb(192, 0, 0)`, `"Helvetica Neue", …`) goes back to `#c00000` and to the font list as its font
 * choice writes it; normalizing twice changes nothing.
 */
import { expect } from 'chai';
import {
  normalizeColor,
  normalizeFontFamily,
  normalizeStyleValue,
  rememberFontChoices,
  sameFontFamily,
} from './css-style.ts';

describe('rich-text style values in their stored form', () => {
  it('opaque colors become lower-case #rrggbb, whatever the syntax', () => {
    for (const [given, stored] of [
      ['rgb(192, 0, 0)', '#c00000'],
      ['rgb(255,255,255)', '#ffffff'],
      ['RGB(1, 2, 3)', '#010203'],
      ['rgb(18 52 86)', '#123456'],
      ['rgba(18, 52, 86, 1)', '#123456'],
      ['rgb(18 52 86 / 100%)', '#123456'],
      ['#C00000', '#c00000'],
      ['#abc', '#aabbcc'],
      ['#123456ff', '#123456'],
      [' #ABCDEF ', '#abcdef'],
    ])
      expect(normalizeColor(given!), given).to.equal(stored);
  });

  it('translucent colors stay rgba(), as the CSS object model writes them', () => {
    expect(normalizeColor('rgba(0, 0, 0, 0.5)')).to.equal('rgba(0, 0, 0, 0.5)');
    expect(normalizeColor('rgba(0,0,0,.25)')).to.equal('rgba(0, 0, 0, 0.25)');
    expect(normalizeColor('rgb(10 20 30 / 50%)')).to.equal('rgba(10, 20, 30, 0.5)');
    expect(normalizeColor('#00000080')).to.equal('rgba(0, 0, 0, 0.502)');
    expect(normalizeColor('rgba(0, 0, 0, 0)')).to.equal('rgba(0, 0, 0, 0)');
  });

  it('what it cannot read exactly stays as written', () => {
    for (const value of [
      'red',
      'transparent',
      'currentcolor',
      'rgb(10%, 20%, 30%)',
      'rgb(300, 0, 0)',
      'hsl(0 50% 50%)',
      'var(--x)',
      '#12345',
      'rgb(1, 2)',
    ])
      expect(normalizeColor(value), value).to.equal(value);
  });

  it('a font list becomes its built-in choice as written there, quotes and spaces aside', () => {
    expect(normalizeFontFamily('"Helvetica Neue", Helvetica, Arial, sans-serif')).to.equal(
      "'Helvetica Neue', Helvetica, Arial, sans-serif",
    );
    expect(normalizeFontFamily('georgia,serif')).to.equal('Georgia, serif');
    // Not a choice (another list): as it is.
    expect(normalizeFontFamily('Georgia')).to.equal('Georgia');
    expect(normalizeFontFamily('"Brand Sans", serif')).to.equal('"Brand Sans", serif');
  });

  it('custom fonts are stored as the embedder wrote them, before a built-in with the same list', () => {
    rememberFontChoices([
      { label: 'Brand', style: "'Brand Sans',sans-serif" },
      { label: 'Georgia', style: '"Georgia", serif' },
    ]);
    expect(normalizeFontFamily('"Brand Sans", sans-serif')).to.equal("'Brand Sans',sans-serif");
    expect(normalizeFontFamily('Georgia, serif')).to.equal('"Georgia", serif');
    rememberFontChoices([{ label: 'Georgia', style: 'Georgia, serif' }]);
    expect(normalizeFontFamily('"Georgia", serif')).to.equal('Georgia, serif');
  });

  it('normalizes only the properties it knows, and is idempotent', () => {
    expect(normalizeStyleValue('background-color', 'rgb(0, 0, 255)')).to.equal('#0000ff');
    expect(normalizeStyleValue('font-size', '18px')).to.equal('18px');
    for (const [property, value] of [
      ['color', 'rgb(192, 0, 0)'],
      ['color', 'rgba(1, 2, 3, 0.4)'],
      ['font-family', '"Trebuchet MS", Helvetica, sans-serif'],
    ] as const) {
      const once = normalizeStyleValue(property, value);
      expect(normalizeStyleValue(property, once)).to.equal(once);
    }
    expect(sameFontFamily("'Open Sans', sans-serif", '"open sans",  sans-serif')).to.equal(true);
    expect(sameFontFamily('Arial', 'Arial, sans-serif')).to.equal(false);
  });
});
