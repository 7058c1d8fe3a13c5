/** The image field refuses what the renderer would leave out, by the renderer's own rule. */
import { expect } from 'chai';
import { isShowableImageUrl, previewUrl } from './image-url.ts';

describe('image url', () => {
  it('takes http(s), relative and data:image URLs, and nothing', () => {
    for (const ok of [
      '',
      'https://x.test/a.png',
      'http://x.test/a',
      '/media/a.png',
      'a.png',
      'data:image/png;base64,AAAA',
    ])
      expect(isShowableImageUrl(ok), ok).to.equal(true);
  });

  it('refuses other schemes, however they are hidden', () => {
    for (const bad of [
      'javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<b>',
      'ftp://x.test/a.png',
      'javascript&colon;x',
    ])
      expect(isShowableImageUrl(bad), bad).to.equal(false);
    expect(previewUrl('javascript:alert(1)')).to.equal(undefined);
    expect(previewUrl(' https://x.test/a.png ')).to.equal('https://x.test/a.png');
    expect(previewUrl(undefined)).to.equal(undefined);
  });
});
