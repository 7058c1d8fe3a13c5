/**
 * Whether a validator's time grows linearly on hostile inputs (validators-linear.test.ts): every
 * family of inputs is first screened (grown in small steps up to the longest input, or until a
 * call is slow enough to measure, so that a catastrophic validator fails instead of hanging the
 * run); the fastest-growing families are then timed properly, best of several runs, between that
 * size and one 8 times shorter.
 */
import { growthRatio } from '../../renderer/testing/growth.ts';
import { attackFamilies, recheckFamily, type AttackFamily } from './adversarial.ts';
import { recheckPattern } from './audit.ts';
import type { Validator } from './validators.ts';

/** Linear work gives about 8 over an input 8 times longer; quadratic gives 64. */
export const BOUND = 30;
const SIZE_RATIO = 8;

/** Time per call, over enough calls (at most `maxCalls`) to last `minMs`. */
function perCall(run: () => unknown, minMs: number, maxCalls: number): number {
  let calls = 0;
  const start = performance.now();
  let elapsed = 0;
  do {
    run();
    calls++;
    elapsed = performance.now() - start;
  } while (elapsed < minMs && calls < maxCalls);
  return elapsed / calls;
}

interface Screened {
  readonly family: AttackFamily;
  /** Time per call at `large` over time per call at `small` (large = 8 small). */
  readonly score: number;
  readonly small: number;
  readonly large: number;
}

/** A call this slow is measurable: the input need not grow further to judge the growth. */
const MEASURABLE_MS = 25;
/** Each step of the ladder is this much longer than the last: small enough that no step can hang. */
const STEP = 1.25;

/**
 * Grows the input in small steps, one call each, up to the validator's longest input or until a
 * call is slow enough to measure; then compares that size with one 8 times shorter. The small
 * steps matter: a pattern exponential in the number of repetitions would hang on an input twice
 * as long as the last harmless one, never on one a quarter longer.
 */
function screen(validator: Validator, family: AttackFamily): Screened {
  let size = Math.max(1, Math.floor(validator.maxLength / (SIZE_RATIO * SIZE_RATIO)));
  for (;;) {
    const input = family.make(size);
    const start = performance.now();
    validator.run(input);
    if (performance.now() - start > MEASURABLE_MS || size >= validator.maxLength) break;
    size = Math.min(validator.maxLength, Math.ceil(size * STEP));
  }
  const small = Math.max(1, Math.floor(size / SIZE_RATIO));
  const atSmall = family.make(small);
  const atLarge = family.make(size);
  const tSmall = perCall(() => validator.run(atSmall), 0.2, 50);
  const tLarge = perCall(() => validator.run(atLarge), 0.2, 10);
  return { family, score: tLarge / tSmall, small, large: size };
}

/** One family's growth, timed properly. */
export interface Growth {
  readonly family: string;
  readonly sample: string;
  readonly small: number;
  readonly large: number;
  readonly ratio: number;
}

/** The growth of the validator's fastest-growing hostile families (the three worst, and any past BOUND at screening). */
export function worstGrowth(validator: Validator): Growth[] {
  const families = attackFamilies(validator.alphabet);
  if (validator.pattern) {
    const verdict = recheckPattern(validator.pattern.source, validator.pattern.flags);
    if (verdict.status === 'vulnerable') families.push(recheckFamily(verdict.attack));
  }
  const screened = families.map((family) => screen(validator, family)).sort((a, b) => b.score - a.score);
  return screened
    .filter((s, i) => i < 3 || s.score > BOUND)
    .map((suspect) => {
      const small = suspect.family.make(suspect.small);
      const large = suspect.family.make(suspect.large);
      const ratio = growthRatio(
        () => validator.run(small),
        () => validator.run(large),
        { runs: 5, minBatchMs: 2 },
      );
      return {
        family: suspect.family.name,
        sample: large.slice(0, 60),
        small: suspect.small,
        large: suspect.large,
        ratio,
      };
    });
}
