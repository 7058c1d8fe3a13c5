// Screenshots of the editor's panels, menus and states, for a review by eye (issue 13): every
// state in en, de and ar (RTL), light and dark, 1280 and 1024 px wide. It mounts the editor on a
// blank page of a running service (the demo's public key), as an integrator would, and saves
// PNGs as <out>/screens-<lang>-<theme>-<width>-<state>.png.
//
//   node scripts/screens/capture.mjs [--base http://localhost:3417] [--out /work/notes/screens]
//        [--lang en,de,ar] [--theme light,dark] [--width 1280,1024] [--state blocks,layers,...]
//
// A state whose moment passes (spring: a drag held on a tab) takes its own shot, at page.shotPath,
// and returns 'shot'; the others are shot once their function returns.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test-support/chromium.mjs';

const { values: args } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://localhost:3417' },
    out: { type: 'string', default: '/work/notes/screens' },
    lang: { type: 'string', default: 'en,de,ar' },
    theme: { type: 'string', default: 'light,dark' },
    width: { type: 'string', default: '1280,1024' },
    state: { type: 'string', default: '' },
  },
});
const list = (value) => value.split(',').filter(Boolean);
const HEIGHT = 800;

// The blank host page: served by the route below at the service's origin, so the demo key's
// allowed domain (localhost) and the CSP ('self' scripts) hold. Nothing inline.
const BLANK = '/__screens/blank.html';
const BLANK_HTML = `<!doctype html><html><head><meta charset="utf-8"><title>screens</title>
<style>html,body{margin:0;height:100%}#editor{height:100vh}</style></head>
<body><div id="editor"></div><script src="/lp-editor.js"></script></body></html>`;

/** Each state: what to do on a freshly mounted editor with the example page before the shot. */
const STATES = {
  blocks: async ({ page }) => {
    await openSide(page, 'blocks');
  },
  layers: async ({ page }) => {
    await openSide(page, 'layers');
  },
  'text-selected': async ({ page, frame }) => {
    await frame.locator('[data-lp-uid="feat-boards-text"]').click();
    await settle(page);
  },
  // A short block beside others (the hero's call to action): where its toolbar goes matters most.
  'button-selected': async ({ page, frame }) => {
    await frame.locator('[data-lp-uid="hero-cta"]').click();
    await settle(page);
  },
  'rich-text': async ({ page, frame }) => {
    await frame.locator('[data-lp-uid="feat-boards-text"] p').first().dblclick();
    await settle(page);
  },
  link: async ({ page, frame }) => {
    await frame.locator('[data-lp-uid="feat-boards-text"] p').first().dblclick();
    await settle(page);
    await page.locator('[data-action="link"]').first().click();
    await settle(page);
  },
  'section-layout': async ({ page, frame }) => {
    await frame.locator('[data-lp-uid="features"]').click({ position: { x: 8, y: 8 } });
    await settle(page);
    await scrollPanelTo(page, '[data-group="layout"]');
  },
  'form-list': async ({ page, frame }) => {
    await frame.locator('[data-lp-uid="signup-form"]').scrollIntoViewIfNeeded();
    await frame.locator('[data-lp-uid="signup-form"]').click({ position: { x: 4, y: 4 } });
    await settle(page);
    await scrollPanelTo(page, '[data-group="form"]');
  },
  settings: async ({ page }) => {
    await page.locator('[data-tab="settings"]').click();
    await settle(page);
    await scrollPanelTo(page, '[data-group="design"], .design, h3:has-text("Design")');
  },
  'context-menu': async ({ page, frame }) => {
    await frame.locator('[data-lp-uid="hero-cta"]').click({ button: 'right' });
    await settle(page);
  },
  drag: async ({ page }) => {
    // Narrow, the tiles are in a drawer that starts closed.
    await openSide(page, 'blocks');
    const canvas = await page.locator('.viewport').first().boundingBox();
    await holdTileTo(page, { x: canvas.x + canvas.width / 2, y: canvas.y + 300 }, { steps: 10, pause: 30 });
    await settle(page);
  },
  // A row of the layers tree being renamed: its name double-clicked, a new name half typed.
  // The button is selected on the canvas first: in a narrow editor the layers drawer closes when
  // the selection changes, so a double click on a row not yet selected would close it.
  rename: async ({ page, frame }) => {
    await frame.locator('[data-lp-uid="hero-cta"]').click();
    await settle(page);
    await openSide(page, 'layers');
    await page.locator('[role="treeitem"][data-uid="hero-cta"] .name').dblclick();
    await page.locator('input.rename').waitFor();
    await page.keyboard.type('Primary call');
    await settle(page);
  },
  // A blocks tile held on the Layers tab mid-drag: the tab armed, its line half filled (the
  // spring opens the tab after SPRING_MS, 600 ms; the shot is taken at about half of that).
  spring: async ({ page }) => {
    await openSide(page, 'blocks');
    const tab = await page.locator('[data-tab="layers"]').first().boundingBox();
    await holdTileTo(page, { x: tab.x + tab.width / 2, y: tab.y + tab.height / 2 }, { steps: 8, pause: 20 });
    await page.waitForTimeout(200);
    await page.screenshot({ path: page.shotPath });
    // Dropped nowhere: Escape cancels the drag before the mouse is released.
    await page.keyboard.press('Escape');
    await page.mouse.up();
    return 'shot';
  },
  'add-dialog': async ({ page }) => {
    await page.locator('[data-control="add"]').click();
    await page.waitForTimeout(400);
    await settle(page);
  },
  empty: async ({ page }) => {
    await page.evaluate(async () => {
      const example = await (await fetch('/demo/example-page.json')).json();
      await window.__editor.load({ ...example, children: [] });
    });
    await settle(page, 600);
  },
  'read-only': async ({ page, frame }) => {
    await page.evaluate(() => window.__editor.setOptions({ role: 'reader' }));
    await settle(page);
    await frame.locator('[data-lp-uid="feat-boards-text"]').click();
    await settle(page);
  },
};

/** Opens a tab of the left panel: from its rail when the editor is narrow (a drawer), else its tab. */
async function openSide(page, tab) {
  const rail = page.locator(`[data-open="${tab}"]`);
  if (await rail.isVisible()) await rail.click();
  else await page.locator(`[data-tab="${tab}"]`).click();
  await settle(page);
}

/** Presses the first block tile of the blocks panel and moves the held mouse to `to` in `steps` moves, `pause` ms apart. */
async function holdTileTo(page, to, { steps, pause }) {
  const box = await page.locator('.tile.block').first().boundingBox();
  const from = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let i = 1; i <= steps; i++) {
    await page.mouse.move(from.x + ((to.x - from.x) * i) / steps, from.y + ((to.y - from.y) * i) / steps);
    await page.waitForTimeout(pause);
  }
}

async function settle(page, ms = 250) {
  await page.waitForTimeout(ms);
}

/** Scrolls the right panel so that the element matching `selector` is at its top. */
async function scrollPanelTo(page, selector) {
  const target = page.locator(`aside ${selector}`).first();
  if ((await target.count()) === 0) {
    console.warn(`  no ${selector} in the panel`);
    return;
  }
  await target.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await settle(page);
}

async function mount(page, { lang, theme }) {
  await page.goto(args.base + BLANK);
  await page.evaluate(
    async ({ lang, theme }) => {
      const { apiKey, userId } = await (await fetch('/demo/config.json')).json();
      const editor = window.LandingPageEditor({
        config: {
          authorize: { apiKey, userId: userId ?? 'demo-user' },
          title: 'Brightpath launch page',
          windowBar: ['title', 'rename', 'close'],
          renameTemplate: true,
          templateId: 'demo',
          light: theme === 'light',
          language: lang,
          role: 'manager',
        },
        onSave: () => Promise.resolve(),
      });
      window.__editor = editor;
      await editor.render('#editor');
      const example = await (await fetch('/demo/example-page.json')).json();
      await editor.load(example);
    },
    { lang, theme },
  );
  const frame = page.locator('iframe').first().contentFrame();
  await frame.locator('[data-lp-uid="hero"]').waitFor();
  await settle(page, 700);
  return frame;
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
mkdirSync(args.out, { recursive: true });
const states = list(args.state).length > 0 ? list(args.state) : Object.keys(STATES);
let failures = 0;
try {
  for (const lang of list(args.lang))
    for (const theme of list(args.theme))
      for (const width of list(args.width).map(Number)) {
        const context = await browser.newContext({ viewport: { width, height: HEIGHT }, locale: lang });
        await context.route(`**${BLANK}`, (route) =>
          route.fulfill({ contentType: 'text/html; charset=utf-8', body: BLANK_HTML }),
        );
        const page = await context.newPage();
        page.on('pageerror', (error) => console.warn(`  page error: ${error.message}`));
        for (const state of states) {
          const file = join(args.out, `screens-${lang}-${theme}-${width}-${state}.png`);
          try {
            const frame = await mount(page, { lang, theme });
            page.shotPath = file;
            if ((await STATES[state]({ page, frame })) !== 'shot') await page.screenshot({ path: file });
            console.log(file);
          } catch (error) {
            failures++;
            console.error(`FAILED ${file}: ${error.message.split('\n')[0]}`);
            await page.screenshot({ path: file }).catch(() => {});
          }
        }
        await context.close();
      }
} finally {
  await browser.close();
}
process.exitCode = failures > 0 ? 1 : 0;
