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
import type { Device } from '../store/commands.ts';
import type { EditorNotification } from '../events.ts';
import type { PartName } from '../lazy/load-part.ts';

/** The canvas devices of the top bar. */
export type ViewDevice = 'desktop' | 'tablet' | 'mobile';

/** The attribute set each view device edits: tablet the md overrides, mobile the xs ones. */
export const DEVICE_ATTRIBUTES: Readonly<Record<ViewDevice, Device>> = {
  desktop: 'desktop',
  tablet: 'md',
  mobile: 'xs',
};

/** The devices in the order the top bar and the preview list them, with their label keys. */
export const VIEW_DEVICES: readonly {
  readonly device: ViewDevice;
  readonly label: 'topbar.desktop' | 'topbar.tablet' | 'topbar.mobile';
}[] = [
  { device: 'desktop', label: 'topbar.desktop' },
  { device: 'tablet', label: 'topbar.tablet' },
  { device: 'mobile', label: 'topbar.mobile' },
];

/** The canvas width of each device, in CSS pixels (undefined: the available width). */
export const DEVICE_WIDTHS: Readonly<Record<ViewDevice, number | undefined>> = {
  desktop: undefined,
  tablet: 768,
  mobile: 375,
};

/** What the shell offers its parts. */
export interface EditorShell {
  readonly store: EditorStore;
  readonly t: Translator;
  readonly options: EditorOptions;
  readonly device: ViewDevice;
  readonly saving: boolean;
  /** The parts (editor/lazy/) loading because the user asked for them: the button that asked shows it is busy. */
  readonly pending: ReadonlySet<PartName>;
  setDevice(device: ViewDevice): void;
  save(close?: boolean): Promise<unknown>;
  preview(): void;
  notify(notification: Omit<EditorNotification, 'duration'> & { duration?: number }): void;
  openAddMenu(): void;
  /** Fires an lp-* event from the editor element (for the parts' user actions). */
  emit(
    type: 'lp-open-custom-block-dialog' | 'lp-open-file-manager' | 'lp-template-rename' | 'lp-close',
    detail?: unknown,
  ): void;
}

export const shellContext = createContext<EditorShell>(Symbol('lp-editor-shell'));
