/**
 * Ids for the CSS classes of nodes (`lp-n-<id>`). A node's uid is used when it is a safe class
 * name and not taken yet, so a node's markup depends only on the node (the canvas can re-render
 * one node alone). The renderer never trusts uids: a missing or unsafe uid gets a generated id,
 * and a duplicate gets a suffix and a `duplicate_uid` warning, so class names are always unique.
 *
 * A duplicate gets the smallest free suffix (`x-2`, `x-3`, ...). Ids are only ever added to the
 * taken set (by allocate, derive and the memo's claim), so every suffix below the last one handed
 * out for a base stays taken: remembering where each base's search stopped gives the same ids as
 * searching from 2 every time, in amortized O(1) per id instead of O(duplicates) (issue 12: 9,990
 * blocks sharing one uid made the render quadratic).
 */

const SAFE_UID = /^[A-Za-z0-9_-]{1,64}$/;

/** The ids of one render's nodes: each unique, the node's uid where it can be. */
export class IdAllocator {
  private readonly taken = new Set<string>();
  private readonly seenUids = new Set<string>();
  private generated = 0;
  /** Per base (`x-` for allocate, `s-c` for derive): the first suffix not known to be taken. */
  private readonly nextSuffix = new Map<string, number>();

  /**
   * A unique id for a node. `duplicate` is true when the template gave this uid to an earlier
   * node too.
   */
  allocate(uid: string | undefined): { id: string; duplicate: boolean } {
    let duplicate = false;
    if (uid !== undefined) {
      duplicate = this.seenUids.has(uid);
      this.seenUids.add(uid);
    }
    let id: string;
    if (uid !== undefined && SAFE_UID.test(uid)) {
      id = this.taken.has(uid) ? this.firstFree(`${uid}-`) : uid;
    } else {
      do id = `g${++this.generated}`;
      while (this.taken.has(id));
    }
    this.taken.add(id);
    return { id, duplicate };
  }

  /**
   * Whether `id` is free and, when `uid` is given, no node used that uid yet: then allocating
   * `uid` (or deriving `id`) now gives exactly `id`. The canvas's section memo asks this before
   * it replays a section's ids.
   */
  isFree(id: string, uid?: string): boolean {
    return !this.taken.has(id) && (uid === undefined || !this.seenUids.has(uid));
  }

  /**
   * Takes `id` (and `uid`) as `allocate` or `derive` would, without asking: the section memo
   * replays ids that `isFree` confirmed come out exactly as recorded.
   */
  claim(id: string, uid?: string): void {
    if (uid !== undefined) this.seenUids.add(uid);
    this.taken.add(id);
  }

  /** Reserves an id derived from another (a section's container: `<section id>-c`). */
  derive(base: string, suffix: string): string {
    const stem = `${base}-${suffix}`;
    const id = this.taken.has(stem) ? this.firstFree(stem) : stem;
    this.taken.add(id);
    return id;
  }

  /**
   * `<stem><n>` for the smallest n >= 2 not taken. The search starts where the last one for this
   * stem stopped: the ids it passed were taken then and still are (nothing is ever released).
   * Each taken id is passed at most once per stem it can be read as, so the work is amortized O(1).
   */
  private firstFree(stem: string): string {
    let n = this.nextSuffix.get(stem) ?? 2;
    while (this.taken.has(`${stem}${n}`)) n++;
    this.nextSuffix.set(stem, n + 1);
    return `${stem}${n}`;
  }
}
