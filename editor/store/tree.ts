/**
 * Finding nodes in the document by uid. The editor addresses nodes by uid (stable across moves),
 * so every node needs one: `withUids` gives one to each node that lacks it (or repeats one) on
 * load, the only time the editor writes uids of its own.
 */
import type { Draft } from 'immer';
import type { PageDefinition, TemplateNode } from '../../renderer/index.ts';

/** Where a node sits: its parent's children array and its index there. */
export interface Location<N = TemplateNode> {
  readonly node: N;
  readonly siblings: N[];
  readonly index: number;
  readonly parent: N;
}

/** The node with `uid` in a (draft) document, with where it sits, or undefined. */
export function locate<N extends { readonly uid?: string; readonly children?: readonly N[] }>(root: N, uid: string): Location<N> | undefined {
  const stack: N[] = [root];
  while (stack.length > 0) {
    const parent = stack.pop()!;
    const children = parent.children as N[] | undefined;
    if (children === undefined) continue;
    for (let index = 0; index < children.length; index++) {
      const node = children[index]!;
      if (node.uid === uid) return { node, siblings: children, index, parent };
      stack.push(node);
    }
  }
  return undefined;
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

/** A uid not in `taken` (and now taken), from `prefix`. */
export function freshUid(taken: Set<string>, prefix = 'n'): string {
  let n = taken.size + 1;
  let uid = `${prefix}${n}`;
  while (taken.has(uid)) uid = `${prefix}${++n}`;
  taken.add(uid);
  return uid;
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
