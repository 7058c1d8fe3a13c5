/**
 * The keyboard and pointer rules of the top bar's overflow menu (the WAI-ARIA menu button
 * pattern): Enter, Space or ↓ on the button opens it on its first item, ↑ on its last; in the
 * menu ↓ / ↑ move (wrapping), Home / End go to the ends, Enter / Space run the item, Escape
 * closes it and puts the focus back on the button, Tab closes it and moves on; a click anywhere
 * else closes it. The component renders the button and the items; this holds the open state.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** The menu's state and its key handling, for one menu button. */
export class OverflowMenu implements ReactiveController {
  #open = false;
  /** Where the focus goes once the menu rendered: the first item, the last, or none. */
  #focusOnOpen: 'first' | 'last' | undefined;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly parts: {
      button: () => HTMLElement | null;
      menu: () => HTMLElement | null;
      items: () => HTMLElement[];
    },
  ) {
    host.addController(this);
  }

  /** Whether the menu shows. */
  get open(): boolean {
    return this.#open;
  }

  hostConnected(): void {
    document.addEventListener('pointerdown', this.#outside, true);
  }

  hostDisconnected(): void {
    document.removeEventListener('pointerdown', this.#outside, true);
    this.#open = false;
  }

  hostUpdated(): void {
    if (!this.#open || this.#focusOnOpen === undefined) return;
    const items = this.parts.items();
    (this.#focusOnOpen === 'first' ? items[0] : items.at(-1))?.focus();
    this.#focusOnOpen = undefined;
  }

  /** Opens the menu with the focus on its first (or last) item. */
  show(focus: 'first' | 'last' = 'first'): void {
    this.#open = true;
    this.#focusOnOpen = focus;
    this.host.requestUpdate();
  }

  /** Closes the menu; `refocus` puts the focus back on its button. */
  close(refocus: boolean): void {
    if (!this.#open) return;
    this.#open = false;
    this.host.requestUpdate();
    if (refocus) this.parts.button()?.focus();
  }

  /** The button's click. */
  readonly toggle = (): void => (this.#open ? this.close(true) : this.show('first'));

  /** Keys on the button: ↓ and ↑ open it too. */
  readonly buttonKeydown = (event: KeyboardEvent): void => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    this.show(event.key === 'ArrowDown' ? 'first' : 'last');
  };

  /** Keys in the menu. */
  readonly menuKeydown = (event: KeyboardEvent): void => {
    const items = this.parts.items();
    const at = items.indexOf(this.host.shadowRoot?.activeElement as HTMLElement);
    const move = (index: number) => items[(index + items.length) % items.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        move(at + 1);
        break;
      case 'ArrowUp':
        move(at - 1);
        break;
      case 'Home':
        move(0);
        break;
      case 'End':
        move(items.length - 1);
        break;
      case 'Escape':
        this.close(true);
        break;
      case 'Tab':
        this.close(false);
        return;
      default:
        return;
    }
    // The menu's own keys: neither the editor's shortcuts (Escape clears the selection) nor the page's.
    event.preventDefault();
    event.stopPropagation();
  };

  readonly #outside = (event: Event): void => {
    if (!this.#open) return;
    const path = event.composedPath();
    const inside = [this.parts.menu(), this.parts.button()].some((part) => part !== null && path.includes(part));
    if (!inside) this.close(false);
  };
}
