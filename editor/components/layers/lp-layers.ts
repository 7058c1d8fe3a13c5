/**
 * `<lp-layers>`: the page's structure as a tree (WAI-ARIA tree and treeitems). Each row shows a
 * node's kind (icon and name) and the first words of its text, or the name a designer gave it;
 * rows open and close; the selection is the store's, both ways (a click or Enter selects; a
 * selection made in the canvas opens the path to its row and scrolls it into view); rows of nodes
 * hidden on the device shown are dimmed, say the device and offer to show the node there; locked
 * nodes carry a lock.
 *
 * Keys (layers-keys.ts): Up, Down, Home, End move the focus; Right and Left open, close and go to
 * the first child or the parent; Enter and Space select; Alt+Up and Alt+Down move the node among
 * its siblings, which a live region announces; F2 renames it (as does a double click on its
 * name: layers-rename.ts). The tree is one tab stop: it holds the focus and names the focused row
 * with aria-activedescendant (the focused row's "show" button, when it has one, is the next tab
 * stop).
 *
 * Rows are dragged to reorder and re-parent (layers-drag.ts, layers-drop.ts): one move, one undo
 * step; a closed row the dragged node rests on opens. A drag of the canvas's drag controller (a
 * new node from a tile, a node of the page) held over the tree lands among its rows the same way
 * (layers-drop-zone.ts). A reader (`editable` false) selects and reads, and neither drags,
 * renames nor shows hidden nodes.
 *
 * Only the rows in view are rendered (fixed 28 px rows in a spacer the size of all of them;
 * layers-viewport.ts keeps the scroll position and height, layers-tree-view.ts draws them), and
 * only those that changed are rendered again; every rendered row keeps aria-level, aria-setsize
 * and aria-posinset, so assistive technology still knows the structure. The rows themselves are kept up to date rather
 * than rebuilt (layer-rows.ts: an open, a selection or an edit builds only what it shows), and
 * outlive the element while its tab is closed (layers-memory.ts), with the nodes opened and
 * closed and the scroll position.
 *
 * @fires lp-highlight - `{ uid: string | null }`, bubbling and composed: the pointer is over a
 *   node's row (or, null, over none); the canvas outlines that node.
 */
import { nothing, type PropertyValues } from 'lit';
import { moveNodeTo } from '../../store/commands.ts';
import type { Level } from '../../../renderer/index.ts';
import { viewDevice } from '../../context/view-devices.ts';
import { controls } from '../../theme/controls.ts';
import { defineElement } from '../define-element.ts';
import { addDropZone } from '../drag/drop-zones.ts';
import { ShellElement } from '../shell-element.ts';
import { INDENT, PAD_BLOCK, PAD_INLINE, ROW_HEIGHT } from './layer-row.ts';
import { moveAndDescribe, renameAndDescribe, revealAt } from './layers-actions.ts';
import { LayerDrag, type DragState } from './layers-drag.ts';
import { LayersDropZone } from './layers-drop-zone.ts';
import { keyAction } from './layers-keys.ts';
import type { LayerRows } from './layer-rows.ts';
import { layersMemory, type LayersMemory } from './layers-memory.ts';
import { ancestorsOf, type LayerRow } from './layers-model.ts';
import { LayerRename } from './layers-rename.ts';
import { rowElementOf, treeView, type TreeListeners } from './layers-tree-view.ts';
import { FIRST_HEIGHT, LayersViewport } from './layers-viewport.ts';
import { layersStyles } from './lp-layers.styles.ts';

export class LpLayers extends ShellElement {
  static override styles = [controls, layersStyles];
  static override properties = {
    _active: { state: true },
    _drag: { state: true },
    _announcement: { state: true },
  };
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
  #hovered: string | null = null;
  readonly #viewport = new LayersViewport(this, () => this.#tree());
  /** What a drag in the tree and a drag from elsewhere over it both need of the tree. */
  readonly #dragHost = {
    scroller: () => this.#tree(),
    rowHeight: ROW_HEIGHT,
    indent: INDENT,
    padBlock: PAD_BLOCK,
    padInline: PAD_INLINE + 18,
    dir: () => this.shell?.t.dir ?? 'ltr',
    store: () => this.shell?.store,
    rows: () => this.rows,
    rowOf: (uid: string) => this.#rowOf(uid),
    expand: (uid: string) => this.#setExpanded(uid, true),
    show: (state: DragState | undefined) => {
      this._drag = state;
      this.#highlight(state?.target?.parentUid ?? null);
    },
  };
  readonly #drag = new LayerDrag({
    ...this.#dragHost,
    accepts: (uid, target) => this.shell?.store.can(moveNodeTo(uid, target.parentUid, target.index)) === true,
    drop: (uid, target) => this.#move(uid, target.parentUid, target.index),
  });
  readonly #zone = new LayersDropZone(this.#dragHost);
  /** Stops the zone taking drops (it takes those of the current store's editor only). */
  #unzone: (() => void) | undefined;
  readonly #rename = new LayerRename({
    requestUpdate: () => this.requestUpdate(),
    field: () => this.renderRoot.querySelector<HTMLInputElement>('input.rename'),
    editable: () => this.#editable.value === true,
    nameOf: (uid) => this.rows[this.#rowOf(uid)]?.name ?? '',
    commit: (uid, typed) => {
      const shell = this.shell;
      const said = shell === undefined ? undefined : renameAndDescribe(shell.store, shell.t, uid, typed);
      if (said !== undefined) this.#announce(said);
    },
    refocus: () => this.#tree()?.focus({ preventScroll: true }),
  });

  constructor() {
    super();
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

  /** Takes up the memory of the shell's editor: the tree as it was left; and takes its drags' drops. */
  #remember(): void {
    const store = this.shell?.store;
    const memory = store === undefined ? undefined : layersMemory(store, FIRST_HEIGHT);
    if (memory === undefined || memory === this.#memory) return;
    this.#memory = memory;
    this.#viewport.remember(memory);
    this.#unzone?.();
    this.#unzone = addDropZone(store!, this.#zone);
  }

  #rowOf(uid: string | null): number {
    return this.#model()?.indexOf(uid) ?? -1;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#drag.cancel();
    this.#rename.cancel();
    this.#unzone?.();
    this.#unzone = undefined;
    // Connected again, it takes its store's drops again.
    this.#memory = undefined;
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
    // A node renamed and gone meanwhile (an undo, a delete elsewhere): nothing left to rename.
    if (this.#rename.uid !== null && this.#rowOf(this.#rename.uid) === -1) this.#rename.cancel();
    // Scrolled here, before rendering, so the rows rendered are those the view will show.
    if (this.#revealActive) {
      this.#revealActive = false;
      this.#viewport.show(this.#rowOf(this._active), this.rows.length);
    }
  }

  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    this.#rename.rendered();
  }

  protected override render() {
    const shell = this.shell;
    if (shell === undefined || this.#doc.value === undefined) return nothing;
    const rows = this.rows;
    return treeView(
      {
        t: shell.t,
        level: this.level,
        rows,
        range: this.#viewport.range(rows.length),
        activeRow: this.#rowOf(this._active),
        editable: this.#editable.value === true,
        selection: this.#selection.value ?? null,
        renaming: this.#rename.uid,
        drag: this._drag,
        announcement: this._announcement,
      },
      this.#listeners,
    );
  }

  #tree(): HTMLElement | null {
    return this.renderRoot.querySelector<HTMLElement>('.tree');
  }

  #setExpanded(uid: string, open: boolean): void {
    if (this.#model()?.setExpanded(uid, open) === true) this.requestUpdate();
  }

  readonly #listeners: TreeListeners = {
    keydown: (event) => this.#keydown(event),
    focus: () => this.#focus(),
    focusout: (event) => this.#focusOut(event),
    scroll: this.#viewport.scrolled,
    click: (event) => this.#click(event),
    dblclick: (event) => this.#doubleClick(event),
    pointerdown: (event) => this.#pointerDown(event),
    pointerover: (event) => this.#pointerOver(event),
    pointerleave: () => this.#pointerLeave(),
    contextmenu: (event) => this.#contextMenu(event),
    touchmove: (event) => this.#drag.touchMove(event),
  };

  #focus(): void {
    // Focus arriving with no row focused lands on the selection, else the first row.
    if (this.#rowOf(this._active) === -1) this._active = this.#selection.value ?? this.rows[0]?.uid ?? null;
  }

  /** The rename field losing the focus keeps the name typed. */
  #focusOut(event: FocusEvent): void {
    if (event.composedPath()[0] instanceof HTMLInputElement) this.#rename.left();
  }

  #keydown(event: KeyboardEvent): void {
    const origin = event.composedPath()[0];
    if (origin instanceof HTMLInputElement) {
      this.#rename.key(event);
      return;
    }
    // Keys typed on a row's button are the button's.
    if (origin !== event.currentTarget || this._drag !== undefined) return;
    const rows = this.rows;
    const action = keyAction(rows, this.#rowOf(this._active), event, this.shell?.t.dir);
    if (action === undefined) return;
    if (action.type === 'rename' && this.#editable.value !== true) return;
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
      case 'rename':
        this.#rename.start(row.uid);
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
  }

  #click(event: MouseEvent): void {
    if (this.#drag.takeClick()) return;
    const path = event.composedPath();
    // A click in the rename field places the caret.
    if (path[0] instanceof HTMLInputElement) return;
    const rowElement = rowElementOf(event);
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
  }

  /** A double click on a row's name renames the node. */
  #doubleClick(event: MouseEvent): void {
    const path = event.composedPath();
    const onName = path.some((node) => node instanceof HTMLElement && node.classList.contains('name'));
    const rowElement = rowElementOf(event);
    if (!onName || rowElement === undefined) return;
    this._active = rowElement.dataset.uid!;
    this.#rename.start(rowElement.dataset.uid!);
  }

  #pointerDown(event: PointerEvent): void {
    if (this.#editable.value !== true) return;
    const path = event.composedPath();
    if (path.some((node) => node instanceof HTMLButtonElement || node instanceof HTMLInputElement)) return;
    const rowElement = rowElementOf(event);
    if (rowElement !== undefined) this.#drag.press(event, rowElement.dataset.uid!);
  }

  /** A finger held on a row starts a drag, not the browser's menu. */
  #contextMenu(event: Event): void {
    if (this.#drag.dragging) event.preventDefault();
  }

  #pointerOver(event: PointerEvent): void {
    if (this._drag === undefined) this.#highlight(rowElementOf(event)?.dataset.uid ?? null);
  }

  #pointerLeave(): void {
    if (this._drag === undefined) this.#highlight(null);
  }

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
