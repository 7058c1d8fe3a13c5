/**
 * `npm run bench`: render the generated 100-section page with ours (five ways), the floor, React
 * and Puck, and compare.
 *
 * The page is built once. Every contender is warmed up, then measured about BENCH_ITERATIONS
 * times (default 200) in rounds: each round runs every contender for a short block of renders,
 * starting one contender further along than the round before, so that machine noise and frequency
 * changes fall on all of them alike. The first render of each block is not recorded: it pays for
 * the garbage the previous contender left. Each render is timed alone with performance.now(); work
 * a contender needs before its render (clearing the memos for the cold run) is outside the timing.
 *
 * Prints, per contender: median ms, p99 ms, output size, and median / floor median.
 */
import { generatePage, countNodes } from './generate-page.ts';
import { renderFloor } from './floor.ts';
import { renderPage } from '../renderer/index.ts';
import { sanitizeMemo } from '../renderer/sanitize/rich-text.ts';
import { authoredHtmlMemo } from '../renderer/sanitize/authored-html.ts';
import { checkLimits } from '../renderer/limits.ts';
import { validatePage } from '../renderer/schema/template.ts';
import os from 'node:os';

// React and Puck pick their development or production build from NODE_ENV when they are first
// imported. Development builds validate every prop and record owner stacks for every element
// (several times slower, and slower still when renders are spaced out), so a server runs the
// production ones: set it before the peers are imported (dynamically, below, for that reason).
process.env.NODE_ENV ??= 'production';
const { renderPuck, renderReact, toPuckData } = await import('./peers.tsx');

interface Contender {
  readonly name: string;
  /** Runs before each measured render, outside the timed region. */
  readonly before?: () => void;
  readonly render: () => string;
  readonly samples: number[];
  size: number;
}

/** Renders recorded per contender per round (after one unrecorded render). */
const BLOCK = 4;

const iterations = Math.max(1, Math.ceil((Number.parseInt(process.env.BENCH_ITERATIONS ?? '', 10) || 200) / BLOCK));
const warmup = Math.max(5, Math.round(iterations / 10));

const page = generatePage();
const json = JSON.stringify(page);
const puckData = toPuckData(page);
const nodes = countNodes(page);

const check = renderPage(page);
if (check.warnings.length > 0) {
  console.error(`The benchmark page renders with ${check.warnings.length} warnings; the generator needs fixing:`);
  for (const warning of check.warnings.slice(0, 10)) console.error(`  ${warning.type}: ${warning.message}`);
  process.exit(1);
}

const clearMemos = () => {
  sanitizeMemo.clear();
  authoredHtmlMemo.clear();
};

const contender = (name: string, render: () => string, before?: () => void): Contender => ({
  name,
  render,
  ...(before ? { before } : {}),
  samples: [],
  size: 0,
});

const contenders: Contender[] = [
  contender('ours publish (warm memos)', () => renderPage(page).html),
  contender('ours publish cold (memos cleared)', () => renderPage(page).html, clearMemos),
  contender('ours publish from JSON text', () => renderPage(json).html),
  contender('ours edit mode', () => renderPage(page, { mode: 'edit' }).html),
  contender('ours minified', () => renderPage(page, { minify: true }).html),
  // The part of ours that the floor and the peers do not do at all: limits and validation.
  contender(
    'ours: limits + validation only',
    () => (checkLimits(page), validatePage(page).length === 0 ? '' : 'invalid'),
  ),
  contender('floor (string builder)', () => renderFloor(page)),
  contender('React renderToString', () => renderReact(page)),
  contender('Puck <Render> renderToString', () => renderPuck(puckData)),
];
const floor = contenders.find((c) => c.name.startsWith('floor')) as Contender;
const warm = contenders[0] as Contender;

/**
 * One round: every contender renders a short block in turn. The first render of a block is not
 * recorded: it is the one that pays for the garbage the previous contender left (a contender that
 * allocates little would otherwise be charged for one that allocates a lot).
 */
function runRound(round: number, record: boolean): void {
  for (let k = 0; k < contenders.length; k++) {
    const c = contenders[(round + k) % contenders.length] as Contender;
    for (let i = 0; i <= BLOCK; i++) {
      c.before?.();
      const start = performance.now();
      const out = c.render();
      const elapsed = performance.now() - start;
      if (record && i > 0) {
        c.samples.push(elapsed);
        c.size = Buffer.byteLength(out);
      }
    }
  }
}

const cpus = os.cpus();
console.log(
  `Landing page render benchmark: ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), NODE_ENV=${process.env.NODE_ENV}`,
);
console.log(
  `Page: ${page.children?.length ?? 0} sections, ${nodes} template nodes (objects with a tagName), JSON ${(json.length / 1024).toFixed(1)} KB; ours publish HTML ${(Buffer.byteLength(check.html) / 1024).toFixed(1)} KB, no warnings.`,
);
console.log(
  `Warm-up: ${warmup} rounds; measured: ${iterations} rounds of ${BLOCK} renders per contender (after one unrecorded render), contenders round-robin. Load average before: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}.`,
);

const started = performance.now();
for (let round = 0; round < warmup; round++) runRound(round, false);
for (let round = 0; round < iterations; round++) runRound(round, true);
const seconds = (performance.now() - started) / 1000;

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const quantile = (xs: number[], q: number): number => {
  const s = sorted(xs);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))] as number;
};
const median = (xs: number[]): number => {
  const s = sorted(xs);
  const mid = s.length >> 1;
  return s.length % 2 === 1 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};

const floorMedian = median(floor.samples);
const rows = contenders.map((c) => ({
  name: c.name,
  median: median(c.samples),
  p99: quantile(c.samples, 0.99),
  size: c.size,
}));

console.log(
  `\nSizes: ours publish ${(warm.size / 1024).toFixed(1)} KB, floor ${(floor.size / 1024).toFixed(1)} KB (${((floor.size / warm.size) * 100).toFixed(1)}% of ours).`,
);
const warmMedian = median(warm.samples);
const ratio = warmMedian / floorMedian;
console.log(
  `Ours (warm) is ${ratio <= 2 ? 'within' : 'NOT within'} 2x of the floor: ${warmMedian.toFixed(2)} ms vs ${floorMedian.toFixed(2)} ms = ${ratio.toFixed(2)}x.`,
);

const nameWidth = Math.max(...rows.map((r) => r.name.length));
const line = `${'-'.repeat(nameWidth)}  ${'-'.repeat(9)}  ${'-'.repeat(9)}  ${'-'.repeat(9)}  ${'-'.repeat(7)}`;
console.log(
  `\n${nodes} nodes, ${iterations * BLOCK} renders recorded each (${seconds.toFixed(0)} s in all; load average after: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')})`,
);
console.log(
  `${'contender'.padEnd(nameWidth)}  ${'median ms'.padStart(9)}  ${'p99 ms'.padStart(9)}  ${'size KB'.padStart(9)}  ${'x floor'.padStart(7)}`,
);
console.log(line);
for (const r of rows) {
  console.log(
    `${r.name.padEnd(nameWidth)}  ${r.median.toFixed(2).padStart(9)}  ${r.p99.toFixed(2).padStart(9)}  ${(r.size / 1024).toFixed(1).padStart(9)}  ${(r.median / floorMedian).toFixed(2).padStart(7)}`,
  );
}
