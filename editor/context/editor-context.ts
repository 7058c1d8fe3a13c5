/**
 * What the editor's components share, provided by `<lp-editor>` through `@lit/context`: the
 * store (state and history), the translator, the validated options, and the UI actions that
 * belong to the shell (save, preview, notifications, device). A new value is provided whenever
 * one of them changes (a language switch, setOptions), so consumers re-render.
 */
import { createContext } from '@lit/context';
import type { EditorOptions } from '../options/options-schema.ts';
import type { Translator } from '../i18n/translator.ts';
import type { EditorStore } from '../store/editor-store.ts';
import type { ViewDevice } from './view-devices.ts';
import type { EditorNotification } from '../events.ts';
import type { PartModule, PartName } from '../lazy/load-part.ts';

/** What the shell offers its parts. */
export interface EditorShell {
  readonly store: EditorStore;
  readonly t: Translator;
  readonly options: EditorOptions;
  /** The view device shown (view-devices.ts): the canvas width and the level the panel edits. */
  readonly device: ViewDevice;
  readonly saving: boolean;
  /** The parts (editor/lazy/) loading because the user asked for them: the button that asked shows it is busy. */
  readonly pending: ReadonlySet<PartName>;
  setDevice(device: ViewDevice): void;
  save(close?: boolean): Promise<unknown>;
  preview(): void;
  notify(notification: Omit<EditorNotification, 'duration'> & { duration?: number }): void;
  openAddMenu(): void;
  /**
   * Loads a part for the user (its name is in `pending` meanwhile): the part, or undefined when it
   * could not load, which the host (lp-error) and the user were told, as for every part.
   */
  requestPart<N extends PartName>(name: N): Promise<PartModule<N> | undefined>;
  /** Why the part `name` could not load when it was last asked for, while it is not loaded. */
  partFailure(name: PartName): string | undefined;
  /** Fires an lp-* event from the editor element (for the parts' user actions). */
  emit(
    type: 'lp-open-custom-block-dialog' | 'lp-open-file-manager' | 'lp-template-rename' | 'lp-close',
    detail?: unknown,
  ): void;
}

export const shellContext = createContext<EditorShell>(Symbol('lp-editor-shell'));
