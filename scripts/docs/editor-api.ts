/**
 * The generated parts of docs/editor-api.md: the view devices, built from the editor's
 * definition of them (editor/context/view-devices.ts) and the renderer's levels, so the widths
 * and names the doc gives are the ones the editor uses.
 */
import { levelInfo } from '../../renderer/breakpoints.ts';
import { VIEW_DEVICES } from '../../editor/context/view-devices.ts';
import { levelRange } from './template-format.ts';

/** The generated regions of docs/editor-api.md, by name. */
export function editorApiRegions(): Record<string, string> {
  const devices = [
    '| Device | Edits | Canvas and preview width | Level range |',
    '|---|---|---|---|',
    ...VIEW_DEVICES.map(({ level, width }) => {
      const info = levelInfo(level);
      const shown =
        width === undefined
          ? `the canvas's width, at least ${info.minWidth}px (a narrower canvas scales the page down); the preview's full width`
          : `${width}px`;
      return `| **${info.label}** | \`${info.key}\` (${info.name}) | ${shown} | ${levelRange(info)} |`;
    }),
  ].join('\n');
  return { devices };
}
