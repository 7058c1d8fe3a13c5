import { expect } from 'chai';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const RENDER_MJML = new URL('./render-mjml.ts', import.meta.url).pathname;
const TSX = new URL('../node_modules/tsx/dist/loader.mjs', import.meta.url).pathname;

/** Imports render-mjml.ts (and so mjml) in a fresh Node whose working directory is `cwd`. */
function loadIn(cwd: string) {
  return spawnSync(
    process.execPath,
    [
      '--import',
      TSX,
      '--input-type=module',
      '-e',
      `await import(${JSON.stringify(RENDER_MJML)}); console.log('loaded');`,
    ],
    { cwd, encoding: 'utf8', timeout: 60_000 },
  );
}

describe('mjml-config-guard (mjml reads .mjmlconfig from the working directory)', function () {
  this.timeout(90_000);
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'lp-mjmlconfig-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses to load mjml when a .mjmlconfig would make it load packages, and never runs them', () => {
    writeFileSync(join(dir, 'evil.js'), "require('fs').writeFileSync(__dirname + '/ran', 'yes');");
    writeFileSync(join(dir, '.mjmlconfig'), JSON.stringify({ packages: ['./evil.js'] }));
    const result = loadIn(dir);
    expect(result.status).to.not.equal(0);
    expect(result.stderr).to.include('Refusing to load mjml');
    expect(spawnSync('test', ['-e', join(dir, 'ran')]).status).to.equal(1);
  });

  it('loads as usual without one', () => {
    const result = loadIn(dir);
    expect(result.stdout.trim(), result.stderr).to.equal('loaded');
  });
});
