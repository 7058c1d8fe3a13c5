/** The spec's sixteen callbacks, as a host passes them next to `config`. */
import type { PageDefinition } from '../../renderer/index.ts';
import type { EditorErrorSource, EditorNotification, LpEventDetails } from '../events.ts';

export interface EditorCallbacks {
  onSave?: (payload: { json: PageDefinition; html: string }) => unknown;
  onSaveAndClose?: (payload: { json: PageDefinition; html: string }) => unknown;
  onOpenFileManager?: () => void;
  onImageDelete?: (payload: LpEventDetails['lp-image-delete']) => void;
  onLoaded?: () => void;
  onInit?: () => void;
  onUndoChange?: (payload: { count: number }) => void;
  onRedoChange?: (payload: { count: number }) => void;
  onPreview?: (payload: { html: string }) => void;
  onPreviewClose?: () => void;
  onAlert?: (payload: { notification: EditorNotification }) => void;
  onEditorClose?: () => unknown;
  onEdittedWithoutSaveChanged?: (payload: { value: boolean }) => void;
  onOpenCustomBlockDialog?: (payload: { block: unknown }) => void;
  onTemplateRename?: (payload: { name: string }) => void;
  onEditorError?: (payload: { source: EditorErrorSource; message: string; detail?: unknown }) => void;
}

/** The callback names, in the spec's order. */
export const CALLBACK_NAMES = [
  'onSave',
  'onSaveAndClose',
  'onOpenFileManager',
  'onImageDelete',
  'onLoaded',
  'onInit',
  'onUndoChange',
  'onRedoChange',
  'onPreview',
  'onPreviewClose',
  'onAlert',
  'onEditorClose',
  'onEdittedWithoutSaveChanged',
  'onOpenCustomBlockDialog',
  'onTemplateRename',
  'onEditorError',
] as const satisfies readonly (keyof EditorCallbacks)[];
