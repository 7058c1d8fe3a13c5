/**
 * What a designer saw fixed in the walkthrough of issue 13, measured in Chromium on the published
 * HTML rather than read from the CSS text: stacked columns keep the section's gap between them
 * (they touched on a phone), a section's or column's text color reaches its links (they stayed the
 * browser's blue), and a section's vertical alignment centres the content of its shorter columns
 * (it only moved the row). Each fixture is how the editor's panels set these attributes.
 */
import { expect } from 'chai';
import { renderPage } from '../index.ts';
import { button, column, page, section, text } from '../testing/builders.ts';
import { loadInFrame, type LoadedFrame } from '../testing/frame.ts';

const fixture = page(
  section(
    { uid: 'cards', attributes: { 'column-gap': '24px', padding: '0' } },
    column({ uid: 'k1', attributes: { padding: '0' } }, text('<p>First card</p>', { uid: 'k1t' })),
    column({ uid: 'k2', attributes: { padding: '0' } }, text('<p>Second card</p>', { uid: 'k2t' })),
  ),
  section(
    { uid: 'dark', attributes: { color: '#f8fafc', 'background-color': '#0f172a', padding: '0' } },
    column(
      { uid: 'd1', attributes: { padding: '0' } },
      text('<p>Read <a href="https://example.com/a">the guide</a></p>', { uid: 'd1t' }),
      text('<p><a href="https://example.com/b" style="color:#ff0000">Own color</a></p>', { uid: 'd1own' }),
    ),
    column(
      { uid: 'd2', attributes: { padding: '0', color: '#fde047' } },
      text('<p>See <a href="https://example.com/c">pricing</a></p>', { uid: 'd2t' }),
    ),
  ),
  section(
    { uid: 'mid', attributes: { 'vertical-align': 'middle', padding: '0', 'stack-columns': 'never' } },
    column(
      { uid: 'm1', attributes: { padding: '0' } },
      text('<p>One</p><p>Two</p><p>Three</p><p>Four</p><p>Five</p><p>Six</p>', { uid: 'tall' }),
    ),
    column({ uid: 'm2', attributes: { padding: '0' } }, button('Start', { uid: 'short' })),
  ),
);

const rect = (loaded: LoadedFrame, uid: string) => {
  const el = loaded.doc.querySelector(`.lp-n-${uid}`);
  if (!el) throw new Error(`no node ${uid}`);
  return el.getBoundingClientRect();
};
const linkColor = (loaded: LoadedFrame, uid: string) =>
  getComputedStyle(loaded.doc.querySelector(`.lp-n-${uid} a`)!).color;

describe("the walkthrough's fixes, as a browser shows the published page", () => {
  let loaded: LoadedFrame;
  afterEach(() => loaded?.remove());

  it('stacked columns keep the column gap between them on a phone, and none above the first', async () => {
    loaded = await loadInFrame(renderPage(fixture).html, 375);
    const [a, b] = [rect(loaded, 'k1'), rect(loaded, 'k2')];
    expect(b.top, 'stacked').to.be.above(a.top);
    expect(Math.round(b.top - a.bottom)).to.equal(24);
    expect(Math.round(a.top - rect(loaded, 'cards').top)).to.equal(0);
  });

  it("links take the section's or the column's text color, and a link with its own color keeps it", async () => {
    loaded = await loadInFrame(renderPage(fixture).html, 1000);
    expect(linkColor(loaded, 'd1t')).to.equal('rgb(248, 250, 252)');
    expect(linkColor(loaded, 'd2t')).to.equal('rgb(253, 224, 71)');
    expect(linkColor(loaded, 'd1own')).to.equal('rgb(255, 0, 0)');
  });

  it("a section's vertical alignment centres a shorter column's content against the tallest", async () => {
    loaded = await loadInFrame(renderPage(fixture).html, 1000);
    const [tall, short] = [rect(loaded, 'tall'), rect(loaded, 'short')];
    expect(tall.height).to.be.above(short.height * 2);
    const [tallMiddle, shortMiddle] = [(tall.top + tall.bottom) / 2, (short.top + short.bottom) / 2];
    expect(Math.abs(tallMiddle - shortMiddle)).to.be.below(2);
    // The column itself (its background) still runs the row's full height.
    expect(Math.round(rect(loaded, 'm2').height)).to.equal(Math.round(rect(loaded, 'm1').height));
  });
});
