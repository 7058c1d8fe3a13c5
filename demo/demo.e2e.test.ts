/**
 * The demo as a new user meets it, end to end: `npm start` (which builds the editor), Chromium on
 * the printed demo URL, the public script only. Select a text block, type, undo, redo, change its
 * color for mobile only, save; the onSave payload's html is what get-html returned, and the saved
 * page at 400 px shows the mobile color while desktop keeps its own; then, from an empty page,
 * a small page built with the mouse alone (a layout, blocks from the panel, a block moved between
 * columns). Screenshots of the editor in dark and light are written to out/screenshots/ as artifacts.
 */
import { expect } from 'chai';
import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { spawnService, type SpawnedService } from '../server/testing/spawn-service.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/test-support/chromium.mjs';

const SHOTS = new URL('../out/screenshots/', import.meta.url).pathname;

/** Records what the public API's onSave received, by wrapping LandingPageEditor as the script defines it. */
const RECORD_SAVES = `
  window.__saves = [];
  let real;
  Object.defineProperty(window, 'LandingPageEditor', {
    configurable: true,
    get: () => real && ((init) => real({ ...init, onSave: (payload) => (window.__saves.push(payload), init.onSave?.(payload)) })),
    set: (value) => (real = value),
  });
`;

const doc = (page: Page) =>
  page.evaluate(() =>
    JSON.stringify(
      (document.querySelector('lp-editor') as unknown as { store: { state: { doc: unknown } } }).store.state.doc,
    ),
  );

describe('the demo, end to end (npm start, Chromium)', function () {
  this.timeout(180_000);
  let service: SpawnedService;
  let browser: Browser;
  let page: Page;

  before(async () => {
    service = await spawnService({ via: 'npm' });
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
    page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.addInitScript(RECORD_SAVES);
    mkdirSync(SHOTS, { recursive: true });
  });

  after(async () => {
    await browser?.close();
    await service?.stop();
  });

  it('the banner names the demo URL, and it opens the editor with the example page', async () => {
    expect(service.output()).to.include(`Open the editor demo: ${service.url}/demo/`);
    await page.goto(`${service.url}/demo/`);
    await page.frameLocator('lp-canvas iframe').locator('h1').first().waitFor({ timeout: 30_000 });
    await page.locator('#log-panel').getByText('onInit').waitFor();
    await page.locator('#log-panel').getByText('onLoaded').waitFor();
    // The built script renders with the browser's parser and fetched social glyphs: the canvas
    // holds the same section markup the service's renderer writes for the example.
    const glyph = await page.frameLocator('lp-canvas iframe').locator('.lp-social-icon path').first().getAttribute('d');
    expect(glyph).to.match(/^M[\d.\s,a-zA-Z-]+$/);
  });

  it('select a text block, type, undo, redo', async () => {
    const heading = page.frameLocator('lp-canvas iframe').locator('h1').first();
    await heading.click();
    await page.locator('lp-canvas .toolbar').waitFor();
    // Its accessible name says whose it is (drawn compact beside a block, it shows no name).
    expect(await page.locator('lp-canvas .toolbar').getAttribute('aria-label')).to.match(/Text/);
    await heading.dblclick();
    // The rich-text engine loads with the first edit; its toolbar says it is ready.
    await page.locator('lp-rich-text-toolbar').waitFor();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' zqxv', { delay: 20 });
    await page.waitForFunction("JSON.stringify(document.querySelector('lp-editor').store.state.doc).includes(' zqxv')");
    await page.keyboard.press('Control+z');
    expect(await doc(page)).to.not.include(' zqxv');
    await page.keyboard.press('Control+y');
    expect(await doc(page)).to.include(' zqxv');
    await page.locator('#log-panel').getByText('onRedoChange').first().waitFor();
  });

  it('change the color for mobile only, then save: the payload is what get-html returned', async () => {
    await page.locator('lp-top-bar [data-control="device-mobile"]').click();
    await page
      .locator('lp-selection-panel .device')
      .getByText(/Editing for Mobile/)
      .waitFor();
    await page.locator('lp-selection-panel [data-field="color"] input[type="text"]').fill('#c026d3');
    const uid = await page
      .frameLocator('lp-canvas iframe')
      .locator('h1')
      .first()
      .evaluate((h1) => h1.closest('[data-lp-uid]')!.getAttribute('data-lp-uid')!);
    // A string, not a function: the test's TypeScript transform would add helpers the page lacks.
    const node = (await page.evaluate(`(() => {
      const find = (n) => (n.uid === ${JSON.stringify(uid)} ? n : (n.children ?? []).map(find).find(Boolean));
      return find(document.querySelector('lp-editor').store.state.doc);
    })()`)) as unknown;
    expect((node as { xsAttributes?: Record<string, string> }).xsAttributes).to.deep.include({ color: '#c026d3' });
    expect((node as { attributes?: Record<string, string> }).attributes?.color).to.not.equal('#c026d3');

    await page.locator('lp-top-bar [data-control="device-desktop"]').click();
    await page.waitForTimeout(500); // the canvas width and colors animate for about 160 ms
    await page.screenshot({ path: `${SHOTS}editor-dark.png` });
    const response = page.waitForResponse((r) => r.url().endsWith('/landing-page/get-html'));
    await page.locator('lp-top-bar [data-control="save"]').click();
    const returned = ((await (await response).json()) as { html: string }).html;
    await page.waitForFunction(() => (window as unknown as { __saves: unknown[] }).__saves.length === 1);
    const saved = await page.evaluate(
      () => (window as unknown as { __saves: { json: unknown; html: string }[] }).__saves[0]!,
    );
    expect(Object.keys(saved).sort()).to.deep.equal(['html', 'json']);
    expect(saved.html).to.equal(returned);
    expect(JSON.stringify(saved.json)).to.include('#c026d3');
    await page.locator('#log-panel').getByText('onSave').first().waitFor();
    await page.locator('lp-top-bar').getByText('All changes saved').waitFor();

    // The saved page: the mobile color at 400 px, the desktop color at 1200 px.
    const view = await browser.newPage({ viewport: { width: 400, height: 800 } });
    await view.setContent(saved.html, { waitUntil: 'domcontentloaded' });
    const color = (p: Page) => p.locator(`[class~="lp-n-${uid}"]`).evaluate((el) => getComputedStyle(el).color);
    expect(await color(view)).to.equal('rgb(192, 38, 211)');
    await view.setViewportSize({ width: 1200, height: 800 });
    expect(await color(view)).to.not.equal('rgb(192, 38, 211)');
    await view.close();
  });

  it('the light theme, and a reload keeps the saved work', async () => {
    await page.locator('#theme').click();
    await page.waitForFunction(() => document.querySelector('lp-editor')?.getAttribute('theme') === 'light');
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${SHOTS}editor-light.png` });
    await page.reload();
    await page.frameLocator('lp-canvas iframe').locator('h1').first().waitFor({ timeout: 30_000 });
    expect(await doc(page)).to.include('#c026d3');
  });

  it('asks before the page is left while edits are unsaved', async () => {
    const heading = page.frameLocator('lp-canvas iframe').locator('h1').first();
    await heading.dblclick();
    await page.keyboard.type('!');
    await page.locator('lp-top-bar').getByText('Unsaved changes').waitFor();
    // The editor cancels beforeunload, which is what makes the browser ask (whether Chromium shows
    // the prompt also depends on its user-activation rules, so the event itself is checked).
    const cancelled = await page.evaluate(() => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });
    expect(cancelled).to.equal(true);
  });

  it('builds a small page from an empty one with drag and drop only', async () => {
    await page.evaluate(`document.querySelector('lp-editor').load({ tagName: 'page', children: [] })`);
    await page.locator('lp-canvas .empty').waitFor();
    const tile = (entry: string) => page.locator(`lp-blocks-panel [data-entry="${entry}"]`);
    const frame = page.frameLocator('lp-canvas iframe');
    // The mouse through the DevTools protocol, as a hand would move it: Playwright's own mouse
    // probes every frame for a native drag as the pressed mouse moves, which a sandboxed frame
    // without scripts (the canvas) refuses, and Playwright then closes the page.
    const cdp = await page.context().newCDPSession(page);
    const mouse = (type: 'mousePressed' | 'mouseMoved' | 'mouseReleased', x: number, y: number) =>
      cdp.send('Input.dispatchMouseEvent', {
        type,
        x,
        y,
        button: 'left',
        buttons: type === 'mouseReleased' ? 0 : 1,
        clickCount: type === 'mouseMoved' ? 0 : 1,
      });
    /** Presses on `from`, glides to `to` in steps, and lets go. */
    const drag = async (from: { x: number; y: number }, to: { x: number; y: number }) => {
      await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x: from.x, y: from.y });
      await mouse('mousePressed', from.x, from.y);
      for (let step = 1; step <= 12; step++)
        await mouse('mouseMoved', from.x + ((to.x - from.x) * step) / 12, from.y + ((to.y - from.y) * step) / 12);
      await page.waitForTimeout(50);
      await mouse('mouseReleased', to.x, to.y);
    };
    const centre = async (box: Promise<{ x: number; y: number; width: number; height: number } | null>) => {
      const b = (await box)!;
      return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
    };
    const canvas = (await page.locator('lp-canvas iframe').boundingBox())!;
    // A two-column section onto the empty page.
    await drag(await centre(tile('layout:1-1').boundingBox()), { x: canvas.x + canvas.width / 2, y: canvas.y + 80 });
    await frame.locator('.lp-column').nth(1).waitFor();
    // An image into the second column, under its text.
    const second = (await frame.locator('.lp-column').nth(1).boundingBox())!;
    await drag(await centre(tile('block:image').boundingBox()), {
      x: second.x + second.width / 2,
      y: second.y + second.height - 6,
    });
    await frame.locator('.lp-column').nth(1).locator('.lp-image').waitFor();
    // A button into the first column, then dragged over to the second.
    const first = (await frame.locator('.lp-column').nth(0).boundingBox())!;
    await drag(await centre(tile('block:button').boundingBox()), {
      x: first.x + first.width / 2,
      y: first.y + first.height - 6,
    });
    const button = frame.locator('.lp-column').nth(0).locator('.lp-button');
    await button.waitFor();
    const target = (await frame.locator('.lp-column').nth(1).boundingBox())!;
    await drag(await centre(button.boundingBox()), { x: target.x + target.width / 2, y: target.y + target.height - 6 });
    await frame.locator('.lp-column').nth(1).locator('.lp-button').waitFor();
    const built = JSON.parse(await doc(page)) as { children: { children: { children: { tagName: string }[] }[] }[] };
    expect(built.children).to.have.length(1);
    expect(built.children[0]!.children.map((column) => column.children.map((block) => block.tagName))).to.deep.equal([
      ['text'],
      ['text', 'image', 'button'],
    ]);
    // The layers tree shows the same structure.
    await page.locator('lp-side-panel [data-tab="layers"]').click();
    await page.locator('lp-layers [role="treeitem"]').filter({ hasText: 'Button' }).first().waitFor();
    await page.screenshot({ path: `${SHOTS}editor-built-by-drag.png` });
  });
});
