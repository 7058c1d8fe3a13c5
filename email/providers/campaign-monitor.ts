/**
 * Campaign Monitor: personalization tags `[firstname,fallback=]` and conditional content
 * `[if:field=value]` … `[else]` … `[endif]`.
 *
 * Based on: Campaign Monitor's help center (personalization tags and conditional content; no copy
 * was at hand when this was written) as confirmed by third-party material: the tag format
 * `[FieldName,fallback=default]`, with the fallback part always written, empty when there is none
 * (Sendy copies it), and conditional statements `[if:Field=Value]`, `[elseif:…]`, `[else]`,
 * `[endif]` with unquoted values that may hold spaces (Lytics' Campaign Monitor example
 * `[if:LyticsAudiences=Interested in Dress Shoes]`). Only equality is confirmed, and neither
 * nesting nor and/or: equals and notEquals (the block's `[else]` branch), one rule per condition.
 * Field names hold letters, digits and `_`; values with `[`, `]` or `=` are refused.
 */
import { defineProvider } from './define.ts';
import { delimiters } from './delimiters.ts';
import { bare, identifierProblem, noOperator, type Literal } from './syntax.ts';

const literal = (value: string): Literal => bare(value, /[[\]=]/, 'Campaign Monitor');

/** Campaign Monitor. */
export const campaignMonitor = defineProvider({
  id: 'campaign-monitor',
  label: 'Campaign Monitor',
  references: [
    'Campaign Monitor help: personalization tags ([field,fallback=])',
    'Campaign Monitor help: conditional content ([if:field=value] … [else] … [endif])',
    'Lytics docs, Campaign Monitor audience example: [if:LyticsAudiences=Interested in Dress Shoes] … [elseif:…] … [else] … [endif]',
  ],
  // `[field,fallback=]`, `[email]`, `[if:…]`, `[else]`, `[endif]`: a bracket before a letter.
  delimiters: delimiters(['[', /[A-Za-z]/]),
  nameProblem: (name) => identifierProblem(name, 'a Campaign Monitor field tag'),
  mergeTag: (name) => `[${name},fallback=]`,
  fallbackTag(name, fallback) {
    const arg = bare(fallback, /[[\]]/, 'Campaign Monitor');
    return 'unsupported' in arg ? arg : `[${name},fallback=${arg.literal}]`;
  },
  rule(rule) {
    const value = rule.value ?? '';
    switch (rule.operator) {
      case 'equals':
      case 'notEquals': {
        const arg = literal(value);
        if ('unsupported' in arg) return arg;
        return {
          open: `[if:${rule.tag}=${arg.literal}]${rule.operator === 'notEquals' ? '[else]' : ''}`,
          close: '[endif]',
        };
      }
      default:
        return noOperator('Campaign Monitor', rule.operator, 'its conditional content tests equality only');
    }
  },
  singleRule: true,
});
