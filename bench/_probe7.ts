import { writeFileSync } from 'node:fs';
import { generatePage } from './generate-page.ts';
import { renderReact, renderPuck, toPuckData } from './peers.tsx';
const page = generatePage();
const data = toPuckData(page);
const r = renderReact(page); const p = renderPuck(data);
console.log(Buffer.byteLength(r), Buffer.byteLength(p), r === p);
writeFileSync('/tmp/react.html', r); writeFileSync('/tmp/puck.html', p);
for (const [name, f] of [['react', () => renderReact(page)], ['puck', () => renderPuck(data)]] as const) {
  for (let i = 0; i < 10; i++) f();
  const t = performance.now(); for (let i=0;i<30;i++) f(); console.log(name, (performance.now()-t)/30);
}
