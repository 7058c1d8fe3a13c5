/**
 * The document commands the editor core needs: set an attribute at a level, set content, move
 * up or down, duplicate, delete, insert, and the page's metadata. Each is a Command: a dry run
 * without `dispatch`, and none applies when the state is not editable (the `reader` role).
 */
import type { Draft } from 'immer';
import {
  registry,
  levelInfo,
  type Level,
  type PageDefinition,
  type PageMetadata,
  type TemplateNode,
} from '../../renderer/index.ts';
import type { EditorState } from './state.ts';
import { transaction, type Command } from './transaction.ts';
import { cloneWithFreshUids, collectUids, locate, locateAt } from './tree.ts';
import { LOCK_ATTRIBUTE, structureHeld } from './locks.ts';

type MutableNode = Draft<TemplateNode> & Record<string, unknown>;

/** Where the node at `path` sits in a draft: found along the path, so Immer drafts nothing else. */
function inDraft(doc: Draft<PageDefinition>, path: readonly number[]) {
  return locateAt<MutableNode>(doc as unknown as MutableNode, path)!;
}

function find(state: EditorState, uid: string) {
  return state.editable ? locate<TemplateNode>(state.doc, uid) : undefined;
}

/**
 * Sets (or, with `undefined`, removes) one attribute of a node at a breakpoint level (the
 * renderer's: desktop edits `attributes`, md `mdAttributes`...). Repeated edits of the same
 * attribute merge into one undo step.
 */
export function setAttribute(uid: string, name: string, value: unknown, level: Level = 'desktop'): Command {
  return (state, dispatch) => {
    const found = find(state, uid);
    if (found === undefined) return false;
    // Only a manager (or a session without a role) sets or lifts a lock.
    if (name === LOCK_ATTRIBUTE && state.locks === true) return false;
    const set = levelInfo(level).key;
    if (found.node[set]?.[name] === value) return false;
    if (dispatch) {
      const tx = transaction(
        state,
        `Change ${name}`,
        (doc) => {
          const node = inDraft(doc, found.path).node;
          const attributes = ((node[set] as Record<string, unknown> | undefined) ??= {});
          if (value === undefined) delete attributes[name];
          else attributes[name] = value;
        },
        { policy: 'merge', group: `attr:${uid}:${level}:${name}` },
      );
      if (tx) dispatch(tx);
    }
    return true;
  };
}

/**
 * Replaces a node's HTML content. Changes merge into one undo step per pause, and per `word` when
 * the caller gives one (the rich-text editor counts words, so undo takes back a word at a time).
 */
export function setContent(uid: string, content: string, word?: number): Command {
  return (state, dispatch) => {
    const found = find(state, uid);
    if (found === undefined || found.node.content === content) return false;
    if (dispatch) {
      const tx = transaction(
        state,
        'Edit text',
        (doc) => {
          inDraft(doc, found.path).node.content = content;
        },
        { policy: 'merge', group: word === undefined ? `content:${uid}` : `content:${uid}:${word}` },
      );
      if (tx) dispatch(tx);
    }
    return true;
  };
}

/** Moves a node one place up (-1) or down (+1) among its siblings. */
export function moveNode(uid: string, direction: -1 | 1): Command {
  return (state, dispatch) => {
    const found = find(state, uid);
    const target = found === undefined ? -1 : found.index + direction;
    if (found === undefined || target < 0 || target >= found.siblings.length) return false;
    if (structureHeld(state, uid)) return false;
    if (dispatch) {
      const tx = transaction(state, direction < 0 ? 'Move up' : 'Move down', (doc) => {
        const { siblings, index } = inDraft(doc, found.path);
        const [node] = siblings.splice(index, 1);
        siblings.splice(target, 0, node!);
      });
      if (tx) dispatch(tx);
    }
    return true;
  };
}

/** Inserts a copy of the node after it, with fresh uids, and selects the copy. */
export function duplicateNode(uid: string): Command {
  return (state, dispatch) => {
    const found = find(state, uid);
    if (found === undefined || structureHeld(state, uid)) return false;
    if (dispatch) {
      const copy = cloneWithFreshUids(found.node, collectUids(state.doc));
      const tx = transaction(
        state,
        'Duplicate',
        (doc) => {
          const { siblings, index } = inDraft(doc, found.path);
          siblings.splice(index + 1, 0, copy as MutableNode);
        },
        { selection: copy.uid ?? null },
      );
      if (tx) dispatch(tx);
    }
    return true;
  };
}

/** Deletes a node; a selection on it or inside it moves to a neighbour, or the parent, or nothing. */
export function deleteNode(uid: string): Command {
  return (state, dispatch) => {
    const found = find(state, uid);
    if (found === undefined || structureHeld(state, uid)) return false;
    if (dispatch) {
      const neighbour =
        found.siblings[found.index + 1] ??
        found.siblings[found.index - 1] ??
        (found.parent === state.doc ? undefined : found.parent);
      const selected = state.selection;
      const goes = selected === uid || (selected !== null && locate<TemplateNode>(found.node, selected) !== undefined);
      const tx = transaction(
        state,
        'Delete',
        (doc) => {
          const { siblings, index } = inDraft(doc, found.path);
          siblings.splice(index, 1);
        },
        { selection: goes ? (neighbour?.uid ?? null) : selected },
      );
      if (tx) dispatch(tx);
    }
    return true;
  };
}

/**
 * Inserts `node` (given fresh uids) into the children of `parentUid` (null: the page) at `index`,
 * and selects it. Refused where the parent's kind does not accept the node's (registry.holds).
 */
export function insertNode(parentUid: string | null, index: number, node: TemplateNode): Command {
  return (state, dispatch) => {
    if (!state.editable) return false;
    const located = parentUid === null ? undefined : locate<TemplateNode>(state.doc, parentUid);
    const parent = parentUid === null ? state.doc : located?.node;
    if (parent === undefined || index < 0 || index > (parent.children?.length ?? 0)) return false;
    if (!registry.holds(parent.tagName, node.tagName) || structureHeld(state, parentUid)) return false;
    if (dispatch) {
      const copy = cloneWithFreshUids(node, collectUids(state.doc));
      const tx = transaction(
        state,
        'Insert',
        (doc) => {
          const target = (located === undefined ? doc : inDraft(doc, located.path).node) as MutableNode;
          ((target.children as TemplateNode[] | undefined) ??= []).splice(index, 0, copy);
        },
        { selection: copy.uid ?? null },
      );
      if (tx) dispatch(tx);
    }
    return true;
  };
}

/**
 * Moves a node to `index` among the children of `parentUid` (null: the page), the index counted
 * as the target's children are before the move (the gap a drop indicator shows). Refused where
 * the target does not accept the node, into the node itself or below it, and where nothing would
 * change. One undo step; the moved node is selected.
 */
export function moveNodeTo(uid: string, parentUid: string | null, index: number): Command {
  return (state, dispatch) => {
    const found = find(state, uid);
    if (found === undefined) return false;
    const target = parentUid === null ? undefined : locate<TemplateNode>(state.doc, parentUid);
    const parent = parentUid === null ? state.doc : target?.node;
    if (parent === undefined || index < 0 || index > (parent.children?.length ?? 0)) return false;
    if (!registry.holds(parent.tagName, found.node.tagName)) return false;
    if (structureHeld(state, uid) || structureHeld(state, parentUid)) return false;
    // Into itself or its own subtree: the path to the target starts with the path to the node.
    if (target !== undefined && found.path.every((step, depth) => target.path[depth] === step)) return false;
    const sameParent = found.parent === parent;
    const landing = sameParent && index > found.index ? index - 1 : index;
    if (sameParent && landing === found.index) return false;
    if (dispatch) {
      const tx = transaction(
        state,
        'Move',
        (doc) => {
          const from = inDraft(doc, found.path);
          const [node] = from.siblings.splice(from.index, 1);
          // Located again after the removal: the target's path may have shifted by it.
          const destination =
            parentUid === null
              ? (doc as unknown as MutableNode)
              : inDraft(doc, pathAfterRemoval(target!.path, found.path)).node;
          ((destination.children as TemplateNode[] | undefined) ??= []).splice(landing, 0, node!);
        },
        { selection: uid },
      );
      if (tx) dispatch(tx);
    }
    return true;
  };
}

/** A path as it reads once the node at `removed` is gone (a later sibling on the way moves up one). */
function pathAfterRemoval(path: readonly number[], removed: readonly number[]): number[] {
  const result = [...path];
  const depth = removed.length - 1;
  const sharesParent = removed.slice(0, depth).every((step, i) => path[i] === step);
  if (sharesParent && path.length > depth && path[depth]! > removed[depth]!) result[depth] = path[depth]! - 1;
  return result;
}

/** Sets one field of the page's metadata (title, description, image). */
export function setMetadata(field: keyof PageMetadata, value: string): Command {
  return (state, dispatch) => {
    if (!state.editable || state.doc.metadata?.[field] === value) return false;
    if (dispatch) {
      const tx = transaction(
        state,
        `Change page ${field}`,
        (doc: Draft<PageDefinition>) => {
          (doc.metadata ??= {})[field] = value;
        },
        { policy: 'merge', group: `meta:${field}` },
      );
      if (tx) dispatch(tx);
    }
    return true;
  };
}
