/**
 * `decodeHTML` from the `entities` package, answered by the browser's parser: the text of a
 * `<textarea>` (RCDATA: character references decoded, no markup) in an inert document. The
 * editor's bundle uses it instead of entities' tables (scripts/build-editor.mjs aliases it); the
 * renderer decodes only to see a URL's scheme as a browser would.
 */
let area: HTMLTextAreaElement | undefined;

/** `text` with its HTML character references decoded, as in text content. */
export function decodeHTML(text: string): string {
  area ??= document.implementation.createHTMLDocument('').createElement('textarea');
  // The parser turns NUL into U+FFFD; entities keeps it. Decode around it to agree.
  return text
    .split('\0')
    .map((part) => {
      area!.innerHTML = part;
      return area!.value;
    })
    .join('\0');
}
