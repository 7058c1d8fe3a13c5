/**
 * A template near the named limits, for the tests that need a render that takes a while: many
 * sections of rich text, up to `targetChars` of JSON, under the node limit.
 */
import { LIMITS } from '../../renderer/index.ts';

/** JSON text of a page of about `targetChars` characters (at most the definition limit). */
export function maximalDefinition(targetChars: number): string {
  const paragraph = `<p>${'Launch faster with <strong>bold</strong> ideas and <a href="https://example.com/x">links</a>. '.repeat(20)}</p>`;
  const block = { tagName: 'text', content: paragraph };
  const blockChars = JSON.stringify(block).length + 1;
  const perColumn = 20;
  const columnChars = blockChars * perColumn + 60;
  const sections: unknown[] = [];
  let chars = 40;
  let nodes = 1;
  while (chars + columnChars * 2 < Math.min(targetChars, LIMITS.maxDefinitionLength) && nodes + 2 + perColumn * 2 < LIMITS.maxNodes) {
    sections.push({ tagName: 'section', children: [0, 1].map(() => ({ tagName: 'column', children: Array.from({ length: perColumn }, () => block) })) });
    chars += columnChars * 2 + 40;
    nodes += 3 + perColumn * 2;
  }
  return JSON.stringify({ tagName: 'page', children: sections });
}
