/**
 * A node hidden on the device shown stays in the canvas as a faded placeholder (the published
 * page leaves it out): it keeps a box, can be selected, and its toolbar points at it.
 */
import { expect } from 'chai';
import { renderPage } from '../../../renderer/index.ts';
import { page, section, column, text } from '../../../renderer/testing/builders.ts';
import { mountEditor, part, until, type Mounted } from '../../testing/mount.ts';

const template = () =>
  page(
    section(
      { uid: 's' },
      column(
        { uid: 'c' },
        text('<p>Shown</p>', { uid: 'shown' }),
        text('<p>Desktop only</p>', { uid: 'gone', xsAttributes: { hidden: true } }),
        text('<p>Never on desktop</p>', { uid: 'hidden', attributes: { hidden: true } }),
      ),
    ),
  );

describe('hidden nodes in the canvas', () => {
  let mounted: Mounted;
  beforeEach(async () => {
    mounted = await mountEditor();
    await mounted.editor.load(template());
  });
  afterEach(() => mounted.cleanup());

  const element = (uid: string) => mounted.element.canvas!.frameDocument!.querySelector(`[data-lp-uid="${uid}"]`)!;

  it('shows a node hidden on this device faded, with a box, and selectable with its toolbar', async () => {
    const hidden = element('hidden');
    expect(getComputedStyle(hidden).display).to.not.equal('none');
    expect(Number(getComputedStyle(hidden).opacity)).to.be.below(0.5);
    expect(hidden.getBoundingClientRect().height).to.be.above(0);
    expect(Number(getComputedStyle(element('shown')).opacity)).to.equal(1);
    mounted.element.store.select('hidden');
    await until(() => part(mounted.element, 'lp-canvas', '.toolbar') !== null, 2000, 'the toolbar');
    // The published page leaves it out.
    expect(renderPage(template()).html).to.match(/\.lp-n-[\w-]+ \{ display: none; \}/);
  });

  it('on mobile, the node hidden there is faded and the one hidden on desktop only is shown again', async () => {
    await until(
      () => part(mounted.element, 'lp-top-bar', '[data-control="device-mobile"]') !== null,
      5000,
      'the top bar',
    );
    part(mounted.element, 'lp-top-bar', '[data-control="device-mobile"]')!.click();
    await until(
      () => (mounted.element.canvas!.frameElement?.getBoundingClientRect().width ?? 0) < 500,
      3000,
      'the mobile width',
    );
    await until(() => Number(getComputedStyle(element('gone')).opacity) < 0.5, 3000, 'the faded node');
    expect(element('gone').getBoundingClientRect().height).to.be.above(0);
  });
});
