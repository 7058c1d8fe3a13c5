/**
 * Salesforce Marketing Cloud (AMPscript): `%%=AttributeValue('name')=%%` and
 * `%%[ IF … THEN ]%%` … `%%[ ENDIF ]%%`.
 *
 * Based on: Salesforce developer docs, AMPscript guide "If Statements" (`If … Then`, `ElseIf`,
 * `Else`, `EndIf`, keywords in any case, `and`/`or` with parentheses), and the function reference
 * for `AttributeValue` (a subscriber attribute or sendable data extension field; empty, not an
 * error, when missing), `Empty`, `IndexOf` (1-based, 0 when not found) and `Iif`. Inline
 * `%%=…=%%` writes a value. AttributeValue takes the name as a string, so any merge tag name can
 * be written; `v(@name)` would need a `SET` first. AMPscript compares strings without regard to
 * case.
 */
import { defineProvider } from './define.ts';
import { delimiters } from './delimiters.ts';
import { expressionRule, quoted, type Literal } from './syntax.ts';

const literal = (value: string): Literal => quoted(value, ["'", '"'], /[%]/, 'AMPscript');
const attribute = (name: string) => `AttributeValue('${name}')`;

/** Salesforce Marketing Cloud. */
export const salesforceMarketingCloud = defineProvider({
  id: 'salesforce-marketing-cloud',
  label: 'Salesforce Marketing Cloud',
  references: [
    'https://developer.salesforce.com/docs/marketing/marketing-cloud-ampscript/guide/mc-ampscript-guide-language-basics-if-statements.md',
    'https://developer.salesforce.com/docs/marketing/marketing-cloud-ampscript/references/mc-ampscript-utilities/mc-ampscript-reference-utilities-iif.md',
  ],
  // `%%[ … ]%%` blocks, `%%= … =%%` inline, `%%name%%` personalization strings: all of them, and
  // their ends, hold `%%`.
  delimiters: delimiters('%%'),
  nameProblem: () => undefined,
  mergeTag: (name) => `%%=${attribute(name)}=%%`,
  fallbackTag(name, fallback) {
    const arg = quoted(fallback, ["'"], /[%]/, 'AMPscript');
    return 'unsupported' in arg ? arg : `%%=Iif(Empty(${attribute(name)}), ${arg.literal}, ${attribute(name)})=%%`;
  },
  rule: (rule) =>
    expressionRule(attribute(rule.tag), rule, {
      literal,
      equals: (s, l) => `(${s} == ${l})`,
      notEquals: (s, l) => `(${s} != ${l})`,
      contains: (s, l) => `(IndexOf(${s}, ${l}) > 0)`,
      notContains: (s, l) => `(IndexOf(${s}, ${l}) == 0)`,
      greaterThan: (s, l) => `(${s} > ${l})`,
      lessThan: (s, l) => `(${s} < ${l})`,
      isSet: (s) => `(NOT Empty(${s}))`,
      isNotSet: (s) => `(Empty(${s}))`,
    }),
  block: (expr) => ({ open: `%%[ IF ${expr} THEN ]%%`, close: '%%[ ENDIF ]%%' }),
  and: ' AND ',
  or: ' OR ',
});
