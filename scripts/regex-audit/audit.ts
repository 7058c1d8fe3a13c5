/**
 * The regular-expression audit (issue 12): every pattern the code compiles (found by collect.ts,
 * never listed by hand) is judged by recheck, which proves a pattern linear (or fuzzes a large
 * one) or finds an input that makes a backtracking engine take polynomial or exponential time.
 * A pattern it does not judge safe fails the audit unless allow-list.ts names it with the reason
 * it is safe anyway.
 */
import { checkSync, type Diagnostics } from 'recheck';
import { collectPatterns, type Collection } from './collect.ts';
import { ALLOWED, type Allowance } from './allow-list.ts';

/** The folders whose non-test code is audited, from the repository root. */
export const AUDITED_FOLDERS = ['renderer', 'email', 'server', 'editor', 'scripts'] as const;

/** The repository root. */
export const ROOT = new URL('../../', import.meta.url).pathname;

let collected: Collection | undefined;
/** Every pattern of the audited folders (read once per process). */
export function auditedPatterns(): Collection {
  return (collected ??= collectPatterns(ROOT, AUDITED_FOLDERS));
}

const verdicts = new Map<string, Diagnostics>();
/**
 * recheck's verdict on a pattern, once per process. Its own timeout is generous (a loaded
 * machine must not turn a proof into "unknown"); "unknown" fails the audit like "vulnerable".
 */
export function recheckPattern(source: string, flags: string): Diagnostics {
  const key = `${flags}/${source}`;
  let verdict = verdicts.get(key);
  if (verdict === undefined) verdicts.set(key, (verdict = checkSync(source, flags, { timeout: 60_000 })));
  return verdict;
}

/**
 * Whether recheck judged the pattern safe: its automaton checker proved matching at most linear,
 * or, for a pattern too large to turn into an automaton (long bounded repetitions), its fuzzer
 * found no input that grows faster. The dynamic test (validators-linear.test.ts) then times the
 * validators built on these patterns.
 */
export const isLinear = (verdict: Diagnostics): boolean => verdict.status === 'safe';

/** The allow-list entry that covers a found pattern, if any. */
export function allowanceFor(file: string, source: string): Allowance | undefined {
  return ALLOWED.find((entry) => entry.file === file && entry.source === source);
}

/** The allow-list entry that covers an unresolved `RegExp(...)` call, if any. */
export function allowanceForCall(file: string, code: string): Allowance | undefined {
  return ALLOWED.find((entry) => entry.file === file && entry.code !== undefined && code.startsWith(entry.code));
}

/** A one-line description of what recheck found, with the attack it built. */
export function describeVerdict(verdict: Diagnostics): string {
  if (verdict.status === 'safe') return `safe (${verdict.complexity.summary})`;
  if (verdict.status === 'unknown')
    return `unknown (${verdict.error.kind}${'message' in verdict.error ? `: ${verdict.error.message}` : ''})`;
  return `${verdict.complexity.summary}, attack: ${verdict.attack.pattern}`;
}
