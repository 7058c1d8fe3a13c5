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
import { contactVariable, jinjaProvider } from './jinja.ts';

/** HubSpot. */
export const hubspot = jinjaProvider({
  id: 'hubspot',
  label: 'HubSpot',
  references: [
    'https://developers.hubspot.com/docs/cms/reference/hubl/if-statements',
    'https://developers.hubspot.com/docs/cms/reference/hubl/operators-and-expression-tests',
  ],
  path: {
    segment: /^[A-Za-z_][A-Za-z0-9_]*$/,
    reserved: new Set(['and', 'or', 'not', 'in', 'is', 'if', 'else', 'true', 'false', 'none']),
    language: 'HubL',
  },
  variable: contactVariable,
  valueLanguage: 'HubL',
  fallback: (variable, literal) => `${variable}|default(${literal})`,
  operators: {
    contains: (s, l) => `${s} is string_containing ${l}`,
    notContains: (s, l) => `${s} is not string_containing ${l}`,
  },
});
