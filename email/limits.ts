/**
 * The named limits of an email template, checked before anything else looks at it.
 *
 * An email larger than Gmail's 102 KB is clipped anyway, so these are tighter than the landing
 * page's (renderer/limits.ts). The check is a loop over an explicit stack, never recursion: a
 * template nested 100,000 levels deep is refused with an issue naming where, instead of
 * overflowing the call stack in the zod schema that runs next (zod recurses). Cycles in an object
 * handed over by a JavaScript caller are stopped by the depth limit too.
 */
import type { Issue } from '../renderer/index.ts';

/** The limits, documented in docs/email-format.md. */
export const EMAIL_LIMITS = Object.freeze({
  /** Characters of a template given as JSON text (or its estimated size when given as an object). */
  maxDefinitionLength: 2_000_000,
  /** Nesting of JSON objects and arrays. The deepest legal email (an accordion in a group) needs about 20. */
  maxDepth: 40,
  /** Nodes (objects with a `tagName`) after synced sections are spliced in. */
  maxNodes: 3_000,
  /** Keys of any one object (an attribute map, a translation map). */
  maxKeysPerObject: 500,
  /** Items of any one array (children, langs). */
  maxArrayLength: 3_000,
  /** Characters of any one string (the content of one text block, say). */
  maxStringLength: 200_000,
  /** Characters of one attribute value (a signed image URL fits with room to spare). */
  maxAttributeLength: 4_000,
  /** Entries of `langs`. */
  maxLanguages: 100,
  /** Entries of the `syncedSections` argument. */
  maxSyncedSections: 200,
});

/** The name of one limit. */
export type EmailLimitName = keyof typeof EMAIL_LIMITS;

interface Frame {
  readonly value: object;
  readonly depth: number;
  readonly path: readonly (string | number)[];
}

/** An issue for a crossed limit: `code` is `template_limit`, `limit` names it. */
export interface LimitIssue extends Issue {
  readonly limit: EmailLimitName;
}

/** The issue for `limit`, crossed at `path`. */
export function limitIssue(limit: EmailLimitName, path: readonly (string | number)[]): LimitIssue {
  return {
    path: [...path],
    code: 'template_limit',
    limit,
    message: `Template too large: ${limit} is ${EMAIL_LIMITS[limit]}`,
  };
}

/**
 * The first limit `value` crosses, as an issue with its path (prefixed by `prefix`), or
 * undefined. Also returns the node count, which synced-section splicing adds to.
 */
export function checkEmailLimits(
  value: unknown,
  prefix: readonly (string | number)[] = [],
): { issue?: LimitIssue; nodes: number } {
  const { maxDepth, maxNodes, maxKeysPerObject, maxArrayLength, maxStringLength, maxDefinitionLength } = EMAIL_LIMITS;
  if (typeof value === 'string') {
    return value.length > maxStringLength ? { issue: limitIssue('maxStringLength', prefix), nodes: 0 } : { nodes: 0 };
  }
  if (typeof value !== 'object' || value === null) return { nodes: 0 };
  // Paths are kept per frame: an email is small enough (a few thousand values) that this costs
  // little, and a failure can name where it is without a second walk.
  const stack: Frame[] = [{ value, depth: 1, path: prefix }];
  let nodes = 0;
  let size = 0;
  while (stack.length > 0) {
    const frame = stack.pop() as Frame;
    if (frame.depth > maxDepth) return { issue: limitIssue('maxDepth', frame.path), nodes };
    const entries: [string | number, unknown][] = [];
    if (Array.isArray(frame.value)) {
      if (frame.value.length > maxArrayLength) return { issue: limitIssue('maxArrayLength', frame.path), nodes };
      size += 2 + frame.value.length;
      for (const [index, child] of (frame.value as unknown[]).entries()) entries.push([index, child]);
    } else {
      const record = frame.value as Record<string, unknown>;
      const keys = Object.keys(record);
      if (keys.length > maxKeysPerObject) return { issue: limitIssue('maxKeysPerObject', frame.path), nodes };
      if (typeof record.tagName === 'string' && Object.hasOwn(record, 'tagName') && ++nodes > maxNodes) {
        return { issue: limitIssue('maxNodes', frame.path), nodes };
      }
      size += 2;
      for (const key of keys) {
        size += key.length + 4;
        entries.push([key, record[key]]);
      }
    }
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i] as [string | number, unknown];
      if (typeof child === 'string') {
        if (child.length > maxStringLength)
          return { issue: limitIssue('maxStringLength', [...frame.path, key]), nodes };
        size += child.length + 2;
      } else if (typeof child === 'object' && child !== null) {
        stack.push({ value: child, depth: frame.depth + 1, path: [...frame.path, key] });
      } else size += 8;
    }
    if (size > maxDefinitionLength) return { issue: limitIssue('maxDefinitionLength', prefix), nodes };
  }
  return { nodes };
}

/** An issue when JSON text is longer than a definition may be; checked before parsing it. */
export function checkDefinitionText(text: string, path: readonly (string | number)[]): LimitIssue | undefined {
  return text.length > EMAIL_LIMITS.maxDefinitionLength ? limitIssue('maxDefinitionLength', path) : undefined;
}
