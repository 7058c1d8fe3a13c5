/**
 * `LandingPageEditor({ config, ...callbacks })`: the spec's loader. It validates the options at
 * once (an invalid config throws `Invalid options provided ...` and nothing starts), and returns
 * the editor's handle: `render(selector)` mounts an `<lp-editor>` element there and resolves when
 * the editor is ready; its lp-* events reach the callbacks through callback-map.ts. A `callbacks`
 * object inside `config` is ignored, as the spec says; callbacks are top-level properties only.
 *
 * Every method may be called in any order, at any moment, any number of times (React
 * StrictMode's mount, unmount, mount; a route change while the editor starts), and each does
 * the documented thing (docs/editor-api.md, "Lifecycle"): `render()` appends the element at once,
 * so `destroy()` always finds it to remove; a `render()` or `load()` that `destroy()` overtook
 * resolves without doing anything; `setOptions()` before the start ends applies once it has.
 */
import type { PageDefinition } from '../../renderer/index.ts';
import { LpEditor } from '../components/lp-editor/lp-editor.ts';
import { tagOf } from '../components/define-element.ts';
import type { AuthorizationHeader } from '../api/custom-api.ts';
import type { LpEvent, LpEventName } from '../events.ts';
import { validateOption, validateOptions } from '../options/validate-options.ts';
import type { EditorOptionsInput } from '../options/options-schema.ts';
import { CALLBACK_MAP } from './callback-map.ts';
import { CALLBACK_NAMES, type EditorCallbacks } from './callbacks.ts';
import type { SaveResult } from '../components/lp-editor/save-flow.ts';

export type { EditorCallbacks };

/** What `LandingPageEditor` takes: the options under `config`, the callbacks beside it. */
export type LandingPageEditorInit = { config: EditorOptionsInput } & EditorCallbacks;

/** The handle `LandingPageEditor` returns (docs/editor-api.md documents each method). */
export interface LandingPageEditorInstance {
  /** Mounts the editor in the element `selector` names (or an element); resolves once it is ready (after onInit), or at once when destroy() comes first; rejects when it cannot start. */
  render(selector: string | Element): Promise<void>;
  /** Applies a template (a page object or its JSON text) once the editor is ready; resolves after onLoaded; rejects (and fires onEditorError `templateLoad`) when it is not a valid template, leaving the current page. */
  load(template: PageDefinition | string): Promise<void>;
  /** Validates and applies options over the current ones (before or during the start too: they apply once it is ready); rejects when invalid, changing nothing. */
  setOptions(options: Partial<EditorOptionsInput>): Promise<void>;
  /** Replaces the header(s) sent to the host's custom API endpoints, from the next request on; throws when it is not a header. */
  updateApiAuthorizationHeader(header: AuthorizationHeader): void;
  /** Saves as the Save button does; resolves with how it ended. */
  save(): Promise<SaveResult | { status: 'busy' | 'not-ready' }>;
  /** Saves and closes as the Save and close button does. */
  saveAndClose(): Promise<SaveResult | { status: 'busy' | 'not-ready' }>;
  /** Undoes one step; false when there is none (or the role is reader). */
  undo(): boolean;
  /** Redoes one step; false when there is none. */
  redo(): boolean;
  /** The current template (frozen; the same object onSave receives as json). */
  getJson(): PageDefinition;
  /** Removes the editor from the page and stops its listeners and callbacks. Safe at any time, and twice. */
  destroy(): void;
  /** The `<lp-editor>` element, from render() until destroy(). */
  readonly element: LpEditor | undefined;
}

/** One render(): its element, and the template a load() gave it while it started. */
interface Mount {
  readonly element: LpEditor;
  pendingTemplate?: Promise<void>;
}

const NOT_RENDERED = 'The editor is not rendered: call render() first (and again after destroy()).';

/** Creates an editor (the spec's loader). Throws `Invalid options provided ...` on a bad config. */
export function LandingPageEditor(init: LandingPageEditorInit): LandingPageEditorInstance {
  if (init === null || typeof init !== 'object')
    throw new TypeError('LandingPageEditor expects { config, ...callbacks }.');
  validateOptions(init.config);
  // A copy: setOptions() and updateApiAuthorizationHeader() never change the host's object.
  let config: Record<string, unknown> = { ...(init.config as unknown as Record<string, unknown>) };
  const callbacks: EditorCallbacks = {};
  for (const name of CALLBACK_NAMES) {
    const callback = init[name];
    if (typeof callback === 'function') (callbacks as Record<string, unknown>)[name] = callback;
  }

  let mount: Mount | undefined;
  const actions = { destroy: () => instance.destroy() };
  const listeners = Object.entries(CALLBACK_MAP).map(
    ([type, handle]) => [type, (event: Event) => handle(event as LpEvent, callbacks, actions)] as const,
  );

  const instance: LandingPageEditorInstance = {
    get element() {
      return mount?.element;
    },
    render(selector) {
      if (mount !== undefined)
        return Promise.reject(new Error('This editor is already rendered; call destroy() first.'));
      const target = typeof selector === 'string' ? document.querySelector(selector) : selector;
      if (!(target instanceof Element))
        return Promise.reject(
          new Error(
            `No element matches ${JSON.stringify(typeof selector === 'string' ? selector : String(selector))}.`,
          ),
        );
      const element = document.createElement(tagOf(LpEditor)) as LpEditor;
      for (const [type, listener] of listeners) element.addEventListener(type as LpEventName, listener);
      const current: Mount = { element };
      mount = current;
      // The config was validated when it was given: this starts the editor (authorizing, the UI texts).
      void element.configure(config).catch(() => undefined);
      target.append(element);
      return (async () => {
        try {
          await element.whenReady();
        } catch (error) {
          if (mount !== current) return;
          throw error;
        }
        // A template given while the editor started is part of "ready"; its failure is load()'s.
        await current.pendingTemplate?.catch(() => undefined);
      })();
    },
    load(template) {
      const current = mount;
      if (current === undefined) return Promise.reject(new Error(NOT_RENDERED));
      // The element waits for its start, and does nothing once destroy() disposed it.
      const loading = current.element.load(template);
      current.pendingTemplate = loading;
      return loading;
    },
    async setOptions(options) {
      if (options === null || typeof options !== 'object' || Array.isArray(options))
        throw new TypeError('setOptions expects an options object.');
      if (mount === undefined) {
        const next = { ...config, ...(options as Record<string, unknown>) };
        validateOptions(next);
        config = next;
        return;
      }
      const element = mount.element;
      // Validated at once (an invalid value rejects here, changing nothing), applied in call order.
      const applying = element.setOptions(options);
      // Kept for the next render() after a destroy(): the element holds what was asked so far.
      config = { ...element.config };
      await applying;
    },
    updateApiAuthorizationHeader(header) {
      validateOption('apiAuthorizationHeader', header);
      mount?.element.setAuthorizationHeader(header);
      config = { ...config, apiAuthorizationHeader: header };
    },
    save: () => mount?.element.save(false) ?? Promise.resolve({ status: 'not-ready' as const }),
    saveAndClose: () => mount?.element.save(true) ?? Promise.resolve({ status: 'not-ready' as const }),
    undo: () => mount?.element.store.undo() ?? false,
    redo: () => mount?.element.store.redo() ?? false,
    getJson: () => {
      if (mount === undefined) throw new Error(NOT_RENDERED);
      return mount.element.store.state.doc;
    },
    destroy() {
      const current = mount;
      if (current === undefined) return;
      mount = undefined;
      for (const [type, listener] of listeners) current.element.removeEventListener(type as LpEventName, listener);
      current.element.dispose();
      current.element.remove();
    },
  };
  return instance;
}
