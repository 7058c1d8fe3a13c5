/**
 * A node's short label in the layers tree and in what the canvas announces of a selection
 * (canvas-navigation.ts): a module of its own so that the workspace, which announces, shares only
 * this with the layers tree, a part of its own (editor/lazy/parts.ts), and not the tree's model.
 */
import { registry, type TemplateNode } from '../../../renderer/index.ts';

/** How many words of a node's text its label shows. */
export const LABEL_WORDS = 5;

const labelCache = new WeakMap<TemplateNode, string>();

/**
 * A node's short label: the first words of the node's text for kinds edited as text (markup
 * stripped cheaply: the label is shown as text, escaped by Lit, never as HTML), else a non-empty
 * `alt`, else empty (the row shows the kind's name alone). Authored HTML is not read: its text may
 * be a script's.
 */
export function layerLabel(node: TemplateNode): string {
  const cached = labelCache.get(node);
  if (cached !== undefined) return cached;
  let label = '';
  if (registry.get(node.tagName)?.inlineEditable === true && typeof node.content === 'string')
    label = firstWords(node.content, LABEL_WORDS);
  if (label === '' && typeof node.attributes?.alt === 'string') label = firstWords(node.attributes.alt, LABEL_WORDS);
  if (Object.isFrozen(node)) labelCache.set(node, label);
  return label;
}

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** The first `count` words of an HTML fragment's text, with "…" when there are more. */
export function firstWords(htmlText: string, count: number, limit = 800): string {
  // Only the start is read: five words never need a long paragraph, and a long one costs per keystroke.
  const start = htmlText.length > limit ? htmlText.slice(0, limit) : htmlText;
  const stripped = start.replace(/<[^>]*>?/g, ' ');
  const plain = !stripped.includes('&')
    ? stripped
    : stripped.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
        if (name[0] === '#') {
          const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
          return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
        }
        return ENTITIES[name.toLowerCase()] ?? whole;
      });
  const words = plain.split(/\s+/).filter((word) => word !== '');
  // A cut through a long tag's attributes may leave too few words: then the whole is read, rarely.
  if (words.length < count && start.length < htmlText.length) return firstWords(htmlText, count, limit * 8);
  const more = words.length > count || start.length < htmlText.length;
  return words.slice(0, count).join(' ') + (more && words.length > 0 ? '…' : '');
}
