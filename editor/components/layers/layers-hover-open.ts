/**
 * A closed row held under a drag opens, as trees commonly do (file managers, outline editors):
 * the node can go deep into a closed part of the tree without being let go of first. The row
 * opens once the pointer has stayed over it for HOVER_OPEN_MS; moving over another row starts the
 * wait again, and the end of the drag forgets it. Which rows qualify is the caller's to say
 * (layers-drop.ts `opensOnHover`).
 */

/** How long the pointer rests on a closed row before it opens. */
export const HOVER_OPEN_MS = 600;

/** The wait on one row at a time, calling `open` with its uid once it is over. */
export class HoverOpen {
  #uid: string | null = null;
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly open: (uid: string) => void,
    private readonly delay = HOVER_OPEN_MS,
  ) {}

  /** The pointer is over the row of `uid`, one that would open (or, null, over none). */
  over(uid: string | null): void {
    if (uid === this.#uid) return;
    this.cancel();
    if (uid === null) return;
    this.#uid = uid;
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      this.#uid = null;
      this.open(uid);
    }, this.delay);
  }

  /** Forgets the row waited on. */
  cancel(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#uid = null;
  }
}
