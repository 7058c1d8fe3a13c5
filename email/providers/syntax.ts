/**
 * Helpers the provider files share: variable paths, string and number literals, and the reasons
 * given when a value cannot be written. A literal is never escaped inside the ESP's syntax (each
 * ESP escapes differently, some not at all): a value that would need it is refused instead.
 */
import { CONDITION_NUMBER, type ConditionOperator, type ConditionRule } from '../conditions.ts';

/** What a variable path may look like in one template language. */
export interface PathRules {
  /** Each dot-separated part must match this. */
  readonly segment: RegExp;
  /** First parts that the language reads as a keyword or literal (compared in lower case). */
  readonly reserved?: ReadonlySet<string>;
  /** The language, for messages. */
  readonly language: string;
}

/** Why `name` is not a variable path under `rules`, or undefined. */
export function pathProblem(name: string, rules: PathRules): string | undefined {
  const segments = name.split('.');
  for (const segment of segments) {
    if (!rules.segment.test(segment))
      return `"${name}" is not a ${rules.language} variable (each dot-separated part must match ${rules.segment.source})`;
  }
  const first = (segments[0] as string).toLowerCase();
  if (rules.reserved?.has(first)) return `"${name}" starts with "${segments[0]}", a reserved word in ${rules.language}`;
  return undefined;
}

/** Why `name` is not one identifier (letters, digits, `_`; no digit first), or undefined; `what` is what it cannot be. */
export function identifierProblem(name: string, what: string): string | undefined {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) ? undefined : `"${name}" cannot be ${what} (letters, digits and _ only)`;
}

/** A literal, or why the value cannot be one. */
export type Literal = { readonly literal: string } | { readonly unsupported: string };

/**
 * `value` as a quoted string literal, with the first of `quotes` it does not contain. Refused:
 * a backslash (an escape in some languages, not in others) and any character of `forbidden`.
 */
export function quoted(value: string, quotes: readonly ("'" | '"')[], forbidden: RegExp, language: string): Literal {
  if (value.includes('\\'))
    return {
      unsupported: `the value ${JSON.stringify(value)} holds a backslash, which ${language} may read as an escape`,
    };
  const bad = forbidden.exec(value);
  if (bad)
    return {
      unsupported: `the value ${JSON.stringify(value)} holds ${JSON.stringify(bad[0])}, which ${language} syntax cannot hold here`,
    };
  for (const quote of quotes) if (!value.includes(quote)) return { literal: quote + value + quote };
  return {
    unsupported: `the value ${JSON.stringify(value)} holds ${quotes.length > 1 ? 'both kinds of quote' : `a ${quotes[0]} quote`}, which a ${language} string cannot hold`,
  };
}

/** `value` written without quotes (Mailchimp, Campaign Monitor): no `forbidden` character, no space at either end. */
export function bare(value: string, forbidden: RegExp, language: string): Literal {
  const bad = forbidden.exec(value);
  if (bad)
    return {
      unsupported: `the value ${JSON.stringify(value)} holds ${JSON.stringify(bad[0])}, which ${language} syntax cannot hold`,
    };
  if (value.trim() !== value)
    return {
      unsupported: `the value ${JSON.stringify(value)} starts or ends with a space, which ${language} would not keep`,
    };
  return { literal: value };
}

/** Whether `value` is a number as conditions read one (CONDITION_NUMBER). */
export function isConditionNumber(value: string): boolean {
  return CONDITION_NUMBER.test(value);
}

/** For greaterThan and lessThan: a number literal when the value is a number, else `quote(value)`. */
export function comparand(value: string, quote: (value: string) => Literal): Literal {
  return isConditionNumber(value) ? { literal: value } : quote(value);
}

/** `value` as a number literal, or the reason a provider that compares only numbers gives. */
export function numberOnly(value: string, label: string, operator: ConditionOperator): Literal {
  return isConditionNumber(value)
    ? { literal: value }
    : {
        unsupported: `${label} compares numbers only with ${operator}; ${JSON.stringify(value)} is not a number like 42 or -1.5`,
      };
}

/** The reason for an operator a provider has no syntax for. */
export function noOperator(label: string, operator: ConditionOperator, hint = ''): { readonly unsupported: string } {
  return { unsupported: `${label} has no syntax for ${operator}${hint ? `; ${hint}` : ''}` };
}

/** How a language with boolean expressions writes each operator (Django, Jinja, AMPscript). */
export interface ExpressionStyle {
  readonly literal: (value: string) => Literal;
  readonly equals: (subject: string, literal: string) => string;
  readonly notEquals: (subject: string, literal: string) => string;
  readonly contains: (subject: string, literal: string) => string;
  readonly notContains: (subject: string, literal: string) => string;
  readonly greaterThan: (subject: string, literal: string) => string;
  readonly lessThan: (subject: string, literal: string) => string;
  readonly isSet: (subject: string) => string;
  readonly isNotSet: (subject: string) => string;
}

/** One rule as an expression about `subject` (a variable path, or an attribute lookup). */
export function expressionRule(
  subject: string,
  rule: ConditionRule,
  style: ExpressionStyle,
): { readonly expr: string } | { readonly unsupported: string } {
  const value = rule.value ?? '';
  const op = rule.operator;
  if (op === 'isSet') return { expr: style.isSet(subject) };
  if (op === 'isNotSet') return { expr: style.isNotSet(subject) };
  const arg = op === 'greaterThan' || op === 'lessThan' ? comparand(value, style.literal) : style.literal(value);
  if ('unsupported' in arg) return arg;
  return { expr: style[op](subject, arg.literal) };
}

/**
 * The Jinja-like template languages (Klaviyo's Django, HubSpot's HubL, Brevo's): the same
 * operators (`==`, `!=`, `in`, `not in`, `>`, `<`, `not`), `{% if %}` blocks and `and` / `or`.
 * A provider passes its own literal and overrides what it writes differently.
 */
export function jinjaStyle(
  literal: (value: string) => Literal,
  overrides: Partial<Omit<ExpressionStyle, 'literal'>> = {},
): ExpressionStyle {
  return {
    literal,
    equals: (s, l) => `${s} == ${l}`,
    notEquals: (s, l) => `${s} != ${l}`,
    contains: (s, l) => `${l} in ${s}`,
    notContains: (s, l) => `${l} not in ${s}`,
    greaterThan: (s, l) => `${s} > ${l}`,
    lessThan: (s, l) => `${s} < ${l}`,
    isSet: (s) => s,
    isNotSet: (s) => `not ${s}`,
    ...overrides,
  };
}

/** `{% if … %}` … `{% endif %}`, joined with `and` / `or` (the Jinja-like languages and Liquid). */
export const IF_ENDIF_BLOCKS = Object.freeze({
  block: (expr: string) => ({ open: `{% if ${expr} %}`, close: '{% endif %}' }),
  and: ' and ',
  or: ' or ',
});
