/**
 * Display conditions: a block of an email (a section, a column, a content block) shown only to
 * recipients whose merge-tag values match. A node carries its condition under the key
 * `displayCondition` (CONDITION_KEY):
 *
 *     { "tagName": "mj-section", "displayCondition": { "match": "all",
 *       "rules": [{ "tag": "plan", "operator": "equals", "value": "pro" }] }, ... }
 *
 * The same condition is either evaluated here (variants.evaluate) or written in the provider's
 * syntax around the block (variants.enrichWithConditions, see variants.ts). Each operator is
 * defined once, by `evaluateCondition`; a provider that cannot write one says so, and the render
 * is refused (422) rather than sent with a condition that means something else.
 */
import { z } from 'zod';
import { MERGE_TAG_LIMITS, MERGE_TAG_NAME, mergeTagValue, type MergeTagItem } from './merge-tags.ts';
import type { ConditionSyntax, EmailServiceProvider } from './providers/define.ts';

/** The node key that holds a display condition. */
export const CONDITION_KEY = 'displayCondition';

/** The operators, each defined by `evaluateCondition`. */
export const CONDITION_OPERATORS = [
  'equals',
  'notEquals',
  'contains',
  'notContains',
  'isSet',
  'isNotSet',
  'greaterThan',
  'lessThan',
] as const;

/** A comparison operator. */
export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];

/** Operators that take no value. */
const UNARY: ReadonlySet<ConditionOperator> = new Set(['isSet', 'isNotSet']);

/** Whether `operator` takes a value. */
function operatorTakesValue(operator: ConditionOperator): boolean {
  return !UNARY.has(operator);
}

/** The named limits of a condition. */
export const CONDITION_LIMITS = Object.freeze({
  /** Rules of one condition. */
  maxRules: 10,
  /** Characters of a rule's value. */
  maxValueLength: 256,
});

/** One comparison of a merge tag's value. */
export interface ConditionRule {
  /** The merge tag name whose value is tested. */
  readonly tag: string;
  readonly operator: ConditionOperator;
  /** Required by every operator except isSet and isNotSet, which take none. */
  readonly value?: string;
}

/** A display condition: `all` rules must hold, or `any` one of them. */
export interface DisplayCondition {
  readonly match: 'all' | 'any';
  readonly rules: readonly ConditionRule[];
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f\uE000\uE001]/;

const ruleSchema = z
  .object({
    tag: z.string().max(MERGE_TAG_LIMITS.maxNameLength).regex(MERGE_TAG_NAME, 'must be a merge tag name'),
    operator: z.enum(CONDITION_OPERATORS),
    value: z
      .string()
      .min(1, 'must not be empty (use isSet or isNotSet to test for a value)')
      .max(CONDITION_LIMITS.maxValueLength)
      .refine((v) => !CONTROL.test(v), 'must not contain control characters')
      .optional(),
  })
  .superRefine((rule, ctx) => {
    const takesValue = operatorTakesValue(rule.operator);
    if (takesValue && rule.value === undefined)
      ctx.addIssue({ code: 'custom', path: ['value'], message: `${rule.operator} needs a value` });
    if (!takesValue && rule.value !== undefined)
      ctx.addIssue({ code: 'custom', path: ['value'], message: `${rule.operator} takes no value` });
  });

/** The schema of a display condition (the value of a node's `displayCondition`). */
export const conditionSchema = z
  .object({
    match: z.enum(['all', 'any']).default('all'),
    rules: z.array(ruleSchema).min(1).max(CONDITION_LIMITS.maxRules),
  })
  .describe(
    'Show this block only when the condition holds: `match` `all` (default) or `any` of `rules`, each `{tag, operator, value?}` with operator one of ' +
      `${CONDITION_OPERATORS.join(', ')}. docs/email-merge-tags.md.`,
  ) satisfies z.ZodType<DisplayCondition, unknown>;

/**
 * A number as conditions read one: optional minus, digits, optional decimals (`-12.5`). Nothing
 * else (no `+`, exponent, hex, spaces), so a zip code like `02134` is a number but `1e3` is text.
 * Providers write such values as number literals for greaterThan and lessThan.
 */
export const CONDITION_NUMBER = /^-?\d+(?:\.\d+)?$/;

function compareValues(actual: string, expected: string): number {
  const a = actual.trim();
  if (CONDITION_NUMBER.test(a) && CONDITION_NUMBER.test(expected)) return Number(a) - Number(expected);
  return actual < expected ? -1 : actual > expected ? 1 : 0;
}

/** Whether one rule holds for `actual` (the tag's value; '' when the tag has none). */
export function evaluateRule(rule: ConditionRule, actual: string): boolean {
  const expected = rule.value ?? '';
  switch (rule.operator) {
    case 'equals':
      return actual === expected;
    case 'notEquals':
      return actual !== expected;
    case 'contains':
      return actual.includes(expected);
    case 'notContains':
      return !actual.includes(expected);
    case 'isSet':
      return actual !== '';
    case 'isNotSet':
      return actual === '';
    case 'greaterThan':
      return compareValues(actual, expected) > 0;
    case 'lessThan':
      return compareValues(actual, expected) < 0;
  }
}

/**
 * Whether `condition` holds for the merge tags `values` (each tag's `value ?? sample`; a tag
 * missing from the list, or without either, has the value ''). Comparisons are exact and
 * case-sensitive; greaterThan and lessThan compare as numbers when both sides are CONDITION_NUMBER
 * (the tag's value trimmed), as strings by UTF-16 code units otherwise.
 */
export function evaluateCondition(condition: DisplayCondition, values: ReadonlyMap<string, MergeTagItem>): boolean {
  const test = (rule: ConditionRule) => evaluateRule(rule, mergeTagValue(values.get(rule.tag)));
  return condition.match === 'any' ? condition.rules.some(test) : condition.rules.every(test);
}

/**
 * The provider's opening and closing syntax for `condition`, or why it cannot be written. The
 * output is checked once more here (conditionSyntaxProblem) whatever the provider returned: it
 * goes into the HTML as it is, so it must be inert there.
 */
export function wrapCondition(provider: EmailServiceProvider, condition: DisplayCondition): ConditionSyntax {
  const syntax = provider.condition(condition);
  if (!syntax.ok) return syntax;
  const problem = conditionSyntaxProblem(syntax.open) ?? conditionSyntaxProblem(syntax.close);
  return problem === undefined
    ? syntax
    : { ok: false, reason: `${provider.label} syntax for this condition would ${problem}` };
}

// eslint-disable-next-line no-control-regex
const UNSAFE_IN_TEXT = /[&\u0000-\u001f\u007f\uE000\uE001]|<[A-Za-z!/?]/;

/**
 * Why `raw` cannot be written as it is into HTML text between blocks, or undefined when it can:
 * no `&` (a character reference would change it), no `<` that opens a tag or comment, no control
 * characters and no placeholder characters. `<` before a space or a digit, `>` and quotes are
 * plain text to an HTML parser, and ESPs read the source as text.
 */
export function conditionSyntaxProblem(raw: string): string | undefined {
  const m = UNSAFE_IN_TEXT.exec(raw);
  return m === null ? undefined : `contain ${JSON.stringify(m[0])}, which cannot appear in HTML as it is`;
}
