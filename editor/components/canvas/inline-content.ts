/**
 * What inline editing reads out of the frame, in one place: the edited element's markup through
 * the renderer's own sanitizer (renderer/sanitize/rich-text.ts, the one every render and so every
 * save applies), for the policy of the node's kind (`rich` for text, `inline` for a button's
 * label). Whatever way content entered the element (typing, execCommand, paste, drop, an IME, a
 * spellcheck replacement, an extension), the document only ever stores this reading, and the
 * frame is brought to show exactly what is stored, the caret kept where it was.
 */
import { registry, type TemplateNode } from '../../../renderer/index.ts';
import { sanitizeContent, type ContentPolicy } from '../../../renderer/sanitize/rich-text.ts';

/** The sanitizer policy for a node's inline content, or undefined when its kind has none (authored HTML, images...). */
export function inlinePolicy(node: TemplateNode): ContentPolicy | undefined {
  const content = registry.get(node.tagName)?.content;
  return content === 'rich' || content === 'inline' ? content : undefined;
}

/** The element's content as the document stores it: sanitized for `policy`. */
export function readContent(element: HTMLElement, policy: ContentPolicy, shown: string = element.innerHTML): string {
  return sanitizeContent(shown, policy).html;
}

/** The plain text a paste or a drop inserts: its text/plain, else the text of its sanitized text/html. */
export function transferText(doc: Document, data: DataTransfer | null, policy: ContentPolicy): string {
  const plain = data?.getData('text/plain') ?? '';
  if (plain !== '') return plain;
  const markup = data?.getData('text/html') ?? '';
  if (markup === '') return '';
  // An inert template: nothing in it loads or runs, and it holds only the sanitized markup anyway.
  const template = doc.createElement('template');
  template.innerHTML = sanitizeContent(markup, policy).html;
  return template.content.textContent ?? '';
}

// A noncharacter: no keyboard or IME produces it, and the parser and the sanitizer keep it as text.
const CARET = '\uFDD0';

/**
 * Makes the element show `clean` (its sanitized reading) when it shows anything else (`shown`, its
 * markup now), keeping the caret at the same place in the text. Compared as the frame's own
 * parser writes `clean`, so typing, whose markup is already clean, never rewrites the element.
 */
export function showClean(
  element: HTMLElement,
  clean: string,
  policy: ContentPolicy,
  shown: string = element.innerHTML,
): void {
  if (clean === shown) return;
  const doc = element.ownerDocument;
  const template = doc.createElement('template');
  template.innerHTML = clean;
  if (template.innerHTML === shown) return;
  const selection = doc.getSelection();
  const caretInside =
    selection !== null && selection.rangeCount > 0 && element.contains(selection.focusNode) && !clean.includes(CARET);
  let marked = clean;
  if (caretInside) {
    // Mark the caret in the text, read again: the marker comes out where the caret's text went.
    const range = selection.getRangeAt(0).cloneRange();
    range.collapse(false);
    const marker = doc.createTextNode(CARET);
    range.insertNode(marker);
    marked = readContent(element, policy);
    marker.remove();
  }
  element.innerHTML = marked;
  if (selection === null || !caretInside) return;
  const walker = doc.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let text = walker.nextNode() as Text | null; text !== null; text = walker.nextNode() as Text | null) {
    const at = text.data.indexOf(CARET);
    if (at < 0) continue;
    text.deleteData(at, 1);
    selection.collapse(text, at);
    return;
  }
  // The caret sat in something the sanitizer dropped: put it at the end.
  selection.selectAllChildren(element);
  selection.collapseToEnd();
}
