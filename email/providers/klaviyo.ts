/**
 * Klaviyo (Django template language): `{{ name }}`, `{{ name|default:'...' }}`, and
 * `{% if %}` with `==`, `!=`, `>`, `<`, `in`, `not in`, `not`, `and`, `or`.
 *
 * Based on: Klaviyo developer docs, "Use conditionals in messages" (`{% if … %}`, `{% elif %}`,
 * `{% endif %}`, numbers compared unquoted) and "Use filters to customize variables" (a pipe,
 * the filter, a colon and its argument, no added spaces: `{{ first_name|default:'there' }}`); Django docs, "The if tag" (operators; no parentheses)
 * and "Variables" (letters, digits, `_`, no leading `_`, dots between parts). The name is used as
 * the Klaviyo variable as it is: `first_name`, `person.City`, `event.OrderId`. A profile property
 * whose name has spaces needs `person|lookup:'...'`, which a merge tag name cannot express.
 */
import { jinjaProvider } from './jinja.ts';

/** Klaviyo. */
export const klaviyo = jinjaProvider({
  id: 'klaviyo',
  label: 'Klaviyo',
  references: [
    'https://developers.klaviyo.com/en/docs/use-conditionals-in-messages',
    'https://developers.klaviyo.com/en/docs/use-filters-to-customize-variables',
    'https://docs.djangoproject.com/en/stable/ref/templates/builtins/#if',
  ],
  path: {
    segment: /^[A-Za-z][A-Za-z0-9_]*$/,
    reserved: new Set(['and', 'or', 'not', 'in', 'is', 'true', 'false', 'none']),
    language: 'Klaviyo (Django)',
  },
  valueLanguage: 'Klaviyo',
  fallback: (variable, literal) => `${variable}|default:${literal}`,
});
