/**
 * Nothing on a published page makes it scroll sideways on a phone: long words (a URL, a German
 * compound, a code) in headings, paragraphs, buttons and form labels wrap inside the viewport,
 * and media never grows past its column. Checked in Chromium at a 360 px wide frame.
 */
import { expect } from 'chai';
import { renderPage } from '../index.ts';
import { block, button, column, image, page, section, text } from '../testing/builders.ts';
import { loadInFrame } from '../testing/frame.ts';

const LONG = 'W'.repeat(300);

const fixture = page(
  section(
    { uid: 'one' },
    column(
      { uid: 'main' },
      text(`<h1>${LONG}</h1><p>${LONG}</p>`, { uid: 'copy' }),
      button(LONG, { uid: 'cta', attributes: { href: '#x' } }),
      button(`Go ${LONG}`, { uid: 'wide', attributes: { href: '#x', 'full-width': true } }),
      block('form', {
        uid: 'signup',
        attributes: {
          fields: [
            { type: 'email', name: 'email', label: LONG },
            { type: 'checkbox', name: 'consent', label: LONG },
            { type: 'select', name: 'plan', label: 'Plan', options: [{ label: LONG }] },
          ],
          'submit-text': LONG.slice(0, 200),
        },
      }),
      image('https://example.com/photo.png', { uid: 'pic', attributes: { width: '2000px' } }),
      block('video', { uid: 'film', attributes: { url: 'https://youtu.be/dQw4w9WgXcQ', width: '2000px' } }),
    ),
  ),
  section(
    { uid: 'two', attributes: { 'stack-columns': 'never' } },
    column({ uid: 'a' }, text(`<h2>${LONG}</h2>`, { uid: 'a-t' })),
    column({ uid: 'b' }, button(LONG, { uid: 'b-b', attributes: { href: '#y' } })),
  ),
);

describe('long words on a phone-wide page', () => {
  for (const width of [360, 800]) {
    it(`never scroll the page sideways at ${width}px`, async () => {
      const loaded = await loadInFrame(renderPage(fixture).html, width);
      try {
        const scroller = loaded.doc.scrollingElement as Element;
        const widest = [...loaded.doc.querySelectorAll('body *')]
          .filter((el) => el.getBoundingClientRect().right > width + 0.5)
          .map((el) => el.className || el.tagName)
          .slice(0, 5);
        expect({ scrollWidth: scroller.scrollWidth, widest }).to.deep.equal({
          scrollWidth: width,
          widest: [],
        });
      } finally {
        loaded.remove();
      }
    });
  }
});
