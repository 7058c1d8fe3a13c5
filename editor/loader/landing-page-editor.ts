/**
 * `LandingPageEditor({ config, ...callbacks })`: the spec's loader. It validates the options at
 * once (an invalid config throws `Invalid options provided ...` and nothing starts), and returns
 * the editor's handle: `render(selector)` mounts an `<lp-editor>` element there and resolves when
 * the editor is ready; its lp-* events reach the callbacks through callback-map.ts. A `callbacks`
 * object inside `config` is ignored, as the spec says; callbacks are top-level properties only.
 */
import type { PageDefinition } from '../../renderer/index.ts';
import { LpEditor } from '../components/lp-editor/lp-editor.ts';
import type { AuthorizationHeader } from '../api/custom-api.ts';
import type { LpEvent, LpEventName } from '../events.ts';
import { validateOptions } from '../options/validate-options.ts';
import type { EditorOptionsInput } from '../options/options-schema.ts';
import { CALLBACK_MAP } from './callback-map.ts';
import { CALLBACK_NAMES, type EditorCallbacks } from './callbacks.ts';
import type { SaveResult } from '../components/lp-editor/save-flow.ts';

export type { EditorCallbacks };

/** What `LandingPageEditor` takes: the options under `config`, the callbacks beside it. */
export type LandingPageEditorInit = { config: EditorOptionsInput } & EditorCallbacks;

/** The handle `LandingPageEditor` returns (docs/editor-api.md documents each method). */
export interface LandingPageEditorInstance {
  /** Mounts the editor in the element `selector` names (or an element); resolves once it is ready (after onInit), rejects when it cannot start. */
  render(selector: string | Element): Promise<void>;
  /** Applies a template (a page object or its JSON text); resolves after onLoaded; rejects (and fires onEditorError `templateLoad`) when it is not a valid template, leaving the current page. */
  load(template: PageDefinition | string): Promise<void>;
  /** Validates and applies options over the current ones; rejects when invalid, changing nothing. */
  setOptions(options: Partial<EditorOptionsInput>): Promise<void>;
  /** Replaces the header(s) sent to the host's custom API endpoints, from the next request on. */
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
  /** Removes the editor from the page and stops its listeners. Safe to call twice. */
  destroy(): void;
  /** The `<lp-editor>` element, once rendered. */
  readonly element: LpEditor | undefined;
}

/** Creates an editor (the spec's loader). Throws `Invalid options provided ...` on a bad config. */
export function LandingPageEditor(init: LandingPageEditorInit): LandingPageEditorInstance {
  if (init === null || typeof init !== 'object') throw new TypeError('LandingPageEditor expects { config, ...callbacks }.');
  const config = init.config;
  validateOptions(config);
  const callbacks: EditorCallbacks = {};
  for (const name of CALLBACK_NAMES) {
    const callback = init[name];
    if (typeof callback === 'function') (callbacks as Record<string, unknown>)[name] = callback;
  }

  let element: LpEditor | undefined;
  let pendingTemplate: Promise<void> | undefined;
  const actions = { destroy: () => instance.destroy() };
  const listeners = Object.entries(CALLBACK_MAP).map(([type, handle]) => [type, (event: Event) => handle(event as LpEvent, callbacks, actions)] as const);

  const instance: LandingPageEditorInstance = {
    get element() {
      return element;
    },
    async render(selector) {
      if (element !== undefined) throw new Error('This editor is already rendered; call destroy() first.');
      const target = typeof selector === 'string' ? document.querySelector(selector) : selector;
      if (target === null) throw new Error(`No element matches ${JSON.stringify(selector)}.`);
      element = document.createElement('lp-editor') as LpEditor;
      for (const [type, listener] of listeners) element.addEventListener(type as LpEventName, listener);
      await element.configure(config);
      target.append(element);
      await element.whenReady();
      await pendingTemplate;
    },
    async load(template) {
      if (element === undefined) throw new Error('Call render() before load().');
      pendingTemplate = element.load(template);
      return pendingTemplate;
    },
    async setOptions(options) {
      if (options === null || typeof options !== 'object') throw new TypeError('setOptions expects an options object.');
      if (element === undefined) {
        validateOptions({ ...config, ...options });
        Object.assign(config, options);
        return;
      }
      await element.configure(options, true);
    },
    updateApiAuthorizationHeader(header) {
      element?.setAuthorizationHeader(header);
      (config as unknown as Record<string, unknown>).apiAuthorizationHeader = header;
    },
    save: () => element?.save(false) ?? Promise.resolve({ status: 'not-ready' as const }),
    saveAndClose: () => element?.save(true) ?? Promise.resolve({ status: 'not-ready' as const }),
    undo: () => element?.store.undo() ?? false,
    redo: () => element?.store.redo() ?? false,
    getJson: () => {
      if (element === undefined) throw new Error('Call render() first.');
      return element.store.state.doc;
    },
    destroy() {
      if (element === undefined) return;
      for (const [type, listener] of listeners) element.removeEventListener(type as LpEventName, listener);
      element.dispose();
      element.remove();
      element = undefined;
    },
  };
  return instance;
}
