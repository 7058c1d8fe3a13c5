/**
 * One row of the layers tree: a treeitem placed at its index (rows are absolutely positioned, so
 * only those in view need to exist), with its chevron, the kind's icon and name, the first words of
 * its text, and its markers: hidden on the device shown (dimmed, the device named, a button that
 * shows it there), hidden elsewhere, locked. Its accessible name says all of that in words; the
 * markers themselves are drawn for the eye.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Level } from '../../../renderer/index.ts';
import { levelLabelKey } from '../../context/view-devices.ts';
import type { Translator } from '../../i18n/translator.ts';
import { kindName } from '../../i18n/kind-name.ts';
import { icon, kindIcon } from '../icons.ts';
import type { LayerRow } from './layers-model.ts';
import { layersText } from './layers-text.ts';

/** Row height in CSS pixels: fixed, so a row's place is its index times this. */
export const ROW_HEIGHT = 28;
/** Indentation per level of depth. */
export const INDENT = 14;
/** Space before the depth-1 rows' chevrons, and above the first row. */
export const PAD_INLINE = 4;
export const PAD_BLOCK = 4;

/** What every row of one render shares. */
export interface RowContext {
  readonly t: Translator;
  readonly level: Level;
  readonly editable: boolean;
  readonly selection: string | null;
  readonly active: string | null;
  /** The dragged node, and the row a drop would go into. */
  readonly dragged: string | null;
  readonly dropInside: number;
  /** The device names of a list of levels ("Tablet and Mobile"). */
  readonly levelNames: (levels: readonly Level[]) => string;
}

const listFormats = new Map<string, Intl.ListFormat>();

/** "Tablet and Mobile" in the UI's language (made once per language: making one costs more than a render). */
export function listFormat(language: string): Intl.ListFormat {
  let format = listFormats.get(language);
  if (format === undefined)
    listFormats.set(language, (format = new Intl.ListFormat(language, { type: 'conjunction' })));
  return format;
}

/** The id of a row's element (aria-activedescendant names it). */
export function rowId(uid: string): string {
  return `lp-layer-${uid}`;
}

/** The row at `index`. */
export function renderRow(row: LayerRow, index: number, ctx: RowContext): TemplateResult {
  const { t } = ctx;
  const kind = kindName(t, row.tagName);
  const device = t.t(levelLabelKey(ctx.level));
  const elsewhere = row.hiddenHere ? [] : row.hiddenAt;
  const hiddenText = row.hiddenHere
    ? layersText(t, 'layers.hiddenOn', { device })
    : elsewhere.length > 0
      ? layersText(t, 'layers.hiddenOn', { device: ctx.levelNames(elsewhere) })
      : '';
  const lockedText = row.locked ? layersText(t, 'layers.locked') : '';
  const name = [row.label === '' ? kind : `${kind}: ${row.label}`, hiddenText, lockedText]
    .filter((part) => part !== '')
    .join(', ');
  const classes = [
    'row',
    row.uid === ctx.active ? 'active' : '',
    row.hiddenHere || row.insideHidden ? 'dimmed' : '',
    row.uid === ctx.dragged ? 'dragged' : '',
    index === ctx.dropInside ? 'drop-inside' : '',
  ]
    .filter((name) => name !== '')
    .join(' ');
  const hasChildren = row.childCount > 0;
  const showText = layersText(t, 'layers.showOn', { device });
  return html`<div
    role="treeitem"
    id=${rowId(row.uid)}
    class=${classes}
    data-uid=${row.uid}
    data-row=${index}
    aria-label=${name}
    aria-level=${row.depth}
    aria-setsize=${row.setSize}
    aria-posinset=${row.index + 1}
    aria-selected=${row.uid === ctx.selection ? 'true' : 'false'}
    aria-expanded=${hasChildren ? (row.expanded ? 'true' : 'false') : nothing}
    style="transform: translateY(${index * ROW_HEIGHT}px); padding-inline-start: ${PAD_INLINE + (row.depth - 1) * INDENT}px"
  >
    <span
      class="toggle"
      aria-hidden="true"
      title=${hasChildren ? layersText(t, row.expanded ? 'layers.collapse' : 'layers.expand') : nothing}
      >${hasChildren ? icon('chevronRight', 14) : nothing}</span
    >
    <span class="kind-icon" aria-hidden="true">${kindIcon(row.tagName, 16)}</span>
    <span class="name" aria-hidden="true"
      ><span class="kind">${kind}</span>${row.label === '' ? nothing : html`<span class="label" dir="auto">${row.label}</span>`}</span
    >
    ${
      row.hiddenHere
        ? html`<span class="badge" aria-hidden="true" title=${hiddenText}>${icon('eyeOff', 12)}${device}</span>`
        : elsewhere.length > 0
          ? html`<span class="marker" aria-hidden="true" title=${hiddenText}>${icon('eyeOff', 14)}</span>`
          : nothing
    }
    ${row.locked ? html`<span class="marker lock" aria-hidden="true" title=${lockedText}>${icon('lock', 14)}</span>` : nothing}
    ${
      row.hiddenHere && ctx.editable
        ? html`<button
            type="button"
            class="icon reveal"
            data-reveal=${row.uid}
            tabindex=${row.uid === ctx.active ? '0' : '-1'}
            aria-label=${showText}
            title=${showText}
          >
            ${icon('eye', 14)}
          </button>`
        : nothing
    }
  </div>`;
}
