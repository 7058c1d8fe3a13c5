import { generatePage } from './generate-page.ts';
import { renderPage } from '../renderer/index.ts';
const r = renderPage(generatePage());
const body = r.html.slice(r.html.indexOf('<body>'));
console.log(body.slice(20000, 26000));
