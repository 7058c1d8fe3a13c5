/**
 * A section's layout as commands: how many columns it has (content kept: the blocks of removed
 * columns move, in order, to the end of the last remaining one), and its columns' widths in % at
 * a breakpoint level, which add up to 100 so that the row stays one row beside the section's
 * `column-gap` (column.ts `shareOfRow`), or, where they wrap, keep their rows; the arithmetic of
 * widths (rows, the drag handle's `resizeBetween`) is column-widths.ts, re-exported here.
 *
 * Column count and layouts change structure, so they are refused where the structure is held
 * (locks.ts); widths are settings, which an `editor` may change on locked content.
 */
import type { Draft } from 'immer';
import {
  cascadedValue,
  LEVELS,
  levelInfo,
  registry,
  type Level,
  type PageDefinition,
  type TemplateNode,
} from '../../renderer/index.ts';
import { areEqual, checkedWidths, equalWidths } from './column-widths.ts';
import type { EditorState } from './state.ts';
import { structureHeld } from './locks.ts';
import { transaction, type Command } from './transaction.ts';
import { cloneWithFreshUids, collectUids, locate, locateAt } from './tree.ts';

export {
  areEqual,
  columnRows,
  equalWidths,
  MIN_COLUMN_PERCENT,
  resizeBetween,
  resolvedWidths,
  rowNeighbour,
  sameRow,
} from './column-widths.ts';

/** The fewest and most columns a section's layout offers. */
export const MIN_COLUMNS = 1;
export const MAX_COLUMNS = 6;

/** The column attribute that holds a column's share of the row (column.ts). */
const WIDTH = 'width';

type MutableNode = Draft<TemplateNode> & Record<string, unknown>;

/** The section with `uid` and where it sits, when the state is editable and `uid` names a section. */
function findSection(state: EditorState, uid: string) {
  if (!state.editable) return undefined;
  const found = locate<TemplateNode>(state.doc, uid);
  return found !== undefined && registry.get(found.node.tagName)?.role === 'section' ? found : undefined;
}

/** The section's columns (its children whose kind is a column). */
export function columnsOf(section: TemplateNode): readonly TemplateNode[] {
  return (section.children ?? []).filter((child) => registry.get(child.tagName)?.role === 'column');
}

/** Each column's width in effect at `level` (the cascade: md inherits desktop...), undefined where none is set. */
export function columnWidths(section: TemplateNode, level: Level = 'desktop'): (string | undefined)[] {
  return columnsOf(section).map((column) => {
    const value = cascadedValue(column, WIDTH, level)?.value;
    return typeof value === 'string' ? value : undefined;
  });
}

/** Options of setColumnWidths. */
export interface WidthsOptions {
  /** The breakpoint level whose attribute set is written (default desktop). */
  readonly level?: Level;
  /**
   * The merge group: changes with the same group merge into one undo step. Default: one group per
   * section and level (arrow keys and a typed width merge like a slider's moves).
   */
  readonly group?: string;
  /**
   * The time the change counts as made at (ms), for the merge window: changes of one group given
   * one time merge however long apart they are. (The drag handles need not: a drag is a store
   * gesture, one step when released, none when cancelled.)
   */
  readonly time?: number;
}

/**
 * Sets the section's column widths (percent strings, one per column, adding up to 100, or, where
 * they wrap at that level, keeping their rows) at a level. Repeated changes merge into one undo
 * step (see WidthsOptions). Refused for widths that do not fit the columns, and where nothing
 * would change.
 */
export function setColumnWidths(sectionUid: string, widths: readonly string[], options: WidthsOptions = {}): Command {
  const level = options.level ?? 'desktop';
  return (state, dispatch) => {
    const found = findSection(state, sectionUid);
    if (found === undefined) return false;
    const columns = columnsOf(found.node);
    const exact = checkedWidths(widths, columns.length, columnWidths(found.node, level));
    if (exact === undefined) return false;
    const key = levelInfo(level).key;
    if (columns.every((column, index) => column[key]?.[WIDTH] === exact[index])) return false;
    if (dispatch) {
      const tx = transaction(
        state,
        'Change column widths',
        (doc) => {
          for (const [index, column] of columnDrafts(doc, found.path).entries()) writeWidth(column, key, exact[index]);
        },
        {
          policy: 'merge',
          group: options.group ?? `widths:${sectionUid}:${level}`,
          ...(options.time === undefined ? {} : { time: options.time }),
        },
      );
      if (tx) dispatch(tx);
    }
    return true;
  };
}

/**
 * Makes the columns share the row equally at a level: their widths there are removed, or, where
 * a wider level still sets widths that would be inherited, set to equal shares. One undo step.
 */
export function equalColumnWidths(sectionUid: string, level: Level = 'desktop'): Command {
  return (state, dispatch) => {
    const found = findSection(state, sectionUid);
    if (found === undefined) return false;
    const columns = columnsOf(found.node);
    const key = levelInfo(level).key;
    const wider = levelInfo(level).inherits;
    const inherited = wider === undefined ? [] : columnWidths(found.node, wider);
    const target: (string | undefined)[] = inherited.some((width) => width !== undefined)
      ? equalWidths(columns.length)
      : columns.map(() => undefined);
    if (columns.every((column, index) => column[key]?.[WIDTH] === target[index])) return false;
    if (dispatch) {
      const tx = transaction(state, 'Equal column widths', (doc) => {
        for (const [index, column] of columnDrafts(doc, found.path).entries()) writeWidth(column, key, target[index]);
      });
      if (tx) dispatch(tx);
    }
    return true;
  };
}

/**
 * Gives the section `count` columns (MIN_COLUMNS to MAX_COLUMNS), keeping every block: fewer
 * columns append the removed columns' blocks, in order, to the last remaining column; more add
 * empty columns (the canvas shows them as drop places) of the section's column kind. The columns
 * then share the row equally: their widths are removed at every level (old widths do not describe
 * the new row). One undo step; refused where the section's structure, a removed column or a
 * moved block is held.
 */
export function setColumnCount(sectionUid: string, count: number): Command {
  return setColumnLayout(sectionUid, equalWidths(Number.isInteger(count) ? Math.max(count, 1) : 1), count);
}

/**
 * Gives the section one column per entry of `widths` (a layout preset: `['33.33%', '66.67%']`) at
 * the desktop level, as setColumnCount does, with those widths (equal ones are left unset, so the
 * row stays even whatever is added later, as the add menu's layouts do). One undo step.
 */
export function setColumnLayout(sectionUid: string, widths: readonly string[], count = widths.length): Command {
  return (state, dispatch) => {
    if (!Number.isInteger(count) || count < MIN_COLUMNS || count > MAX_COLUMNS || widths.length !== count) return false;
    const found = findSection(state, sectionUid);
    if (found === undefined || structureHeld(state, sectionUid)) return false;
    const columns = columnsOf(found.node);
    const sized = !areEqual(widths);
    const exact = sized ? checkedWidths(widths, count) : undefined;
    if (sized && exact === undefined) return false;
    const removed = columns.slice(count);
    const target = columns[Math.min(count, columns.length) - 1];
    if (removed.length > 0 && target !== undefined) {
      const held = (uid: string | undefined) => uid !== undefined && structureHeld(state, uid);
      if (
        held(target.uid) ||
        removed.some((column) => held(column.uid) || (column.children ?? []).some((b) => held(b.uid)))
      )
        return false;
    }
    const unchanged =
      columns.length === count &&
      columns.every((column, index) =>
        LEVELS.every((info) => column[info.key]?.[WIDTH] === (info.name === 'desktop' ? exact?.[index] : undefined)),
      );
    if (unchanged) return false;
    if (dispatch) {
      const taken = collectUids(state.doc);
      const kind = columns[0]?.tagName ?? registry.withRole('column')[0]!.tagName;
      const added = Array.from({ length: Math.max(0, count - columns.length) }, () =>
        cloneWithFreshUids(emptyColumn(kind), taken),
      );
      const selection = state.selection;
      const selectionGone = selection !== null && removed.some((column) => column.uid === selection);
      const tx = transaction(
        state,
        count === columns.length ? 'Change layout' : 'Change columns',
        (doc) => {
          const sectionDraft = inDraft(doc, found.path);
          const children = sectionDraft.children as MutableNode[];
          const drafts = children.filter((child) => registry.get(child.tagName)?.role === 'column');
          const keep = drafts.slice(0, count);
          const last = keep.at(-1);
          for (const column of drafts.slice(count)) {
            if (last !== undefined)
              ((last.children as TemplateNode[] | undefined) ??= []).push(...(column.children ?? []));
            children.splice(children.indexOf(column), 1);
          }
          children.push(...(added as MutableNode[]));
          for (const [index, column] of [...keep, ...(added as MutableNode[])].entries()) {
            for (const info of LEVELS)
              writeWidth(column, info.key, info.name === 'desktop' ? exact?.[index] : undefined);
          }
        },
        { selection: selectionGone ? sectionUid : selection },
      );
      if (tx) dispatch(tx);
    }
    return true;
  };
}

/** A new column of `kind` from its starter, without the starter's blocks (an empty column to fill). */
function emptyColumn(kind: string): TemplateNode {
  const starter = structuredClone(registry.get(kind)?.starter ?? {}) as Partial<TemplateNode>;
  return { ...starter, tagName: kind, children: [] };
}

/** Sets or removes a column's width in one attribute set, dropping a set left empty. */
function writeWidth(column: MutableNode, key: (typeof LEVELS)[number]['key'], value: string | undefined): void {
  const attributes = column[key] as Record<string, unknown> | undefined;
  if (value !== undefined) {
    if (attributes === undefined) column[key] = { [WIDTH]: value };
    else attributes[WIDTH] = value;
    return;
  }
  if (attributes === undefined || !Object.hasOwn(attributes, WIDTH)) return;
  delete attributes[WIDTH];
  if (Object.keys(attributes).length === 0) delete column[key];
}

function inDraft(doc: Draft<PageDefinition>, path: readonly number[]): MutableNode {
  return locateAt<MutableNode>(doc as unknown as MutableNode, path)!.node;
}

/** The column drafts of the section at `path`, in order. */
function columnDrafts(doc: Draft<PageDefinition>, path: readonly number[]): MutableNode[] {
  const children = (inDraft(doc, path).children ?? []) as MutableNode[];
  return children.filter((child) => registry.get(child.tagName)?.role === 'column');
}

/**
 * The section whose columns a selection lays out: the selected section itself, or the section
 * around a selected column. Undefined for anything else (a block, the page, nothing).
 */
export function layoutSection(doc: PageDefinition, selection: string | null): string | undefined {
  if (selection === null) return undefined;
  const found = locate<TemplateNode>(doc, selection);
  if (found === undefined) return undefined;
  const role = registry.get(found.node.tagName)?.role;
  if (role === 'section') return found.node.uid;
  if (role === 'column' && registry.get(found.parent.tagName)?.role === 'section') return found.parent.uid;
  return undefined;
}
