/**
 * HubSpot (HubL, a Jinja dialect): `{{ contact.name }}` and `{% if %}` with HubL operators and
 * the `string_containing` expression test.
 *
 * Based on: HubSpot developer docs, "HubL if statements" and "Operators and expression tests"
 * (`==`, `!=`, `>`, `<`, `and`, `or`, `not`, the `string_containing` test); `default` is the
 * Jinja filter HubL keeps.
 * A name without a dot is a contact property: `firstname` becomes `contact.firstname` (HubSpot's
 * internal property names, lower case). A name with a dot is used as it is, for other objects:
 * `company.name`. HubSpot notes that personalization tokens inside if statements need
 * programmable email enabled on the email module.
 */
import { defineProvider } from './define.ts';
import { expressionRule, jinjaStyle, JINJA_BLOCKS, pathProblem, quoted, type Literal, type PathRules } from './syntax.ts';

const PATH: PathRules = {
  segment: /^[A-Za-z_][A-Za-z0-9_]*$/,
  reserved: new Set(['and', 'or', 'not', 'in', 'is', 'if', 'else', 'true', 'false', 'none']),
  language: 'HubL',
};
const literal = (value: string): Literal => quoted(value, ["'", '"'], /[{}]/, 'HubL');

/** The HubL path of a merge tag name. */
export function hubspotPath(name: string): string {
  return name.includes('.') ? name : `contact.${name}`;
}

/** HubSpot. */
export const hubspot = defineProvider({
  id: 'hubspot',
  label: 'HubSpot',
  references: ['https://developers.hubspot.com/docs/cms/reference/hubl/if-statements', 'https://developers.hubspot.com/docs/cms/reference/hubl/operators-and-expression-tests'],
  nameProblem: (name) => pathProblem(hubspotPath(name), PATH),
  mergeTag: (name) => `{{ ${hubspotPath(name)} }}`,
  fallbackTag(name, fallback) {
    const arg = quoted(fallback, ["'"], /[{}]/, 'HubL');
    return 'unsupported' in arg ? arg : `{{ ${hubspotPath(name)}|default(${arg.literal}) }}`;
  },
  rule: (rule) => expressionRule(hubspotPath(rule.tag), rule, jinjaStyle(literal, {
      contains: (s, l) => `${s} is string_containing ${l}`,
      notContains: (s, l) => `${s} is not string_containing ${l}`,
    })),
  ...JINJA_BLOCKS,
});
