/**
 * A short block's toolbar beside what it draws (the screenshot review): in the example's hero, a
 * paragraph, then a left-aligned button, then another button right under it, left the toolbar no
 * place outside the first button's block, and on it, at its start edge, it hid the button
 * completely. It now goes to the block's end edge, over the empty room beside the button. In
 * the real hero the button's column is half the section, beside an image: the whole toolbar (270
 * px) was wider than the room beside the button (175 px at 1280, less at 1024), and still covered
 * it. There it is drawn compact, without its name, at the block's end edge or just past the button
 * over the gap between the columns, never over the image.
 */
import { expect } from 'chai';
import type { PageDefinition } from '../../../renderer/index.ts';
import { button, column, page, section, text } from '../../../renderer/testing/builders.ts';
import { mountTemplate, mouseTestHooks, part, until, type Mounted } from '../../testing/mount.ts';
import { canvasRect } from '../../testing/pointer.ts';

const hero = (dir: 'ltr' | 'rtl'): PageDefinition =>
  ({
    ...page(
      section(
        { uid: 'hero' },
        column(
          { uid: 'copy' },
          text('<p>Brightpath turns scattered tasks into one calm plan.</p>', { uid: 'lede' }),
          button('Start your free trial', {
            uid: 'cta',
            attributes: { href: '#signup', align: dir === 'rtl' ? 'right' : 'left', padding: '16px 0 4px' },
          }),
          button('See how it works', {
            uid: 'second',
            attributes: { href: '#how', align: dir === 'rtl' ? 'right' : 'left', padding: '8px 0' },
          }),
        ),
      ),
    ),
    settings: { dir },
  }) as PageDefinition;

/** The repository's example page (examples/landing-page.json, the demo's), in `dir`; the test runner serves the repository. */
async function examplePage(dir: 'ltr' | 'rtl'): Promise<PageDefinition> {
  const example = (await (await fetch('/examples/landing-page.json')).json()) as PageDefinition;
  return { ...example, settings: { ...example.settings, dir } } as PageDefinition;
}

describe('node toolbar beside a short block’s content', () => {
  let mounted: Mounted;
  mouseTestHooks(() => mounted.cleanup());

  const pageRect = (selector: string) => canvasRect(mounted.element.canvas!, selector);
  const toolbar = () => part(mounted.element, 'lp-canvas', '.toolbar');
  /** Selected, its toolbar drawn and settled (placed again once its width is known). */
  const select = async (uid: string) => {
    mounted.element.store.select(uid);
    let last = '';
    let still = 0;
    await until(
      () => {
        const place = toolbar()?.getAttribute('style') ?? '';
        still = place !== '' && place === last ? still + 1 : 0;
        last = place;
        return still >= 5;
      },
      3000,
      `the toolbar of ${uid}`,
    );
  };
  const apart = (a: DOMRect, b: ReturnType<typeof pageRect>) =>
    a.bottom <= b.top || a.top >= b.bottom || a.right <= b.left || a.left >= b.right;

  for (const dir of ['ltr', 'rtl'] as const)
    it(`selecting the first of two stacked buttons leaves the button itself uncovered (${dir})`, async () => {
      mounted = await mountTemplate(hero(dir));
      await select('cta');
      const bar = toolbar()!.getBoundingClientRect();
      const link = pageRect('[data-lp-uid="cta"] a');
      expect(apart(bar, link), `toolbar ${bar.left}–${bar.right}, button ${link.left}–${link.right}`).to.equal(true);
      // Still on the block (above it is the paragraph, under it the other button), not over them.
      const block = pageRect('[data-lp-uid="cta"]');
      expect(bar.top).to.be.at.least(block.top - 1);
      expect(bar.bottom).to.be.at.most(block.bottom + 1);
      expect(apart(bar, pageRect('[data-lp-uid="second"] a'))).to.equal(true);
      expect(apart(bar, pageRect('[data-lp-uid="lede"] p'))).to.equal(true);
    });

  for (const dir of ['ltr', 'rtl'] as const)
    for (const width of [1280, 1024])
      it(`in the example's hero, beside its picture, it covers neither the button nor the picture (${dir}, ${width} px)`, async () => {
        mounted = await mountTemplate(await examplePage(dir));
        mounted.host.style.width = `${width}px`;
        await new Promise((resolve) => setTimeout(resolve, 300));
        await select('hero-cta');
        const bar = toolbar()!.getBoundingClientRect();
        const link = pageRect('[data-lp-uid="hero-cta"] a');
        const picture = pageRect('[data-lp-uid="hero-image"] img');
        expect(apart(bar, link), `toolbar ${bar.left}–${bar.right}, button ${link.left}–${link.right}`).to.equal(true);
        expect(
          apart(bar, picture),
          `toolbar ${bar.left}–${bar.right}, picture ${picture.left}–${picture.right}`,
        ).to.equal(true);
        expect(apart(bar, pageRect('[data-lp-uid="hero-secondary"] a'))).to.equal(true);
        expect(apart(bar, pageRect('[data-lp-uid="hero-title"] p'))).to.equal(true);
        // Its buttons are all there; only the name is left out, and the toolbar still says whose it is.
        expect(toolbar()!.querySelectorAll('button')).to.have.length(6);
        expect(toolbar()!.getAttribute('aria-label')).to.equal('Button');
      });

  // 1100 px: the demo's editor beside its callback log, the narrowest canvas with both panels docked.
  for (const width of [1280, 1100])
    it(`the example's heading: above it, compact where the whole toolbar would reach the picture's column (${width} px)`, async () => {
      mounted = await mountTemplate(await examplePage('ltr'));
      mounted.host.style.width = `${width}px`;
      await new Promise((resolve) => setTimeout(resolve, 300));
      await select('hero-title');
      const bar = toolbar()!.getBoundingClientRect();
      const heading = pageRect('[data-lp-uid="hero-title"]');
      expect(bar.bottom, `toolbar ${bar.top}–${bar.bottom}, heading from ${heading.top}`).to.be.at.most(
        heading.top + 1,
      );
      expect(apart(bar, pageRect('[data-lp-uid="hero-visual"]'))).to.equal(true);
    });
});
