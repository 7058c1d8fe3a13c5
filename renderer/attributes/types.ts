/**
 * The value types attributes are made of. Each is a Shape (rules as data + fast checker) plus what a
 * designer-facing panel needs to edit it (`control`).
 */
import * as s from '../schema/shape.ts';
import * as p from './patterns.ts';

/** Longest plain-text attribute (alt text, labels, placeholders). */
export const MAX_TEXT = 1_000;
/** Longest URL. */
export const MAX_URL = 4_096;

export const color = s.string({
  max: 64,
  pattern: p.COLOR,
  patternName: 'a CSS color (#rgb, #rrggbb, rgb(), hsl() or a color name)',
});
export const length = s.string({
  max: 32,
  pattern: p.LENGTH,
  patternName: 'a CSS length such as 0, 16px, 1.5rem or 50%',
});
export const lengthOrAuto = s.string({
  max: 32,
  pattern: p.LENGTH_OR_AUTO,
  patternName: 'auto or a CSS length such as 16px or 50%',
});
export const box = s.string({
  max: 80,
  pattern: p.BOX,
  patternName: 'one to four CSS lengths, e.g. 24px or 24px 16px',
});
export const percent = s.string({ max: 12, pattern: p.PERCENT, patternName: 'a percentage from 0% to 100%' });
export const lineHeight = s.string({
  max: 32,
  pattern: p.LINE_HEIGHT,
  patternName: 'normal, a number such as 1.5, or a length',
});
export const letterSpacing = s.string({
  max: 32,
  pattern: p.LETTER_SPACING,
  patternName: 'normal or a CSS length such as 0.02em',
});
export const fontFamily = s.string({
  max: 400,
  pattern: p.FONT_FAMILY,
  patternName: "a CSS font-family list such as 'Inter', Arial, sans-serif",
});
export const fontWeight = s.oneOf(p.FONT_WEIGHTS);
export const text = (max = MAX_TEXT) => s.string({ max });
export const url = s.string({ max: MAX_URL });
export const anchor = s.string({
  max: 64,
  pattern: p.ANCHOR,
  patternName: 'an id: a letter, then letters, digits, - or _ (at most 64)',
});
export const fieldName = s.string({
  max: 64,
  pattern: p.FIELD_NAME,
  patternName: 'a field name: letters, digits, _ . - [ ] (1 to 64)',
});
export const textAlign = s.oneOf(['left', 'center', 'right', 'justify']);
export const align = s.oneOf(['left', 'center', 'right']);
export const verticalAlign = s.oneOf(['top', 'middle', 'bottom']);
export const borderStyle = s.oneOf(['none', 'solid', 'dashed', 'dotted', 'double']);
export const linkTarget = s.oneOf(['_self', '_blank']);
