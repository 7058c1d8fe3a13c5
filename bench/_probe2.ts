import { generatePage } from './generate-page.ts';
import { renderPage } from '../renderer/index.ts';
const r = renderPage(generatePage());
const by: Record<string, number> = {};
for (const m of r.html.matchAll(/<div class="lp-([a-z-]+) lp-n-[^\n]*/g)) { const k = m[1]!; by[k] = (by[k] ?? 0) + m[0].length; }
console.log(by);
