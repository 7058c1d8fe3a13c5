import { expect } from 'chai';
import { renderPage } from '../index.ts';
import { loadInFrame } from '../testing/frame.ts';

/** Every rendered node's box and a few computed styles, keyed by its node class. */
function layout(doc: Document, win: Window): Record<string, string> {
  const out: Record<string, string> = {};
  for (const el of doc.querySelectorAll<HTMLElement>('[class*="lp-n-"]')) {
    const key = [...el.classList].find((c) => c.startsWith('lp-n-')) as string;
    const r = el.getBoundingClientRect();
    const s = win.getComputedStyle(el);
    out[key] =
      [r.x, r.y, r.width, r.height].map((n) => n.toFixed(1)).join(',') +
      `|${s.display}|${s.fontSize}|${s.color}|${s.backgroundColor}|${s.padding}`;
  }
  return out;
}

describe('minified output renders the same page', () => {
  let example: unknown;
  before(async () => {
    example = await (await fetch('/examples/landing-page.json')).json();
  });

  for (const width of [1200, 700, 400]) {
    it(`at ${width}px: every node has the same box and styles`, async () => {
      const pretty = await loadInFrame(renderPage(example).html, width, { height: 600 });
      const minified = await loadInFrame(renderPage(example, { minify: true }).html, width, { height: 600 });
      const a = layout(pretty.doc, pretty.win);
      const b = layout(minified.doc, minified.win);
      expect(Object.keys(a).length).to.be.greaterThan(50);
      expect(b).to.deep.equal(a);
      pretty.remove();
      minified.remove();
    });
  }
});
