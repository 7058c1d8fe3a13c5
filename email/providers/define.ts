/**
 * What an email service provider (ESP) definition is, and `defineProvider`, which turns the few
 * things a provider knows (how to write a name, a tag, one rule, a block) into the full
 * definition, with the combination of rules (`all`, `any`) done once here for every provider.
 *
 * Each provider lives in its own file (`mailchimp.ts`, ...) as one `defineProvider({...})`, and
 * index.ts lists them. Output is text that goes into the HTML as it is and that the ESP reads as
 * its template language, so nothing here is HTML-escaped: instead, anything that would need
 * escaping (for HTML, or in the ESP's own syntax) is refused with a reason, and the caller turns
 * the reason into a 422 naming the field.
 */
import type { ConditionRule, DisplayCondition } from '../conditions.ts';
import type { Delimiters } from './delimiters.ts';

/** How one rule is written. */
export type RuleSyntax =
  /** A boolean expression the provider can join with others (`and` / `or`) inside one block. */
  | { readonly expr: string }
  /** A block of its own; several are nested for `all`, and cannot express `any`. */
  | { readonly open: string; readonly close: string }
  /** The provider cannot write this rule; the reason names what is missing. */
  | { readonly unsupported: string };

/** A provider's syntax for a whole condition, or why there is none. */
export type ConditionSyntax =
  | { readonly ok: true; readonly open: string; readonly close: string }
  | { readonly ok: false; readonly reason: string; readonly rule?: number };

/** A merge tag in a provider's syntax, or why it cannot be written. */
export type TagSyntax = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly reason: string };

/** What a provider file declares. */
export interface ProviderSpec {
  /** The value of `options.emailServiceProvider`. */
  readonly id: string;
  /** The product name, for messages and docs. */
  readonly label: string;
  /** The documents (or source) the syntax was taken from. */
  readonly references: readonly string[];
  /**
   * Every character sequence that starts (or ends) a piece of this provider's syntax: broken in
   * all the output the renderer did not write itself (email/neutralize-syntax.ts).
   */
  readonly delimiters: Delimiters;
  /** Why `name` cannot be written in this syntax, or undefined when it can. */
  nameProblem(name: string): string | undefined;
  /** The tag for `name` (already accepted by nameProblem). */
  mergeTag(name: string): string;
  /** The tag with a default for recipients without a value; absent when the ESP has no such syntax. */
  fallbackTag?(name: string, fallback: string): string | { readonly unsupported: string };
  /** One rule (its tag already accepted by nameProblem). */
  rule(rule: ConditionRule): RuleSyntax;
  /** Wraps a boolean expression in the provider's if-block. Required when `rule` returns expressions. */
  block?(expr: string): { readonly open: string; readonly close: string };
  /** Joins expressions for `all`; without it each expression gets its own nested block. */
  readonly and?: string;
  /** Joins expressions for `any`; without it `any` of several rules cannot be written. */
  readonly or?: string;
  /** True when the provider's blocks cannot be combined at all (no documented nesting or and/or). */
  readonly singleRule?: boolean;
}

/** A provider definition: the spec plus whole-condition syntax. */
export interface EmailServiceProvider extends ProviderSpec {
  /** The opening and closing syntax for `condition`, or why it cannot be written. */
  condition(condition: DisplayCondition): ConditionSyntax;
}

function blockOf(spec: ProviderSpec, expr: string): { open: string; close: string } {
  if (spec.block === undefined)
    throw new TypeError(`provider ${spec.id}: rule() returned an expression but there is no block()`);
  return spec.block(expr);
}

function composeCondition(spec: ProviderSpec, condition: DisplayCondition): ConditionSyntax {
  if (spec.singleRule && condition.rules.length > 1)
    return { ok: false, reason: `${spec.label} conditions take one rule (nesting and and/or are not documented)` };
  const exprs: string[] = [];
  const blocks: { open: string; close: string }[] = [];
  for (let i = 0; i < condition.rules.length; i++) {
    const rule = condition.rules[i] as ConditionRule;
    const nameProblem = spec.nameProblem(rule.tag);
    if (nameProblem !== undefined) return { ok: false, reason: `rule ${i}: ${nameProblem}`, rule: i };
    const syntax = spec.rule(rule);
    if ('unsupported' in syntax) return { ok: false, reason: `rule ${i}: ${syntax.unsupported}`, rule: i };
    if ('expr' in syntax) exprs.push(syntax.expr);
    else blocks.push(syntax);
  }
  const parts: { open: string; close: string }[] = [];
  if (condition.match === 'any' && condition.rules.length > 1) {
    if (spec.or === undefined)
      return {
        ok: false,
        reason: `${spec.label} cannot show a block when any one of several rules holds (match "any"); use one rule, or match "all"`,
      };
    if (blocks.length > 0)
      return { ok: false, reason: `${spec.label} cannot combine this rule with others under match "any"` };
    parts.push(blockOf(spec, exprs.join(spec.or)));
  } else {
    if (exprs.length > 0) {
      if (spec.and !== undefined) parts.push(blockOf(spec, exprs.join(spec.and)));
      else for (const expr of exprs) parts.push(blockOf(spec, expr));
    }
    parts.push(...blocks);
  }
  let open = '';
  let close = '';
  for (const part of parts) {
    open += part.open;
    close = part.close + close;
  }
  return { ok: true, open, close };
}

/** The definition for a provider spec. */
export function defineProvider(spec: ProviderSpec): EmailServiceProvider {
  return Object.freeze({ ...spec, condition: (condition: DisplayCondition) => composeCondition(spec, condition) });
}

// eslint-disable-next-line no-control-regex
const UNSAFE_TAG = /[<>&"\u0000-\u001f\u007f\uE000\uE001]/;

/**
 * Why `raw` cannot stand as it is both in HTML text and inside a double-quoted attribute value,
 * or undefined when it can: no `< > & "`, no control or placeholder characters.
 */
export function tagSyntaxProblem(raw: string): string | undefined {
  const m = UNSAFE_TAG.exec(raw);
  return m === null
    ? undefined
    : `contain ${JSON.stringify(m[0])}, which cannot appear in HTML text or an attribute as it is`;
}

/**
 * `name` as a tag of `provider`, with `fallback` when given: checked for the provider (the name,
 * the fallback's characters) and for the HTML (tagSyntaxProblem). A fallback the provider has no
 * syntax for is left out, and `fallbackIgnored` says so.
 */
export function writeMergeTag(
  provider: EmailServiceProvider,
  name: string,
  fallback?: string,
): TagSyntax & { readonly fallbackIgnored?: boolean } {
  const nameProblem = provider.nameProblem(name);
  if (nameProblem !== undefined) return { ok: false, reason: nameProblem };
  let text: string;
  let fallbackIgnored = false;
  if (fallback !== undefined && provider.fallbackTag !== undefined) {
    const tag = provider.fallbackTag(name, fallback);
    if (typeof tag !== 'string') return { ok: false, reason: `fallback: ${tag.unsupported}` };
    text = tag;
  } else {
    text = provider.mergeTag(name);
    fallbackIgnored = fallback !== undefined;
  }
  const problem = tagSyntaxProblem(text);
  if (problem !== undefined)
    return {
      ok: false,
      reason: `${fallback !== undefined && !fallbackIgnored ? 'fallback: ' : ''}the ${provider.label} tag would ${problem}`,
    };
  return fallbackIgnored ? { ok: true, text, fallbackIgnored } : { ok: true, text };
}
