/**
 * Several builds of the editor on one page, each working with its own service: this page's own
 * build (the sources, which defined `<lp-editor>` first), the script build (`lp-editor.js`) from
 * one origin of the service and the module build (`lp-editor.mjs`) from another (127.0.0.1 and
 * localhost: two origins, one real service), and a second copy of the script. None sets
 * `serviceUrl`: each must talk to the origin it was loaded from, render its own parts, load its
 * own lazy parts (editor/lazy/: the workspace as it starts, the add menu when asked) from that
 * origin and run them on its own core, and save.
 */
import { expect } from 'chai';
import { page, section, column, text } from '../../renderer/testing/builders.ts';
import type { LandingPageEditor as Loader } from './landing-page-editor.ts';
import { mountEditor, testService, until } from '../testing/mount.ts';

type LoaderFunction = typeof Loader;

const template = () => page(section({ uid: 's1' }, column({ uid: 'c1' }, text('<p>Hello</p>', { uid: 't1' }))));

/** Loads a classic script; resolves once it ran. */
function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`could not load ${src}`));
    document.head.append(script);
  });
}

// The page's requests are read from resource timing, whose buffer holds 250 entries by default:
// the tests before this file's (and the editors' parts, catalogs and frames) can fill it.
performance.setResourceTimingBufferSize(100_000);
performance.clearResourceTimings();

/** The origins the page sent `path` to so far. */
const originsCalled = (path: string) =>
  performance
    .getEntriesByType('resource')
    .filter((entry) => entry.name.endsWith(path))
    .map((entry) => new URL(entry.name).origin);
/** The origins the page loaded the part `name` from so far (its file is `lp-editor-parts/<name>.<hash>.js`). */
const partOrigins = (name: string) =>
  performance
    .getEntriesByType('resource')
    .filter((entry) => new RegExp(`/lp-editor-parts/${name}\\.[0-9a-f]{12}\\.js$`).test(entry.name))
    .map((entry) => new URL(entry.name).origin);

/** Mounts an editor from `loader` (no serviceUrl), loads a page and saves; what it did. */
async function mountBuild(loader: LoaderFunction, apiKey: string) {
  const host = document.createElement('div');
  host.style.cssText = 'width: 1100px; height: 640px;';
  document.body.append(host);
  const saves: { html: string }[] = [];
  const errors: unknown[] = [];
  const editor = loader({
    config: { authorize: { apiKey, userId: 'two-builds' } },
    onSave: (payload) => void saves.push(payload),
    onEditorError: (error) => errors.push(error),
  });
  const before = originsCalled('/editor/v1/authorize').length;
  await editor.render(host);
  await editor.load(template());
  const element = editor.element!;
  // Its top bar is one of its own parts (found by what it holds, whatever the part's name).
  const saveButton = [...element.shadowRoot!.querySelectorAll('*')]
    .map((part) => part.shadowRoot?.querySelector('[data-control="save"]'))
    .find((found) => found != null);
  const frameText = element.canvas?.frameDocument?.querySelector('[data-lp-uid="t1"]')?.textContent;
  const result = await editor.save();
  // A lazy part (the add menu) opened from its own top bar: its element, and that it works on this editor.
  const partsBefore = partOrigins('add-menu').length;
  (saveButton?.getRootNode() as ShadowRoot | undefined)
    ?.querySelector<HTMLButtonElement>('[data-control="add"]')
    ?.click();
  const addMenu = () =>
    [...element.shadowRoot!.querySelectorAll('*')].find(
      (part) => part.shadowRoot?.querySelector('[data-add="section-2"]') != null,
    );
  await until(() => addMenu() !== undefined, 5000, `the add menu of ${element.localName}`);
  const menuTag = addMenu()!.localName;
  addMenu()!.shadowRoot!.querySelector<HTMLButtonElement>('[data-add="section-2"]')!.click();
  const sections = editor.getJson().children?.length;
  return {
    editor,
    host,
    tag: element.localName,
    authorizedAt: originsCalled('/editor/v1/authorize').slice(before),
    saveButton,
    frameText,
    result,
    saves,
    errors,
    menuTag,
    sections,
    partsFrom: partOrigins('add-menu').slice(partsBefore),
    workspaceFrom: partOrigins('workspace'),
  };
}

describe('two builds of the editor on one page', () => {
  it("the script and the module, from two origins, beside this page's own build: each talks to its own origin and works", async () => {
    const info = await testService();
    const local = await mountEditor();
    const moduleOrigin = info.url;
    const scriptOrigin = info.url.replace('//localhost:', '//127.0.0.1:');
    const cleanups: (() => void)[] = [() => local.cleanup()];
    try {
      await loadScript(`${scriptOrigin}/lp-editor.js`);
      const fromScript = (window as unknown as { LandingPageEditor: LoaderFunction }).LandingPageEditor;
      const fromModule = (
        (await import(/* @vite-ignore */ `${moduleOrigin}/lp-editor.mjs`)) as { LandingPageEditor: LoaderFunction }
      ).LandingPageEditor;
      const script = await mountBuild(fromScript, info.apiKey);
      cleanups.push(() => (script.editor.destroy(), script.host.remove()));
      const module = await mountBuild(fromModule, info.apiKey);
      cleanups.push(() => (module.editor.destroy(), module.host.remove()));

      expect(local.element.localName).to.equal('lp-editor');
      expect(
        new Set([local.element.localName, script.tag, module.tag]).size,
        'three builds, three element names',
      ).to.equal(3);
      expect(script.authorizedAt).to.deep.equal([scriptOrigin]);
      expect(module.authorizedAt).to.deep.equal([moduleOrigin]);
      // Their parts: each loaded its own from its own origin (the add menu at most once: opened, or
      // preloaded when idle), and runs it on its own core, under a name of its own.
      expect(script.workspaceFrom).to.include(scriptOrigin);
      expect(module.workspaceFrom).to.include(moduleOrigin);
      expect(partOrigins('add-menu').filter((origin) => origin === scriptOrigin)).to.have.length(1);
      expect(partOrigins('add-menu').filter((origin) => origin === moduleOrigin)).to.have.length(1);
      expect(new Set([script.menuTag, module.menuTag]).size, 'two add menus, two element names').to.equal(2);
      for (const [name, build] of [
        ['script', script],
        ['module', module],
      ] as const) {
        expect(build.errors, name).to.deep.equal([]);
        expect(build.saveButton, `${name}: its own top bar`).to.not.equal(undefined);
        expect(build.frameText, `${name}: its own canvas`).to.equal('Hello');
        expect(build.result.status, name).to.equal('saved');
        expect(build.saves[0]?.html, name).to.include('Hello');
        expect(build.sections, `${name}: its add menu added to its own page`).to.equal(2);
      }
      // This page's own editor still works beside them.
      await local.editor.load(template());
      expect((await local.editor.save()).status).to.equal('saved');
    } finally {
      for (const cleanup of cleanups.reverse()) cleanup();
    }
  });

  it('a second copy of the script: window.LandingPageEditor is the newer one, and the older reference keeps working', async () => {
    const info = await testService();
    const scriptOrigin = info.url.replace('//localhost:', '//127.0.0.1:');
    await loadScript(`${scriptOrigin}/lp-editor.js?copy=1`);
    const first = (window as unknown as { LandingPageEditor: LoaderFunction }).LandingPageEditor;
    const warnings: string[] = [];
    const realWarn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args.join(' '));
    try {
      await loadScript(`${scriptOrigin}/lp-editor.js?copy=2`);
    } finally {
      console.warn = realWarn;
    }
    const second = (window as unknown as { LandingPageEditor: LoaderFunction }).LandingPageEditor;
    expect(second).to.not.equal(first);
    expect(warnings.join('\n')).to.match(/LandingPageEditor/);
    const older = await mountBuild(first, info.apiKey);
    const newer = await mountBuild(second, info.apiKey);
    try {
      expect(older.tag).to.not.equal(newer.tag);
      await until(() => older.result.status === 'saved' && newer.result.status === 'saved', 1000, 'both saves');
      expect(older.authorizedAt).to.deep.equal([scriptOrigin]);
      expect(newer.authorizedAt).to.deep.equal([scriptOrigin]);
    } finally {
      for (const build of [older, newer]) {
        build.editor.destroy();
        build.host.remove();
      }
    }
  });
});
