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

const noArgument = (name: keyof EditorCallbacks): Handler => (_event, callbacks) => void (callbacks[name] as (() => unknown) | undefined)?.();
const withDetail = (name: keyof EditorCallbacks): Handler => (event, callbacks) => void (callbacks[name] as ((payload: unknown) => unknown) | undefined)?.(event.detail);

/** Event name to how it reaches the host. */
export const CALLBACK_MAP: Readonly<Record<LpEventName, Handler>> = {
  'lp-init': noArgument('onInit'),
  'lp-loaded': noArgument('onLoaded'),
  'lp-save': (event, callbacks) => {
    if (callbacks.onSave) event.waitUntil(callbacks.onSave(event.detail as never));
  },
  'lp-save-and-close': (event, callbacks, actions) => {
    if (callbacks.onSaveAndClose) {
      event.waitUntil(callbacks.onSaveAndClose(event.detail as never));
      return;
    }
    // Without onSaveAndClose the payload goes to onSave and the editor removes itself once that
    // save succeeded (a rejection keeps it open: the spec's rule 2).
    event.waitUntil(Promise.resolve(callbacks.onSave?.(event.detail as never)).then((value) => (queueMicrotask(actions.destroy), value)));
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
