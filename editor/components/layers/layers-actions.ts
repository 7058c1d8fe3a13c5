/**
 * What the layers tree changes in the document, as the store's commands: a move (drag or
 * Alt+arrow), with the sentence a screen reader hears about it, and showing a hidden node on the
 * device shown, where the cascade decides between clearing this level's `hidden` and overriding a
 * wider level's (revealValue).
 */
import type { Level, TemplateNode } from '../../../renderer/index.ts';
import { kindName } from '../../i18n/kind-name.ts';
import type { Translator } from '../../i18n/translator.ts';
import { moveNodeTo, setAttribute } from '../../store/commands.ts';
import type { EditorStore } from '../../store/editor-store.ts';
import { locate } from '../../store/tree.ts';
import { revealValue } from './layers-model.ts';
import { layersText } from './layers-text.ts';

/** Runs one move (one undo step); what to announce: where the node went, or that it could not go there. */
export function moveAndDescribe(
  store: EditorStore,
  t: Translator,
  uid: string,
  parentUid: string | null,
  index: number,
): string {
  const before = locate<TemplateNode>(store.state.doc, uid);
  const name = before === undefined ? uid : kindName(t, before.node.tagName);
  if (!store.run(moveNodeTo(uid, parentUid, index))) return layersText(t, 'layers.moveRefused', { name });
  const after = locate<TemplateNode>(store.state.doc, uid)!;
  const params = { name, position: after.index + 1, count: after.siblings.length };
  // Both parents are nodes of the document (or both the page): the same object or the same uid.
  const sameParent =
    before?.parent === after.parent || (after.parent.uid !== undefined && before?.parent.uid === after.parent.uid);
  return sameParent
    ? layersText(t, 'layers.moved', params)
    : layersText(t, 'layers.movedInto', { ...params, parent: kindName(t, after.parent.tagName) });
}

/** Shows the node `uid` at `level`, where it is hidden; false when it was not hidden there (or is gone). */
export function revealAt(store: EditorStore, uid: string, level: Level): boolean {
  const node = locate<TemplateNode>(store.state.doc, uid)?.node;
  const value = node === undefined ? null : revealValue(node, level);
  return value !== null && store.run(setAttribute(uid, 'hidden', value, level));
}
