/** An image block. */
import { pageWith, block } from '../testing/builders.ts';
import { defineKind } from './define.ts';
import { pictureAttributes, pictureBase, pictureEditCss, pictureParts, renderPicture } from './shared/picture.ts';

export const image = defineKind({
  tagName: 'image',
  label: 'Image',
  role: 'block',
  description: 'An image, optionally linked.',
  icon: 'M5 4h14a2 2 0 0 1 2 2v12a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2v-12a2 2 0 0 1 2 -2ZM7 10a2 2 0 1 0 4 0a2 2 0 1 0 -4 0ZM21 16l-5-5-9 9',
  starter: { attributes: { src: '', alt: '' } },
  example: () =>
    pageWith(
      block('image', {
        uid: 'photo',
        attributes: {
          src: 'https://example.com/photo.jpg',
          alt: 'A team at a whiteboard',
          'image-width': 1200,
          'image-height': 800,
          width: '100%',
          href: 'https://example.com/story',
          target: '_blank',
          align: 'center',
          'border-radius': '12px',
        },
        smAttributes: { width: '80%' },
      }),
    ),
  attributes: pictureAttributes(),
  parts: pictureParts,
  base: pictureBase,
  editCss: pictureEditCss('lp-image'),
  render: (input) => renderPicture(input, 'image'),
});
