/**
 * Reads the parts of a Markdown document that state constraints, for tests that check the
 * constraints against the code: sections by heading, tables as rows of cells, backticked values,
 * and `name` (explanation) pairs whose explanation may hold parentheses of its own.
 */

/** The text under the `level`-deep heading `title`, up to the next heading of that level or higher. */
export function sectionOf(markdown: string, title: string, level = 2): string {
  const lines = markdown.split('\n');
  const marker = `${'#'.repeat(level)} ${title}`;
  const start = lines.findIndex((line) => line.trim() === marker);
  if (start < 0) throw new Error(`docs: no heading "${marker}"`);
  let fenced = false;
  let end = lines.length;
  for (let i = start + 1; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.startsWith('```')) fenced = !fenced;
    else if (!fenced && /^#{1,6} /.test(line) && line.indexOf(' ') <= level) {
      end = i;
      break;
    }
  }
  return lines.slice(start + 1, end).join('\n');
}

/** The `### ...` subsections of `text`, by their heading text. */
export function subsections(text: string): Map<string, string> {
  const out = new Map<string, string>();
  const parts = text.split(/^### /m).slice(1);
  for (const part of parts) {
    const newline = part.indexOf('\n');
    out.set(part.slice(0, newline).trim(), part.slice(newline + 1));
  }
  return out;
}

/** Splits one table line into its cells (a `\|` stays in its cell). */
function cells(line: string): string[] {
  const inner = line.trim().replace(/^\|/, '').replace(/\|$/, '');
  return inner.split(/(?<!\\)\|/).map((cell) => cell.trim().replace(/\\\|/g, '|'));
}

/** The rows of the first table in `text` (header and separator left out), each as its cells by header name. */
export function tableRows(text: string): Record<string, string>[] {
  const lines = text.split('\n');
  const start = lines.findIndex(
    (line, i) => line.trim().startsWith('|') && /^\|[-| :]+\|$/.test(lines[i + 1]?.trim() ?? ''),
  );
  if (start < 0) return [];
  const header = cells(lines[start]!);
  const rows: Record<string, string>[] = [];
  for (let i = start + 2; i < lines.length && lines[i]!.trim().startsWith('|'); i++) {
    const row = cells(lines[i]!);
    rows.push(Object.fromEntries(header.map((name, j) => [name, row[j] ?? ''])));
  }
  return rows;
}

/** The backticked values of `text`, in order, without the backticks. */
export function backticked(text: string): string[] {
  return [...text.matchAll(/`([^`]*)`/g)].map((match) => match[1]!);
}

/** A number as the docs write it (`1,000`, `20000`, `-5`). */
export function docNumber(text: string): number {
  const value = Number(text.replace(/,/g, ''));
  if (!Number.isFinite(value)) throw new Error(`docs: not a number: ${text}`);
  return value;
}

/**
 * The `` `name` (explanation) `` pairs of `text`, by name. The explanation runs to the matching
 * closing parenthesis, so `(an absolute http(s) URL)` is read whole.
 */
export function namedExplanations(text: string): Map<string, string> {
  const out = new Map<string, string>();
  const start = /`([A-Za-z][\w.-]*)` \(/g;
  let match: RegExpExecArray | null;
  while ((match = start.exec(text)) !== null) {
    let depth = 1;
    let i = start.lastIndex;
    for (; i < text.length && depth > 0; i++) {
      if (text[i] === '(') depth++;
      else if (text[i] === ')') depth--;
    }
    out.set(match[1]!, text.slice(start.lastIndex, i - 1));
    start.lastIndex = i;
  }
  return out;
}
