/**
 * `<lp-layers>`: the page's structure as a tree (WAI-ARIA tree and treeitems). Each row shows a
 * node's kind (icon and name) and the first words of its text; rows open and close; the selection
 * is the store's, both ways (a click or Enter selects; a selection made in the canvas opens the
 * path to its row and scrolls it into view); rows of nodes hidden on the device shown are dimmed,
 * say the device and offer to show the node there; locked nodes carry a lock.
 *
 * Keys (layers-keys.ts): Up, Down, Home, End move the focus; Right and Left open, close and go to
 * the first child or the parent; Enter and Space select; Alt+Up and Alt+Down move the node among
 * its siblings, which a live region announces. The tree is one tab stop: it holds the focus and
 * names the focused row with aria-activedescendant (the focused row's "show" button, when it has
 * one, is the next tab stop).
 *
 * Rows are dragged to reorder and re-parent (layers-drag.ts, layers-drop.ts): one move, one undo
 * step; a closed row the dragged node rests on opens. A reader (`editable` false) selects and
 * reads, and neither drags nor shows hidden nodes.
 *
 * Only the rows in view are rendered (fixed 28 px rows in a spacer the size of all of them), and
 * only those that changed are rendered again; every rendered row keeps aria-level, aria-setsize
 * and aria-posinset, so assistive technology still knows the structure. The rows themselves are
 * kept up to date rather than rebuilt (layer-rows.ts: an open, a selection or an edit builds only
 * what it shows), and outlive the element while its tab is closed (layers-memory.ts), with the
 * nodes opened and closed and the scroll position. A reveal reads no layout (the tree's height
 * comes from a ResizeObserver), so the one layout it costs is the scroll's.
 *
 * @fires lp-highlight - `{ uid: string | null }`, bubbling and composed: the pointer is over a
 *   node's row (or, null, over none); the canvas outlines that node.
 */
import { html, nothing, type PropertyValues } from 'lit';
import { moveNodeTo } from '../../store/commands.ts';
import type { Level } from '../../../renderer/index.ts';
import { levelLabelKey, viewDevice } from '../../context/view-devices.ts';
import { controls } from '../../theme/controls.ts';
import { defineElement } from '../define-element.ts';
import { ShellElement } from '../shell-element.ts';
import {
  INDENT,
  listFormat,
  PAD_BLOCK,
  PAD_INLINE,
  guardedRow,
  ROW_HEIGHT,
  rowId,
  scrollToShow,
  type RowContext,
  rowTexts,
} from './layer-row.ts';
import { moveAndDescribe, revealAt } from './layers-actions.ts';
import { LayerDrag, type DragState } from './layers-drag.ts';
import { keyAction } from './layers-keys.ts';
import type { LayerRows } from './layer-rows.ts';
import { layersMemory, type LayersMemory } from './layers-memory.ts';
import { ancestorsOf, type LayerRow } from './layers-model.ts';
import { layersText } from './layers-text.ts';
import { layersStyles } from './lp-layers.styles.ts';

/** Rows rendered beyond each edge of the view, so a quick scroll shows no gap. */
const OVERSCAN = 6;
/** The view's height until it is measured. */
const FIRST_HEIGHT = 720;

export class LpLayers extends ShellElement {
  static override styles = [controls, layersStyles];
  static override properties = {
    _scrollTop: { state: true },
    _viewHeight: { state: true },
    _active: { state: true },
    _drag: { state: true },
    _announcement: { state: true },
  };
  declare _scrollTop: number;
  /** The height the rows rendered cover (the tree's border box, or a little more: see #resize). */
  declare _viewHeight: number;
  /** The focused row's uid (aria-activedescendant). */
  declare _active: string | null;
  declare _drag: DragState | undefined;
  declare _announcement: string;

  readonly #doc = this.watch((state) => state.doc);
  readonly #selection = this.watch((state) => state.selection);
  readonly #editable = this.watch((state) => state.editable);
  /** This editor's memory (layers-memory.ts), once the shell is known. */
  #memory: LayersMemory | undefined;
  #seenSelection: string | null = null;
  /** The focused row is to be scrolled into view at the next update. */
  #revealActive = false;
  /** The tree's scrollTop is to be set to `_scrollTop` once rendered. */
  #applyScroll = false;
  #observed = false;
  /** The tree's measured height (its border box). */
  #height = FIRST_HEIGHT;
  #hovered: string | null = null;
  readonly #resize = new ResizeObserver(([entry]) => {
    if (entry === undefined) return;
    const height = entry.borderBoxSize[0]?.blockSize ?? entry.contentRect.height;
    this.#height = height;
    if (this.#memory !== undefined) this.#memory.viewHeight = height;
    // A view a few rows shorter than the rows rendered cover needs no new render (the first one,
    // at a guessed height, would otherwise be followed by a second in the same frame).
    if (height > this._viewHeight || height < this._viewHeight - OVERSCAN * ROW_HEIGHT) this._viewHeight = height;
  });
  readonly #drag = new LayerDrag({
    scroller: () => this.#tree(),
    rows: () => this.rows,
    rowOf: (uid) => this.#rowOf(uid),
    expand: (uid) => this.#setExpanded(uid, true),
    rowHeight: ROW_HEIGHT,
    indent: INDENT,
    padBlock: PAD_BLOCK,
    padInline: PAD_INLINE + 18,
    dir: () => this.shell?.t.dir ?? 'ltr',
    accepts: (uid, target) => this.shell?.store.can(moveNodeTo(uid, target.parentUid, target.index)) === true,
    show: (state) => {
      this._drag = state;
      this.#highlight(state?.target?.parentUid ?? null);
    },
    drop: (uid, target) => this.#move(uid, target.parentUid, target.index),
  });

  constructor() {
    super();
    this._scrollTop = 0;
    this._viewHeight = FIRST_HEIGHT;
    this._active = null;
    this._drag = undefined;
    this._announcement = '';
  }

  /** The level the canvas shows (the device's breakpoint). */
  get level(): Level {
    return viewDevice(this.shell?.device ?? 'desktop').level;
  }

  /** The rows the tree shows now (all of them, not only those rendered). */
  get rows(): readonly LayerRow[] {
    return this.#model()?.rows ?? [];
  }

  /** The rows, brought up to the document and level shown (a look-up when nothing changed). */
  #model(): LayerRows | undefined {
    const doc = this.#doc.value;
    if (this.#memory === undefined || doc === undefined) return undefined;
    this.#memory.rows.sync(doc, this.level);
    return this.#memory.rows;
  }

  /** Takes up the memory of the shell's editor: the tree as it was left (scrolled there once rendered). */
  #remember(): void {
    const store = this.shell?.store;
    const memory = store === undefined ? undefined : layersMemory(store, FIRST_HEIGHT);
    if (memory === undefined || memory === this.#memory) return;
    this.#memory = memory;
    this._viewHeight = this.#height = memory.viewHeight;
    this._scrollTop = memory.scrollTop;
    this.#applyScroll = memory.scrollTop > 0;
  }

  #rowOf(uid: string | null): number {
    return this.#model()?.indexOf(uid) ?? -1;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#drag.cancel();
    this.#resize.disconnect();
    this.#observed = false;
  }

  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    this.#remember();
    const selection = this.#selection.value ?? null;
    if (selection !== this.#seenSelection) {
      this.#seenSelection = selection;
      // A selection made anywhere (the canvas too): open the path to its row and bring it into view.
      // A row shown has every ancestor open: only a node without one needs its path looked up.
      const model = this.#model();
      if (selection !== null && model !== undefined) {
        if (model.indexOf(selection) === -1) model.openPath(ancestorsOf(this.#doc.value!, selection));
        this._active = selection;
        this.#revealActive = true;
      }
    }
    // Scrolled here, before rendering, so the rows rendered are those the view will show.
    if (this.#revealActive) {
      this.#revealActive = false;
      // The measured height, not clientHeight: reading a layout here would force one of the whole editor.
      const top = scrollToShow(this.#rowOf(this._active), {
        scrollTop: this._scrollTop,
        height: this.#height,
        rows: this.rows.length,
      });
      if (top !== undefined) {
        this._scrollTop = top;
        this.#applyScroll = true;
      }
    }
  }

  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    const tree = this.#tree();
    // The tree exists once the shell and a document do: observed from its first render on.
    if (tree !== null && !this.#observed) {
      this.#observed = true;
      this.#resize.observe(tree);
    }
    if (this.#applyScroll && tree !== null) {
      // The one layout a reveal costs (the rows are already those of the new place: see willUpdate).
      this.#applyScroll = false;
      tree.scrollTop = this._scrollTop;
    }
  }
  protected override render() {
    const shell = this.shell;
    const doc = this.#doc.value;
    if (shell === undefined || doc === undefined) return nothing;
    const { t } = shell;
    const rows = this.rows;
    const title = layersText(t, 'layers.title');
    if (rows.length === 0)
      return html`<div class="empty" role="note" aria-label=${title}>${layersText(t, 'layers.empty')}</div>`;
    const level = this.level;
    const drag = this._drag;
    const target = drag?.target;
    const ctx: RowContext = {
      t,
      level,
      texts: rowTexts(t, level),
      editable: this.#editable.value === true,
      selection: this.#selection.value ?? null,
      active: this._active,
      dragged: drag?.uid ?? null,
      dropInside: target?.indicator.type === 'inside' ? target.indicator.row : -1,
      levelNames: (levels) => listFormat(t.language).format(levels.map((name) => t.t(levelLabelKey(name)))),
    };
    const activeRow = this.#rowOf(this._active);
    const first = Math.max(0, Math.floor((this._scrollTop - PAD_BLOCK) / ROW_HEIGHT) - OVERSCAN);
    const last = Math.min(rows.length - 1, Math.ceil((this._scrollTop + this._viewHeight) / ROW_HEIGHT) + OVERSCAN);
    const shown: number[] = [];
    // The focused row stays rendered out of view: aria-activedescendant must name an element.
    if (activeRow !== -1 && (activeRow < first || activeRow > last)) shown.push(activeRow);
    for (let index = first; index <= last; index++) shown.push(index);
    const line = target?.indicator.type === 'line' ? target.indicator : undefined;
    return html`<div
        class="tree ${drag === undefined ? '' : 'dragging'}"
        role="tree"
        aria-label=${title}
        aria-multiselectable="false"
        tabindex="0"
        dir=${t.dir}
        aria-activedescendant=${activeRow === -1 ? nothing : rowId(this._active!)}
        @keydown=${this.#keydown}
        @focus=${this.#focus}
        @scroll=${this.#scroll}
        @click=${this.#click}
        @pointerdown=${this.#pointerDown}
        @pointerover=${this.#pointerOver}
        @pointerleave=${this.#pointerLeave}
        @touchmove=${{ handleEvent: (event: TouchEvent) => this.#drag.touchMove(event), passive: false }}
        @contextmenu=${this.#contextMenu}
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
      <div class="visually-hidden" role="status" aria-live="polite">${this._announcement}</div>`;
  }

  #tree(): HTMLElement | null {
    return this.renderRoot.querySelector<HTMLElement>('.tree');
  }

  #setExpanded(uid: string, open: boolean): void {
    if (this.#model()?.setExpanded(uid, open) === true) this.requestUpdate();
  }

  readonly #scroll = (event: Event): void => {
    this._scrollTop = (event.currentTarget as HTMLElement).scrollTop;
    if (this.#memory !== undefined) this.#memory.scrollTop = this._scrollTop;
  };

  readonly #focus = (): void => {
    // Focus arriving with no row focused lands on the selection, else the first row.
    if (this.#rowOf(this._active) === -1) this._active = this.#selection.value ?? this.rows[0]?.uid ?? null;
  };

  readonly #keydown = (event: KeyboardEvent): void => {
    // Keys typed on a row's button are the button's.
    if (event.composedPath()[0] !== event.currentTarget || this._drag !== undefined) return;
    const rows = this.rows;
    const action = keyAction(rows, this.#rowOf(this._active), event, this.shell?.t.dir);
    if (action === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    const row = rows[action.row]!;
    switch (action.type) {
      case 'focus':
        this._active = row.uid;
        this.#revealActive = true;
        break;
      case 'expand':
      case 'collapse':
        this.#setExpanded(row.uid, action.type === 'expand');
        break;
      case 'select':
        this.shell?.store.select(row.uid);
        break;
      case 'move': {
        if (this.#editable.value !== true) return;
        const index = action.direction < 0 ? row.index - 1 : row.index + 2;
        this.#move(row.uid, row.parentUid, index);
        this._active = row.uid;
        this.#revealActive = true;
        break;
      }
    }
  };

  readonly #click = (event: MouseEvent): void => {
    if (this.#drag.takeClick()) return;
    const path = event.composedPath();
    const rowElement = path.find(
      (node): node is HTMLElement => node instanceof HTMLElement && node.dataset.uid !== undefined,
    );
    if (rowElement === undefined) return;
    const uid = rowElement.dataset.uid!;
    const reveal = path.find(
      (node): node is HTMLElement => node instanceof HTMLElement && node.dataset.reveal !== undefined,
    );
    if (reveal !== undefined) {
      this.#reveal(uid);
      return;
    }
    this._active = uid;
    this.#tree()?.focus({ preventScroll: true });
    const toggle = path.find((node) => node instanceof HTMLElement && node.classList.contains('toggle'));
    const row = this.rows[this.#rowOf(uid)];
    if (toggle !== undefined && row !== undefined && row.childCount > 0) this.#setExpanded(uid, !row.expanded);
    else this.shell?.store.select(uid);
  };

  readonly #pointerDown = (event: PointerEvent): void => {
    if (this.#editable.value !== true) return;
    const path = event.composedPath();
    if (path.some((node) => node instanceof HTMLButtonElement)) return;
    const rowElement = path.find(
      (node): node is HTMLElement => node instanceof HTMLElement && node.dataset.uid !== undefined,
    );
    if (rowElement !== undefined) this.#drag.press(event, rowElement.dataset.uid!);
  };

  /** A finger held on a row starts a drag, not the browser's menu. */
  readonly #contextMenu = (event: Event): void => {
    if (this.#drag.dragging) event.preventDefault();
  };

  readonly #pointerOver = (event: PointerEvent): void => {
    if (this._drag !== undefined) return;
    const rowElement = event
      .composedPath()
      .find((node): node is HTMLElement => node instanceof HTMLElement && node.dataset.uid !== undefined);
    this.#highlight(rowElement?.dataset.uid ?? null);
  };

  readonly #pointerLeave = (): void => {
    if (this._drag === undefined) this.#highlight(null);
  };

  #highlight(uid: string | null): void {
    if (uid === this.#hovered) return;
    this.#hovered = uid;
    this.dispatchEvent(new CustomEvent('lp-highlight', { bubbles: true, composed: true, detail: { uid } }));
  }

  /** Shows a node hidden on the device shown. */
  #reveal(uid: string): void {
    const store = this.shell?.store;
    if (store !== undefined) revealAt(store, uid, this.level);
    this._active = uid;
    this.#tree()?.focus({ preventScroll: true });
  }

  /** Runs one move and says where the node went. */
  #move(uid: string, parentUid: string | null, index: number): void {
    const shell = this.shell;
    if (shell !== undefined) this.#announce(moveAndDescribe(shell.store, shell.t, uid, parentUid, index));
  }

  #announce(text: string): void {
    // The same words twice in a row are still a change a screen reader reads.
    this._announcement = text === this._announcement ? `${text}\u00a0` : text;
  }
}

// Under another name when another build of the editor on the page holds this one (define-element.ts).
defineElement('lp-layers', LpLayers);
