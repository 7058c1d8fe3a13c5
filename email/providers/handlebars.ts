/**
 * Generic Handlebars, with the built-in helpers only: `{{name}}` and `{{#if}}` / `{{#unless}}`.
 * Core Handlebars has no comparison helper, so only isSet and isNotSet can be written; an ESP
 * that adds helpers has its own id (sendgrid, mailgun). Handlebars escapes `{{name}}` output.
 *
 * Based on: handlebarsjs.com guide, "Expressions" (paths, literals `true false null undefined`,
 * `this`, `else`) and "Built-in Helpers" (`if`, `unless`; `if` is false for "", 0, [], null).
 * This is the default provider: its output is the neutral syntax the template was written in.
 */
import { defineProvider } from './define.ts';
import { delimiters } from './delimiters.ts';
import { noOperator, pathProblem, type PathRules } from './syntax.ts';

/** Handlebars paths: dot-separated identifiers (`-` is allowed in Handlebars ids); no literal or keyword first. */
export const HANDLEBARS_PATH: PathRules = {
  segment: /^[A-Za-z_][A-Za-z0-9_-]*$/,
  reserved: new Set(['else', 'this', 'true', 'false', 'null', 'undefined']),
  language: 'Handlebars',
};

/**
 * Handlebars' delimiters: `{{` (and `{{{`, `{{!`, `{{>`, …), `}}`, and a backslash before a brace,
 * which makes the tag after it literal text (`\\{{name}}` prints `{{name}}`): next to a tag the
 * renderer wrote, it would silence that tag, or the opening of a condition.
 */
export const HANDLEBARS_DELIMITERS = delimiters('{{', '}}', '\\{');

/** The generic Handlebars provider. */
export const handlebars = defineProvider({
  id: 'handlebars',
  label: 'Handlebars',
  references: [
    'https://handlebarsjs.com/guide/expressions.html',
    'https://handlebarsjs.com/guide/builtin-helpers.html',
  ],
  delimiters: HANDLEBARS_DELIMITERS,
  nameProblem: (name) => pathProblem(name, HANDLEBARS_PATH),
  mergeTag: (name) => `{{${name}}}`,
  rule(rule) {
    switch (rule.operator) {
      case 'isSet':
        return { open: `{{#if ${rule.tag}}}`, close: '{{/if}}' };
      case 'isNotSet':
        return { open: `{{#unless ${rule.tag}}}`, close: '{{/unless}}' };
      default:
        return noOperator(
          'Handlebars',
          rule.operator,
          'core Handlebars compares nothing (only if and unless); choose liquid or your ESP',
        );
    }
  },
});
