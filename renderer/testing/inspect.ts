/** Helpers that read rendered HTML back, for tests: parse it as a browser would and look inside. */
import { parse, type DefaultTreeAdapterTypes as P } from 'parse5';
import { BLOCK_TAGS } from '../blocks/registry.ts';

export type Element = P.Element;

/** Every element of a parsed document, in document order (template contents included). */
export function elements(html: string): P.Element[] {
  const out: P.Element[] = [];
  const stack: P.ParentNode[] = [parse(html)];
  while (stack.length > 0) {
    const node = stack.pop() as P.ParentNode;
    const children =
      'content' in node && node.nodeName === 'template' ? (node as P.Template).content.childNodes : node.childNodes;
    for (let i = children.length - 1; i >= 0; i--) {
      const child = children[i] as P.ChildNode;
      if ('tagName' in child) {
        stack.push(child);
      }
    }
    if ('tagName' in node) out.push(node as P.Element);
  }
  return out;
}

export const attr = (element: P.Element, name: string): string | undefined =>
  element.attrs.find((a) => a.name === name)?.value;

export const classes = (element: P.Element): string[] => (attr(element, 'class') ?? '').split(/\s+/).filter(Boolean);

const BLOCK_CLASSES = new Set(BLOCK_TAGS.map((tag) => `lp-${tag}`));

/** The root elements of rendered nodes of a role, found by their kind and node classes. */
export function renderedNodes(html: string, kindClasses: ReadonlySet<string>): P.Element[] {
  return elements(html).filter((el) => {
    const list = classes(el);
    return list.some((c) => kindClasses.has(c)) && list.some((c) => c.startsWith('lp-n-'));
  });
}

export const renderedBlocks = (html: string) => renderedNodes(html, BLOCK_CLASSES);
export const renderedSections = (html: string) => renderedNodes(html, new Set(['lp-section']));
export const renderedColumns = (html: string) => renderedNodes(html, new Set(['lp-column']));

/** The text of the document's one <style> element (throws unless there is exactly one). */
export function styleText(html: string): string {
  const styles = elements(html).filter(
    (el) => el.tagName === 'style' && el.parentNode && 'tagName' in el.parentNode && el.parentNode.tagName === 'head',
  );
  if (styles.length !== 1) throw new Error(`expected one <style> in <head>, found ${styles.length}`);
  return (styles[0] as P.Element).childNodes.map((n) => ('value' in n ? n.value : '')).join('');
}

/** Deep-freezes a value, as Immer's snapshots are, so that a mutation throws in strict mode. */
export function deepFreeze<T>(value: T): T {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'object' && item !== null && !Object.isFrozen(item)) {
      Object.freeze(item);
      for (const key of Object.keys(item)) stack.push((item as Record<string, unknown>)[key]);
    }
  }
  return value;
}
