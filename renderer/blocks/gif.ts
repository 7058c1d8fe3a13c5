/** A GIF block: an animated image, usually picked from the GIF provider. Renders as an image. */
import { pageWith, block } from '../testing/builders.ts';
import { defineKind } from './define.ts';
import { pictureAttributes, pictureBase, pictureEditCss, pictureParts, renderPicture } from './shared/picture.ts';

/** A 1x1 PNG: the example needs an image that loads without the network. */
const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=';

export const gif = defineKind({
  tagName: 'gif',
  label: 'GIF',
  role: 'block',
  description: 'An animated GIF, optionally linked. Same attributes as image.',
  icon: 'M5 5h14a2 2 0 0 1 2 2v10a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2v-10a2 2 0 0 1 2 -2ZM10 10H8v4h2v-2M13 10v4M16 14v-4h2M16 12h1.5',
  starter: { attributes: { src: '', alt: '' } },
  example: () =>
    pageWith(
      block('gif', {
        uid: 'party',
        attributes: { src: PIXEL, alt: 'Confetti', 'image-width': 1, 'image-height': 1, width: '120px', align: 'left' },
      }),
    ),
  attributes: pictureAttributes(),
  parts: pictureParts,
  base: pictureBase,
  editCss: pictureEditCss('lp-gif'),
  render: (input) => renderPicture(input, 'GIF'),
});
