/**
 * What the layers tree changes in the document, as the store's commands: a move (drag or
 * Alt+arrow) and a rename, each with the sentence a screen reader hears about it, and showing a
 * hidden node on the device shown, where the cascade decides between clearing this level's
 * `hidden` and overriding a wider level's (revealValue).
 */
import type { Level, TemplateNode } from '../../../renderer/index.ts';
import { kindName } from '../../i18n/kind-name.ts';
import type { Translator } from '../../i18n/translator.ts';
import type { Draft } from 'immer';
import { moveNodeTo, setAttribute } from '../../store/commands.ts';
import type { EditorStore } from '../../store/editor-store.ts';
import { transaction, type Command } from '../../store/transaction.ts';
import { locate, locateAt } from '../../store/tree.ts';
import { LAYER_NAME, layerName, revealValue } from './layers-model.ts';
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

/**
 * Sets the `layer-name` of node `uid` (undefined: removes it). Like `setAttribute` of a setting
 * (a reader cannot; an editor may, locked or not), but recorded as an undo step of its own: a
 * rename is a decision, not typing, and two in a row are undone one at a time, never merged.
 */
export function renameNode(uid: string, name: string | undefined): Command {
  return (state, dispatch) => {
    const found = state.editable ? locate<TemplateNode>(state.doc, uid) : undefined;
    if (found === undefined || found.node.attributes?.[LAYER_NAME] === name) return false;
    if (dispatch) {
      const tx = transaction(state, 'Rename', (doc) => {
        const node = locateAt<Draft<TemplateNode>>(doc, found.path)!.node;
        const attributes = (node.attributes ??= {}) as Record<string, unknown>;
        if (name === undefined) delete attributes[LAYER_NAME];
        else attributes[LAYER_NAME] = name;
      });
      if (tx) dispatch(tx);
    }
    return true;
  };
}

/**
 * Gives the node `uid` the name `typed` (trimmed; empty clears it, and the row shows its kind and
 * first words again): one undo step. What to announce, or undefined when nothing changed (the
 * same name, a node gone, a reader).
 */
export function renameAndDescribe(store: EditorStore, t: Translator, uid: string, typed: string): string | undefined {
  const node = locate<TemplateNode>(store.state.doc, uid)?.node;
  const name = typed.trim();
  if (node === undefined || name === layerName(node)) return undefined;
  if (!store.run(renameNode(uid, name === '' ? undefined : name))) return undefined;
  return name === ''
    ? layersText(t, 'layers.nameCleared', { kind: kindName(t, node.tagName) })
    : layersText(t, 'layers.renamed', { name });
}
