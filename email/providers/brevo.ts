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
import { contactVariable, jinjaProvider } from './jinja.ts';

/** Brevo. */
export const brevo = jinjaProvider({
  id: 'brevo',
  label: 'Brevo',
  references: [
    'https://help.brevo.com/hc/en-us/articles/4402386448530-Customize-your-emails-using-transactional-parameters',
    'https://help.brevo.com/hc/en-us/articles/360001030599--Manual-Show-or-hide-content-in-your-emails-using-if-statements',
  ],
  path: {
    segment: /^[A-Za-z_][A-Za-z0-9_]*$/,
    reserved: new Set(['and', 'or', 'not', 'in', 'is', 'true', 'false', 'none']),
    language: 'Brevo Template Language',
  },
  variable: contactVariable,
  valueLanguage: 'Brevo',
  fallback: (variable, literal) => `${variable} | default : ${literal}`,
});
