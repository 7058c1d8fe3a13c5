/**
 * A section's layout as commands: how many columns it has (content kept: the blocks of removed
 * columns move, in order, to the end of the last remaining one), and its columns' widths in % at
 * a breakpoint level, which always add up to 100 so that the row stays one row beside the
 * section's `column-gap` (column.ts `shareOfRow`). `resizeBetween` is the arithmetic of the drag
 * handle and the arrow keys between two columns: what one gains the other loses.
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
import { percentages } from '../blocks/catalog.ts';
import type { EditorState } from './state.ts';
import { structureHeld } from './locks.ts';
import { transaction, type Command } from './transaction.ts';
import { cloneWithFreshUids, collectUids, locate, locateAt } from './tree.ts';

/** The fewest and most columns a section's layout offers. */
export const MIN_COLUMNS = 1;
export const MAX_COLUMNS = 6;
/** The narrowest a column gets from a drag, an arrow key or a width typed in (%). */
export const MIN_COLUMN_PERCENT = 10;

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

/** A percentage in hundredths (`'33.33%'` is 3333), or undefined for what is not a positive percentage. */
function hundredths(width: string | undefined): number | undefined {
  if (width === undefined) return undefined;
  const value = Number.parseFloat(width);
  return Number.isFinite(value) && value > 0 ? Math.round(value * 100) : undefined;
}

const asPercent = (hundredthsValue: number): string => `${hundredthsValue / 100}%`;

/**
 * The widths as the row lays them out, as numbers (two decimals) that add up to exactly 100:
 * columns without a width share what the others leave equally (column.ts), and widths that do
 * not add up to 100 are scaled to it, as a drag then makes them.
 */
export function resolvedWidths(widths: readonly (string | undefined)[]): number[] {
  if (widths.length === 0) return [];
  const set = widths.map(hundredths);
  const taken = set.reduce<number>((sum, value) => sum + (value ?? 0), 0);
  const unset = set.filter((value) => value === undefined).length;
  // Nothing left for the unset ones (the set ones overflow): give them an even share before scaling.
  const rest = 10_000 - taken;
  const share = unset === 0 ? 0 : rest > 0 ? rest / unset : 10_000 / widths.length;
  return percentages(set.map((value) => value ?? share)).map((width) => Number.parseFloat(width));
}

/**
 * The widths after moving the boundary between columns `index` and `index + 1` by `deltaPercent`
 * (positive: column `index` grows): every column as a percentage string (two decimals) adding up
 * to exactly 100; only the pair changes, their sum is kept, and neither goes under
 * MIN_COLUMN_PERCENT. Columns without a width get their equal share first. A pair too narrow to
 * give both the minimum keeps its widths.
 */
export function resizeBetween(widths: readonly (string | undefined)[], index: number, deltaPercent: number): string[] {
  const resolved = resolvedWidths(widths).map((width) => Math.round(width * 100));
  const first = resolved[index];
  const second = resolved[index + 1];
  if (first === undefined || second === undefined || !Number.isFinite(deltaPercent)) return resolved.map(asPercent);
  const pair = first + second;
  const min = MIN_COLUMN_PERCENT * 100;
  if (pair >= 2 * min) {
    const grown = Math.min(pair - min, Math.max(min, Math.round(first + deltaPercent * 100)));
    resolved[index] = grown;
    resolved[index + 1] = pair - grown;
  }
  return resolved.map(asPercent);
}

/** Widths made equal for `count` columns, as the layouts give them (`percentages`). */
export function equalWidths(count: number): string[] {
  return percentages(Array.from({ length: count }, () => 1));
}

/** Whether widths are all equal within rounding (three equal columns are 33.34%, 33.33% and 33.33%). */
export function areEqual(widths: readonly (string | undefined)[]): boolean {
  const resolved = resolvedWidths(widths);
  return resolved.every((width) => Math.abs(width - 100 / resolved.length) < 0.05);
}

/**
 * Widths checked for setColumnWidths: one per column, each a positive percentage, adding up to
 * 100 (a single column may be narrower: it is then placed by the section's `column-align`).
 * Normalized to two decimals; undefined when they are not acceptable.
 */
function checkedWidths(widths: readonly string[], count: number): string[] | undefined {
  if (widths.length !== count || count === 0) return undefined;
  // Trimmed first: spaces around the number, then one linear pattern (no ambiguous \s* runs).
  const values = widths.map((width) =>
    /^\d+(\.\d+)?\s*%?$/.test(width.trim()) ? hundredths(width.trim()) : undefined,
  );
  if (values.some((value) => value === undefined || value > 10_000)) return undefined;
  const sum = values.reduce<number>((total, value) => total + value!, 0);
  // Within a hundredth per column: widths typed with more decimals round on the way.
  if (count > 1 && Math.abs(sum - 10_000) > count) return undefined;
  const exact = count > 1 ? percentages(values as number[]) : [asPercent(values[0]!)];
  return exact;
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
   * The time the change counts as made at (ms). A drag passes the time it started with its own
   * group, so all its moves merge into one step however long the pointer pauses.
   */
  readonly time?: number;
}

/**
 * Sets the section's column widths (percent strings, one per column, adding up to 100) at a
 * level. Repeated changes merge into one undo step (see WidthsOptions). Refused for widths that
 * do not fit the columns, and where nothing would change.
 */
export function setColumnWidths(sectionUid: string, widths: readonly string[], options: WidthsOptions = {}): Command {
  const level = options.level ?? 'desktop';
  return (state, dispatch) => {
    const found = findSection(state, sectionUid);
    if (found === undefined) return false;
    const columns = columnsOf(found.node);
    const exact = checkedWidths(widths, columns.length);
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
