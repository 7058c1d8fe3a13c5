/**
 * The arithmetic of column widths in % (no state, no commands: section-layout.ts builds on it).
 * Widths add up to 100 so that a row stays one row beside the section's `column-gap` (column.ts
 * `shareOfRow`); columns without a width share what the others leave. `resizeBetween` is the
 * arithmetic of the drag handle and the arrow keys between two columns: what one gains the other
 * loses.
 *
 * Widths that add up to more than 100 wrap (column.ts: a template may set four 50% columns at md
 * for two rows of two): `columnRows` finds the rows as the browser breaks them, each row is then
 * its own 100%, and a change of widths moves boundaries inside rows, never making or breaking one
 * (Equal widths and the layouts do that).
 */
import { percentages } from '../blocks/catalog.ts';

/** The narrowest a column gets from a drag, an arrow key or a width typed in (%). */
export const MIN_COLUMN_PERCENT = 10;

/** A percentage in hundredths (`'33.33%'` is 3333), or undefined for what is not a positive percentage. */
function hundredths(width: string | undefined): number | undefined {
  if (width === undefined) return undefined;
  const value = Number.parseFloat(width);
  return Number.isFinite(value) && value > 0 ? Math.round(value * 100) : undefined;
}

const asPercent = (hundredthsValue: number): string => `${hundredthsValue / 100}%`;

const FULL = 10_000;
const sumOf = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * The rows the columns lay out in, as lists of column indices: one row, unless every column has a
 * width and together they pass 100% (beyond rounding), when a row ends where the next width would
 * take it past 100%, as the section's wrapping flex row breaks it (column.ts `shareOfRow`: a
 * row of widths adding up to 100% fits its gaps). Unset widths never wrap: they share what is left.
 */
export function columnRows(widths: readonly (string | undefined)[]): number[][] {
  const set = widths.map(hundredths);
  const all = widths.map((_, index) => index);
  if (set.some((value) => value === undefined) || sumOf(set as number[]) <= FULL + widths.length) return [all];
  const rows: number[][] = [];
  let row: number[] = [];
  let taken = 0;
  for (const [index, value] of (set as number[]).entries()) {
    if (row.length > 0 && taken + value > FULL) {
      rows.push(row);
      row = [];
      taken = 0;
    }
    row.push(index);
    taken += value;
  }
  rows.push(row);
  return rows;
}

/** Whether columns `index` and `index + 1` are on the same row (a boundary a handle can move). */
export function sameRow(widths: readonly (string | undefined)[], index: number): boolean {
  return columnRows(widths).some((row) => row.includes(index) && row.includes(index + 1));
}

/**
 * The column that gives or takes the difference when column `index` gets another width: the next
 * on its row, else the previous (the last of a row); undefined for a column alone on its row.
 */
export function rowNeighbour(widths: readonly (string | undefined)[], index: number): number | undefined {
  if (sameRow(widths, index)) return index + 1;
  return index > 0 && sameRow(widths, index - 1) ? index - 1 : undefined;
}

/** Whether a row's widths (hundredths) fill it, within a hundredth per column of rounding. */
const fills = (values: readonly number[]) => Math.abs(sumOf(values) - FULL) <= values.length;

/**
 * The widths as the row lays them out, as numbers (two decimals) that add up to exactly 100:
 * columns without a width share what the others leave equally (column.ts), and widths that do
 * not add up to 100 are scaled to it, as a drag then makes them. Wrapped widths (columnRows)
 * stay as they are, each row that fills its width adding up to exactly 100.
 */
export function resolvedWidths(widths: readonly (string | undefined)[]): number[] {
  if (widths.length === 0) return [];
  const rows = columnRows(widths);
  if (rows.length > 1)
    return wrappedWidths(
      widths.map((width) => hundredths(width)!),
      rows,
    ).map((w) => w / 100);
  const set = widths.map(hundredths);
  const taken = set.reduce<number>((sum, value) => sum + (value ?? 0), 0);
  const unset = set.filter((value) => value === undefined).length;
  // Nothing left for the unset ones (the set ones overflow): give them an even share before scaling.
  const rest = 10_000 - taken;
  const share = unset === 0 ? 0 : rest > 0 ? rest / unset : 10_000 / widths.length;
  return percentages(set.map((value) => value ?? share)).map((width) => Number.parseFloat(width));
}

/** Wrapped widths in hundredths: each row that fills its width made exactly 100, the others as they are. */
function wrappedWidths(values: readonly number[], rows: readonly (readonly number[])[]): number[] {
  const result = [...values];
  for (const row of rows) {
    const own = row.map((index) => values[index]!);
    if (!fills(own)) continue;
    const exact = percentages(own);
    for (const [at, index] of row.entries()) result[index] = hundredths(exact[at])!;
  }
  return result;
}

/**
 * The widths after moving the boundary between columns `index` and `index + 1` by `deltaPercent`
 * (positive: column `index` grows): every column as a percentage string (two decimals) adding up
 * to exactly 100 (wrapped widths: to what they added up to, row by row); only the pair changes,
 * their sum is kept, and neither goes under MIN_COLUMN_PERCENT. Columns without a width get their
 * equal share first. A pair too narrow to give both the minimum, or split by a row's end, keeps
 * its widths.
 */
export function resizeBetween(widths: readonly (string | undefined)[], index: number, deltaPercent: number): string[] {
  const resolved = resolvedWidths(widths).map((width) => Math.round(width * 100));
  const first = resolved[index];
  const second = resolved[index + 1];
  if (first === undefined || second === undefined || !Number.isFinite(deltaPercent) || !sameRow(widths, index))
    return resolved.map(asPercent);
  const pair = first + second;
  const min = MIN_COLUMN_PERCENT * 100;
  const least = Math.max(min, rowStartLeast(resolved, columnRows(widths), index));
  if (pair >= least + min) {
    const grown = Math.min(pair - min, Math.max(least, Math.round(first + deltaPercent * 100)));
    resolved[index] = grown;
    resolved[index + 1] = pair - grown;
  }
  return resolved.map(asPercent);
}

/**
 * The least width (hundredths) column `index` keeps its row's place with: a column that begins a
 * wrapped row after one that does not fill its width must stay too wide to fit at that row's end
 * (0 for any other column).
 */
function rowStartLeast(resolved: readonly number[], rows: readonly (readonly number[])[], index: number): number {
  const at = rows.findIndex((row) => row[0] === index);
  if (at <= 0) return 0;
  return FULL - sumOf(rows[at - 1]!.map((column) => resolved[column]!)) + 1;
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
 * Where the columns wrap now (`current`, see columnRows), widths may also keep those rows, each
 * adding up to what it does now (a drag in one row). Normalized to two decimals; undefined when
 * they are not acceptable.
 */
export function checkedWidths(
  widths: readonly string[],
  count: number,
  current: readonly (string | undefined)[] = [],
): string[] | undefined {
  if (widths.length !== count || count === 0) return undefined;
  // Trimmed first: spaces around the number, then one linear pattern (no ambiguous \s* runs).
  const parsed = widths.map((width) =>
    /^\d+(\.\d+)?\s*%?$/.test(width.trim()) ? hundredths(width.trim()) : undefined,
  );
  if (parsed.some((value) => value === undefined || value > FULL)) return undefined;
  const values = parsed as number[];
  if (count === 1) return [asPercent(values[0]!)];
  // Within a hundredth per column: widths typed with more decimals round on the way.
  if (fills(values)) return percentages(values);
  const rows = current.length === count ? columnRows(current) : [];
  return rows.length > 1 ? checkedRows(values, current, rows) : undefined;
}

/** Widths (hundredths) for columns that wrap into `rows` now: the same rows, each adding up to what it does now. */
function checkedRows(
  values: readonly number[],
  current: readonly (string | undefined)[],
  rows: readonly (readonly number[])[],
): string[] | undefined {
  const now = resolvedWidths(current).map((width) => Math.round(width * 100));
  const total = (of: readonly number[], row: readonly number[]) => sumOf(row.map((index) => of[index]!));
  if (!rows.every((row) => Math.abs(total(values, row) - total(now, row)) <= row.length)) return undefined;
  const exact = wrappedWidths(values, rows).map(asPercent);
  // Rounding must not move a row's end (a row one hundredth past 100% would break elsewhere).
  return JSON.stringify(columnRows(exact)) === JSON.stringify(rows) ? exact : undefined;
}
