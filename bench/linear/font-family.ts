/**
 * Issue 12: how long the renderer's font-family grammar takes on the 120-character adversarial
 * list (ten one-letter families, each followed by ten spaces before its comma, then a character
 * that makes the whole list invalid), directly and through the attribute's schema check.
 *
 *   node --import tsx bench/linear/font-family.ts [spaces per family, default 10]
 */
import { FONT_FAMILY } from '../../renderer/attributes/patterns.ts';
import { fontFamily } from '../../renderer/attributes/types.ts';

const spaces = Number(process.argv[2] ?? 10);
const list = Array.from({ length: 10 }, () => 'a' + ' '.repeat(spaces)).join(',') + '!';

/** The first call's time: what one request with this value costs a fresh process. */
function time(label: string, run: () => boolean): void {
  const start = performance.now();
  const verdict = run();
  console.log(`${label}: ${(performance.now() - start).toFixed(2)} ms (valid: ${verdict})`);
}

console.log(`${list.length} characters: ${JSON.stringify(list)}`);
time('FONT_FAMILY.test', () => FONT_FAMILY.test(list));
time('attribute check (types.ts fontFamily)', () => fontFamily.test(list));

// Warm: the mean of many calls once the pattern is compiled and optimized.
const calls = 10_000;
const start = performance.now();
for (let i = 0; i < calls; i++) FONT_FAMILY.test(list);
console.log(
  `FONT_FAMILY.test, warm: ${(((performance.now() - start) / calls) * 1000).toFixed(2)} µs a call (mean of ${calls})`,
);
