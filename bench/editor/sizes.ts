/**
 * The editor's script sizes as just built: dist/lp-editor.js and the parts it loads on demand
 * (dist/lp-editor-parts/<name>.<hash>.js), gzipped with node:zlib's default level. The parts
 * folder keeps older builds' files for a while (pages still running an older script may ask for
 * them), so only the files this build's script names are counted, and any part those name.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ScriptSize {
  readonly file: string;
  readonly bytes: number;
  readonly gzipped: number;
}

const PART = /lp-editor-parts\/([a-z0-9-]+\.[0-9a-f]{8,}\.js)|["'`/]([a-z][a-z0-9-]*\.[0-9a-f]{12}\.js)["'`]/g;

function sizeOf(path: string, file: string): ScriptSize {
  const content = readFileSync(path);
  return { file, bytes: content.length, gzipped: gzipSync(content).length };
}

/** The first script and its parts, in the order found. */
export function scriptSizes(dist: string): { main: ScriptSize; parts: ScriptSize[] } {
  const main = sizeOf(join(dist, 'lp-editor.js'), 'lp-editor.js');
  const seen = new Set<string>();
  const parts: ScriptSize[] = [];
  const queue = [readFileSync(join(dist, 'lp-editor.js'), 'utf8')];
  while (queue.length > 0) {
    for (const match of queue.pop()!.matchAll(PART)) {
      const name = match[1] ?? match[2]!;
      const path = join(dist, 'lp-editor-parts', name);
      if (seen.has(name) || !existsSync(path)) continue;
      seen.add(name);
      parts.push(sizeOf(path, `lp-editor-parts/${name}`));
      queue.push(readFileSync(path, 'utf8'));
    }
  }
  if (parts.length === 0) throw new Error('dist/lp-editor.js names no part in dist/lp-editor-parts/');
  return { main, parts };
}
