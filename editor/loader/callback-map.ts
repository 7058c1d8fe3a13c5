/**
 * The one place where the `<lp-editor>` element's lp-* events become the spec's callbacks. Each
 * callback receives one object argument, or none, exactly as the spec's table gives it. Save and
 * close handlers may return a Promise: it goes to `waitUntil`, so the editor holds the save rules.
 */
import type { LpEvent, LpEventName } from '../events.ts';
import type { EditorCallbacks } from './callbacks.ts';

/** What the loader does beyond calling a callback. */
export interface CallbackActions {
  /** Removes the editor (after save-and-close without its own handler, or close without one). */
  readonly destroy: () => void;
}

type Handler = (event: LpEvent, callbacks: EditorCallbacks, actions: CallbackActions) => void;

const noArgument =
  (name: keyof EditorCallbacks): Handler =>
  (_event, callbacks) =>
    void (callbacks[name] as (() => unknown) | undefined)?.();
/** A save callback's answer as a Promise: one that throws has failed (a rejection), not stayed silent. */
const answer = (callback: (payload: never) => unknown, event: LpEvent) =>
  new Promise((resolve) => resolve(callback(event.detail as never)));
const withDetail =
  (name: keyof EditorCallbacks): Handler =>
  (event, callbacks) =>
    void (callbacks[name] as ((payload: unknown) => unknown) | undefined)?.(event.detail);

/** Event name to how it reaches the host. */
export const CALLBACK_MAP: Readonly<Record<LpEventName, Handler>> = {
  'lp-init': noArgument('onInit'),
  'lp-loaded': noArgument('onLoaded'),
  'lp-save': (event, callbacks) => {
    if (callbacks.onSave) event.waitUntil(answer(callbacks.onSave, event));
  },
  'lp-save-and-close': (event, callbacks, actions) => {
    if (callbacks.onSaveAndClose) {
      event.waitUntil(answer(callbacks.onSaveAndClose, event));
      return;
    }
    // Without either callback no handler takes the save: nothing is stored, the editor stays.
    if (!callbacks.onSave) return;
    // Without onSaveAndClose the payload goes to onSave and the editor removes itself once that
    // save succeeded (a rejection keeps it open: the spec's rule 2).
    event.waitUntil(answer(callbacks.onSave, event).then((value) => (queueMicrotask(actions.destroy), value)));
  },
  'lp-undo-change': withDetail('onUndoChange'),
  'lp-redo-change': withDetail('onRedoChange'),
  'lp-unsaved-change': withDetail('onEdittedWithoutSaveChanged'),
  'lp-preview': withDetail('onPreview'),
  'lp-preview-close': noArgument('onPreviewClose'),
  'lp-alert': withDetail('onAlert'),
  'lp-close': (event, callbacks, actions) => {
    if (callbacks.onEditorClose) event.waitUntil(callbacks.onEditorClose());
    else actions.destroy();
  },
  'lp-error': withDetail('onEditorError'),
  'lp-open-file-manager': noArgument('onOpenFileManager'),
  'lp-image-delete': withDetail('onImageDelete'),
  'lp-open-custom-block-dialog': withDetail('onOpenCustomBlockDialog'),
  'lp-template-rename': withDetail('onTemplateRename'),
};
