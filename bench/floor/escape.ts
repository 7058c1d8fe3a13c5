/** The floor's escaping: the five HTML-special characters as entities, nothing more (it trusts the page). */

const ESCAPE_TEST = /[&<>"']/;
const ESCAPE_ALL = /[&<>"']/g;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Plain escaping for text and double-quoted attribute values. */
export function esc(value: unknown): string {
  const s = String(value);
  return ESCAPE_TEST.test(s) ? s.replace(ESCAPE_ALL, (ch) => ENTITIES[ch] as string) : s;
}
