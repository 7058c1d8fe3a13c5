import { expect } from 'chai';
import { parseVideoUrl } from './video-url.ts';

describe('parseVideoUrl', () => {
  const ID = 'dQw4w9WgXcQ';
  for (const url of [
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}&t=42`,
    `https://m.youtube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
  ]) {
    it(`reads the YouTube id and thumbnail from ${url}`, () => {
      expect(parseVideoUrl(url)).to.deep.equal({
        provider: 'youtube',
        id: ID,
        thumbnail: { url: `https://i.ytimg.com/vi/${ID}/hqdefault.jpg`, width: 480, height: 360 },
      });
    });
  }

  for (const url of [
    'https://vimeo.com/76979871',
    'https://player.vimeo.com/video/76979871',
    'https://vimeo.com/channels/staffpicks/76979871',
  ]) {
    it(`reads the Vimeo id from ${url}`, () => {
      expect(parseVideoUrl(url)).to.deep.equal({ provider: 'vimeo', id: '76979871' });
    });
  }

  for (const url of [
    'https://example.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com/watch?v=short',
    'https://youtube.com/watch?v=dQw4w9WgXcQ"><script>',
    'javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ',
    'not a url',
    'https://vimeo.com/about',
  ]) {
    it(`recognizes no video in ${url}`, () => {
      expect(parseVideoUrl(url)).to.equal(undefined);
    });
  }
});
