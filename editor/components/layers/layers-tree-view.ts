/**
 * The layers tree's markup for one render: the tree element (one tab stop, naming its focused row
 * with aria-activedescendant), the spacer the size of all rows, the rows in view (and the focused
 * one wherever it is: aria-activedescendant must name an element), the drop line of a drag, and
 * the live region. What it shows comes in as data and the element's listeners as functions; the
 * rows themselves are layer-row.ts's.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Level } from '../../../renderer/index.ts';
import { levelLabelKey } from '../../context/view-devices.ts';
import type { Translator } from '../../i18n/translator.ts';
import {
  guardedRow,
  INDENT,
  listFormat,
  PAD_INLINE,
  ROW_HEIGHT,
  rowId,
  type RowContext,
  rowTexts,
} from './layer-row.ts';
import type { DragState } from './layers-drag.ts';
import type { LayerRow } from './layers-model.ts';
import { layersText } from './layers-text.ts';
import type { RowRange } from './layers-viewport.ts';

/** What one render of the tree shows. */
export interface TreeView {
  readonly t: Translator;
  readonly level: Level;
  readonly rows: readonly LayerRow[];
  /** The rows in view (layers-viewport.ts). */
  readonly range: RowRange;
  /** The index of the focused row, or -1. */
  readonly activeRow: number;
  readonly editable: boolean;
  readonly selection: string | null;
  readonly renaming: string | null;
  readonly drag: DragState | undefined;
  readonly announcement: string;
}

/** The tree element's listeners (arrow functions: Lit calls them with the element as `this`). */
export interface TreeListeners {
  readonly keydown: (event: KeyboardEvent) => void;
  readonly focus: () => void;
  readonly focusout: (event: FocusEvent) => void;
  readonly scroll: (event: Event) => void;
  readonly click: (event: MouseEvent) => void;
  readonly dblclick: (event: MouseEvent) => void;
  readonly pointerdown: (event: PointerEvent) => void;
  readonly pointerover: (event: PointerEvent) => void;
  readonly pointerleave: () => void;
  readonly contextmenu: (event: Event) => void;
  readonly touchmove: (event: TouchEvent) => void;
}

/** The tree, or a note when the page has no rows. */
export function treeView(view: TreeView, on: TreeListeners): TemplateResult {
  const { t, level, rows, drag } = view;
  const title = layersText(t, 'layers.title');
  if (rows.length === 0)
    return html`<div class="empty" role="note" aria-label=${title}>${layersText(t, 'layers.empty')}</div>`;
  const target = drag?.target;
  const active = view.activeRow === -1 ? null : rows[view.activeRow]!.uid;
  const ctx: RowContext = {
    t,
    level,
    texts: rowTexts(t, level),
    editable: view.editable,
    selection: view.selection,
    active,
    renaming: view.renaming,
    dragged: drag?.uid ?? null,
    dropInside: target?.indicator.type === 'inside' ? target.indicator.row : -1,
    levelNames: (levels) => listFormat(t.language).format(levels.map((name) => t.t(levelLabelKey(name)))),
  };
  const { first, last } = view.range;
  const shown: number[] = [];
  // The focused row stays rendered out of view (a row being renamed is the focused one).
  if (view.activeRow !== -1 && (view.activeRow < first || view.activeRow > last)) shown.push(view.activeRow);
  for (let index = first; index <= last; index++) shown.push(index);
  const line = target?.indicator.type === 'line' ? target.indicator : undefined;
  return html`<div
      class="tree ${drag === undefined ? '' : 'dragging'}"
      role="tree"
      aria-label=${title}
      aria-multiselectable="false"
      tabindex="0"
      dir=${t.dir}
      aria-activedescendant=${active === null ? nothing : rowId(active)}
      @keydown=${on.keydown}
      @focus=${on.focus}
      @focusout=${on.focusout}
      @scroll=${on.scroll}
      @click=${on.click}
      @dblclick=${on.dblclick}
      @pointerdown=${on.pointerdown}
      @pointerover=${on.pointerover}
      @pointerleave=${on.pointerleave}
      @touchmove=${{ handleEvent: on.touchmove, passive: false }}
      @contextmenu=${on.contextmenu}
    >
      <div class="sizer" role="none" style="block-size: ${rows.length * ROW_HEIGHT}px">
        ${shown.map((index) => guardedRow(rows[index]!, index, ctx))}
        ${
          line === undefined
            ? nothing
            : html`<div
                class="indicator"
                style="inset-block-start: ${line.row * ROW_HEIGHT}px; inset-inline-start: ${PAD_INLINE + (line.depth - 1) * INDENT + 18}px"
              ></div>`
        }
      </div>
    </div>
    <div class="visually-hidden" role="status" aria-live="polite">${view.announcement}</div>`;
}

/** The first element of `event`'s path that is a row (has `data-uid`). */
export function rowElementOf(event: Event): HTMLElement | undefined {
  return event
    .composedPath()
    .find((node): node is HTMLElement => node instanceof HTMLElement && node.dataset.uid !== undefined);
}
