/**
 * A V8 CPU profile of the built editor read back as source: self time by function and by source
 * file, and inclusive time by function, with names and lines through dist/'s source maps (the
 * profiling scripts of this folder share it).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './services.ts';

export interface CpuNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
export interface CpuProfile {
  nodes: CpuNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

// Source maps are read with @jridgewell/trace-mapping, which the repository has through terser
// and the test runner but does not declare: without it the profile keeps the minified names.
const traceMapping = await import('@jridgewell/trace-mapping').catch(() => undefined);
type SourceMap = InstanceType<NonNullable<typeof traceMapping>['TraceMap']>;
const maps = new Map<string, SourceMap | undefined>();
/** The source map of a built script the profile names (dist/ or dist/lp-editor-parts/), if any. */
function mapOf(file: string): SourceMap | undefined {
  if (traceMapping === undefined) return undefined;
  if (!maps.has(file)) {
    const path = [join(ROOT, 'dist', `${file}.map`), join(ROOT, 'dist/lp-editor-parts', `${file}.map`)].find(
      existsSync,
    );
    maps.set(file, path === undefined ? undefined : new traceMapping.TraceMap(readFileSync(path, 'utf8')));
  }
  return maps.get(file);
}

/** A profile frame as its source: `name source:line` through the build's source maps, and the source file. */
export function frameName(callFrame: CpuNode['callFrame']): { name: string; source: string } {
  const file = callFrame.url.split('/').pop() ?? '';
  const map = file === '' ? undefined : mapOf(file);
  if (map === undefined)
    return {
      name: `${callFrame.functionName || '(anonymous)'} ${file}`.trim(),
      source: file || callFrame.functionName,
    };
  const at = traceMapping!.originalPositionFor(map, { line: callFrame.lineNumber + 1, column: callFrame.columnNumber });
  const source = (at.source ?? file).replace(/^(\.\.\/)+/, '');
  return { name: `${at.name ?? callFrame.functionName ?? '(anonymous)'} ${source}:${at.line ?? 0}`, source };
}

/** Self time by function and by source file, and inclusive time by function, the largest first. */
export function selfTimes(profile: CpuProfile): {
  functions: [string, number][];
  files: [string, number][];
  inclusive: [string, number][];
} {
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const names = new Map(profile.nodes.map((node) => [node.id, frameName(node.callFrame)]));
  const functions = new Map<string, number>();
  const files = new Map<string, number>();
  const inclusive = new Map<string, number>();
  for (let i = 0; i < profile.samples.length; i++) {
    const id = profile.samples[i]!;
    const { name, source } = names.get(id)!;
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    functions.set(name, (functions.get(name) ?? 0) + ms);
    files.set(source, (files.get(source) ?? 0) + ms);
    // Each function once per sample, however deep it recurses.
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) seen.add(names.get(at)!.name);
    for (const frame of seen) inclusive.set(frame, (inclusive.get(frame) ?? 0) + ms);
  }
  const sorted = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]);
  return { functions: sorted(functions), files: sorted(files), inclusive: sorted(inclusive) };
}
