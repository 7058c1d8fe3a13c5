/**
 * The node toolbar's place, with the browser's own mouse (a designer walkthrough): with a short
 * node selected, a click on the block under it selects that block and moves nothing (the toolbar
 * once sat over it and its move buttons took the click); on the edge columns of a row every
 * button of the toolbar lies inside the canvas, left to right and right to left; a tall block
 * between others keeps its first line (a heading, a form's first label) free to read and click.
 */
import { expect } from 'chai';
import { sendMouse } from '@web/test-runner-commands';
import type { PageDefinition } from '../../../renderer/index.ts';
import { block, column, image, page, section, text } from '../../../renderer/testing/builders.ts';
import { mountTemplate, mouseTestHooks, part, until, type Mounted } from '../../testing/mount.ts';

/** A feature card (an icon-sized image between one-line texts) in one of three columns, then four columns of one line each. */
const template = (): PageDefinition =>
  page(
    section(
      { uid: 's1' },
      column(
        { uid: 'c1' },
        text('<p>Above the icon</p>', { uid: 'above' }),
        image('/icon.png', { uid: 'icon', attributes: { width: '48px', 'image-width': 48, 'image-height': 48 } }),
        text('<p>Under the icon</p>', { uid: 'under' }),
        text('<p>Last line</p>', { uid: 'last' }),
      ),
      column({ uid: 'c2' }, text('<p>Beside</p>', { uid: 'beside' })),
      column({ uid: 'c3' }, text('<p>Further</p>', { uid: 'further' })),
    ),
    section(
      { uid: 's2' },
      column({ uid: 'k1' }, text('<p>One</p>', { uid: 'one' })),
      column({ uid: 'k2' }, text('<p>Two</p>', { uid: 'two' })),
      column({ uid: 'k3' }, text('<p>Three</p>', { uid: 'three' })),
      column({ uid: 'k4' }, text('<p>Four</p>', { uid: 'four' })),
    ),
  );

/** A tall text opening with a heading and a form, each between two other blocks. */
const tallBlocks = (): PageDefinition =>
  page(
    section(
      { uid: 's1' },
      column(
        { uid: 'c1' },
        text('<p>Before the article</p>', { uid: 'before' }),
        text('<h2>The article’s heading</h2><p>A first paragraph.</p><p>A second one.</p><p>A third one.</p>', {
          uid: 'article',
        }),
        text('<p>After the article</p>', { uid: 'after' }),
      ),
      column(
        { uid: 'c2' },
        text('<p>Before the form</p>', { uid: 'before-form' }),
        block('form', {
          uid: 'form',
          attributes: {
            fields: [
              { type: 'text', name: 'name', label: 'Name' },
              { type: 'email', name: 'email', label: 'Email' },
            ],
            'submit-text': 'Send',
          },
        }),
        text('<p>After the form</p>', { uid: 'after-form' }),
      ),
    ),
  );

describe('node toolbar placement', () => {
  let mounted: Mounted;
  mouseTestHooks(() => mounted.cleanup());

  const load = async (doc: PageDefinition) => {
    mounted = await mountTemplate(doc);
  };
  const store = () => mounted.element.store;
  const frame = () => mounted.element.canvas!.frameElement!;
  /** A node's box in the page's coordinates (where sendMouse aims), through the frame's scale. */
  const pageRect = (uid: string) => {
    const element = mounted.element.canvas!.frameDocument!.querySelector(`[data-lp-uid="${uid}"]`)!;
    const inner = element.getBoundingClientRect();
    const outer = frame().getBoundingClientRect();
    const scale = outer.width / frame().offsetWidth;
    return {
      left: outer.left + inner.left * scale,
      top: outer.top + inner.top * scale,
      right: outer.left + inner.right * scale,
      bottom: outer.top + inner.bottom * scale,
    };
  };
  const buttons = () => [
    ...(part(mounted.element, 'lp-canvas', '.toolbar')?.querySelectorAll<HTMLButtonElement>('button') ?? []),
  ];
  /** Selected, its toolbar drawn and settled (placed again once its width is known). */
  const select = async (uid: string) => {
    store().select(uid);
    let last = '';
    let still = 0;
    await until(
      () => {
        const place = part(mounted.element, 'lp-canvas', '.toolbar')?.getAttribute('style') ?? '';
        still = place !== '' && place === last ? still + 1 : 0;
        last = place;
        return still >= 5;
      },
      3000,
      `the toolbar of ${uid}`,
    );
  };

  it('with a short image selected, a click on the text under it selects the text and moves nothing', async () => {
    await load(template());
    await select('icon');
    const before = JSON.stringify(mounted.editor.getJson());
    const under = pageRect('under');
    await sendMouse({
      type: 'click',
      position: [Math.round((under.left + under.right) / 2), Math.round((under.top + under.bottom) / 2)],
    });
    await until(() => store().state.selection !== 'icon', 2000, 'another selection');
    expect(store().state.selection).to.equal('under');
    expect(JSON.stringify(mounted.editor.getJson())).to.equal(before);
  });

  it('with a short image selected, no toolbar button covers the texts above or under it', async () => {
    await load(template());
    await select('icon');
    for (const uid of ['above', 'under']) {
      const node = pageRect(uid);
      for (const button of buttons()) {
        const box = button.getBoundingClientRect();
        const apart =
          box.bottom <= node.top || box.top >= node.bottom || box.right <= node.left || box.left >= node.right;
        expect(apart, `${button.dataset.action} over ${uid}`).to.equal(true);
      }
    }
  });

  /** A box in the page's coordinates of an element of the frame (as pageRect, for any element). */
  const elementRect = (selector: string) => {
    const element = mounted.element.canvas!.frameDocument!.querySelector(selector)!;
    const inner = element.getBoundingClientRect();
    const outer = frame().getBoundingClientRect();
    const scale = outer.width / frame().offsetWidth;
    return {
      left: outer.left + inner.left * scale,
      top: outer.top + inner.top * scale,
      right: outer.left + inner.right * scale,
      bottom: outer.top + inner.bottom * scale,
    };
  };
  /** No part of the toolbar lies over `selector`'s box. */
  const clear = (selector: string) => {
    const node = elementRect(selector);
    const bar = part(mounted.element, 'lp-canvas', '.toolbar')!.getBoundingClientRect();
    const apart = bar.bottom <= node.top || bar.top >= node.bottom || bar.right <= node.left || bar.left >= node.right;
    expect(apart, `the toolbar (${bar.top}–${bar.bottom}) over ${selector} (${node.top}–${node.bottom})`).to.equal(
      true,
    );
  };

  it('with a tall text selected between two others, its heading stays clear of the toolbar', async () => {
    await load(tallBlocks());
    await select('article');
    clear('[data-lp-uid="article"] h2');
    clear('[data-lp-uid="before"]');
    expect(buttons().length).to.be.at.least(5);
  });

  it('with a form selected between two texts, its first label stays clear of the toolbar', async () => {
    await load(tallBlocks());
    await select('form');
    clear('[data-lp-uid="form"] .lp-form-label');
    clear('[data-lp-uid="before-form"]');
  });

  const inside = (uids: readonly string[]) => async () => {
    for (const uid of uids) {
      await select(uid);
      const canvas = frame().getBoundingClientRect();
      const found = buttons();
      expect(found.length, uid).to.be.at.least(5);
      for (const button of found) {
        const box = button.getBoundingClientRect();
        const where = `${uid} ${button.dataset.action}: ${box.left}–${box.right} in ${canvas.left}–${canvas.right}`;
        expect(box.left >= canvas.left && box.right <= canvas.right, where).to.equal(true);
        expect(box.top >= canvas.top && box.bottom <= canvas.bottom, where).to.equal(true);
      }
    }
  };

  it('on the right-most and the left-most column, every toolbar button lies inside the canvas', async () => {
    await load(template());
    await inside(['four', 'k4', 'one'])();
  });

  it('on a right-to-left page too (its first column on the right)', async () => {
    await load({ ...template(), settings: { dir: 'rtl' } } as PageDefinition);
    expect(pageRect('one').left).to.be.above(pageRect('four').left);
    await inside(['one', 'k1', 'four'])();
  });
});
