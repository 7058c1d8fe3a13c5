/**
 * Undo by word: each change of the text gets a word number, passed to `setContent` (its `word`
 * argument groups history steps), so one undo takes back one word. Typing a letter continues the
 * current word; the first white space after a word starts a new one (so "one two three" undoes
 * to "one two"); any other change (formatting, a paste, a deletion, a new paragraph) is a step of
 * its own, and the typing after it starts another.
 */
import type { Transaction } from 'prosemirror-state';
import { ReplaceStep } from 'prosemirror-transform';

export class WordCounter {
  #word = 0;
  #inSpace = false;
  #afterOther = false;

  /** Makes the next change start a new word (after an undo or a redo: it must not join the word before). */
  break(): void {
    this.#afterOther = true;
    this.#inSpace = false;
  }

  /** The word number for a document-changing transaction. */
  next(tr: Transaction): number {
    const typed = typedCharacter(tr);
    if (typed === undefined) {
      this.#word++;
      this.#afterOther = true;
      this.#inSpace = false;
    } else if (/\s/.test(typed)) {
      if (!this.#inSpace || this.#afterOther) this.#word++;
      this.#inSpace = true;
      this.#afterOther = false;
    } else {
      if (this.#afterOther) this.#word++;
      this.#inSpace = false;
      this.#afterOther = false;
    }
    return this.#word;
  }
}

/** The one character a transaction inserts at the caret, replacing nothing; undefined for anything else. */
function typedCharacter(tr: Transaction): string | undefined {
  if (tr.steps.length !== 1) return undefined;
  const step = tr.steps[0];
  if (!(step instanceof ReplaceStep) || step.from !== step.to) return undefined;
  const content = step.slice.content;
  if (step.slice.openStart !== 0 || content.childCount !== 1 || !content.firstChild!.isText) return undefined;
  const text = content.firstChild!.text ?? '';
  return [...text].length === 1 ? text : undefined;
}
