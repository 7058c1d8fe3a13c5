/**
 * The floor: the least work that produces comparable markup from the same tree. A hand-written
 * string builder with the same elements and classes per node, one stylesheet with one rule per
 * node (and part) for its non-default CSS attributes, media query blocks for the breakpoint
 * overrides and for column stacking, and plain escaping of text and attribute values.
 *
 * It does none of what makes ours safe and robust: no limits, no validation, no migration, no
 * sanitizing of text and button content (emitted as given), no containment of authored HTML, no
 * URL scheme checks, no CSS value checks, no uid de-duplication, no font resolution, no warnings.
 * It trusts the template completely. That is the point: its time is what rendering this page
 * costs before any of those guarantees, so ours / floor is the price of the guarantees plus any
 * overhead of ours.
 *
 * The attribute table (`FLOOR_KINDS`, floor/kinds.ts) is written by hand from
 * renderer/blocks/*.ts; the React and Puck peers (peers.tsx) use the same table. This file writes
 * the document; the body is written by floor/body.ts and its rules are collected by floor/css.ts.
 */
import type { PageDefinition, TemplateNode } from '../renderer/model/node.ts';
import { RESET_CSS } from './floor/assets.ts';
import { section } from './floor/body.ts';
import type { State } from './floor/css.ts';
import { esc } from './floor/escape.ts';
import { FLOOR_KINDS, type FloorKind } from './floor/kinds.ts';

export { FLOOR_KINDS, type Decl, type FloorAttr, type FloorKind } from './floor/kinds.ts';
export {
  PLAY_PATH,
  RESET_CSS,
  SOCIAL_ICONS,
  SOCIAL_STYLES,
  youtubeThumbnail,
  type SocialNetwork,
} from './floor/assets.ts';
export { esc } from './floor/escape.ts';
export type { FormField } from './floor/body.ts';

/** Renders the page to a complete HTML document, trusting it completely. */
export function renderFloor(page: PageDefinition): string {
  const st: State = {
    rules: { desktop: [], md: [], sm: [], xs: [] },
    kinds: new Set(),
    extraBase: new Map(),
    generated: 0,
  };
  const sections = page.children ?? [];
  const body: string[] = [];
  for (let i = 0; i < sections.length; i++) body.push(section(sections[i] as TemplateNode, i, st));

  const css: string[] = [RESET_CSS];
  for (const tag of st.kinds) css.push((FLOOR_KINDS[tag] as FloorKind).base);
  for (const rule of st.extraBase.values()) css.push(rule);
  if (page.settings?.contentWidth) css.push(`:root { --lp-content-width: ${page.settings.contentWidth}; }`);
  for (const selector in page.style ?? {}) {
    const map = (page.style as Record<string, Record<string, unknown>>)[selector] as Record<string, unknown>;
    let decls = '';
    for (const property in map) decls += ` ${property}: ${map[property]};`;
    css.push(`${selector} {${decls} }`);
  }
  for (const rule of st.rules.desktop) css.push(rule);
  let stylesheet = css.join('\n');
  for (const [level, width] of [
    ['md', 1023],
    ['sm', 767],
    ['xs', 479],
  ] as const) {
    const list = st.rules[level];
    if (list.length > 0) stylesheet += `\n@media (max-width: ${width}px) {\n  ${list.join('\n  ')}\n}`;
  }

  const meta = page.metadata ?? {};
  const title = esc(meta.title ?? 'Untitled page');
  const description = meta.description ? esc(meta.description) : undefined;
  let head = `<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<title>${title}</title>\n`;
  if (description) head += `<meta name="description" content="${description}">\n`;
  head += `<meta property="og:type" content="website">\n<meta property="og:title" content="${title}">\n`;
  if (description) head += `<meta property="og:description" content="${description}">\n`;
  if (meta.image) head += `<meta property="og:image" content="${esc(meta.image)}">\n`;
  head += `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}">\n`;
  const lang = esc(page.settings?.lang ?? 'en');
  const dir = esc(page.settings?.dir ?? 'ltr');
  return `<!DOCTYPE html>\n<html lang="${lang}" dir="${dir}">\n<head>\n${head}<style>\n${stylesheet}\n</style>\n</head>\n<body>\n<main class="lp-page">\n${body.join('\n')}\n</main>\n</body>\n</html>\n`;
}
