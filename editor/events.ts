/**
 * The `<lp-editor>` element's public DOM events: typed, prefixed `lp-`, bubbling and composed,
 * fired only for what a user did or what the editor reached (never for a host's own method
 * call's direct result). The `LandingPageEditor` loader maps them to the spec's callbacks in one
 * place (loader/callback-map.ts).
 *
 * Events whose handler may answer with a Promise (save, close) carry `waitUntil(promise)`, as a
 * service worker's ExtendableEvent does: the editor keeps its saving state until the promises
 * settle, by the spec's rules.
 */
import type { PageDefinition } from '../renderer/index.ts';

/** A notification the editor shows (the spec's `onAlert` payload). */
export interface EditorNotification {
  readonly type: 'success' | 'info' | 'warning' | 'error';
  readonly text: string;
  /** A stable identifier of what it is about (`save-failed`, `template-invalid`...). */
  readonly code: string;
  /** How long it stays, in ms (0: until dismissed). */
  readonly duration: number;
}

/** The `source` values of `onEditorError` (`options`: an invalid `config` set on `<lp-editor>` directly; the loader throws instead). */
export type EditorErrorSource = 'authorize' | 'network' | 'templateLoad' | 'options';

/** The payload of every lp-* event, by event name. */
export interface LpEventDetails {
  'lp-init': undefined;
  'lp-loaded': undefined;
  'lp-save': { json: PageDefinition; html: string };
  'lp-save-and-close': { json: PageDefinition; html: string };
  'lp-undo-change': { count: number };
  'lp-redo-change': { count: number };
  'lp-unsaved-change': { value: boolean };
  'lp-preview': { html: string };
  'lp-preview-close': undefined;
  'lp-alert': { notification: EditorNotification };
  'lp-close': undefined;
  'lp-error': { source: EditorErrorSource; message: string; detail?: unknown };
  /** Which image field asked (the callback, as the spec says, gets nothing). */
  'lp-open-file-manager': { attribute: string; uid: string } | undefined;
  'lp-image-delete': {
    items: { name: string; type: 'file' | 'folder'; path: string; url?: string; key: string | null }[];
  };
  'lp-open-custom-block-dialog': { block: unknown };
  'lp-template-rename': { name: string };
}

export type LpEventName = keyof LpEventDetails;

/** Every lp-* event: its name, its payload, and `waitUntil` for handlers that answer later. */
export class LpEvent<K extends LpEventName = LpEventName> extends Event {
  readonly #pending: Promise<unknown>[] = [];

  constructor(
    type: K,
    readonly detail: LpEventDetails[K],
  ) {
    super(type, { bubbles: true, composed: true });
  }

  /** Lets a handler answer with a Promise (or a value): the editor waits for it. */
  waitUntil(result: unknown): void {
    this.#pending.push(Promise.resolve(result));
  }

  /** What handlers answered with (the element reads it after dispatching). */
  get pending(): readonly Promise<unknown>[] {
    return this.#pending;
  }
}

declare global {
  interface HTMLElementEventMap {
    'lp-init': LpEvent<'lp-init'>;
    'lp-loaded': LpEvent<'lp-loaded'>;
    'lp-save': LpEvent<'lp-save'>;
    'lp-save-and-close': LpEvent<'lp-save-and-close'>;
    'lp-undo-change': LpEvent<'lp-undo-change'>;
    'lp-redo-change': LpEvent<'lp-redo-change'>;
    'lp-unsaved-change': LpEvent<'lp-unsaved-change'>;
    'lp-preview': LpEvent<'lp-preview'>;
    'lp-preview-close': LpEvent<'lp-preview-close'>;
    'lp-alert': LpEvent<'lp-alert'>;
    'lp-close': LpEvent<'lp-close'>;
    'lp-error': LpEvent<'lp-error'>;
    'lp-open-file-manager': LpEvent<'lp-open-file-manager'>;
    'lp-image-delete': LpEvent<'lp-image-delete'>;
    'lp-open-custom-block-dialog': LpEvent<'lp-open-custom-block-dialog'>;
    'lp-template-rename': LpEvent<'lp-template-rename'>;
  }
}
