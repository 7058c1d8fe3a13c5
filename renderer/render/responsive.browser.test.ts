import { expect } from 'chai';
import { renderPage } from '../index.ts';
import { block, column, page, section, text } from '../testing/builders.ts';
import { loadInFrame, type LoadedFrame } from '../testing/frame.ts';

/** A page whose attributes differ at every breakpoint, so each width has its own expected styles. */
const fixture = page(
  section(
    {
      uid: 'hero',
      attributes: { padding: '40px 10px' },
      mdAttributes: { padding: '30px 10px' },
      smAttributes: { padding: '20px 10px' },
    },
    column(
      { uid: 'main', attributes: { width: '75%' } },
      text('<p>Hello</p>', {
        uid: 'copy',
        attributes: { 'font-size': '20px', 'text-align': 'left' },
        mdAttributes: { 'font-size': '18px' },
        smAttributes: { 'text-align': 'center' },
        xsAttributes: { 'font-size': '14px' },
      }),
      block('button', { uid: 'cta', content: 'Go', attributes: { href: '#x' }, xsAttributes: { 'full-width': true } }),
    ),
    column({ uid: 'side', attributes: { width: '25%' } }, text('<p>Side</p>', { uid: 'side-text' })),
  ),
  section(
    { uid: 'row', attributes: { 'stack-columns': 'xs' } },
    column({ uid: 'left' }, text('L', { uid: 'l' })),
    column({ uid: 'right', xsAttributes: { hidden: true } }, text('R', { uid: 'r' })),
  ),
);

const EXPECTED = {
  1200: {
    padding: '40px',
    fontSize: '20px',
    align: 'left',
    stacked: false,
    rowStacked: false,
    rightShown: true,
    buttonDisplay: 'inline-block',
  },
  900: {
    padding: '30px',
    fontSize: '18px',
    align: 'left',
    stacked: false,
    rowStacked: false,
    rightShown: true,
    buttonDisplay: 'inline-block',
  },
  700: {
    padding: '20px',
    fontSize: '18px',
    align: 'center',
    stacked: true,
    rowStacked: false,
    rightShown: true,
    buttonDisplay: 'inline-block',
  },
  400: {
    padding: '20px',
    fontSize: '14px',
    align: 'center',
    stacked: true,
    rowStacked: true,
    rightShown: false,
    buttonDisplay: 'block',
  },
} as const;

describe('responsive rules in a real browser', () => {
  const { html } = renderPage(fixture);

  for (const [width, expected] of Object.entries(EXPECTED)) {
    describe(`at ${width}px`, () => {
      let loaded: LoadedFrame;
      before(async () => {
        loaded = await loadInFrame(html, Number(width));
      });
      after(() => loaded.remove());

      const el = (id: string) => loaded.doc.querySelector(`.lp-n-${id}`) as HTMLElement;
      const style = (id: string) => loaded.win.getComputedStyle(el(id));

      it("applies the breakpoint's section padding", () => {
        expect(style('hero').paddingTop).to.equal(expected.padding);
      });

      it('applies the cascaded typography', () => {
        expect(style('copy').fontSize).to.equal(expected.fontSize);
        expect(style('copy').textAlign).to.equal(expected.align);
      });

      it(
        expected.stacked ? 'stacks the columns at full width' : 'lays the columns side by side at their widths',
        () => {
          const main = el('main').getBoundingClientRect();
          const side = el('side').getBoundingClientRect();
          const row = el('hero-c').getBoundingClientRect();
          if (expected.stacked) {
            expect(main.width).to.be.closeTo(row.width, 1);
            expect(side.width).to.be.closeTo(row.width, 1);
            expect(side.top).to.be.at.least(main.bottom - 1);
          } else {
            expect(main.width / row.width).to.be.closeTo(0.75, 0.01);
            expect(side.width / row.width).to.be.closeTo(0.25, 0.01);
            expect(side.top).to.be.closeTo(main.top, 1);
          }
        },
      );

      it('stacks a section set to stack from xs only at xs', () => {
        const left = el('left').getBoundingClientRect();
        const right = el('right').getBoundingClientRect();
        if (!expected.rightShown) return expect(style('right').display).to.equal('none');
        expect(right.top > left.top + 1).to.equal(expected.rowStacked);
      });

      it('hides a column only where it is hidden', () => {
        expect(style('right').display === 'none').to.equal(!expected.rightShown);
      });

      it('makes the button full width only where asked', () => {
        const link = el('cta').querySelector('a') as HTMLElement;
        expect(loaded.win.getComputedStyle(link).display).to.equal(expected.buttonDisplay);
      });
    });
  }
});
