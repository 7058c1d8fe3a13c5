/**
 * The canvas in the tab order and in view: the page's links, buttons and fields are out of the
 * tab order (Tab passes the frame in one step), and content added below the fold is scrolled
 * into view.
 */
import { expect } from 'chai';
import { page, section, column, text, button } from '../../../renderer/testing/builders.ts';
import { insertNode } from '../../store/commands.ts';
import { mountEditor, until, type Mounted } from '../../testing/mount.ts';

describe('canvas focus and view', () => {
  let mounted: Mounted;
  beforeEach(async () => {
    mounted = await mountEditor();
    const tall = Array.from({ length: 12 }, (_, i) =>
      section(
        { uid: `s${i}` },
        column(
          { uid: `c${i}` },
          text(`<p>Section ${i}</p>`),
          button('Go', { attributes: { href: 'https://example.com' } }),
        ),
      ),
    );
    await mounted.editor.load(page(...tall));
  });
  afterEach(() => mounted.cleanup());

  it('takes the page’s links and buttons out of the tab order', async () => {
    const doc = mounted.element.canvas!.frameDocument!;
    await until(() => doc.querySelector('a[href]') !== null, 3000, 'the links');
    await until(
      () => [...doc.querySelectorAll<HTMLElement>('a[href], button')].every((el) => el.tabIndex === -1),
      3000,
      'no tab stops',
    );
    expect(doc.querySelectorAll('a[href]').length).to.be.above(5);
  });

  it('scrolls a block added at the end of the page into view', async () => {
    const store = mounted.element.store;
    store.run(insertNode('c11', 2, text('<p>Added at the end</p>')));
    const uid = store.state.selection!;
    const frame = mounted.element.canvas!.frameDocument!;
    await until(
      () => {
        const el = frame.querySelector(`[data-lp-uid="${uid}"]`);
        if (el === null) return false;
        const rect = el.getBoundingClientRect();
        return rect.top >= 0 && rect.bottom <= frame.defaultView!.innerHeight;
      },
      5000,
      'the added block in view',
    );
  });
});
