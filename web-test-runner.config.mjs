// Browser tests: every *.browser.test.ts, run in headless Chromium (scripts/test-support/chromium.mjs).
// TypeScript is compiled by esbuild on the fly.
import { defaultReporter } from '@web/test-runner';
import { chromeLauncher } from '@web/test-runner-chrome';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { fileURLToPath } from 'node:url';
import { summaryReporter } from './scripts/test-reporters/wtr-summary.mjs';
import { lpService } from './scripts/test-support/wtr-service.mjs';
import { lpDistParts } from './scripts/test-support/wtr-dist-parts.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/test-support/chromium.mjs';

/**
 * JSON imported by a module (the editor's English catalog) becomes a JS module; JSON fetched by
 * a test (`fetch('/examples/landing-page.json')`) stays JSON. The browser tells them apart by
 * Sec-Fetch-Dest.
 */
function jsonModules() {
  return {
    name: 'json-modules',
    transform(context) {
      if (context.path.endsWith('.json') && context.request.get('sec-fetch-dest') === 'script') {
        return {
          body: `export default ${context.body};`,
          headers: { 'content-type': 'application/javascript; charset=utf-8' },
        };
      }
      return undefined;
    },
  };
}

export default {
  files: ['renderer/**/*.browser.test.ts', 'editor/**/*.browser.test.ts', 'demo/**/*.browser.test.ts'],
  nodeResolve: true,
  rootDir: '.',
  concurrency: 1,
  testsFinishTimeout: 120000,
  testFramework: { config: { timeout: 20000 } },
  // immer reads process.env.NODE_ENV, which a bundler defines; the dev server does not bundle.
  testRunnerHtml: (testFramework) =>
    `<!DOCTYPE html><html><head><script>window.process = { env: { NODE_ENV: 'development' } };</script></head><body><script type="module" src="${testFramework}"></script></body></html>`,
  // The built editor from this origin, with its parts held back or failing on a test's request.
  middleware: [lpDistParts()],
  // The editor's tests set `serviceUrl` to the service the lp-service plugin runs.
  plugins: [
    lpService(),
    jsonModules(),
    esbuildPlugin({ ts: true, target: 'es2022', tsconfig: fileURLToPath(new URL('./tsconfig.json', import.meta.url)) }),
  ],
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: CHROMIUM_PATH,
        headless: true,
        args: [...CHROMIUM_ARGS],
      },
    }),
  ],
  reporters: [defaultReporter(), summaryReporter()],
};
