/**
 * Statistics and the printed table of the editor benchmark: one row per figure, with its goal
 * from the issue and MET / NOT MET where there is one ("info" rows explain the others).
 */

/** The value at quantile `q` (nearest rank) of `values`. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}
export const median = (values: readonly number[]) => quantile(values, 0.5);
export const p95 = (values: readonly number[]) => quantile(values, 0.95);

export interface Row {
  readonly label: string;
  readonly median?: number;
  readonly p95?: number;
  /** A single figure (sizes, heap). */
  readonly value?: number;
  readonly unit: 'ms' | 'B' | 'KB' | 'MB';
  /** The goal as printed, and whether the figure meets it. */
  readonly goal?: { readonly text: string; readonly met: boolean };
  /** Printed under the row. */
  readonly note?: string;
}

const fmt = (value: number | undefined, unit: Row['unit']) => {
  if (value === undefined) return '';
  if (!Number.isFinite(value)) return 'n/a';
  if (unit === 'ms') return `${value.toFixed(2)} ms`;
  if (unit === 'B') return `${Math.round(value)} B`;
  return `${value.toFixed(1)} ${unit}`;
};

/** The table, as lines. */
export function table(rows: readonly Row[]): string[] {
  const cells = rows.map((row) => [
    row.label,
    fmt(row.value ?? row.median, row.unit),
    fmt(row.p95, row.unit),
    row.goal?.text ?? '',
    row.goal === undefined ? 'info' : row.goal.met ? 'MET' : 'NOT MET',
  ]);
  const head = ['figure', 'median / value', 'p95', 'goal', 'verdict'];
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: readonly string[]) =>
    c
      .map((cell, i) => (i === 0 || i >= 3 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  const out = [line(head), line(widths.map((w) => '-'.repeat(w)))];
  rows.forEach((row, i) => {
    out.push(line(cells[i]!));
    if (row.note !== undefined) out.push(`    ${row.note}`);
  });
  return out;
}

/** A row for a timing goal on the p95 ("p95 <= 4 ms script", or `goalText`). */
export function p95Row(
  label: string,
  samples: readonly number[],
  limitMs: number | undefined,
  note?: string,
  goalText?: string,
): Row {
  const row: Row = {
    label,
    median: median(samples),
    p95: p95(samples),
    unit: 'ms',
    ...(note === undefined ? {} : { note }),
  };
  return limitMs === undefined
    ? row
    : { ...row, goal: { text: goalText ?? `p95 <= ${limitMs} ms script`, met: p95(samples) <= limitMs } };
}
