/**
 * The named limits of a template, checked before anything else looks at it.
 *
 * The check is a loop over an explicit stack, never recursion, so that a template nested 100,000
 * levels deep is refused with a TemplateLimitError instead of overflowing the call stack (schema
 * validators that recurse overflow near 900 levels on Node 20). Cycles in an object handed over by
 * a JavaScript caller are caught by the depth limit too.
 */
import { TemplateLimitError, formatPath } from './errors.ts';

/** The limits, documented in docs/template-format.md. */
export const LIMITS = Object.freeze({
  /** Characters of a template given as JSON text (or its estimated size when given as an object). */
  maxDefinitionLength: 5_000_000,
  /** Nesting of JSON objects and arrays. A page needs about 10. */
  maxDepth: 64,
  /** Nodes (objects with a `tagName`) after synced sections are spliced in. */
  maxNodes: 10_000,
  /** Keys of any one object (an attribute map, a style map). */
  maxKeysPerObject: 200,
  /** Items of any one array. */
  maxArrayLength: 10_000,
  /** Characters of any one string (the content of an html block, say). */
  maxStringLength: 500_000,
  /** Entries of `syncedSections`. */
  maxSyncedSections: 500,
});

export type LimitName = keyof typeof LIMITS;

interface Frame {
  readonly value: object;
  readonly depth: number;
  readonly parent: Frame | undefined;
  readonly key: string | number | undefined;
}

function pathOf(frame: Frame | undefined, key?: string | number): string {
  const parts: (string | number)[] = key === undefined ? [] : [key];
  for (let f = frame; f !== undefined && f.key !== undefined; f = f.parent) parts.unshift(f.key);
  return formatPath(parts);
}

/** What the check measured (for tests and for splicing, which adds nodes). */
export interface Measure {
  readonly nodes: number;
  readonly size: number;
}

/**
 * Throws TemplateLimitError when `value` is past a limit. `prefix` names where the value sits
 * (`syncedSections[2].definition`) in the error's path. Returns what it measured.
 */
export function checkLimits(value: unknown, prefix = ''): Measure {
  let nodes = 0;
  let size = 0;
  const fail = (limit: LimitName, frame: Frame | undefined, key?: string | number): never => {
    const path = pathOf(frame, key);
    throw new TemplateLimitError(limit, LIMITS[limit], prefix && path ? `${prefix}.${path}` : prefix || path);
  };
  if (typeof value === 'string') {
    if (value.length > LIMITS.maxStringLength) fail('maxStringLength', undefined);
    return { nodes, size: value.length };
  }
  if (typeof value !== 'object' || value === null) return { nodes, size: 8 };

  const stack: Frame[] = [{ value, depth: 1, parent: undefined, key: undefined }];
  while (stack.length > 0) {
    const frame = stack.pop() as Frame;
    if (frame.depth > LIMITS.maxDepth) fail('maxDepth', frame.parent, frame.key);
    const push = (child: unknown, key: string | number): void => {
      if (typeof child === 'string') {
        if (child.length > LIMITS.maxStringLength) fail('maxStringLength', frame, key);
        size += child.length + 2;
      } else if (typeof child === 'object' && child !== null) {
        stack.push({ value: child, depth: frame.depth + 1, parent: frame, key });
      } else {
        size += 8;
      }
    };
    if (Array.isArray(frame.value)) {
      const list = frame.value as unknown[];
      if (list.length > LIMITS.maxArrayLength) fail('maxArrayLength', frame.parent, frame.key);
      size += 2 + list.length;
      for (let i = list.length - 1; i >= 0; i--) push(list[i], i);
    } else {
      const record = frame.value as Record<string, unknown>;
      const keys = Object.keys(record);
      if (keys.length > LIMITS.maxKeysPerObject) fail('maxKeysPerObject', frame.parent, frame.key);
      if (typeof record.tagName === 'string' && Object.hasOwn(record, 'tagName')) {
        nodes += 1;
        if (nodes > LIMITS.maxNodes) fail('maxNodes', frame.parent, frame.key);
      }
      size += 2;
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i] as string;
        size += key.length + 4;
        push(record[key], key);
      }
    }
    if (size > LIMITS.maxDefinitionLength) fail('maxDefinitionLength', undefined);
  }
  return { nodes, size };
}

/** Parses template JSON text after checking its length; invalid JSON is reported by the caller. */
export function checkDefinitionLength(text: string, prefix = ''): void {
  if (text.length > LIMITS.maxDefinitionLength) throw new TemplateLimitError('maxDefinitionLength', LIMITS.maxDefinitionLength, prefix);
}
