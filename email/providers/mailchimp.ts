/**
 * Mailchimp merge tags: `*|FNAME|*`, and conditional merge tags `*|IF:FNAME=Bob|*` …
 * `*|END:IF|*`, `*|IFNOT:FNAME|*` for "no value".
 *
 * Based on: Mailchimp Transactional docs, "Templates: dynamic content", and the Mailchimp help
 * article "About Dynamic and Conditional Merge Tags" (IF, IFNOT, ELSE, ELSEIF, END:IF; `=` and
 * `!=`; nesting; a comparison with no value for the tag is false). Those pages show no `>` or
 * `<`, so greaterThan and lessThan are refused rather than guessed. Mailchimp tags are upper case
 * letters, digits and `_`: the name is upper-cased (`first_name` becomes `*|FIRST_NAME|*`) and a
 * name with `.` or `-` cannot be written. Values are written bare: one with `|`, `*`, `=`, `!`,
 * `<`, `>` or a space at either end is refused. No substring test, no OR; `all` nests IF blocks.
 */
import { defineProvider } from './define.ts';
import { delimiters } from './delimiters.ts';
import { bare, identifierProblem, noOperator, type Literal } from './syntax.ts';

const literal = (value: string): Literal => bare(value, /[|*=!<>]/, 'Mailchimp');

/** Mailchimp. */
export const mailchimp = defineProvider({
  id: 'mailchimp',
  label: 'Mailchimp',
  references: [
    'https://mailchimp.com/developer/transactional/docs/templates-dynamic-content/',
    'https://mandrill.zendesk.com/hc/en-us/articles/360039278713-About-Dynamic-and-Conditional-Merge-Tags',
  ],
  // Every merge tag, conditional or not, is `*|…|*`.
  delimiters: delimiters('*|', '|*'),
  nameProblem: (name) => identifierProblem(name, 'a Mailchimp merge tag'),
  mergeTag: (name) => `*|${name.toUpperCase()}|*`,
  rule(rule) {
    const tag = rule.tag.toUpperCase();
    const value = rule.value ?? '';
    const block = (op: string, arg: Literal) =>
      'unsupported' in arg ? arg : { open: `*|IF:${tag}${op}${arg.literal}|*`, close: '*|END:IF|*' };
    switch (rule.operator) {
      case 'isSet':
        return { open: `*|IF:${tag}|*`, close: '*|END:IF|*' };
      case 'isNotSet':
        return { open: `*|IFNOT:${tag}|*`, close: '*|END:IF|*' };
      case 'equals':
        return block('=', literal(value));
      case 'notEquals':
        return block('!=', literal(value));
      case 'greaterThan':
      case 'lessThan':
      case 'contains':
      case 'notContains':
        return noOperator('Mailchimp', rule.operator, 'its conditional merge tags document = and != only');
    }
  },
});
