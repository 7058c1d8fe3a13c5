/** A video: a YouTube or Vimeo URL shown as a thumbnail with a play button that links to it. */
import { attr } from '../attributes/spec.ts';
import { attrs, html } from '../html/html.ts';
import { safeUrl } from '../html/url.ts';
import { pageWith, block } from '../testing/builders.ts';
import { defineKind } from './define.ts';
import { checkedUrl } from './shared/checked.ts';
import { align, borderRadius, padding } from './shared/common.ts';
import { parseVideoUrl } from './shared/video-url.ts';

const PLAY_ICON = html`<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M8 5.14v13.72a1 1 0 0 0 1.52.85l10.6-6.86a1 1 0 0 0 0-1.7L9.52 4.29A1 1 0 0 0 8 5.14z"></path></svg>`;

export const video = defineKind({
  tagName: 'video',
  label: 'Video',
  role: 'block',
  description:
    'A YouTube or Vimeo video as a thumbnail with a play button, linking to the video. No player or third-party script is loaded on the page.',
  icon: 'M5 5h14a2 2 0 0 1 2 2v10a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2v-10a2 2 0 0 1 2 -2Zm10 9 5 3-5 3z',
  starter: { attributes: { url: '', alt: 'Video' } },
  example: () =>
    pageWith(
      block('video', {
        uid: 'tour',
        attributes: {
          url: 'https://youtu.be/dQw4w9WgXcQ',
          alt: 'Watch the product tour',
          width: '80%',
          'play-button-color': '#2563eb',
        },
        xsAttributes: { width: '100%' },
      }),
    ),
  attributes: {
    url: attr.url({
      label: 'Video URL',
      group: 'media',
      doc: 'A YouTube (`youtube.com/watch?v=`, `youtu.be/`, `/shorts/`, `/embed/`) or Vimeo (`vimeo.com/<id>`) URL. Other http(s) URLs are linked with a placeholder and an `invalid_video_url` warning.',
    }),
    thumbnail: attr.image({
      label: 'Thumbnail',
      group: 'media',
      doc: "Overrides the thumbnail. YouTube's is derived from the URL; Vimeo's must be given here or a placeholder shows.",
    }),
    alt: attr.text({ label: 'Accessible label', group: 'media', default: 'Play video' }),
    width: attr.lengthOrAuto({
      label: 'Width',
      group: 'layout',
      default: '100%',
      css: { part: 'link', property: 'width' },
    }),
    align: align('center'),
    'border-radius': borderRadius('link', '8px'),
    'play-button-color': attr.color({
      label: 'Play button color',
      group: 'background',
      default: '#ef4444',
      css: { part: 'play', property: 'background-color' },
    }),
    padding: padding('8px 0'),
  },
  parts: { link: ' .lp-video-link', play: ' .lp-video-play' },
  baseCss: [
    '.lp-video .lp-video-link { position: relative; display: inline-block; max-width: 100%; overflow: hidden; vertical-align: top; }',
    '.lp-video .lp-video-thumb { display: block; width: 100%; height: auto; aspect-ratio: 16 / 9; object-fit: cover; }',
    '.lp-video .lp-video-placeholder { display: block; width: 100%; aspect-ratio: 16 / 9; background: #0f172a; }',
    '.lp-video .lp-video-play { position: absolute; left: 50%; top: 50%; width: 68px; height: 48px; margin: -24px 0 0 -34px; border-radius: 12px; display: flex; align-items: center; justify-content: center; color: #ffffff; transition: transform 0.15s; }',
    '.lp-video .lp-video-link:hover .lp-video-play { transform: scale(1.08); }',
    '.lp-video .lp-video-play svg { width: 26px; height: 26px; fill: currentColor; }',
  ].join('\n'),
  render: (input) => {
    const { node, values, ctx, root } = input;
    const href = checkedUrl(
      input,
      values.url,
      'video',
      'url',
      'The video URL is not an http(s) URL; the video was left out.',
    );
    if (!href) {
      return ctx.mode === 'edit'
        ? html`<div${root}><span class="lp-video-link"><span class="lp-video-placeholder"></span><span class="lp-video-play">${PLAY_ICON}</span></span></div>`
        : html`<div${root}></div>`;
    }
    const info = parseVideoUrl(href.value);
    if (!info)
      ctx.warnings.add({
        type: 'invalid_video_url',
        uid: node.uid,
        attribute: 'url',
        message: 'The video URL is not a YouTube or Vimeo video; it is linked with a placeholder image.',
      });
    const given = checkedUrl(
      input,
      values.thumbnail,
      'image',
      'thumbnail',
      'The thumbnail URL has a scheme that is not allowed; the derived thumbnail or a placeholder is shown instead.',
    );
    const derived = info?.thumbnail;
    const thumbUrl = given ?? (derived ? safeUrl(derived.url, 'image') : undefined);
    const label = values.alt?.trim() || 'Play video';
    const thumb = thumbUrl
      ? html`<img${attrs({ class: 'lp-video-thumb', src: thumbUrl, alt: '', width: given ? undefined : derived?.width, height: given ? undefined : derived?.height, loading: ctx.sectionIndex > 0 ? 'lazy' : undefined, decoding: 'async' })}>`
      : html`<span class="lp-video-placeholder"></span>`;
    return html`<div${root}><a${attrs({ class: 'lp-video-link', href, target: '_blank', rel: 'noopener', 'aria-label': label })}>${thumb}<span class="lp-video-play">${PLAY_ICON}</span></a></div>`;
  },
});
