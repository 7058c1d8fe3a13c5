/**
 * `<lp-editor>` used directly, without the loader, against the real service in Chromium: the
 * `config` property (set before or after the element is connected, or before it is upgraded, as
 * frameworks do), the `config` attribute (JSON), the same validation as the loader, its lp-*
 * events, `setOptions`, and a visible message instead of an empty box when something is missing
 * or wrong.
 */
import { expect } from 'chai';
import { page, section, column, text } from '../../../renderer/testing/builders.ts';
import type { LpEditor } from './lp-editor.ts';
import type { LpEvent } from '../../events.ts';
import { part, testService, until } from '../../testing/mount.ts';
import { setContent } from '../../store/commands.ts';

const template = () => page(section({ uid: 's1' }, column({ uid: 'c1' }, text('<p>Hello</p>', { uid: 't1' }))));

/** The element's name in this page (the first build to load defines `lp-editor`). */
const TAG = 'lp-editor';

async function credentials() {
  const info = await testService();
  return { authorize: { apiKey: info.apiKey, userId: 'element-user' }, serviceUrl: info.url };
}

/** A sized container in the page. */
function container(): HTMLElement {
  const host = document.createElement('div');
  host.style.cssText = 'width: 1200px; height: 700px;';
  document.body.append(host);
  return host;
}

/** Records the element's lp-* events by name. */
function recordEvents(element: Element): string[] {
  const seen: string[] = [];
  for (const type of ['lp-init', 'lp-loaded', 'lp-error', 'lp-alert', 'lp-save'])
    element.addEventListener(type, (event) =>
      seen.push(`${type}${type === 'lp-error' ? `:${(event as LpEvent<'lp-error'>).detail.source}` : ''}`),
    );
  return seen;
}

/** The text the element shows in its own shadow root. */
const shownText = (element: LpEditor) => element.shadowRoot?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

describe('<lp-editor> used directly', () => {
  let host: HTMLElement;
  beforeEach(() => (host = container()));
  afterEach(() => host.remove());

  it('starts from its config property set before it is connected, fires lp-init, and loads and saves', async () => {
    const element = document.createElement(TAG) as LpEditor;
    const seen = recordEvents(element);
    element.config = { ...(await credentials()), light: true };
    host.append(element);
    await element.whenReady();
    expect(seen).to.include('lp-init');
    expect(element.getAttribute('theme')).to.equal('light');
    await element.load(template());
    expect(seen).to.include('lp-loaded');
    expect(element.canvas?.frameDocument?.querySelector('[data-lp-uid="t1"]')?.textContent).to.equal('Hello');
    element.addEventListener('lp-save', (event) => event.waitUntil(Promise.resolve()));
    expect((await element.save()).status).to.equal('saved');
  });

  it('starts from its config property set after it is connected', async () => {
    const element = document.createElement(TAG) as LpEditor;
    host.append(element);
    const seen = recordEvents(element);
    element.config = await credentials();
    await element.whenReady();
    expect(seen).to.include('lp-init');
    await until(() => part(element, 'lp-top-bar', '[data-control="save"]') !== null, 3000, 'the top bar');
  });

  it('keeps a config property set before the element was upgraded (a framework rendering first)', async () => {
    const holder = document.createElement('template');
    holder.innerHTML = `<${TAG}></${TAG}>`;
    const element = holder.content.firstElementChild as LpEditor;
    // Not upgraded yet: the property lands on the plain element, as a framework would set it.
    expect(typeof (element as { whenReady?: unknown }).whenReady).to.equal('undefined');
    (element as unknown as { config: unknown }).config = await credentials();
    host.append(element);
    expect(typeof element.whenReady).to.equal('function');
    await element.whenReady();
    expect(element.status).to.equal('ready');
  });

  it('starts from its config attribute (JSON), and a changed attribute replaces the options', async () => {
    host.innerHTML = `<${TAG} config='${JSON.stringify({ ...(await credentials()), title: 'From the attribute', windowBar: ['title'] })}'></${TAG}>`;
    const element = host.firstElementChild as LpEditor;
    await element.whenReady();
    await until(() => part(element, 'lp-window-bar', 'h1')?.textContent === 'From the attribute', 3000, 'the title');
    element.setAttribute(
      'config',
      JSON.stringify({ ...(await credentials()), title: 'Changed', windowBar: ['title'], light: true }),
    );
    await until(() => part(element, 'lp-window-bar', 'h1')?.textContent === 'Changed', 3000, 'the new title');
    expect(element.getAttribute('theme')).to.equal('light');
  });

  it('an invalid config shows why and fires lp-error with source "options", never an empty box', async () => {
    const element = document.createElement(TAG) as LpEditor;
    const errors: LpEvent<'lp-error'>['detail'][] = [];
    element.addEventListener('lp-error', (event) => errors.push(event.detail));
    host.append(element);
    element.config = { authorize: { apiKey: '' } } as never;
    await until(() => errors.length > 0, 2000, 'lp-error');
    expect(errors[0]).to.deep.include({ source: 'options' });
    expect(errors[0]!.message).to.match(/^Invalid options provided: authorize/);
    await element.updateComplete;
    expect(shownText(element)).to.match(/Invalid options provided: authorize/);
    let rejected: Error | undefined;
    await element.whenReady().catch((error: Error) => (rejected = error));
    expect(rejected?.message).to.match(/Invalid options provided/);
  });

  it('an attribute that is not JSON shows why and fires lp-error', async () => {
    const errors: string[] = [];
    host.addEventListener('lp-error', (event) => errors.push((event as LpEvent<'lp-error'>).detail.message));
    host.innerHTML = `<${TAG} config="{authorize: nope}"></${TAG}>`;
    const element = host.firstElementChild as LpEditor;
    await until(() => errors.length > 0, 2000, 'lp-error');
    expect(errors[0]).to.match(/config attribute is not JSON/);
    await element.updateComplete;
    expect(shownText(element)).to.match(/config attribute is not JSON/);
  });

  it('without any config it says what it needs instead of staying an empty box', async () => {
    const element = document.createElement(TAG) as LpEditor;
    host.append(element);
    await element.updateComplete;
    expect(shownText(element)).to.match(/config/);
    expect(element.getBoundingClientRect().height).to.be.greaterThan(0);
  });

  it('setOptions() merges, validates and rejects an invalid value, as the loader does; a new config property replaces', async () => {
    const element = document.createElement(TAG) as LpEditor;
    element.config = await credentials();
    host.append(element);
    await element.whenReady();
    await element.setOptions({ light: true });
    expect(element.getAttribute('theme')).to.equal('light');
    let error: Error | undefined;
    await element.setOptions({ light: 'yes' as never }).catch((caught: Error) => (error = caught));
    expect(error?.message).to.match(/^Invalid options provided: light/);
    expect(element.getAttribute('theme')).to.equal('light');
    element.config = await credentials();
    await until(() => element.getAttribute('theme') === 'dark', 2000, 'the replaced options');
  });

  it('asks before the page is left with unsaved edits, unless showUnsavedDialogBeforeExit is false or it was removed', async () => {
    /** Whether leaving now would show the browser's dialog (a handler cancelled the event). */
    const leaving = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const element = document.createElement(TAG) as LpEditor;
    element.config = await credentials();
    host.append(element);
    await element.load(template());
    expect(leaving(), 'nothing to lose yet').to.equal(false);
    expect(element.store.run(setContent('t1', '<p>Changed</p>'))).to.equal(true);
    expect(leaving(), 'an unsaved edit').to.equal(true);
    await element.setOptions({ showUnsavedDialogBeforeExit: false });
    expect(leaving(), 'the host turned the dialog off').to.equal(false);
    await element.setOptions({ showUnsavedDialogBeforeExit: true });
    expect(leaving()).to.equal(true);
    element.remove();
    expect(leaving(), 'a removed editor holds nothing').to.equal(false);
  });
});
