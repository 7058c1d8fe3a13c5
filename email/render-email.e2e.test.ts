/**
 * The example newsletter as a mail client's browser engine lays it out: Chromium (headless,
 * through playwright-core), the HTML loaded as it is sent, at 600 px (a desktop client's reading
 * pane) and 375 px (a phone). Multi-column sections sit side by side at 600 px and stack at
 * 375 px, as mjml's media queries intend; nothing overflows the phone's width. Screenshots go to
 * out/screenshots/ for a person to look at. Nothing is fetched: the example's images are on
 * example.com, which Chromium's flags (scripts/test-support/chromium.mjs) resolve to nothing.
 */
import { expect } from 'chai';
import { mkdirSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/test-support/chromium.mjs';
import { renderEmail } from './render-email.ts';
import { newsletter } from './testing/examples.ts';

const SHOTS = new URL('../out/screenshots/', import.meta.url).pathname;

/** The boxes of each multi-column section's columns, in document order (a string: no compiled helpers cross into the page). */
const COLUMN_BOXES = `(() => [...document.querySelectorAll('div[class^="mj-column"], div[class*=" mj-column"]')]
  .map((column) => ({ row: column.parentElement, box: column.getBoundingClientRect() }))
  .reduce((rows, { row, box }) => { const last = rows.at(-1); if (last && last.row === row) last.boxes.push(box); else rows.push({ row, boxes: [box] }); return rows; }, [])
  .filter((row) => row.boxes.length > 1)
  .map((row) => row.boxes.map((b) => ({ top: Math.round(b.top), left: Math.round(b.left), bottom: Math.round(b.bottom), width: Math.round(b.width) }))))()`;

type Box = { top: number; left: number; bottom: number; width: number };

describe('the example newsletter in Chromium at 600 and 375 px', function () {
  this.timeout(60_000);
  let browser: Browser;
  let html: string;

  before(async () => {
    html = (await renderEmail(newsletter)).html;
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
    mkdirSync(SHOTS, { recursive: true });
  });
  after(async () => browser?.close());

  async function layout(width: number): Promise<{ rows: Box[][]; scrollWidth: number }> {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.setContent(html, { waitUntil: 'domcontentloaded' });
    await page.screenshot({ path: `${SHOTS}email-newsletter-${width}.png`, fullPage: true });
    const rows = (await page.evaluate(COLUMN_BOXES)) as Box[][];
    const scrollWidth = (await page.evaluate('document.documentElement.scrollWidth')) as number;
    await page.close();
    return { rows, scrollWidth };
  }

  it('600 px: the columns of each multi-column section sit side by side', async () => {
    const { rows } = await layout(600);
    expect(rows.length).to.be.greaterThan(1);
    for (const row of rows) {
      for (const box of row.slice(1)) expect(box.top, JSON.stringify(row)).to.equal(row[0]!.top);
      expect(new Set(row.map((box) => box.left)).size, JSON.stringify(row)).to.equal(row.length);
    }
  });

  it('375 px: they stack, each as wide as the first, and nothing is wider than the phone', async () => {
    const { rows, scrollWidth } = await layout(375);
    expect(rows.length).to.be.greaterThan(1);
    for (const row of rows) {
      for (let i = 1; i < row.length; i++) {
        expect(row[i]!.top, JSON.stringify(row)).to.be.at.least(row[i - 1]!.bottom);
        expect(row[i]!.left, JSON.stringify(row)).to.equal(row[0]!.left);
      }
    }
    expect(scrollWidth).to.be.at.most(375);
  });
});
