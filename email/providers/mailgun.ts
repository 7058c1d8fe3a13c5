/**
 * Mailgun templates (Handlebars): `{{name}}`, and blocks with Mailgun's helpers.
 *
 * Based on: Mailgun docs, "Send templates" (Handlebars templates, variables from `t:variables`),
 * and the helpers Mailgun's engine registers in its Handlebars fork, github.com/mailgun/raymond
 * `helper.go`: `if`, `unless`, `equal` (string equality, with `{{else}}`), `ifGt`, `ifLt`
 * (numbers), `ifMatchesRegexStr` (regex, RE2, `MatchString`: a substring match). The helpers
 * render their block in the same context, so tags inside need no `@root`. `ifGt`, `ifLt` and
 * `ifMatchesRegexStr` are in the engine's source but not in the user guide.
 */
import { defineProvider } from './define.ts';
import { delimiters } from './delimiters.ts';
import { HANDLEBARS_PATH } from './handlebars.ts';
import { numberOnly, pathProblem, quoted, type Literal } from './syntax.ts';

const literal = (value: string): Literal => quoted(value, ["'", '"'], /[{}]/, 'Mailgun');
// contains becomes a regex: values with a regex metacharacter are refused rather than escaped,
// since the escaping would pass through Handlebars string rules first.
const regexLiteral = (value: string): Literal => quoted(value, ["'", '"'], /[\\^$.|?*+()[\]{}]/, 'a Mailgun regex');

/** Mailgun. */
export const mailgun = defineProvider({
  id: 'mailgun',
  label: 'Mailgun',
  references: [
    'https://documentation.mailgun.com/docs/mailgun/user-manual/sending-messages/send-templates',
    'https://github.com/mailgun/raymond/blob/master/helper.go',
  ],
  // Handlebars' (handlebars.ts), and `%recipient.name%`, `%unsubscribe_url%`: Mailgun replaces
  // these in every message it sends, template or not (a percent sign before a letter).
  delimiters: delimiters('{{', '}}', '\\{', ['%', /[A-Za-z]/]),
  nameProblem: (name) => pathProblem(name, { ...HANDLEBARS_PATH, language: 'Mailgun (Handlebars)' }),
  mergeTag: (name) => `{{${name}}}`,
  rule(rule) {
    const tag = rule.tag;
    const value = rule.value ?? '';
    const block = (helper: string, arg: Literal, negate = false) =>
      'unsupported' in arg
        ? arg
        : {
            open: `{{#${helper} ${helper === 'ifMatchesRegexStr' ? `${arg.literal} ${tag}` : `${tag} ${arg.literal}`}}}${negate ? '{{else}}' : ''}`,
            close: `{{/${helper}}}`,
          };
    switch (rule.operator) {
      case 'isSet':
        return { open: `{{#if ${tag}}}`, close: '{{/if}}' };
      case 'isNotSet':
        return { open: `{{#unless ${tag}}}`, close: '{{/unless}}' };
      case 'equals':
        return block('equal', literal(value));
      case 'notEquals':
        return block('equal', literal(value), true);
      case 'greaterThan':
        return block('ifGt', numberOnly(value, 'Mailgun', rule.operator));
      case 'lessThan':
        return block('ifLt', numberOnly(value, 'Mailgun', rule.operator));
      case 'contains':
        return block('ifMatchesRegexStr', regexLiteral(value));
      case 'notContains':
        return block('ifMatchesRegexStr', regexLiteral(value), true);
    }
  },
});
