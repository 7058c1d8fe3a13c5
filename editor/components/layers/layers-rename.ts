/**
 * Renaming a row of the layers tree: a double click on its name or F2 on the focused row puts a
 * text field (its accessible name "Layer name") in place of the name, filled with the current one
 * and selected. Enter keeps what was typed (one command, one undo step: layers-actions.ts), and so
 * does leaving the field, as in a file manager's tree; Escape keeps nothing; an empty name clears
 * it, so the row shows its kind and first words again. Either way the focus goes back to the tree,
 * on that row. A reader renames nothing.
 *
 * The field's keys and focus events reach the tree's own listeners (delegation), which hand them
 * here: the rows are rendered from data (layer-row.ts) and carry no listeners of their own.
 */

/** What renaming needs of the tree. */
export interface RenameHost {
  requestUpdate(): void;
  /** The rename field, once rendered. */
  field(): HTMLInputElement | null;
  /** Whether this user may rename (a reader may not). */
  editable(): boolean;
  /** The name the node has now (empty: none). */
  nameOf(uid: string): string;
  /** Keeps `typed` as the name of `uid`. */
  commit(uid: string, typed: string): void;
  /** Gives the focus back to the tree (the row renamed stays its focused row). */
  refocus(): void;
}

/** The rename under way in one tree, if any. */
export class LayerRename {
  #uid: string | null = null;
  /** The field is to be filled and focused once rendered. */
  #fill = false;

  constructor(private readonly host: RenameHost) {}

  /** The row being renamed. */
  get uid(): string | null {
    return this.#uid;
  }

  /** Starts renaming `uid` (one under way is kept first); false for a reader. */
  start(uid: string): boolean {
    if (!this.host.editable()) return false;
    if (this.#uid === uid) return true;
    if (this.#uid !== null) this.#end(true);
    this.#uid = uid;
    this.#fill = true;
    this.host.requestUpdate();
    return true;
  }

  /** After a render: fills and focuses a field just shown (the one moment its value is set). */
  rendered(): void {
    if (!this.#fill || this.#uid === null) return;
    const field = this.host.field();
    if (field === null) return;
    this.#fill = false;
    field.value = this.host.nameOf(this.#uid);
    field.focus({ preventScroll: true });
    field.select();
  }

  /** A key typed in the field: Enter keeps the name, Escape drops it; true when it was one of those. */
  key(event: KeyboardEvent): boolean {
    if (this.#uid === null || event.isComposing) return false;
    if (event.key !== 'Enter' && event.key !== 'Escape') return false;
    event.preventDefault();
    // Escape here is the field's, not the editor's (which would clear the selection).
    event.stopPropagation();
    this.#end(event.key === 'Enter');
    return true;
  }

  /** The field lost the focus (a click elsewhere): what was typed is kept. */
  left(): void {
    if (this.#uid !== null && !this.#fill) this.#end(true, false);
  }

  /** Ends a rename without keeping anything (the node is gone, the tree closes). */
  cancel(): void {
    if (this.#uid !== null) this.#end(false, false);
  }

  #end(keep: boolean, refocus = true): void {
    const uid = this.#uid!;
    const typed = this.host.field()?.value;
    // Cleared first: taking the focus away from the field below must not end it a second time.
    this.#uid = null;
    this.#fill = false;
    if (keep && typed !== undefined) this.host.commit(uid, typed);
    if (refocus) this.host.refocus();
    this.host.requestUpdate();
  }
}
