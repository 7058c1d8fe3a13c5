import { generatePage } from './generate-page.ts';
import { renderPage } from '../renderer/index.ts';
const page = generatePage();
for (let i = 0; i < 30; i++) renderPage(page);
const t = performance.now();
for (let i = 0; i < 150; i++) renderPage(page);
console.log('ms', (performance.now() - t) / 150);
