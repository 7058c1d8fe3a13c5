/**
 * The template's global `style` (selector -> property -> value) as stylesheet rules, plus the
 * page settings that are CSS (`contentWidth`). Selectors, property names and values from the
 * template are checked at the sink; whatever fails is left out with an `unsafe_css` warning.
 */
import type { Decls } from '../css/stylesheet.ts';
import { isSafeCssProperty, isSafeCssValue, isSafeSelector } from '../css/value.ts';
import type { FontResolver } from '../fonts/resolver.ts';
import type { PageDefinition } from '../model/node.ts';
import type { WarningSink } from '../warnings.ts';
import { LENGTH } from '../attributes/patterns.ts';

/** A rule of the global style: a checked selector and its declarations. */
export type GlobalRule = readonly [selector: string, decls: Decls];

/** The page's `settings.contentWidth`, as the variable every container reads (before the design, which may override it). */
export function contentWidthRule(page: PageDefinition): GlobalRule[] {
  const width = page.settings?.contentWidth;
  return typeof width === 'string' && LENGTH.test(width) ? [[':root', [['--lp-content-width', width]]]] : [];
}

/** The template's global `style` as rules (selectors, properties and values checked). */
export function globalRules(page: PageDefinition, fonts: FontResolver, warnings: WarningSink): GlobalRule[] {
  const rules: GlobalRule[] = [];
  const style = page.style;
  if (style === undefined || style === null || typeof style !== 'object') return rules;
  for (const selector of Object.keys(style)) {
    const map = style[selector];
    // zod drops a "__proto__" key; the renderer leaves it out likewise, whatever it holds.
    if (selector === '__proto__') continue;
    if (!isSafeSelector(selector) || typeof map !== 'object' || map === null) {
      warnings.add({
        type: 'unsafe_css',
        attribute: 'style',
        message: `The global style selector ${JSON.stringify(selector.slice(0, 80))} is not allowed; its rule was left out.`,
      });
      continue;
    }
    const decls: [string, string][] = [];
    for (const property of Object.keys(map)) {
      if (property === '__proto__') continue;
      const raw = map[property];
      const value = typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : raw;
      if (typeof value !== 'string' || !isSafeCssProperty(property) || !isSafeCssValue(value)) {
        warnings.add({
          type: 'unsafe_css',
          attribute: `style.${selector}`,
          message: `The global style property ${JSON.stringify(property.slice(0, 60))} of ${JSON.stringify(selector.slice(0, 80))} has a value that is not allowed; it was left out.`,
        });
        continue;
      }
      if (property === 'font-family') fonts.use(value);
      decls.push([property, value]);
    }
    if (decls.length > 0) rules.push([selector, decls]);
  }
  return rules;
}
