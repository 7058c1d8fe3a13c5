/**
 * The peers' one <style> element: what inline styles cannot say (base CSS, the page's global
 * style, hover rules, md/sm/xs overrides, column stacking), built by a walk of the tree inside
 * the timed render, as a component renderer would have to.
 */
import type { PageDefinition, TemplateNode } from '../../renderer/model/node.ts';
import { FLOOR_KINDS, RESET_CSS, SOCIAL_ICONS, SOCIAL_STYLES, type FloorKind, type SocialNetwork } from '../floor.ts';
import type { NodeProps } from './components.tsx';
import type { Attrs } from './inline-styles.ts';

/** Rules for a node's values at one level, every declaration !important (they must beat inline styles). */
function importantRules(
  kind: FloorKind,
  selector: string,
  values: Attrs | undefined,
  onlyPart: string | undefined,
  out: string[],
  extra?: string,
): void {
  let root = '';
  let parts: Record<string, string> | undefined;
  if (values !== undefined) {
    for (const name in values) {
      const spec = kind.attrs[name];
      const value = values[name];
      if (spec === undefined || value === undefined || (onlyPart !== undefined && spec.part !== onlyPart)) continue;
      let text = '';
      for (const [property, v] of spec.decls(value)) text += ` ${property}: ${v} !important;`;
      if (spec.part === '') root += text;
      else (parts ??= {})[spec.part] = (parts[spec.part] ?? '') + text;
    }
  }
  if (extra !== undefined) root += extra;
  if (root !== '') out.push(`${selector} {${root} }`);
  if (parts !== undefined) for (const part in parts) out.push(`${selector}${kind.parts[part]} {${parts[part]} }`);
}

/** How the stylesheet walk reads a tree: template nodes (React) or Puck component data. */
export interface TreeAccess<N> {
  tag(node: N): string;
  props(node: N): NodeProps & { container?: TemplateNode };
  kids(node: N): readonly N[];
}

const STACK = ' flex: 0 0 100% !important; max-width: 100% !important;';

/** What the inline styles cannot hold: base CSS, global style, hover rules, media blocks. */
export function peerStylesheet<N>(
  page: Pick<PageDefinition, 'style' | 'settings'>,
  sections: readonly N[],
  access: TreeAccess<N>,
): string {
  const kinds = new Set<string>();
  const social = new Map<string, string>();
  const hover: string[] = [];
  const media: Record<'md' | 'sm' | 'xs', string[]> = { md: [], sm: [], xs: [] };
  const visit = (tag: string, props: NodeProps, id: string, stack?: string): void => {
    kinds.add(tag);
    const kind = FLOOR_KINDS[tag] as FloorKind;
    const selector = `.lp-n-${id}`;
    if (tag === 'button' && props.attributes !== undefined)
      importantRules(kind, selector, props.attributes, 'hover', hover);
    if (tag === 'social') {
      const style = (props.attributes?.['icon-style'] as string | undefined) ?? 'brand';
      for (const link of (props.attributes?.links ?? []) as { network: SocialNetwork }[]) {
        const key = `${style}:${link.network}`;
        if (!social.has(key))
          social.set(
            key,
            `.lp-social--${style} .lp-social-${link.network} { ${SOCIAL_STYLES[style]?.(SOCIAL_ICONS[link.network].color)} }`,
          );
      }
    }
    if (props.mdAttributes !== undefined) importantRules(kind, selector, props.mdAttributes, undefined, media.md);
    const sm = props.smAttributes;
    if (sm !== undefined || stack === 'sm')
      importantRules(
        kind,
        selector,
        sm,
        undefined,
        media.sm,
        stack === 'sm' && sm?.width === undefined ? STACK : undefined,
      );
    const xs = props.xsAttributes;
    if (xs !== undefined || stack === 'xs')
      importantRules(
        kind,
        selector,
        xs,
        undefined,
        media.xs,
        stack === 'xs' && xs?.width === undefined ? STACK : undefined,
      );
  };
  for (const section of sections) {
    const props = access.props(section);
    const id = props.uid as string;
    visit('section', props, id);
    visit('container', props.container ?? {}, `${id}-c`);
    const stack = (props.attributes?.['stack-columns'] as string | undefined) ?? 'sm';
    for (const column of access.kids(section)) {
      const columnProps = access.props(column);
      visit('column', columnProps, columnProps.uid as string, stack);
      for (const block of access.kids(column)) {
        const blockProps = access.props(block);
        visit(access.tag(block), blockProps, blockProps.uid as string);
      }
    }
  }
  const css: string[] = [RESET_CSS];
  for (const tag of kinds) css.push((FLOOR_KINDS[tag] as FloorKind).base);
  for (const rule of social.values()) css.push(rule);
  if (page.settings?.contentWidth) css.push(`:root { --lp-content-width: ${page.settings.contentWidth}; }`);
  for (const selector in page.style ?? {}) {
    const map = (page.style as Record<string, Record<string, unknown>>)[selector] as Record<string, unknown>;
    let decls = '';
    for (const property in map) decls += ` ${property}: ${map[property]};`;
    css.push(`${selector} {${decls} }`);
  }
  css.push(...hover);
  let out = css.join('\n');
  for (const [level, width] of [
    ['md', 1023],
    ['sm', 767],
    ['xs', 479],
  ] as const) {
    if (media[level].length > 0) out += `\n@media (max-width: ${width}px) {\n  ${media[level].join('\n  ')}\n}`;
  }
  return out;
}
