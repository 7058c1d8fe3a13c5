/**
 * `<lp-context-menu>`: the menu a right click on a node opens (the shell places it in the
 * editor's root, which it covers, and opens it): Copy, Cut, Paste, Duplicate, Delete, then Select
 * parent, Move up and Move down (Move left and Move right for columns), each with its shortcut,
 * and disabled exactly when the command's dry run says it would do nothing (context-menu-items.ts).
 *
 * Opened at a point of the box it covers (`x`, `y`: CSS pixels from its top-left corner, as
 * `clientX - box.left`), it opens after the point (to its right, to its left in a right-to-left
 * UI) and below it, and flips to the other side of the point where it would leave the box.
 *
 * Keyboard, as the top bar's overflow menu (the WAI-ARIA menu pattern): the focus goes to the first
 * item; ↓ / ↑ move (wrapping), Home / End go to the ends, Enter / Space run the item, Escape closes
 * and puts the focus back where it was before the menu opened, Tab closes and moves on. A press
 * outside it, or the focus leaving it (into the canvas's frame), closes it.
 *
 * @property x, y - where it opens.
 * @property uid - the node it is about.
 * @property open - whether it shows; `show(x, y, uid)` and `hide()` set them.
 * @fires close - it closed (an item ran, Escape, Tab, a press outside); not when `open` is set to false.
 */
import { html, nothing, type PropertyValues } from 'lit';
import { ShellElement } from '../shell-element.ts';
import { controls } from '../../theme/controls.ts';
import { defineElement } from '../define-element.ts';
import { locate } from '../../store/tree.ts';
import type { TemplateNode } from '../../../renderer/index.ts';
import { canPaste, copy, cut, duplicate, paste, peekClipboard, remove } from '../../clipboard/clipboard-actions.ts';
import { moveNode } from '../../store/commands.ts';
import { clipboardText, kindName } from '../../clipboard/clipboard-text.ts';
import { contextMenuItems, type MenuItem } from './context-menu-items.ts';
import { contextMenuStyles } from './lp-context-menu.styles.ts';

/** The element that has the focus, through shadow roots (down to the canvas's frame element). */
function deepActiveElement(): HTMLElement | undefined {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : undefined;
}

export class LpContextMenu extends ShellElement {
  static override styles = [controls, contextMenuStyles];
  static override properties = {
    x: { type: Number },
    y: { type: Number },
    uid: { type: String },
    open: { type: Boolean, reflect: true },
    _paste: { state: true },
  };

  declare x: number;
  declare y: number;
  declare uid: string | null;
  declare open: boolean;
  /** Whether the clipboard would paste here; undefined while it cannot be read without asking. */
  declare _paste: boolean | undefined;
  /** Where the focus goes back when the menu closes. */
  #returnFocus: HTMLElement | undefined;
  /** Re-renders (the dry runs) whenever the document, the selection or the role change. */
  readonly #state = this.watch((state) => state);

  constructor() {
    super();
    this.x = 0;
    this.y = 0;
    this.uid = null;
    this.open = false;
  }

  /** Opens the menu at (`x`, `y`) for the node `uid`. */
  show(x: number, y: number, uid: string): void {
    Object.assign(this, { x, y, uid, open: true });
  }

  /** Closes the menu; `refocus` puts the focus back where it was before it opened. */
  hide(refocus = false): void {
    this.#close(refocus, false);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    document.addEventListener('pointerdown', this.#outside, true);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    document.removeEventListener('pointerdown', this.#outside, true);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('open') && this.open) {
      this.#returnFocus = deepActiveElement();
      this._paste = undefined;
      void this.#peek(this.uid);
    }
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (!this.open) return;
    this.#place();
    if (changed.has('open') || changed.has('uid')) this.#items()[0]?.focus();
  }

  protected override render() {
    const shell = this.shell;
    const state = this.#state.value ?? shell?.store.state;
    if (!this.open || shell === undefined || state === undefined || this.uid === null) return nothing;
    const t = shell.t;
    const node = locate<TemplateNode>(state.doc, this.uid)?.node;
    const items = contextMenuItems(state, this.uid, t, { paste: this._paste });
    const label = clipboardText(t, 'clipboard.menu', { name: node === undefined ? '' : kindName(t, node.tagName) });
    return html`<div class="menu" role="menu" aria-label=${label} tabindex="-1" @keydown=${this.#keydown} @focusout=${this.#focusOut}>
      ${items.map(
        (item) => html`${item.separatorBefore ? html`<div class="separator" role="separator"></div>` : nothing}
          <button role="menuitem" tabindex="-1" data-action=${item.action} aria-disabled=${String(!item.enabled)}
            aria-keyshortcuts=${item.shortcut?.aria ?? nothing} @click=${() => this.#run(item)}>
            <span class="label">${item.label}</span>${item.shortcut ? html`<kbd class="shortcut">${item.shortcut.label}</kbd>` : nothing}
          </button>`,
      )}
    </div>`;
  }

  #items(): HTMLElement[] {
    return [...this.renderRoot.querySelectorAll<HTMLElement>('[role="menuitem"]')];
  }

  /** After the point and below it, flipped to the other side where it would leave the box the host covers. */
  #place(): void {
    const menu = this.renderRoot.querySelector<HTMLElement>('.menu');
    if (menu === null) return;
    const { clientWidth: boxWidth, clientHeight: boxHeight } = this;
    const { offsetWidth: width, offsetHeight: height } = menu;
    const rtl = getComputedStyle(this).direction === 'rtl';
    let left = rtl ? this.x - width : this.x;
    if (rtl && left < 0) left = this.x;
    else if (!rtl && left + width > boxWidth) left = this.x - width;
    let top = this.y + height > boxHeight ? this.y - height : this.y;
    left = Math.max(0, Math.min(left, boxWidth - width));
    top = Math.max(0, Math.min(top, boxHeight - height));
    menu.style.left = `${Math.round(left)}px`;
    menu.style.top = `${Math.round(top)}px`;
  }

  /** Whether the clipboard would paste here, when it can be read without a prompt. */
  async #peek(uid: string | null): Promise<void> {
    const text = await peekClipboard();
    const state = this.shell?.store.state;
    if (text === undefined || state === undefined || !this.open || this.uid !== uid) return;
    this._paste = canPaste(state, text, uid);
  }

  #run(item: MenuItem): void {
    const shell = this.shell;
    const uid = this.uid;
    if (!item.enabled || shell === undefined || uid === null) return;
    // The focus goes back first: the clipboard is only available to a focused document.
    this.#close(true, true);
    const { store } = shell;
    switch (item.action) {
      case 'copy':
        void copy(shell, uid);
        break;
      case 'cut':
        void cut(shell, uid);
        break;
      case 'paste':
        void paste(shell, uid);
        break;
      case 'duplicate':
        duplicate(shell, uid);
        break;
      case 'delete':
        remove(shell, uid);
        break;
      case 'parent': {
        const found = locate<TemplateNode>(store.state.doc, uid);
        if (found !== undefined && found.parent !== store.state.doc) store.select(found.parent.uid ?? null);
        break;
      }
      case 'up':
      case 'down':
        store.run(moveNode(uid, item.action === 'up' ? -1 : 1));
        break;
    }
  }

  #close(refocus: boolean, fire: boolean): void {
    if (!this.open) return;
    this.open = false;
    if (refocus) this.#returnFocus?.focus();
    this.#returnFocus = undefined;
    if (fire) this.dispatchEvent(new Event('close', { bubbles: true, composed: true }));
  }

  readonly #keydown = (event: KeyboardEvent): void => {
    const items = this.#items();
    const at = items.indexOf(this.shadowRoot?.activeElement as HTMLElement);
    const move = (index: number) => items[(index + items.length) % items.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        move(at + 1);
        break;
      case 'ArrowUp':
        move(at < 0 ? -1 : at - 1);
        break;
      case 'Home':
        move(0);
        break;
      case 'End':
        move(items.length - 1);
        break;
      case 'Escape':
        this.#close(true, true);
        break;
      case 'Tab':
        this.#close(false, true);
        return;
      default:
        return;
    }
    // The menu's own keys: neither the editor's shortcuts (Escape clears the selection) nor the page's.
    event.preventDefault();
    event.stopPropagation();
  };

  readonly #focusOut = (event: FocusEvent): void => {
    const next = event.relatedTarget as Node | null;
    if (next === null || !this.renderRoot.contains(next)) this.#close(false, true);
  };

  readonly #outside = (event: Event): void => {
    if (this.open && !event.composedPath().includes(this.renderRoot.querySelector('.menu') as EventTarget))
      this.#close(false, true);
  };
}

defineElement('lp-context-menu', LpContextMenu);

declare global {
  interface HTMLElementTagNameMap {
    'lp-context-menu': LpContextMenu;
  }
}
