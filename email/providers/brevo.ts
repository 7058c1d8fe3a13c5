/**
 * Brevo (formerly Sendinblue), Brevo Template Language: `{{ contact.NAME }}` and `{% if %}`.
 *
 * Based on: Brevo help center, "Personalize your messages with dynamic content (Brevo Template
 * Language)" (`{{ contact.ATTRIBUTE }}` with the attribute's exact name, `{{ params.x }}` for
 * transactional parameters, the `default` filter) and "[Manual] Show or hide content in your
 * emails using if statements" (`{% if %}` … `{% endif %}`, comparison and logical operators, `in`).
 * A name without a dot is a contact attribute, written as it is (Brevo attributes are usually
 * upper case: name the tag `FIRSTNAME`); a name with a dot is used as it is (`params.orderId`).
 */
import { defineProvider } from './define.ts';
import { expressionRule, jinjaStyle, JINJA_BLOCKS, pathProblem, quoted, type Literal, type PathRules } from './syntax.ts';

const PATH: PathRules = {
  segment: /^[A-Za-z_][A-Za-z0-9_]*$/,
  reserved: new Set(['and', 'or', 'not', 'in', 'is', 'true', 'false', 'none']),
  language: 'Brevo Template Language',
};
const literal = (value: string): Literal => quoted(value, ["'", '"'], /[{}]/, 'Brevo');

/** The Brevo path of a merge tag name. */
export function brevoPath(name: string): string {
  return name.includes('.') ? name : `contact.${name}`;
}

/** Brevo. */
export const brevo = defineProvider({
  id: 'brevo',
  label: 'Brevo',
  references: [
    'https://help.brevo.com/hc/en-us/articles/4402386448530-Customize-your-emails-using-transactional-parameters',
    'https://help.brevo.com/hc/en-us/articles/360001030599--Manual-Show-or-hide-content-in-your-emails-using-if-statements',
  ],
  nameProblem: (name) => pathProblem(brevoPath(name), PATH),
  mergeTag: (name) => `{{ ${brevoPath(name)} }}`,
  fallbackTag(name, fallback) {
    const arg = quoted(fallback, ["'"], /[{}]/, 'Brevo');
    return 'unsupported' in arg ? arg : `{{ ${brevoPath(name)} | default : ${arg.literal} }}`;
  },
  rule: (rule) => expressionRule(brevoPath(rule.tag), rule, jinjaStyle(literal)),
  ...JINJA_BLOCKS,
});
