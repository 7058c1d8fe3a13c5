/**
 * Whether an image field's URL can show: the renderer's own rule (`safeUrl(value, 'image')`:
 * http(s), a relative URL or a `data:image/...` URL), so the panel refuses exactly what the page
 * would leave out, and says so where the designer types.
 */
import { safeUrl } from '../../../../renderer/html/url.ts';

/** True when `value` is empty (no image) or an image URL the renderer shows. */
export function isShowableImageUrl(value: string): boolean {
  return value.trim() === '' || safeUrl(value, 'image') !== undefined;
}

/** The URL the preview thumbnail loads, or undefined when there is none to show. */
export function previewUrl(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? safeUrl(value, 'image')?.value : undefined;
}
