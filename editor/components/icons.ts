/**
 * The editor's icons: one stroke style (24 px grid, 2 px lines, round joins), drawn inline so the
 * editor fetches nothing and the icons take the text color of their button.
 */
import { svg, type SVGTemplateResult } from 'lit';
import { registry } from '../../renderer/blocks/registry.ts';

const PATHS = {
  undo: svg`<path d="M9 14 4 9l5-5"/><path d="M4 9h11a5 5 0 0 1 0 10h-3"/>`,
  redo: svg`<path d="m15 14 5-5-5-5"/><path d="M20 9H9a5 5 0 0 0 0 10h3"/>`,
  desktop: svg`<rect x="3" y="4" width="18" height="12" rx="2"/><path d="M8 20h8M12 16v4"/>`,
  tablet: svg`<rect x="5" y="3" width="14" height="18" rx="2"/><path d="M11 18h2"/>`,
  mobile: svg`<rect x="7" y="3" width="10" height="18" rx="2"/><path d="M11 18h2"/>`,
  landscape: svg`<rect x="3" y="7" width="18" height="10" rx="2"/><path d="M18 11v2"/>`,
  eyeOff: svg`<path d="M10.6 5.1A10 10 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-2.6 3.5M6.6 6.6A17 17 0 0 0 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6"/><path d="M9.9 9.9a3 3 0 0 0 4.2 4.2"/><path d="m3 3 18 18"/>`,
  eye: svg`<path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z"/><circle cx="12" cy="12" r="3"/>`,
  save: svg`<path d="M5 3h11l5 5v11a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Z"/><path d="M7 3v5h8M7 21v-7h10v7"/>`,
  close: svg`<path d="M6 6l12 12M18 6 6 18"/>`,
  up: svg`<path d="M12 19V5M5 12l7-7 7 7"/>`,
  left: svg`<path d="M19 12H5M12 19l-7-7 7-7"/>`,
  right: svg`<path d="M5 12h14M12 5l7 7-7 7"/>`,
  down: svg`<path d="M12 5v14M19 12l-7 7-7-7"/>`,
  duplicate: svg`<rect x="8" y="8" width="13" height="13" rx="2"/><path d="M16 8V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v9a2 2 0 0 0 2 2h3"/>`,
  trash: svg`<path d="M4 7h16M10 11v6M14 11v6M6 7l1 13a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1l1-13M9 7V4h6v3"/>`,
  parent: svg`<path d="M14 9 9 4 4 9"/><path d="M20 20h-7a4 4 0 0 1-4-4V4"/>`,
  layers: svg`<path d="m12 3 9 5-9 5-9-5 9-5Z"/><path d="m3 13 9 5 9-5"/>`,
  grip: svg`<circle cx="9" cy="6" r="1"/><circle cx="15" cy="6" r="1"/><circle cx="9" cy="12" r="1"/><circle cx="15" cy="12" r="1"/><circle cx="9" cy="18" r="1"/><circle cx="15" cy="18" r="1"/>`,
  plus: svg`<path d="M12 5v14M5 12h14"/>`,
  bold: svg`<path d="M7 5h6a3.5 3.5 0 0 1 0 7H7zM7 12h7a3.5 3.5 0 0 1 0 7H7z"/>`,
  italic: svg`<path d="M14 5h-4M14 19h-4M14 5l-4 14"/>`,
  link: svg`<path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1"/><path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1"/>`,
  pencil: svg`<path d="M4 20h4L19 9l-4-4L4 16v4Z"/><path d="m13.5 6.5 4 4"/>`,
  chevronLeft: svg`<path d="m15 18-6-6 6-6"/>`,
  chevronRight: svg`<path d="m9 18 6-6-6-6"/>`,
  alert: svg`<circle cx="12" cy="12" r="9"/><path d="M12 8v5M12 16h.01"/>`,
  check: svg`<path d="m5 12 5 5 9-10"/>`,
  more: svg`<circle cx="5" cy="12" r="1"/><circle cx="12" cy="12" r="1"/><circle cx="19" cy="12" r="1"/>`,
  info: svg`<circle cx="12" cy="12" r="9"/><path d="M12 11v5M12 8h.01"/>`,
  lock: svg`<rect x="5" y="11" width="14" height="10" rx="2"/><path d="M8 11V8a4 4 0 0 1 8 0v3"/>`,
  folder: svg`<path d="M3 6a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z"/>`,
  reset: svg`<path d="M4 4v6h6"/><path d="M20 20a8 8 0 0 0-14.7-10"/>`,
  settings: svg`<circle cx="12" cy="12" r="3"/><path d="M12 2v3M12 19v3M4.2 4.2l2.1 2.1M17.7 17.7l2.1 2.1M2 12h3M19 12h3M4.2 19.8l2.1-2.1M17.7 6.3l2.1-2.1"/>`,
} as const;

export type IconName = keyof typeof PATHS;

/**
 * The icons that point along the line of reading, so a right-to-left UI mirrors them (theme/
 * controls.ts: `svg.flip-rtl`), as it mirrors the layout: undo turns back toward the start.
 */
const MIRRORED: ReadonlySet<IconName> = new Set(['undo', 'redo']);

/** An inline SVG icon (decorative: the button around it carries the label). */
export function icon(name: IconName, size = 18): SVGTemplateResult {
  return svg`<svg class=${MIRRORED.has(name) ? 'flip-rtl' : ''} width=${size} height=${size} viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${PATHS[name]}</svg>`;
}

/** A node kind's icon (its registry entry draws it), in the same stroke as the others; a section's when the kind is unknown. */
export function kindIcon(tagName: string, size = 18): SVGTemplateResult {
  const d = (registry.get(tagName) ?? registry.get('section'))?.icon ?? '';
  return svg`<svg width=${size} height=${size} viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d=${d}/></svg>`;
}
