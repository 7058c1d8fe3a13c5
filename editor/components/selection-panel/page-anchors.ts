/**
 * The anchors a link can point to: every `anchor` attribute the page's nodes set on desktop (the
 * sections' ids), in page order, once each (the renderer drops a repeated anchor).
 */
import type { PageDefinition, TemplateNode } from '../../../renderer/index.ts';
import { ANCHOR } from '../../../renderer/attributes/patterns.ts';

/** The page's anchors, in order, without repeats. */
export function pageAnchors(doc: PageDefinition): string[] {
  const found = new Set<string>();
  const stack: TemplateNode[] = [...(doc.children ?? [])].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    const anchor = node.attributes?.anchor;
    if (typeof anchor === 'string' && ANCHOR.test(anchor)) found.add(anchor);
    stack.push(...[...(node.children ?? [])].reverse());
  }
  return [...found];
}
