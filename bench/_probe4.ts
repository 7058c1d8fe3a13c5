import { generatePage, countNodes, DEFAULT_MIX, type SectionType } from './generate-page.ts';
import { renderPage } from '../renderer/index.ts';
const zero = Object.fromEntries(Object.keys(DEFAULT_MIX).map(k => [k, 0])) as Record<SectionType, number>;
const base = generatePage(1, zero); const bn = countNodes(base); const bb = Buffer.byteLength(renderPage(base).html);
for (const k of Object.keys(DEFAULT_MIX) as SectionType[]) {
  const p = generatePage(1, { ...zero, [k]: 20 });
  const n = (countNodes(p) - bn) / 20; const b = (Buffer.byteLength(renderPage(p).html) - bb) / 20;
  console.log(k.padEnd(14), n.toFixed(1), b.toFixed(0), (b/n).toFixed(0));
}
const p = generatePage(); const r = renderPage(p);
console.log('total', countNodes(p), Buffer.byteLength(r.html), r.warnings.length);
