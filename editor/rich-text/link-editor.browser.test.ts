/**
 * The link editor opens on a link with its address selected (typing replaces it), and refuses an
 * address with a second one run into it before it reaches the text.
 */
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { richKit, type RichKit } from './testing/rich-kit.ts';

describe('rich text link editor', () => {
  let kit: RichKit;
  beforeEach(async () => {
    kit = await richKit();
    await kit.load('<p>Read the <a href="https://x.com/terms">terms</a> first</p>');
  });
  afterEach(() => kit.cleanup());

  const bar = () => kit.toolbar().shadowRoot!;

  it('opens with the address selected, so typing replaces it', async () => {
    await kit.start();
    await kit.caretIn('terms');
    await kit.click('link');
    const url = bar().querySelector<HTMLInputElement>('input.url')!;
    expect(bar().activeElement, 'the URL field has the focus').to.equal(url);
    expect([url.selectionStart, url.selectionEnd]).to.deep.equal([0, 'https://x.com/terms'.length]);
    await sendKeys({ type: 'mailto:a@b.c' });
    expect(url.value).to.equal('mailto:a@b.c');
    await sendKeys({ press: 'Enter' });
    await kit.toolbar().updateComplete;
    expect(kit.stored()).to.equal('<p>Read the <a href="mailto:a@b.c">terms</a> first</p>');
  });

  it('refuses an address with a second one run into it, with a message', async () => {
    await kit.start();
    await kit.caretIn('terms');
    await kit.click('link');
    const form = bar().querySelector<HTMLFormElement>('form.link-editor')!;
    const url = form.querySelector<HTMLInputElement>('input.url')!;
    url.value = 'https://x.com/termsmailto:a@b.c';
    url.dispatchEvent(new Event('input'));
    form.querySelector<HTMLButtonElement>('button.apply')!.click();
    await kit.toolbar().updateComplete;
    expect(url.getAttribute('aria-invalid')).to.equal('true');
    expect(form.querySelector('.message')!.textContent).to.not.equal('');
    expect(kit.stored()).to.equal('<p>Read the <a href="https://x.com/terms">terms</a> first</p>');
  });
});
