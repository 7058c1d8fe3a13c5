/**
 * What the profiling scripts of this folder (keys-profile.ts, reveal-profile.ts) share: one
 * service, host page and Chromium, and for each run a fresh editor holding the 2,000-block page
 * (interaction.ts's), with the real mouse (cdp-mouse.ts). They do not build: run `npm run build`
 * first.
 */
import os from 'node:os';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CdpMouse } from './cdp-mouse.ts';
import { type BenchPage, generateBenchPage, LARGE_LAYOUT } from './page.ts';
import type { ProbeApi } from './probe.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, startHostPage, startService } from './services.ts';

/** Calls the in-page probe (`window.lpBench`). */
export function call<K extends keyof ProbeApi>(
  page: Page,
  name: K,
  callArgs: Parameters<ProbeApi[K]>,
): Promise<Awaited<ReturnType<ProbeApi[K]>>> {
  return page.evaluate(`window.lpBench[${JSON.stringify(name)}](...${JSON.stringify(callArgs)})`) as Promise<
    Awaited<ReturnType<ProbeApi[K]>>
  >;
}

/** One run: its page with the editor and the large page loaded, and whether it is the last. */
export interface LargePageRun {
  readonly page: Page;
  readonly context: BrowserContext;
  readonly mouse: CdpMouse;
  readonly bench: BenchPage;
  /** 0-based. */
  readonly index: number;
  readonly last: boolean;
}

/** Runs `each` `runs` times, each in a fresh editor holding the 2,000-block page; everything stops after. */
export async function largePageRuns(runs: number, each: (run: LargePageRun) => Promise<void>): Promise<void> {
  const bench = generateBenchPage(20261126, LARGE_LAYOUT);
  const service = await startService();
  const host = await startHostPage(service.url);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS] });
  try {
    const load = os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
    console.log(`Chromium ${browser.version()}, load average ${load}`);
    for (let index = 0; index < runs; index++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      page.on('pageerror', (error) => console.error(`pageerror: ${error.message}`));
      await page.goto(host.url);
      await call(page, 'start', [{ apiKey: service.apiKey, userId: 'bench' }]);
      await call(page, 'load', [bench.page]);
      const mouse = await CdpMouse.on(page);
      await each({ page, context, mouse, bench, index, last: index === runs - 1 });
      await context.close();
    }
  } finally {
    await browser.close();
    await host.stop();
    await service.stop();
  }
}
