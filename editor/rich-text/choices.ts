/**
 * What the toolbar's menus offer besides font families (the panel's list: options/font-list.ts):
 * font sizes (`fontSizes` when given, else a default scale), line heights, and text colors
 * (`colors`, the picker beside).
 */
import type { EditorOptions } from '../options/options-schema.ts';

/** Font sizes in px when `fontSizes` is not given. */
export const DEFAULT_FONT_SIZES: readonly number[] = [10, 12, 14, 16, 18, 20, 24, 28, 32, 40, 48, 64];
/** Line heights the menu offers (unitless, as CSS reads them). */
export const LINE_HEIGHTS: readonly string[] = ['1', '1.15', '1.3', '1.5', '1.75', '2'];

/** Font sizes as CSS values (`16px`). */
export function sizeChoices(options: Pick<EditorOptions, 'fontSizes'> | undefined): readonly string[] {
  const sizes = options?.fontSizes?.length ? options.fontSizes : DEFAULT_FONT_SIZES;
  return [...new Set(sizes)].map((size) => `${size}px`);
}

/** The embedder's colors (the picker always comes too). */
export function colorChoices(options: Pick<EditorOptions, 'colors'> | undefined): readonly string[] {
  return [...new Set(options?.colors ?? [])];
}
