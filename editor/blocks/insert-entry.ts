/**
 * Inserting a catalog entry (catalog.ts) where "add" puts it (starters.ts `placement`): one undo
 * step, the inserted node selected, and, for a host-defined block, the host's custom block
 * dialog asked for its content. What the blocks panel and the add dialog both run.
 */
import type { TemplateNode } from '../../renderer/index.ts';
import type { EditorShell } from '../context/editor-context.ts';
import { insertNode } from '../store/commands.ts';
import { locate } from '../store/tree.ts';
import type { CatalogEntry } from './catalog.ts';
import { placement } from './starters.ts';

/** Inserts `entry` after the selection; the inserted node's uid, or null when nothing was inserted (read-only, disabled). */
export function insertEntry(shell: EditorShell, entry: CatalogEntry): string | null {
  if (entry.disabled) return null;
  const store = shell.store;
  const { doc, selection } = store.state;
  const place = placement(doc, selection, entry.node);
  if (place === undefined || !store.run(insertNode(place.parent, place.index, place.node))) return null;
  let uid = store.state.selection;
  // A block wrapped in a new section (a page without columns): select the block, not its section.
  if (place.node !== entry.node && uid !== null) {
    const inner = locate<TemplateNode>(store.state.doc, uid)?.node.children?.[0]?.children?.[0]?.uid;
    if (inner !== undefined) {
      store.select(inner);
      uid = inner;
    }
  }
  if ('opensDialog' in entry && entry.opensDialog && uid !== null) {
    const block = locate<TemplateNode>(store.state.doc, uid)?.node;
    shell.emit('lp-open-custom-block-dialog', { block: block ?? null });
  }
  return uid;
}
