/**
 * A link's href as what a designer picks: a web address, an email address (`mailto:`), a phone
 * number (`tel:`), or a section of this page (`#anchor`), and back. The link control shows the
 * kind and the part after the scheme; the attribute holds the href the renderer checks.
 */

/** What a link points to. */
export type LinkType = 'url' | 'email' | 'phone' | 'anchor';

/** The link types in the order the control lists them. */
export const LINK_TYPES: readonly LinkType[] = ['url', 'email', 'phone', 'anchor'];

/** An href split into its type and what the designer types for it. */
export interface LinkValue {
  readonly type: LinkType;
  readonly value: string;
}

/** The type and the typed part of an href. */
export function parseLink(href: string | undefined): LinkValue {
  const value = (href ?? '').trim();
  const lower = value.toLowerCase();
  if (lower.startsWith('mailto:')) return { type: 'email', value: value.slice(7) };
  if (lower.startsWith('tel:')) return { type: 'phone', value: value.slice(4) };
  // A bare `#` is a placeholder (starters and many templates use it), not a section: it reads as an
  // address still to be typed, never as "Choose a section" on a page that may have none.
  if (value.startsWith('#') && value.length > 1) return { type: 'anchor', value: value.slice(1) };
  return { type: 'url', value };
}

/** The href for a type and the typed part; undefined when nothing is typed (no link). */
export function formatLink(link: LinkValue): string | undefined {
  const value = link.value.trim();
  if (value === '') return undefined;
  switch (link.type) {
    case 'email':
      return `mailto:${value}`;
    case 'phone':
      // Spaces, dots, dashes and parentheses help reading a number, not dialling it.
      return `tel:${value.replace(/[\s().-]/g, '')}`;
    case 'anchor':
      return `#${value.replace(/^#/, '')}`;
    default:
      return value;
  }
}
