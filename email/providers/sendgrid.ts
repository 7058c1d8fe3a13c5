/**
 * SendGrid dynamic templates (Handlebars): `{{@root.name}}`, `{{insert}}` for a default, and
 * SendGrid's comparison helpers.
 *
 * Based on: Twilio SendGrid docs, "Using Handlebars" (helpers `if`, `unless`, `equals`,
 * `notEquals`, `greaterThan`, `lessThan`, `and`, `or`, `insert name "default=..."`). Every path is
 * written from `@root`: SendGrid's comparison helpers render their block in a new scope, where
 * `{{name}}` comes out empty (github.com/sendgrid/docs issue 6237; `@root.name` works there and
 * everywhere else). `equals` compares types strictly (issue 6172): values are written as strings,
 * so send string data. SendGrid has no substring helper, and `or` takes values, not comparisons.
 */
import { defineProvider } from './define.ts';
import { HANDLEBARS_DELIMITERS, HANDLEBARS_PATH } from './handlebars.ts';
import { noOperator, numberOnly, pathProblem, quoted, type Literal } from './syntax.ts';

const literal = (value: string): Literal => quoted(value, ["'", '"'], /[{}]/, 'SendGrid');

/** SendGrid. */
export const sendgrid = defineProvider({
  id: 'sendgrid',
  label: 'SendGrid',
  references: [
    'https://www.twilio.com/docs/sendgrid/for-developers/sending-email/using-handlebars',
    'https://github.com/sendgrid/docs/issues/6237',
  ],
  delimiters: HANDLEBARS_DELIMITERS,
  nameProblem: (name) => pathProblem(name, { ...HANDLEBARS_PATH, language: 'SendGrid (Handlebars)' }),
  mergeTag: (name) => `{{@root.${name}}}`,
  fallbackTag(name, fallback) {
    // Single quotes only: the tag may sit in an attribute value, where " cannot appear.
    const arg = quoted(`default=${fallback}`, ["'"], /[{}]/, 'SendGrid');
    return 'unsupported' in arg ? arg : `{{insert @root.${name} ${arg.literal}}}`;
  },
  rule(rule) {
    const path = `@root.${rule.tag}`;
    const value = rule.value ?? '';
    const block = (helper: string, arg: Literal) =>
      'unsupported' in arg ? arg : { open: `{{#${helper} ${path} ${arg.literal}}}`, close: `{{/${helper}}}` };
    switch (rule.operator) {
      case 'isSet':
        return { open: `{{#if ${path}}}`, close: '{{/if}}' };
      case 'isNotSet':
        return { open: `{{#unless ${path}}}`, close: '{{/unless}}' };
      case 'equals':
        return block('equals', literal(value));
      case 'notEquals':
        return block('notEquals', literal(value));
      case 'greaterThan':
        return block('greaterThan', numberOnly(value, 'SendGrid', rule.operator));
      case 'lessThan':
        return block('lessThan', numberOnly(value, 'SendGrid', rule.operator));
      case 'contains':
      case 'notContains':
        return noOperator('SendGrid', rule.operator, 'its Handlebars has no substring helper');
    }
  },
});
