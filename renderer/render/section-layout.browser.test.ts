/**
 * A section's layout attributes, measured in Chromium: the gap between columns (columns in % still
 * share one row), the section's own content width, and where a column narrower than the row sits.
 */
import { expect } from 'chai';
import { renderPage } from '../index.ts';
import { column, page, section, text } from '../testing/builders.ts';
import { loadInFrame, type LoadedFrame } from '../testing/frame.ts';

const fixture = page(
  section(
    {
      uid: 'halves',
      attributes: { 'column-gap': '40px', padding: '0' },
      smAttributes: { 'column-gap': '20px' },
    },
    column({ uid: 'h1', attributes: { width: '50%', padding: '0' } }, text('<p>A</p>')),
    column({ uid: 'h2', attributes: { width: '50%', padding: '0' } }, text('<p>B</p>')),
  ),
  section(
    { uid: 'thirds', attributes: { 'column-gap': '30px', padding: '0', 'stack-columns': 'never' } },
    column({ uid: 't1', attributes: { width: '66.66%', padding: '0' } }, text('<p>A</p>')),
    column({ uid: 't2', attributes: { width: '33.34%', padding: '0' } }, text('<p>B</p>')),
  ),
  section(
    { uid: 'auto', attributes: { 'column-gap': '24px', padding: '0' } },
    column({ uid: 'a1', attributes: { padding: '0' } }, text('<p>A</p>')),
    column({ uid: 'a2', attributes: { padding: '0' } }, text('<p>B</p>')),
  ),
  section(
    {
      uid: 'narrow',
      attributes: { 'content-width': '600px', 'column-align': 'center', padding: '0', 'stack-columns': 'never' },
      xsAttributes: { 'column-align': 'right' },
    },
    column({ uid: 'n1', attributes: { width: '50%', padding: '0' } }, text('<p>Centred</p>')),
  ),
  section({ uid: 'plain', attributes: { padding: '0' } }, column({ uid: 'p1', attributes: { padding: '0' } })),
);

const box = (loaded: LoadedFrame, uid: string) => {
  const el = loaded.doc.querySelector(`.lp-n-${uid}`);
  if (!el) throw new Error(`no node ${uid}`);
  const rect = el.getBoundingClientRect();
  return { left: Math.round(rect.left), width: Math.round(rect.width), top: Math.round(rect.top) };
};

describe('section layout in a real browser', () => {
  let loaded: LoadedFrame;
  afterEach(() => loaded?.remove());

  it('keeps 50% + 50% columns on one row with a gap between them, at the gap of each breakpoint', async () => {
    loaded = await loadInFrame(renderPage(fixture).html, 1200);
    const [a, b] = [box(loaded, 'h1'), box(loaded, 'h2')];
    expect({ sameRow: a.top === b.top, gap: b.left - (a.left + a.width), widths: [a.width, b.width] }).to.deep.equal({
      sameRow: true,
      gap: 40,
      widths: [550, 550],
    });
    loaded.remove();
    loaded = await loadInFrame(renderPage(fixture).html, 700);
    // At sm the columns stack (the default), each the full row; the gap is between columns on a row only.
    const [c, d] = [box(loaded, 'h1'), box(loaded, 'h2')];
    expect({ stacked: d.top > c.top, widths: [c.width, d.width] }).to.deep.equal({ stacked: true, widths: [700, 700] });
  });

  it('fits 66.66% + 33.34% with a gap, and shares the row with a gap between columns without a width', async () => {
    loaded = await loadInFrame(renderPage(fixture).html, 1000);
    const [a, b] = [box(loaded, 't1'), box(loaded, 't2')];
    expect(a.top).to.equal(b.top);
    expect(b.left - (a.left + a.width)).to.be.within(29, 31);
    expect(b.left + b.width).to.be.within(999, 1000);
    const [c, d] = [box(loaded, 'a1'), box(loaded, 'a2')];
    expect({ gap: d.left - (c.left + c.width), widths: [c.width, d.width] }).to.deep.equal({
      gap: 24,
      widths: [488, 488],
    });
  });

  it("keeps the section's content to its own width, and centres a narrow column, right-aligned on phones", async () => {
    loaded = await loadInFrame(renderPage(fixture).html, 1000);
    expect(box(loaded, 'narrow-c')).to.include({ left: 200, width: 600 });
    expect(box(loaded, 'n1')).to.include({ left: 350, width: 300 });
    // A section without its own width keeps the page's content width.
    expect(box(loaded, 'plain-c')).to.include({ left: 0, width: 1000 });
    loaded.remove();
    loaded = await loadInFrame(renderPage(fixture).html, 400);
    // At xs (this section never stacks) the column keeps its 50% and sits on the right.
    expect(box(loaded, 'n1')).to.include({ left: 200, width: 200 });
  });
});
