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
}
