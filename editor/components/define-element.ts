/**
 * The editor's custom element names, per build. A page can hold two builds of the editor (the
 * `<script>` and the ES module, or two versions), and the browser has one element registry: if
 * the second build's `<lp-top-bar>` were the first build's class, it would look for the first
 * build's context and stay empty, and its `<lp-editor>` would talk to the first build's service.
 * So each build defines its classes under their plain name when that name is free, else under the
 * first free numbered one (`lp-editor-2`), never taking or replacing another build's; and the
 * build creates and renders its elements by the names it got (`tagOf`).
 */

const names = new Map<CustomElementConstructor, string>();

/** Defines `element` as `name`, or as `name-2`, `name-3`... when another build holds `name`; the name it got. */
export function defineElement(name: string, element: CustomElementConstructor): string {
  const known = names.get(element);
  if (known !== undefined) return known;
  let tag = name;
  for (let n = 2; customElements.get(tag) !== undefined; n++) tag = `${name}-${n}`;
  customElements.define(tag, element);
  names.set(element, tag);
  return tag;
}

/** The name this build defined `element` under. */
export function tagOf(element: CustomElementConstructor): string {
  const tag = names.get(element);
  if (tag === undefined)
    throw new Error(`lp-editor: ${element.name} is not defined; its module defines it when imported.`);
  return tag;
}
