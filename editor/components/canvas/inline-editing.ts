/**
 * Inline editing of text and button content in the canvas frame: the element the renderer marks
 * `data-lp-content` becomes editable, every input becomes a `setContent` command (typing within
 * the history's merge window is one undo step), pasting inserts plain text (the stored HTML stays
 * clean; the renderer sanitizes it anyway), and Enter in a button ends the edit.
 */
import { setContent } from '../../store/commands.ts';
import type { EditorStore } from '../../store/editor-store.ts';

/** One inline edit in progress. */
export interface InlineEdit {
  readonly uid: string;
  readonly element: HTMLElement;
  /** The uid of the section around it (the canvas keeps that section while typing). */
  readonly sectionUid: string | undefined;
  /** Ends the edit: removes the listeners and the editable flag. */
  stop(): void;
}

/** The element holding a node's content in the frame, if the node has inline content. */
export function contentElement(doc: Document, uid: string): HTMLElement | undefined {
  const root = doc.querySelector<HTMLElement>(`[data-lp-uid="${CSS.escape(uid)}"]`);
  if (root === null) return undefined;
  return root.hasAttribute('data-lp-content') ? root : (root.querySelector<HTMLElement>('[data-lp-content]') ?? undefined);
}

/**
 * Starts editing `uid` inline; undefined when it has no inline content. `onTyped` runs around each
 * content change the edit dispatches, so the canvas knows the frame already shows it.
 */
export function startInlineEdit(doc: Document, store: EditorStore, uid: string, typing: (run: () => void) => void, onEnd: () => void): InlineEdit | undefined {
  const element = contentElement(doc, uid);
  if (element === undefined || !store.state.editable) return undefined;
  const inlineOnly = element.tagName === 'A';
  const section = element.closest('main > [data-lp-uid]');
  element.contentEditable = 'true';
  element.spellcheck = true;
  doc.execCommand('defaultParagraphSeparator', false, 'p');

  const onInput = () => typing(() => store.run(setContent(uid, element.innerHTML)));
  const onPaste = (event: ClipboardEvent) => {
    event.preventDefault();
    const text = event.clipboardData?.getData('text/plain') ?? '';
    doc.execCommand('insertText', false, inlineOnly ? text.replace(/\s*\n\s*/g, ' ') : text);
  };
  const onKeydown = (event: KeyboardEvent) => {
    if (inlineOnly && event.key === 'Enter') {
      event.preventDefault();
      onEnd();
    }
  };
  // A button's link must not navigate while its label is edited.
  const onClick = (event: MouseEvent) => event.preventDefault();
  element.addEventListener('input', onInput);
  element.addEventListener('paste', onPaste);
  element.addEventListener('keydown', onKeydown);
  element.addEventListener('click', onClick);
  element.focus();

  return {
    uid,
    element,
    sectionUid: section?.getAttribute('data-lp-uid') ?? undefined,
    stop() {
      element.removeEventListener('input', onInput);
      element.removeEventListener('paste', onPaste);
      element.removeEventListener('keydown', onKeydown);
      element.removeEventListener('click', onClick);
      element.removeAttribute('contenteditable');
      element.removeAttribute('spellcheck');
    },
  };
}

/** Applies bold, italic or a link to the selection inside an inline edit. */
export function formatInline(doc: Document, format: 'bold' | 'italic' | 'link', url?: string): void {
  if (format === 'link') {
    if (url) doc.execCommand('createLink', false, url);
    else doc.execCommand('unlink');
    return;
  }
  doc.execCommand(format);
}
