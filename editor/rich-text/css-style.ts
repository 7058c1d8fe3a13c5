/**
 * Reading and writing an element's `style` attribute the way the renderer's sanitizer does
 * (renderer/sanitize/rich-text.ts): declarations `property:value` joined by `;`, lower-case
 * properties, `!important` dropped, and only values `isSafeCssValue` accepts. The schema reads
 * pasted and stored styles with this, and writes them in the same form, so what it writes is
 * exactly what the sanitizer keeps.
 */
import { isSafeCssValue } from '../../renderer/css/value.ts';

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
