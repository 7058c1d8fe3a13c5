/**
 * The editor in real host apps, end to end: a React 19 app in StrictMode (development build, so
 * effects mount, unmount and mount again) bundled by esbuild, and a Vue 3 app (its browser build,
 * templates compiled in the page), each embedding the editor the two ways the docs give: the
 * loader in an effect or lifecycle hook, and `<lp-editor>` with its `config` property and lp-*
 * events. Each app is mounted, then its route flips between the editor and another page many times
 * at random short intervals, ending on the editor. Then: no stray nodes in the container, no
 * uncaught error or unhandled rejection, no console error, one editor that loads and saves.
 *
 * The service is the real one (`npm start`, which builds the editor); the host pages come from a
 * server of their own on 127.0.0.1, another origin than the editor's (localhost), as a host's app
 * would.
 */
import { expect } from 'chai';
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type Page } from 'playwright-core';
import { spawnService, type SpawnedService } from '../../server/testing/spawn-service.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/test-support/chromium.mjs';
import { page as pageNode, section, column, text } from '../../renderer/testing/builders.ts';

const ROOT = new URL('../../', import.meta.url).pathname;

const TEMPLATE = pageNode(
  section({ uid: 's1' }, column({ uid: 'c1' }, text('<p>Hello from the host</p>', { uid: 't1' }))),
);

/** What every host page records: callbacks or events, and what went wrong. */
const HOST_LOG = `window.__log = { inits: 0, loaded: 0, saves: [], errors: [] };`;

/**
 * The React host: the loader in an effect (a new handle per effect, as most apps write it) or the
 * element with React 19's custom element props (a property for `config`, `onlp-*` listeners).
 */
const REACT_APP = `
import { StrictMode, createElement as h, useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';

const { config, template, mode, editorModule } = window.__host;
const log = window.__log;
const { LandingPageEditor } = await import(editorModule);

function LoaderEditor() {
  const ref = useRef(null);
  useEffect(() => {
    const editor = LandingPageEditor({
      config,
      onInit: () => log.inits++,
      onLoaded: () => log.loaded++,
      onSave: ({ html }) => void log.saves.push(html),
      onEditorError: (error) => log.errors.push(error.message),
    });
    window.__editor = editor;
    editor.render(ref.current);
    editor.load(template);
    return () => editor.destroy();
  }, []);
  return h('div', { ref, id: 'editor-host', style: { width: '1100px', height: '640px' } });
}

function ElementEditor() {
  return h('div', { id: 'editor-host', style: { width: '1100px', height: '640px' } },
    h('lp-editor', {
      config,
      'onlp-init': (event) => { log.inits++; event.target.load(template); },
      'onlp-loaded': () => log.loaded++,
      'onlp-save': (event) => event.waitUntil(log.saves.push(event.detail.html)),
      'onlp-error': (event) => log.errors.push(event.detail.message),
    }));
}

function App() {
  const [route, setRoute] = useState('editor');
  window.__go = setRoute;
  if (route !== 'editor') return h('p', null, 'Another page of the app');
  return mode === 'element' ? h(ElementEditor) : h(LoaderEditor);
}

createRoot(document.getElementById('app')).render(h(StrictMode, null, h(App)));
`;

/** The Vue host: the loader in onMounted / onBeforeUnmount, or the element in a template. */
const VUE_APP = `
import { createApp, h, ref, onMounted, onBeforeUnmount } from '/__host/vue.js';
const { config, template, mode } = window.__host;
const log = window.__log;

const LoaderEditor = {
  setup() {
    const container = ref(null);
    let editor;
    onMounted(() => {
      editor = window.LandingPageEditor({
        config,
        onInit: () => log.inits++,
        onLoaded: () => log.loaded++,
        onSave: ({ html }) => void log.saves.push(html),
        onEditorError: (error) => log.errors.push(error.message),
      });
      window.__editor = editor;
      editor.render(container.value);
      editor.load(template);
    });
    onBeforeUnmount(() => editor.destroy());
    return () => h('div', { ref: container, id: 'editor-host', style: 'width: 1100px; height: 640px' });
  },
};

const ElementEditor = {
  template: \`<div id="editor-host" style="width: 1100px; height: 640px">
    <lp-editor :config="config" @lp-init="init" @lp-loaded="loaded" @lp-save="save" @lp-error="error"></lp-editor>
  </div>\`,
  setup() {
    return {
      config,
      init: (event) => { log.inits++; event.target.load(template); },
      loaded: () => log.loaded++,
      save: (event) => event.waitUntil(log.saves.push(event.detail.html)),
      error: (event) => log.errors.push(event.detail.message),
    };
  },
};

const route = ref('editor');
window.__go = (next) => (route.value = next);
const app = createApp({
  components: { LoaderEditor, ElementEditor },
  setup: () => () => (route.value === 'editor' ? h(mode === 'element' ? ElementEditor : LoaderEditor) : h('p', 'Another page of the app')),
});
app.config.compilerOptions.isCustomElement = (tag) => tag.startsWith('lp-');
app.mount('#app');
`;

interface HostRun {
  readonly pageErrors: string[];
  readonly consoleErrors: string[];
}

describe('the editor in React and Vue host apps (StrictMode, fast route changes)', function () {
  this.timeout(240_000);
  let service: SpawnedService;
  let browser: Browser;
  let reactBundle: string;
  let hostOrigin: string;
  let hostServer: Server;
  /** The page each request for /__host/index.html gets (set by openHost). */
  let hostPage = '';

  before(async () => {
    service = await spawnService({ via: 'npm' });
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
    const bundled = await build({
      stdin: { contents: REACT_APP, loader: 'js', resolveDir: ROOT },
      bundle: true,
      format: 'esm',
      write: false,
      platform: 'browser',
      target: 'es2022',
      // The development build: StrictMode mounts, unmounts and mounts every effect again.
      define: { 'process.env.NODE_ENV': '"development"' },
      logLevel: 'silent',
    });
    reactBundle = bundled.outputFiles[0]!.text;
    const files: Record<string, () => string> = {
      '/__host/index.html': () => hostPage,
      '/__host/react-app.js': () => reactBundle,
      '/__host/vue-app.js': () => VUE_APP,
      '/__host/vue.js': () => readFileSync(`${ROOT}node_modules/vue/dist/vue.esm-browser.js`, 'utf8'),
    };
    hostServer = createServer((request, response) => {
      const path = new URL(request.url ?? '/', 'http://host').pathname;
      const file = files[path];
      response.writeHead(file ? 200 : 404, {
        'Content-Type': path.endsWith('.html') ? 'text/html; charset=utf-8' : 'text/javascript; charset=utf-8',
      });
      response.end(file ? file() : 'not found');
    });
    await new Promise<void>((resolve) => hostServer.listen(0, '127.0.0.1', resolve));
    hostOrigin = `http://127.0.0.1:${(hostServer.address() as AddressInfo).port}`;
  });

  after(async () => {
    await new Promise((resolve) => hostServer?.close(resolve));
    await browser?.close();
    await service?.stop();
  });

  /** Opens the host page for `framework` and `mode` at the host origin. */
  async function openHost(
    framework: 'react' | 'vue',
    mode: 'loader' | 'element',
  ): Promise<{ page: Page; run: HostRun }> {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const run: HostRun = { pageErrors: [], consoleErrors: [] };
    page.on('pageerror', (error) => run.pageErrors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && run.consoleErrors.push(message.text()));
    const host = {
      config: { authorize: { apiKey: service.demo.apiKey, userId: `${framework}-user` } },
      template: TEMPLATE,
      mode,
      editorModule: `${service.url}/lp-editor.mjs`,
    };
    const editorScript = framework === 'vue' ? `<script src="${service.url}/lp-editor.js"></script>` : '';
    const html = `<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>${framework} host</title></head><body>
      <div id="app"></div>
      <script>${HOST_LOG} window.__host = ${JSON.stringify(host)};</script>
      ${editorScript}
      <script type="module" src="/__host/${framework}-app.js"></script>
    </body></html>`;
    hostPage = html;
    await page.goto(`${hostOrigin}/__host/index.html`);
    return { page, run };
  }

  /** Flips the route between the editor and another page `times` times, at random short intervals, ending on the editor. */
  async function flipRoutes(page: Page, times: number): Promise<void> {
    const pauses = Array.from({ length: times * 2 }, (_, i) => [0, 1, 4, 15, 40, 120][(i * 7 + times) % 6]!);
    await page.evaluate(async (waits) => {
      const go = (window as unknown as { __go: (route: string) => void }).__go;
      for (let i = 0; i < waits.length; i++) {
        go(i % 2 === 0 ? 'other' : 'editor');
        await new Promise((resolve) => setTimeout(resolve, waits[i]));
      }
      go('editor');
    }, pauses);
  }

  /** The container's child nodes, described. */
  const containerNodes = (page: Page) =>
    page.evaluate(() =>
      [...document.getElementById('editor-host')!.childNodes]
        .filter(
          (node) =>
            !(node.nodeType === Node.TEXT_NODE && node.textContent!.trim() === '') &&
            node.nodeType !== Node.COMMENT_NODE,
        )
        .map((node) => (node instanceof Element ? node.localName : `#text:${node.textContent}`)),
    );

  for (const framework of ['react', 'vue'] as const) {
    for (const mode of ['loader', 'element'] as const) {
      it(`${framework}, ${mode === 'loader' ? 'LandingPageEditor in a lifecycle hook' : '<lp-editor> with its config property'}: mount, unmount, re-mount at any time`, async () => {
        const { page, run } = await openHost(framework, mode);
        try {
          await page
            .waitForFunction(() => (window as unknown as { __log: { loaded: number } }).__log.loaded >= 1, undefined, {
              timeout: 30_000,
            })
            .catch(async (error: Error) => {
              const log = await page.evaluate(() => JSON.stringify((window as unknown as { __log: unknown }).__log));
              throw new Error(
                `${error.message}\nlog: ${log}\npage errors: ${run.pageErrors.join(' | ')}\nconsole errors: ${run.consoleErrors.join(' | ')}`,
              );
            });
          await flipRoutes(page, 12);
          // The last mount is ready and shows the page.
          await page.frameLocator('lp-canvas iframe').getByText('Hello from the host').waitFor({ timeout: 30_000 });
          await page.waitForTimeout(300); // anything a cancelled mount would still do
          expect(await containerNodes(page)).to.deep.equal(['lp-editor']);
          expect(await page.locator('lp-editor').count()).to.equal(1);
          // It works: select the text, type, save.
          const heading = page.frameLocator('lp-canvas iframe').getByText('Hello from the host');
          await heading.dblclick();
          // The rich-text engine comes with the first edit: its toolbar says the text is editable.
          await page.locator('lp-rich-text-toolbar').waitFor();
          await page.keyboard.press('End');
          await page.keyboard.type(' and more', { delay: 10 });
          await page.keyboard.press('Escape');
          await page.locator('lp-top-bar [data-control="save"]').click();
          await page.waitForFunction(
            () => (window as unknown as { __log: { saves: string[] } }).__log.saves.length === 1,
            undefined,
            { timeout: 15_000 },
          );
          const saved = await page.evaluate(
            () => (window as unknown as { __log: { saves: string[] } }).__log.saves[0]!,
          );
          expect(saved).to.include('Hello from the host and more');
          const log = await page.evaluate(() => (window as unknown as { __log: { errors: string[] } }).__log);
          expect(log.errors, 'onEditorError / lp-error').to.deep.equal([]);
          expect(run.pageErrors, 'uncaught errors and unhandled rejections').to.deep.equal([]);
          expect(run.consoleErrors, 'console errors').to.deep.equal([]);
        } finally {
          await page.close();
        }
      });
    }
  }
});
