/** A GIF block: an animated image, usually picked from the GIF provider. Renders as an image. */
import { defineKind } from './define.ts';
import { pictureAttributes, pictureBase, pictureEditCss, pictureParts, renderPicture } from './shared/picture.ts';

export const gif = defineKind({
  tagName: 'gif',
  label: 'GIF',
  role: 'block',
  description: 'An animated GIF, optionally linked. Same attributes as image.',
  attributes: pictureAttributes(),
  parts: pictureParts,
  base: pictureBase,
  editCss: pictureEditCss('lp-gif'),
  render: (input) => renderPicture(input, 'GIF'),
});
