/**
 * What `npm run build` writes beside the bundles, and how it writes: the declarations (tsc), the
 * UI catalogs and other JSON maps checked and minified, files replaced atomically, the types
 * folder swapped in whole, and part files of earlier builds pruned after a day. Kept apart from
 * scripts/build-editor.mjs, which bundles.
 */
import { spawn } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CATALOGS_DIR = join(ROOT, 'editor/i18n/catalogs');

/** Runs tsc (TypeScript 7) for the declarations of editor/index.ts into `typesDir`. */
export function declarations(project, typesDir) {
  const tsc = join(ROOT, 'node_modules/.bin/tsc');
  const args = ['-p', project, '--outDir', typesDir];
  return new Promise((done, fail) => {
    const child = spawn(tsc, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', fail);
    child.on('close', (code) =>
      code === 0 ? done() : fail(new Error(`tsc could not emit the declarations:\n${output.trim()}`)),
    );
  });
}

/**
 * The JSON file at `source` (one object of strings: a catalog, the social glyphs), checked and
 * minified; a file that is not one stops the build.
 */
export function stringMapJson(source) {
  let map;
  try {
    map = JSON.parse(readFileSync(source, 'utf8'));
  } catch (error) {
    throw new Error(`${relative(ROOT, source)} is not valid JSON: ${error.message}`);
  }
  const valid =
    map !== null &&
    typeof map === 'object' &&
    !Array.isArray(map) &&
    Object.values(map).every((text) => typeof text === 'string');
  if (!valid) throw new Error(`${relative(ROOT, source)} must be one JSON object of strings.`);
  return Buffer.from(JSON.stringify(map));
}

/** The catalogs as files to write into `outdir`/lp-editor-i18n/; a catalog that is not a JSON object of strings stops the build. */
export function catalogs(outdir) {
  if (!existsSync(CATALOGS_DIR)) return [];
  return readdirSync(CATALOGS_DIR)
    .filter((name) => /^[a-z]{2}\.json$/.test(name))
    .map((name) => ({ path: join(outdir, 'lp-editor-i18n', name), contents: stringMapJson(join(CATALOGS_DIR, name)) }));
}

/** Writes `contents` to `path` through a temporary file and a rename. */
export function writeAtomically(path, contents) {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, contents);
  renameSync(temporary, path);
}

/**
 * tsc keeps `import x from './file.json'` in the declarations but does not emit the JSON: copies
 * each such file from the source tree beside the .d.ts that needs it.
 */
export function copyJsonImports(typesDir) {
  const declarationFiles = readdirSync(typesDir, { recursive: true }).filter((name) => name.endsWith('.d.ts'));
  for (const name of declarationFiles) {
    const text = readFileSync(join(typesDir, name), 'utf8');
    for (const [, specifier] of text.matchAll(/from '(\.{1,2}\/[^']+\.json)'/g)) {
      const target = join(typesDir, dirname(name), specifier);
      mkdirSync(dirname(target), { recursive: true });
      copyFileSync(join(ROOT, dirname(name), specifier), target);
    }
  }
}

/**
 * Puts the folder `fresh` at `target`, replacing what is there, when other builds may do the same
 * at the same moment (several test runs at once): the old folder is first renamed away (a rename
 * is atomic, a recursive delete is not), then removed; if another build put its folder in between,
 * that one is renamed away in turn.
 */
export function replaceFolder(fresh, target) {
  for (let attempt = 1; ; attempt++) {
    const old = `${target}.${process.pid}.${attempt}.old`;
    try {
      renameSync(target, old);
    } catch (error) {
      if (error.code !== 'ENOENT') throw error;
    }
    rmSync(old, { recursive: true, force: true });
    try {
      renameSync(fresh, target);
      return;
    } catch (error) {
      if (!['ENOTEMPTY', 'EEXIST'].includes(error.code) || attempt >= 10) throw error;
    }
  }
}

/**
 * How long a part file of an earlier build stays in dist/lp-editor-parts/: a page that loaded that
 * build's script just before a rebuild still loads its parts (it preloads them within seconds of
 * its start, see editor/lazy/load-part.ts), and old files do not pile up.
 */
const PART_RETENTION_MS = 24 * 60 * 60 * 1000;

/** Removes the part files in `dir` that this build did not write (`kept`) and that are older than PART_RETENTION_MS. */
export function pruneParts(dir, kept) {
  const now = Date.now();
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (kept.has(path)) continue;
    const info = statSync(path, { throwIfNoEntry: false });
    if (info?.isFile() && now - info.mtimeMs > PART_RETENTION_MS) rmSync(path, { force: true });
  }
}

/** Counts the files under `dir`. */
export const countFiles = (dir) =>
  readdirSync(dir, { recursive: true }).filter((name) => statSync(join(dir, name)).isFile()).length;
