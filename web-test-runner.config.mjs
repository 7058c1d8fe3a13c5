// Browser tests: every *.browser.test.ts, run in headless Chromium (Debian's /usr/bin/chromium
// unless CHROME_PATH names another). TypeScript is compiled by esbuild on the fly.
import { defaultReporter } from '@web/test-runner';
import { chromeLauncher } from '@web/test-runner-chrome';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { fileURLToPath } from 'node:url';
import { summaryReporter } from './scripts/test-reporters/wtr-summary.mjs';

const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';

export default {
  files: ['renderer/**/*.browser.test.ts', 'editor/**/*.browser.test.ts', 'demo/**/*.browser.test.ts'],
  nodeResolve: true,
  rootDir: '.',
  concurrency: 1,
  testsFinishTimeout: 120000,
  testFramework: { config: { timeout: 20000 } },
  plugins: [esbuildPlugin({ ts: true, target: 'es2022', tsconfig: fileURLToPath(new URL('./tsconfig.json', import.meta.url)) })],
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: chromePath,
        headless: true,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-dev-shm-usage',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
          '--disable-quic',
          '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
        ],
      },
    }),
  ],
  reporters: [defaultReporter(), summaryReporter()],
};
