/**
 * `npm run build` for real, into a temporary folder: the script-tag bundle, the ES module with
 * its export, the source maps, the types, the parts (editor/lazy/), and the sizes it prints.
 * Evaluating the bundles needs a DOM, so that part is left to the browser tests
 * (editor/lazy/lazy-parts.browser.test.ts, editor/loader/two-builds.browser.test.ts); here the
 * files are checked as files.
 */
import { expect } from 'chai';
import { createHash } from 'node:crypto';
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const SCRIPT = new URL('./build-editor.mjs', import.meta.url).pathname;
const ROOT = new URL('../', import.meta.url).pathname;
/** The script's budget (issue 13; bench/editor/run.ts prints it too): 75 KB gzipped. */
const SCRIPT_GOAL_GZIP_BYTES = 75 * 1024;
/** The parts of editor/lazy/parts.ts. */
const PART_NAMES = ['add-menu', 'layers', 'preview', 'rich-text', 'workspace'];

describe('npm run build (scripts/build-editor.mjs)', function () {
  this.timeout(60_000);
  let outdir: string;
  let result: SpawnSyncReturns<string>;

  before(() => {
    outdir = mkdtempSync(join(tmpdir(), 'lp-build-'));
    result = spawnSync(process.execPath, [SCRIPT, '--outdir', outdir], { cwd: ROOT, encoding: 'utf8' });
    expect(result.status, `${result.stdout}\n${result.stderr}`).to.equal(0);
  });
  after(() => rmSync(outdir, { recursive: true, force: true }));

  const read = (name: string) => readFileSync(join(outdir, name), 'utf8');

  it('writes the script, the module, their source maps, the types and the texts, none empty', () => {
    const names = [
      'lp-editor.js',
      'lp-editor.js.map',
      'lp-editor.mjs',
      'lp-editor.mjs.map',
      'lp-editor.d.mts',
      'types/editor/index.d.ts',
      'lp-editor-i18n/en.json',
    ];
    for (const name of names) {
      expect(existsSync(join(outdir, name)), name).to.equal(true);
      expect(statSync(join(outdir, name)).size, name).to.be.greaterThan(0);
    }
  });

  it('the script is one IIFE (no import or export: its parts are scripts it loads itself) that sets globalThis.LandingPageEditor', () => {
    const script = read('lp-editor.js');
    expect(script).to.match(/^(?:"use strict";)?\(\(\)=>\{/);
    expect(script).to.match(/\.LandingPageEditor=/);
    expect(script).to.not.match(/^\s*(import|export)\b/m);
    expect(script).to.not.include('process.env.NODE_ENV');
    expect(script.trimEnd()).to.match(/\/\/# sourceMappingURL=lp-editor\.js\.map$/);
    expect(JSON.parse(read('lp-editor.js.map'))).to.include({ version: 3 });
  });

  it('the module exports LandingPageEditor, and its types are re-exported', () => {
    expect(read('lp-editor.mjs')).to.match(/export\s*\{[^}]*\bLandingPageEditor\b[^}]*\}/);
    expect(read('lp-editor.mjs').trimEnd()).to.match(/\/\/# sourceMappingURL=lp-editor\.mjs\.map$/);
    expect(read('lp-editor.d.mts')).to.include("export * from './types/editor/index.js';");
    expect(read('types/editor/index.d.ts')).to.include('LandingPageEditor');
  });

  it('leaves out of the script what the browser or the service provides: zod, parse5, entities, the social glyphs', () => {
    // The source map lists every file bundled. zod validates on the service only (the editor
    // validates its options with the renderer's shapes); parse5 and entities are the browser's
    // own parser (editor/browser-parser/); the glyphs come from /lp-editor-icons.json.
    const sources: string[] = JSON.parse(read('lp-editor.js.map')).sources;
    expect(sources.some((source) => source.includes('renderer/blocks/social.ts'))).to.equal(true);
    expect(sources.some((source) => source.includes('editor/browser-parser/parse5-dom.ts'))).to.equal(true);
    expect(sources.filter((source) => /\/(zod|parse5|entities)\/|social-icon-paths\.json/.test(source))).to.deep.equal(
      [],
    );
    const glyphs = JSON.parse(read('lp-editor-icons.json')) as Record<string, string>;
    expect(glyphs.facebook).to.match(/^M[\d.\s,a-zA-Z-]+$/);
    expect(read('lp-editor.js')).to.not.include(glyphs.facebook!);
  });

  it('writes each part as a script and its map, named by a hash of the script, which both bundles load', () => {
    const files = readdirSync(join(outdir, 'lp-editor-parts')).sort();
    for (const part of PART_NAMES) {
      const [script, ...others] = files.filter((file) => new RegExp(`^${part}\\.[0-9a-f]{12}\\.js$`).test(file));
      expect(script, `${part} in ${files.join(', ')}`).to.not.equal(undefined);
      expect(others, part).to.deep.equal([]);
      expect(files, part).to.include(`${script}.map`);
      const text = read(`lp-editor-parts/${script}`);
      const code = text.slice(0, text.lastIndexOf('\n//# sourceMappingURL='));
      expect(script!.split('.')[1], `${part}: the name's hash is the code's`).to.equal(
        createHash('sha256').update(code).digest('hex').slice(0, 12),
      );
      expect(text.trimEnd()).to.match(new RegExp(`//# sourceMappingURL=${script!.replaceAll('.', '\\.')}\\.map$`));
      // It hands itself to the <script> element that loads it, and defines nothing global.
      expect(text).to.match(
        /^\(document\.currentScript&&document\.currentScript\.lpEditorPart\|\|function\(\)\{throw new Error/,
      );
      expect(text).to.not.match(/^\s*(import|export)\b/m);
      for (const bundle of ['lp-editor.js', 'lp-editor.mjs'])
        expect(read(bundle), `${bundle} names ${script}`).to.include(`lp-editor-parts/${script}`);
    }
  });

  it("the parts' code is in the parts only, and the parts share the bundle's modules instead of carrying their own", () => {
    // Each map's sources, from the repository's root; the parts' shims that read the shared list ("lp-shared-part:...") left out.
    const sources = (map: string): string[] =>
      (JSON.parse(read(map)) as { sources: string[] }).sources
        .filter((source) => !source.startsWith('lp-shared-part:'))
        .map((source) => relative(ROOT, resolve(dirname(join(outdir, map)), source)));
    const script = sources('lp-editor.js.map');
    const partFiles = readdirSync(join(outdir, 'lp-editor-parts')).filter((file) => file.endsWith('.js'));
    const parts = new Map(partFiles.map((file) => [file.split('.')[0]!, sources(`lp-editor-parts/${file}.map`)]));
    const moved = [
      'editor/components/add-menu/lp-add-menu.ts',
      'editor/components/preview/lp-preview.ts',
      'editor/components/top-bar/lp-top-bar.ts',
      'editor/components/selection-panel/lp-selection-panel.ts',
      'editor/components/canvas/inline-editing.ts',
      'editor/components/layers/lp-layers.ts',
      'editor/components/layers/layers-model.ts',
    ];
    for (const source of moved) {
      expect(script, source).to.not.include(source);
      expect(
        [...parts.values()].filter((list) => list.includes(source)),
        source,
      ).to.have.length(1);
    }
    // What the parts import from the bundle (lit, the element names, the store...) is the bundle's own module, never a copy.
    for (const [part, list] of parts) {
      expect(
        list.filter((source) => script.includes(source)),
        `${part} repeats modules of the script`,
      ).to.deep.equal([]);
      // A part may bring a library the script does not have (the rich-text part's ProseMirror, the
      // workspace's lit directives the script never uses): that is what a part is for. What the
      // script has, it never brings again (above), and no two parts bring the same module (below).
    }
    // And no module is in two parts.
    const all = [...parts.values()].flat();
    expect(all.filter((source, at) => all.indexOf(source) !== at)).to.deep.equal([]);
  });

  it(`the script is under the bench's goal of ${SCRIPT_GOAL_GZIP_BYTES} bytes gzipped`, () => {
    const gzipped = gzipSync(readFileSync(join(outdir, 'lp-editor.js'))).length;
    expect(gzipped).to.be.at.most(SCRIPT_GOAL_GZIP_BYTES);
  });

  it('prints each file with the size it has, raw and gzipped', () => {
    const partFiles = readdirSync(join(outdir, 'lp-editor-parts')).map((file) => `lp-editor-parts/${file}`);
    for (const name of ['lp-editor.js', 'lp-editor.mjs', ...partFiles]) {
      const line = result.stdout.split('\n').find((text) => text.trimStart().split(/\s+/)[0]?.endsWith(`/${name}`));
      expect(line, `a line for ${name} in:\n${result.stdout}`).to.not.equal(undefined);
      const [, bytes, gzipBytes] = /(\d+) bytes\s+gzip\s+(\d+) bytes/.exec(line!) ?? [];
      const contents = readFileSync(join(outdir, name));
      expect(Number(bytes), name).to.equal(contents.length);
      expect(Number(gzipBytes), name).to.equal(gzipSync(contents).length);
    }
  });
});

describe('npm run build, misused', () => {
  it('stops with a clear message on a bad command line', () => {
    const bad = spawnSync(process.execPath, [SCRIPT, '--outdir'], { cwd: ROOT, encoding: 'utf8' });
    expect(bad.status).to.equal(1);
    expect(bad.stderr).to.include('The editor build failed: --outdir needs a folder');
  });

  it("stops when the bundle imports a part's module itself (the part would be in the script after all)", async function () {
    this.timeout(60_000);
    const outdir = mkdtempSync(join(tmpdir(), 'lp-build-bad-'));
    try {
      const entry = join(outdir, 'entry.ts');
      writeFileSync(
        entry,
        `import { LpAddMenu } from ${JSON.stringify(join(ROOT, 'editor/components/add-menu/lp-add-menu.ts'))};\nexport { LpAddMenu };\nexport { PARTS } from ${JSON.stringify(join(ROOT, 'editor/lazy/parts.ts'))};\n`,
      );
      const { buildEditor } = (await import(new URL('./build-editor.mjs', import.meta.url).href)) as {
        buildEditor: (dir: string, options: object) => Promise<unknown>;
      };
      let error: Error | undefined;
      await buildEditor(join(outdir, 'dist'), { bundles: [{ entry, file: 'lp-editor.js', format: 'iife' }] }).catch(
        (caught: Error) => (error = caught),
      );
      expect(error?.message).to.include('editor/components/add-menu/lp-add-menu.ts');
      expect(error?.message).to.include('also imported by the core');
      expect(existsSync(join(outdir, 'dist', 'lp-editor.js'))).to.equal(false);
    } finally {
      rmSync(outdir, { recursive: true, force: true });
    }
  });
});

describe('compactCss (the editor build squeezes its Lit styles)', () => {
  it('drops comments and the whitespace CSS does not read, and keeps what it does', async () => {
    // A plain .mjs without types: imported by a computed path, typed here.
    const { compactCss } = (await import(new URL('./build-editor.mjs', import.meta.url).href)) as {
      compactCss: (css: string) => string;
    };
    const css = `
      /* a comment */
      :host {
        display: flex;
        gap: var(--lp-space-2);
      }
      .a :hover,
      .b > .c::after {
        content: '';
        width: calc(100% - 2px);
        font: 14px / 1.5 system-ui;
      }
      @media (max-width: 600px) {
        .d { margin: 0 auto; }
      }`;
    expect(compactCss(css)).to.equal(
      ":host{display:flex;gap:var(--lp-space-2)}.a :hover,.b>.c::after{content:'';width:calc(100% - 2px);font:14px / 1.5 system-ui}@media (max-width:600px){.d{margin:0 auto}}",
    );
  });

  it('keeps one space where an interpolation stands between two values, and none where punctuation ends one', async () => {
    const { compactCssTemplate } = (await import(new URL('./build-editor.mjs', import.meta.url).href)) as {
      compactCssTemplate: (body: string) => string;
    };
    // An interpolation as it stands in the source text of a literal.
    const $ = (name: string) => `\${${name}}`;
    // An animation's name and its duration from a constant: the space between is the CSS.
    expect(compactCssTemplate(`\n  .a {\n    animation: fill ${$('ms')}ms linear both;\n  }\n`)).to.equal(
      `.a{animation:fill ${$('ms')}ms linear both}`,
    );
    // Two interpolated values side by side, and an interpolation after a colon or before a semicolon.
    expect(compactCssTemplate(`.b { margin: ${$('x')} ${$('y')}; color: ${$('c')} ; }`)).to.equal(
      `.b{margin:${$('x')} ${$('y')};color:${$('c')}}`,
    );
    expect(compactCssTemplate(`${$('rule')}\n  .c { gap: 0; }`)).to.equal(`${$('rule')} .c{gap:0}`);
  });
});
