/**
 * The part of parse5's API the renderer uses (parse, parseFragment, serialize,
 * defaultTreeAdapter.createElement), answered by the browser's own HTML parser. The editor's
 * bundle uses this module instead of parse5 (scripts/build-editor.mjs aliases it): the browser
 * already carries a WHATWG parser, and parse5 with its entity tables is two thirds of the script.
 *
 * Markup is parsed in an inert document (no browsing context: nothing loads, nothing runs) and
 * the result is copied into parse5's tree shape, so the renderer's sanitizers walk the same
 * objects in Node and in the browser. Where the two parsers can differ is documented in
 * docs/editor-api.md ("Rendering in the browser"): scripting is off in an inert document (a
 * `<noscript>`'s content is markup, as with parse5's `scriptingEnabled: false`), Chromium flattens
 * nesting past 512 levels, and it follows the newer `<select>` parsing.
 */
import type { DefaultTreeAdapterTypes as P } from 'parse5';

const HTML_NS = 'http://www.w3.org/1999/xhtml';
let inertDocument: Document | undefined;
const inert = () => (inertDocument ??= document.implementation.createHTMLDocument(''));

/** The DOM node each copied parent came from: serialize() asks the browser to write it. */
const sources = new WeakMap<object, Node>();

type Parent = P.Document | P.DocumentFragment | P.Element | P.Template;

/** Copies a DOM subtree into parse5's shape; a loop, since markup can nest thousands deep. */
function copy<T extends Parent>(root: Node, into: T): T {
  sources.set(into, root);
  const stack: { from: Node; to: Parent }[] = [{ from: root, to: into }];
  while (stack.length > 0) {
    const { from, to } = stack.pop()!;
    const children = from.nodeName === 'TEMPLATE' && 'content' in from ? [] : from.childNodes;
    if ('content' in from && from.content instanceof Node && 'content' in to) {
      const content = fragmentNode();
      (to as P.Template).content = content;
      stack.push({ from: from.content as Node, to: content });
    }
    for (const child of children) {
      const node = copyNode(child, to);
      if (node === undefined) continue;
      to.childNodes.push(node);
      if ('childNodes' in node && child.childNodes.length + ('content' in child ? 1 : 0) > 0)
        stack.push({ from: child, to: node as P.Element });
    }
  }
  return into;
}

function fragmentNode(): P.DocumentFragment {
  return { nodeName: '#document-fragment', childNodes: [] };
}

function copyNode(node: Node, parentNode: Parent): P.ChildNode | undefined {
  switch (node.nodeType) {
    case Node.TEXT_NODE:
      return { nodeName: '#text', value: (node as Text).data, parentNode } as P.TextNode;
    case Node.COMMENT_NODE:
      return { nodeName: '#comment', data: (node as Comment).data, parentNode } as P.CommentNode;
    case Node.DOCUMENT_TYPE_NODE: {
      const doctype = node as DocumentType;
      return {
        nodeName: '#documentType',
        name: doctype.name,
        publicId: doctype.publicId,
        systemId: doctype.systemId,
        parentNode,
      } as unknown as P.ChildNode;
    }
    case Node.ELEMENT_NODE: {
      const element = node as Element;
      const attrs = Array.from(element.attributes, (a) => ({
        name: a.localName,
        value: a.value,
        ...(a.prefix ? { prefix: a.prefix } : {}),
        ...(a.namespaceURI ? { namespace: a.namespaceURI } : {}),
      }));
      const copied = {
        nodeName: element.localName,
        tagName: element.localName,
        namespaceURI: (element.namespaceURI ?? HTML_NS) as P.Element['namespaceURI'],
        attrs,
        childNodes: [],
        parentNode,
      } as unknown as P.Element;
      sources.set(copied, element);
      return copied;
    }
    default:
      return undefined;
  }
}

/** A whole document, as parse5's `parse`. */
export function parse(html: string): P.Document {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  return copy(parsed, { nodeName: '#document', mode: 'no-quirks', childNodes: [] } as unknown as P.Document);
}

/** A fragment, as parse5's `parseFragment(html)` (a `<template>` context) or `parseFragment(context, html)`. */
export function parseFragment(contextOrHtml: P.Element | string, maybeHtml?: string): P.DocumentFragment {
  const doc = inert();
  if (typeof contextOrHtml === 'string') {
    const template = doc.createElement('template');
    template.innerHTML = contextOrHtml;
    return copy(template.content, fragmentNode());
  }
  const context = doc.createElementNS(contextOrHtml.namespaceURI, contextOrHtml.tagName);
  context.innerHTML = maybeHtml ?? '';
  return copy(context, fragmentNode());
}

/** The children of a parsed node as HTML, as parse5's `serialize`: the browser writes them. */
export function serialize(node: Parent): string {
  const source = sources.get(node);
  if (source === undefined) throw new TypeError('serialize() takes a node that parse() or parseFragment() returned.');
  if (source.nodeType === Node.DOCUMENT_NODE) return (source as Document).documentElement.outerHTML;
  if (source.nodeType === Node.DOCUMENT_FRAGMENT_NODE) {
    const holder = inert().createElement('template');
    holder.content.append(source.cloneNode(true));
    return holder.innerHTML;
  }
  return (source as Element).innerHTML;
}

/** The one tree-adapter method the renderer calls: a context element for parseFragment. */
export const defaultTreeAdapter = {
  createElement(tagName: string, namespaceURI: P.Element['namespaceURI'], attrs: P.Element['attrs']): P.Element {
    return {
      nodeName: tagName,
      tagName,
      namespaceURI,
      attrs,
      childNodes: [],
      parentNode: null,
    } as unknown as P.Element;
  },
};
