/** An image block. */
import { defineKind } from './define.ts';
import { pictureAttributes, pictureBase, pictureEditCss, pictureParts, renderPicture } from './shared/picture.ts';

export const image = defineKind({
  tagName: 'image',
  label: 'Image',
  role: 'block',
  description: 'An image, optionally linked.',
  attributes: pictureAttributes(),
  parts: pictureParts,
  base: pictureBase,
  editCss: pictureEditCss('lp-image'),
  render: (input) => renderPicture(input, 'image'),
});
