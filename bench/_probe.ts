import { generatePage, countNodes, countKind } from './generate-page.ts';
import { renderPage } from '../renderer/index.ts';
import { sanitizeContent } from '../renderer/sanitize/rich-text.ts';
const page = generatePage();
console.log('nodes', countNodes(page));
for (const k of ['section','container','column','text','image','gif','button','divider','spacer','social','video','form','html','raw','custom-raw']) console.log(k, countKind(page,k));
const r = renderPage(page);
console.log('html bytes', Buffer.byteLength(r.html), 'warnings', r.warnings);
console.log('json bytes', JSON.stringify(page).length);
// canonical check
let bad = 0;
const walk = (n: any) => { if (n.tagName==='text'||n.tagName==='button') { const c = sanitizeContent(n.content, n.tagName==='text'?'rich':'inline').html; if (c!==n.content) { if (bad++<5) console.log('NONCANON', n.content, '\n=>', c);} } for (const c of n.children??[]) walk(c); };
walk(page);
console.log('noncanonical', bad);
const styleStart = r.html.indexOf('<style>'); const styleEnd = r.html.indexOf('</style>');
console.log('css bytes', styleEnd-styleStart);
let t = performance.now(); for (let i=0;i<50;i++) renderPage(page); console.log('ms/render', (performance.now()-t)/50);
