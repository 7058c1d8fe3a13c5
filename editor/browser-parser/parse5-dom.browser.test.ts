/**
 * The editor's bundle renders with the browser's HTML parser instead of parse5 (parse5-dom.ts,
 * entities-dom.ts). These tests hold the two to the same answers where the renderer asks them:
 * sanitized rich text and URL scheme decoding on the fixtures and on thousands of random strings
 * of hostile markup, and the containment of authored HTML on known samples.
 */
import { expect } from 'chai';
import fc from 'fast-check';
import * as parse5 from 'parse5';
import { decodeHTML as decodeWithTables } from 'entities/decode';
import { markup } from '../../renderer/testing/arbitraries.ts';
import { KIND_FIXTURES } from '../../renderer/blocks/fixtures.ts';
import { sanitizeWith, type FragmentParser } from '../../renderer/sanitize/rich-text.ts';
import { contain, type ContainmentParser } from '../../renderer/sanitize/authored-html.ts';
import type { TemplateNode } from '../../renderer/index.ts';
import * as dom from './parse5-dom.ts';
import { decodeHTML as decodeWithDom } from './entities-dom.ts';

const domFragments = dom.parseFragment as FragmentParser;
const domContainment = dom as unknown as ContainmentParser;

/** Every content string of a page's nodes. */
function contents(root: TemplateNode): string[] {
  const out: string[] = [];
  const stack = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (typeof node.content === 'string') out.push(node.content);
    stack.push(...(node.children ?? []));
  }
  return out;
}

const HOSTILE = [
  '<p>Hello <b>bold <i>both</b> italic</i></p>',
  '<a href="jav&#x61;script:alert(1)">x</a><a href="https://example.com/?a=1&amp;b=2">ok</a>',
  '<table><tr><td>cell<p>para</td></tr></table>after',
  '<ul><li>one<li>two</ul><ol start="3"><li value="7">x</ol>',
  '<svg><p>foreign</p></svg><math><mi>x</mi></math>',
  '<template><p>inert</p></template><p>after</p>',
  '<!-- a comment --><p>x</p><!-- unclosed',
  '<textarea><b>raw</b></textarea><p>y</p>',
  '<style>p{color:red}</style><script>alert(1)</script><p>z</p>',
  '<span style="color:red;font-family:\'Brand\',serif;background:url(javascript:x)">s</span>',
  '<p dir="rtl" lang="ar" title="t" class="a b c">שלום</p>',
  '<h1>a<h2>b</h1>c</h2>',
  '<a href="https://a.example"><a href="https://b.example">nested</a></a>',
  '<form><input value=x><button>b</button></form>text',
  '<plaintext><p>everything after is text',
  '&lt;script&gt; &amp;amp; &nbsp; &copy &notin; &#0; &#x110000;',
];

describe('the browser parser in place of parse5', () => {
  it('sanitizes every fixture and hostile sample as parse5 does', () => {
    const samples = [...Object.values(KIND_FIXTURES).flatMap((page) => contents(page as TemplateNode)), ...HOSTILE];
    expect(samples.length).to.be.greaterThan(20);
    for (const sample of samples) {
      for (const policy of ['rich', 'inline'] as const) {
        expect(sanitizeWith(sample, policy, domFragments), `${policy}: ${sample}`).to.deep.equal(
          sanitizeWith(sample, policy, parse5.parseFragment),
        );
      }
    }
  });

  it('property: random broken markup sanitizes to the same HTML with either parser, but around <select>', () => {
    fc.assert(
      fc.property(markup(), fc.constantFrom('rich' as const, 'inline' as const), (sample, policy) => {
        // Documented difference: Chromium parses <select> content by the newer customizable-select
        // rules, which can move what follows it (docs/editor-api.md, "Rendering in the browser").
        fc.pre(!/<select/i.test(sample));
        expect(sanitizeWith(sample, policy, domFragments)).to.deep.equal(
          sanitizeWith(sample, policy, parse5.parseFragment),
        );
      }),
      { numRuns: 3000 },
    );
  });

  it('decodes character references in URLs as the entities tables do', () => {
    const samples = [
      'javascript&colon;alert(1)',
      'jav&#x61;script:x',
      'jav&#97script:x',
      '&Tab;javascript:x',
      'a&amp;b',
      'a&ampb',
      '&notit;',
      '&#0;',
      'x\0&amp;y',
      '&#x110000;',
      '&unknown;',
      '&',
      '&#',
      '&#x;',
    ];
    for (const sample of samples) expect(decodeWithDom(sample), sample).to.equal(decodeWithTables(sample));
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.constantFrom('&amp;', '&lt', '&#x3a;', '&colon;', '&Tab;', '&#10;', '&nbsp', '&', ';', '#', 'x'),
            fc.string({ maxLength: 4 }),
          ),
          { maxLength: 8 },
        ),
        (parts) => {
          const sample = parts.join('');
          expect(decodeWithDom(sample)).to.equal(decodeWithTables(sample));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("contains the fixtures' and hostile samples' authored HTML with the same outcome as parse5", () => {
    // Containment is publish-mode work, which the editor's bundle leaves out (renderPage hands it
    // to the renderer; the editor asks the service for publish HTML): parse() and serialize() are
    // in the shim for the import contract only. This checks them on known samples; random ones
    // find cases where Chromium's parser now differs (a '<?' it treats otherwise), which nothing
    // in the editor runs.
    const samples = [
      ...Object.values(KIND_FIXTURES).flatMap((page) => contents(page as TemplateNode)),
      ...HOSTILE,
      '<div>open',
      '</div></div>closing',
      '<a href="#">unclosed link',
      '<form>open form',
      '<!--',
      '<table><tr><td>x',
    ];
    for (const sample of samples)
      expect(contain(sample, domContainment), sample).to.deep.equal(
        contain(sample, parse5 as unknown as ContainmentParser),
      );
  });
});
