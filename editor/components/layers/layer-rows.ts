/**
 * The layers tree's rows for one editor, kept from one change to the next instead of rebuilt:
 * opening a node splices in the rows of its subtree, closing one cuts them out, and a new
 * document (an edit, an undo, a move) keeps the rows of every page child that is the same frozen
 * object as before (Immer shares unchanged subtrees), so only the sections that changed are walked
 * again. Every row knows its place (`position`) and is indexed by uid, so selecting a
 * far node finds its row in constant time and opens its path by building only the rows that path
 * shows.
 *
 * Opening and closing change the list in place, and a new document gives a new list: read `rows`
 * again after a change (rows read before may have moved on).
 */
import type { Level, PageDefinition, TemplateNode } from '../../../renderer/index.ts';
import { appendChildren, appendSubtree, flattenLayers, type LayerRow, type Row } from './layers-model.ts';

/** The rows of one editor's layers tree (see above). */
export class LayerRows {
  #doc: PageDefinition | undefined;
  #level: Level = 'desktop';
  readonly #expanded = new Map<string, boolean>();
  #rows: Row[] = [];
  readonly #byUid = new Map<string, Row>();
  /** Rows built since this model was made: what a test reads to check that a change builds only what it shows. */
  built = 0;
  /** Full walks of a document (the first one, a new level). */
  walks = 0;
  /** Changes with every change of the rows. */
  version = 0;

  /** The rows shown, in reading order. */
  get rows(): readonly LayerRow[] {
    return this.#rows;
  }

  /** The user's open (true) and closed (false) choices by uid, and the paths opened to a selection. */
  get expanded(): ReadonlyMap<string, boolean> {
    return this.#expanded;
  }

  /** Brings the rows to `doc` at `level`; false when they already were. */
  sync(doc: PageDefinition, level: Level): boolean {
    if (doc === this.#doc && level === this.#level) return false;
    const previous = this.#doc;
    this.#doc = doc;
    this.version++;
    if (previous === undefined || level !== this.#level) {
      this.#level = level;
      this.walks++;
      this.#rows = flattenLayers(doc, this.#options());
      this.built += this.#rows.length;
      this.#byUid.clear();
      for (const row of this.#rows) this.#byUid.set(row.uid, row);
      return true;
    }
    this.#rebase(doc);
    return true;
  }

  /** The row index of `uid`, or -1 when it has no row (not in the document, or inside a closed node). */
  indexOf(uid: string | null): number {
    return uid === null ? -1 : (this.#byUid.get(uid)?.position ?? -1);
  }

  /** Records the user's choice to open or close `uid` and shows it; false when the rows did not change. */
  setExpanded(uid: string, open: boolean): boolean {
    this.#expanded.set(uid, open);
    const row = this.#byUid.get(uid);
    if (row === undefined || row.childCount === 0 || row.expanded === open) return false;
    const rows = this.#rows;
    const at = row.position + 1;
    row.expanded = open;
    if (open) {
      const added: Row[] = [];
      appendChildren(added, row, this.#options());
      this.built += added.length;
      for (const child of added) this.#byUid.set(child.uid, child);
      rows.splice(at, 0, ...added);
    } else {
      let end = at;
      while (end < rows.length && rows[end]!.depth > row.depth) end++;
      for (const child of rows.splice(at, end - at)) this.#byUid.delete(child.uid);
    }
    for (let index = at; index < rows.length; index++) rows[index]!.position = index;
    this.version++;
    return true;
  }

  /** Opens each of `uids` (ancestors first) that is not open; false when all were. */
  openPath(uids: readonly string[]): boolean {
    let changed = false;
    for (const uid of uids)
      if (this.#byUid.get(uid)?.expanded !== true) changed = this.setExpanded(uid, true) || changed;
    return changed;
  }

  #options() {
    return { level: this.#level, expanded: this.#expanded };
  }

  /** The rows of a new document: each page child's rows kept when it is the same node. */
  #rebase(doc: PageDefinition): void {
    const old = this.#rows;
    const children: readonly TemplateNode[] = doc.children ?? [];
    const rows: Row[] = [];
    const kept = new Set<Row>();
    const options = this.#options();
    for (let index = 0; index < children.length; index++) {
      const child = children[index]!;
      const top = child.uid === undefined ? undefined : this.#byUid.get(child.uid);
      // Its rows hold nothing of its place among the sections but its own index and set size.
      if (top !== undefined && top.node === child && top.depth === 1) {
        kept.add(top);
        top.index = index;
        top.setSize = children.length;
        let end = top.position + 1;
        while (end < old.length && old[end]!.depth > 1) end++;
        for (let at = top.position; at < end; at++) rows.push(old[at]!);
        continue;
      }
      const from = rows.length;
      appendSubtree(rows, child, doc, undefined, index, children.length, options);
      this.built += rows.length - from;
    }
    // The uids of the rows let go of, then those of the rows built (a moved node is in both).
    let top: Row | undefined;
    for (const row of old) {
      if (row.depth === 1) top = row;
      if (!kept.has(top!)) this.#byUid.delete(row.uid);
    }
    for (let index = 0; index < rows.length; index++) {
      const row = rows[index]!;
      if (!this.#byUid.has(row.uid)) this.#byUid.set(row.uid, row);
      row.position = index;
    }
    this.#rows = rows;
  }
}
