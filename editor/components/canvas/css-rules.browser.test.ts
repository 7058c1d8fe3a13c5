/**
 * Rule-by-rule stylesheet patching: the split matches the browser's own parse of the renderer's
 * stylesheets, and a patch leaves the sheet exactly as parsing the new text would, touching only
 * the rules that changed.
 */
import { expect } from 'chai';
import { renderCanvas, type PageDefinition } from '../../../renderer/index.ts';
import { KIND_FIXTURES } from '../../../renderer/blocks/fixtures.ts';
import { patchRules, splitRules } from './css-rules.ts';

function sheetOf(css: string): CSSStyleSheet {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  return sheet;
}

const texts = (sheet: CSSStyleSheet) => [...sheet.cssRules].map((rule) => rule.cssText);

describe('css-rules', () => {
  let example: PageDefinition;
  before(async () => {
    example = (await (await fetch('/examples/landing-page.json')).json()) as PageDefinition;
  });

  it("splits every fixture's and the example's stylesheet into the rules the browser parses", () => {
    for (const [name, page] of [...Object.entries(KIND_FIXTURES), ['example', example] as const]) {
      const { css, cssRules } = renderCanvas(page);
      expect(splitRules(css).length, name).to.equal(sheetOf(css).cssRules.length);
      // The rules the canvas patches with come from the renderer's stylesheet, not from the text.
      expect(cssRules, name).to.deep.equal(splitRules(css));
    }
  });

  it('patches one changed rule in place and leaves the others as they were', () => {
    const before = renderCanvas(example).css;
    const changed = structuredClone(example) as PageDefinition & {
      children: { attributes?: Record<string, unknown> }[];
    };
    changed.children[1]!.attributes = { ...changed.children[1]!.attributes, 'background-color': '#123456' };
    const after = renderCanvas(changed).css;
    const sheet = sheetOf(before);
    const untouched = sheet.cssRules[0];
    expect(patchRules(sheet, splitRules(before), splitRules(after))).to.equal(true);
    expect(texts(sheet)).to.deep.equal(texts(sheetOf(after)));
    expect(sheet.cssRules[0]).to.equal(untouched);
  });

  it('refuses a sheet that does not hold the rules it is told of', () => {
    const sheet = sheetOf('a { color: red; }');
    expect(patchRules(sheet, ['a { color: red; }', 'b { color: blue; }'], ['a { color: green; }'])).to.equal(false);
  });

  it('keeps braces inside strings and comments inside their rule', () => {
    expect(
      splitRules('a { content: "}"; } /* } */ b { color: red; } @media (max-width: 10px) { c { color: blue; } }'),
    ).to.deep.equal([
      'a { content: "}"; }',
      '/* } */ b { color: red; }',
      '@media (max-width: 10px) { c { color: blue; } }',
    ]);
  });
});
