/**
 * The canvas's pointer handling inside the frame, and what it draws over it: the hovered and
 * selected nodes' boxes and the node toolbar's model and actions (its place: toolbar-hits.ts).
 * Clicks select the nearest node; a double click (or a click on the selected text) edits it
 * inline; links and forms of the page never navigate or submit in the canvas. The frame's keys
 * are canvas-keys.ts's.
 */
import type { LpCanvas } from './lp-canvas.ts';
import { deleteNode, duplicateNode, moveNode } from '../../store/commands.ts';
import { locate } from '../../store/tree.ts';
import { registry, type TemplateNode } from '../../../renderer/index.ts';
import type { ToolbarAction, ToolbarModel } from './node-toolbar.ts';
import { ToolbarHits } from './toolbar-hits.ts';
import { moveAcross } from '../../store/move-across.ts';
import { isLocked, structureHeld } from '../../store/locks.ts';
import { placementText } from '../drag/placement.ts';
import { CONTEXT_MENU } from '../drag/drag-payload.ts';
import { handleClipboardEvent } from '../../clipboard/clipboard-actions.ts';
import { canvasKeydown } from './canvas-keys.ts';
import { nodeBox } from './drawn-nodes.ts';

/** A box in the overlay's coordinates (CSS pixels of the editor, after scaling). */
export interface Box {
  readonly top: number;
  readonly left: number;
  readonly width: number;
  readonly height: number;
}

/** What Tab would stop at inside the page, not yet taken out of the tab order. */
const FOCUSABLE =
  'a[href]:not([tabindex="-1"]), button:not([tabindex="-1"]), input:not([tabindex="-1"]), select:not([tabindex="-1"]), textarea:not([tabindex="-1"]), iframe:not([tabindex="-1"]), video[controls]:not([tabindex="-1"])';

/** How many node elements the canvas remembers by uid before it starts again. */
const REMEMBERED = 64;

export class CanvasSelection {
  #doc: Document | undefined;
  #hovered: string | undefined;
  /** A node the layers tree points at: outlined as the hovered one is. */
  #pointed: string | undefined;
  #abort: AbortController | undefined;
  #refreshQueued = 0;
  /** The node the selected box was measured for: right after a selection changes, the box is the last node's until the next refresh. */
  #measured: string | undefined;
  /** The node toolbar's place (toolbar-hits.ts). */
  readonly #toolbar: ToolbarHits;
  /**
   * Node elements found by uid. The boxes are measured in every frame after an edit (each
   * keystroke): an attribute search of a large page is the costliest part of that. A patch that
   * replaces a section disconnects its elements, so they are looked up again then.
   */
  #elements = new Map<string, Element>();
  /** The sections (children of the page's `<main>`) whose links and frames `afterPatch` has seen. */
  #settled = new WeakSet<Element>();
  /** The whole document was settled once since it was attached (what lies outside `<main>` too). */
  #settledAll = false;
  /** The frame's focus came with a press of the pointer (no focus ring then). */
  #pressed = false;

  constructor(private readonly canvas: LpCanvas) {
    this.#toolbar = new ToolbarHits(canvas, { element: (uid) => this.element(uid) });
  }

  attach(doc: Document): void {
    this.detach();
    this.#doc = doc;
    this.#elements = new Map();
    this.#settled = new WeakSet();
    this.#settledAll = false;
    const abort = (this.#abort = new AbortController());
    const options = { signal: abort.signal };
    const win = doc.defaultView!;
    doc.addEventListener('mouseover', (event) => this.#hover(uidAt(event.target)), options);
    doc.addEventListener('mouseleave', () => this.#hover(undefined), options);
    doc.addEventListener('click', (event) => this.#click(event), { ...options, capture: true });
    doc.addEventListener('dblclick', (event) => this.#doubleClick(event), options);
    doc.addEventListener('pointerdown', (event) => this.#pointerDown(event), options);
    doc.addEventListener('contextmenu', (event) => this.#contextMenu(event), options);
    for (const type of ['copy', 'cut', 'paste'] as const)
      doc.addEventListener(type, (event) => this.#clipboard(event), options);
    // The browser's own drag of images and links would take the pointer from ours; text being edited keeps it.
    doc.addEventListener(
      'dragstart',
      (event) => {
        if (!this.canvas.inlineEdit?.element.contains(event.target as Node)) event.preventDefault();
      },
      options,
    );
    doc.addEventListener('submit', (event) => event.preventDefault(), { ...options, capture: true });
    doc.addEventListener('keydown', (event) => canvasKeydown(event, this.canvas, this), options);
    win.addEventListener('scroll', () => this.refresh(), { ...options, passive: true });
    // The canvas is ringed while its frame holds a focus the keyboard brought (Tab), as
    // :focus-visible would ring another control; a press of the pointer takes the ring away.
    doc.addEventListener('pointerdown', () => this.#focusRing(true, false), { ...options, capture: true });
    win.addEventListener('focus', () => this.#focusRing(this.#pressed, !this.#pressed), options);
    win.addEventListener('blur', () => this.#focusRing(false, false), options);
    // Images that arrive late move everything below them. (A ResizeObserver on the frame's root
    // loops with the overlay it redraws; load events do not.)
    doc.addEventListener('load', () => this.scheduleRefresh(), { ...options, capture: true });
  }

  detach(): void {
    this.#toolbar.stop();
    cancelAnimationFrame(this.#refreshQueued);
    this.#refreshQueued = 0;
    this.#abort?.abort();
    this.#abort = undefined;
    this.#doc = undefined;
    this.#elements.clear();
  }

  /** The element of node `uid` in the frame, if any. */
  element(uid: string): Element | undefined {
    const doc = this.#doc;
    if (doc === undefined) return undefined;
    const known = this.#elements.get(uid);
    // Connected with the same uid: still the node's element (uids are unique in the frame).
    if (known?.isConnected && known.ownerDocument === doc && known.getAttribute('data-lp-uid') === uid) return known;
    const found = doc.querySelector(`[data-lp-uid="${CSS.escape(uid)}"]`) ?? undefined;
    if (this.#elements.size >= REMEMBERED) this.#elements.clear();
    if (found === undefined) this.#elements.delete(uid);
    else this.#elements.set(uid, found);
    return found;
  }

  /** After a patch: size authored frames that were (re)created, and redraw the boxes. */
  afterPatch(): void {
    const doc = this.#doc;
    if (doc === undefined) return;
    // Only what the patch brought in is searched: the sections it inserted (replaced or new), and
    // the whole document once after a load. A search of a large page on every patch costs more
    // than the patch of one section.
    const roots = this.#unsettled(doc);
    // The page's links, buttons and fields do nothing in the canvas: Tab passes the frame in one
    // step (the arrow keys move through the page's nodes) instead of walking through each of them.
    for (const root of roots)
      for (const element of root.querySelectorAll<HTMLElement>(FOCUSABLE)) element.tabIndex = -1;
    const frames = roots.flatMap((root) => [
      ...root.querySelectorAll<HTMLIFrameElement>('iframe.lp-frame:not([data-lp-sized])'),
    ]);
    for (const frame of frames) {
      frame.setAttribute('data-lp-sized', '');
      frame.loading = 'eager';
      const size = () => {
        const inner = frame.contentDocument?.documentElement;
        if (inner) frame.style.height = `${Math.max(48, Math.ceil(inner.scrollHeight))}px`;
        this.refresh();
      };
      frame.addEventListener('load', size);
      if (frame.contentDocument?.readyState === 'complete') size();
    }
    // Measured in an animation frame, not now: reading boxes now would force the patch's style and
    // layout work into this script task. A patch from LpCanvas.updated() runs in an animation
    // frame whose refresh updated() queued already (after the render's), so that one measures
    // the patch and nothing more is queued; a patch from elsewhere (the load handler, renderNow())
    // queues one. detach() cancels it.
    this.scheduleRefresh();
  }

  /**
   * Where `afterPatch` looks: the whole document the first time after `attach`, then the sections
   * of the page's `<main>` it has not seen (the patcher replaces a changed section with a new
   * element, so a kept element holds nothing new). Each is marked seen.
   */
  #unsettled(doc: Document): ParentNode[] {
    const main = doc.querySelector('main.lp-page');
    const sections = main === null ? [] : [...main.children];
    const fresh = sections.filter((section) => !this.#settled.has(section));
    for (const section of fresh) this.#settled.add(section);
    if (!this.#settledAll || main === null) {
      this.#settledAll = main !== null;
      return [doc];
    }
    return fresh;
  }

  /**
   * Recomputes the boxes before the next paint. An update of the editor (the panel after an edit)
   * leaves its layout dirty; reading boxes at once would force that layout into the edit's task,
   * and the frame would lay out again after the canvas patch. In an animation-frame callback the
   * one layout serves both.
   */
  scheduleRefresh(): void {
    if (this.#refreshQueued !== 0) return;
    this.#refreshQueued = requestAnimationFrame(() => {
      this.#refreshQueued = 0;
      this.refresh();
    });
  }

  /** Recomputes the boxes from the frame's layout now. */
  refresh(): void {
    const shell = this.canvas.shell;
    const boxes: { hover?: Box; selected?: Box } = {};
    const selected = shell?.store.state.selection ?? undefined;
    const hovered = this.#pointed ?? this.#hovered;
    const hover = hovered !== selected ? this.#box(hovered) : undefined;
    const selectedBox = this.#box(selected ?? undefined);
    this.#measured = selected;
    if (hover) boxes.hover = hover;
    if (selectedBox) boxes.selected = selectedBox;
    const current = this.canvas._boxes;
    if (!sameBox(current.hover, boxes.hover) || !sameBox(current.selected, boxes.selected)) this.canvas._boxes = boxes;
    // The toolbar's width (its kind's name) is known once it is drawn: placed again with it. And
    // a placement put off while the frame was behind the document is made now that it is laid out.
    const bar = this.canvas.renderRoot.querySelector<HTMLElement>('.toolbar');
    const name = bar?.querySelector<HTMLElement>('.name');
    const widths = {
      width: bar?.offsetWidth ?? 0,
      compact: bar?.classList.contains('compact') ?? false,
      // The name and the 2 px gap after it.
      ...(name ? { name: name.offsetWidth + 2 } : {}),
    };
    if (this.#toolbar.measured(widths) || this.#toolbar.settle()) this.canvas.requestUpdate();
  }

  /** The toolbar for the selected node, placed where it hides no other node (toolbar-place.ts); none while its text is edited (the text's own toolbar shows). */
  toolbar(editing: boolean): ToolbarModel | undefined {
    if (editing) return undefined;
    const shell = this.canvas.shell;
    const box = this.canvas._boxes.selected;
    const uid = shell?.store.state.selection;
    if (shell === undefined || box === undefined || uid == null) return undefined;
    const found = locate<TemplateNode>(shell.store.state.doc, uid);
    if (found === undefined) return undefined;
    const state = shell.store.state;
    const actions: ToolbarAction[] = [
      { name: 'parent', enabled: found.parent !== state.doc },
      { name: 'up', enabled: moveNode(uid, -1)(state) },
      { name: 'down', enabled: moveNode(uid, 1)(state) },
      { name: 'duplicate', enabled: duplicateNode(uid)(state) },
      { name: 'delete', enabled: deleteNode(uid)(state) },
    ];
    const rtl = state.doc.settings?.dir === 'rtl';
    // Placed once the box is the node's (the refresh before the next paint), not at the last node's box.
    const place = this.#toolbar.place(uid, box, rtl, this.#measured === uid);
    return {
      tagName: found.node.tagName,
      ...place,
      row: this.#inRow(found.siblings),
      rtl,
      locked: isLocked(found.node),
      movable: state.editable && !structureHeld(state, uid),
      actions,
    };
  }

  /** Whether siblings sit side by side in the frame (columns in a row, not stacked on a phone). */
  #inRow(siblings: readonly TemplateNode[]): boolean {
    const doc = this.#doc;
    if (doc === undefined || siblings.length < 2) return false;
    const boxes = siblings.slice(0, 2).map((node) => this.element(node.uid ?? '')?.getBoundingClientRect());
    const [a, b] = boxes;
    return a !== undefined && b !== undefined && b.top < a.bottom - 1 && a.top < b.bottom - 1;
  }

  /** Runs a node action of the toolbar or the keyboard on the selection. */
  runNodeAction(name: ToolbarAction['name']): void {
    const shell = this.canvas.shell;
    const uid = shell?.store.state.selection;
    if (shell === undefined || uid == null) return;
    const store = shell.store;
    if (name === 'parent') {
      const found = locate<TemplateNode>(store.state.doc, uid);
      if (found !== undefined && found.parent !== store.state.doc) store.select(found.parent.uid ?? null);
    } else if (name === 'up' || name === 'down') store.run(moveNode(uid, name === 'up' ? -1 : 1));
    else if (name === 'duplicate') store.run(duplicateNode(uid));
    else if (name === 'delete') store.run(deleteNode(uid));
  }

  /** Moves the selected node one step in reading order (across containers at the ends), and announces where it landed. */
  moveSelection(direction: -1 | 1): void {
    const shell = this.canvas.shell;
    const uid = shell?.store.state.selection;
    if (shell === undefined || uid == null) return;
    if (!shell.store.run(moveAcross(uid, direction))) {
      this.canvas.announce(shell.t.t('drag.cannotMove'));
      return;
    }
    this.canvas.announce(placementText(shell));
    this.canvas.revealSelection();
  }

  #box(uid: string | undefined): Box | undefined {
    const doc = this.#doc;
    if (uid === undefined || doc === undefined) return undefined;
    const element = this.element(uid);
    if (element === undefined) return undefined;
    const rect = nodeBox(element);
    const { scale } = this.canvas.geometry;
    return { top: rect.top * scale, left: rect.left * scale, width: rect.width * scale, height: rect.height * scale };
  }

  /** Notes whether the frame's focus came with a press, and rings the canvas or not. */
  #focusRing(pressed: boolean, ring: boolean): void {
    this.#pressed = pressed;
    this.canvas._focusRing = ring;
  }

  /** Outlines the node another part points at (undefined: none). */
  highlight(uid: string | undefined): void {
    if (uid === this.#pointed) return;
    this.#pointed = uid;
    this.refresh();
  }

  #hover(uid: string | undefined): void {
    if (uid === this.#hovered) return;
    this.#hovered = uid;
    this.refresh();
  }

  #click(event: MouseEvent): void {
    const target = event.target as Element | null;
    const inline = this.canvas.inlineEdit;
    if (inline !== undefined && target !== null && inline.element.contains(target)) return;
    // Links of the page (and buttons' links) never navigate in the canvas.
    if (target?.closest?.('a, button, input, select, textarea, label')) event.preventDefault();
    const uid = uidAt(target);
    const store = this.canvas.shell?.store;
    if (store === undefined) return;
    if (inline !== undefined) this.canvas.endInline();
    if (uid !== undefined && uid === store.state.selection && this.canvas.startInline(uid)) return;
    store.select(uid ?? null);
  }

  /**
   * A press on the page may become a drag of a node: the selected node when the press is inside
   * it (so a selected section or column is dragged by any of its content), else the node pressed.
   * Not inside the text being edited: there the press places the caret and selects text.
   */
  #pointerDown(event: PointerEvent): void {
    const target = event.target as Node | null;
    if (this.canvas.inlineEdit?.element.contains(target)) return;
    const uid = uidAt(target);
    const store = this.canvas.shell?.store;
    if (uid === undefined || store === undefined) return;
    const selected = store.state.selection;
    const selectedElement = selected === null ? undefined : this.element(selected);
    const dragged = selectedElement?.contains(target) ? selected! : uid;
    this.canvas.beginDrag(event, { type: 'move', uid: dragged });
  }

  /** Right click on a node: it is selected and the node menu opens at the pointer. Inside the edited text, the browser's own menu. */
  #contextMenu(event: MouseEvent): void {
    const target = event.target as Node | null;
    if (this.canvas.inlineEdit?.element.contains(target)) return;
    const uid = uidAt(target);
    const store = this.canvas.shell?.store;
    if (uid === undefined || store === undefined) return;
    event.preventDefault();
    store.select(uid);
    const frame = this.canvas.frameElement!.getBoundingClientRect();
    const { scale } = this.canvas.geometry;
    this.canvas.dispatchEvent(
      new CustomEvent(CONTEXT_MENU, {
        bubbles: true,
        composed: true,
        detail: { clientX: frame.left + event.clientX * scale, clientY: frame.top + event.clientY * scale, uid },
      }),
    );
  }

  /** Ctrl+C, Ctrl+X and Ctrl+V in the frame: the selected node through the system clipboard, as JSON. */
  #clipboard(event: ClipboardEvent): void {
    const shell = this.canvas.shell;
    if (shell === undefined) return;
    handleClipboardEvent(event, shell, { editingText: this.canvas.inlineEdit !== undefined, inField: false });
  }

  #doubleClick(event: MouseEvent): void {
    const uid = uidAt(event.target);
    if (uid === undefined) return;
    const shell = this.canvas.shell;
    const node = shell ? locate<TemplateNode>(shell.store.state.doc, uid)?.node : undefined;
    if (node !== undefined && registry.get(node.tagName)?.hostDefined) {
      shell!.emit('lp-open-custom-block-dialog', { block: node });
      return;
    }
    this.canvas.startInline(uid);
  }
}

/** The uid of the node at an event target (the frame's nodes are of another realm: no instanceof). */
function uidAt(target: EventTarget | null): string | undefined {
  const node = target as Node | null;
  const element = node?.nodeType === 1 ? (node as Element) : node?.parentElement;
  return element?.closest('[data-lp-uid]')?.getAttribute('data-lp-uid') ?? undefined;
}

function sameBox(a: Box | undefined, b: Box | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  return a.top === b.top && a.left === b.left && a.width === b.width && a.height === b.height;
}
