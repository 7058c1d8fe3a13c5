import { generatePage } from './generate-page.ts';
import { renderPage } from '../renderer/index.ts';
const r = renderPage(generatePage());
const css = r.html.slice(r.html.indexOf('<style>'), r.html.indexOf('</style>'));
const parts = css.split('@media');
for (const p of parts) console.log(p.slice(0, 30).replace(/\n/g,' '), p.length, p.split('\n').length);
const lines = parts[0]!.split('\n').filter(l => l.startsWith('.lp-n-'));
const by: Record<string, [number, number]> = {};
for (const l of lines) { const m = /\{ (.*) \}/.exec(l); const props = m![1]!.split('; ').map(d => d.split(':')[0]).join(','); const e = by[props] ?? [0,0]; e[0]++; e[1]+=l.length; by[props]=e; }
console.log(Object.entries(by).sort((a,b)=>b[1][1]-a[1][1]).slice(0,25));
