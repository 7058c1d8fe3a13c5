/**
 * Variants: what happens to blocks that carry a display condition (`displayCondition`, see
 * conditions.ts), by `options.variants`:
 *
 * - `evaluate`: the condition is evaluated with the merge tags' values (`value ?? sample`), and a
 *   block whose condition is false is left out, children and all.
 * - `enrichWithConditions`: every conditional block is wrapped in the provider's syntax, as an
 *   `mj-raw` sibling before it (`open`) and one after it (`close`), so the ESP shows or hides it per
 *   recipient. MJML accepts `mj-raw` beside sections, columns and content blocks, and leaves it out
 *   when it shares column widths.
 * - both: `evaluate` wins (the conditions are resolved here, so there is nothing left to wrap).
 * - neither: conditions are checked but ignored; every block is rendered, and the tree is
 *   returned as it came.
 *
 * The tree is never changed in place: nodes on the path to a change are copied, the rest shared.
 * The `mj-raw` nodes made here carry CONDITION_RAW, a symbol: no JSON can hold one, so a template
 * cannot forge raw provider syntax; the serializer carries their content through mjml as an `S`
 * placeholder, written back as it is (the only provider syntax left unbroken in the output besides
 * merge tags: neutralize-syntax.ts), and treats every other `mj-raw` as authored markup.
 */
import type { Issue } from '../renderer/schema/shape.ts';
import {
  CONDITION_KEY,
  conditionSchema,
  evaluateCondition,
  wrapCondition,
  type DisplayCondition,
} from './conditions.ts';
import type { MergeTagItem, MergeTagWarning } from './merge-tags.ts';
import type { EmailServiceProvider } from './providers/define.ts';

/** The parts of an email node this module reads; other keys are carried along untouched. */
export interface EmailNode {
  readonly tagName?: string;
  readonly uid?: string;
  readonly content?: string;
  readonly children?: readonly EmailNode[];
  readonly [CONDITION_KEY]?: unknown;
}

/** Marks an `mj-raw` node made by `applyVariants`: its content is provider syntax, to be emitted as it is. */
export const CONDITION_RAW: unique symbol = Symbol('lp-editor.conditionRaw');

/** An `mj-raw` node holding the opening or closing syntax of a condition. */
export interface ConditionRawNode extends EmailNode {
  readonly tagName: 'mj-raw';
  readonly content: string;
  readonly [CONDITION_RAW]: 'open' | 'close';
}

/** Whether `node` is an `mj-raw` node made by `applyVariants` (never true for parsed JSON). */
export function isConditionRaw(node: unknown): node is ConditionRawNode {
  if (node === null || typeof node !== 'object' || !Object.hasOwn(node, CONDITION_RAW)) return false;
  const mark = (node as Record<symbol, unknown>)[CONDITION_RAW];
  return (
    (mark === 'open' || mark === 'close') &&
    (node as EmailNode).tagName === 'mj-raw' &&
    typeof (node as EmailNode).content === 'string'
  );
}

function rawNode(content: string, mark: 'open' | 'close'): ConditionRawNode {
  return Object.freeze({ tagName: 'mj-raw', content, [CONDITION_RAW]: mark });
}

/**
 * Parents whose children may carry a condition: those that accept an `mj-raw` child in MJML 5
 * (mjml-validator's dependency table; variants.test.ts checks it against the installed mjml), less
 * the ones whose children are parts of one component (accordion elements, navbar links stay).
 * The root of a definition counts as `mj-body`.
 */
export const CONDITIONAL_PARENTS: ReadonlySet<string> = new Set([
  'mj-body',
  'mj-wrapper',
  'mj-section',
  'mj-group',
  'mj-column',
  'mj-hero',
  'mj-navbar',
  'mj-social',
  'mj-accordion',
]);

/** Deepest nesting walked (the template limits stop real templates long before). */
const MAX_DEPTH = 200;

/** `options.variants`. */
export interface VariantOptions {
  readonly evaluate?: boolean;
  readonly enrichWithConditions?: boolean;
}

/** What `applyVariants` needs besides the tree. */
export interface VariantContext {
  readonly options?: VariantOptions;
  /** The merge tags by name (flattenMergeTags), for evaluation. */
  readonly mergeTags: ReadonlyMap<string, MergeTagItem>;
  /** The provider whose syntax wraps conditional blocks. */
  readonly provider: EmailServiceProvider;
}

/** The tree after variants, and what was found on the way. */
export interface VariantResult<T> {
  readonly tree: T;
  /** Invalid or unwritable conditions, with their paths from the root: each is a 422. */
  readonly issues: readonly Issue[];
  readonly warnings: readonly MergeTagWarning[];
}

type Mode = 'evaluate' | 'enrich' | 'ignore';

interface Walk {
  readonly mode: Mode;
  readonly context: VariantContext;
  readonly issues: Issue[];
  readonly warnings: MergeTagWarning[];
  readonly warned: Set<string>;
}

function withoutCondition<T extends EmailNode>(node: T): T {
  const { [CONDITION_KEY]: _dropped, ...rest } = node;
  return rest as T;
}

function readCondition(
  node: EmailNode,
  path: (string | number)[],
  parentTag: string,
  walk: Walk,
): DisplayCondition | undefined {
  const parsed = conditionSchema.safeParse(node[CONDITION_KEY]);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      walk.issues.push({
        path: [...path, CONDITION_KEY, ...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))],
        code: 'invalid_condition',
        message: issue.message,
      });
    }
    return undefined;
  }
  if (!CONDITIONAL_PARENTS.has(parentTag)) {
    walk.issues.push({
      path: [...path, CONDITION_KEY],
      code: 'condition_not_allowed',
      message: `a display condition is allowed on blocks inside ${[...CONDITIONAL_PARENTS].join(', ')}; this ${node.tagName ?? 'node'} is inside ${parentTag}`,
    });
    return undefined;
  }
  return parsed.data;
}

function warnUnknownTags(condition: DisplayCondition, node: EmailNode, walk: Walk): void {
  for (const rule of condition.rules) {
    if (walk.context.mergeTags.has(rule.tag)) continue;
    const key = `${rule.tag}\u0000${node.uid ?? ''}`;
    if (walk.warned.has(key)) continue;
    walk.warned.add(key);
    walk.warnings.push({
      type: 'unknown_merge_tag',
      message: `The display condition tests "${rule.tag}", which is not in mergeTags; its value counts as empty.`,
      name: rule.tag,
      ...(node.uid !== undefined ? { uid: node.uid } : {}),
    });
  }
}

/** The node's replacement among its siblings: none, itself (maybe a copy), or itself wrapped. */
function visit(
  node: EmailNode,
  path: (string | number)[],
  parentTag: string,
  depth: number,
  walk: Walk,
): readonly EmailNode[] {
  let current = node;
  let wrap: { open: string; close: string } | undefined;
  if (node[CONDITION_KEY] !== undefined && walk.mode !== 'ignore') {
    const condition = readCondition(node, path, parentTag, walk);
    if (condition !== undefined) {
      if (walk.mode === 'evaluate') {
        warnUnknownTags(condition, node, walk);
        if (!evaluateCondition(condition, walk.context.mergeTags)) return [];
      } else {
        const syntax = wrapCondition(walk.context.provider, condition);
        if (syntax.ok) wrap = syntax;
        else
          walk.issues.push({
            path: [...path, CONDITION_KEY, ...(syntax.rule !== undefined ? ['rules', syntax.rule] : [])],
            code: 'condition_unsupported',
            message: syntax.reason,
          });
      }
      current = withoutCondition(node);
    }
  } else if (node[CONDITION_KEY] !== undefined) {
    readCondition(node, path, parentTag, walk); // checked even when ignored: a template is valid or not whatever the options
  }
  const children = current.children;
  if (Array.isArray(children) && children.length > 0) {
    if (depth >= MAX_DEPTH) {
      walk.issues.push({ path, code: 'too_deep', message: `nested more than ${MAX_DEPTH} levels deep` });
    } else {
      const next = walkChildren(children, path, current.tagName ?? 'mj-body', depth + 1, walk);
      if (next !== children) current = { ...current, children: next };
    }
  }
  return wrap === undefined ? [current] : [rawNode(wrap.open, 'open'), current, rawNode(wrap.close, 'close')];
}

function walkChildren(
  children: readonly EmailNode[],
  path: (string | number)[],
  parentTag: string,
  depth: number,
  walk: Walk,
): readonly EmailNode[] {
  let out: EmailNode[] | undefined;
  for (let i = 0; i < children.length; i++) {
    const child = children[i] as EmailNode;
    const replaced =
      child !== null && typeof child === 'object'
        ? visit(child, [...path, 'children', i], parentTag, depth, walk)
        : [child];
    const same = replaced.length === 1 && replaced[0] === child;
    if (!same && out === undefined) out = children.slice(0, i);
    if (out !== undefined) out.push(...replaced);
  }
  return out ?? children;
}

/**
 * The definition with its display conditions applied as `options.variants` says (module comment).
 * `issues` lists conditions that are malformed, placed where no condition may be, or (with
 * `enrichWithConditions`) not writable in the provider's syntax; the caller answers 422 with them.
 */
export function applyVariants<T extends EmailNode>(root: T, context: VariantContext): VariantResult<T> {
  const mode: Mode = context.options?.evaluate
    ? 'evaluate'
    : context.options?.enrichWithConditions
      ? 'enrich'
      : 'ignore';
  const walk: Walk = { mode, context, issues: [], warnings: [], warned: new Set() };
  let tree: T = root;
  if (root[CONDITION_KEY] !== undefined) {
    walk.issues.push({
      path: [CONDITION_KEY],
      code: 'condition_not_allowed',
      message: 'the root of a definition cannot carry a display condition',
    });
  }
  const children = root.children;
  if (Array.isArray(children) && children.length > 0) {
    const next = walkChildren(children, [], root.tagName ?? 'mj-body', 1, walk);
    if (next !== children) tree = { ...root, children: next };
  }
  return { tree, issues: walk.issues, warnings: walk.warnings };
}
