/**
 * The rich-text part (editor/lazy/parts.ts): ProseMirror, the schemas and the floating toolbar,
 * loaded when the first inline edit starts (editor/components/canvas/inline-editing.ts), never
 * with the editor's first script.
 */
import { LpRichTextToolbar } from './lp-rich-text-toolbar.ts';
import { RichEdit, type RichEditOptions } from './rich-edit.ts';
import { setLink, toggle, unlink } from './commands.ts';
import { checkLink } from './link-url.ts';

export { RichEdit, LpRichTextToolbar };

/** Mounts the engine on `element` and makes its toolbar (for the canvas to place over the frame). */
export function startRichEdit(
  element: HTMLElement,
  options: RichEditOptions,
): { readonly edit: RichEdit; readonly toolbar: LpRichTextToolbar } {
  const edit = new RichEdit(element, options);
  const toolbar = new LpRichTextToolbar();
  toolbar.edit = edit;
  return { edit, toolbar };
}

/**
 * Bold, italic or a link by name, for callers outside the toolbar (the node toolbar's old
 * actions); a link's URL goes through the same check as the link editor's, an empty one unlinks.
 */
export function formatRich(edit: RichEdit, format: 'bold' | 'italic' | 'link', url?: string): boolean {
  if (format !== 'link') return edit.run(toggle(format === 'bold' ? 'strong' : 'em'));
  if (url === undefined || url.trim() === '') return edit.run(unlink);
  const checked = checkLink(url);
  return 'href' in checked && edit.run(setLink(checked.href, null));
}
