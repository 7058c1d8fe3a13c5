/**
 * Clipboard and drop HTML made readable by the schema's parser (the engine's
 * `transformPastedHTML`): what Word, Google Docs and web pages put on the clipboard carries a lot
 * the schema has no use for, and a few things it must read differently.
 *
 * - Word: conditional comments and the `<o:p>` placeholders go; `mso-*` declarations and `Mso…`
 *   classes go; list paragraphs (`mso-list`, their bullet in a `mso-list:Ignore` span) become real
 *   `<ul>`/`<ol>` lists.
 * - Google Docs: the `<b id="docs-internal-guid-…" style="font-weight:normal">` wrapper is
 *   unwrapped (it is not bold); spans with `font-weight:700` and `font-style:italic` are read as
 *   bold and italic by the schema's style rules.
 * - Web pages: comments, classes, ids and event attributes go; the schema's parser keeps only its
 *   own elements, and the renderer's sanitizer sees the result before anything is stored.
 *
 * The markup is parsed in an inert document (serialize.ts): nothing in it loads or runs.
 */
import { inert } from './serialize.ts';

/** The cleaned markup. */
export function cleanPastedHtml(html: string): string {
  const root = inert().createElement('div');
  // What precedes the fragment in a Word clipboard (<html>, <head>, its <style>) parses into the body anyway.
  root.innerHTML = html;
  for (const removable of root.querySelectorAll('style, script, meta, link, title, xml')) removable.remove();
  removeComments(root);
  for (const wrapper of root.querySelectorAll('b[id^="docs-internal-guid"]'))
    wrapper.replaceWith(...wrapper.childNodes);
  wordLists(root);
  for (const element of root.querySelectorAll('*')) cleanElement(element);
  return root.innerHTML;
}

function removeComments(root: HTMLElement): void {
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) comments.push(node);
  for (const comment of comments) comment.parentNode?.removeChild(comment);
}

function cleanElement(element: Element): void {
  // Word's namespaced placeholders (<o:p>, <v:shape>, <w:...>): their content, if any, is not text.
  if (element.localName.includes(':')) {
    element.remove();
    return;
  }
  for (const { name } of [...element.attributes])
    if (name === 'class' || name === 'id' || name.startsWith('on') || name.startsWith('data-') || name === 'lang')
      if (!(name.startsWith('data-pm-') || name === 'data-pm-slice')) element.removeAttribute(name);
  const style = element.getAttribute('style');
  if (style !== null) {
    const kept = style
      .split(';')
      .map((declaration) => declaration.trim())
      .filter((declaration) => declaration !== '' && !/^(mso-|tab-stops|text-indent)/i.test(declaration));
    if (kept.length === 0) element.removeAttribute('style');
    else element.setAttribute('style', kept.join(';'));
  }
}

const ORDERED_MARKER = /^\s*(\d+|[a-z]{1,3}|[ivxlcdm]+)[.)]\s*$/i;

/**
 * Word's list paragraphs (`style="mso-list:l0 level1 lfo1"`, a bullet or number in a
 * `mso-list:Ignore` span first) as lists: consecutive ones become the items of one list,
 * ordered when the marker is a number or a letter. Nested levels are flattened into one list.
 */
function wordLists(root: HTMLElement): void {
  const doc = root.ownerDocument;
  const paragraphs = [...root.querySelectorAll<HTMLElement>('p[style*="mso-list"], p[class^="MsoListParagraph"]')];
  let list: HTMLElement | undefined;
  let previous: Element | undefined;
  for (const paragraph of paragraphs) {
    const marker = paragraph.querySelector('span[style*="mso-list:Ignore"], span[style*="mso-list: Ignore"]');
    const markerText = marker?.textContent?.replace(/\u00a0/g, ' ') ?? '';
    marker?.remove();
    const ordered = ORDERED_MARKER.test(markerText);
    const tag = ordered ? 'ol' : 'ul';
    if (list === undefined || previous !== paragraph.previousElementSibling || list.localName !== tag) {
      list = doc.createElement(tag);
      paragraph.before(list);
    }
    const item = doc.createElement('li');
    item.append(...paragraph.childNodes);
    list.append(item);
    previous = list;
    paragraph.remove();
  }
}
