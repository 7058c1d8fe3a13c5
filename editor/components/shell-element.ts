/**
 * The base of the editor's parts: consumes the shell from `<lp-editor>` (re-rendering when it is
 * replaced: a language switch, setOptions, the saving state, the device) and offers `watch()` for
 * the store slices a part reads.
 */
import { LitElement } from 'lit';
import { ContextConsumer } from '@lit/context';
import { shellContext, type EditorShell } from '../context/editor-context.ts';
import { StoreController } from '../context/store-controller.ts';
import type { EditorState } from '../store/state.ts';
import type { EditorStore } from '../store/editor-store.ts';

export class ShellElement extends LitElement {
  readonly #controllers: StoreController<unknown>[] = [];
  readonly #shell = new ContextConsumer(this, {
    context: shellContext,
    subscribe: true,
    callback: (shell) => {
      for (const controller of this.#controllers) controller.setStore(shell?.store);
    },
  });

  /** The shell, once provided. */
  get shell(): EditorShell | undefined {
    return this.#shell.value;
  }

  /** A store slice this part re-renders on. */
  protected watch<T>(select: (state: EditorState, store: EditorStore) => T): StoreController<T> {
    const controller = new StoreController(this, select);
    this.#controllers.push(controller as StoreController<unknown>);
    return controller;
  }
}
