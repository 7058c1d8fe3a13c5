/**
 * The browser's "leave this page?" dialog while the page has unsaved edits (the spec's
 * `showUnsavedDialogBeforeExit`, on unless false), listening only while the editor is connected.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export interface UnsavedGuardDeps {
  /** True when leaving now would lose edits the host wants kept (option on, unsaved, connected). */
  readonly shouldWarn: () => boolean;
  /** The dialog's words (browsers show their own text; older ones showed this). */
  readonly message: () => string;
}

export class UnsavedGuard implements ReactiveController {
  constructor(
    host: ReactiveControllerHost,
    private readonly deps: UnsavedGuardDeps,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    window.addEventListener('beforeunload', this.#beforeUnload);
  }

  hostDisconnected(): void {
    this.stop();
  }

  /** Stops warning (dispose: the host is done with the editor, whatever it holds). */
  stop(): void {
    window.removeEventListener('beforeunload', this.#beforeUnload);
  }

  readonly #beforeUnload = (event: BeforeUnloadEvent) => {
    if (!this.deps.shouldWarn()) return;
    event.preventDefault();
    event.returnValue = this.deps.message();
  };
}
