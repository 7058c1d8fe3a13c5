/**
 * Commands on a text as a whole, from the inline edit's toolbar (components/canvas/
 * inline-editing.ts): aligning the whole text is a change of the node's `text-align` attribute,
 * which the selection panel shows and the breakpoint levels cascade, not of each paragraph.
 */
import { levelInfo, type Level, type TemplateNode } from '../../renderer/index.ts';
import { transaction, type Command } from './transaction.ts';
import { locate, locateAt } from './tree.ts';

/** The attribute that aligns a text as a whole (the kinds that have it: registry `attributes`). */
export const TEXT_ALIGN = 'text-align';

/**
 * Sets a node's `text-align` at `level` (null removes it) and its content, as one undo step: the
 * toolbar aligning a whole text (its paragraphs' own alignment removed from the content).
 */
export function alignText(uid: string, value: string | null, content: string, level: Level): Command {
  return (state, dispatch) => {
    const found = state.editable ? locate<TemplateNode>(state.doc, uid) : undefined;
    if (found === undefined) return false;
    if (dispatch) {
      const key = levelInfo(level).key;
      const tx = transaction(state, `Change ${TEXT_ALIGN}`, (doc) => {
        const node = locateAt(doc as unknown as TemplateNode, found.path)!.node as {
          -readonly [K in keyof TemplateNode]: TemplateNode[K];
        };
        node.content = content;
        const values = ((node[key] as Record<string, unknown> | undefined) ??= {});
        if (value === null) delete values[TEXT_ALIGN];
        else values[TEXT_ALIGN] = value;
      });
      if (tx) dispatch(tx);
    }
    return true;
  };
}
