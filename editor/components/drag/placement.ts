/**
 * Where the selected node now sits, in words for a screen reader: "Text placed in Column,
 * position 2 of 3". Said after a drop and after a keyboard move, so both are heard the same way.
 */
import type { TemplateNode } from '../../../renderer/index.ts';
import type { EditorShell } from '../../context/editor-context.ts';
import { kindName } from '../../i18n/kind-name.ts';
import { locate } from '../../store/tree.ts';

export function placementText(shell: EditorShell): string {
  const { doc, selection } = shell.store.state;
  const found = selection === null ? undefined : locate<TemplateNode>(doc, selection);
  if (found === undefined) return '';
  const parent = found.parent === doc ? shell.t.t('drag.page') : kindName(shell.t, found.parent.tagName);
  return shell.t.t('drag.dropped', {
    name: kindName(shell.t, found.node.tagName),
    parent,
    position: String(found.index + 1),
    count: String(found.siblings.length),
  });
}
