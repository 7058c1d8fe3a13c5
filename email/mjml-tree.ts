/**
 * MJML as the tree mjml reads, and as text.
 *
 * `mjml2html` takes either MJML text, which it first parses with mjml-parser-xml, or that
 * parser's output: `{tagName, attributes, children?, content?}` nodes. The serializer already
 * holds the tree, so it hands mjml the tree and skips a parse it would otherwise pay for on every
 * cold render. The builders here give each node exactly the shape the parser would give it for
 * the text `mjmlText` writes, so the two inputs are one document:
 *
 * - attribute values as written in the text (escaped; the parser does not decode entities), with
 *   `"true"` and `"false"` turned into booleans (the parser's `convertBooleans`);
 * - `attributes` always present; `children` only when there are some (the parser's `cleanNode`);
 * - `content` trimmed, and absent when empty (the parser reads an ending tag's inner text so).
 *
 * mjml-tree.test.ts holds the parser to that on the example emails and on random hostile
 * templates: parsing `mjmlText(tree)` gives `tree` back, and mjml renders both to the same HTML.
 * The text is what the render cache keys on, what the golden files show, and what the benchmark's
 * plain mjml peer renders.
 */

/** An attribute value as mjml's parser delivers it. */
export type MjmlAttributeValue = string | boolean;

/** One MJML element, in mjml-parser-xml's shape (without its line and file bookkeeping). */
export interface MjmlElement {
  readonly tagName: string;
  readonly attributes: Record<string, MjmlAttributeValue>;
  readonly children?: MjmlElement[];
  readonly content?: string;
}

/** `escaped` (an attribute value as written in MJML text) as the parser delivers it. */
export function mjmlAttributeValue(escaped: string): MjmlAttributeValue {
  return escaped === 'true' ? true : escaped === 'false' ? false : escaped;
}

/** An element with children (none is the same as an empty element). */
export function mjmlElement(
  tagName: string,
  attributes: Record<string, MjmlAttributeValue> = {},
  children: MjmlElement[] = [],
): MjmlElement {
  return children.length === 0 ? { tagName, attributes } : { tagName, attributes, children };
}

/** An element whose inner text mjml reads as it is (an "ending tag": mj-text, mj-raw, mj-style…). */
export function mjmlLeaf(
  tagName: string,
  attributes: Record<string, MjmlAttributeValue>,
  content: string,
): MjmlElement {
  const trimmed = content.trim();
  return trimmed === '' ? { tagName, attributes } : { tagName, attributes, content: trimmed };
}

function write(node: MjmlElement): string {
  let open = '<' + node.tagName;
  for (const name of Object.keys(node.attributes)) open += ' ' + name + '="' + String(node.attributes[name]) + '"';
  open += '>';
  const close = '</' + node.tagName + '>';
  if (node.content !== undefined) return open + node.content + close;
  if (node.children === undefined) return open + close;
  let inner = '';
  for (const child of node.children) inner += write(child) + '\n';
  return open + '\n' + inner + close;
}

/** The document as MJML text: one element a line, content inline. */
export function mjmlText(root: MjmlElement): string {
  return write(root) + '\n';
}
