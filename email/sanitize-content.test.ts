import { expect } from 'chai';
import { PlaceholderTable, placeholderPattern } from './placeholders.ts';
import { prepareContent } from './sanitize-content.ts';
import type { ContentPolicy } from './tags.ts';

const prepare = (content: string, policy: ContentPolicy) => {
  const table = new PlaceholderTable();
  const result = prepareContent(content, policy, table);
  return {
    ...result,
    html: result.html.replace(placeholderPattern(), (_, l: string, i: string) => `[${l}${i}]`),
    uses: table.uses,
  };
};

describe('authored content', () => {
  it('rich (mj-text): the landing page rich-text sanitizer, links checked', () => {
    const { html, refusedUrls } = prepare(
      '<h1 class="x" onclick="y()">Hi</h1><p><a href="javascript:alert(1)">bad</a> <a href="https://ok.example" target="_blank">ok</a></p><script>alert(1)</script>',
      'rich',
    );
    expect(html).to.equal(
      '<h1 class="x">Hi</h1><p><a>bad</a> <a href="https://ok.example" target="_blank" rel="noopener">ok</a></p>',
    );
    expect(refusedUrls).to.equal(1);
  });

  it("inline (mj-button): inline elements only, and no link inside the button's own link", () => {
    expect(prepare('<div><b>Shop</b> <a href="https://x.example">now</a></div><abbr>!</abbr>', 'inline').html).to.equal(
      '<b>Shop</b> now<abbr>!</abbr>',
    );
  });

  it('table (mj-table): rows and cells survive, with their layout attributes; scripts and handlers do not', () => {
    const { html } = prepare(
      '<tr><td colspan="2" align="right" style="padding: 4px; position: fixed" onclick="x()">a</td><td width="50%"><img src="https://x.example/a.png" alt="A" onerror="x()"><img src="javascript:x"></td></tr><script>x</script>',
      'table',
    );
    expect(html).to.equal(
      '<tbody><tr><td colspan="2" align="right" style="padding:4px">a</td><td width="50%"><img src="https://x.example/a.png" alt="A"><img></td></tr></tbody>',
    );
  });

  it('html (mj-raw): email-safe HTML only; comments (conditional ones too), styles, frames and forms are dropped', () => {
    const { html, refusedUrls } = prepare(
      '<!--[if mso]><b>x</b><![endif]--><style>p{}</style><p>Hi <a href="vbscript:x">x</a></p><iframe src="https://x"></iframe><form><input></form><table><tr><td>c</td></tr></table>',
      'html',
    );
    expect(html).to.equal('<p>Hi <a>x</a></p><table><tbody><tr><td>c</td></tr></tbody></table>');
    expect(refusedUrls).to.equal(1);
  });

  it('unwrapping that leaves nesting a browser would rebuild is settled (output re-parses to itself)', () => {
    const { html } = prepare('<p><custom><div>x</div></custom></p>', 'html');
    expect(prepare(html, 'html').html).to.equal(html);
  });

  it('merge tags: text and titles become T tokens, hrefs U/P tokens; a scheme-completing href is dropped', () => {
    const { html, uses, refusedUrls } = prepare(
      '<p title="{{t}}">Hi {{name}} <a href="{{url}}">a</a> <a href="https://x.example/?e={{email}}">b</a> <a href="{{x}}script:alert(1)">c</a></p>',
      'rich',
    );
    expect(html).to.equal(
      '<p title="[T0]">Hi [T1] <a href="[U2]">a</a> <a href="https://x.example/?e=[P3]">b</a> <a>c</a></p>',
    );
    expect(uses.map((u) => u.context)).to.deep.equal(['text', 'text', 'url', 'url-part']);
    expect(refusedUrls).to.equal(1);
  });

  it('merge tags in image sources of tables are image URLs', () => {
    const { uses } = prepare('<tr><td><img src="{{avatar}}" alt="{{name}}"></td></tr>', 'table');
    expect(uses).to.deep.equal([
      { token: '\uE000U0\uE001', name: 'avatar', context: 'url', purpose: 'image' },
      { token: '\uE000T1\uE001', name: 'name', context: 'text' },
    ]);
  });
});
