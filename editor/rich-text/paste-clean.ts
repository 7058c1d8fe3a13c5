/**
 * Clipboard and drop HTML made readable by the schema's parser (the engine's
 * `transformPastedHTML`): what Word, Google Docs and web pages put on the clipboard carries a lot
 * the schema has no use for, and a few things it must read differently.
 *
 * - Word: conditional comments and the `<o:p>` placeholders go; `mso-*` declarations and `Mso…`
 *   classes go; list paragraphs (`mso-list:l0 level2 lfo1`, their bullet in a `mso-list:Ignore`
 *   span) become real `<ul>`/`<ol>` lists, nested as their levels say.
 * - Google Docs: the `<b id="docs-internal-guid-…" style="font-weight:normal">` wrapper is
 *   unwrapped (it is not bold); spans with `font-weight:700` and `font-style:italic` are read as
 *   bold and italic by the schema's style rules. A nested list comes as a `<ul>` right inside the
 *   outer `<ul>`, after the item it belongs to (no `<li>` around it): it moves into that item.
 *   Items of one flat list with `aria-level` 2, 3… nest under the item before them. (The
 *   `margin-left` Docs writes on items is the same at every level: it says nothing.)
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
  nestLooseLists(root);
  nestAriaLevels(root);
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
const WORD_LEVEL = /level(\d{1,2})/i;
const WORD_LIST_ID = /mso-list:\s*(l\d{1,4})/i;

/** An open list while lists are rebuilt: its element and the level its items have. */
interface OpenList {
  readonly list: HTMLElement;
  readonly level: number;
}

/**
 * Word's list paragraphs (`style="mso-list:l0 level1 lfo1"`, a bullet or number in a
 * `mso-list:Ignore` span first) as lists: consecutive ones become the items of one list, ordered
 * when the marker is a number or a letter, and an item of a deeper level starts a list inside the
 * item before it (a skipped level nests one step, as in Word's own HTML export). Another list id
 * (`l1`) at the first level starts another list.
 */
function wordLists(root: HTMLElement): void {
  const doc = root.ownerDocument;
  const paragraphs = [...root.querySelectorAll<HTMLElement>('p[style*="mso-list"], p[class^="MsoListParagraph"]')];
  let open: OpenList[] = [];
  let listId: string | undefined;
  for (const paragraph of paragraphs) {
    const style = paragraph.getAttribute('style') ?? '';
    const marker = paragraph.querySelector('span[style*="mso-list:Ignore"], span[style*="mso-list: Ignore"]');
    const markerText = marker?.textContent?.replace(/\u00a0/g, ' ') ?? '';
    marker?.remove();
    const tag = ORDERED_MARKER.test(markerText) ? 'ol' : 'ul';
    const level = Number(WORD_LEVEL.exec(style)?.[1] ?? '1') || 1;
    const id = WORD_LIST_ID.exec(style)?.[1];
    // A paragraph right after the lists being built continues them; anything between ends them.
    const top = open[0]?.list;
    if (top === undefined || paragraph.previousElementSibling !== top || (level === 1 && id !== listId)) open = [];
    listId = open.length === 0 || level === 1 ? id : listId;
    const item = doc.createElement('li');
    item.append(...paragraph.childNodes);
    placeItem(open, item, level, tag, (list) => paragraph.before(list));
    paragraph.remove();
  }
}

/**
 * Puts `item` (of `level`, for a list of `tag`) into the open lists, innermost last: the deeper
 * ones close (all but the first, when the item is shallower than even that one: a copy that began
 * inside a list); the list of its level takes it when it is of the same kind, else a new list does,
 * after that one (another kind at the same level), or inside the last item of the list above it,
 * or where `place` puts a list of the first level.
 */
function placeItem(
  open: OpenList[],
  item: HTMLElement,
  level: number,
  tag: 'ul' | 'ol',
  place: (list: HTMLElement) => void,
): void {
  // Lists that began deeper (a copy from the middle of a list) close down to the first, which takes this level.
  const bottom = open[0];
  if (bottom !== undefined && bottom.level > level) open.splice(0, open.length, { list: bottom.list, level });
  while (open.length > 0 && open[open.length - 1]!.level > level) open.pop();
  const same = open[open.length - 1];
  let sibling: HTMLElement | undefined;
  if (same !== undefined && same.level === level) {
    if (same.list.localName === tag) {
      same.list.append(item);
      return;
    }
    sibling = same.list;
    open.pop();
  }
  const list = item.ownerDocument.createElement(tag);
  const parentItem = open[open.length - 1]?.list.lastElementChild;
  if (sibling !== undefined) sibling.after(list);
  else if (parentItem?.localName === 'li') parentItem.append(list);
  else place(list);
  open.push({ list, level });
  list.append(item);
}

/**
 * A list right inside a list (Google Docs writes nested lists so, after the item they belong to)
 * moves into the item before it; with no item before it (a level skipped) its items join the
 * outer list. Lists are visited outer first, so what moves is visited in its new place.
 */
function nestLooseLists(root: HTMLElement): void {
  for (const list of root.querySelectorAll<HTMLElement>('ul, ol')) {
    const parent = list.parentElement;
    if (parent === null || (parent.localName !== 'ul' && parent.localName !== 'ol')) continue;
    const before = list.previousElementSibling;
    if (before?.localName === 'li') before.append(list);
    else list.replaceWith(...list.childNodes);
  }
}

/**
 * Items of one flat list with `aria-level` (Google Docs and Word for the web write it on each
 * item): an item deeper than the list's first starts, or continues, a list inside the item before it.
 */
function nestAriaLevels(root: HTMLElement): void {
  for (const list of root.querySelectorAll<HTMLElement>('ul, ol')) {
    const items = [...list.children] as HTMLElement[];
    // Only a list of leveled items alone: anything else in it would lose its place.
    if (items.length < 2 || !items.every((item) => item.localName === 'li' && item.hasAttribute('aria-level')))
      continue;
    const levels = items.map((item) => Number(item.getAttribute('aria-level')) || 1);
    if (levels.every((level) => level === levels[0])) continue;
    const base = Math.min(...levels);
    // The first item has no item before it to go into: it is of the list's level.
    levels[0] = base;
    const tag = list.localName as 'ul' | 'ol';
    const open: OpenList[] = [{ list, level: base }];
    list.replaceChildren();
    for (const [index, item] of items.entries())
      placeItem(open, item, levels[index]!, tag, (inner) => list.append(inner));
  }
}
