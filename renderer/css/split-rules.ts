/**
 * Splitting stylesheet text into its top-level rules, as the CSSOM lists them: the editor's
 * canvas patches its frame's stylesheet rule by rule, and the stylesheet hands it its rules.
 */

/** The top-level rules of a stylesheet's text (a rule, or an at-rule with its block), in order. */
export function splitRules(css: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  let quote = '';
  for (let i = 0; i < css.length; i++) {
    const char = css[i];
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      i = end === -1 ? css.length : end + 1;
    } else if (char === '{') depth++;
    else if (char === '}' && --depth === 0) {
      const rule = css.slice(start, i + 1).trim();
      if (rule) rules.push(rule);
      start = i + 1;
    }
  }
  return rules;
}

/**
 * Whether two rule lists hold the same rules in the same order. The canvas's section memo replays
 * the very same strings, so for unchanged rules this is a reference comparison.
 */
export function sameRules(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
