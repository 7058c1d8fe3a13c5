/** Colors as the native color input takes them: `#rrggbb` only. */

/** `#rgb` or `#rrggbb` as `#rrggbb` (lower case); undefined for any other color (named, rgb(), with alpha). */
export function toHex(color: string): string | undefined {
  const value = color.trim();
  if (/^#[0-9a-f]{6}$/i.test(value)) return value.toLowerCase();
  if (/^#[0-9a-f]{3}$/i.test(value)) return `#${[...value.slice(1)].map((c) => c + c).join('')}`.toLowerCase();
  return undefined;
}

/** Whether two colors are the same written value (case and `#abc`/`#aabbcc` aside). */
export function sameColor(a: string, b: string): boolean {
  const ha = toHex(a);
  return ha !== undefined ? ha === toHex(b) : a.trim().toLowerCase() === b.trim().toLowerCase();
}
