/**
 * `npm run build` for real, into a temporary folder: the script-tag bundle, the ES module with
 * its export, the source maps, the types, and the sizes it prints. Evaluating the bundles needs a
 * DOM, so that part is left to the browser tests; here the files are checked as files.
 */
import { expect } from 'chai';
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const SCRIPT = new URL('./build-editor.mjs', import.meta.url).pathname;
const ROOT = new URL('../', import.meta.url).pathname;

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
    const names = ['lp-editor.js', 'lp-editor.js.map', 'lp-editor.mjs', 'lp-editor.mjs.map', 'lp-editor.d.mts', 'types/editor/index.d.ts', 'lp-editor-i18n/en.json'];
    for (const name of names) {
      expect(existsSync(join(outdir, name)), name).to.equal(true);
      expect(statSync(join(outdir, name)).size, name).to.be.greaterThan(0);
    }
  });

  it('the script is one self-contained IIFE that sets globalThis.LandingPageEditor', () => {
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
    expect(sources.filter((source) => /\/(zod|parse5|entities)\/|social-icon-paths\.json/.test(source))).to.deep.equal([]);
    const glyphs = JSON.parse(read('lp-editor-icons.json')) as Record<string, string>;
    expect(glyphs.facebook).to.match(/^M[\d.\s,a-zA-Z-]+$/);
    expect(read('lp-editor.js')).to.not.include(glyphs.facebook!);
  });

  it('prints each file with the size it has, raw and gzipped', () => {
    for (const name of ['lp-editor.js', 'lp-editor.mjs']) {
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
});

describe('compactCss (the editor build squeezes its Lit styles)', () => {
  it('drops comments and the whitespace CSS does not read, and keeps what it does', async () => {
    // A plain .mjs without types: imported by a computed path, typed here.
    const { compactCss } = (await import(new URL('./build-editor.mjs', import.meta.url).href)) as { compactCss: (css: string) => string };
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
    expect(compactCss(css)).to.equal(":host{display:flex;gap:var(--lp-space-2)}.a :hover,.b>.c::after{content:'';width:calc(100% - 2px);font:14px / 1.5 system-ui}@media (max-width:600px){.d{margin:0 auto}}");
  });
});
