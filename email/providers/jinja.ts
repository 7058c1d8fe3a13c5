/**
 * The providers whose template language is Jinja-like (Klaviyo's Django, HubSpot's HubL, Brevo's):
 * `{{ path }}`, a `default` filter, `{% if %}` blocks with jinjaStyle operators and `and` / `or`,
 * string literals in either quote with `{` and `}` refused. `jinjaProvider` writes all of it once;
 * each provider file gives only what differs, as data.
 */
import { defineProvider, type EmailServiceProvider } from './define.ts';
import { delimiters } from './delimiters.ts';
import {
  expressionRule,
  IF_ENDIF_BLOCKS,
  jinjaStyle,
  pathProblem,
  quoted,
  type ExpressionStyle,
  type Literal,
  type PathRules,
} from './syntax.ts';

/** What a Jinja-like provider file declares. */
export interface JinjaProviderSpec {
  readonly id: string;
  readonly label: string;
  readonly references: readonly string[];
  /** The variable paths it reads: each part's pattern, the reserved first parts, the language for messages. */
  readonly path: PathRules;
  /** The variable a merge tag name stands for (default: the name as it is). */
  readonly variable?: (name: string) => string;
  /** The language, in messages about a value or fallback it refuses ("HubL", "Klaviyo"). */
  readonly valueLanguage: string;
  /** The inside of `{{ … }}` for a variable with a default (`literal` is already quoted). */
  readonly fallback: (variable: string, literal: string) => string;
  /** Operators the language writes differently from jinjaStyle. */
  readonly operators?: Partial<Omit<ExpressionStyle, 'literal'>>;
}

/** A name without a dot is a contact attribute (`contact.NAME`); a name with a dot is used as it is. */
export function contactVariable(name: string): string {
  return name.includes('.') ? name : `contact.${name}`;
}

/** Jinja's, Django's, HubL's and Brevo's delimiters: `{{ … }}`, `{% … %}` and `{# … #}` comments, which hide everything up to the next `#}`. */
export const JINJA_DELIMITERS = delimiters('{{', '{%', '{#', '}}', '%}', '#}');

/** The provider definition for a Jinja-like language. */
export function jinjaProvider(spec: JinjaProviderSpec): EmailServiceProvider {
  const variable = spec.variable ?? ((name: string) => name);
  const literal = (value: string): Literal => quoted(value, ["'", '"'], /[{}]/, spec.valueLanguage);
  const style = jinjaStyle(literal, spec.operators);
  return defineProvider({
    id: spec.id,
    label: spec.label,
    references: spec.references,
    delimiters: JINJA_DELIMITERS,
    nameProblem: (name) => pathProblem(variable(name), spec.path),
    mergeTag: (name) => `{{ ${variable(name)} }}`,
    fallbackTag(name, fallback) {
      const arg = quoted(fallback, ["'"], /[{}]/, spec.valueLanguage);
      return 'unsupported' in arg ? arg : `{{ ${spec.fallback(variable(name), arg.literal)} }}`;
    },
    rule: (rule) => expressionRule(variable(rule.tag), rule, style),
    ...IF_ENDIF_BLOCKS,
  });
}
