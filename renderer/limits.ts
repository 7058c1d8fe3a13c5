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
 * The measure of frozen node subtrees already walked, and the depth they were walked at (the
 * depth limit counts from the root). The editor renders its Immer document after every edit, and
 * Immer keeps unchanged subtrees as the same frozen objects: only the changed ones are walked.
 */
const frozenSubtrees = new WeakMap<object, { readonly depth: number; readonly nodes: number; readonly size: number }>();
/** Marks, on the walk's stack, the end of a frozen node's subtree. */
const CLOSE = Object.freeze({});
interface Opened {
  readonly node: object;
  readonly depth: number;
  readonly nodes: number;
  readonly size: number;
}

/**
 * Throws TemplateLimitError when `value` is past a limit. `prefix` names where the value sits
 * (`syncedSections[2].definition`) in the error's path. Returns what it measured.
 *
 * A fast pass measures without keeping paths (it runs on every render); only when it finds a
 * limit crossed does a second pass walk again, keeping paths, to name where.
 */
export function checkLimits(value: unknown, prefix = ''): Measure {
  const measured = measure(value);
  if (typeof measured === 'string') locate(value, prefix, measured);
  return measured as Measure;
}

/**
 * The measure of `value`, or the name of the first limit it crosses. No closures, no paths: the
 * array and object branches repeat their few lines for a child on purpose (a helper function per
 * child cost a third of this pass's time on the benchmark page).
 */
function measure(root: unknown): Measure | LimitName {
  if (typeof root === 'string')
    return root.length > LIMITS.maxStringLength ? 'maxStringLength' : { nodes: 0, size: root.length };
  if (typeof root !== 'object' || root === null) return { nodes: 0, size: 8 };
  const { maxDepth, maxNodes, maxKeysPerObject, maxArrayLength, maxStringLength, maxDefinitionLength } = LIMITS;
  const values: unknown[] = [root];
  const depths: number[] = [1];
  const opened: Opened[] = [];
  let nodes = 0;
  let size = 0;
  while (values.length > 0) {
    const current = values.pop() as object;
    const depth = depths.pop() as number;
    if (current === CLOSE) {
      // Every value below the node has been measured: remember the subtree's share.
      const open = opened.pop()!;
      frozenSubtrees.set(open.node, { depth: open.depth, nodes: nodes - open.nodes, size: size - open.size });
      continue;
    }
    if (depth > maxDepth) return 'maxDepth';
    if (Array.isArray(current)) {
      if (current.length > maxArrayLength) return 'maxArrayLength';
      size += 2 + current.length;
      for (let i = 0; i < current.length; i++) {
        const child: unknown = current[i];
        if (typeof child === 'string') {
          if (child.length > maxStringLength) return 'maxStringLength';
          size += child.length + 2;
        } else if (typeof child === 'object' && child !== null) {
          values.push(child);
          depths.push(depth + 1);
        } else size += 8;
      }
    } else {
      const record = current as Record<string, unknown>;
      const isNode = typeof record.tagName === 'string' && Object.hasOwn(record, 'tagName');
      if (isNode && Object.isFrozen(record)) {
        const known = frozenSubtrees.get(record);
        if (known !== undefined && known.depth === depth) {
          nodes += known.nodes;
          size += known.size;
          if (nodes > maxNodes) return 'maxNodes';
          if (size > maxDefinitionLength) return 'maxDefinitionLength';
          continue;
        }
        // Popped after everything pushed below it, that is once its subtree is measured.
        values.push(CLOSE);
        depths.push(depth);
        opened.push({ node: record, depth, nodes, size });
      }
      const keys = Object.keys(record);
      if (keys.length > maxKeysPerObject) return 'maxKeysPerObject';
      if (isNode && ++nodes > maxNodes) return 'maxNodes';
      size += 2;
      for (let i = 0; i < keys.length; i++) {
        const key = keys[i] as string;
        const child = record[key];
        size += key.length + 4;
        if (typeof child === 'string') {
          if (child.length > maxStringLength) return 'maxStringLength';
          size += child.length + 2;
        } else if (typeof child === 'object' && child !== null) {
          values.push(child);
          depths.push(depth + 1);
        } else size += 8;
      }
    }
    if (size > maxDefinitionLength) return 'maxDefinitionLength';
  }
  return { nodes, size };
}

/** Walks again keeping paths, and throws the error for the first crossed limit with its path. */
function locate(value: unknown, prefix: string, expected: LimitName): never {
  let nodes = 0;
  let size = 0;
  const fail = (limit: LimitName, frame: Frame | undefined, key?: string | number): never => {
    const path = pathOf(frame, key);
    throw new TemplateLimitError(limit, LIMITS[limit], prefix && path ? `${prefix}.${path}` : prefix || path);
  };
  if (typeof value === 'string' || typeof value !== 'object' || value === null) fail(expected, undefined);
  const stack: Frame[] = [{ value: value as object, depth: 1, parent: undefined, key: undefined }];
  while (stack.length > 0) {
    const frame = stack.pop() as Frame;
    if (frame.depth > LIMITS.maxDepth) fail('maxDepth', frame.parent, frame.key);
    const visit = (child: unknown, key: string | number): void => {
      if (typeof child === 'string') {
        if (child.length > LIMITS.maxStringLength) fail('maxStringLength', frame, key);
        size += child.length + 2;
      } else if (typeof child === 'object' && child !== null) {
        stack.push({ value: child, depth: frame.depth + 1, parent: frame, key });
      } else size += 8;
    };
    if (Array.isArray(frame.value)) {
      const list = frame.value as unknown[];
      if (list.length > LIMITS.maxArrayLength) fail('maxArrayLength', frame.parent, frame.key);
      size += 2 + list.length;
      for (let i = list.length - 1; i >= 0; i--) visit(list[i], i);
    } else {
      const record = frame.value as Record<string, unknown>;
      const keys = Object.keys(record);
      if (keys.length > LIMITS.maxKeysPerObject) fail('maxKeysPerObject', frame.parent, frame.key);
      if (typeof record.tagName === 'string' && Object.hasOwn(record, 'tagName') && ++nodes > LIMITS.maxNodes)
        fail('maxNodes', frame.parent, frame.key);
      size += 2;
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i] as string;
        size += key.length + 4;
        visit(record[key], key);
      }
    }
    if (size > LIMITS.maxDefinitionLength) fail('maxDefinitionLength', undefined);
  }
  // The two walks visit in different orders; the limit the fast pass found is still crossed.
  return fail(expected, undefined);
}

/** Parses template JSON text after checking its length; invalid JSON is reported by the caller. */
export function checkDefinitionLength(text: string, prefix = ''): void {
  if (text.length > LIMITS.maxDefinitionLength)
    throw new TemplateLimitError('maxDefinitionLength', LIMITS.maxDefinitionLength, prefix);
}
