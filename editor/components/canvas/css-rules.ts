/**
 * Patching a stylesheet rule by rule. Replacing a style element's text makes the browser restyle
 * every element of a 500-block page; the renderer's stylesheet changes by a rule or two per edit
 * (one node's rule), so the canvas replaces just the rules between the common head and tail of
 * the old and new rule lists, through the CSSOM.
 */

export { sameRules, splitRules } from '../../../renderer/css/split-rules.ts';

/**
 * Brings `sheet` from the rules `before` to `after`, touching only the rules that differ between
 * their common head and tail. False when the sheet does not hold `before` rule for rule (the
 * browser dropped one it could not parse) or a rule is refused: the caller then replaces the text.
 */
export function patchRules(sheet: CSSStyleSheet, before: readonly string[], after: readonly string[]): boolean {
  if (sheet.cssRules.length !== before.length) return false;
  let head = 0;
  while (head < before.length && head < after.length && before[head] === after[head]) head++;
  let endBefore = before.length;
  let endAfter = after.length;
  while (endBefore > head && endAfter > head && before[endBefore - 1] === after[endAfter - 1]) {
    endBefore--;
    endAfter--;
  }
  try {
    for (let index = endBefore - 1; index >= head; index--) sheet.deleteRule(index);
    for (let index = head; index < endAfter; index++) sheet.insertRule(after[index]!, index);
  } catch {
    return false;
  }
  return sheet.cssRules.length === after.length;
}
