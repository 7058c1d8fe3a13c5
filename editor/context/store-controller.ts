/**
 * A reactive controller that re-renders its component when the slice of the store's state it
 * selects changes (compared by identity, or element by element for an array: snapshots are
 * frozen and share unchanged parts), and never for changes it does not read.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { EditorStore } from '../store/editor-store.ts';
import type { EditorState } from '../store/state.ts';

export class StoreController<T> implements ReactiveController {
  #store: EditorStore | undefined;
  #unsubscribe: (() => void) | undefined;
  #value: T | undefined;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly select: (state: EditorState, store: EditorStore) => T,
  ) {
    host.addController(this);
  }

  /** The selected slice (undefined before a store is set). */
  get value(): T | undefined {
    return this.#value;
  }

  /** Points the controller at a store (the component calls it when its context arrives). */
  setStore(store: EditorStore | undefined): void {
    if (store === this.#store) return;
    this.#unsubscribe?.();
    this.#store = store;
    this.#value = store === undefined ? undefined : this.select(store.state, store);
    if (store !== undefined && this.#connected) this.#listen(store);
    this.host.requestUpdate();
  }

  #connected = false;

  hostConnected(): void {
    this.#connected = true;
    if (this.#store !== undefined) this.#listen(this.#store);
  }

  hostDisconnected(): void {
    this.#connected = false;
    this.#unsubscribe?.();
    this.#unsubscribe = undefined;
  }

  #listen(store: EditorStore): void {
    this.#unsubscribe?.();
    this.#value = this.select(store.state, store);
    this.#unsubscribe = store.subscribe((change) => {
      const next = this.select(change.state, store);
      if (!same(next, this.#value)) {
        this.#value = next;
        this.host.requestUpdate();
      }
    });
  }
}

/** Identity, or element-wise identity for two arrays (a selector may return a tuple). */
function same(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  return a.every((item, index) => Object.is(item, b[index]));
}
