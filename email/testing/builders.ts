/**
 * Small builders for email templates in tests, examples and benchmarks:
 * `email(section(column(text('<p>Hi</p>'))))` instead of pasted JSON. Node builders take an
 * optional first argument of fields (uid, attributes, syncedId) and then their children; content
 * builders take the content first.
 */
import type { EmailNode, EmailTemplate } from '../schema.ts';

/** Node fields a builder accepts. */
export type NodeFields = Omit<Partial<EmailNode>, 'tagName' | 'children' | 'content'>;
type RootFields = Omit<Partial<EmailTemplate>, 'children'>;

const isFields = (value: unknown): value is NodeFields =>
  typeof value === 'object' && value !== null && !('tagName' in value);

function container(tagName: string) {
  return (...args: (NodeFields | EmailNode)[]): EmailNode => {
    const [first, ...rest] = args;
    const fields = isFields(first) ? first : undefined;
    const children = (fields === undefined ? args : rest) as EmailNode[];
    return { tagName, ...fields, children };
  };
}

function leaf(tagName: string) {
  return (content: string, fields: NodeFields = {}): EmailNode => ({ tagName, ...fields, content });
}

/** The template root: optional root fields, then the sections of its one mj-body. */
export function email(...args: (RootFields | EmailNode)[]): EmailTemplate {
  const [first, ...rest] = args;
  const fields = isFields(first) ? (first as RootFields) : undefined;
  const sections = (fields === undefined ? args : rest) as EmailNode[];
  const bodyNode =
    sections.length === 1 && sections[0]?.tagName === 'mj-body'
      ? sections[0]
      : { tagName: 'mj-body', children: sections };
  return { tagName: 'mj-global-style', ...fields, children: [bodyNode] };
}

export const body = container('mj-body');
export const wrapper = container('mj-wrapper');
export const section = container('mj-section');
export const group = container('mj-group');
export const column = container('mj-column');
export const hero = container('mj-hero');
export const social = container('mj-social');
export const navbar = container('mj-navbar');
export const accordion = container('mj-accordion');
export const accordionElement = container('mj-accordion-element');

export const text = leaf('mj-text');
export const button = leaf('mj-button');
export const table = leaf('mj-table');
export const raw = leaf('mj-raw');
export const socialElement = leaf('mj-social-element');
export const navbarLink = leaf('mj-navbar-link');
export const accordionTitle = leaf('mj-accordion-title');
export const accordionText = leaf('mj-accordion-text');

/** An mj-image with its attributes. */
export const image = (attributes: EmailNode['attributes'], fields: NodeFields = {}): EmailNode => ({
  tagName: 'mj-image',
  ...fields,
  attributes,
});
/** An mj-divider. */
export const divider = (attributes: EmailNode['attributes'] = {}, fields: NodeFields = {}): EmailNode => ({
  tagName: 'mj-divider',
  ...fields,
  attributes,
});
/** An mj-spacer. */
export const spacer = (height = '20px', fields: NodeFields = {}): EmailNode => ({
  tagName: 'mj-spacer',
  ...fields,
  attributes: { height },
});
