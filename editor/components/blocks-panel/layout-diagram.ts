/**
 * A section layout drawn as its columns side by side, each as wide as its share of the row: the
 * picture of the blocks panel's and the add dialog's layout thumbnails (layout-thumb.ts, with its
 * look) and of the section layout control's presets. Decorative (the tile carries
 * the layout's name). SVG geometry, not inline styles: nothing for a strict style-src to block,
 * and no directive for the parts to carry. Mirrored right to left (`:dir(rtl)` in the
 * styles), as the columns are on the page.
 */
import { svg, type SVGTemplateResult } from 'lit';

const WIDTH = 64;
const HEIGHT = 24;
const GAP = 3;

/** `widths`: each column's share (`'33.33%'`); `name`: the SVG's class, which its styles select. */
export function layoutDiagram(widths: readonly string[], name = 'diagram'): SVGTemplateResult {
  const shares = widths.map((width) => Number.parseFloat(width) || 0);
  const total = shares.reduce((sum, share) => sum + share, 0) || 1;
  const room = WIDTH - GAP * (shares.length - 1);
  let x = 0;
  const columns = shares.map((share) => {
    const width = (room * share) / total;
    const rect = svg`<rect x=${x + 0.5} y="0.5" width=${Math.max(width - 1, 1)} height=${HEIGHT - 1} rx="2" vector-effect="non-scaling-stroke"/>`;
    x += width + GAP;
    return rect;
  });
  return svg`<svg class=${name} viewBox="0 0 ${WIDTH} ${HEIGHT}" preserveAspectRatio="none" aria-hidden="true" focusable="false">${columns}</svg>`;
}
