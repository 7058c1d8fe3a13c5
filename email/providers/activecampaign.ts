/**
 * ActiveCampaign: personalization tags `%FIRSTNAME%` and conditional content
 * `%IF $FIRSTNAME == 'Bob'%` … `%ELSE%` … `%/IF%`.
 *
 * Based on: ActiveCampaign's help center articles "Personalization tags" (upper-case tags
 * between `%`, custom fields as `%FIELD_NAME%`) and "Conditional content" (the code view writes
 * `%IF … %` / `%ELSE%` / `%/IF%`, fields as `$FIELD` compared to quoted strings). No copy of
 * those pages was at hand when this was written, so only the smallest part is used: one rule per
 * condition, with `==` and `!=` (equals, notEquals, isSet as `!= ''`, isNotSet as `== ''`);
 * other comparisons, nesting and logical operators are refused until checked. The name is
 * upper-cased; `.` and `-` cannot be written; values with `%` or `$` are refused.
 */
import { defineProvider } from './define.ts';
import { delimiters } from './delimiters.ts';
import { identifierProblem, noOperator, quoted, type Literal } from './syntax.ts';

const literal = (value: string): Literal => quoted(value, ["'", '"'], /[%$]/, 'ActiveCampaign');

/** ActiveCampaign. */
export const activecampaign = defineProvider({
  id: 'activecampaign',
  label: 'ActiveCampaign',
  references: [
    'ActiveCampaign help center: Personalization tags (%FIRSTNAME%)',
    "ActiveCampaign help center: Conditional content (%IF $FIELD == 'value'% … %/IF%)",
  ],
  // `%FIRSTNAME%`, `%IF …%`, `%ELSE%`, `%/IF%`: a percent sign before a letter, or before `/` and
  // a letter; before `%` or `$` too (the field sigil of its conditions), which no tag starts with
  // but which could stand for either percent sign of one.
  delimiters: delimiters(['%', /[A-Za-z%$]|\/[A-Za-z]/]),
  nameProblem: (name) => identifierProblem(name, 'an ActiveCampaign personalization tag'),
  mergeTag: (name) => `%${name.toUpperCase()}%`,
  rule(rule) {
    const field = `$${rule.tag.toUpperCase()}`;
    switch (rule.operator) {
      case 'isSet':
        return { expr: `${field} != ''` };
      case 'isNotSet':
        return { expr: `${field} == ''` };
      case 'equals':
      case 'notEquals': {
        const arg = literal(rule.value ?? '');
        return 'unsupported' in arg
          ? arg
          : { expr: `${field} ${rule.operator === 'equals' ? '==' : '!='} ${arg.literal}` };
      }
      default:
        return noOperator('ActiveCampaign', rule.operator, 'its conditional content documents == and != only');
    }
  },
  block: (expr) => ({ open: `%IF ${expr}%`, close: '%/IF%' }),
  singleRule: true,
});
