import { expect } from 'chai';
import { cssString, cssUrl, isSafeCssProperty, isSafeCssValue, isSafeSelector } from './value.ts';
import { minifyStaticCss } from './stylesheet.ts';

describe('CSS sink checks', () => {
  for (const value of [
    '</style><script>alert(1)</script>',
    'red;background:blue',
    'red}body{color:red',
    'x{',
    'a\\3c/style',
    'red/*',
    '*/red',
    'url(javascript:alert(1))',
    'URL(x)',
    'expression(alert(1))',
    'image-set("x" 1x)',
    "'unclosed",
    '"a" "b',
    'red\nblue',
    'calc(',
    'calc(1px',
    'a)',
    'x[',
    'a]',
    '(]',
    'rgb(1,2,3))',
    '-moz-binding:url(x)',
    '@import "x"',
    'a'.repeat(2001),
  ]) {
    it(`refuses the value ${JSON.stringify(value.slice(0, 40))}`, () => {
      expect(isSafeCssValue(value)).to.equal(false);
    });
  }

  it('accepts ordinary values, quotes that pair up and functions that load nothing', () => {
    for (const value of [
      '#fff',
      '12px 24px',
      '\'Inter\', "Open Sans", sans-serif',
      'rgba(0, 0, 0, 0.5)',
      'clamp(36px, 6vw, 52px)',
      'var(--brand, #000)',
      'calc(100% - 2rem)',
      'linear-gradient(90deg, #fff, #000)',
    ]) {
      expect(isSafeCssValue(value), value).to.equal(true);
    }
  });

  it('refuses property names that are not names, or that once ran code', () => {
    for (const name of ['color', 'background-color', '--brand', '-webkit-line-clamp'])
      expect(isSafeCssProperty(name), name).to.equal(true);
    for (const name of ['behavior', '-moz-binding', 'color:red', 'a b', '', '}', '__proto__x:'])
      expect(isSafeCssProperty(name), name).to.equal(false);
  });

  it('refuses selectors that could end the rule or the style element', () => {
    for (const s of ['h1', 'a:hover', '.brand > p', 'ul li:nth-child(2n+1)', '#hero .title, h2'])
      expect(isSafeSelector(s), s).to.equal(true);
    for (const s of [
      '</style>',
      'h1{',
      'a}b',
      'p;',
      '[href="x"]',
      '@media',
      'a/**/b',
      '\\61',
      'div:not(',
      'a:is(.x',
      '(',
      'a)',
      ':not(a))',
    ])
      expect(isSafeSelector(s), s).to.equal(false);
  });

  it('writes CSS strings that cannot contain </style>', () => {
    expect(cssString('a"b\\c</style>\n')).to.equal('"a\\"b\\\\c\\3c /style\\3e \\a "');
  });

  it('writes url() only for an image URL that passes the scheme check', () => {
    expect(cssUrl('https://example.com/a.png')).to.equal('url("https://example.com/a.png")');
    expect(cssUrl('javascript:alert(1)')).to.equal(undefined);
  });

  it('compacts our own CSS without joining a descendant combinator to a pseudo-class', () => {
    expect(minifyStaticCss('.a > :first-child { margin: 0 auto; }\n.b :hover { color: red; }')).to.equal(
      '.a>:first-child{margin:0 auto}.b :hover{color:red}',
    );
  });
});
