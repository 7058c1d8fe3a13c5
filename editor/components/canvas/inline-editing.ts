/**
 * Inline editing of text and button content in the canvas frame: the element the renderer marks
 * `data-lp-content` becomes editable, and every change of it becomes a `setContent` command
 * (typing within the history's merge window is one undo step); Enter in a button ends the edit.
 *
 * Content enters in many ways (typing, execCommand and the toolbar, paste, drop, an IME, a
 * spellcheck replacement), and every one ends in an `input` event: there, and only there, the
 * element is read through the renderer's sanitizer (inline-content.ts), and the frame is made to
 * show what the document stores. Paste and a drop from outside insert plain text, as typing
 * would. An edit writes only into the document it started on: after a load, a role change, or
 * a change of its node by anything else, it ends instead of writing.
 */
import { setContent } from '../../store/commands.ts';
import type { EditorStore } from '../../store/editor-store.ts';
import { locate } from '../../store/tree.ts';
import type { TemplateNode } from '../../../renderer/index.ts';
import { inlinePolicy, readContent, showClean, transferText } from './inline-content.ts';

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
  return root.hasAttribute('data-lp-content')
    ? root
    : (root.querySelector<HTMLElement>('[data-lp-content]') ?? undefined);
}

/**
 * Starts editing `uid` inline; undefined when it has no inline content. `typing` runs around each
 * content change the edit dispatches, so the canvas knows the frame already shows it; `onEnd`
 * asks the canvas to end the edit.
 */
export function startInlineEdit(
  doc: Document,
  store: EditorStore,
  uid: string,
  typing: (run: () => void) => void,
  onEnd: () => void,
): InlineEdit | undefined {
  const element = contentElement(doc, uid);
  const node = locate<TemplateNode>(store.state.doc, uid)?.node;
  const policy = node === undefined ? undefined : inlinePolicy(node);
  if (element === undefined || node === undefined || policy === undefined || !store.state.editable) return undefined;
  const inlineOnly = policy === 'inline';
  const section = element.closest('main > [data-lp-uid]');
  const generation = store.generation;
  /** The node's content as this edit last saw it in the document. */
  let known = node.content;
  let composing = false;
  /** Set while a drag that started inside the element is under way (a move within the text). */
  let draggingInside = false;
  element.contentEditable = 'true';
  element.spellcheck = true;
  doc.execCommand('defaultParagraphSeparator', false, 'p');

  /** Reads the element into the document; `tidy` also brings the frame to what is stored. */
  const commit = (tidy: boolean) => {
    const current = locate<TemplateNode>(store.state.doc, uid)?.node;
    // The document is no longer the one this DOM was edited from: write nothing, end the edit.
    if (
      store.generation !== generation ||
      !store.state.editable ||
      current === undefined ||
      current.content !== known
    ) {
      onEnd();
      return;
    }
    const shown = element.innerHTML;
    const clean = readContent(element, policy, shown);
    // Never while composing: the IME holds on to the text nodes it is composing in.
    if (tidy) showClean(element, clean, policy, shown);
    typing(() => store.run(setContent(uid, clean)));
    known = locate<TemplateNode>(store.state.doc, uid)?.node.content;
  };
  // Nothing usable (an image-only clipboard): nothing inserted, the selection left as it is.
  // A run of white space holding a line break becomes one space; one pass over each run, where
  // `/\s*\n\s*/g` rescanned a long run from each of its characters (quadratic, issue 12).
  const insertText = (text: string) =>
    text !== '' &&
    doc.execCommand(
      'insertText',
      false,
      inlineOnly ? text.replace(/\s+/g, (run) => (run.includes('\n') ? ' ' : run)) : text,
    );

  const onInput = (event: Event) => commit(!composing && !(event as InputEvent).isComposing);
  const onCompositionStart = () => (composing = true);
  const onCompositionEnd = () => {
    composing = false;
    commit(true);
  };
  const onPaste = (event: ClipboardEvent) => {
    event.preventDefault();
    insertText(transferText(doc, event.clipboardData, policy));
  };
  const onDragStart = () => (draggingInside = true);
  const onDragEnd = () => (draggingInside = false);
  const onDrop = (event: DragEvent) => {
    // A move within the text is the browser's (its result is read like any other input).
    if (draggingInside) return;
    event.preventDefault();
    element.focus();
    const point = doc.caretRangeFromPoint?.(event.clientX, event.clientY);
    const selection = doc.getSelection();
    if (point != null && element.contains(point.startContainer) && selection !== null) {
      selection.removeAllRanges();
      selection.addRange(point);
    }
    insertText(transferText(doc, event.dataTransfer, policy));
  };
  const onKeydown = (event: KeyboardEvent) => {
    if (inlineOnly && event.key === 'Enter') {
      event.preventDefault();
      onEnd();
    }
  };
  // A button's link must not navigate while its label is edited.
  const onClick = (event: MouseEvent) => event.preventDefault();
  const listeners: [string, (event: never) => void][] = [
    ['input', onInput],
    ['compositionstart', onCompositionStart],
    ['compositionend', onCompositionEnd],
    ['paste', onPaste],
    ['dragstart', onDragStart],
    ['dragend', onDragEnd],
    ['drop', onDrop],
    ['keydown', onKeydown],
    ['click', onClick],
  ];
  for (const [type, listener] of listeners) element.addEventListener(type, listener as EventListener);
  element.focus();

  return {
    uid,
    element,
    sectionUid: section?.getAttribute('data-lp-uid') ?? undefined,
    stop() {
      for (const [type, listener] of listeners) element.removeEventListener(type, listener as EventListener);
      element.removeAttribute('contenteditable');
      element.removeAttribute('spellcheck');
    },
  };
}

/** Applies bold, italic or a link to the selection inside an inline edit (its input event stores the result, sanitized). */
export function formatInline(doc: Document, format: 'bold' | 'italic' | 'link', url?: string): void {
  if (format === 'link') {
    if (url) doc.execCommand('createLink', false, url);
    else doc.execCommand('unlink');
    return;
  }
  doc.execCommand(format);
}
