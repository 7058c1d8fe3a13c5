import { generatePage } from './generate-page.ts';
import { renderReact } from './peers.tsx';
import { renderFloor } from './floor.ts';
import { renderPage } from '../renderer/index.ts';
const page = generatePage();
const mode = process.argv[2];
const others: (() => unknown)[] = mode === 'floor' ? [() => renderFloor(page)] : mode === 'ours' ? [() => renderPage(page)] : [];
const xs: number[] = [];
for (let i = 0; i < 80; i++) { for (const o of others) o(); const t = performance.now(); renderReact(page); if (i >= 20) xs.push(performance.now() - t); }
xs.sort((a, b) => a - b); console.log(mode, 'react median', xs[xs.length >> 1]!.toFixed(1));
