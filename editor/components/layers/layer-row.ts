/**
 * One row of the layers tree: a treeitem placed at its index (rows are absolutely positioned, so
 * only those in view need to exist), with its chevron, the kind's icon and name and the first words
 * of its text (or the designer's name for the node, or the field that renames it), and its markers: hidden on the device shown (dimmed, the device named, a button that
 * shows it there), hidden elsewhere, locked. Its accessible name says all of that in words; the
 * markers themselves are drawn for the eye.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { guard } from 'lit/directives/guard.js';
import type { Level } from '../../../renderer/index.ts';
import { MAX_LAYER_NAME } from '../../../renderer/blocks/define.ts';
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
  /** The words every row may use, in the UI's language (rowTexts). */
  readonly texts: RowTexts;
  readonly editable: boolean;
  readonly selection: string | null;
  readonly active: string | null;
  /** The row being renamed (its name is an input). */
  readonly renaming: string | null;
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

/** The words rows share, worked out once per language and level rather than once per row. */
export interface RowTexts {
  /** The device of the level shown. */
  readonly device: string;
  readonly showOn: string;
  readonly hiddenHere: string;
  readonly locked: string;
  readonly expand: string;
  readonly collapse: string;
  /** The accessible name of the field that renames a row. */
  readonly nameField: string;
  /** A kind's name. */
  kind(tagName: string): string;
}

const textsCache = new WeakMap<Translator, Map<Level, RowTexts>>();

/** The shared words for `t` and `level` (kept while the translator lives). */
export function rowTexts(t: Translator, level: Level): RowTexts {
  let byLevel = textsCache.get(t);
  if (byLevel === undefined) textsCache.set(t, (byLevel = new Map()));
  let texts = byLevel.get(level);
  if (texts === undefined) {
    const device = t.t(levelLabelKey(level));
    const kinds = new Map<string, string>();
    texts = {
      device,
      showOn: layersText(t, 'layers.showOn', { device }),
      hiddenHere: layersText(t, 'layers.hiddenOn', { device }),
      locked: layersText(t, 'layers.locked'),
      expand: layersText(t, 'layers.expand'),
      collapse: layersText(t, 'layers.collapse'),
      nameField: layersText(t, 'layers.nameField'),
      kind(tagName) {
        let name = kinds.get(tagName);
        if (name === undefined) kinds.set(tagName, (name = kindName(t, tagName)));
        return name;
      },
    };
    byLevel.set(level, texts);
  }
  return texts;
}

/** Where the tree is scrolled and how much it shows. */
export interface ScrollView {
  readonly scrollTop: number;
  /** The tree's height (its border box). */
  readonly height: number;
  /** How many rows there are. */
  readonly rows: number;
}

/** The scroll position that shows row `row`, or undefined when it shows already (or is no row). */
export function scrollToShow(row: number, view: ScrollView): number | undefined {
  if (row === -1) return undefined;
  const top = PAD_BLOCK + row * ROW_HEIGHT;
  const { height, scrollTop: scrolled } = view;
  if (top >= scrolled && top + ROW_HEIGHT <= scrolled + height) return undefined;
  // One step off: just into view; far off: to the middle, so its neighbours show.
  const near = top < scrolled ? scrolled - top <= ROW_HEIGHT : top + ROW_HEIGHT - scrolled - height <= ROW_HEIGHT;
  const wanted = near ? (top < scrolled ? top : top + ROW_HEIGHT - height) : top - (height - ROW_HEIGHT) / 2;
  const most = Math.max(0, view.rows * ROW_HEIGHT + 2 * PAD_BLOCK - height);
  return Math.round(Math.max(0, Math.min(most, wanted)));
}

/** The id of a row's element (aria-activedescendant names it). */
export function rowId(uid: string): string {
  return `lp-layer-${uid}`;
}

/**
 * The row at `index`, rendered again only when something it shows changed (Lit's guard): a
 * keystroke in the canvas changes one block, and the other rows in view are left alone. A row
 * kept from one document to the next is the same object (layer-rows.ts), so its node is too.
 */
export function guardedRow(row: LayerRow, index: number, ctx: RowContext) {
  const { uid } = row;
  return guard(
    [
      row,
      index,
      row.expanded,
      row.index,
      row.setSize,
      ctx.texts,
      ctx.editable,
      uid === ctx.selection,
      uid === ctx.active,
      uid === ctx.renaming,
      uid === ctx.dragged,
      index === ctx.dropInside,
    ],
    () => renderRow(row, index, ctx),
  );
}

/** The row at `index`. */
export function renderRow(row: LayerRow, index: number, ctx: RowContext): TemplateResult {
  const { t, texts } = ctx;
  const { device } = texts;
  const kind = texts.kind(row.tagName);
  // A designer's name stands for the kind and first words (the icon still shows the kind).
  const own = row.name;
  const label = own === '' ? row.label : '';
  const hiddenHere = row.hiddenHere;
  const elsewhere = hiddenHere ? [] : row.hiddenAt;
  const hiddenText = hiddenHere
    ? texts.hiddenHere
    : elsewhere.length > 0
      ? layersText(t, 'layers.hiddenOn', { device: ctx.levelNames(elsewhere) })
      : '';
  const locked = row.locked;
  const lockedText = locked ? texts.locked : '';
  let name =
    own !== '' ? layersText(t, 'layers.named', { name: own, kind }) : label === '' ? kind : `${kind}: ${label}`;
  if (hiddenText !== '') name += `, ${hiddenText}`;
  if (lockedText !== '') name += `, ${lockedText}`;
  const classes = [
    'row',
    row.uid === ctx.active ? 'active' : '',
    hiddenHere || row.insideHidden ? 'dimmed' : '',
    row.uid === ctx.dragged ? 'dragged' : '',
    index === ctx.dropInside ? 'drop-inside' : '',
  ]
    .filter((name) => name !== '')
    .join(' ');
  const hasChildren = row.childCount > 0;
  const showText = texts.showOn;
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
      title=${hasChildren ? (row.expanded ? texts.collapse : texts.expand) : nothing}
      >${hasChildren ? icon('chevronRight', 14) : nothing}</span
    >
    <span class="kind-icon" aria-hidden="true">${kindIcon(row.tagName, 16)}</span>
    ${
      row.uid === ctx.renaming
        ? // Filled and focused by the tree once rendered (layers-rename.ts): no value binding, so a
          // render of the row while the name is typed keeps what was typed.
          html`<input class="rename" type="text" maxlength=${MAX_LAYER_NAME} aria-label=${texts.nameField} spellcheck="false" />`
        : own !== ''
          ? html`<span class="name" aria-hidden="true"><span class="own" dir="auto">${own}</span></span>`
          : html`<span class="name" aria-hidden="true"
              ><span class="kind">${kind}</span><span class="label" dir="auto" ?hidden=${label === ''}>${label}</span></span
            >`
    }
    ${
      hiddenHere
        ? html`<span class="badge" aria-hidden="true" title=${hiddenText}>${icon('eyeOff', 12)}${device}</span>`
        : elsewhere.length > 0
          ? html`<span class="marker" aria-hidden="true" title=${hiddenText}>${icon('eyeOff', 14)}</span>`
          : nothing
    }
    ${locked ? html`<span class="marker lock" aria-hidden="true" title=${lockedText}>${icon('lock', 14)}</span>` : nothing}
    ${
      hiddenHere && ctx.editable
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
