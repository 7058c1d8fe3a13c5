#!/usr/bin/env node
// `npm test`: every test of the project, in order: format and lint (Biome), type check, Node tests
// (mocha), browser tests (web-test-runner in headless Chromium). Each runner ends with its own "N passed, N failed" line.
// Chromium is installed from Debian's packages when it is missing and this machine can do it;
// otherwise the run stops with a message that says how to point the tests at a browser.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const bin = (name) => `node_modules/.bin/${name}`;

function run(label, command, args, env = {}) {
  console.log(`\n── ${label} ──`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.error) console.error(`${label}: could not start: ${result.error.message}`);
  return result.status === 0;
}

function ensureChromium() {
  const wanted = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (existsSync(wanted)) return wanted;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log("Chromium is missing: installing Debian's chromium package (about 30 s)...");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  console.error(
    'Browser tests need Chromium and none was found or could be installed here.\n' +
      'Install it (Debian: apt-get install chromium) or set CHROME_PATH to a Chrome or Chromium binary.',
  );
  return undefined;
}

const chrome = ensureChromium();
const results = [];
results.push([
  'lint',
  run('format and lint (Biome; `npm run format` fixes the format)', bin('biome'), ['ci', '--colors=off', '.']),
]);
results.push(['typecheck', run('type check (tsc)', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json'])]);
results.push(['node', run('Node tests (mocha)', bin('mocha'), [])]);
if (chrome) {
  results.push([
    'browser',
    run('browser tests (web-test-runner, Chromium)', bin('web-test-runner'), [], { CHROME_PATH: chrome }),
  ]);
} else {
  console.log('browser: 0 passed, 1 failed');
  results.push(['browser', false]);
}

const failed = results.filter(([, ok]) => !ok).map(([name]) => name);
console.log(failed.length === 0 ? '\nAll test steps passed.' : `\nFailed steps: ${failed.join(', ')}`);
process.exit(failed.length === 0 ? 0 : 1);
