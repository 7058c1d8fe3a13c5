// The editor's parts (editor/lazy/): code the first script does not carry, each bundled into its
// own file, `lp-editor-parts/<name>.<hash>.js`, that the script loads when the editor needs it.
//
// esbuild cannot split an IIFE, so each part is a bundle of its own; what keeps it from bringing a
// second copy of what the core already holds (lit, @lit/context, the store, the element names) is
// that every import of a module of the core becomes a lookup in the core's "shared" list, which the
// core hands the part as it loads it. Nothing is listed by hand; the build works it out:
//
//   1. bundle the core (both entries) and read, from esbuild's metafile, every module it reaches;
//   2. bundle each part as an ES module with those modules left external, and read which names it
//      imports from each (esbuild prints them as `import { a, b as c } from "lp-core:<path>"`);
//   3. bundle the core again with a generated module that exposes exactly those names, in a fixed
//      order (`shared()`), and repeat from 1 while that pulled more modules into the core (a module
//      that two parts would both bundle joins the core too: it would run once in each);
//   4. bundle each part as a script whose core imports read `shared[i]`, wrapped so that it hands
//      itself to the <script> element that loaded it (editor/lazy/script-part.ts), and name the file
//      by a hash of its content (the service caches it for a year);
//   5. bundle the core for good, its parts table (editor/lazy/parts.ts) pointing at those files.
//
// Both cores (the script and the module) load the same part files: their shared lists are the same.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

/** The parts table: `name: () => import('./module.ts')` entries, rewritten for the build. */
export const PARTS_TABLE = 'editor/lazy/parts.ts';
/** The folder of the part files, in dist/ and on the service. */
export const PARTS_DIR = 'lp-editor-parts';

/** One `name: () => import('specifier')` entry of the table. */
const ENTRY = /(['"]?)([a-z][a-z0-9-]*)\1\s*:\s*\(\)\s*=>\s*import\(\s*(['"])([^'"]+)\3\s*\)/g;
/** The virtual module that exposes the shared list to the core's parts table. */
const SHARED_MODULE = 'lp-editor:shared-modules';
/** The free variable a part's code reads the shared list from (the wrapper's parameter). */
const SHARED_VARIABLE = '__lp_shared';
/** The part's exports, as esbuild's IIFE assigns them (a local of the wrapper). */
const PART_EXPORTS = '__lp_part';

/** The table's code without its comments (which may show an entry as an example). */
const tableCode = (root) =>
  readFileSync(join(root, PARTS_TABLE), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');

/** The parts in the table: [{ name, path (absolute), specifier }]; a table of another shape stops the build. */
export function readPartsTable(root) {
  const source = tableCode(root);
  const parts = [...source.matchAll(ENTRY)].map(([, , name, , specifier]) => ({
    name,
    specifier,
    path: resolve(root, 'editor/lazy', specifier),
  }));
  const imports = source.match(/\bimport\(\s*['"]/g)?.length ?? 0;
  if (parts.length === 0 || parts.length !== imports || new Set(parts.map((part) => part.name)).size !== parts.length) {
    throw new Error(
      `${PARTS_TABLE}: every part must be one \`name: () => import('./module.ts')\` entry with a unique lower-case name (found ${parts.length} of ${imports} import() calls).`,
    );
  }
  return parts;
}

/**
 * The core's esbuild plugin: its parts table calls the script loader with each part's file, and
 * `shared()` returns the shared names in the list's order. `files` maps a part to its file name
 * (a placeholder before the parts are built).
 */
export function corePartsPlugin(root, { shared, files }) {
  const table = join(root, PARTS_TABLE);
  return {
    name: 'lp-core-parts',
    setup(build) {
      build.onLoad({ filter: /[\\/]editor[\\/]lazy[\\/]parts\.ts$/ }, (args) => {
        if (resolve(args.path) !== table) return undefined;
        const source = tableCode(root).replace(ENTRY, (entry, _quote, name) =>
          entry.replace(
            /import\(\s*(['"])[^'"]+\1\s*\)/,
            `__lpLoad(${JSON.stringify(name)}, ${JSON.stringify(`${PARTS_DIR}/${files[name]}`)}, __lpShared)`,
          ),
        );
        const header = `import { loadScriptPart as __lpLoad } from './script-part.ts';\nimport { shared as __lpShared } from ${JSON.stringify(SHARED_MODULE)};\n`;
        return { contents: header + source, loader: 'ts', resolveDir: join(root, 'editor/lazy') };
      });
      build.onResolve({ filter: /^lp-editor:shared-modules$/ }, () => ({
        path: 'shared',
        namespace: 'lp-shared-core',
      }));
      build.onLoad({ filter: /.*/, namespace: 'lp-shared-core' }, () => {
        // A function, not a list built as the script runs: the list holds classes and constants
        // of modules that may not have run yet when this one does (esbuild orders modules by
        // their imports); by the time a part loads, every module has.
        const lines = [];
        const values = shared.map(([path, name], index) => {
          const local = `s${index}`;
          lines.push(
            name === 'default'
              ? `import ${local} from ${JSON.stringify(join(root, path))};`
              : `import { ${name} as ${local} } from ${JSON.stringify(join(root, path))};`,
          );
          return local;
        });
        lines.push(`export const shared = () => [${values.join(', ')}];`);
        return { contents: lines.join('\n'), loader: 'js', resolveDir: root };
      });
    },
  };
}

/**
 * The parts' esbuild plugin: an import that resolves to a module of the core (`coreFiles`,
 * paths relative to `root`) is left external as `lp-core:<path>` (`names` undefined: step 2), or
 * becomes a module that reads the shared list (`names` given: step 4, with `index` mapping
 * `path\0name` to its place in the list).
 */
function partImportsPlugin(root, coreFiles, shared) {
  return {
    name: 'lp-part-imports',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.pluginData?.lpResolving || args.kind === 'entry-point' || args.namespace === 'lp-shared-part')
          return undefined;
        const resolved = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: { lpResolving: true },
        });
        if (resolved.errors.length > 0 || resolved.external || resolved.namespace !== 'file') return undefined;
        const path = relative(root, resolved.path).split('\\').join('/');
        if (!coreFiles.has(path)) return undefined;
        if (shared === undefined) return { path: `lp-core:${path}`, external: true };
        return { path, namespace: 'lp-shared-part' };
      });
      if (shared === undefined) return;
      build.onLoad({ filter: /.*/, namespace: 'lp-shared-part' }, (args) => {
        const names = shared.names.get(args.path) ?? new Set();
        const lines = [...names].map((name) => {
          const value = `${SHARED_VARIABLE}[${shared.index.get(`${args.path}\0${name}`)}]`;
          return name === 'default' ? `export default ${value};` : `export const ${name} = ${value};`;
        });
        return { contents: lines.join('\n'), loader: 'js' };
      });
    },
  };
}

/** The core imports that esbuild printed at the top of a part bundled as an ES module (step 2): Map<path, Set<name>>. */
function importedNames(code, part) {
  const names = new Map();
  const statement =
    /^import\s*(?:([\w$]+)\s*,?\s*)?(?:\{([^}]*)\}|(\*\s*as\s+[\w$]+))?\s*(?:from\s*)?"lp-core:([^"]+)";?$/gm;
  for (const [, defaultName, list, namespace, path] of code.matchAll(statement)) {
    if (namespace !== undefined)
      throw new Error(
        `The part "${part}" imports the whole of ${path} (import * as); import the names it uses, so the core shares only those.`,
      );
    const set = names.get(path) ?? new Set();
    if (defaultName !== undefined) set.add('default');
    // esbuild prints `a as b` with single spaces.
    for (const item of (list ?? '')
      .split(',')
      .map((text) => text.trim())
      .filter(Boolean))
      set.add(item.split(' as ')[0].trim());
    names.set(path, set);
  }
  const left = code.match(/"lp-core:[^"]+"/g)?.length ?? 0;
  const counted = [...code.matchAll(statement)].length;
  if (left !== counted)
    throw new Error(
      `The part "${part}" refers to a module of the core in a way the build does not read (${left} references, ${counted} imports).`,
    );
  return names;
}

/** The modules (paths relative to `root`) in a metafile's inputs, leaving out virtual ones. */
const inputsOf = (_root, metafile) => Object.keys(metafile.inputs).filter((path) => !path.includes(':'));

/**
 * Steps 1 to 3: the modules of the core and the shared list (`[path, name]` pairs, in order).
 * `bundleCore(plugin)` bundles both cores with that plugin and resolves to their metafiles;
 * `bundlePartAsModule(part, plugin)` bundles one part as an unminified ES module and resolves to
 * its code and its metafile. A module that more than one part bundles would run once in each
 * (two states, two element classes): it goes to the core, shared like the rest.
 */
export async function planParts(root, parts, { bundleCore, bundlePartAsModule }) {
  const placeholders = Object.fromEntries(parts.map((part) => [part.name, `${part.name}.js`]));
  const entries = new Set(parts.map((part) => relative(root, part.path).split('\\').join('/')));
  const inTwoParts = new Set();
  let shared = [];
  let coreFiles;
  for (let round = 1; ; round++) {
    const metafiles = await bundleCore(corePartsPlugin(root, { parts, shared, files: placeholders }));
    const files = new Set([...metafiles.flatMap((metafile) => inputsOf(root, metafile)), ...inTwoParts]);
    const imported = [...entries].filter((entry) => files.has(entry));
    if (imported.length > 0)
      throw new Error(
        `${imported.join(', ')}: a part's module is also imported by the core (or by another part). Import its types only (import type), and load it through editor/lazy/load-part.ts.`,
      );
    if (coreFiles !== undefined && files.size === coreFiles.size && [...files].every((file) => coreFiles.has(file)))
      break;
    if (round > 6) throw new Error("The parts' shared modules did not settle after 6 rounds.");
    coreFiles = files;
    const names = new Map();
    const owners = new Map();
    for (const part of parts) {
      const { code, metafile } = await bundlePartAsModule(part, partImportsPlugin(root, coreFiles, undefined));
      for (const [path, set] of importedNames(code, part.name))
        names.set(path, new Set([...(names.get(path) ?? []), ...set]));
      for (const input of inputsOf(root, metafile)) owners.set(input, (owners.get(input) ?? 0) + 1);
    }
    for (const [input, count] of owners) if (count > 1) inTwoParts.add(input);
    shared = [...names]
      .flatMap(([path, set]) => [...set].map((name) => [path, name]))
      .sort((a, b) => (a[0] + '\0' + a[1]).localeCompare(b[0] + '\0' + b[1]));
  }
  return { coreFiles, shared };
}

/** Step 4's plugin for one part: its core imports read the shared list. */
export function partSharedPlugin(root, coreFiles, sharedList) {
  const names = new Map();
  const index = new Map();
  sharedList.forEach(([path, name], at) => {
    names.set(path, new Set([...(names.get(path) ?? []), name]));
    index.set(`${path}\0${name}`, at);
  });
  return partImportsPlugin(root, coreFiles, { names, index });
}

/**
 * What wraps a part's bundle (an IIFE assigning `__lp_part`): it hands a factory to the <script>
 * element that is loading it (`document.currentScript`), which the loader of the build that asked
 * for it prepared (editor/lazy/script-part.ts). No global name: two builds on one page, or two
 * copies of one, each get their own run of the part, built on their own core.
 */
export const PART_WRAPPER = {
  banner: `(document.currentScript&&document.currentScript.lpEditorPart||function(){throw new Error("lp-editor: this file is a part of the editor, which lp-editor.js or lp-editor.mjs loads itself; load one of those instead.")})(function(${SHARED_VARIABLE}){`,
  footer: `return ${PART_EXPORTS}});`,
  globalName: PART_EXPORTS,
};

/** A part's file name: its name and a hash of its content, so that a changed part is a new URL. */
export function partFileName(name, code) {
  return `${name}.${createHash('sha256').update(code).digest('hex').slice(0, 12)}.js`;
}
