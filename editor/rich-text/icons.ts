/**
 * The rich-text toolbar's icons, in the editor's icon style (24 px grid, 2 px round strokes, the
 * button's text color; editor/components/icons.ts). Kept in the rich-text part: the first script
 * carries none of them.
 */
import { svg, type SVGTemplateResult } from 'lit';

const PATHS = {
  bold: svg`<path d="M7 5h6a3.5 3.5 0 0 1 0 7H7zM7 12h7a3.5 3.5 0 0 1 0 7H7z"/>`,
  italic: svg`<path d="M14 5h-4M14 19h-4M14 5l-4 14"/>`,
  underline: svg`<path d="M7 4v7a5 5 0 0 0 10 0V4M5 20h14"/>`,
  strike: svg`<path d="M5 12h14M16 6.5A4 3 0 0 0 12 5c-2.5 0-4 1.3-4 3 0 1.2.7 2.2 2 2.8M8 17.5a4 3 0 0 0 4 1.5c2.5 0 4-1.3 4-3"/>`,
  link: svg`<path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1"/><path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1"/>`,
  unlink: svg`<path d="M15 9.5l3.7-3.7M5.3 18.2 9 14.5M8 4v3M4 8h3M16 20v-3M20 16h-3"/>`,
  bulletList: svg`<path d="M9 6h11M9 12h11M9 18h11"/><circle cx="4.5" cy="6" r="1"/><circle cx="4.5" cy="12" r="1"/><circle cx="4.5" cy="18" r="1"/>`,
  orderedList: svg`<path d="M10 6h10M10 12h10M10 18h10M4 4.5 5 4v4M4 14a1.2 1.2 0 0 1 2 .8L4 17.5h2"/>`,
  alignLeft: svg`<path d="M4 6h16M4 10h10M4 14h16M4 18h10"/>`,
  alignCenter: svg`<path d="M4 6h16M7 10h10M4 14h16M7 18h10"/>`,
  alignRight: svg`<path d="M4 6h16M10 10h10M4 14h16M10 18h10"/>`,
  alignJustify: svg`<path d="M4 6h16M4 10h16M4 14h16M4 18h16"/>`,
  clear: svg`<path d="M5 5h11M10.5 5 8 13M4 20l16-16M14 19l2.5-6"/>`,
  color: svg`<path d="M6 16 11 4h2l5 12M8 12h8"/>`,
  close: svg`<path d="M6 6l12 12M18 6 6 18"/>`,
  more: svg`<circle cx="5" cy="12" r="1"/><circle cx="12" cy="12" r="1"/><circle cx="19" cy="12" r="1"/>`,
} as const;

export type RichIconName = keyof typeof PATHS;

/** An inline SVG icon (decorative: the button around it carries the label). */
export function richIcon(name: RichIconName, size = 16): SVGTemplateResult {
  return svg`<svg width=${size} height=${size} viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${PATHS[name]}</svg>`;
}
