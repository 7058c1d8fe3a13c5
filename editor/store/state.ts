/**
 * The editor's state: the document and the selection, one frozen snapshot. Everything else the
 * UI shows (hover, open panels, drag previews, upload progress) lives in components and never
 * enters this state or its history.
 */
import type { PageDefinition } from '../../renderer/index.ts';

export interface EditorState {
  /** The page being edited (frozen; Immer makes each change a new snapshot sharing the rest). */
  readonly doc: PageDefinition;
  /** The uid of the selected node, or null. */
  readonly selection: string | null;
  /** False for the `reader` role: every command that would change the document declines. */
  readonly editable: boolean;
  /**
   * Locked nodes hold for this user (the `editor` role): a locked node, and what is inside it,
   * keeps its structure (it cannot be moved, removed or duplicated, nothing is added into it or
   * taken out), while its text and settings stay editable; and no lock can be set or lifted.
   * False for `manager` (and without a role), who may lock, unlock and change anything.
   */
  readonly locks?: boolean;
}
