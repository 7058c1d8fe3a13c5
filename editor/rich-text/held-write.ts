/**
 * Typing is written to the store after a short pause, not on every key: writing the content
 * (serialize, sanitize, a store transaction, and every view that listens to the store) was most
 * of a keystroke's script on a large page. What is held is the engine's document after each word
 * (its word number: word-counter.ts), so a pause that ends several words writes one change per
 * word and undo still takes back a word at a time.
 *
 * Nothing written late can be lost or passed by: the writer runs the held changes before an undo
 * or a redo of the text, before it ends, when the text loses the focus, and the store runs them
 * (`hold`, editor-store.ts) before anything reads or changes it (a save, the API's undo, a click
 * that selects another node, a panel).
 */
import type { Node as PMNode } from 'prosemirror-model';

/** How long typing may pause before it is written (ms): about a key's interval at a moderate pace. */
export const WRITE_DELAY = 250;

/** The engine's document after a change, and the change's word number. */
interface Held {
  doc: PMNode;
  readonly word: number;
}

export class HeldWrite {
  /** The document at the end of each word not written yet, oldest first. */
  #held: Held[] = [];
  #timer: ReturnType<typeof setTimeout> | undefined;
  readonly #write: (doc: PMNode, word: number) => void;
  readonly #hold: ((flush: () => void) => void) | undefined;

  /**
   * `write` stores a document (as a change of word `word`); `hold`, when given, asks the store
   * to run `flush` before it is next read or changed.
   */
  constructor(write: (doc: PMNode, word: number) => void, hold?: (flush: () => void) => void) {
    this.#write = write;
    this.#hold = hold;
  }

  /** Whether a change waits to be written. */
  get pending(): boolean {
    return this.#held.length > 0;
  }

  /** Holds `doc`, the document after a change of word `word`, and writes it after a pause. */
  add(doc: PMNode, word: number): void {
    const last = this.#held.at(-1);
    if (last?.word === word) last.doc = doc;
    else this.#held.push({ doc, word });
    if (this.#held.length === 1 && last === undefined) this.#hold?.(this.flush);
    clearTimeout(this.#timer);
    this.#timer = setTimeout(this.flush, WRITE_DELAY);
  }

  /** Writes what is held, oldest word first (nothing when nothing is). */
  readonly flush = (): void => {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    const held = this.#held;
    if (held.length === 0) return;
    this.#held = [];
    for (const { doc, word } of held) this.#write(doc, word);
  };
}
