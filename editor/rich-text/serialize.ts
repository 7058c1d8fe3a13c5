/**
 * Between stored content and the engine's documents. `parseContent` reads stored (sanitized)
 * markup into a document of the schema; `serialize` writes a document as markup, tidied the way
 * stored content reads (a list item's first paragraph without its `<p>`, nested single-style
 * spans as one span, styles in the sanitizer's form, colors as `#rrggbb` and font lists as the
 * font choices write them: css-style.ts); `storedContent` is that markup through the renderer's sanitizer, which is
 * what the document stores. Parsing happens in an inert document: nothing in it loads.
 */
import { DOMParser as SchemaParser, DOMSerializer, type Node as PMNode, type Schema } from 'prosemirror-model';
import { sanitizeContent, type ContentPolicy } from '../../renderer/sanitize/rich-text.ts';
import { SCHEMAS } from './schema.ts';
import { normalizeStyleValue, readStyle, writeStyle } from './css-style.ts';

let inertDocument: Document | undefined;
/** A document with no browsing context: markup parsed in it loads and runs nothing. */
export function inert(): Document {
  inertDocument ??= document.implementation.createHTMLDocument('');
  return inertDocument;
}

/** A `<div>` of the inert document holding `html`. */
function holder(html: string): HTMLElement {
  const div = inert().createElement('div');
  div.innerHTML = html;
  return div;
}

/** Stored markup (already sanitized, or sanitized here) as a document of `policy`'s schema. */
export function parseContent(html: string, policy: ContentPolicy): PMNode {
  const clean = sanitizeContent(html, policy).html;
  return SchemaParser.fromSchema(SCHEMAS[policy]).parse(holder(clean));
}

/** The document's markup as the schema writes it, tidied (see the header); written with `doc`'s elements. */
export function serialize(node: PMNode, schema: Schema = node.type.schema, doc: Document = inert()): string {
  const container = doc.createElement('div');
  container.append(DOMSerializer.fromSchema(schema).serializeFragment(node.content, { document: doc }));
  tidy(container);
  return container.innerHTML;
}

/** What the document stores for `node`: its markup through the sanitizer of `policy`. */
export function storedContent(node: PMNode, policy: ContentPolicy): string {
  return sanitizeContent(serialize(node), policy).html;
}

function tidy(container: HTMLElement): void {
  // The serializer sets styles through the CSSOM (`color: rgb(192, 0, 0);`): written again in the
  // sanitizer's own form, colors and font lists in their stored form (`color:#c00000`).
  for (const styled of container.querySelectorAll('[style]')) {
    const declarations = [...readStyle(styled.getAttribute('style'))];
    const style = writeStyle(declarations.map(([property, value]) => [property, normalizeStyleValue(property, value)]));
    if (style === null) styled.removeAttribute('style');
    else styled.setAttribute('style', style);
  }
  // `<li><p>text</p></li>` → `<li>text</li>`: the parser wraps a list item's loose text again.
  for (const item of container.querySelectorAll('li')) {
    const first = item.firstElementChild;
    if (first !== null && first === item.firstChild && first.localName === 'p' && first.attributes.length === 0)
      first.replaceWith(...first.childNodes);
  }
  // `<span style="a"><span style="b">x</span></span>` → `<span style="a;b">x</span>` (the same marks).
  for (const span of [...container.querySelectorAll('span')].reverse()) {
    const only = span.firstChild;
    if (
      span.childNodes.length !== 1 ||
      only?.nodeType !== 1 ||
      (only as Element).localName !== 'span' ||
      span.attributes.length !== 1 ||
      (only as Element).attributes.length !== 1
    )
      continue;
    const inner = only as HTMLElement;
    span.setAttribute('style', `${span.getAttribute('style')};${inner.getAttribute('style')}`);
    inner.replaceWith(...inner.childNodes);
  }
}
