/**
 * Finding nodes in the document by uid. The editor addresses nodes by uid (stable across moves),
 * so every node needs one: `withUids` gives one to each node that lacks it (or repeats one) on
 * load, the only time the editor writes uids of its own.
 */
import type { Draft } from 'immer';
import type { PageDefinition, TemplateNode } from '../../renderer/index.ts';
import { takeFreshUid } from '../../renderer/model/synced.ts';

/** Where a node sits: its parent's children array and its index there. */
export interface Location<N = TemplateNode> {
  readonly node: N;
  readonly siblings: N[];
  readonly index: number;
  readonly parent: N;
  /** The child indexes from the root to the node. */
  readonly path: readonly number[];
}

/**
 * The child indexes from `root` down to the node with `uid`, or undefined. A depth-first walk
 * over plain (frozen) objects; commands walk an Immer draft only along this path, since every
 * draft node a walk touches becomes a proxy that Immer must finalize.
 */
export function pathTo<N extends { readonly uid?: string; readonly children?: readonly N[] }>(
  root: N,
  uid: string,
): number[] | undefined {
  const path: number[] = [];
  const levels: (readonly N[])[] = [];
  if (root.children === undefined) return undefined;
  let children: readonly N[] = root.children;
  let index = 0;
  for (;;) {
    if (index < children.length) {
      const node: N = children[index]!;
      if (node.uid === uid) {
        path.push(index);
        return path;
      }
      const below: readonly N[] | undefined = node.children;
      if (below !== undefined && below.length > 0) {
        levels.push(children);
        path.push(index);
        children = below;
        index = 0;
      } else index++;
    } else {
      if (levels.length === 0) return undefined;
      children = levels.pop()!;
      index = path.pop()! + 1;
    }
  }
}

/** The node at `path` (from pathTo) below `root`, with where it sits; undefined when the path leads nowhere. */
export function locateAt<N extends { readonly uid?: string; readonly children?: readonly N[] }>(
  root: N,
  path: readonly number[],
): Location<N> | undefined {
  let parent = root;
  for (let depth = 0; depth < path.length; depth++) {
    const siblings = parent.children as N[] | undefined;
    const index = path[depth]!;
    const node = siblings?.[index];
    if (siblings === undefined || node === undefined) return undefined;
    if (depth === path.length - 1) return { node, siblings, index, parent, path };
    parent = node;
  }
  return undefined;
}

/**
 * Every uid's path below a frozen node (relative to it), built on the first lookup. The editor
 * looks nodes up several times for each edit (the command, the panel, the toolbar's dry runs),
 * and an edit makes a new document in which Immer keeps every other section the same frozen
 * object: a lookup asks each top-level child's index, and only the changed section's is built.
 */
const frozenIndexes = new WeakMap<object, Map<string, readonly number[]>>();

type Tree = { readonly uid?: string; readonly children?: readonly Tree[] };

/** The uids below `root` (not root's own), each with its first path in document order. */
function indexBelow(root: Tree): Map<string, readonly number[]> {
  const index = new Map<string, readonly number[]>();
  // Pre-order: children pushed last to first, so they come off the stack first to last.
  const stack: { node: Tree; path: readonly number[] }[] = [];
  const pushChildren = (node: Tree, path: readonly number[]) => {
    const children = node.children ?? [];
    for (let i = children.length - 1; i >= 0; i--) stack.push({ node: children[i]!, path: [...path, i] });
  };
  pushChildren(root, []);
  while (stack.length > 0) {
    const { node, path } = stack.pop()!;
    if (node.uid !== undefined && !index.has(node.uid)) index.set(node.uid, path);
    pushChildren(node, path);
  }
  return index;
}

function cachedIndexBelow(node: Tree): Map<string, readonly number[]> {
  let index = frozenIndexes.get(node);
  if (index === undefined) frozenIndexes.set(node, (index = indexBelow(node)));
  return index;
}

/** The first path to `uid` below a frozen `root`: its children in order, each one's own uid, then its subtree's index. */
function frozenPathTo(root: Tree, uid: string): readonly number[] | undefined {
  const children = root.children;
  if (children === undefined) return undefined;
  for (let i = 0; i < children.length; i++) {
    const child = children[i]!;
    if (child.uid === uid) return [i];
    if (child.children === undefined || child.children.length === 0) continue;
    const below = Object.isFrozen(child) ? cachedIndexBelow(child).get(uid) : pathTo(child, uid);
    if (below !== undefined) return [i, ...below];
  }
  return undefined;
}

/** The node with `uid` in a document, with where it sits, or undefined. */
export function locate<N extends { readonly uid?: string; readonly children?: readonly N[] }>(
  root: N,
  uid: string,
): Location<N> | undefined {
  const path = Object.isFrozen(root) ? frozenPathTo(root, uid) : pathTo(root, uid);
  return path === undefined ? undefined : locateAt(root, path);
}

/** Every uid in the document. */
export function collectUids(root: TemplateNode): Set<string> {
  const uids = new Set<string>();
  const stack: TemplateNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.uid !== undefined) uids.add(node.uid);
    for (const child of node.children ?? []) stack.push(child);
  }
  return uids;
}

/**
 * A uid not in `taken` (and now taken), from `prefix`: `<prefix><n>` for the smallest n past the
 * set's size. Amortized O(1): the search resumes where the last one on this set stopped (issue
 * 12: a document holding the uids the count would meet made loading it quadratic). `taken` must
 * only grow while uids are drawn from it, as in every caller here.
 */
export function freshUid(taken: Set<string>, prefix = 'n'): string {
  return takeFreshUid(taken, prefix, taken.size + 1);
}

/** Gives every node below the root a unique uid (in place, on a draft). */
export function assignMissingUids(draft: Draft<PageDefinition>): void {
  const taken = new Set<string>();
  const stack: Draft<TemplateNode>[] = [...((draft.children ?? []) as Draft<TemplateNode>[])];
  const seen: Draft<TemplateNode>[] = [];
  while (stack.length > 0) {
    const node = stack.pop()!;
    seen.push(node);
    for (const child of (node.children ?? []) as Draft<TemplateNode>[]) stack.push(child);
  }
  const repeated = new Set<Draft<TemplateNode>>();
  for (const node of seen) {
    if (node.uid === undefined) continue;
    if (taken.has(node.uid)) repeated.add(node);
    else taken.add(node.uid);
  }
  for (const node of seen) if (node.uid === undefined || repeated.has(node)) node.uid = freshUid(taken);
}

/** A deep copy of `node` with fresh uids for it and everything below it. */
export function cloneWithFreshUids(node: TemplateNode, taken: Set<string>): TemplateNode {
  const copy = structuredClone(node) as { uid?: string; children?: TemplateNode[] };
  const stack = [copy];
  while (stack.length > 0) {
    const current = stack.pop()!;
    current.uid = freshUid(taken);
    for (const child of current.children ?? []) stack.push(child as { uid?: string; children?: TemplateNode[] });
  }
  return copy as TemplateNode;
}
