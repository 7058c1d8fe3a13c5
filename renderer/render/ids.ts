/**
 * Ids for the CSS classes of nodes (`lp-n-<id>`). A node's uid is used when it is a safe class
 * name and not taken yet, so a node's markup depends only on the node (the canvas can re-render
 * one node alone). The renderer never trusts uids: a missing or unsafe uid gets a generated id,
 * and a duplicate gets a suffix and a `duplicate_uid` warning, so class names are always unique.
 */

const SAFE_UID = /^[A-Za-z0-9_-]{1,64}$/;

export class IdAllocator {
  private readonly taken = new Set<string>();
  private readonly seenUids = new Set<string>();
  private generated = 0;

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
      id = uid;
      for (let n = 2; this.taken.has(id); n++) id = `${uid}-${n}`;
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
    let id = `${base}-${suffix}`;
    for (let n = 2; this.taken.has(id); n++) id = `${base}-${suffix}${n}`;
    this.taken.add(id);
    return id;
  }
}
