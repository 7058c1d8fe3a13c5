/**
 * For the editor's browser tests: the real service the test runner started (its URL and demo
 * key), a host element, and an editor mounted through the public loader with every callback
 * recorded in order; an editor showing a template, settled for the real mouse (pointer.ts), and
 * the hooks every real-mouse test registers.
 */
import { resetMouse, setViewport } from '@web/test-runner-commands';
import type { PageDefinition } from '../../renderer/index.ts';
import { LandingPageEditor, type LandingPageEditorInstance } from '../loader/landing-page-editor.ts';
import type { EditorCallbacks } from '../loader/callbacks.ts';
import { CALLBACK_NAMES } from '../loader/callbacks.ts';
import type { LpEditor } from '../components/lp-editor/lp-editor.ts';
import type { EditorOptionsInput } from '../options/options-schema.ts';

export interface ServiceInfo {
  readonly url: string;
  readonly apiKey: string;
}

let service: Promise<ServiceInfo> | undefined;

/** The service the test runner started. */
export function testService(): Promise<ServiceInfo> {
  service ??= fetch('/__lp-service').then((response) => response.json() as Promise<ServiceInfo>);
  return service;
}

/** A recorded callback call. */
export interface Call {
  readonly name: string;
  readonly args: unknown[];
}

export interface Mounted {
  readonly editor: LandingPageEditorInstance;
  readonly element: LpEditor;
  readonly host: HTMLElement;
  readonly calls: Call[];
  /** The calls of one callback. */
  named(name: string): Call[];
  /** Removes the editor and the host. */
  cleanup(): void;
}

/** Mounts an editor with `config` over the test service's credentials; every callback is recorded (and calls `callbacks`' own), except those named in `without`. */
export async function mountEditor(
  config: Partial<EditorOptionsInput> = {},
  callbacks: Partial<EditorCallbacks> = {},
  options: { render?: boolean; without?: readonly string[] } = {},
): Promise<Mounted> {
  const info = await testService();
  const host = document.createElement('div');
  host.style.cssText = 'width: 1280px; height: 760px;';
  document.body.append(host);
  const calls: Call[] = [];
  const recorders: Record<string, (...args: unknown[]) => unknown> = {};
  for (const name of CALLBACK_NAMES) {
    if (options.without?.includes(name)) continue;
    recorders[name] = (...args: unknown[]) => {
      calls.push({ name, args });
      return (callbacks[name] as ((...a: unknown[]) => unknown) | undefined)?.(...args);
    };
  }
  const editor = LandingPageEditor({
    config: {
      authorize: { apiKey: info.apiKey, userId: 'tester' },
      serviceUrl: info.url,
      ...config,
    } as EditorOptionsInput,
    ...recorders,
  });
  if (options.render !== false) await editor.render(host);
  return {
    editor,
    get element() {
      return editor.element!;
    },
    host,
    calls,
    named: (name) => calls.filter((call) => call.name === name),
    cleanup() {
      editor.destroy();
      host.remove();
    },
  };
}

/** The window of the real-mouse tests: the whole editor (its host is 1280 px wide) inside it, so every point sendMouse aims at is on screen. */
export const MOUSE_VIEWPORT = { width: 1320, height: 800 } as const;

/**
 * Registers, in the describe that calls it, the hooks a real-mouse test shares: the window sized
 * before its tests (`viewport`; null keeps the runner's), and after each test the mouse released
 * (a failing test never leaves the button held for the next) before `cleanup` removes what the
 * test mounted.
 */
export function mouseTestHooks(
  cleanup: () => void,
  viewport: { readonly width: number; readonly height: number } | null = MOUSE_VIEWPORT,
): void {
  if (viewport !== null) before(() => setViewport(viewport));
  afterEach(async () => {
    await resetMouse();
    cleanup();
  });
}

/** An editor (`mountEditor(config)`) showing `template`, its canvas settled: ready for the real mouse. */
export async function mountTemplate(
  template: PageDefinition,
  config: Partial<EditorOptionsInput> = {},
): Promise<Mounted> {
  const mounted = await mountEditor(config);
  await mounted.editor.load(template);
  await canvasSettled(mounted.element);
  return mounted;
}

/** Resolves after the next paint of the canvas. */
export function nextPaint(element: LpEditor): Promise<void> {
  return new Promise((resolve) =>
    element.canvas!.addEventListener('lp-canvas-painted', () => resolve(), { once: true }),
  );
}

/** Waits until `condition` holds (polling each frame), or fails after `timeoutMs`. */
export async function until(condition: () => boolean, timeoutMs = 5000, what = 'the condition'): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!condition()) {
    if (performance.now() > deadline) throw new Error(`Timed out waiting for ${what}.`);
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

/**
 * Waits until the canvas's frame stops moving (the side panel arriving resizes the canvas, with a
 * transition): what a test needs before it aims the real mouse at a point of the page.
 */
export async function canvasSettled(element: LpEditor): Promise<void> {
  let last = '';
  let still = 0;
  await until(
    () => {
      const box = JSON.stringify(element.canvas?.frameElement?.getBoundingClientRect());
      still = box === last ? still + 1 : 0;
      last = box;
      return still >= 10;
    },
    5000,
    'the canvas to settle',
  );
}

/** An element inside the editor's shadow roots: `part(element, 'lp-top-bar', 'button[data-control=save]')`. */
export function part<T extends Element = HTMLElement>(element: LpEditor, ...path: string[]): T | null {
  let root: ParentNode | null = element.shadowRoot;
  let found: Element | null = null;
  for (const selector of path) {
    found = root?.querySelector(selector) ?? null;
    root = found?.shadowRoot ?? found;
  }
  return found as T | null;
}
