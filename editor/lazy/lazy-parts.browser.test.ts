/**
 * The built editor's parts (editor/lazy/) in Chromium, over the network: the script
 * (dist/lp-editor.js) is loaded from this page's origin through the test runner's
 * `/__lp-dist/<token>/` route (scripts/test-support/wtr-dist-parts.mjs), which answers its part
 * files as a test asks (at once, held back, failing), and the editor talks to the real service.
 * What is held: the script carries no part; the workspace loads while the editor starts and the
 * later parts when the browser is idle; a click while a part loads is not lost and its button shows
 * it is busy without moving; a part that cannot load is reported with its URL and tried again on
 * the next use; without its workspace the editor still shows the page and can get it back; the
 * Layers tab shows its tree's part loading, or why it could not, and gets it back.
 */
import { expect } from 'chai';
import { page, section, column, text } from '../../renderer/testing/builders.ts';
import type { LandingPageEditor as Loader, LandingPageEditorInstance } from '../loader/landing-page-editor.ts';
import { testService, until } from '../testing/mount.ts';

type Mode = 'ok' | 'hold' | 'fail' | 'other' | 'throw';

const template = () => page(section({ uid: 's1' }, column({ uid: 'c1' }, text('<p>Hello</p>', { uid: 't1' }))));

/** A fresh copy of the built script with its own token (its own core, its own parts). */
async function builtEditor(modes: Record<string, Mode> = {}) {
  const token = `t${Math.random().toString(36).slice(2)}`;
  const control = async (next: Record<string, Mode> = {}) =>
    (await fetch(`/__lp-dist-control/${token}?${new URLSearchParams(next)}`)).json() as Promise<string[]>;
  await control(modes);
  await new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `/__lp-dist/${token}/lp-editor.js`;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`could not load ${script.src}`));
    document.head.append(script);
  });
  const loader = (window as unknown as { LandingPageEditor: typeof Loader }).LandingPageEditor;
  return {
    token,
    loader,
    control,
    partUrl: (part: string) =>
      new RegExp(
        `^${location.origin}/__lp-dist/${token}/lp-editor-parts/${part}\\.[0-9a-f]{12}\\.js(\\?attempt=\\d+)?$`,
      ),
  };
}

interface Mounted {
  readonly editor: LandingPageEditorInstance;
  readonly errors: { source: string; message: string; detail?: { part?: string; url?: string } }[];
  readonly previews: string[];
  readonly rendered: Promise<void>;
  cleanup(): void;
}

/** Mounts an editor of `loader` over the test service (render() is not awaited: `rendered`). */
async function mount(loader: typeof Loader): Promise<Mounted> {
  const info = await testService();
  const host = document.createElement('div');
  host.style.cssText = 'width: 1280px; height: 760px;';
  document.body.append(host);
  const errors: Mounted['errors'] = [];
  const previews: string[] = [];
  const editor = loader({
    config: { authorize: { apiKey: info.apiKey, userId: 'lazy-parts' }, serviceUrl: info.url },
    onEditorError: (error) => void errors.push(error as Mounted['errors'][number]),
    onPreview: ({ html }) => void previews.push(html),
    onSave: () => undefined,
  });
  const rendered = editor.render(host);
  return { editor, errors, previews, rendered, cleanup: () => (editor.destroy(), host.remove()) };
}

/** The first element matching `selector` in the editor's shadow roots, however deep. */
function deep<T extends Element = HTMLElement>(element: Element, selector: string): T | null {
  const roots: ShadowRoot[] = element.shadowRoot === null ? [] : [element.shadowRoot];
  for (let root = roots.shift(); root !== undefined; root = roots.shift()) {
    const found = root.querySelector<T>(selector);
    if (found !== null) return found;
    for (const inner of root.querySelectorAll('*')) if (inner.shadowRoot !== null) roots.push(inner.shadowRoot);
  }
  return null;
}

/** Waits until `check` resolves true (asked again each 50 ms), or fails after `timeoutMs`. */
async function eventually(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error(`Timed out waiting for ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Waits until the idle preload has fetched `parts` (and a moment more, for their scripts' load or
 * error event): a test that makes a part fail then clicks knows which attempt its click makes, and
 * no background attempt, started while the part still failed, answers a later click.
 */
async function preloaded(built: { partUrl: (part: string) => RegExp }, parts: string[]): Promise<void> {
  const fetched = (part: string) => fetchedParts().some((url) => built.partUrl(part).test(url));
  await eventually(async () => parts.every(fetched), 5000, `the idle preload of ${parts.join(', ')}`);
  await new Promise((resolve) => setTimeout(resolve, 100));
}

const fetchedParts = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.includes('/lp-editor-parts/'));

describe("the editor's parts, built, over the network", () => {
  const cleanups: (() => void)[] = [];
  afterEach(() => {
    for (const cleanup of cleanups.splice(0).reverse()) cleanup();
    // The tests find their parts' fetches in the resource timings, of which the page keeps 250.
    performance.clearResourceTimings();
  });

  it('the script carries none of them: the workspace loads while the editor starts, the later parts once it is idle', async () => {
    const built = await builtEditor({ 'add-menu': 'hold', preview: 'hold' });
    cleanups.push(() => void built.control({ 'add-menu': 'ok', preview: 'ok' }));
    const script = await (await fetch(`/__lp-dist/${built.token}/lp-editor.js`)).text();
    const workspaceFile = fetchedParts().find((url) => built.partUrl('workspace').test(url));
    expect(workspaceFile, 'no part is fetched before the editor starts').to.equal(undefined);
    const mounted = await mount(built.loader);
    cleanups.push(() => mounted.cleanup());
    await mounted.rendered;
    // Ready means the workspace is in: its top bar and panel show.
    const element = mounted.editor.element!;
    expect(deep(element, '[data-control="save"]'), 'the top bar').to.not.equal(null);
    expect(deep(element, 'aside'), 'the selection panel').to.not.equal(null);
    expect(fetchedParts().filter((url) => built.partUrl('workspace').test(url))).to.have.length(1);
    // The later parts are asked for when the browser is idle, after the start.
    let requests: string[] = [];
    await eventually(
      async () => ((requests = await built.control()), requests.includes('add-menu') && requests.includes('preview')),
      5000,
      'the idle preload',
    );
    expect(requests[0]).to.equal('workspace');
    expect(requests.filter((part) => part === 'workspace')).to.have.length(1);
    // What the parts hold is not in the script: their element names are defined by the parts.
    const workspace = await (await fetch(fetchedParts().find((url) => built.partUrl('workspace').test(url))!)).text();
    for (const name of ['lp-top-bar', 'lp-selection-panel', 'lp-window-bar']) {
      expect(script, name).to.not.include(`"${name}"`);
      expect(workspace, name).to.include(`"${name}"`);
    }
    expect(script).to.not.include('"lp-add-menu"');
    // The preview's frame (the script names "lp-preview" as an event only).
    expect(script).to.not.include('allow-scripts allow-popups allow-forms');
    // And no part carries lit again: a part's file has no LitElement class or lit-html renderer of
    // its own (directive modules the core does not use, live or keyed, may come with a part).
    expect(workspace).to.not.match(/lit-html\/lit-html\.js|lit-element\/lit-element\.js|reactive-element\.js/);
  });

  it('a click on Add while its part loads: the button shows it is busy, keeps its size, and the menu opens once the part is in', async () => {
    const built = await builtEditor({ 'add-menu': 'hold' });
    cleanups.push(() => void built.control({ 'add-menu': 'ok' }));
    const mounted = await mount(built.loader);
    cleanups.push(() => mounted.cleanup());
    await mounted.rendered;
    await mounted.editor.load(template());
    const element = mounted.editor.element!;
    const add = deep<HTMLButtonElement>(element, '[data-control="add"]')!;
    const before = add.getBoundingClientRect();
    add.click();
    await until(
      () => deep(element, '[data-control="add"]')?.getAttribute('aria-busy') === 'true',
      2000,
      'the busy Add button',
    );
    const busy = deep<HTMLButtonElement>(element, '[data-control="add"]')!;
    expect(busy.querySelector('.spinner'), "a spinner in the icon's place").to.not.equal(null);
    const during = busy.getBoundingClientRect();
    expect([during.width, during.height, during.left, during.top]).to.deep.equal([
      before.width,
      before.height,
      before.left,
      before.top,
    ]);
    expect(deep(element, '[data-add="section-1"]'), 'no menu yet').to.equal(null);
    await built.control({ 'add-menu': 'ok' });
    await until(() => deep(element, '[data-add="section-1"]') !== null, 5000, 'the add menu');
    expect(deep(element, '[data-control="add"]')!.getAttribute('aria-busy')).to.equal('false');
    // The menu is this build's, on this editor's store.
    deep<HTMLButtonElement>(element, '[data-add="section-2"]')!.click();
    await until(() => (mounted.editor.getJson().children?.length ?? 0) === 2, 2000, 'the added section');
    expect(mounted.errors).to.deep.equal([]);
  });

  it('a part that cannot load: onEditorError and an error notification name its URL; the next click tries again and opens it', async () => {
    const built = await builtEditor({ 'add-menu': 'fail' });
    const mounted = await mount(built.loader);
    cleanups.push(() => mounted.cleanup());
    await mounted.rendered;
    await preloaded(built, ['add-menu']);
    expect(mounted.errors, 'a failed preload is silent').to.deep.equal([]);
    const element = mounted.editor.element!;
    deep<HTMLButtonElement>(element, '[data-control="add"]')!.click();
    await until(() => mounted.errors.length > 0, 5000, 'onEditorError');
    const [error] = mounted.errors;
    expect(error!.source).to.equal('network');
    expect(error!.detail?.part).to.equal('add-menu');
    // The idle preload was the first attempt; the click is the second, with a URL of its own.
    expect(error!.detail?.url)
      .to.match(built.partUrl('add-menu'))
      .and.match(/\?attempt=2$/);
    expect(error!.message).to.include(error!.detail!.url!);
    await until(() => deep(element, '.toast[data-code="part-failed"]') !== null, 2000, 'the notification');
    expect(deep(element, '.toast[data-code="part-failed"]')!.textContent).to.include(error!.detail!.url!);
    expect(deep(element, '[data-add="section-1"]')?.outerHTML ?? null).to.equal(null);
    expect(deep(element, '[data-control="add"]')!.getAttribute('aria-busy')).to.equal('false');

    await built.control({ 'add-menu': 'ok' });
    deep<HTMLButtonElement>(element, '[data-control="add"]')!.click();
    await until(() => deep(element, '[data-add="section-1"]') !== null, 5000, 'the add menu, on the second try');
    expect(mounted.errors).to.have.length(1);
  });

  it('a file that is not a part of this build, or a part that throws as it runs, is reported as such, and retried', async () => {
    const built = await builtEditor({ 'add-menu': 'other', preview: 'throw' });
    const mounted = await mount(built.loader);
    cleanups.push(() => mounted.cleanup());
    await mounted.rendered;
    await preloaded(built, ['add-menu', 'preview']);
    const element = mounted.editor.element!;
    deep<HTMLButtonElement>(element, '[data-control="add"]')!.click();
    await until(() => mounted.errors.length === 1, 5000, "the add menu's error");
    expect(mounted.errors[0]!.message).to.match(
      /could not load its "add-menu" part from .*: the file loaded but is not a part of this build of the editor/,
    );
    deep<HTMLButtonElement>(element, '[data-control="preview"]')!.click();
    await until(() => mounted.errors.length === 2, 5000, "the preview's error");
    expect(mounted.errors[1]!.message).to.match(
      /could not load its "preview" part from .*: it failed as it ran \(broken part\)/,
    );
    expect(deep(element, '[data-control="preview"]')!.getAttribute('aria-busy')).to.equal('false');
    await built.control({ 'add-menu': 'ok' });
    deep<HTMLButtonElement>(element, '[data-control="add"]')!.click();
    await until(() => deep(element, '[data-add="section-1"]') !== null, 5000, 'the add menu, on the second try');
  });

  it("the workspace cannot load: the page still shows, the top bar's place says why, and Try again brings the top bar, the panel and the selection", async () => {
    const built = await builtEditor({ workspace: 'fail' });
    const mounted = await mount(built.loader);
    cleanups.push(() => mounted.cleanup());
    await mounted.rendered;
    await mounted.editor.load(template());
    const element = mounted.editor.element!;
    expect(mounted.errors.map((error) => error.detail?.part)).to.deep.equal(['workspace']);
    const failed = deep(element, '.part-failed')!;
    expect(failed.getAttribute('role')).to.equal('alert');
    expect(failed.textContent).to.include(mounted.errors[0]!.detail!.url!);
    expect(
      deep(element, '.toast[data-code="part-failed"]')?.textContent ?? null,
      'no toast repeating the strip',
    ).to.equal(null);
    expect(element.canvas!.frameDocument!.querySelector('[data-lp-uid="t1"]')?.textContent).to.equal('Hello');
    expect(deep(element, '[data-control="save"]')?.outerHTML ?? null).to.equal(null);
    // The host's save still works.
    expect((await mounted.editor.save()).status).to.equal('saved');

    // Try again: the button is busy while the part loads, and keeps its size and place.
    await built.control({ workspace: 'hold' });
    const retry = () => deep<HTMLButtonElement>(element, '[data-control="retry-part"]')!;
    const before = retry().getBoundingClientRect();
    retry().click();
    await until(() => retry().getAttribute('aria-busy') === 'true', 2000, 'the busy Try again button');
    const during = retry().getBoundingClientRect();
    expect([during.width, during.height, during.left, during.top]).to.deep.equal([
      before.width,
      before.height,
      before.left,
      before.top,
    ]);
    await built.control({ workspace: 'ok' });
    await until(() => deep(element, '[data-control="save"]') !== null, 5000, 'the top bar');
    expect(deep(element, '.part-failed')?.outerHTML ?? null).to.equal(null);
    expect(deep(element, 'aside'), 'the panel').to.not.equal(null);
    (element.canvas!.frameDocument!.querySelector('[data-lp-uid="t1"] p') as HTMLElement).click();
    expect(element.store.state.selection).to.equal('t1');
    await until(() => deep(element, '.toolbar') !== null, 2000, 'the node toolbar');
  });

  it('the layers tree is a part of its own: the Layers tab opened before it is in says it loads, then shows the tree', async () => {
    const built = await builtEditor({ layers: 'hold' });
    cleanups.push(() => void built.control({ layers: 'ok' }));
    const mounted = await mount(built.loader);
    cleanups.push(() => mounted.cleanup());
    await mounted.rendered;
    await mounted.editor.load(template());
    const element = mounted.editor.element!;
    // Neither the script nor the workspace carries the tree.
    const script = await (await fetch(`/__lp-dist/${built.token}/lp-editor.js`)).text();
    const workspace = await (await fetch(fetchedParts().find((url) => built.partUrl('workspace').test(url))!)).text();
    expect(script).to.not.include('"lp-layers"');
    expect(workspace).to.not.include('"lp-layers"');

    deep<HTMLButtonElement>(element, '[data-tab="layers"]')!.click();
    await until(() => deep(element, '[data-part-state="loading"]') !== null, 2000, 'the loading state');
    const loading = deep(element, '[data-part-state="loading"]')!;
    expect(loading.getAttribute('role')).to.equal('status');
    expect(loading.getAttribute('aria-busy')).to.equal('true');
    expect(loading.querySelector('.spinner'), 'a spinner').to.not.equal(null);
    expect(deep(element, '[role="tree"]')).to.equal(null);

    await built.control({ layers: 'ok' });
    await until(() => deep(element, '[role="tree"]') !== null, 5000, 'the layers tree');
    await until(() => (deep(element, '[role="tree"]')!.textContent ?? '').includes('Hello'), 2000, "the text's row");
    expect(deep(element, '[data-part-state]')).to.equal(null);
    // The idle preload and the tab shared one load.
    expect((await built.control()).filter((part) => part === 'layers')).to.have.length(1);
    expect(mounted.errors).to.deep.equal([]);
  });

  it('the layers tree cannot load: the Layers tab says why (no toast), onEditorError names the part, and Try again brings the tree', async () => {
    const built = await builtEditor({ layers: 'fail' });
    const mounted = await mount(built.loader);
    cleanups.push(() => mounted.cleanup());
    await mounted.rendered;
    await mounted.editor.load(template());
    await preloaded(built, ['layers']);
    expect(mounted.errors, 'a failed preload is silent').to.deep.equal([]);
    const element = mounted.editor.element!;
    deep<HTMLButtonElement>(element, '[data-tab="layers"]')!.click();
    await until(() => deep(element, '[data-part-state="failed"]') !== null, 5000, 'the failure in the tab');
    expect(mounted.errors.map((error) => error.detail?.part)).to.deep.equal(['layers']);
    const [error] = mounted.errors;
    expect(error!.source).to.equal('network');
    expect(error!.detail?.url)
      .to.match(built.partUrl('layers'))
      .and.match(/\?attempt=2$/);
    const failed = deep(element, '[data-part-state="failed"]')!;
    expect(failed.getAttribute('role')).to.equal('alert');
    expect(failed.textContent).to.include(error!.detail!.url!);
    expect(
      deep(element, '.toast[data-code="part-failed"]')?.textContent ?? null,
      'no toast repeating the tab',
    ).to.equal(null);

    // Try again: the button is busy while the part loads, then the tree shows.
    await built.control({ layers: 'hold' });
    const retry = () => deep<HTMLButtonElement>(element, '[data-control="retry-layers"]');
    retry()!.click();
    await until(() => retry()?.getAttribute('aria-busy') === 'true', 2000, 'the busy Try again button');
    expect(retry()!.querySelector('.spinner')).to.not.equal(null);
    await built.control({ layers: 'ok' });
    await until(() => deep(element, '[role="tree"]') !== null, 5000, 'the layers tree');
    expect(deep(element, '[data-part-state]')).to.equal(null);
    expect(mounted.errors).to.have.length(1);
  });

  it('Preview while its part loads: the button is busy, the preview shows and onPreview fires once it is in; Escape before that cancels it', async () => {
    const built = await builtEditor({ preview: 'hold' });
    cleanups.push(() => void built.control({ preview: 'ok' }));
    const mounted = await mount(built.loader);
    cleanups.push(() => mounted.cleanup());
    await mounted.rendered;
    await mounted.editor.load(template());
    const element = mounted.editor.element!;

    const preview = () => deep<HTMLButtonElement>(element, '[data-control="preview"]')!;
    const overlay = () => deep<HTMLIFrameElement>(element, 'iframe[sandbox="allow-scripts allow-popups allow-forms"]');
    preview().click();
    await until(() => preview().getAttribute('aria-busy') === 'true', 2000, 'the busy Preview button');
    // Escape while it loads cancels it: once the part is in, nothing shows and onPreview does not fire.
    element.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    await built.control({ preview: 'ok' });
    await until(() => preview().getAttribute('aria-busy') === 'false', 5000, 'the part');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(overlay()).to.equal(null);
    expect(mounted.previews).to.deep.equal([]);
    // Asked again, it shows (the part is in now), and onPreview fires with what it shows.
    preview().click();
    await until(() => mounted.previews.length === 1, 5000, 'onPreview');
    expect(overlay()!.srcdoc).to.equal(mounted.previews[0]);
  });
});

describe("the editor's parts under a Content-Security-Policy", () => {
  it('a page that allows scripts by nonce only: the script carries the nonce, and its parts get it from the script', async () => {
    const built = await builtEditor();
    const info = await testService();
    const frame = document.createElement('iframe');
    frame.style.cssText = 'width: 1280px; height: 760px; border: 0';
    // The policy of the frame's own document: no script runs without the nonce (not even one of this origin).
    frame.srcdoc = `<meta http-equiv="Content-Security-Policy" content="script-src 'nonce-lp-test-nonce'"><div id="host" style="height: 700px"></div><script nonce="lp-test-nonce" src="/__lp-dist/${built.token}/lp-editor.js"></script>`;
    const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    document.body.append(frame);
    try {
      await loaded;
      const inner = frame.contentWindow as unknown as Window & { LandingPageEditor: typeof Loader };
      await until(() => typeof inner.LandingPageEditor === 'function', 5000, 'the script in the frame');
      const errors: unknown[] = [];
      // Options made in the frame's realm: the editor takes plain objects of its own window only.
      const config = (inner as unknown as { JSON: JSON }).JSON.parse(
        JSON.stringify({ authorize: { apiKey: info.apiKey, userId: 'csp' }, serviceUrl: info.url }),
      );
      const editor = inner.LandingPageEditor({ config, onEditorError: (error) => void errors.push(error) });
      await editor.render(inner.document.getElementById('host')!);
      expect(errors).to.deep.equal([]);
      expect(deep(editor.element!, '[data-control="save"]'), 'the top bar, from the workspace part').to.not.equal(null);
      editor.destroy();
    } finally {
      frame.remove();
    }
  });
});
