/**
 * Small builders for templates in tests, benchmarks and docs:
 * `page(section(column(text('<p>Hi</p>'))))` instead of pasted JSON. Each takes an optional
 * first argument of node fields (uid, attributes, breakpoint overrides...) where that helps.
 */
import type { PageDefinition, TemplateNode } from '../model/node.ts';

type Fields = Omit<Partial<TemplateNode>, 'tagName' | 'children'>;
type PageFields = Omit<Partial<PageDefinition>, 'tagName' | 'children'>;

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !('tagName' in value);

function split<T>(args: readonly unknown[]): [T | undefined, TemplateNode[]] {
  if (args.length > 0 && isFields(args[0])) return [args[0] as T, args.slice(1) as TemplateNode[]];
  return [undefined, args as TemplateNode[]];
}

export function page(...args: (PageFields | TemplateNode)[]): PageDefinition {
  const [fields, children] = split<PageFields>(args);
  return { tagName: 'page', ...fields, children };
}

export function section(...args: (Fields | TemplateNode)[]): TemplateNode {
  const [fields, children] = split<Fields>(args);
  return { tagName: 'section', ...fields, children };
}

export function column(...args: (Fields | TemplateNode)[]): TemplateNode {
  const [fields, children] = split<Fields>(args);
  return { tagName: 'column', ...fields, children };
}

/** A block node of any kind. */
export function block(tagName: string, fields: Fields = {}): TemplateNode {
  return { tagName, ...fields };
}

export const text = (content: string, fields: Fields = {}) => block('text', { content, ...fields });
export const button = (content: string, fields: Fields = {}) => block('button', { content, ...fields });
export const image = (src: string, fields: Fields = {}) =>
  block('image', { ...fields, attributes: { src, alt: 'An image', ...fields.attributes } });
export const html = (content: string, fields: Fields = {}) => block('html', { content, ...fields });
export const raw = (content: string, fields: Fields = {}) => block('raw', { content, ...fields });

/** A page with one section, one column and the given blocks: the smallest page around a block. */
export function pageWith(...blocks: TemplateNode[]): PageDefinition {
  return page(section({ uid: 's' }, column({ uid: 'c' }, ...blocks)));
}
