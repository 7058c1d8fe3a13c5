import { expect } from 'chai';
import { renderPage } from '../render-page.ts';
import { goldenTests } from '../testing/golden.ts';
import { block, pageWith } from '../testing/builders.ts';
import { attr, elements } from '../testing/inspect.ts';

const video = (attributes: Record<string, unknown>) => renderPage(pageWith(block('video', { uid: 'v', attributes })));

describe('video', () => {
  goldenTests('video');

  it('shows the YouTube thumbnail with a play button, linking to the video, with no player or script', () => {
    const { html } = video({ url: 'https://youtu.be/dQw4w9WgXcQ' });
    const link = elements(html).find((el) => el.tagName === 'a')!;
    expect([attr(link, 'href'), attr(link, 'target'), attr(link, 'aria-label')]).to.deep.equal([
      'https://youtu.be/dQw4w9WgXcQ',
      '_blank',
      'Play video',
    ]);
    expect(html).to.contain('src="https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg"');
    expect(html).to.contain('class="lp-video-play"');
    expect(elements(html).some((el) => el.tagName === 'iframe' || el.tagName === 'script')).to.equal(false);
  });

  it('uses a given thumbnail, and a placeholder for a Vimeo video without one', () => {
    expect(video({ url: 'https://vimeo.com/1', thumbnail: 'https://example.com/t.jpg' }).html).to.contain(
      'src="https://example.com/t.jpg"',
    );
    expect(video({ url: 'https://vimeo.com/1' }).html).to.contain('<span class="lp-video-placeholder"></span>');
  });

  it('links another http(s) URL with a placeholder and warns that it is not a video', () => {
    const { html, warnings } = video({ url: 'https://example.com/clip' });
    expect(html).to.contain('href="https://example.com/clip"');
    expect(warnings.map((w) => w.type)).to.deep.equal(['invalid_video_url']);
  });

  it('leaves out a video whose URL is not http(s)', () => {
    const { html, warnings } = video({ url: 'javascript:alert(1)' });
    expect(elements(html).some((el) => el.tagName === 'a')).to.equal(false);
    expect(warnings.map((w) => w.type)).to.deep.equal(['unsafe_url']);
  });
});
