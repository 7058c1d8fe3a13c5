/**
 * The design system in Chromium: per-device values apply at their widths, and a node's own
 * attributes (desktop ones included) still win at every width.
 */
import { expect } from 'chai';
import { renderPage } from '../index.ts';
import { button, column, page, section, text } from '../testing/builders.ts';
import { loadInFrame, type LoadedFrame } from '../testing/frame.ts';

const fixture = page(
  {
    settings: {
      design: {
        fontSize: '18px',
        headingScale: 1.5,
        sectionSpacing: '80px',
        linkColor: '#7c3aed',
        button: { backgroundColor: '#16a34a', borderRadius: '20px' },
        xs: { fontSize: '15px', sectionSpacing: '24px', headingScale: 1.2 },
      },
    },
  },
  section(
    { uid: 'plain' },
    column(
      { uid: 'c1' },
      text('<h1>Title</h1><p>Body <a href="#x">link</a></p>', { uid: 't' }),
      button('Go', { uid: 'b' }),
    ),
  ),
  section(
    { uid: 'own', attributes: { padding: '10px 0' } },
    column({ uid: 'c2' }, button('Mine', { uid: 'mine', attributes: { 'background-color': '#000000' } })),
  ),
);

describe('the design system in a real browser', () => {
  let loaded: LoadedFrame;
  afterEach(() => loaded?.remove());

  const style = (selector: string) => {
    const el = loaded.doc.querySelector(selector);
    if (!el) throw new Error(`no ${selector}`);
    return loaded.win.getComputedStyle(el);
  };

  for (const [width, expected] of [
    [1200, { body: '18px', h1: '136.692px', padding: '80px' }],
    [400, { body: '15px', h1: '37.32px', padding: '24px' }],
  ] as const) {
    it(`applies the design at ${width}px, and lets nodes' own attributes win`, async () => {
      loaded = await loadInFrame(renderPage(fixture).html, width);
      expect({
        body: style('body').fontSize,
        h1: style('.lp-n-t h1').fontSize,
        padding: style('.lp-n-plain').paddingTop,
        link: style('.lp-n-t a').color,
        button: style('.lp-n-b .lp-button-link').backgroundColor,
        radius: style('.lp-n-b .lp-button-link').borderTopLeftRadius,
        ownPadding: style('.lp-n-own').paddingTop,
        ownButton: style('.lp-n-mine .lp-button-link').backgroundColor,
      }).to.deep.equal({
        ...expected,
        link: 'rgb(124, 58, 237)',
        button: 'rgb(22, 163, 74)',
        radius: '20px',
        ownPadding: '10px',
        ownButton: 'rgb(0, 0, 0)',
      });
    });
  }
});
