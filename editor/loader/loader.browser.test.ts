/**
 * The loader against the real service in Chromium: options checked on init and on setOptions,
 * live UI options, the spec's callbacks with their payloads and timing, mount / destroy /
 * re-mount, and the custom API header rules.
 */
import { expect } from 'chai';
import { renderPage } from '../../renderer/index.ts';
import { page, section, column, text } from '../../renderer/testing/builders.ts';
import { LandingPageEditor } from './landing-page-editor.ts';
import { mountEditor, part, testService, until, type Mounted } from '../testing/mount.ts';

const template = () =>
  page(
    section({ uid: 's1' }, column({ uid: 'c1' }, text('<p>Hello</p>', { uid: 't1' }))),
    section({ uid: 's2' }, column({ uid: 'c2' }, text('<p>Second</p>', { uid: 't2' }))),
  );

describe('LandingPageEditor: options', () => {
  let mounted: Mounted | undefined;
  afterEach(() => mounted?.cleanup());

  it('throws "Invalid options provided" naming the field, and mounts nothing', async () => {
    const info = await testService();
    expect(() =>
      LandingPageEditor({ config: { authorize: { apiKey: info.apiKey, userId: 1 }, language: 'en-US' as never } }),
    ).to.throw(/^Invalid options provided: language/);
    expect(() =>
      LandingPageEditor({ config: { authorize: { apiKey: info.apiKey, userId: 1 }, imageMaxSize: 'big' as never } }),
    ).to.throw(/Invalid options provided: imageMaxSize/);
    expect(document.querySelector('lp-editor')).to.equal(null);
  });

  it('ignores unknown keys and a callbacks object inside config', async () => {
    let called = false;
    mounted = await mountEditor({ somethingNew: true, callbacks: { onInit: () => (called = true) } } as never);
    expect(mounted.named('onInit')).to.have.length(1);
    expect(called).to.equal(false);
  });

  it('an invalid setOptions() rejects and leaves the editor as it was', async () => {
    mounted = await mountEditor({ light: true });
    let error: unknown;
    await mounted.editor.setOptions({ light: 'yes' as never }).catch((caught: unknown) => (error = caught));
    expect((error as Error).message).to.match(/^Invalid options provided: light/);
    expect(mounted.element.getAttribute('theme')).to.equal('light');
    expect(mounted.element.options?.light).to.equal(true);
  });

  it('applies UI options live: theme, top bar, hidden controls, title, window bar, role', async () => {
    mounted = await mountEditor();
    const { editor, element } = mounted;
    expect(element.getAttribute('theme')).to.equal('dark');
    await editor.setOptions({ theme: { preset: 'light' } });
    expect(element.getAttribute('theme')).to.equal('light');
    await editor.setOptions({ hideTopbarControls: ['preview', 'saveAndClose'] });
    await element.updateComplete;
    await until(() => part(element, 'lp-top-bar', '[data-control="save"]') !== null);
    expect(part(element, 'lp-top-bar', '[data-control="preview"]')?.outerHTML ?? null).to.equal(null);
    expect(part(element, 'lp-top-bar', '[data-control="saveAndClose"]')?.outerHTML ?? null).to.equal(null);
    await editor.setOptions({ windowBar: ['title', 'close'], title: 'Spring launch' });
    await until(() => part(element, 'lp-window-bar', 'h1')?.textContent === 'Spring launch', 2000, 'the title');
    await editor.setOptions({ removeTopBar: true });
    await element.updateComplete;
    expect(part(element, 'lp-top-bar')?.outerHTML ?? null).to.equal(null);
    await editor.setOptions({ role: 'reader' });
    expect(element.store.state.editable).to.equal(false);
  });

  it('switches the UI language (catalog from the service) and the writing direction', async () => {
    mounted = await mountEditor();
    await mounted.editor.setOptions({ language: 'de' });
    await until(
      () => /Speichern/.test(part(mounted!.element, 'lp-top-bar', '[data-control="save"]')?.textContent ?? ''),
      3000,
      'the German label',
    );
    await mounted.editor.setOptions({ language: 'ar' });
    expect(mounted.element.getAttribute('dir')).to.equal('rtl');
  });

  it('textOverride replaces labels when language is not set, and not when it is', async () => {
    mounted = await mountEditor({ textOverride: { Save: 'Publish' } });
    await until(
      () => /Publish/.test(part(mounted!.element, 'lp-top-bar', '[data-control="save"]')?.textContent ?? ''),
      2000,
      'the override',
    );
    mounted.cleanup();
    mounted = await mountEditor({ language: 'en', textOverride: { Save: 'Publish' } });
    await mounted.element.updateComplete;
    await until(() => part(mounted!.element, 'lp-top-bar', '[data-control="save"]') !== null);
    expect(part(mounted.element, 'lp-top-bar', '[data-control="save"]')?.textContent).to.not.match(/Publish/);
  });
});

describe('LandingPageEditor: callbacks', () => {
  let mounted: Mounted | undefined;
  afterEach(() => mounted?.cleanup());

  it('onInit once when ready, onLoaded after load(), with no argument', async () => {
    mounted = await mountEditor();
    expect(mounted.named('onInit')).to.deep.equal([{ name: 'onInit', args: [] }]);
    await mounted.editor.load(template());
    expect(mounted.named('onLoaded')).to.deep.equal([{ name: 'onLoaded', args: [] }]);
    expect(mounted.element.canvas?.frameDocument?.querySelector('[data-lp-uid="t1"]')?.textContent).to.equal('Hello');
  });

  it('load() accepts JSON text; an invalid template fires onEditorError templateLoad and keeps the page', async () => {
    mounted = await mountEditor();
    await mounted.editor.load(JSON.stringify(template()));
    const before = mounted.editor.getJson();
    let rejected = false;
    await mounted.editor
      .load({ tagName: 'page', children: [{ tagName: 'nope' }] } as never)
      .catch(() => (rejected = true));
    expect(rejected).to.equal(true);
    const [error] = mounted.named('onEditorError');
    expect((error!.args[0] as { source: string }).source).to.equal('templateLoad');
    expect((error!.args[0] as { message: string }).message).to.match(/Invalid template/);
    expect(mounted.editor.getJson()).to.equal(before);
  });

  it('onUndoChange, onRedoChange and onEdittedWithoutSaveChanged fire with counts, only on change', async () => {
    mounted = await mountEditor();
    await mounted.editor.load(template());
    const store = mounted.element.store;
    const { setContent } = await import('../store/commands.ts');
    store.run(setContent('t1', '<p>A</p>'));
    store.undo();
    store.redo();
    const seen = mounted.calls
      .filter((c) => /Undo|Redo|Editted/.test(c.name))
      .map((c) => `${c.name}:${JSON.stringify(c.args[0])}`);
    expect(seen).to.deep.equal([
      'onUndoChange:{"count":1}',
      'onEdittedWithoutSaveChanged:{"value":true}',
      'onUndoChange:{"count":0}',
      'onRedoChange:{"count":1}',
      'onEdittedWithoutSaveChanged:{"value":false}',
      'onUndoChange:{"count":1}',
      'onRedoChange:{"count":0}',
      'onEdittedWithoutSaveChanged:{"value":true}',
    ]);
  });

  it('onSave gets {json, html}: html from get-html, equal to the local publish render', async () => {
    const info = await testService();
    mounted = await mountEditor();
    await mounted.editor.load(template());
    const result = await mounted.editor.save();
    expect(result.status).to.equal('saved');
    const [call] = mounted.named('onSave');
    const payload = call!.args[0] as { json: unknown; html: string };
    expect(Object.keys(payload).sort()).to.deep.equal(['html', 'json']);
    expect(payload.json).to.equal(mounted.editor.getJson());
    const response = await fetch(`${info.url}/landing-page/get-html`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        apiKey: info.apiKey,
        hostname: 'localhost',
        definition: JSON.stringify(payload.json),
        options: { fonts: '[]' },
      }),
    });
    expect(payload.html).to.equal(((await response.json()) as { html: string }).html);
    expect(payload.html).to.equal(renderPage(payload.json, { mode: 'publish' }).html);
    expect(mounted.element.store.unsaved).to.equal(false);
  });

  it('a Promise keeps the saving state until it settles; a rejection shows a save error', async () => {
    let resolve!: () => void;
    let reject!: (error: Error) => void;
    let attempt = 0;
    mounted = await mountEditor(
      {},
      {
        onSave: () => new Promise<void>((res, rej) => (attempt++ === 0 ? (resolve = res) : undefined, (reject = rej))),
      },
    );
    await mounted.editor.load(template());
    const saving = mounted.editor.save();
    const saveButton = () => part(mounted!.element, 'lp-top-bar', '[data-control="save"]');
    await until(() => mounted!.named('onSave').length === 1, 3000, 'onSave');
    await until(() => saveButton()?.getAttribute('aria-busy') === 'true', 3000, 'the saving state');
    resolve();
    expect((await saving).status).to.equal('saved');
    await until(() => saveButton()?.getAttribute('aria-busy') === 'false', 3000, 'the end of saving');
    const failing = mounted.editor.save();
    await until(() => mounted!.named('onSave').length === 2, 3000, 'the second save');
    reject(new Error('disk full'));
    expect((await failing).status).to.equal('failed');
    await until(
      () => part(mounted!.element, 'lp-notifications', '[data-code="save-failed"]') !== null,
      2000,
      'the save error',
    );
    expect(part(mounted.element, 'lp-notifications', '[data-code="save-failed"]')?.textContent).to.match(/disk full/);
  });

  it('save and close without onSaveAndClose: onSave gets the payload and the editor removes itself', async () => {
    mounted = await mountEditor({}, {}, { without: ['onSaveAndClose'] });
    await mounted.editor.load(template());
    const element = mounted.element;
    await mounted.editor.saveAndClose();
    await until(() => !element.isConnected, 2000, 'the editor to be removed');
    expect(mounted.named('onSave')).to.have.length(1);
    expect(mounted.editor.element).to.equal(undefined);
  });

  it('save and close with onSaveAndClose: the handler gets it and the editor stays; a rejection keeps it open', async () => {
    mounted = await mountEditor({}, { onSaveAndClose: () => Promise.reject(new Error('no')) });
    await mounted.editor.load(template());
    expect((await mounted.editor.saveAndClose()).status).to.equal('failed');
    expect(mounted.named('onSaveAndClose')).to.have.length(1);
    expect(mounted.named('onSave')).to.have.length(0);
    expect(mounted.element.isConnected).to.equal(true);
  });

  it('onPreview({html}) and onPreviewClose() around the preview of what get-html returns', async () => {
    mounted = await mountEditor();
    await mounted.editor.load(template());
    // get-html's answer is held back (the service client calls globalThis.fetch when it asks):
    // while the service renders, the preview shows a status, and onPreview has not fired.
    const realFetch = globalThis.fetch;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    globalThis.fetch = async (input, init) => {
      const response = await realFetch(input, init);
      if (String(input instanceof Request ? input.url : input).endsWith('/landing-page/get-html')) {
        asked = true;
        await held;
      }
      return response;
    };
    try {
      part(mounted.element, 'lp-top-bar', '[data-control="preview"]')!.click();
      await until(() => asked, 5000, 'the get-html request');
      await until(() => part(mounted!.element, 'lp-preview', '[role="status"]') !== null, 2000, 'the loading status');
      expect(mounted.named('onPreview')).to.have.length(0);
    } finally {
      release();
      globalThis.fetch = realFetch;
    }
    await until(() => mounted!.named('onPreview').length === 1, 5000, 'onPreview');
    const html = (mounted.named('onPreview')[0]!.args[0] as { html: string }).html;
    expect(html).to.equal(renderPage(mounted.editor.getJson()).html);
    const frame = part(mounted.element, 'lp-preview', 'iframe') as HTMLIFrameElement;
    expect(frame.srcdoc).to.equal(html);
    await until(() => part(mounted!.element, 'lp-preview', '[data-control="close"]') !== null);
    part(mounted.element, 'lp-preview', '[data-control="close"]')!.click();
    await until(() => mounted!.named('onPreviewClose').length === 1, 2000, 'onPreviewClose');
    expect(mounted.named('onPreviewClose')[0]!.args).to.deep.equal([]);
  });

  it('onAlert fires for every notification; disableAlerts hides it but still calls back', async () => {
    mounted = await mountEditor({ disableAlerts: true });
    await mounted.editor.load(template());
    await mounted.editor.save();
    const [alert] = mounted.named('onAlert');
    expect((alert!.args[0] as { notification: { type: string; code: string } }).notification).to.include({
      type: 'success',
      code: 'saved',
    });
    expect(part(mounted.element, 'lp-notifications', '.toast')?.outerHTML ?? null).to.equal(null);
  });

  it('onEditorError authorize for a bad key: no editing, a clear message, render() rejects', async () => {
    const info = await testService();
    const host = document.createElement('div');
    document.body.append(host);
    const errors: unknown[] = [];
    const alerts: string[] = [];
    const editor = LandingPageEditor({
      config: { authorize: { apiKey: 'pk_notavalidkey000000000000', userId: 1 }, serviceUrl: info.url },
      onEditorError: (e) => errors.push(e),
      onAlert: ({ notification }) => alerts.push(notification.code ?? ''),
    });
    let rejected = false;
    await editor.render(host).catch(() => (rejected = true));
    expect(rejected).to.equal(true);
    expect(errors).to.have.length(1);
    expect(errors[0]).to.deep.include({ source: 'authorize' });
    expect((errors[0] as { detail: { code?: string } }).detail).to.have.property('code');
    await editor.element!.updateComplete;
    expect(editor.element!.shadowRoot!.querySelector('.failed')?.textContent).to.match(/could not start/);
    // The failure screen says it once: no toast repeating it over the screen.
    expect(part(editor.element!, 'lp-notifications', '.toast')?.textContent ?? null).to.equal(null);
    expect(alerts, 'the host still hears it').to.deep.equal(['authorize-failed']);
    expect(editor.element!.shadowRoot!.querySelector('lp-canvas')).to.equal(null);
    editor.destroy();
    host.remove();
  });

  it('onEditorError network with the response body when get-html refuses the save', async () => {
    mounted = await mountEditor();
    await mounted.editor.load(template());
    await mounted.editor.setOptions({ authorize: { apiKey: 'pk_revokedorwrong00000000000', userId: 'tester' } });
    const result = await mounted.editor.save();
    expect(result.status).to.equal('render-failed');
    const [error] = mounted.named('onEditorError');
    expect(error!.args[0]).to.deep.include({ source: 'network' });
    expect((error!.args[0] as { detail: { success?: boolean } }).detail).to.have.property('success', false);
    expect(mounted.named('onSave')).to.have.length(0);
  });

  it('onEditorError network and an error notification when get-html refuses the preview; no onPreview', async () => {
    mounted = await mountEditor();
    await mounted.editor.load(template());
    await mounted.editor.setOptions({ authorize: { apiKey: 'pk_revokedorwrong00000000000', userId: 'tester' } });
    part(mounted.element, 'lp-top-bar', '[data-control="preview"]')!.click();
    await until(() => mounted!.named('onEditorError').length === 1, 5000, 'onEditorError');
    expect(mounted.named('onEditorError')[0]!.args[0]).to.deep.include({ source: 'network' });
    await until(() => part(mounted!.element, 'lp-preview', '[role="status"]') === null);
    expect(mounted.element.shadowRoot!.querySelector('lp-preview')).to.equal(null);
    expect(mounted.named('onPreview')).to.have.length(0);
    expect(
      mounted.named('onAlert').map((call) => (call.args[0] as { notification: { type: string } }).notification.type),
    ).to.include('error');
  });

  it('onTemplateRename({name}) and onEditorClose() from the window bar; without onEditorClose the editor removes itself', async () => {
    mounted = await mountEditor(
      { windowBar: ['title', 'rename', 'close'], title: 'Launch' },
      { onEditorClose: () => undefined },
    );
    part(mounted.element, 'lp-window-bar', '[data-control="rename"]')!.click();
    expect(mounted.named('onTemplateRename')[0]!.args).to.deep.equal([{ name: 'Launch' }]);
    part(mounted.element, 'lp-window-bar', '[data-control="close"]')!.click();
    expect(mounted.named('onEditorClose')[0]!.args).to.deep.equal([]);
    expect(mounted.element.isConnected).to.equal(true);
    mounted.cleanup();
    mounted = await mountEditor({ windowBar: ['close'] }, {}, { without: ['onEditorClose'] });
    const element = mounted.element;
    part(element, 'lp-window-bar', '[data-control="close"]')!.click();
    expect(element.isConnected).to.equal(false);
  });
});

describe('LandingPageEditor: host dialogs', () => {
  let mounted: Mounted | undefined;
  afterEach(() => mounted?.cleanup());

  it('onOpenFileManager() from an image field with customFileManager', async () => {
    mounted = await mountEditor({ customFileManager: true });
    await mounted.editor.load(
      page(
        section(
          column(
            { uid: 'c' },
            { tagName: 'image', uid: 'img', attributes: { src: 'https://example.com/a.png', alt: 'A' } },
          ),
        ),
      ),
    );
    mounted.element.store.select('img');
    await until(
      () => part(mounted!.element, 'lp-selection-panel', '[data-field="src"] [data-control="file-manager"]') !== null,
      2000,
      'the file button',
    );
    part(mounted.element, 'lp-selection-panel', '[data-field="src"] [data-control="file-manager"]')!.click();
    expect(mounted.named('onOpenFileManager')).to.deep.equal([{ name: 'onOpenFileManager', args: [] }]);
  });

  it('onOpenCustomBlockDialog({block}) when a custom block is added, with its current content', async () => {
    mounted = await mountEditor({
      customBlocks: [{ key: 'countdown', name: 'Countdown', content: '<p>Ends soon</p>' }],
    });
    await mounted.editor.load(template());
    mounted.element.store.select('t1');
    part(mounted.element, 'lp-top-bar', '[data-control="add"]')!.click();
    await until(
      () => part(mounted!.element, 'lp-add-menu', '[data-add="custom:countdown"]') !== null,
      2000,
      'the custom block',
    );
    part(mounted.element, 'lp-add-menu', '[data-add="custom:countdown"]')!.click();
    const [call] = mounted.named('onOpenCustomBlockDialog');
    expect(call!.args[0]).to.deep.include({
      block: {
        tagName: 'custom-raw',
        customKey: 'countdown',
        content: '<p>Ends soon</p>',
        uid: mounted.element.store.state.selection,
      },
    });
  });

  it('the add menu inserts a block after the selection and a section after the selected one', async () => {
    mounted = await mountEditor({
      contentBlocks: { video: { hidden: true }, form: { disabled: true, disabledBadge: 'Pro' } },
    });
    await mounted.editor.load(template());
    mounted.element.store.select('t1');
    part(mounted.element, 'lp-top-bar', '[data-control="add"]')!.click();
    await until(() => part(mounted!.element, 'lp-add-menu', '[data-add="button"]') !== null, 2000, 'the add menu');
    expect(part(mounted.element, 'lp-add-menu', '[data-add="video"]')?.outerHTML ?? null).to.equal(null);
    expect(part<HTMLButtonElement>(mounted.element, 'lp-add-menu', '[data-add="form"]')!.disabled).to.equal(true);
    part(mounted.element, 'lp-add-menu', '[data-add="button"]')!.click();
    const column1 = () => mounted!.editor.getJson().children![0]!.children![0]!.children!;
    expect(column1().map((node) => node.tagName)).to.deep.equal(['text', 'button']);
    expect(column1()[1]!.uid).to.equal(mounted.element.store.state.selection);
    part(mounted.element, 'lp-top-bar', '[data-control="add"]')!.click();
    await until(() => part(mounted!.element, 'lp-add-menu', '[data-add="section-2"]') !== null, 2000, 'the add menu');
    part(mounted.element, 'lp-add-menu', '[data-add="section-2"]')!.click();
    const sections = mounted.editor.getJson().children!;
    expect(sections).to.have.length(3);
    expect(sections[1]!.children).to.have.length(2);
    expect(mounted.editor.undo()).to.equal(true);
    expect(mounted.editor.getJson().children).to.have.length(2);
  });
});

describe('LandingPageEditor: embedding', () => {
  it('mounts, destroys and re-mounts in the same host', async () => {
    const mounted = await mountEditor();
    await mounted.editor.load(template());
    mounted.editor.destroy();
    expect(mounted.host.querySelector('lp-editor')).to.equal(null);
    mounted.editor.destroy();
    await mounted.editor.render(mounted.host);
    await mounted.editor.load(template());
    expect(mounted.host.querySelectorAll('lp-editor')).to.have.length(1);
    expect(mounted.named('onInit')).to.have.length(2);
    mounted.cleanup();
  });

  it('neither the host CSS nor the editor CSS leaks across', async () => {
    const style = document.createElement('style');
    style.textContent =
      '* { font-size: 40px !important; color: rgb(255, 0, 0) !important; } button { display: none !important; } iframe { display: none !important; }';
    document.head.append(style);
    const probe = document.createElement('button');
    probe.textContent = 'host button';
    document.body.append(probe);
    const mounted = await mountEditor();
    try {
      const save = part(mounted.element, 'lp-top-bar', '[data-control="save"]')!;
      expect(getComputedStyle(save).display).to.not.equal('none');
      expect(getComputedStyle(save).fontSize).to.equal('13px');
      const frame = part(mounted.element, 'lp-canvas', 'iframe')!;
      expect(getComputedStyle(frame).display).to.equal('block');
      // The editor's styles stay in its shadow root: the host's button keeps the host's rules.
      expect(getComputedStyle(probe).display).to.equal('none');
      expect(
        [...document.styleSheets].some((sheet) =>
          [...sheet.cssRules].some((rule) => rule.cssText.includes('--lp-accent')),
        ),
      ).to.equal(false);
    } finally {
      mounted.cleanup();
      style.remove();
      probe.remove();
    }
  });

  it('sends apiAuthorizationHeader to custom endpoints only; updateApiAuthorizationHeader replaces it', async () => {
    const mounted = await mountEditor({
      api: { SAVED_SECTIONS: '/__echo-headers' },
      apiAuthorizationHeader: 'Bearer one',
    });
    try {
      const api = mounted.element.customApi!;
      const first = (await api.request('SAVED_SECTIONS')) as Record<string, string>;
      expect(first.authorization).to.equal('Bearer one');
      mounted.editor.updateApiAuthorizationHeader({ 'X-Tenant': 'acme', Authorization: 'Bearer two' });
      const second = (await api.request('SAVED_SECTIONS')) as Record<string, string>;
      expect(second.authorization).to.equal('Bearer two');
      expect(second['x-tenant']).to.equal('acme');
    } finally {
      mounted.cleanup();
    }
  });
});
