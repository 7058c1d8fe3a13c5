/**
 * The handle's lifecycle against the real service in Chromium: mount, destroy and re-mount in any
 * order and at any moment of the start (React StrictMode's double mount, a fast route change),
 * every method before the editor is ready, after destroy, twice and concurrently. Each case checks
 * that the container holds nothing stray, that nothing rejects unhandled, and that the editor
 * works after the last mount.
 */
import { expect } from 'chai';
import { page, section, column, text } from '../../renderer/testing/builders.ts';
import { LandingPageEditor, type LandingPageEditorInstance } from './landing-page-editor.ts';
import { mountEditor, part, testService, until, type Mounted } from '../testing/mount.ts';

const template = () => page(section({ uid: 's1' }, column({ uid: 'c1' }, text('<p>Hello</p>', { uid: 't1' }))));

/** Records unhandled rejections while a test runs. */
function watchRejections(): { reasons: unknown[]; stop(): void } {
  const reasons: unknown[] = [];
  const listener = (event: PromiseRejectionEvent) => {
    reasons.push(event.reason);
    event.preventDefault();
  };
  window.addEventListener('unhandledrejection', listener);
  return { reasons, stop: () => window.removeEventListener('unhandledrejection', listener) };
}

/** Waits `ms` (0: a macrotask), or a microtask for -1. */
const pause = (ms: number) => (ms < 0 ? Promise.resolve() : new Promise((resolve) => setTimeout(resolve, ms)));

/** The container's child nodes, described (an element by its tag, a text node by its text). */
const childrenOf = (host: Element) =>
  [...host.childNodes].map((node) => (node instanceof Element ? node.localName : `#text:${node.textContent}`));

/** Lets unhandled rejections surface (they are reported after a macrotask). */
const settle = () => pause(50);

describe('LandingPageEditor lifecycle: destroy() while render() runs', () => {
  let mounted: Mounted | undefined;
  let rejections: ReturnType<typeof watchRejections>;
  beforeEach(() => (rejections = watchRejections()));
  afterEach(() => {
    mounted?.cleanup();
    rejections.stop();
  });

  for (const delay of [-2, -1, 0, 5, 20, 60, 150]) {
    it(`destroy() ${delay === -2 ? 'at once' : delay === -1 ? 'after a microtask' : `after ${delay} ms`}: nothing stray, render() resolves, a re-mount works`, async () => {
      mounted = await mountEditor({}, {}, { render: false });
      const { editor, host } = mounted;
      const rendering = editor.render(host);
      if (delay > -2) await pause(delay);
      const initsBefore = mounted.named('onInit').length;
      editor.destroy();
      expect(childrenOf(host), 'right after destroy').to.deep.equal([]);
      await rendering; // resolves: a cancelled mount is not an error
      await settle();
      expect(childrenOf(host), 'after the start would have ended').to.deep.equal([]);
      expect(editor.element).to.equal(undefined);
      expect(mounted.named('onInit'), 'no onInit after destroy()').to.have.length(initsBefore);
      await editor.render(host);
      await editor.load(template());
      expect(childrenOf(host)).to.deep.equal(['lp-editor']);
      expect(mounted.named('onInit')).to.have.length(initsBefore + 1);
      expect(mounted.named('onLoaded')).to.have.length(1);
      expect(editor.element!.canvas?.frameDocument?.querySelector('[data-lp-uid="t1"]')?.textContent).to.equal('Hello');
      expect(rejections.reasons).to.deep.equal([]);
    });
  }

  it('interleaved render/destroy on one handle and on several handles in one container (StrictMode, fast route changes)', async () => {
    const info = await testService();
    const host = document.createElement('div');
    host.style.cssText = 'width: 1200px; height: 700px;';
    document.body.append(host);
    const inits: number[] = [];
    const make = (id: number) =>
      LandingPageEditor({
        config: { authorize: { apiKey: info.apiKey, userId: 'tester' }, serviceUrl: info.url },
        onInit: () => inits.push(id),
        onSave: () => undefined,
      });
    try {
      // One handle: render, destroy, render, destroy, render at random moments.
      const shared = make(0);
      const pending: Promise<void>[] = [];
      for (const delay of [0, -1, 3, 0, 12, -1, 30]) {
        pending.push(shared.render(host));
        await pause(delay);
        shared.destroy();
      }
      // Several handles, each mounted as the previous one is destroyed.
      let previous: LandingPageEditorInstance | undefined;
      for (let id = 1; id <= 6; id++) {
        previous?.destroy();
        const next = make(id);
        pending.push(next.render(host));
        await pause(id % 3 === 0 ? 8 : -1);
        previous = next;
      }
      await Promise.all(pending.slice(0, -1));
      await pending.at(-1);
      await settle();
      expect(childrenOf(host)).to.deep.equal(['lp-editor']);
      expect(inits).to.deep.equal([6]);
      expect(previous!.element!.status).to.equal('ready');
      await previous!.load(template());
      expect(previous!.undo()).to.equal(false);
      expect((await previous!.save()).status).to.equal('saved');
      previous!.destroy();
      expect(childrenOf(host)).to.deep.equal([]);
      expect(rejections.reasons).to.deep.equal([]);
    } finally {
      host.remove();
    }
  });

  it('render() twice without destroy(): the second rejects with a clear message and the first mount stays', async () => {
    mounted = await mountEditor({}, {}, { render: false });
    const first = mounted.editor.render(mounted.host);
    let error: Error | undefined;
    await mounted.editor.render(mounted.host).catch((caught: Error) => (error = caught));
    expect(error?.message).to.match(/already rendered.*destroy\(\)/);
    await first;
    expect(childrenOf(mounted.host)).to.deep.equal(['lp-editor']);
    expect(mounted.named('onInit')).to.have.length(1);
  });

  it('render() into a selector that matches nothing rejects, names it, and leaves the handle usable', async () => {
    mounted = await mountEditor({}, {}, { render: false });
    let error: Error | undefined;
    await mounted.editor.render('#no-such-container').catch((caught: Error) => (error = caught));
    expect(error?.message).to.include('#no-such-container');
    expect(mounted.editor.element).to.equal(undefined);
    await mounted.editor.render(mounted.host);
    expect(mounted.named('onInit')).to.have.length(1);
  });

  it('a start that fails after destroy(): no callback, no unhandled rejection', async () => {
    const info = await testService();
    const host = document.createElement('div');
    document.body.append(host);
    const errors: unknown[] = [];
    const editor = LandingPageEditor({
      config: { authorize: { apiKey: 'pk_notavalidkey000000000000', userId: 1 }, serviceUrl: info.url },
      onEditorError: (error) => errors.push(error),
      onAlert: (alert) => errors.push(alert),
    });
    const rendering = editor.render(host);
    await pause(-1);
    editor.destroy();
    await rendering;
    await pause(400); // the authorize answer arrives
    await settle();
    expect(errors).to.deep.equal([]);
    expect(childrenOf(host)).to.deep.equal([]);
    expect(rejections.reasons).to.deep.equal([]);
    host.remove();
  });
});

describe('LandingPageEditor lifecycle: setOptions() and the other methods before ready, after destroy, concurrently', () => {
  let mounted: Mounted | undefined;
  let rejections: ReturnType<typeof watchRejections>;
  beforeEach(() => (rejections = watchRejections()));
  afterEach(() => {
    mounted?.cleanup();
    rejections.stop();
    expect(rejections.reasons).to.deep.equal([]);
  });

  it('setOptions() while the editor starts: valid options are accepted and applied once it is ready', async () => {
    mounted = await mountEditor({}, {}, { render: false });
    const { editor, host } = mounted;
    const rendering = editor.render(host);
    const atOnce = editor.setOptions({ light: true });
    await pause(5);
    const later = editor.setOptions({ windowBar: ['title'], title: 'Set while starting' });
    await Promise.all([atOnce, later, rendering]);
    const element = editor.element!;
    expect(element.getAttribute('theme')).to.equal('light');
    await until(
      () => part(element, 'lp-window-bar', 'h1')?.textContent === 'Set while starting',
      3000,
      'the title set while starting',
    );
    // An invalid value is still refused while starting, and changes nothing.
    mounted.cleanup();
    mounted = await mountEditor({}, {}, { render: false });
    const second = mounted.editor.render(mounted.host);
    let error: Error | undefined;
    await mounted.editor.setOptions({ light: 'yes' as never }).catch((caught: Error) => (error = caught));
    expect(error?.message).to.match(/^Invalid options provided: light/);
    await second;
    expect(mounted.element.getAttribute('theme')).to.equal('dark');
  });

  it('concurrent setOptions() calls apply in call order, whatever order their languages arrive in', async () => {
    mounted = await mountEditor();
    const realFetch = globalThis.fetch;
    // German's catalog is held back until French's has arrived: without ordering, German would win.
    let releaseGerman = () => {};
    const germanHeld = new Promise<void>((resolve) => (releaseGerman = resolve));
    globalThis.fetch = async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.endsWith('/de.json')) await germanHeld;
      const response = await realFetch(input, init);
      if (url.endsWith('/fr.json')) setTimeout(releaseGerman, 50);
      return response;
    };
    try {
      const german = mounted.editor.setOptions({ language: 'de' });
      const french = mounted.editor.setOptions({ language: 'fr' });
      await Promise.all([german, french]);
    } finally {
      globalThis.fetch = realFetch;
    }
    await mounted.element.updateComplete;
    expect(mounted.element.getAttribute('lang')).to.equal('fr');
    await until(
      () => /Enregistrer/.test(part(mounted!.element, 'lp-top-bar', '[data-control="save"]')?.textContent ?? ''),
      3000,
      'the French label',
    );
  });

  it('setOptions() before render() and after destroy() applies at the next render()', async () => {
    mounted = await mountEditor({}, {}, { render: false });
    await mounted.editor.setOptions({ light: true });
    await mounted.editor.render(mounted.host);
    expect(mounted.element.getAttribute('theme')).to.equal('light');
    mounted.editor.destroy();
    await mounted.editor.setOptions({ light: false, language: 'de' });
    await mounted.editor.render(mounted.host);
    expect(mounted.element.getAttribute('theme')).to.equal('dark');
    expect(mounted.element.getAttribute('lang')).to.equal('de');
  });

  it("setOptions() keeps the header updateApiAuthorizationHeader() set, and neither changes the host's config object", async () => {
    const info = await testService();
    const config = {
      authorize: { apiKey: info.apiKey, userId: 'tester' },
      serviceUrl: info.url,
      api: { SAVED_SECTIONS: '/__echo-headers' },
      apiAuthorizationHeader: 'Bearer one',
    };
    const copy = structuredClone(config);
    const host = document.createElement('div');
    host.style.cssText = 'width: 1200px; height: 700px;';
    document.body.append(host);
    const editor = LandingPageEditor({ config });
    try {
      await editor.render(host);
      editor.updateApiAuthorizationHeader('Bearer two');
      await editor.setOptions({ light: true });
      const headers = (await editor.element!.customApi!.request('SAVED_SECTIONS')) as Record<string, string>;
      expect(headers.authorization).to.equal('Bearer two');
      expect(config).to.deep.equal(copy);
      let error: Error | undefined;
      try {
        editor.updateApiAuthorizationHeader(42 as never);
      } catch (caught) {
        error = caught as Error;
      }
      expect(error?.message).to.match(/^Invalid options provided: apiAuthorizationHeader/);
    } finally {
      editor.destroy();
      host.remove();
    }
  });

  it('load() while the editor starts waits for it: onLoaded after onInit, and render() resolves after both', async () => {
    mounted = await mountEditor({}, {}, { render: false });
    const rendering = mounted.editor.render(mounted.host);
    const loading = mounted.editor.load(template());
    await rendering;
    expect(
      mounted.calls.map((call) => call.name).filter((name) => name === 'onInit' || name === 'onLoaded'),
    ).to.deep.equal(['onInit', 'onLoaded']);
    await loading;
    expect(mounted.element.canvas?.frameDocument?.querySelector('[data-lp-uid="t1"]')?.textContent).to.equal('Hello');
  });

  it('a load() pending when destroy() comes resolves without onLoaded, and the next mount starts empty', async () => {
    mounted = await mountEditor({}, {}, { render: false });
    const rendering = mounted.editor.render(mounted.host);
    const loading = mounted.editor.load(template());
    mounted.editor.destroy();
    await Promise.all([rendering, loading]);
    await settle();
    expect(mounted.named('onLoaded')).to.have.length(0);
    await mounted.editor.render(mounted.host);
    expect(mounted.editor.getJson().children).to.deep.equal([]);
  });

  it('before render() and after destroy(): load() and getJson() say to render first; save() is not-ready; undo() and redo() are false', async () => {
    mounted = await mountEditor({}, {}, { render: false });
    const check = async (when: string) => {
      let loadError: Error | undefined;
      await mounted!.editor.load(template()).catch((caught: Error) => (loadError = caught));
      expect(loadError?.message, when).to.match(/render\(\)/);
      expect(() => mounted!.editor.getJson(), when).to.throw(/render\(\)/);
      expect(await mounted!.editor.save(), when).to.deep.equal({ status: 'not-ready' });
      expect(await mounted!.editor.saveAndClose(), when).to.deep.equal({ status: 'not-ready' });
      expect(mounted!.editor.undo(), when).to.equal(false);
      expect(mounted!.editor.redo(), when).to.equal(false);
      expect(mounted!.editor.element, when).to.equal(undefined);
      mounted!.editor.destroy();
    };
    await check('before render()');
    await mounted.editor.render(mounted.host);
    mounted.editor.destroy();
    await check('after destroy()');
    // During the start: save is not ready, undo and redo have nothing to do.
    const rendering = mounted.editor.render(mounted.host);
    expect(await mounted.editor.save()).to.deep.equal({ status: 'not-ready' });
    expect(mounted.editor.undo()).to.equal(false);
    await rendering;
    // Twice at once: the second save is busy.
    await mounted.editor.load(template());
    const [first, second] = await Promise.all([mounted.editor.save(), mounted.editor.save()]);
    expect([first.status, second.status]).to.deep.equal(['saved', 'busy']);
  });
});
