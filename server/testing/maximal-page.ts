/**
 * A template near the named limits, for the tests that need a render that takes a while: many
 * sections of rich text, up to `targetChars` of JSON, under the node limit. Every paragraph is
 * different (it carries its number), so the sanitizer's memo cannot shortcut the work: this is
 * the most expensive page of its size, not a cheap one.
 */
import { LIMITS } from '../../renderer/index.ts';

/** JSON text of a page of about `targetChars` characters (at most the definition limit). */
export function maximalDefinition(targetChars: number): string {
  const paragraph = (n: number) =>
    `<p>${`Launch ${n} faster with <strong>bold</strong> ideas and <a href="https://example.com/${n}">links</a>. `.repeat(20)}</p>`;
  const blockChars = JSON.stringify({ tagName: 'text', content: paragraph(1_000_000) }).length + 1;
  let count = 0;
  const block = () => ({ tagName: 'text', content: paragraph(count++) });
  const perColumn = 20;
  const columnChars = blockChars * perColumn + 60;
  const sections: unknown[] = [];
  let chars = 40;
  let nodes = 1;
  while (
    chars + columnChars * 2 < Math.min(targetChars, LIMITS.maxDefinitionLength) &&
    nodes + 2 + perColumn * 2 < LIMITS.maxNodes
  ) {
    sections.push({
      tagName: 'section',
      children: [0, 1].map(() => ({ tagName: 'column', children: Array.from({ length: perColumn }, block) })),
    });
    chars += columnChars * 2 + 40;
    nodes += 3 + perColumn * 2;
  }
  return JSON.stringify({ tagName: 'page', children: sections });
}
