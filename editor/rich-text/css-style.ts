/**
 * Reading and writing an element's `style` attribute the way the renderer's sanitizer does
 * (renderer/sanitize/rich-text.ts): declarations `property:value` joined by `;`, lower-case
 * properties, `!important` dropped, and only values `isSafeCssValue` accepts. The schema reads
 * pasted and stored styles with this, and writes them in the same form, so what it writes is
 * exactly what the sanitizer keeps. Colors and font families are also written in one form
 * (`normalizeStyleValue`, below).
 */
import { isSafeCssValue } from '../../renderer/css/value.ts';
import { WEB_FONTS, WEB_SAFE_FONTS, type FontDefinition } from '../../renderer/fonts/builtin.ts';
import { normalizeFamily, splitFamilies } from '../../renderer/fonts/resolver.ts';

/** The declarations of a style attribute, property (lower case) to value; unsafe values left out. */
export function readStyle(style: string | null): Map<string, string> {
  const out = new Map<string, string>();
  if (style === null || style === '') return out;
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    let value = declaration.slice(colon + 1).trim();
    if (value.toLowerCase().endsWith('!important')) value = value.slice(0, -'!important'.length).trimEnd();
    if (property !== '' && value !== '' && isSafeCssValue(value)) out.set(property, value);
  }
  return out;
}

/** One property of an element's style (as readStyle reads it), or null. */
export function styleOf(dom: HTMLElement, property: string): string | null {
  return readStyle(dom.getAttribute('style')).get(property) ?? null;
}

/** A style attribute from `[property, value]` pairs, empty values left out; null when nothing is left. */
export function writeStyle(pairs: readonly (readonly [string, string | null | undefined])[]): string | null {
  const out = pairs
    .filter((pair): pair is readonly [string, string] => typeof pair[1] === 'string' && pair[1] !== '')
    .map(([property, value]) => `${property}:${value}`)
    .join(';');
  return out === '' ? null : out;
}

/** `value` when the sanitizer would keep it in a style attribute, else null. */
export function safeStyleValue(value: string | null | undefined): string | null {
  if (value == null) return null;
  const trimmed = value.trim();
  return trimmed !== '' && !trimmed.includes(';') && isSafeCssValue(trimmed) ? trimmed : null;
}

// ---- values in one form ---------------------------------------------------------------------
//
// The browser's CSS object model rewrites what it is given: the schema's parser reads styles
// through it and ProseMirror's serializer writes them through it, so a color picked as `#c00000`
// comes back as `rgb(192, 0, 0)` and `'Open Sans', sans-serif` as `"Open Sans", sans-serif`. The
// values below put them back in one form, so that what is stored does not depend on the path it
// took (the toolbar, a paste, stored content read again) and the toolbar recognizes its choices.

/** Color properties the sanitizer keeps. */
const COLOR_PROPERTIES = new Set(['color', 'background-color', 'text-decoration-color']);

/** `value` in the form stored for `property` (colors and font families; other values as they are). */
export function normalizeStyleValue(property: string, value: string): string {
  if (COLOR_PROPERTIES.has(property)) return normalizeColor(value);
  if (property === 'font-family') return normalizeFontFamily(value);
  return value;
}

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/**
 * A color as stored: an opaque one as lower-case `#rrggbb`; a translucent one as
 * `rgba(r, g, b, a)`, the form the CSS object model writes (so it reads back unchanged) and the
 * one more mail clients understand than `#rrggbbaa`; anything else (a named color,
 * `transparent`, `currentcolor`, percentages) as written.
 */
export function normalizeColor(value: string): string {
  const color = value.trim();
  if (HEX.test(color)) {
    const digits = color.slice(1).toLowerCase();
    const full = digits.length <= 4 ? [...digits].map((digit) => digit + digit).join('') : digits;
    const channels = [0, 2, 4, 6]
      .filter((at) => at < full.length)
      .map((at) => Number.parseInt(full.slice(at, at + 2), 16));
    return fromChannels(channels[0]!, channels[1]!, channels[2]!, channels[3] === undefined ? 1 : channels[3] / 255);
  }
  const lower = color.toLowerCase();
  const open = lower.indexOf('(');
  const name = lower.slice(0, open);
  if (open < 0 || !lower.endsWith(')') || (name !== 'rgb' && name !== 'rgba')) return color;
  // `rgb(1, 2, 3)`, `rgba(1, 2, 3, 0.5)`, `rgb(1 2 3 / 50%)`: split on separators (a linear class).
  const parts = lower
    .slice(open + 1, -1)
    .split(/[\s,/]+/)
    .filter((part) => part !== '');
  if (parts.length < 3 || parts.length > 4) return color;
  const rgb = parts.slice(0, 3).map(channel);
  const alpha = parts[3] === undefined ? 1 : fraction(parts[3]);
  if (rgb.some((part) => part === undefined) || alpha === undefined) return color;
  return fromChannels(rgb[0]!, rgb[1]!, rgb[2]!, alpha);
}

/** An rgb channel written as a number 0-255, or undefined (a percentage, `none`, a typo). */
function channel(part: string): number | undefined {
  if (!/^\d{1,3}(?:\.\d+)?$/.test(part)) return undefined;
  const number = Math.round(Number(part));
  return number <= 255 ? number : undefined;
}

/** An alpha value (`0.5`, `.5`, `50%`) as a number 0-1, or undefined. */
function fraction(part: string): number | undefined {
  const percent = part.endsWith('%');
  const digits = percent ? part.slice(0, -1) : part;
  if (!/^(?:\d{1,3}(?:\.\d+)?|\.\d+)$/.test(digits)) return undefined;
  const number = Number(digits) / (percent ? 100 : 1);
  return number >= 0 ? Math.min(number, 1) : undefined;
}

function fromChannels(red: number, green: number, blue: number, alpha: number): string {
  if (alpha >= 1) return `#${[red, green, blue].map((part) => part.toString(16).padStart(2, '0')).join('')}`;
  // Three decimals at most: the browser's own precision for an 8-bit alpha.
  return `rgba(${red}, ${green}, ${blue}, ${Number(alpha.toFixed(3))})`;
}

/** A font-family list compared: its family names unquoted, single-spaced, lower case. */
function familyKey(value: string): string {
  return splitFamilies(value).map(normalizeFamily).join(',');
}

/**
 * The font families offered (the built-in ones; the embedder's `customFonts` once a toolbar has
 * seen them), by family list, as their definitions write them. One table per page: two editors
 * naming the same list with different quotes store it as the last one seen writes it.
 */
const FONT_CHOICES = new Map<string, string>();
for (const font of [...WEB_SAFE_FONTS, ...WEB_FONTS])
  if (!FONT_CHOICES.has(familyKey(font.style))) FONT_CHOICES.set(familyKey(font.style), font.style);

/** Makes `fonts` (the toolbar's font choices, custom ones first) the form their family lists are stored in. */
export function rememberFontChoices(fonts: readonly FontDefinition[]): void {
  // Custom fonts come first in the choices and win over a built-in with the same list.
  for (const font of [...fonts].reverse()) FONT_CHOICES.set(familyKey(font.style), font.style);
}

/** A font-family value as the font choice with the same family list writes it, else as it is. */
export function normalizeFontFamily(value: string): string {
  return FONT_CHOICES.get(familyKey(value)) ?? value.trim();
}

/** Whether two font-family values name the same families in the same order (quotes, case and spaces aside). */
export function sameFontFamily(a: string, b: string): boolean {
  return familyKey(a) === familyKey(b);
}
