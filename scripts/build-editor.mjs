#!/usr/bin/env node
// `npm run build` (and `npm start`, through prestart): the editor as the files the service serves.
//
//   dist/lp-editor.js     one minified IIFE for a <script> tag (editor/global.ts), with its .map
//   dist/lp-editor.mjs    the same as an ES module (editor/index.ts), with its .map
//   dist/lp-editor.d.mts  the module's types, re-exported from dist/types/ (tsc, declarations only)
//   dist/lp-editor-icons.json  the social block's glyphs, which the editor fetches as it starts
//   dist/lp-editor-i18n/  the UI texts per language (editor/i18n/catalogs/*.json, checked and
//                         minified), which the editor fetches instead of carrying them all
//
// `--outdir <dir>` writes elsewhere (the build test uses a temporary folder). Every file is
// written to a temporary name and renamed, so a running service never reads half a file; a
// failed build leaves the previous one in place and exits 1.
import { build } from 'esbuild';
import { minify } from 'terser';
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The two bundles: the script-tag entry and the module entry. */
export const BUNDLES = [
  { entry: 'editor/global.ts', file: 'lp-editor.js', format: 'iife' },
  { entry: 'editor/index.ts', file: 'lp-editor.mjs', format: 'esm' },
];

/** Where the editor's UI texts are, one `<language>.json` each. */
const CATALOGS_DIR = join(ROOT, 'editor/i18n/catalogs');

/** The module entry's types, from what tsc emits for editor/index.ts. */
const DECLARATIONS = "// The types of lp-editor.mjs.\nexport * from './types/editor/index.js';\n";

/** Modules the editor's bundle replaces with the browser's own parser (held to them by editor/browser-parser/*.browser.test.ts). */
const BROWSER_ALIASES = {
  parse5: './editor/browser-parser/parse5-dom.ts',
  'entities/decode': './editor/browser-parser/entities-dom.ts',
};

/**
 * Renderer modules the editor's bundle replaces with editor ones: the social glyphs, which the
 * editor fetches from the service (/lp-editor-icons.json) instead of carrying.
 */
const BROWSER_MODULES = { 'renderer/blocks/shared/social-icon-paths.ts': 'editor/render-data/social-icon-paths.ts' };
const browserModules = {
  name: 'browser-modules',
  setup(build) {
    build.onResolve({ filter: /social-icon-paths\.ts$/ }, (args) => {
      const wanted = relative(ROOT, resolve(args.resolveDir, args.path)).split('\\').join('/');
      const replacement = BROWSER_MODULES[wanted];
      return replacement === undefined ? undefined : { path: join(ROOT, replacement) };
    });
  },
};

/**
 * The editor's component styles are Lit `css` literals, which no minifier touches: this drops
 * their comments, indentation and the spaces around punctuation as esbuild loads each file. Only
 * the literals' static text changes (never an interpolation), and only whitespace that CSS does
 * not read (our own stylesheets hold no strings where it would matter). A colon keeps the space
 * before it: `a :hover` is a descendant combinator.
 */
export function compactCss(text) {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/:\s+/g, ':')
    .replace(/;}/g, '}')
    .trim();
}
const compactStyles = {
  name: 'compact-styles',
  setup(build) {
    build.onLoad({ filter: /[\\/]editor[\\/].*\.ts$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('css`')) return undefined;
      const contents = source.replace(/\bcss`([^`]*)`/g, (_, body) => `css\`${body.split(/(\$\{[^}]*\})/).map((part, i) => (i % 2 === 1 ? part : compactCss(part))).join('')}\``);
      return { contents, loader: 'ts' };
    });
  },
};

/** The social glyphs the editor fetches, served as /lp-editor-icons.json. */
const ICONS_SOURCE = join(ROOT, 'renderer/blocks/shared/social-icon-paths.json');

/** Bundles one entry with esbuild; resolves to its output files (the code and its map), unwritten. */
async function esbundle({ entry, file, format }, outdir) {
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: [entry],
    outfile: join(outdir, file),
    bundle: true,
    format,
    platform: 'browser',
    target: 'es2022',
    minify: true,
    sourcemap: true,
    tsconfig: 'tsconfig.json',
    define: { 'process.env.NODE_ENV': '"production"' },
    // The browser has a WHATWG HTML parser of its own: the renderer's parse5 and entities calls go
    // to it (editor/browser-parser/), which keeps parse5's tables out of the script.
    alias: BROWSER_ALIASES,
    plugins: [browserModules, compactStyles],
    // A script has no import.meta; the editor then takes its service's origin from its own
    // <script> element (editor/api/service-url.ts), so the empty import.meta is expected there.
    logOverride: format === 'iife' ? { 'empty-import-meta': 'silent' } : {},
    logLevel: 'warning',
    write: false,
  });
  return result.outputFiles;
}

/**
 * Bundles one entry, then compresses it again with terser: esbuild bundles and minifies in
 * milliseconds, terser's compressor packs the result about 2% smaller gzipped in a few seconds.
 * The source map goes through both, so it still points at the sources. Resolves to the code and
 * its map, unwritten.
 */
async function bundle(entry, outdir) {
  const outputs = await esbundle(entry, outdir);
  const code = outputs.find((output) => !output.path.endsWith('.map'));
  const map = outputs.find((output) => output.path.endsWith('.map'));
  const packed = await minify(code.text, {
    ecma: 2022,
    module: entry.format === 'esm',
    compress: { passes: 1 },
    mangle: true,
    // Keeps the licence comments esbuild gathered (Lit's, Immer's); drops the rest.
    format: { comments: 'some' },
    sourceMap: { content: map.text, url: `${basename(code.path)}.map` },
  });
  return [
    { path: code.path, contents: Buffer.from(packed.code) },
    { path: map.path, contents: Buffer.from(typeof packed.map === 'string' ? packed.map : JSON.stringify(packed.map)) },
  ];
}

/** Runs tsc (TypeScript 7) for the declarations of editor/index.ts into `typesDir`. */
function declarations(project, typesDir) {
  const tsc = join(ROOT, 'node_modules/.bin/tsc');
  const args = ['-p', project, '--outDir', typesDir];
  return new Promise((done, fail) => {
    const child = spawn(tsc, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', fail);
    child.on('close', (code) => (code === 0 ? done() : fail(new Error(`tsc could not emit the declarations:\n${output.trim()}`))));
  });
}

/**
 * The JSON file at `source` (one object of strings: a catalog, the social glyphs), checked and
 * minified; a file that is not one stops the build.
 */
function stringMapJson(source) {
  let map;
  try {
    map = JSON.parse(readFileSync(source, 'utf8'));
  } catch (error) {
    throw new Error(`${relative(ROOT, source)} is not valid JSON: ${error.message}`);
  }
  const valid = map !== null && typeof map === 'object' && !Array.isArray(map) && Object.values(map).every((text) => typeof text === 'string');
  if (!valid) throw new Error(`${relative(ROOT, source)} must be one JSON object of strings.`);
  return Buffer.from(JSON.stringify(map));
}

/** The catalogs as files to write into `outdir`/lp-editor-i18n/; a catalog that is not a JSON object of strings stops the build. */
function catalogs(outdir) {
  if (!existsSync(CATALOGS_DIR)) return [];
  return readdirSync(CATALOGS_DIR)
    .filter((name) => /^[a-z]{2}\.json$/.test(name))
    .map((name) => ({ path: join(outdir, 'lp-editor-i18n', name), contents: stringMapJson(join(CATALOGS_DIR, name)) }));
}

/** Writes `contents` to `path` through a temporary file and a rename. */
function writeAtomically(path, contents) {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, contents);
  renameSync(temporary, path);
}

/**
 * tsc keeps `import x from './file.json'` in the declarations but does not emit the JSON: copies
 * each such file from the source tree beside the .d.ts that needs it.
 */
function copyJsonImports(typesDir) {
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
function replaceFolder(fresh, target) {
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

/** Counts the files under `dir`. */
const countFiles = (dir) => readdirSync(dir, { recursive: true }).filter((name) => statSync(join(dir, name)).isFile()).length;

/**
 * Builds everything into `outdir`; resolves to the files written, each with its raw and gzipped
 * size. `options` swaps the entries and the declarations project (to try the build on other code).
 */
export async function buildEditor(outdir, options = {}) {
  const { bundles = BUNDLES, declarationsProject = join(ROOT, 'scripts/tsconfig.declarations.json') } = options;
  mkdirSync(outdir, { recursive: true });
  const typesDir = join(outdir, 'types');
  const pendingTypes = `${typesDir}.${process.pid}.tmp`;
  rmSync(pendingTypes, { recursive: true, force: true });
  try {
    // tsc runs beside esbuild: together they take about as long as tsc alone.
    const [outputs] = await Promise.all([Promise.all(bundles.map((entry) => bundle(entry, outdir))), declarations(declarationsProject, pendingTypes)]);
    const files = outputs.flat().map((output) => ({ path: output.path, contents: output.contents }));
    files.push(
      { path: join(outdir, 'lp-editor.d.mts'), contents: Buffer.from(DECLARATIONS) },
      { path: join(outdir, 'lp-editor-icons.json'), contents: stringMapJson(ICONS_SOURCE) },
      ...catalogs(outdir),
    );
    copyJsonImports(pendingTypes);
    mkdirSync(join(outdir, 'lp-editor-i18n'), { recursive: true });
    for (const { path, contents } of files) writeAtomically(path, contents);
    replaceFolder(pendingTypes, typesDir);
    return files.map(({ path, contents }) => ({ path, bytes: contents.length, gzipBytes: gzipSync(contents).length }));
  } finally {
    rmSync(pendingTypes, { recursive: true, force: true });
  }
}

/** `--outdir <dir>`, else dist/. */
function parseOutdir(args) {
  const at = args.indexOf('--outdir');
  if (at === -1) return join(ROOT, 'dist');
  const value = args[at + 1];
  if (value === undefined || value.startsWith('--')) throw new Error('--outdir needs a folder: npm run build -- --outdir <dir>');
  return resolve(value);
}

async function main() {
  const started = performance.now();
  let outdir;
  let files;
  try {
    outdir = parseOutdir(process.argv.slice(2));
    files = await buildEditor(outdir);
  } catch (error) {
    // esbuild has already printed its errors with their file and line; tsc's are in the message.
    const message = error?.errors ? `${error.errors.length} esbuild error(s), shown above` : (error?.message ?? String(error));
    console.error(`\nThe editor build failed: ${message}`);
    process.exit(1);
  }
  const show = (path) => relative(process.cwd(), path) || basename(path);
  const i18nDir = join(outdir, 'lp-editor-i18n');
  const [texts, listed] = [files.filter((file) => file.path.startsWith(i18nDir)), files.filter((file) => !file.path.startsWith(i18nDir)).sort((a, b) => a.path.localeCompare(b.path))];
  const width = Math.max(...listed.map((file) => show(file.path).length));
  console.log(`Built the editor in ${Math.round(performance.now() - started)} ms:`);
  for (const file of listed) {
    console.log(`  ${show(file.path).padEnd(width)}  ${String(file.bytes).padStart(9)} bytes  gzip ${String(file.gzipBytes).padStart(8)} bytes`);
  }
  const total = texts.reduce((sum, file) => sum + file.bytes, 0);
  console.log(`  ${show(i18nDir)}/: ${texts.length} language catalog(s), ${total} bytes`);
  console.log(`  ${show(join(outdir, 'types'))}/: ${countFiles(join(outdir, 'types'))} files (declarations)`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
