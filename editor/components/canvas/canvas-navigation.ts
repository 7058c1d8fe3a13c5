/**
 * Keyboard selection in the canvas, as rules over the document, so the page's nodes are reached
 * without a pointer and without the layers tree: which node an arrow key leads to from the
 * selection, and the words that say where the selection is. The canvas's frame takes the keys
 * while it has focus (canvas-keys.ts; Tab reaches the frame in one step).
 *
 * ↑ and ↓ go to the previous and next sibling, ← to the parent and → to the first child; on a
 * right-to-left page ← and → are mirrored, as Alt+arrows are (shortcuts.ts): the first child lies
 * the way the page reads. With nothing selected, any of them selects the first section.
 */
import type { PageDefinition, TemplateNode } from '../../../renderer/index.ts';
import type { EditorShell } from '../../context/editor-context.ts';
import { kindName } from '../../i18n/kind-name.ts';
import type { MessageKey } from '../../i18n/translator.ts';
import { locate } from '../../store/tree.ts';
import { layerLabel } from '../layers/layer-label.ts';

/** Where a navigation key goes from the selected node. */
export type Step = 'previous' | 'next' | 'parent' | 'child';

/** The step of an arrow key without modifiers (undefined: another key, or Alt+arrows, which move the node). */
export function arrowStep(
  event: Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey'>,
  rtl: boolean,
): Step | undefined {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return undefined;
  if (event.key === 'ArrowUp') return 'previous';
  if (event.key === 'ArrowDown') return 'next';
  if (event.key === 'ArrowLeft') return rtl ? 'child' : 'parent';
  if (event.key === 'ArrowRight') return rtl ? 'parent' : 'child';
  return undefined;
}

/**
 * The uid `step` leads to from `selection`: the first section when nothing (or a node no longer
 * in the document) is selected; undefined when there is no node that way (the last sibling, a
 * section's parent, a block's child).
 */
export function stepTarget(doc: PageDefinition, selection: string | null, step: Step): string | undefined {
  const found = selection === null ? undefined : locate<TemplateNode>(doc, selection);
  if (found === undefined) return doc.children?.[0]?.uid;
  if (step === 'previous') return found.siblings[found.index - 1]?.uid;
  if (step === 'next') return found.siblings[found.index + 1]?.uid;
  if (step === 'parent') return found.parent === doc ? undefined : found.parent.uid;
  return found.node.children?.[0]?.uid;
}

/**
 * The selected node in words for a screen reader, by the label the layers tree gives it (the
 * first words of its text, an image's alt) and where it sits: "Text “Welcome to our shop”
 * selected, in Column, position 2 of 3". Empty when nothing is selected.
 */
export function selectionText(shell: EditorShell): string {
  const { doc, selection } = shell.store.state;
  const found = selection === null ? undefined : locate<TemplateNode>(doc, selection);
  if (found === undefined) return '';
  const { t } = shell;
  const kind = kindName(t, found.node.tagName);
  const label = layerLabel(found.node);
  // Keys the English catalog lists once the lead merges notes/i18n/helper30.json.
  const key = (label === '' ? 'canvas.selected' : 'canvas.selectedNamed') as MessageKey;
  return t.t(key, {
    kind,
    label,
    parent: found.parent === doc ? t.t('drag.page') : kindName(t, found.parent.tagName),
    position: found.index + 1,
    count: found.siblings.length,
  });
}
