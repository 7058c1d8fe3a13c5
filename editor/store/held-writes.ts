/**
 * The write a writer holds back for a moment (EditorStore `hold`: the rich-text edit writes its
 * typing after a short pause, rich-text/held-write.ts), for the store to run before anything reads
 * or changes it. One write is held at a time: a write held by another writer runs first.
 *
 * A write runs once. It is no longer held while it runs, because it reads and changes the store
 * it was held for (it writes through it): every read it makes would otherwise run it again. Its
 * writer may also run it earlier itself, and the write then writes nothing when the store runs it.
 */
export class HeldWrites {
  #held: (() => void) | undefined;

  /** Holds `write` until the next `run`; another write held before runs first (the same one stays held, once). */
  hold(write: () => void): void {
    if (this.#held !== write) this.run();
    this.#held = write;
  }

  /** Runs the held write, if any, and holds nothing; a call from inside the write does nothing. */
  run(): void {
    const held = this.#held;
    if (held === undefined) return;
    this.#held = undefined;
    held();
  }
}
