/**
 * Just enough of source maps to name the source line of a position in esbuild's output: the
 * collector parses esbuild's JavaScript (acorn reads no TypeScript), and a finding must name the
 * line of the .ts file a person opens.
 */

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((ch, i) => [ch, i]));

/** One mapping segment: generated column, then the source line (0-based) it comes from. */
interface Segment {
  readonly column: number;
  readonly sourceLine: number;
}

/** Decodes the VLQ `mappings` of a version 3 source map into segments per generated line. */
function decode(mappings: string): Segment[][] {
  const lines: Segment[][] = [];
  let sourceLine = 0;
  for (const text of mappings.split(';')) {
    const segments: Segment[] = [];
    let column = 0;
    for (const segment of text.split(',')) {
      if (segment === '') continue;
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const ch of segment) {
        const digit = DIGIT.get(ch);
        if (digit === undefined) throw new Error(`not a base64 VLQ digit: ${ch}`);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0] ?? 0;
      // Fields 2 and 3 are the source index and the source line, both relative to the last ones.
      if (fields.length >= 4) {
        sourceLine += fields[2]!;
        segments.push({ column, sourceLine });
      }
    }
    lines.push(segments);
  }
  return lines;
}

/** Maps a generated position (1-based line, 0-based column) to its 1-based source line. */
export function sourceLineLookup(mapJson: string): (line: number, column: number) => number | undefined {
  const lines = decode((JSON.parse(mapJson) as { mappings: string }).mappings);
  return (line, column) => {
    const segments = lines[line - 1] ?? [];
    let found: Segment | undefined;
    for (const segment of segments) {
      if (segment.column > column) break;
      found = segment;
    }
    const segment = found ?? segments[0];
    return segment === undefined ? undefined : segment.sourceLine + 1;
  };
}
