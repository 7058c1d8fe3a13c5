/**
 * Generic Liquid (Shopify Liquid, LiquidJS, and ESPs built on them): `{{ name | escape }}` and
 * `{% if %}` with `==`, `!=`, `>`, `<`, `contains`, `and`, `or`.
 *
 * Based on: shopify.github.io/liquid "Operators" (`contains`; `and`/`or` evaluated right to left,
 * no parentheses), "Tags / Conditional" (`if`, `unless`), "Basics / Truthy and falsy" (only nil
 * and false are falsy: an empty string is truthy, hence `!= blank`), and the `escape` and
 * `default` filters; liquidjs.com "If". Liquid does not escape output, so tags are written with
 * `| escape`. Liquid has no `not`: notContains becomes an `unless` block of its own, which `all`
 * can nest but `any` cannot combine.
 */
import { defineProvider } from './define.ts';
import { delimiters } from './delimiters.ts';
import { comparand, IF_ENDIF_BLOCKS, pathProblem, quoted, type Literal, type PathRules } from './syntax.ts';

const PATH: PathRules = {
  segment: /^[A-Za-z_][A-Za-z0-9_-]*$/,
  reserved: new Set(['true', 'false', 'nil', 'null', 'empty', 'blank', 'and', 'or', 'contains']),
  language: 'Liquid',
};
const literal = (value: string): Literal => quoted(value, ["'", '"'], /[{}]/, 'Liquid');

/** Generic Liquid. */
export const liquid = defineProvider({
  id: 'liquid',
  label: 'Liquid',
  references: [
    'https://shopify.github.io/liquid/basics/operators/',
    'https://shopify.github.io/liquid/basics/truthy-and-falsy/',
    'https://shopify.github.io/liquid/filters/escape/',
    'https://liquidjs.com/tags/if.html',
  ],
  // Output `{{ … }}` and tags `{% … %}` (with `{{-` and `{%-` trimming whitespace).
  delimiters: delimiters('{{', '{%', '}}', '%}'),
  nameProblem: (name) => pathProblem(name, PATH),
  mergeTag: (name) => `{{ ${name} | escape }}`,
  fallbackTag(name, fallback) {
    const arg = quoted(fallback, ["'"], /[{}]/, 'Liquid');
    return 'unsupported' in arg ? arg : `{{ ${name} | default: ${arg.literal} | escape }}`;
  },
  rule(rule) {
    const tag = rule.tag;
    const value = rule.value ?? '';
    const expr = (arg: Literal, op: string) => ('unsupported' in arg ? arg : { expr: `${tag} ${op} ${arg.literal}` });
    switch (rule.operator) {
      case 'equals':
        return expr(literal(value), '==');
      case 'notEquals':
        return expr(literal(value), '!=');
      case 'contains':
        return expr(literal(value), 'contains');
      case 'notContains': {
        const arg = literal(value);
        return 'unsupported' in arg
          ? arg
          : { open: `{% unless ${tag} contains ${arg.literal} %}`, close: '{% endunless %}' };
      }
      case 'greaterThan':
        return expr(comparand(value, literal), '>');
      case 'lessThan':
        return expr(comparand(value, literal), '<');
      case 'isSet':
        return { expr: `${tag} != blank` };
      case 'isNotSet':
        return { expr: `${tag} == blank` };
    }
  },
  ...IF_ENDIF_BLOCKS,
});
