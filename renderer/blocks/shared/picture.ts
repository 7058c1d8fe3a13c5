/**
 * Image and GIF blocks render the same way: an image, optionally linked, with its intrinsic size
 * for layout stability and lazy loading below the first section.
 */
import { attr } from '../../attributes/spec.ts';
import { attrs, html, type SafeHtml } from '../../html/html.ts';
import { checkedUrl } from './checked.ts';
import type { KindValues, RenderInput } from '../define.ts';
import { align, borderRadius, linkRel, padding, shadow } from './common.ts';

/** The attributes of image-like blocks. */
export const pictureAttributes = () => ({
  src: attr.image({ label: 'Image', group: 'media', doc: 'http(s), a relative URL, or a `data:image/...` URL.' }),
  alt: attr.text({
    label: 'Alternative text',
    group: 'media',
    doc: 'What the image shows, for screen readers and when it fails to load. `""` marks it decorative; leaving it out gives a `missing_alt` warning.',
  }),
  'image-width': attr.number({
    label: 'Intrinsic width',
    group: 'media',
    min: 1,
    max: 20_000,
    integer: true,
    doc: "The file's width in pixels, written as the width attribute so the browser reserves the space (the editor fills it in on upload).",
  }),
  'image-height': attr.number({
    label: 'Intrinsic height',
    group: 'media',
    min: 1,
    max: 20_000,
    integer: true,
    doc: "The file's height in pixels (see image-width).",
  }),
  width: attr.lengthOrAuto({
    label: 'Width',
    group: 'layout',
    default: 'auto',
    css: { part: 'img', property: 'width' },
    doc: '`auto`: the natural size, never wider than the column.',
  }),
  href: attr.url({ label: 'Link', group: 'link' }),
  target: attr.choice(['_self', '_blank'], { label: 'Open in', group: 'link', default: '_self' }),
  align: align('center'),
  'border-radius': borderRadius('img'),
  shadow: shadow('img'),
  padding: padding('8px 0'),
});

export const pictureParts = { img: ' .lp-img' };

export const pictureBase = {
  img: [
    ['display', 'inline-block'],
    ['max-width', '100%'],
    ['height', 'auto'],
    ['vertical-align', 'top'],
  ],
} as const;

export const pictureEditCss = (kindClass: string) =>
  `.${kindClass} .lp-placeholder { display: inline-block; width: 100%; max-width: 320px; aspect-ratio: 4 / 3; background: #e2e8f0; border-radius: 4px; }`;

/** Renders an image-like block. */
export function renderPicture(
  input: RenderInput<KindValues<ReturnType<typeof pictureAttributes>>>,
  what: string,
): SafeHtml {
  const { node, values, ctx, root } = input;
  const src = checkedUrl(
    input,
    values.src,
    'image',
    'src',
    `The ${what} source has a URL scheme that is not allowed; the ${what} was left out.`,
  );
  if (!src) {
    return ctx.mode === 'edit'
      ? html`<div${root}><span class="lp-placeholder"></span></div>`
      : html`<div${root}></div>`;
  }
  // An empty alt marks the image as decorative; only a missing one is worth a warning.
  const alt = values.alt;
  if (alt === undefined)
    ctx.warnings.add({
      type: 'missing_alt',
      uid: node.uid,
      attribute: 'alt',
      message: `This ${what} has no alternative text; give it one, or an empty one if it is decorative.`,
    });
  const lazy = ctx.sectionIndex > 0;
  const img = html`<img${attrs({
    class: 'lp-img',
    src,
    alt: alt ?? '',
    width: values['image-width'],
    height: values['image-height'],
    loading: lazy ? 'lazy' : undefined,
    decoding: 'async',
  })}>`;
  const href = checkedUrl(
    input,
    values.href,
    'link',
    'href',
    `The ${what} link has a URL scheme that is not allowed; the link was left out.`,
  );
  if (!href) return html`<div${root}>${img}</div>`;
  const target = values.target === '_blank' ? '_blank' : undefined;
  return html`<div${root}><a${attrs({ href, target, rel: linkRel(target) })}>${img}</a></div>`;
}
