#!/usr/bin/env node
// `npm run build` (and `npm start`, through prestart): the editor as the files the service serves.
//
//   dist/lp-editor.js     one minified IIFE for a <script> tag (editor/global.ts), with its .map
//   dist/lp-editor.mjs    the same as an ES module (editor/index.ts), with its .map
//   dist/lp-editor.d.mts  the module's types, re-exported from dist/types/ (tsc, declarations only)
//   dist/lp-editor-icons.json  the social block's glyphs, which the editor fetches as it starts
//   dist/lp-editor-i18n/  the UI texts per language (editor/i18n/catalogs/*.json, checked and
//                         minified), which the editor fetches instead of carrying them all
//   dist/lp-editor-parts/ the editor's parts (editor/lazy/parts.ts), one script each with its .map,
//                         named by a hash of its content, which both bundles load when needed
//                         (scripts/build-parts.mjs says how they share the bundle's modules)
//
// `--outdir <dir>` writes elsewhere (the build test uses a temporary folder). Every file is
// written to a temporary name and renamed, so a running service never reads half a file; a
// failed build leaves the previous one in place and exits 1.
import { build } from 'esbuild';
import { minify } from 'terser';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import {
  corePartsPlugin,
  PART_WRAPPER,
  partFileName,
  PARTS_DIR,
  partSharedPlugin,
  planParts,
  readPartsTable,
} from './build-parts.mjs';
import {
  catalogs,
  copyJsonImports,
  countFiles,
  declarations,
  pruneParts,
  replaceFolder,
  stringMapJson,
  writeAtomically,
} from './build-output.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The two bundles: the script-tag entry and the module entry. */
export const BUNDLES = [
  { entry: 'editor/global.ts', file: 'lp-editor.js', format: 'iife' },
  { entry: 'editor/index.ts', file: 'lp-editor.mjs', format: 'esm' },
];

/** Where the editor's UI texts are, one `<language>.json` each. */

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
/**
 * The body of one `css` literal, squeezed: its static parts by compactCss, the interpolations as
 * they are. Whitespace beside an interpolation may separate two values (`spring-fill ${ms}ms`,
 * an animation's name and duration): where the static text had some and no punctuation that
 * ends a value stands there, one space stays.
 */
export function compactCssTemplate(body) {
  const parts = body.split(/(\$\{[^}]*\})/);
  return parts
    .map((part, i) => {
      if (i % 2 === 1) return part;
      const out = compactCss(part);
      if (out === '') return /\s/.test(part) && i > 0 && i < parts.length - 1 ? ' ' : '';
      const before = i > 0 && /^\s/.test(part) && !/^[{};,>:]/.test(out) ? ' ' : '';
      const after = i < parts.length - 1 && /\s$/.test(part) && !/[{};,>:]$/.test(out) ? ' ' : '';
      return before + out + after;
    })
    .join('');
}

const compactStyles = {
  name: 'compact-styles',
  setup(build) {
    build.onLoad({ filter: /[\\/]editor[\\/].*\.ts$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('css`')) return undefined;
      const contents = source.replace(/\bcss`([^`]*)`/g, (_, body) => `css\`${compactCssTemplate(body)}\``);
      return { contents, loader: 'ts' };
    });
  },
};

/** The social glyphs the editor fetches, served as /lp-editor-icons.json. */
const ICONS_SOURCE = join(ROOT, 'renderer/blocks/shared/social-icon-paths.json');

/** esbuild's options for the editor's code, the bundles and the parts alike; `plugins` run before the common ones. */
function esbuildOptions(format, plugins) {
  return {
    absWorkingDir: ROOT,
    bundle: true,
    format,
    platform: 'browser',
    target: 'es2022',
    tsconfig: 'tsconfig.json',
    define: { 'process.env.NODE_ENV': '"production"' },
    // The browser has a WHATWG HTML parser of its own: the renderer's parse5 and entities calls go
    // to it (editor/browser-parser/), which keeps parse5's tables out of the script.
    alias: BROWSER_ALIASES,
    plugins: [...plugins, browserModules, compactStyles],
    // A script has no import.meta; the editor then takes its service's origin from its own
    // <script> element (editor/api/service-url.ts), so the empty import.meta is expected there.
    logOverride: format === 'iife' ? { 'empty-import-meta': 'silent' } : {},
    logLevel: 'warning',
    write: false,
  };
}

/** Bundles one entry with esbuild; resolves to its output files (the code and its map), unwritten. */
async function esbundle({ entry, file, format }, outdir, plugins) {
  const result = await build({
    ...esbuildOptions(format, plugins),
    entryPoints: [entry],
    outfile: join(outdir, file),
    minify: true,
    sourcemap: true,
  });
  return result.outputFiles;
}

/**
 * Compresses esbuild's output again with terser: esbuild bundles and minifies in milliseconds,
 * terser's compressor packs the result about 2% smaller gzipped in a few seconds. The source map
 * goes through both, so it still points at the sources.
 */
async function pack(code, map, { module, mapUrl }) {
  const packed = await minify(code, {
    ecma: 2022,
    module,
    compress: { passes: 1 },
    mangle: true,
    // Keeps the licence comments esbuild gathered (Lit's, Immer's); drops the rest.
    format: { comments: 'some' },
    sourceMap: { content: map, ...(mapUrl === undefined ? {} : { url: mapUrl }) },
  });
  return { code: packed.code, map: typeof packed.map === 'string' ? packed.map : JSON.stringify(packed.map) };
}

/** Bundles one entry (esbuild, then terser); resolves to the code and its map, unwritten. */
async function bundle(entry, outdir, plugins) {
  const outputs = await esbundle(entry, outdir, plugins);
  const code = outputs.find((output) => !output.path.endsWith('.map'));
  const map = outputs.find((output) => output.path.endsWith('.map'));
  const packed = await pack(code.text, map.text, {
    module: entry.format === 'esm',
    mapUrl: `${basename(code.path)}.map`,
  });
  return [
    { path: code.path, contents: Buffer.from(packed.code) },
    { path: map.path, contents: Buffer.from(packed.map) },
  ];
}

/**
 * The parts (scripts/build-parts.mjs): works out what the bundles share with them and bundles
 * each as its script, named by its content's hash. Resolves to the files and the plugin the
 * bundles' own build needs (their parts table pointing at those files, and the shared modules).
 */
async function buildParts(bundles, outdir) {
  const parts = readPartsTable(ROOT);
  const { coreFiles, shared } = await planParts(ROOT, parts, {
    bundleCore: (plugin) =>
      Promise.all(
        bundles.map(({ entry, format }) =>
          build({
            ...esbuildOptions(format, [plugin]),
            entryPoints: [entry],
            outdir: join(outdir, PARTS_DIR),
            metafile: true,
          }).then((result) => result.metafile),
        ),
      ),
    bundlePartAsModule: (part, plugin) =>
      build({
        ...esbuildOptions('esm', [plugin]),
        entryPoints: [part.path],
        outfile: join(outdir, PARTS_DIR, `${part.name}.mjs`),
        metafile: true,
      }).then((result) => ({ code: result.outputFiles[0].text, metafile: result.metafile })),
  });
  const files = [];
  const names = {};
  const owners = new Map();
  for (const part of parts) {
    const result = await build({
      ...esbuildOptions('iife', [partSharedPlugin(ROOT, coreFiles, shared)]),
      entryPoints: [part.path],
      outfile: join(outdir, PARTS_DIR, `${part.name}.js`),
      minify: true,
      sourcemap: true,
      metafile: true,
      globalName: PART_WRAPPER.globalName,
      banner: { js: PART_WRAPPER.banner },
      footer: { js: PART_WRAPPER.footer },
    });
    const output = Object.values(result.metafile.outputs).find((entry) => entry.entryPoint !== undefined);
    for (const input of Object.keys(output.inputs)) owners.set(input, [...(owners.get(input) ?? []), part.name]);
    const code = result.outputFiles.find((file) => !file.path.endsWith('.map'));
    const map = result.outputFiles.find((file) => file.path.endsWith('.map'));
    const packed = await pack(code.text, map.text, { module: false });
    const name = partFileName(part.name, packed.code);
    names[part.name] = name;
    files.push(
      {
        path: join(outdir, PARTS_DIR, name),
        contents: Buffer.from(`${packed.code}\n//# sourceMappingURL=${name}.map\n`),
      },
      { path: join(outdir, PARTS_DIR, `${name}.map`), contents: Buffer.from(packed.map) },
    );
  }
  // A module in two parts would run once in each (two states, two element classes): not allowed.
  const twice = [...owners]
    .filter(([input, owner]) => owner.length > 1 && !input.includes(':'))
    .map(([input, owner]) => `${input} (${owner.join(', ')})`);
  if (twice.length > 0)
    throw new Error(
      `Modules bundled in more than one part, which would run once in each: ${twice.join('; ')}. Keep each in one part, or let the first script hold it.`,
    );
  return { files, plugin: corePartsPlugin(ROOT, { parts, shared, files: names }) };
}

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
    const bundling = buildParts(bundles, outdir).then(async (parts) => [
      ...parts.files,
      ...(await Promise.all(bundles.map((entry) => bundle(entry, outdir, [parts.plugin])))).flat(),
    ]);
    const [outputs] = await Promise.all([bundling, declarations(declarationsProject, pendingTypes)]);
    const files = outputs.map((output) => ({ path: output.path, contents: output.contents }));
    files.push(
      { path: join(outdir, 'lp-editor.d.mts'), contents: Buffer.from(DECLARATIONS) },
      { path: join(outdir, 'lp-editor-icons.json'), contents: stringMapJson(ICONS_SOURCE) },
      ...catalogs(outdir),
    );
    copyJsonImports(pendingTypes);
    mkdirSync(join(outdir, 'lp-editor-i18n'), { recursive: true });
    mkdirSync(join(outdir, PARTS_DIR), { recursive: true });
    for (const { path, contents } of files) writeAtomically(path, contents);
    pruneParts(join(outdir, PARTS_DIR), new Set(files.map((file) => file.path)));
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
  if (value === undefined || value.startsWith('--'))
    throw new Error('--outdir needs a folder: npm run build -- --outdir <dir>');
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
    const message = error?.errors
      ? `${error.errors.length} esbuild error(s), shown above`
      : (error?.message ?? String(error));
    console.error(`\nThe editor build failed: ${message}`);
    process.exit(1);
  }
  const show = (path) => relative(process.cwd(), path) || basename(path);
  const i18nDir = join(outdir, 'lp-editor-i18n');
  const [texts, listed] = [
    files.filter((file) => file.path.startsWith(i18nDir)),
    files.filter((file) => !file.path.startsWith(i18nDir)).sort((a, b) => a.path.localeCompare(b.path)),
  ];
  const width = Math.max(...listed.map((file) => show(file.path).length));
  console.log(`Built the editor in ${Math.round(performance.now() - started)} ms:`);
  for (const file of listed) {
    console.log(
      `  ${show(file.path).padEnd(width)}  ${String(file.bytes).padStart(9)} bytes  gzip ${String(file.gzipBytes).padStart(8)} bytes`,
    );
  }
  const total = texts.reduce((sum, file) => sum + file.bytes, 0);
  console.log(`  ${show(i18nDir)}/: ${texts.length} language catalog(s), ${total} bytes`);
  console.log(`  ${show(join(outdir, 'types'))}/: ${countFiles(join(outdir, 'types'))} files (declarations)`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
