/**
 * The email template ("MJML as JSON") as a zod schema, built from the tag table (tags.ts), and
 * its validation: limits first (a loop, limits.ts), then the schema. Validation returns issues
 * with a path; it never throws for bad input.
 *
 * A node is `{tagName, uid?, attributes?, children?, content?}`; an mj-section may carry
 * `syncedId`. Each tag may hold only the children mjml allows it; an unknown or misplaced
 * tagName is an issue at `…children[i].tagName`. A node's `displayCondition` is kept as it is
 * for variants.ts, which validates it. Attribute values are strings, numbers,
 * booleans or null (absent); which names each tag accepts, and the grammar of each value, is
 * checked when serializing (to-mjml.ts), where an unknown name is dropped with a warning, so
 * that templates from editors that add bookkeeping attributes still render. Keys a node may
 * carry for an editor (Topol's `layout`, `customKey`, `blockName`...) are dropped.
 *
 * Every string is stripped of the two characters that delimit merge-tag placeholders
 * (placeholders.ts), so a template cannot forge one. The result is a new object: the input is
 * never changed.
 */
import { z } from 'zod';
import { CSS_PROPERTY, LANGUAGE_TAG, SELECTOR } from '../renderer/attributes/patterns.ts';
import { isSafeCssValue, MAX_CSS_VALUE } from '../renderer/css/value.ts';
import type { Issue } from '../renderer/index.ts';
import { checkDefinitionText, checkEmailLimits, EMAIL_LIMITS } from './limits.ts';
import { fastValidateTemplate } from './fast-validate.ts';
import { stripPlaceholderDelimiters } from './placeholders.ts';
import { EMAIL_TAGS, type EmailTag } from './tags.ts';

/** One node of an email template, after validation. */
export interface EmailNode {
  readonly tagName: string;
  readonly uid?: string;
  readonly attributes?: Readonly<Record<string, string | number | boolean | null>>;
  readonly children?: readonly EmailNode[];
  readonly content?: string;
  readonly syncedId?: number | string;
  /** A display condition, for variants (conditions.ts defines it; the serializer ignores it). */
  readonly displayCondition?: unknown;
}

/** One language of a multilingual template: translated content by block uid. */
export interface EmailLanguage {
  readonly key: string;
  readonly primary?: boolean;
  readonly translations?: Readonly<Record<string, { readonly content?: string }>>;
}

/** The root of an email template, after validation. */
export interface EmailTemplate {
  readonly tagName?: 'mj-global-style';
  readonly attributes?: Readonly<
    Record<string, string | number | boolean | null | Readonly<Record<string, string | number | boolean | null>>>
  >;
  /** Exactly one mj-body. */
  readonly children: readonly EmailNode[];
  readonly style?: Readonly<Record<string, Readonly<Record<string, string | number>>>>;
  readonly fonts?: readonly { readonly label: string; readonly style: string; readonly url?: string }[];
  readonly feedBlocksApplyToAll?: boolean;
  readonly langs?: readonly EmailLanguage[];
}

/** Most issues one validation reports. */
export const MAX_ISSUES = 50;
/** Most fonts a template lists. */
const MAX_TEMPLATE_FONTS = 100;
/** Longest uid. */
const MAX_UID_LENGTH = 100;

const text = (max: number) => z.string().max(max).transform(stripPlaceholderDelimiters);
const scalar = z.union([text(EMAIL_LIMITS.maxAttributeLength), z.number().finite(), z.boolean(), z.null()]);
const attributeName = z.string().min(1).max(100);
const attributes = z.record(attributeName, scalar);
const uid = z.string().min(1).max(MAX_UID_LENGTH);
const content = text(EMAIL_LIMITS.maxStringLength);
const maxChildren = EMAIL_LIMITS.maxArrayLength;

/** A synced section reference: the spec's `syncedId` (compared as text with the entry's `id`). */
export const syncedIdSchema = z.union([z.number().int(), z.string().min(1).max(64)]);

const nodeSchemas = new Map<string, z.ZodType<EmailNode>>();
const childSchemas = new Map<string, z.ZodType<EmailNode>>();

/** The children a tag may hold, as one union discriminated by tagName, built on first use. */
function childSchema(tag: EmailTag): z.ZodType<EmailNode> {
  let schema = childSchemas.get(tag.tagName);
  if (schema === undefined) {
    const options = tag.children.map((name) => nodeSchema(name)) as unknown as [z.ZodObject, ...z.ZodObject[]];
    const allowed = tag.children.join(', ');
    schema = z.discriminatedUnion('tagName', options, {
      error: (issue) => {
        const given = (issue.input as { tagName?: unknown } | undefined)?.tagName;
        const name = typeof given === 'string' ? JSON.stringify(given.slice(0, 60)) : 'missing';
        return `tagName ${name} is not allowed in ${tag.tagName} (allowed: ${allowed})`;
      },
    }) as unknown as z.ZodType<EmailNode>;
    childSchemas.set(tag.tagName, schema);
  }
  return schema;
}

/** The schema of one node kind (memoized: kinds refer to each other through their children). */
export function nodeSchema(tagName: string): z.ZodType<EmailNode> {
  const known = nodeSchemas.get(tagName);
  if (known !== undefined) return known;
  const tag = EMAIL_TAGS.get(tagName);
  if (tag === undefined) throw new TypeError(`no such email tag: ${tagName}`);
  const children =
    tag.children.length > 0
      ? z.array(z.lazy(() => childSchema(tag))).max(maxChildren)
      : z.array(z.unknown()).max(0, `${tagName} takes no children`);
  const schema = z.object({
    tagName: z.literal(tagName),
    uid: uid.optional(),
    attributes: attributes.optional(),
    children: children.optional(),
    ...(tag.content ? { content: content.optional() } : {}),
    ...(tagName === 'mj-section' ? { syncedId: syncedIdSchema.optional() } : {}),
    // Checked by variants.ts (conditions.ts), which is what reads it; kept here so it survives.
    displayCondition: z.unknown().optional(),
  }) as unknown as z.ZodType<EmailNode>;
  nodeSchemas.set(tagName, schema);
  return schema;
}

const style = z.record(
  z.string().regex(SELECTOR, 'a selector (letters, digits, . # : , > + ~ * ( ) - _ and spaces)'),
  z.record(
    z.string().regex(CSS_PROPERTY, 'a CSS property name'),
    z.union([
      z
        .string()
        .max(MAX_CSS_VALUE)
        .refine(isSafeCssValue, 'a CSS value without < > { } ; \\, comments, url() or unbalanced quotes'),
      z.number().finite(),
    ]),
  ),
);

/** The spec's font object. */
export const fontSchema = z.object({
  label: text(200).pipe(z.string().min(1)),
  style: text(400).pipe(z.string().min(1)),
  url: text(2_000).optional(),
});

/** Translated content by block uid: in `langs`, and in a synced section's `translation`. */
export const translationsSchema = z.record(uid, z.object({ content: content.optional() }));

const language = z.object({
  key: z.string().regex(LANGUAGE_TAG, 'a language tag such as en or pt-BR'),
  primary: z.boolean().optional(),
  translations: translationsSchema.optional(),
});

/** The template root. */
export const emailTemplateSchema = z.object({
  tagName: z.literal('mj-global-style').optional(),
  attributes: z.record(attributeName, z.union([scalar, attributes])).optional(),
  children: z.array(z.lazy(() => nodeSchema('mj-body'))).length(1, 'the template holds exactly one mj-body'),
  style: style.optional(),
  fonts: z.array(fontSchema).max(MAX_TEMPLATE_FONTS).optional(),
  feedBlocksApplyToAll: z.boolean().optional(),
  langs: z.array(language).max(EMAIL_LIMITS.maxLanguages).optional(),
}) as unknown as z.ZodType<EmailTemplate>;

/** What validation gives: the template (a new object), or the issues found. */
export type Validated<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly issues: readonly Issue[] };

/** zod issues as the renderer's issues (`{path, code, message}`), at most MAX_ISSUES, under `prefix`. */
export function toIssues(error: z.ZodError, prefix: readonly (string | number)[] = []): Issue[] {
  return error.issues.slice(0, MAX_ISSUES).map((issue) => ({
    path: [...prefix, ...issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part))],
    code: issue.code,
    message: issue.message,
  }));
}

/** Parses JSON text (or passes a parsed value through); an issue at `path` when it is too long or does not parse. */
export function parseJsonText(value: string | object, path: readonly (string | number)[]): Validated<unknown> {
  if (typeof value !== 'string') return { ok: true, value };
  const tooLong = checkDefinitionText(value, path);
  if (tooLong) return { ok: false, issues: [tooLong] };
  try {
    return { ok: true, value: JSON.parse(value) };
  } catch (error) {
    return {
      ok: false,
      issues: [{ path: [...path], code: 'invalid_json', message: `Not valid JSON: ${(error as Error).message}` }],
    };
  }
}

/** Checks limits, then the schema, of `value` against `schema`; issues are prefixed with `prefix`. */
export function validateWith<T>(
  schema: z.ZodType<T>,
  value: unknown,
  prefix: readonly (string | number)[] = [],
): Validated<T> {
  const { issue } = checkEmailLimits(value, prefix);
  if (issue !== undefined) return { ok: false, issues: [issue] };
  return parseWith(schema, value, prefix);
}

/** `schema` applied to a value whose limits were checked. */
function parseWith<T>(schema: z.ZodType<T>, value: unknown, prefix: readonly (string | number)[]): Validated<T> {
  const result = schema.safeParse(value);
  return result.success ? { ok: true, value: result.data } : { ok: false, issues: toIssues(result.error, prefix) };
}

/**
 * Validates an email template (already parsed from JSON): limits, then the one-walk fast path
 * (fast-validate.ts), which vouches for a valid template with the very result zod would give;
 * zod decides the rest and words their issues.
 */
export function validateEmailTemplate(value: unknown): Validated<EmailTemplate> {
  const { issue } = checkEmailLimits(value, []);
  if (issue !== undefined) return { ok: false, issues: [issue] };
  const fast = fastValidateTemplate(value);
  if (fast !== undefined) return { ok: true, value: fast };
  return parseWith(emailTemplateSchema, value, []);
}
