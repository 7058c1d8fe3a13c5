/**
 * Alignment: Enter keeps the paragraph's alignment (and line height), after a heading too; the
 * toolbar aligns the whole text through the block's `text-align` attribute (what the panel
 * shows), and one paragraph of several through the paragraph's own style.
 */
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { richKit, type RichKit } from './testing/rich-kit.ts';

describe('rich text alignment', () => {
  let kit: RichKit;
  beforeEach(async () => {
    kit = await richKit();
  });
  afterEach(() => kit.cleanup());

  const enterAndType = async (typed: string) => {
    kit.engine().view.focus();
    await sendKeys({ press: 'Enter' });
    await sendKeys({ type: typed });
  };
  const pressed = async (action: string) =>
    (await kit.control<HTMLButtonElement>(`[data-action="${action}"]`)).getAttribute('aria-pressed');

  it('Enter at the end of a centred paragraph makes a centred paragraph', async () => {
    await kit.load('<p style="text-align:center;line-height:2">Hello</p>');
    await kit.start('end');
    await enterAndType('Next');
    expect(kit.stored()).to.equal(
      '<p style="text-align:center;line-height:2">Hello</p><p style="text-align:center;line-height:2">Next</p>',
    );
  });

  it('Enter after a heading makes a paragraph with its alignment; lists still split', async () => {
    await kit.load('<h2 style="text-align:right">Title</h2><ul><li>One</li></ul>');
    await kit.start();
    await kit.caretIn('Title', 'block-end');
    await enterAndType('x');
    expect(kit.stored()).to.equal(
      '<h2 style="text-align:right">Title</h2><p style="text-align:right">x</p><ul><li>One</li></ul>',
    );
    await kit.caretIn('One', 'block-end');
    await enterAndType('Two');
    expect(kit.stored()).to.equal(
      '<h2 style="text-align:right">Title</h2><p style="text-align:right">x</p><ul><li>One</li><li>Two</li></ul>',
    );
  });

  it('aligning the whole text sets the block attribute (the panel shows it) and clears paragraph alignment', async () => {
    await kit.load('<p style="text-align:right">One</p><p>Two</p>');
    await kit.start(); // all of the text selected
    await kit.click('align-center');
    expect(kit.stored()).to.equal('<p>One</p><p>Two</p>');
    expect(kit.node().attributes?.['text-align']).to.equal('center');
    expect(await pressed('align-center')).to.equal('true');
    // The canvas shows it while the edit goes on.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(getComputedStyle(kit.engine().view.dom).textAlign).to.equal('center');
    // One paragraph of several: its own style, the block's attribute as it was.
    await kit.caretIn('Two');
    expect(await pressed('align-center'), 'the block alignment shows for a paragraph without its own').to.equal('true');
    await kit.click('align-right');
    expect(kit.stored()).to.equal('<p>One</p><p style="text-align:right">Two</p>');
    expect(kit.node().attributes?.['text-align']).to.equal('center');
  });

  it('a text of one paragraph is aligned as a block, whatever the selection', async () => {
    await kit.load('<p>Hello world</p>');
    await kit.start();
    await kit.caretIn('world');
    await kit.click('align-right');
    expect(kit.stored()).to.equal('<p>Hello world</p>');
    expect(kit.node().attributes?.['text-align']).to.equal('right');
  });
});
