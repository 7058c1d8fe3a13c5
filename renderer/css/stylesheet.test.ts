import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { renderCanvas } from '../render-page.ts';
import { KIND_FIXTURES } from '../blocks/fixtures.ts';
import { splitRules } from './split-rules.ts';
import { minifyStaticCss, Stylesheet } from './stylesheet.ts';
import fc from 'fast-check';
import { growthRatio } from '../testing/growth.ts';

const example: unknown = JSON.parse(readFileSync(new URL('../../examples/landing-page.json', import.meta.url), 'utf8'));

describe('Stylesheet.rules (what the canvas patches its frame with)', () => {
  it("lists every fixture's and the example's rules as splitting its text does", () => {
    for (const [name, page] of [...Object.entries(KIND_FIXTURES), ['example', example] as const]) {
      const render = renderCanvas(page);
      expect(render.cssRules, name).to.deep.equal(splitRules(render.css));
      expect(render.cssRules.length, name).to.be.greaterThan(3);
    }
  });

  for (const pretty of [true, false]) {
    it(`splits base CSS, global rules, node rules and media blocks alike (${pretty ? 'pretty' : 'minified'})`, () => {
      const css = new Stylesheet(pretty, () => undefined);
      css.addBase('reset', 'a { color: red; }\nb { color: blue; }\n@media (max-width: 10px) { c { color: green; } }');
      css.globalRule('h1, h2', css.body([['margin', '0']]));
      css.rule('desktop', '.lp-n-1', css.body([['color', '#111111']]));
      css.rule('md', '.lp-n-1', css.body([['color', '#222222']]));
      css.rule('xs', '.lp-n-2', css.body([['padding', '4px']]));
      css.rule('xs', '.lp-n-3', css.body([['padding', '8px']]));
      expect(css.rules()).to.deep.equal(splitRules(css.toString()));
      expect(css.rules()).to.have.length(7);
    });

    it(`lists a global rule whose selector starts with spaces as splitting does (${pretty ? 'pretty' : 'minified'})`, () => {
      const css = new Stylesheet(pretty, () => undefined);
      css.globalRule('  h1', css.body([['margin', '0']]));
      css.globalRule(
        'p, a:hover',
        css.body([
          ['color', 'rgb(1, 2, 3)'],
          ['font-family', '"A b", serif'],
        ]),
      );
      expect(css.rules()).to.deep.equal(splitRules(css.toString()));
      expect(css.rules()).to.have.length(2);
    });
  }
});

describe('minifyStaticCss (issue 12: linear, and the same output as before)', () => {
  /** The minifier as it was: two of its patterns were quadratic in a long run of white space. */
  const before = (css: string) =>
    css
      .replace(/\s*\n\s*/g, '')
      .replace(/\s*([{};,>])\s*/g, '$1')
      .replace(/:\s+/g, ':')
      .replace(/;}/g, '}');

  it('compacts exactly as the pattern-based minifier did', () => {
    const pieces = [
      '.a',
      ' ',
      '  ',
      '\n',
      ' \n ',
      '\t',
      '{',
      '}',
      ';',
      ',',
      '>',
      ':',
      'color',
      'red',
      ' :hover',
      '@media (max-width: 600px)',
      'x',
    ];
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...pieces), { maxLength: 30 }).map((parts) => parts.join('')),
        (css) => {
          expect(minifyStaticCss(css)).to.equal(before(css));
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('a long run of white space costs linearly more', () => {
    const css = (n: number) => `.a {${' '.repeat(n)}x${' '.repeat(n)}\ty: z }`;
    expect(
      growthRatio(
        () => minifyStaticCss(css(4_000)),
        () => minifyStaticCss(css(32_000)),
      ),
    ).to.be.below(30);
  });
});
