/**
 * A section layout's thumbnail, as the blocks panel's layout tiles and the add dialog's section
 * items both draw it: one drawing and one look, where each used to size and colour the picture
 * its own way (stretched to the tile, up to 64 x 24, in one; 56 x 22 in accent colours in the other).
 *
 * The columns are as wide as the layout's own widths (`LayoutEntry.widths`, which the catalog
 * works out from the layouts it defines), drawn by layout-diagram.ts; the box keeps the drawing's
 * proportions (never stretched), and is mirrored right to left, as the columns are on the page.
 * It lights up with the accent when the button holding it is hovered or focused. Decorative: the
 * button carries the layout's name.
 */
import { css, type SVGTemplateResult } from 'lit';
import type { LayoutEntry } from '../../blocks/catalog.ts';
import { layoutDiagram } from './layout-diagram.ts';

export function layoutThumb(entry: Pick<LayoutEntry, 'widths'>): SVGTemplateResult {
  return layoutDiagram(entry.widths, 'layout-thumb');
}

/** The thumbnail's look, in the styles of every component that shows one. */
export const layoutThumbStyles = css`
  .layout-thumb {
    flex: none;
    /* The drawing's proportions (64 x 24), at a size the blocks panel's narrowest tile holds. */
    width: 56px;
    max-width: 100%;
    height: auto;
    aspect-ratio: 64 / 24;
    overflow: visible;
  }
  .layout-thumb:dir(rtl) {
    transform: scaleX(-1);
  }
  .layout-thumb rect {
    fill: var(--lp-surface-3);
    stroke: var(--lp-text-muted);
    stroke-width: 1px;
    transition: fill var(--lp-transition), stroke var(--lp-transition);
  }
  :hover:not(:disabled, [aria-disabled]) > .layout-thumb rect,
  :focus-visible > .layout-thumb rect {
    fill: var(--lp-accent-soft);
    stroke: var(--lp-accent);
  }
  @media (prefers-reduced-motion: reduce) {
    .layout-thumb rect {
      transition: none;
    }
  }
`;
