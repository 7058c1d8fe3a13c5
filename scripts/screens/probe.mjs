// A debugging aid for the screenshots: mounts the editor as capture.mjs does and prints what an
// expression evaluated in the page returns. node scripts/screens/probe.mjs <lang> <theme> <width> '<js>'
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test-support/chromium.mjs';
const [lang = 'ar', theme = 'light', width = '1280', expr = '1'] = process.argv.slice(2);
const base = 'http://localhost:3417';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
const context = await browser.newContext({ viewport: { width: Number(width), height: 800 } });
await context.route('**/__screens/blank.html', (route) =>
  route.fulfill({
    contentType: 'text/html',
    body: '<!doctype html><html><head><style>html,body{margin:0;height:100%}#editor{height:100vh}</style></head><body><div id="editor"></div><script src="/lp-editor.js"></script></body></html>',
  }),
);
const page = await context.newPage();
await page.goto(`${base}/__screens/blank.html`);
await page.evaluate(
  async ({ lang, theme }) => {
    const { apiKey, userId } = await (await fetch('/demo/config.json')).json();
    const editor = window.LandingPageEditor({
      config: { authorize: { apiKey, userId: userId ?? 'u' }, light: theme === 'light', language: lang },
    });
    window.__editor = editor;
    await editor.render('#editor');
    await editor.load(await (await fetch('/demo/example-page.json')).json());
  },
  { lang, theme },
);
await page.waitForTimeout(800);
console.log(JSON.stringify(await page.evaluate(expr), null, 1));
await browser.close();
