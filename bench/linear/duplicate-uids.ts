/**
 * Issue 12: render time of a page whose blocks all share one uid (9,990 by default), through
 * renderPage, three runs.
 *
 *   node --import tsx bench/linear/duplicate-uids.ts [blocks]
 */
import { renderPage } from '../../renderer/index.ts';

const n = Number(process.argv[2] ?? 9_990);
const blocks = Array.from({ length: n }, () => ({ tagName: 'text', uid: 'x', content: '<p>Hi</p>' }));
const template = {
  tagName: 'page',
  children: [{ tagName: 'section', uid: 's', children: [{ tagName: 'column', uid: 'c', children: blocks }] }],
};
for (let run = 0; run < 3; run++) {
  const start = performance.now();
  const { html, warnings } = renderPage(structuredClone(template), { mode: 'publish' });
  console.log(
    `${n} blocks sharing uid "x": ${(performance.now() - start).toFixed(0)} ms, ${html.length} bytes, ${warnings.length} warning(s)`,
  );
}
